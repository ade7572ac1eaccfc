"""enclosed_rows: only outer rows free, inner cards freed by an opening above or below, inner refills first, one favour."""

from patience.engine.game import Game

from helpers import move_texts, position, rule_set


def _game(**params) -> Game:
    return Game(
        rule_set(
            zones=[
                {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"},
                 "space": {"ranks": ["A"], "distinct_suits": True}},
                *({"id": z, "role": "tableau", "count": 3, "limit": 1} for z in ("ra", "rb", "rc")),
                {"id": "s", "role": "stock"},
            ],
            setup=[{"action": "deal", "to": "ra", "counts": 1}],
            mechanics=[{"name": "enclosed_rows",
                        "params": {"rows": ["ra", "rb", "rc"], "foundations": ["f"], **params}}],
            win={"kind": "all-in", "zones": ["f"]},
        )
    )


def _rows(g, rows: int, stock: str = "", **piles):
    """Only the named piles and the stock hold cards; `rows` rows are laid."""
    st = position(g, clear=True, s=stock, **piles)
    st.vars["rows"] = rows
    return st


def test_an_inner_card_is_free_only_below_or_above_an_opening():
    g = _game()
    st = _rows(g, 3, "9D", ra1="5C", ra2="6C", ra3="7C", rb1="AH", rb2="8C", rb3="9C",
                   rc1="10C", rc2="JC", rc3="QC")
    assert "rb1>f1" not in move_texts(g, st)
    st.piles[g.pile_index["ra1"]] = []
    assert "rb1>f1" in move_texts(g, st)


def test_plays_first_then_inner_openings_are_filled_before_outer_ones():
    g = _game()
    st = _rows(g, 3, "9D 8D", ra1="", ra2="6C", ra3="7C", rb1="", rb2="8C", rb3="9C",
                   rc1="10C", rc2="JC", rc3="QC")
    assert move_texts(g, st) == {"fill"}
    g.apply(st, g.parse_move("fill"))
    assert st.piles[g.pile_index["rb1"]] and not st.piles[g.pile_index["ra1"]]


def test_next_row_when_nothing_fits_and_no_openings():
    g = _game()
    st = _rows(g, 1, "9D 8D 7D", ra1="5C", ra2="6C", ra3="7C")
    assert move_texts(g, st) == {"newrow"}
    g.apply(st, g.parse_move("newrow"))
    assert st.vars["rows"] == 2 and all(st.piles[g.pile_index[f"rb{i}"]] for i in (1, 2, 3))


def test_one_favour_only_when_stuck_and_only_if_it_frees_a_fitting_card():
    g = _game()
    st = _rows(g, 3, "", ra1="5C", ra2="", ra3="7C", rb1="AH", rb2="8C", rb3="9C",
                   rc1="10C", rc2="JC", rc3="QC")
    texts = move_texts(g, st)
    assert "shift ra1 ra2" in texts and "shift rb1 ra2" in texts and "swap ra1 rb1" in texts
    assert "shift rc3 ra2" not in texts  # frees nothing that fits
    g.apply(st, g.parse_move("shift ra1 ra2"))
    g.apply(st, g.parse_move("rb1>f1"))
    assert not move_texts(g, st)  # the favour is spent
