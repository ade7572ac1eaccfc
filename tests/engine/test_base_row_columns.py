"""The base-row-columns component: columns start above their base card, fill first, close with it."""

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet


def rules(**params) -> RuleSet:
    mech = {"zone": "m", "base": "t", "from_zones": ["b"], "length": 3, "deal_to": "b", **params}
    return RuleSet.model_validate({
        "id": "columns-test", "games": ["x"],
        "titles": {"original": "t", "en": "t", "nl": "t"},
        "summary": {"en": "a test rule set here", "nl": "een spelregel om te testen"},
        "deck": {"pack": "whist"},
        "zones": [
            {"id": "t", "role": "base-row", "count": 2},
            {"id": "m", "role": "foundation", "count": 2},
            {"id": "b", "role": "tableau", "count": 2},
            {"id": "s", "role": "stock"},
        ],
        "mechanics": [{"name": "base-row-columns", "params": mech}],
        "win": {"kind": "component"},
    })


def position(g: Game, top: list[str], middle: list[list[str]], bottom: list[str], stock: int = 4):
    st = g.deal(1)
    st.piles = [[] for _ in st.piles]
    parse = lambda xs: [cards.parse(c) for c in xs]
    for p, c in zip(g.zones["t"].piles, top):
        st.piles[p] = parse([c])
    for p, col in zip(g.zones["m"].piles, middle):
        st.piles[p] = parse(col)
    for p, c in zip(g.zones["b"].piles, bottom):
        st.piles[p] = parse([c]) if c else []
    st.piles[g.stock] = parse(["2C"] * stock)
    return st


def names(g: Game, st) -> list[str]:
    return sorted(g.move_text(m) for m in g.legal_moves(st))


def test_a_column_starts_one_above_its_base_card_with_a_king_wrapping():
    g = Game(rules())
    assert names(g, position(g, ["KH", "4S"], [[], []], ["AD", "6C"])) == ["b1>m1"]


def test_no_second_card_before_every_column_is_started():
    g = Game(rules())
    assert names(g, position(g, ["KH", "4S"], [["AD"], []], ["2C", ""])) == ["s>b"]


def test_after_the_row_is_full_a_card_may_go_to_any_column_it_fits():
    g = Game(rules())
    st = position(g, ["KH", "4S"], [["AD"], ["5S"]], ["2C", "6D"])
    assert names(g, st) == ["b1>m1", "b2>m2"]


def test_the_base_card_closes_its_full_column():
    g = Game(rules(length=12))
    full = ["AD", "2C", "3D", "4H", "5S", "6C", "7D", "8H", "9S", "10C", "JD", "QH"]
    st = position(g, ["KH", "4S"], [full, ["5S"]], ["KC", ""])
    assert names(g, st) == ["t1>m1"]  # the bottom-row king may not close it
    g.apply(st, g.parse_move("t1>m1"))
    st.piles[g.zones["m"].start + 1] = [cards.parse(c) for c in ["5S", "6D", "7C", "8H", "9S", "10D", "JC", "QH", "KS", "AD", "2C", "3H"]]
    g.apply(st, g.parse_move("t2>m2"))
    assert g.is_won(st)


def test_a_deal_only_when_nothing_fits():
    g = Game(rules())
    assert "s>b" not in names(g, position(g, ["KH", "4S"], [[], []], ["AD", "6C"]))
    assert names(g, position(g, ["KH", "4S"], [[], []], ["9D", "6C"])) == ["s>b"]


def test_unknown_zone_is_refused():
    with pytest.raises(PatienceError, match="unknown zone 'x'"):
        Game(rules(from_zones=["x"]))
