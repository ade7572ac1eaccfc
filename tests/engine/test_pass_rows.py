"""The pass-rows component: one card to each pile of a set that changes with the pass."""

from patience.engine.game import Game

from helpers import rule_set


def make_game(when_stuck: bool = False) -> Game:
    return Game(rule_set(
        zones=[
            {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"}, "space": {"ranks": ["A"]},
             "take": "none"},
            {"id": "p", "role": "tableau", "count": 2, "space": {"never": True}},
            {"id": "x", "role": "reserve", "count": 1, "space": {"never": True}},
            {"id": "s", "role": "stock"},
        ],
        moves=[{"from": ["p", "x"], "to": ["f"]}],
        mechanics=[{"name": "pass-rows", "params": {"sets": [
            {"from_pass": 0, "piles": ["p1", "p2", "x"]}, {"from_pass": 1, "piles": ["p1", "p2"]}],
            "when_stuck": when_stuck}}],
        redeal={"limit": 1, "gather": ["p", "x"], "to": "s"},
        win={"kind": "all-in", "zones": ["f"]},
    ))


def test_the_first_pass_deals_three_cards_and_a_later_pass_two():
    g = make_game()
    st = g.deal(1)
    assert ("passrow",) in list(g.legal_moves(st))
    log = g.apply(st, ("passrow",))
    assert [len(st.piles[g.pile_index[n]]) for n in ("p1", "p2", "x")] == [1, 1, 1]
    assert len(st.piles[g.stock]) == 49
    g.undo(st, log)
    assert len(st.piles[g.stock]) == 52
    st.passes = 1
    g.apply(st, ("passrow",))
    assert [len(st.piles[g.pile_index[n]]) for n in ("p1", "p2", "x")] == [1, 1, 0]


def test_when_stuck_the_deal_waits_for_the_plays():
    from patience.engine import cards

    g = make_game(when_stuck=True)
    st = g.deal(1)
    st.piles[g.pile_index["p1"]] = [cards.parse("AC")]
    assert [g.move_text(m) for m in g.legal_moves(st)] == ["p1>f1"]
    st.piles[g.pile_index["p1"]] = [cards.parse("9C")]
    assert [g.move_text(m) for m in g.legal_moves(st)] == ["passrow"]
