"""The `tuck-feed` component: chains of tucks started from a feed pile, unlabelled cards set aside."""

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet

from helpers import rule_set


def rules(labels=("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q")) -> RuleSet:
    return rule_set(
        zones=[{"id": "t", "role": "tableau", "count": 12, "take": "none"},
               {"id": "s", "role": "stock"}, {"id": "k", "role": "discard", "take": "none"}],
        setup=[{"action": "deal", "to": "t", "counts": 4}],
        mechanics=[{"name": "tuck-feed", "params": {"zone": "t", "labels": list(labels), "feed": "s", "aside": "k"}}],
        win={"kind": "component"},
    )


def c(text):
    return cards.parse(text)


def test_a_chain_tucks_under_the_pile_of_the_card_and_continues_there():
    g = Game(rules())
    st = g.deal(1)
    st.piles[12] = [c("KS"), c("3H")]
    st.piles[2] = [c("2C"), c("KD"), c("JD")]
    g.apply(st, ("tuck",))
    assert st.piles[2] == [c("3H"), c("2C"), c("KD"), c("JD")]
    assert st.vars["at"] == 2
    g.apply(st, ("tuck",))
    assert st.piles[10][0] == c("JD") and st.vars["at"] == 10


def test_a_card_without_a_pile_is_set_aside_and_the_next_chain_starts_from_the_feed():
    g = Game(rules())
    st = g.deal(1)
    st.piles[12] = [c("KS"), c("3H")]
    st.piles[2] = [c("2C"), c("KD")]
    g.apply(st, ("tuck",))
    g.apply(st, ("tuck",))
    assert st.piles[13] == [c("KD")]
    assert st.vars["at"] is None
    g.apply(st, ("tuck",))
    assert st.piles[13] == [c("KD"), c("KS")]
    assert list(g.legal_moves(st)) == []


def test_won_when_every_pile_holds_its_own_rank_and_undo_restores():
    g = Game(rules())
    st = g.deal(1)
    for i in range(12):
        st.piles[i] = [c(f"{'A23456789'[i] if i < 9 else ['10', 'J', 'Q'][i - 9]}{s}") for s in "CDHS"]
    st.piles[12] = [c("KC"), c("KD")]
    before = st.key()
    log = g.apply(st, ("tuck",))
    assert not g.is_won(st)
    g.undo(st, log)
    assert st.key() == before
    g.apply(st, ("tuck",))
    g.apply(st, ("tuck",))
    assert g.is_won(st)


def test_labels_must_match_the_piles():
    with pytest.raises(PatienceError, match="11 labels for 12 piles"):
        Game(rules(labels=("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J")))
