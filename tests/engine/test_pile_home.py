"""The `pile-home` component: a help pile goes whole onto a foundation once its top card fits."""

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet

from helpers import rule_set


def rules(limit=None, to=("f",)) -> RuleSet:
    f = {"id": "f", "role": "foundation", "build": {"rank": "up", "suit": "alternate-colour"}, "take": "none"}
    if limit:
        f["limit"] = limit
    return rule_set(
        zones=[f, {"id": "k", "role": "tableau", "build": {"rank": "down", "suit": "alternate-colour"},
                   "take": "none"}, {"id": "s", "role": "stock"}],
        mechanics=[{"name": "pile-home", "params": {"piles": ["k"], "to": list(to)}}],
        win={"kind": "all-in", "zones": ["f"]},
    )


def c(text):
    return cards.parse(text)


def test_the_whole_pile_goes_reversed_onto_the_foundation_when_its_top_card_fits():
    g = Game(rules())
    st = g.deal(1)
    st.piles[0] = [c("AH"), c("2S"), c("3D"), c("4C")]
    st.piles[1] = [c("KH"), c("QS"), c("JD"), c("10C"), c("9H"), c("8S"), c("7D"), c("6C"), c("5H")]
    assert list(g.legal_moves(st)) == [("home", 1, 0)]
    log = g.apply(st, ("home", 1, 0))
    assert [cards.text(x) for x in st.piles[0][-3:]] == ["JD", "QS", "KH"] and not st.piles[1]
    g.undo(st, log)
    assert st.piles[1][-1] == c("5H") and len(st.piles[0]) == 4


def test_no_move_when_the_top_card_does_not_fit_or_the_limit_would_be_passed():
    g = Game(rules())
    st = g.deal(1)
    st.piles[0] = [c("AH"), c("2S"), c("3D")]
    st.piles[1] = [c("KH"), c("QS"), c("JD"), c("10C"), c("9H"), c("8S"), c("7D"), c("6C"), c("5H")]
    assert list(g.legal_moves(st)) == []
    g = Game(rules(limit=10))
    st = g.deal(1)
    st.piles[0] = [c("AH"), c("2S"), c("3D"), c("4C")]
    st.piles[1] = [c("KH"), c("QS"), c("JD"), c("10C"), c("9H"), c("8S"), c("7D"), c("6C"), c("5H")]
    assert list(g.legal_moves(st)) == []


def test_move_text_round_trips_and_unknown_zones_are_refused():
    g = Game(rules())
    assert g.parse_move(g.move_text(("home", 1, 0))) == ("home", 1, 0)
    with pytest.raises(PatienceError, match="unknown zones"):
        Game(rules(to=("x",)))
