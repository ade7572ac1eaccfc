"""The 'sum-groups' component: crowned groups of distinct values to a sum, refills until the first round."""

from __future__ import annotations

from patience.engine import cards
from patience.engine.game import Game
from patience.rules.model import RuleSet

from helpers import move_texts, position, rule_set

PIPS = ["2", "3", "4", "5", "6", "7", "8", "9", "10"]


def rules(**params) -> RuleSet:
    mech = {"zone": "c", "to": "w", "size": 3, "sum": 18, "ranks": PIPS, "crown": ["K*"], **params}
    return rule_set(
        zones=[
            {"id": "c", "role": "tableau", "count": 4},
            {"id": "w", "role": "discard", "count": 2, "take": "none"},
            {"id": "s", "role": "stock"},
        ],
        mechanics=[{"name": "sum-groups", "params": mech}],
        win={"kind": "component"},
    )


def opening(g: Game, stock: list[str], **piles: list[str]):
    """Only the named piles and the stock (first named on top) hold cards; no round dealt yet."""
    st = position(g, clear=True, s=stock[::-1], **piles)
    st.vars["dealt"] = False
    return st


def test_a_group_needs_distinct_values_and_a_crown():
    g = Game(rules())
    st = opening(g, [], c1=["10C"], c2=["6D"], c3=["2H"], c4=["QS"])
    assert move_texts(g, st) == set()  # 10 + 6 + 2 = 18, but no king to crown it
    st = opening(g, [], c1=["10C"], c2=["6D"], c3=["2H"], c4=["KS"])
    assert move_texts(g, st) == {"group c1 c2 c3 c4"}
    st = opening(g, [], c1=["8C"], c2=["8D"], c3=["2H"], c4=["KS"])
    assert move_texts(g, st) == set()  # 8 + 8 + 2: two cards of one value


def test_the_crowned_packet_goes_to_the_circle_and_openings_refill_until_a_round():
    g = Game(rules())
    st = opening(g, ["3C", "4C", "5C", "6C", "7C"], c1=["10C"], c2=["6D"], c3=["2H"], c4=["KS"])
    log = g.apply(st, g.parse_move("group c1 c2 c3 c4"))
    assert [cards.text(c) for c in st.piles[g.pile_index["w1"]]] == ["10C", "6D", "2H", "KS"]
    assert all(len(st.piles[p]) == 1 for p in g.zones["c"].piles)
    g.undo(st, log)
    g.apply(st, g.parse_move("round"))
    assert st.vars["dealt"] and len(st.piles[g.stock]) == 1
    st.piles[g.pile_index["c1"]][-1] = cards.parse("10C")
    st.piles[g.pile_index["c2"]][-1] = cards.parse("6D")
    st.piles[g.pile_index["c3"]][-1] = cards.parse("2H")
    st.piles[g.pile_index["c4"]][-1] = cards.parse("KS")
    g.apply(st, g.parse_move("group c1 c2 c3 c4"))
    assert len(st.piles[g.stock]) == 1  # no refill after the first round


def test_won_when_stock_and_zone_are_empty():
    g = Game(rules())
    st = opening(g, [], w1=["10C", "6D", "2H", "KS"])
    assert g.is_won(st)
