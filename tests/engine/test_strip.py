"""The `strip` component: heaps stripped down to a target card, gathered and laid out again."""

from patience.engine import cards
from patience.engine.game import Game

from helpers import rule_set


def make_game(turn="top", gather="shuffle", layings=(2, 1)) -> Game:
    return Game(rule_set(
        deck={"pack": "piquet"},
        zones=[{"id": "t", "role": "tableau", "count": 2, "take": "none"},
               {"id": "d", "role": "discard", "take": "none"}],
        setup=[{"action": "deal", "to": "t", "counts": 16, "face": "down", "order": "piles"}],
        mechanics=[{"name": "strip", "params": {"zone": "t", "discard": "d", "target": ["A*"],
                                                "layings": list(layings), "turn": turn, "gather": gather}}],
        win={"kind": "component"},
    ))


def c(text):
    return cards.parse(text)


def test_strip_from_the_top_sets_cards_aside_until_the_target_and_keeps_it_on_top():
    g = make_game()
    st = g.deal(1)
    st.piles[0] = [c("7C"), c("AH"), c("8C"), c("9D")]
    g.apply(st, ("strip", 0))
    assert st.piles[0] == [c("7C"), c("AH")]
    assert st.piles[2] == [c("9D"), c("8C")]
    assert st.vars["next"] == 1


def test_strip_from_the_bottom_turns_the_heap_over():
    g = make_game(turn="bottom")
    st = g.deal(1)
    st.piles[0] = [c("7C"), c("AH"), c("8C"), c("9D")]
    g.apply(st, ("strip", 0))
    assert st.piles[0] == [c("9D"), c("8C"), c("AH")]
    assert st.piles[2] == [c("7C")]


def test_a_heap_without_target_is_set_aside_whole():
    g = make_game()
    st = g.deal(1)
    st.piles[0] = [c("7C"), c("8C")]
    g.apply(st, ("strip", 0))
    assert st.piles[0] == []


def test_stack_gather_deals_the_first_rest_first_into_fewer_heaps():
    g = make_game(gather="stack")
    st = g.deal(1)
    st.piles[0], st.piles[1] = [c("KC"), c("AH")], [c("QS"), c("AD")]
    st.vars["next"] = 2
    (move,) = g.legal_moves(st)
    assert move == ("gather",)
    g.apply(st, move)
    assert st.vars["laying"] == 1
    assert st.piles[0] == [c("KC"), c("AH"), c("QS"), c("AD")]
    assert st.piles[1] == []


def test_won_only_after_the_last_laying_with_only_targets_left_and_undo_restores():
    g = make_game()
    st = g.deal(3)
    before = st.key()
    logs = []
    while moves := list(g.legal_moves(st)):
        assert len(moves) == 1
        logs.append(g.apply(st, moves[0]))
    assert st.vars["laying"] == 1
    left = [x for p in st.piles[:2] for x in p]
    assert g.is_won(st) == all(cards.value(x) == 1 for x in left)
    for log in reversed(logs):
        g.undo(st, log)
    assert st.key() == before
