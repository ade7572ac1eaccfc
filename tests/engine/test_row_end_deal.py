"""row_end_deal: rows dealt across columns, played from the newest row's right end, refilled, then the next row."""

from patience.engine.game import Game

from helpers import move_texts, position, rule_set


def _game() -> Game:
    return Game(
        rule_set(
            zones=[
                {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"},
                 "space": {"ranks": ["A"], "distinct_suits": True}},
                {"id": "t", "role": "tableau", "count": 3},
                {"id": "s", "role": "stock"},
            ],
            mechanics=[{"name": "row_end_deal", "params": {"zone": "t", "foundations": ["f"]}}],
            win={"kind": "all-in", "zones": ["f"]},
        )
    )


def test_only_the_right_end_of_the_newest_row_plays():
    g = _game()
    st = position(g, clear=True, s="9D 8D 7D", t1="2S AH", t2="3S 2H", t3="4S AD")
    assert move_texts(g, st) == {"t3>f1"}
    g.apply(st, g.parse_move("t3>f1"))
    assert move_texts(g, st) == {"refill"}  # the two of hearts has no ace to go on; the ace of hearts is not at the end


def test_refill_then_next_row():
    g = _game()
    st = position(g, clear=True, s="9D 8D 7D 6D", t1="2S 9C", t2="3S 10C", t3="4S")
    g.apply(st, g.parse_move("refill"))
    assert [len(st.piles[g.pile_index[f"t{i}"]]) for i in (1, 2, 3)] == [2, 2, 2]
    assert move_texts(g, st) == {"newrow"}
    g.apply(st, g.parse_move("newrow"))
    assert [len(st.piles[g.pile_index[f"t{i}"]]) for i in (1, 2, 3)] == [3, 3, 3]


def test_nothing_once_the_stock_is_spent():
    g = _game()
    st = position(g, clear=True, t1="AH")
    assert not move_texts(g, st)
