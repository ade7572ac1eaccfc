"""Proofs of loss one suit at a time: which rule sets qualify (and which rules let suits touch),
the one-suit position, a deal proven lost that the whole-game search cannot decide, and no
proof ever contradicting a win."""

import copy

import pytest

from helpers import make_game, position
from patience.engine import cards
from patience.engine.game import Game
from patience.rules.load import load, load_all, ruleset_path, with_variant
from patience.solver import Certificate, Outcome, check, replay, solve
from patience.solver.check import certificates_dir, check_game
from patience.solver.suits import not_separable, prove_lost, suit_state

HEARTS = cards.suit(cards.parse("AH"))


def _zones(**changes: dict) -> list[dict]:
    zones = {
        "f": {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"}, "space": {"cards": ["A*"]}, "take": "none"},
        "t": {"id": "t", "role": "tableau", "count": 7, "build": {"rank": "down"}, "space": {"cards": ["K*"]}, "take": "run"},
        "s": {"id": "s", "role": "stock"},
        "w": {"id": "w", "role": "talon"},
    }
    for zone, fields in changes.items():
        zones[zone] = {**zones[zone], **fields}
    return list(zones.values())


def _moves(**changes: dict) -> list[dict]:
    moves = {
        "draw": {"id": "draw", "kind": "draw", "from": "s", "to": ["w"]},
        "found": {"id": "found", "kind": "move", "from": ["w", "t"], "to": ["f"]},
        "play": {"id": "play", "kind": "move", "from": ["w"], "to": ["t"]},
        "build": {"id": "build", "kind": "move", "from": ["t"], "to": ["t"], "unit": "run"},
        "redeal": {"id": "redeal", "kind": "redeal", "gather": {"zones": ["w"]}, "to": "s", "when": {"empty": ["s"]}},
    }
    for rule, fields in changes.items():
        moves[rule] = {**moves[rule], **fields}
    return list(moves.values())


def in_suit(zones: list[dict] | None = None, moves: list[dict] | None = None) -> Game:
    """Klondike built down in suit (turn one, re-deal the waste as often as you like): no rule lets
    two suits touch."""
    return make_game(
        zones or _zones(),
        moves or _moves(),
        setup=[{"step": "deal", "to": "t", "counts": [1, 2, 3, 4, 5, 6, 7], "face": "top-up", "order": "piles"}],
        win={"kind": "all-in", "zones": ["f"]},
    )


LOST = 4  # a deal of `in_suit` that one suit proves lost in a few dozen positions
WON = 6  # a deal the whole-game search wins


@pytest.mark.parametrize("rule_id, why", [
    ("klondike-nl", "zone 't' builds across suits"),
    ("hagenaar2-01", "rule 'tuck' is a tuck rule"),
    ("hagenaar2-31", "what may start a pile of zone 'a' depends on other piles (distinct_suits)"),
    ("cadogan-mount-olympus", None),
])
def test_not_separable_names_what_lets_suits_touch(rule_id, why):
    assert not_separable(Game(load(rule_id))) == why


def test_the_game_built_in_suit_is_separable():
    assert not_separable(in_suit()) is None


@pytest.mark.parametrize("zones, moves, why", [
    (_zones(t={"build": {"rank": "down", "suit": "any"}}), None, "zone 't' builds across suits"),
    (_zones(t={"space": {"cards": ["K*"], "order": "in-order"}}), None, "zone 't' depends on other piles (order)"),
    (_zones(t={"space": {"first_sets_rank": True}}), None, "(first_sets_rank)"),
    (_zones(t={"space": {"colour": "first"}}), None, "(colour)"),
    (_zones(t={"space": {"distinct_suits": True}}), None, "(distinct_suits)"),
    (_zones(t={"space": {"suit_unlike": ["f"]}}), None, "(suit_unlike)"),
    (_zones(t={"space": {"anchor": {"zone": "f"}}}), None, "(anchor)"),
    (_zones(t={"space": {"cards": ["K*"], "laid": True}, "grid": {"columns": 7}}), None, "(laid)"),
    (None, _moves(build={"dest_size": {"min": 2}}), "rule 'build' depends on other piles"),
    (None, _moves(build={"one_pile": True}), "rule 'build' depends on other piles or on its own earlier moves"),
    (None, _moves(build={"tie": "last"}), "rule 'build' depends on other piles"),
    (None, _moves(play={"useful": {"from": ["t"], "to": ["f"]}}), "rule 'play' depends on other piles"),
    (None, _moves(build={"unit": "up"}), "rule 'build' moves cards by its own relation or in packets"),
    (None, _moves(draw={"unplayable": ["t"]}), "rule 'draw' turns a card only when it fits no pile"),
    (None, _moves(redeal={"deal": [{"step": "deal", "to": "t", "counts": 1}]}), "rule 'redeal' lays the re-dealt cards out"),
    (None, _moves(redeal={"progress": ["f"]}), "rule 'redeal' depends on the cards played in the pass"),
    (None, _moves(redeal={"when": {"not_empty": ["t"]}}), "rule 'redeal' waits for more than empty zones"),
    (None, _moves(redeal={"when": {"empty": ["s"], "passes": {"max": 2}}}), None),
    (None, _moves(draw={"cover": True}, build={"limit": 5}), None),
])
def test_rules_that_read_other_suits_cards_are_named(zones, moves, why):
    reason = not_separable(in_suit(zones, moves))
    if why is None:
        assert reason is None
    else:
        assert reason is not None and why in reason


def test_a_rule_reading_pile_heights_would_make_a_won_deal_look_lost():
    """Why `dest_size` is not separable: with it, one suit's game is lost where the whole game wins."""
    zones = [
        {"id": "t", "role": "tableau", "count": 2, "build": {"rank": "any"}, "space": {"never": True}},
        {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"}, "space": {"cards": ["A*"]}, "take": "none"},
        {"id": "s", "role": "stock"},
    ]
    moves = [
        {"id": "found", "kind": "move", "from": ["t"], "to": ["f"]},
        {"id": "park", "kind": "move", "from": ["t"], "to": ["t"], "dest_size": {"min": 2}},
    ]
    game = make_game(zones, moves, win={"kind": "empty", "zones": ["t"]})
    state = position(game, t1="AH 2H", t2="AC 3H")  # 2H onto 3H (t2 holds two cards), then everything home
    assert solve(game, state).result == "won"
    hearts = suit_state(state, HEARTS)  # t2 holds 3H alone: 2H cannot be parked, AH stays buried
    assert solve(game, hearts).result == "lost"
    assert not_separable(game) is not None


def test_the_one_suit_position_keeps_each_piles_order_and_turns_every_card_up():
    game = in_suit()
    state = game.deal(5)
    assert any(state.down)
    hearts = suit_state(state, HEARTS)
    for whole, part in zip(state.piles, hearts.piles):
        assert part == [c for c in whole if cards.suit(c) == HEARTS]
    assert sum(len(p) for p in hearts.piles) == 13
    assert not any(hearts.down) and not any(hearts.under)


def test_a_deal_the_whole_search_cannot_decide_is_proven_lost_one_suit_at_a_time():
    game = in_suit()
    state = game.deal(LOST)
    before = state.key()
    assert solve(game, state, max_nodes=4_000, max_seconds=60).result == "unknown"
    assert prove_lost(game, state, max_nodes=100_000, max_seconds=60).result == "lost"
    assert state.key() == before and game.win_need == game.total  # the game and the deal are left as they were


def test_no_proof_of_loss_for_a_deal_the_search_wins():
    game = in_suit()
    state = game.deal(WON)
    assert solve(game, state, max_nodes=20_000).result == "won"
    assert prove_lost(game, state, max_nodes=100_000, max_seconds=60).result == "unknown"


def _separable_certificates() -> list:
    """The certificates (in checks/certificates/) of rule sets the proof applies to."""
    out = []
    rulesets = load_all()
    for path in sorted(certificates_dir().glob("*.json")):
        cert = Certificate.load(path)
        if cert.rules in rulesets and not_separable(Game(with_variant(rulesets[cert.rules], cert.variant))) is None:
            out.append(path)
    return out


@pytest.mark.parametrize("path", _separable_certificates(), ids=lambda p: p.stem)
def test_no_proof_of_loss_for_a_deal_a_certificate_wins(path):
    cert = Certificate.load(path)
    game = Game(with_variant(load(cert.rules), cert.variant))
    assert game.is_won(replay(game, cert))
    assert prove_lost(game, game.deal(cert.seed), max_nodes=100_000, max_seconds=60).result == "unknown"


def test_check_counts_losses_proven_one_suit_at_a_time(tmp_path, monkeypatch):
    (tmp_path / "rules_json").mkdir()
    rules = copy.deepcopy(in_suit().rules)
    path = ruleset_path("t", tmp_path)
    path.write_text(rules.model_dump_json(by_alias=True, exclude_defaults=True), "utf-8")
    monkeypatch.setattr(check, "solve", lambda *a, **k: Outcome("unknown"))  # the whole-game search decides nothing
    res = check_game("t", None, 1, first_seed=LOST, max_nodes=100_000, max_seconds=60, root=tmp_path, playouts=False)
    assert (res.won, res.lost, res.unknown, res.lost_by_suit) == (0, 1, 0, 1)
