"""The row-pairs component: pairs among free cards of rows, refills upper rows first, new rows."""

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet


def make_game(sizes=(3, 3, 3)) -> Game:
    rows = [f"r{i}" for i in range(1, len(sizes) + 1)]
    rules = RuleSet.model_validate({
        "id": "test-row-pairs", "games": ["test"],
        "titles": {"original": "T", "en": "T", "nl": "T"},
        "summary": {"en": "A test rule set for pairs in rows.", "nl": "Een testspel voor paren in rijen."},
        "deck": {"pack": "whist"},
        "zones": [*({"id": z, "role": "tableau", "count": n, "take": "none"} for z, n in zip(rows, sizes)),
                  {"id": "s", "role": "stock"}, {"id": "d", "role": "discard", "take": "none"}],
        "setup": [{"action": "deal", "to": "r1", "counts": 1}],
        "mechanics": [{"name": "row-pairs", "params": {"rows": rows, "sum": 14, "discard": "d"}}],
        "win": {"kind": "empty", "zones": [*rows, "s"]},
    })
    return Game(rules)


def lay(g: Game, state, zone: str, *texts: str) -> None:
    for p, t in zip(g.zones[zone].piles, texts):
        state.piles[p] = [cards.parse(t)] if t else []


def texts(g: Game, state) -> list[str]:
    return sorted(g.move_text(m) for m in g.legal_moves(state))


def test_pairs_to_the_sum_in_the_row():
    g = make_game()
    state = g.deal(1)
    lay(g, state, "r1", "KC", "AD", "7H")
    assert texts(g, state) == ["pair r11 r12"]


def test_an_upper_card_is_free_only_when_the_place_below_is_empty():
    g = make_game()
    state = g.deal(1)
    state.vars["rows"] = 2
    lay(g, state, "r1", "KC", "KD", "6H")
    lay(g, state, "r2", "AD", "9S", "5H")
    assert texts(g, state) == ["pair r22 r23"]
    g.apply(state, g.parse_move("pair r22 r23"))
    assert texts(g, state) == ["pair r12 r21"]


def test_gaps_are_refilled_upper_row_first_when_no_pair_is_left():
    g = make_game()
    state = g.deal(1)
    state.vars["rows"] = 2
    lay(g, state, "r1", "KC", "", "6H")
    lay(g, state, "r2", "2D", "", "3H")
    state.piles[g.stock] = [cards.parse("4C"), cards.parse("9C")]
    assert texts(g, state) == ["fill r12"]
    g.apply(state, g.parse_move("fill r12"))
    assert texts(g, state) == ["fill r22"]


def test_a_new_row_only_when_no_pair_and_no_gap():
    g = make_game()
    state = g.deal(1)
    lay(g, state, "r1", "KC", "5D", "6H")
    assert texts(g, state) == ["newrow"]
    g.apply(state, ("newrow",))
    assert state.vars["rows"] == 2 and all(state.piles[p] for p in g.zones["r2"].piles)


def test_no_row_beyond_the_last_zone():
    g = make_game(sizes=(3,))
    state = g.deal(1)
    lay(g, state, "r1", "KC", "5D", "6H")
    assert texts(g, state) == []


def test_rows_of_different_sizes_are_rejected():
    with pytest.raises(PatienceError, match="rows differ in size"):
        make_game(sizes=(3, 4))
