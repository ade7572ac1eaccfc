"""The row-pairs component: pairs among free cards of rows, refills upper rows first, new rows."""

import pytest

from patience.engine.game import Game
from patience.errors import PatienceError

from helpers import position, rule_set, sorted_move_texts


def make_game(sizes=(3, 3, 3)) -> Game:
    rows = [f"r{i}" for i in range(1, len(sizes) + 1)]
    return Game(rule_set(
        zones=[*({"id": z, "role": "tableau", "count": n, "take": "none"} for z, n in zip(rows, sizes)),
               {"id": "s", "role": "stock"}, {"id": "d", "role": "discard", "take": "none"}],
        setup=[{"action": "deal", "to": "r1", "counts": 1}],
        mechanics=[{"name": "row-pairs", "params": {"rows": rows, "sum": 14, "discard": "d"}}],
        win={"kind": "empty", "zones": [*rows, "s"]},
    ))


def test_pairs_to_the_sum_in_the_row():
    g = make_game()
    state = position(g, r11="KC", r12="AD", r13="7H")
    assert sorted_move_texts(g, state) == ["pair r11 r12"]


def test_an_upper_card_is_free_only_when_the_place_below_is_empty():
    g = make_game()
    state = position(g, r11="KC", r12="KD", r13="6H", r21="AD", r22="9S", r23="5H")
    state.vars["rows"] = 2
    assert sorted_move_texts(g, state) == ["pair r22 r23"]
    g.apply(state, g.parse_move("pair r22 r23"))
    assert sorted_move_texts(g, state) == ["pair r12 r21"]


def test_gaps_are_refilled_upper_row_first_when_no_pair_is_left():
    g = make_game()
    state = position(g, r11="KC", r12="", r13="6H", r21="2D", r22="", r23="3H", s="4C 9C")
    state.vars["rows"] = 2
    assert sorted_move_texts(g, state) == ["fill r12"]
    g.apply(state, g.parse_move("fill r12"))
    assert sorted_move_texts(g, state) == ["fill r22"]


def test_a_new_row_only_when_no_pair_and_no_gap():
    g = make_game()
    state = position(g, r11="KC", r12="5D", r13="6H")
    assert sorted_move_texts(g, state) == ["newrow"]
    g.apply(state, ("newrow",))
    assert state.vars["rows"] == 2 and all(state.piles[p] for p in g.zones["r2"].piles)


def test_no_row_beyond_the_last_zone():
    g = make_game(sizes=(3,))
    state = position(g, r11="KC", r12="5D", r13="6H")
    assert sorted_move_texts(g, state) == []


def test_rows_of_different_sizes_are_rejected():
    with pytest.raises(PatienceError, match="rows differ in size"):
        make_game(sizes=(3, 4))
