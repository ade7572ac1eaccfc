"""The gated-space component: a pile opens only once its neighbour holds cards."""

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet


def rules(**params) -> RuleSet:
    gate = {"zone": "j", "after": "q", "from_zones": ["w"], **params}
    return RuleSet.model_validate({
        "id": "gated-test", "games": ["x"],
        "titles": {"original": "t", "en": "t", "nl": "t"},
        "summary": {"en": "a test rule set here", "nl": "een spelregel om te testen"},
        "deck": {"pack": "whist"},
        "zones": [
            {"id": "q", "role": "foundation", "count": 2, "build": {"rank": "down"}, "space": {"ranks": ["Q"]}},
            {"id": "j", "role": "foundation", "count": 2, "build": {"rank": "down"}, "space": {"ranks": ["J"]}},
            {"id": "s", "role": "stock"},
            {"id": "w", "role": "talon"},
        ],
        "moves": [{"from": ["w"], "to": ["q"]}, {"from": ["w"], "to": ["j"], "to_space": "none"}],
        "mechanics": [{"name": "gated-space", "params": gate}],
        "win": {"zones": ["q", "j"]},
    })


def position(g: Game, talon: str, queens: list[str]):
    st = g.deal(1)
    st.piles[g.stock] = []
    st.piles[g.talon] = [cards.parse(talon)]
    for p, q in zip(g.zones["q"].piles, queens):
        st.piles[p] = [cards.parse(q)]
    return st


def test_no_knave_before_any_queen():
    g = Game(rules())
    assert list(g.legal_moves(position(g, "JS", []))) == []


def test_the_pile_beside_a_queen_opens():
    g = Game(rules())
    st = position(g, "JS", ["QH"])
    assert list(g.legal_moves(st)) == [("m", g.talon, g.zones["j"].start, 1)]


def test_gated_space_still_checks_its_own_space_spec():
    g = Game(rules())
    assert list(g.legal_moves(position(g, "10S", ["QH"]))) == []


def test_every_open_pile_is_offered_unless_interchangeable():
    g = Game(rules(one_space=False))
    st = position(g, "JS", ["QH", "QD"])
    assert len(list(g.legal_moves(st))) == 2
    g1 = Game(rules())
    assert len(list(g1.legal_moves(position(g1, "JS", ["QH", "QD"])))) == 1


def test_zones_of_different_size_are_refused():
    bad = rules().model_dump(by_alias=True)
    bad["zones"][1]["count"] = 3
    with pytest.raises(PatienceError, match="differ in size"):
        Game(RuleSet.model_validate(bad))
