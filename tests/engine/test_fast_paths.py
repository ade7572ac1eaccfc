"""The executor's fast paths agree with the plain definitions they stand in for: the unrestricted listing with the
general procedure of §9, a move rule's moves from (or to) one pile and with a destination cache, the compiled
relation tables with §6.1 written out, and the run scan with §7."""

import itertools
import random

import pytest

from patience.engine import cards, relations
from patience.engine.game import Game
from patience.engine.kinds import MoveRT
from patience.rules.load import load_all, with_variant
from patience.rules.model import RANKS, Build

from helpers import make_game, play, position

ALL = load_all()
TARGETS = [(rid, v) for rid, r in ALL.items() for v in [None, *(x.id for x in r.variants)]]


def _playout(game: Game, seed: int, plies: int = 80):
    """Positions of a random line of play (the state is changed in place)."""
    rng = random.Random(seed)
    state = game.deal(seed)
    for _ in range(plies):
        yield state
        moves = list(game.legal_moves(state))
        if not moves:
            return
        game.apply(state, rng.choice(moves))


@pytest.mark.parametrize("rid,variant", TARGETS)
def test_the_listing_equals_the_general_procedure(rid, variant):
    game = Game(with_variant(ALL[rid], variant))
    for state in _playout(game, 1, 60):
        if game.pending_choice(state) is None and game.running_batch(state) is None and not game.over(state):
            assert list(game.legal_moves(state)) == list(game._restricted_moves(state))


@pytest.mark.parametrize("rid,variant", TARGETS)
def test_moves_from_or_to_one_pile_are_the_rules_moves_from_or_to_it(rid, variant):
    game = Game(with_variant(ALL[rid], variant))
    rules = [r for r in game.rules_rt if isinstance(r, MoveRT)]
    for state in _playout(game, 2, 30):
        for r in rules:
            if not game.rule_applies(state, r):
                continue
            every = list(r.moves(state))
            for p in range(len(state.piles)):
                assert list(r.moves(state, only_from=p)) == [m for m in every if m[1] == p]
                # prefer, tie and space_first compare all of a card's destinations, which only_to skips (requests/engine-10)
                if r.spec.prefer is None and r.spec.tie == "none" and not r.spec.space_first:
                    assert list(r.moves(state, only_to=p)) == [m for m in every if m[2] == p]


ZONES = [
    {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"}, "space": {"cards": ["A*"]}, "take": "none"},
    {"id": "t", "role": "tableau", "count": 4, "build": {"rank": "down", "suit": "alternate-colour"}, "take": "run"},
    {"id": "s", "role": "stock"},
    {"id": "w", "role": "talon"},
]
RULES = [
    {"id": "draw", "kind": "draw", "from": "s", "to": ["w"]},
    {"id": "home", "kind": "move", "from": ["w", "t"], "to": ["f"]},
    {"id": "play", "kind": "move", "from": ["w"], "to": ["t"]},
]


def test_moves_from_one_pile_offer_nothing_from_a_pile_the_free_rule_blocks():
    t = {"id": "t", "role": "tableau", "count": 3, "grid": {"columns": 1}, "build": {"rank": "any", "suit": "any"},
         "free": {"rule": {"rule": "lanes", "orientation": "upright"}}}
    g = make_game([{"id": "s", "role": "stock"}, t], [{"id": "m", "kind": "move", "from": ["t"], "to": ["t"]}])
    st = position(g, t1="5C 6C", t2="7C", t3="8C")  # t2 is walled in above and below
    r = g.rules_rt[0]
    assert [m for m in r.moves(st) if m[1] == g.pile_index["t2"]] == []
    assert list(r.moves(st, only_from=g.pile_index["t2"])) == []


def test_a_destination_cache_holds_while_only_the_stock_and_talon_change():
    g = make_game(ZONES, RULES)
    st = g.deal(5)
    w = g.pile_index["w"]
    cache: dict = {}
    for _ in range(20):
        if not st.piles[g.pile_index["s"]]:
            break
        play(g, st, "s>w")
        for r in g.rules_rt:
            if isinstance(r, MoveRT):
                assert list(r.moves(st, w, cache)) == list(r.moves(st, w))


# ----------------------------------------------------------------------------- relation tables


def cycle_of(pack, skip):
    values = cards.PIQUET_VALUES if pack == "piquet" else cards.WHIST_VALUES
    return [v for v in values if RANKS[v - 1] not in skip]


def plain_fits(b: Build, pack: str, target: int, card: int) -> bool:
    """§6.1 written out for the fixed-key ranks (up, down, either, same, any, double, sum) and every suit relation."""
    cyc = cycle_of(pack, b.skip)
    tv, cv = cards.value(target), cards.value(card)

    def steps(n):
        if tv not in cyc:
            return None
        i = cyc.index(tv) + n
        if b.wrap:
            return cyc[i % len(cyc)]
        return cyc[i] if 0 <= i < len(cyc) else None

    rank_ok = {
        "up": lambda: cv == steps(b.by),
        "down": lambda: cv == steps(-b.by),
        "either": lambda: cv in (steps(b.by), steps(-b.by)),
        "same": lambda: cv == tv,
        "any": lambda: cv in cyc,
        "double": lambda: cv == ((2 * tv) % 13 or 13),
        "sum": lambda: cv + tv == b.total,
    }[b.rank]()
    ts, cs = cards.suit(target), cards.suit(card)
    suit_ok = {
        "same": ts == cs, "any": True, "alternate-colour": cards.is_red(target) != cards.is_red(card),
    }[b.suit]
    return rank_ok and suit_ok


BUILDS = [
    {"rank": rank, "by": by, "wrap": wrap, "skip": skip, "suit": suit, **({"total": 14} if rank == "sum" else {})}
    for rank, by, wrap, skip, suit in itertools.product(
        ["up", "down", "either", "same", "any", "double", "sum"], [1, 2], [False, True], [[], ["Q"]],
        ["same", "any", "alternate-colour"])
    if not (rank in ("same", "any", "double", "sum") and (by, wrap, skip) != (1, False, []))
]


@pytest.mark.parametrize("pack", ["whist", "piquet"])
def test_compiled_relation_tables_agree_with_the_definition(pack):
    kinds_ = [k for k in range(52) if cards.value(k) in (cards.PIQUET_VALUES if pack == "piquet" else cards.WHIST_VALUES)]
    for spec in BUILDS:
        b = Build.model_validate(spec)
        tab = relations.table(b, pack)
        for target in kinds_:
            for card in kinds_:
                assert bool(tab[target] >> card & 1) == plain_fits(b, pack, target, card), (spec, cards.text(target), cards.text(card))


def test_the_run_scan_agrees_with_the_definition_of_a_run():
    g = make_game(ZONES, RULES)
    rng = random.Random(9)
    t1 = g.pile_index["t1"]
    tab = relations.table(Build.model_validate({"rank": "down", "suit": "alternate-colour"}), "whist")
    for _ in range(300):
        n = rng.randint(1, 6)
        pile = [rng.randrange(52) for _ in range(n)]
        down = rng.randint(0, n - 1)
        st = position(g)
        st.piles[t1], st.down[t1] = pile, down
        k = 1
        while k < n - down and tab[pile[-k - 1]] >> pile[-k] & 1:
            k += 1
        assert g.run_length(st, t1) == k
