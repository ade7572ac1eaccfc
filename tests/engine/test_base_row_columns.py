"""The base-row-columns component: columns start above their base card, fill first, close with it."""

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet

from helpers import position, rule_set, sorted_move_texts


def rules(**params) -> RuleSet:
    mech = {"zone": "m", "base": "t", "from_zones": ["b"], "length": 3, "deal_to": "b", **params}
    return rule_set(
        zones=[
            {"id": "t", "role": "base-row", "count": 2},
            {"id": "m", "role": "foundation", "count": 2},
            {"id": "b", "role": "tableau", "count": 2},
            {"id": "s", "role": "stock"},
        ],
        mechanics=[{"name": "base-row-columns", "params": mech}],
        win={"kind": "component"},
    )


def columns(g: Game, top: list[str], middle: list[list[str]], bottom: list[str], stock: int = 4):
    """Only the base row, the columns, the bottom row ("" an empty place) and `stock` cards."""
    piles = {}
    for zone, specs in (("t", top), ("m", middle), ("b", bottom)):
        piles.update((g.pile_names[p], spec) for p, spec in zip(g.zones[zone].piles, specs))
    return position(g, clear=True, s=["2C"] * stock, **piles)


def test_a_column_starts_one_above_its_base_card_with_a_king_wrapping():
    g = Game(rules())
    assert sorted_move_texts(g, columns(g, ["KH", "4S"], [[], []], ["AD", "6C"])) == ["b1>m1"]


def test_no_second_card_before_every_column_is_started():
    g = Game(rules())
    assert sorted_move_texts(g, columns(g, ["KH", "4S"], [["AD"], []], ["2C", ""])) == ["s>b"]


def test_after_the_row_is_full_a_card_may_go_to_any_column_it_fits():
    g = Game(rules())
    st = columns(g, ["KH", "4S"], [["AD"], ["5S"]], ["2C", "6D"])
    assert sorted_move_texts(g, st) == ["b1>m1", "b2>m2"]


def test_the_base_card_closes_its_full_column():
    g = Game(rules(length=12))
    full = ["AD", "2C", "3D", "4H", "5S", "6C", "7D", "8H", "9S", "10C", "JD", "QH"]
    st = columns(g, ["KH", "4S"], [full, ["5S"]], ["KC", ""])
    assert sorted_move_texts(g, st) == ["t1>m1"]  # the bottom-row king may not close it
    g.apply(st, g.parse_move("t1>m1"))
    st.piles[g.zones["m"].start + 1] = [cards.parse(c) for c in ["5S", "6D", "7C", "8H", "9S", "10D", "JC", "QH", "KS", "AD", "2C", "3H"]]
    g.apply(st, g.parse_move("t2>m2"))
    assert g.is_won(st)


def test_a_deal_only_when_nothing_fits():
    g = Game(rules())
    assert "s>b" not in sorted_move_texts(g, columns(g, ["KH", "4S"], [[], []], ["AD", "6C"]))
    assert sorted_move_texts(g, columns(g, ["KH", "4S"], [[], []], ["9D", "6C"])) == ["s>b"]


def test_unknown_zone_is_refused():
    with pytest.raises(PatienceError, match="unknown zone 'x'"):
        Game(rules(from_zones=["x"]))
