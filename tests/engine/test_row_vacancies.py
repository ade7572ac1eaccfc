"""The 'row-vacancies' component: rows over columns, vacancies refilled uppermost first, packets opened late."""

from __future__ import annotations

from patience.engine import cards
from patience.engine.game import Game

from helpers import position, rule_set


def game() -> Game:
    return Game(
        rule_set(
            zones=[
                {"id": "f", "role": "foundation", "count": 1, "build": {"rank": "any", "suit": "any"},
                 "take": "none"},
                {"id": "h", "role": "reserve", "count": 3, "build": {"rank": "down"}},
                {"id": "r", "role": "tableau", "count": 3},
                {"id": "s", "role": "stock"},
            ],
            setup=[{"action": "deal", "to": "h", "counts": [1, 0, 0]}, {"action": "deal", "to": "r", "counts": 1}],
            moves=[{"from": ["r", "h"], "to": ["f"]}],
            mechanics=[{"name": "row-vacancies", "params": {"zone": "r", "reserve": "h", "reserve_piles": 1}}],
            win={"zones": ["f"]},
        )
    )


def extra(g: Game, st) -> set[str]:
    return {g.move_text(m) for m in g.legal_moves(st) if m[0] != "m"}


def test_a_row_waits_until_every_vacancy_is_refilled():
    g = game()
    st = g.deal(1)
    assert extra(g, st) == {"lay"}
    g.apply(st, g.parse_move("lay"))
    assert st.vars["rows"] == 2 and all(len(st.piles[p]) == 2 for p in g.zones["r"].piles)
    g.apply(st, g.parse_move("r2>f"))
    assert extra(g, st) == {"refill"}


def test_refill_fills_the_uppermost_rows_first_then_the_reserve():
    g = game()
    st = position(g, r1=["2C", "3C"], r2=[], r3=["4C", "5C", "6C"], h1=[], s=["AD", "9D", "8D", "7D", "6D"])
    st.vars["rows"] = 3
    g.apply(st, g.parse_move("refill"))
    named = {n: [cards.text(c) for c in st.piles[g.pile_index[n]]] for n in ("r1", "r2", "h1")}
    assert named == {"r1": ["2C", "3C", "8D"], "r2": ["6D", "7D", "9D"], "h1": ["AD"]}  # row 2 before row 3


def test_when_the_stock_is_out_free_column_cards_open_new_packets():
    g = game()
    st = position(g, s=[], h1=["KC"], h2=[], h3=[], r1=["2C"], r2=[], r3=[])
    assert extra(g, st) == {"open r1 h2"}
    g.apply(st, g.parse_move("open r1 h2"))
    assert [cards.text(c) for c in st.piles[g.pile_index["h2"]]] == ["2C"]
