"""The compiled core refuses, by name, the deal, move, remove and swap fields it does not compile (LANGUAGE.md §10.1,
§10.3, §10.5, §10.9)."""

import pytest

from patience.fast.compile import refusal

from helpers import make_game

ZONES = [{"id": "s", "role": "stock"}, {"id": "t", "role": "tableau", "count": 3, "build": {"rank": "any", "suit": "any"}},
         {"id": "g", "role": "tableau", "count": 4, "layout": "grid", "grid": {"columns": 2}}]
CASES = [
    ({"id": "d", "kind": "deal", "to": ["t"], "pattern": "row", "packet": 2}, "deal.packet not compiled"),
    ({"id": "d", "kind": "deal", "to": ["t"], "pattern": "choose", "prefer": {"rank": "down"}}, "deal.prefer not compiled"),
    ({"id": "d", "kind": "deal", "to": ["t"], "pattern": "next", "height": {"deal": "d"}},
     "deal.height with pattern next not compiled"),
    ({"id": "d", "kind": "deal", "to": ["t"], "pattern": "spaces", "height": {"deal": "d"}}, "deal.height with pattern spaces not compiled"),
    ({"id": "d", "kind": "deal", "to": ["g"], "pattern": "next-row"}, "deal.pattern next-row in a grid not compiled"),
    ({"id": "m", "kind": "move", "from": ["t"], "to": ["t"], "ignore_free": True}, "move.ignore_free not compiled"),
    ({"id": "r", "kind": "remove", "group": {"from": ["t"], "size": 3, "relation": "sum", "total": 18}, "to": "s"},
     "remove.group.size 3 not compiled"),
    ({"id": "r", "kind": "remove", "group": {"from": ["t"], "relation": "same-rank", "where": "same-pile", "depth": 2},
      "to": "s"}, "remove.group.where same-pile not compiled"),
    ({"id": "r", "kind": "remove", "group": {"from": ["t"], "relation": "sum", "total": 13, "crown": ["K*"]}, "to": "s"},
     "group.crown not compiled"),
    ({"id": "r", "kind": "remove", "group": {"from": ["t"], "relation": "same-rank"}, "onto": ["t"]},
     "remove.onto not compiled"),
    ({"id": "x", "kind": "swap", "zones": ["t"], "useful": {"from": ["t"], "to": ["t"], "new": True}},
     "useful.new not compiled"),
]


@pytest.mark.parametrize("rule,why", CASES, ids=[why for _, why in CASES])
def test_the_core_names_the_field_it_refuses(rule, why):
    assert refusal(make_game(ZONES, [rule])) == why
