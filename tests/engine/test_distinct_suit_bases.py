"""The distinct-suit-bases component: one base per suit, duplicates to the overflow places, then the rest pile."""

from patience.engine import cards
from patience.engine.game import Game

from helpers import position, rule_set


def make_game(play: bool) -> Game:
    return Game(rule_set(
        zones=[
            {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "wrap": True},
             "space": {"never": True}, "take": "none"},
            {"id": "r", "role": "reserve", "count": 4},
            {"id": "s", "role": "stock"},
            {"id": "w", "role": "talon"},
        ],
        mechanics=[{"name": "distinct-suit-bases", "params": {"bases": "f", "overflow": "r", "rest": "w", "play": play}}],
        win={"kind": "all-in", "zones": ["f"]},
    ))


def test_bases_are_four_different_suits_and_every_place_is_filled():
    g = make_game(play=False)
    for seed in range(1, 40):
        state = g.deal(seed)
        bases = [state.piles[p] for p in g.zones["f"].piles]
        assert all(len(b) == 1 for b in bases)
        assert sorted(cards.suit(b[0]) for b in bases) == [0, 1, 2, 3]
        assert all(len(state.piles[p]) == 1 for p in g.zones["r"].piles)
        based = {cards.suit(b[0]) for b in bases}
        assert all(cards.suit(c) in based for p in g.zones["r"].piles for c in state.piles[p])
        assert sum(len(p) for p in state.piles) == 52


def deal_from(g: Game, texts: list[str]):
    state = position(g, clear=True, s=["2S", *reversed(texts)])
    g.components[0].setup(state, [])
    return {g.pile_names[p]: [cards.text(c) for c in pile] for p, pile in enumerate(state.piles)}


def test_overflow_then_talon_in_deal_order_without_play():
    piles = deal_from(make_game(play=False), ["5H", "7H", "2C", "9H", "3D", "4H", "6H", "8H", "10H", "KS"])
    assert [piles[f"f{i}"] for i in range(1, 5)] == [["5H"], ["2C"], ["3D"], ["KS"]]
    assert [piles[f"r{i}"] for i in range(1, 5)] == [["7H"], ["9H"], ["4H"], ["6H"]]
    assert piles["w"] == ["8H", "10H"] and piles["s"] == ["2S"]


def test_with_play_a_fitting_card_goes_to_its_base_and_frees_a_place():
    piles = deal_from(make_game(play=True), ["5H", "7H", "6H", "2C", "9H", "3D", "4H", "JH", "QH", "KS", "8H"])
    assert piles["f1"] == ["5H", "6H", "7H"]
    assert [piles[f"r{i}"] for i in range(1, 5)] == [["9H"], ["4H"], ["JH"], ["QH"]]
    assert piles["w"] == [] and piles["s"] == ["2S", "8H"]


def test_with_play_no_place_or_talon_top_fits_a_base_after_the_deal():
    g = make_game(play=True)
    for seed in range(1, 40):
        state = g.deal(seed)
        tops = [state.piles[p][-1] for p in (*g.zones["r"].piles, g.talon) if state.piles[p]]
        assert not any(g.accepts(state, f, c) for c in tops for f in g.zones["f"].piles)
