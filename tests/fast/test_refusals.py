"""The compiled core refuses, by name, the deal, move and remove fields and the free rules it does not compile
(LANGUAGE.md §7, §10.1, §10.3, §10.5)."""

import pytest

from patience.fast.compile import refusal

from helpers import make_game

ZONES = [{"id": "s", "role": "stock"}, {"id": "t", "role": "tableau", "count": 3, "build": {"rank": "any", "suit": "any"}},
         {"id": "g", "role": "tableau", "count": 4, "layout": "grid", "grid": {"columns": 2}}]
CASES = [
    ({"id": "d", "kind": "deal", "to": ["t"], "pattern": "choose", "prefer": {"rank": "down"}}, "deal.prefer not compiled"),
    ({"id": "d", "kind": "deal", "to": ["t"], "pattern": "next", "height": {"deal": "d"}},
     "deal.height with pattern next not compiled"),
    ({"id": "d", "kind": "deal", "to": ["t"], "pattern": "row", "height": {"deal": "d"}}, "deal.height with pattern row not compiled"),
    ({"id": "m", "kind": "move", "from": ["t"], "to": ["t"], "one_pile": True}, "move.one_pile not compiled"),
    ({"id": "r", "kind": "remove", "group": {"from": ["t"], "size": 4, "relation": "sum", "total": 18}, "to": "s"},
     "remove.group.size 4 not compiled"),
    ({"id": "r", "kind": "remove", "group": {"from": ["t"], "size": 3, "relation": "same-rank"}, "onto": ["t"]},
     "remove.group.size 3 with onto not compiled"),
]


FREE = [
    ({"rule": {"rule": "latest-row", "deal": "r", "unit": "batches"}},
     "zone.free latest-row by the batches of a rule without batches not compiled"),
    ({"rule": {"rule": "lanes", "orientation": "upright"}}, "zone.free lanes without a grid not compiled"),
]


@pytest.mark.parametrize("rule,why", CASES, ids=[why for _, why in CASES])
def test_the_core_names_the_field_it_refuses(rule, why):
    assert refusal(make_game(ZONES, [rule])) == why


@pytest.mark.parametrize("free,why", FREE, ids=[why for _, why in FREE])
def test_the_core_names_the_free_rule_it_refuses(free, why):
    zones = [ZONES[0], {**ZONES[1], "free": free}]
    rules = [{"id": "d", "kind": "deal", "to": ["t"], "pattern": "next", "batch": 3},
             {"id": "r", "kind": "deal", "to": ["t"], "pattern": "row"}]
    assert refusal(make_game(zones, rules)) == why
