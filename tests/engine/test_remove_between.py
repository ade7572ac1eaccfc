"""The `remove-between` component: one or two cards between a matching pair removed from a row."""

from patience.engine import cards
from patience.engine.game import Game
from patience.rules.model import RuleSet

from helpers import rule_set


def rules(match=("suit", "rank"), gaps=(1, 2)) -> RuleSet:
    return rule_set(
        zones=[{"id": "r", "role": "tableau", "take": "none"}, {"id": "s", "role": "stock"},
               {"id": "d", "role": "discard", "take": "none"}],
        setup=[{"action": "withdraw", "cards": ["QH"], "to": "r"}],
        mechanics=[{"name": "remove-between", "params": {"row": "r", "discard": "d", "gaps": list(gaps),
                                                         "match": list(match), "bottom": ["KH"]}}],
        win={"kind": "all-in", "zones": ["d"], "except_cards": ["QH", "KH"]},
    )


def c(*texts):
    return [cards.parse(t) for t in texts]


def test_planted_card_lies_at_the_bottom_of_the_stock():
    g = Game(rules())
    for seed in (1, 2, 3):
        assert g.deal(seed).piles[1][0] == cards.parse("KH")


def test_one_or_two_cards_between_a_suit_or_rank_pair_may_be_removed():
    g = Game(rules())
    st = g.deal(1)
    st.piles[0] = c("QH", "3S", "5C", "6H", "JD", "JC")
    removals = sorted(m for m in g.legal_moves(st) if m[0] == "remove")
    assert removals == [("remove", 1, 2), ("remove", 3, 2)]  # QH..6H by suit, 5C..JC by suit
    st.piles[0] = c("QH", "3S", "5C", "7D", "QD")
    assert not [m for m in g.legal_moves(st) if m[0] == "remove"]  # three cards between


def test_remove_keeps_the_discard_sorted_and_undo_restores():
    g = Game(rules())
    st = g.deal(1)
    st.piles[0] = c("QH", "9S", "2C", "5H", "4H", "8D", "5D")
    st.piles[2] = c("AS")
    before = st.key()
    log = g.apply(st, ("remove", 1, 2))
    assert st.piles[0] == c("QH", "5H", "4H", "8D", "5D")
    assert st.piles[2] == sorted(c("AS", "9S", "2C"))
    g.undo(st, log)
    assert st.key() == before
    g.apply(st, ("remove", 1, 2))
    g.apply(st, ("remove", 2, 2))  # 4H, 8D between 5H and 5D (same rank)
    assert st.piles[0] == c("QH", "5H", "5D")


def test_remove_moves_round_trip_through_text():
    g = Game(rules())
    assert g.move_text(("remove", 1, 2)) == "remove 2 2"
    assert g.parse_move("remove 2 2") == ("remove", 1, 2)


def test_rank_only_matching_ignores_suits():
    g = Game(rules(match=("rank",)))
    st = g.deal(1)
    st.piles[0] = c("QH", "3S", "4H")
    assert not [m for m in g.legal_moves(st) if m[0] == "remove"]
