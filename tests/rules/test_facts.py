"""The facts `patience facts` prints are the executor's: re-deals a game really allows, foundations' bases and
directions as won games end, players as the turn passes."""

import random

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.engine.kinds import DealRT
from patience.engine.kinds.cardmoves import DrawRT
from patience.engine.kinds.dealing import RedealRT
from patience.engine.relations import rank_cycle
from patience.rules.facts import facts
from patience.rules.load import load, load_all, with_variant
from patience.rules.model import RANKS
from patience.solver import Certificate, replay
from patience.solver.check import certificates_dir

RULES = load_all()
CERTS = sorted(certificates_dir().glob("*.json"))


def _most_passes(game: Game, seeds: int = 4, steps: int = 4000) -> int:
    """The most re-deals a playout reaches that re-deals whenever it may and turns the stock whenever it can."""
    best = 0
    for seed in range(seeds):
        rng = random.Random(seed)
        state = game.deal(seed)
        for _ in range(steps):
            moves = list(game.legal_moves(state))
            if not moves:
                break
            redeal = [m for m in moves if m[0] >= 0 and isinstance(game.rules_rt[m[0]], RedealRT)]
            stock = [m for m in moves if m[0] >= 0 and isinstance(game.rules_rt[m[0]], (DrawRT, DealRT))]
            game.apply(state, (redeal or stock or moves)[0] if redeal or stock else rng.choice(moves))
            best = max(best, state.passes)
    return best


@pytest.mark.parametrize("rid", [r for r in sorted(RULES) if facts(RULES[r])["redeals"] != "unlimited"], ids=str)
def test_no_game_redeals_more_often_than_its_facts_say(rid):
    assert _most_passes(Game(RULES[rid])) <= facts(RULES[rid])["redeals"]


@pytest.mark.parametrize("rid", [r for r in sorted(RULES) if isinstance(facts(RULES[r])["redeals"], int) and facts(RULES[r])["redeals"] > 0])
def test_a_game_that_states_re_deals_can_make_one(rid):
    assert _most_passes(Game(RULES[rid])) >= 1


def _steps_ok(direction: str, wrap: bool, cycle: list[int], pile: list[int]) -> bool:
    for a, b in zip(pile, pile[1:]):
        i, j = cycle.index(cards.value(a)), cycle.index(cards.value(b))
        step = (j - i) % len(cycle) if wrap else j - i
        want = {"up": 1, "down": -1 % len(cycle) if wrap else -1, "up-by-2": 2, "down-by-2": -2 % len(cycle) if wrap else -2}
        if direction in want and step != want[direction]:
            return False
    return True


@pytest.mark.parametrize("path", CERTS, ids=lambda p: p.stem)
def test_won_games_end_with_foundations_as_the_facts_describe_them(path):
    cert = Certificate.load(path)
    rules = with_variant(load(cert.rules), cert.variant)
    game = Game(rules)
    end = replay(game, cert)
    for f in facts(rules)["foundations"]:
        rt = game.zones[f["zone"]]
        cycle = rank_cycle(rules.deck.pack, rt.spec.build.skip if rt.spec.build else [])
        piles = [end.piles[p] for p in rt.piles if end.piles[p]]
        bottoms = [RANKS[cards.value(p[0]) - 1] for p in piles]
        if f["base"] not in ("any", "varies"):
            assert bottoms.count(f["base"]) >= f["count"] or len(piles) < rt.count, (f, bottoms)
        for pile in piles:
            assert _steps_ok(f["direction"], f["wrap"], cycle, pile), (f, [cards.text(c) for c in pile])
            if f["follow"] == "suit":
                assert len({cards.suit(c) for c in pile}) == 1, (f, [cards.text(c) for c in pile])
            if f["follow"] == "alternate-colour":
                assert all(cards.is_red(a) != cards.is_red(b) for a, b in zip(pile, pile[1:]))


@pytest.mark.parametrize("rid", sorted(RULES), ids=str)
def test_the_players_fact_is_who_moves(rid):
    rules = RULES[rid]
    game = Game(rules)
    state = game.deal(1)
    assert facts(rules)["players"] == (2 if "turn" in state.vars else 1)
