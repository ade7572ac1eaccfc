"""The `suit-family` component: optional bases, the family zones of one suit, the others of other suits."""

from patience.engine import cards
from patience.engine.game import Game
from patience.rules.model import RuleSet

from helpers import rule_set


def rules() -> RuleSet:
    f = {"role": "foundation", "build": {"rank": "up"}, "space": {"never": True}, "take": "none"}
    return rule_set(
        deck={"pack": "whist", "packs": 2},
        zones=[{**f, "id": "fa"}, {**f, "id": "fj"}, {**f, "id": "ft", "count": 2},
               {"id": "t", "role": "tableau", "count": 4}, {"id": "s", "role": "stock"}],
        mechanics=[{"name": "suit-family",
                    "params": {"sources": ["t"], "family": {"fa": "A", "fj": "J"}, "others": {"ft": "10"}}}],
        win={"kind": "all-in", "zones": ["fa", "fj", "ft"]},
    )


def c(text):
    return cards.parse(text)


def test_bases_of_the_family_share_a_suit_and_the_others_avoid_it():
    g = Game(rules())
    st = g.deal(1)
    for i, text in enumerate(["AH", "JS", "10H", "10S"]):
        st.piles[4 + i] = [c(text)]
    assert sorted(g.legal_moves(st)) == [("base", 4, 0), ("base", 5, 1), ("base", 6, 2), ("base", 7, 2)]
    g.apply(st, ("base", 4, 0))
    assert sorted(g.legal_moves(st)) == [("base", 7, 2)]
    g.apply(st, ("base", 7, 2))
    assert list(g.legal_moves(st)) == []


def test_a_ten_laid_first_keeps_its_suit_out_of_the_family():
    g = Game(rules())
    st = g.deal(1)
    st.piles[4], st.piles[5] = [c("10D")], [c("AD")]
    g.apply(st, ("base", 4, 2))
    assert list(g.legal_moves(st)) == []
    assert g.parse_move(g.move_text(("base", 5, 0))) == ("base", 5, 0)
