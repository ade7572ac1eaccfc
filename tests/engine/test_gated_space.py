"""The gated-space component: a pile opens only once its neighbour holds cards."""

import pytest

from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet

from helpers import position, rule_set


def rules(**params) -> RuleSet:
    gate = {"zone": "j", "after": "q", "from_zones": ["w"], **params}
    return rule_set(
        zones=[
            {"id": "q", "role": "foundation", "count": 2, "build": {"rank": "down"}, "space": {"ranks": ["Q"]}},
            {"id": "j", "role": "foundation", "count": 2, "build": {"rank": "down"}, "space": {"ranks": ["J"]}},
            {"id": "s", "role": "stock"},
            {"id": "w", "role": "talon"},
        ],
        moves=[{"from": ["w"], "to": ["q"]}, {"from": ["w"], "to": ["j"], "to_space": "none"}],
        mechanics=[{"name": "gated-space", "params": gate}],
        win={"zones": ["q", "j"]},
    )


def test_no_knave_before_any_queen():
    g = Game(rules())
    assert list(g.legal_moves(position(g, s="", w="JS"))) == []


def test_the_pile_beside_a_queen_opens():
    g = Game(rules())
    st = position(g, s="", w="JS", q1="QH")
    assert list(g.legal_moves(st)) == [("m", g.talon, g.zones["j"].start, 1)]


def test_gated_space_still_checks_its_own_space_spec():
    g = Game(rules())
    assert list(g.legal_moves(position(g, s="", w="10S", q1="QH"))) == []


def test_every_open_pile_is_offered_unless_interchangeable():
    g = Game(rules(one_space=False))
    st = position(g, s="", w="JS", q1="QH", q2="QD")
    assert len(list(g.legal_moves(st))) == 2
    g1 = Game(rules())
    assert len(list(g1.legal_moves(position(g1, s="", w="JS", q1="QH", q2="QD")))) == 1


def test_zones_of_different_size_are_refused():
    bad = rules().model_dump(by_alias=True)
    bad["zones"][1]["count"] = 3
    with pytest.raises(PatienceError, match="differ in size"):
        Game(RuleSet.model_validate(bad))
