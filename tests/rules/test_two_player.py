"""Rules of Hagenaar No. 48-50 that pass play between the players, checked through the executor."""

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.rules.load import load, with_variant

from helpers import sorted_move_texts

A, B = 0, 1


def game(gid, variant=None):
    return Game(with_variant(load(gid), variant))


def card(text, owner):
    """A card of player `owner`'s pack ('9D' of A is copy 0)."""
    return cards.parse(text) + 52 * owner


def pile(g, name):
    return g.pile_index[name]


def race_position(gid, turn=A, stock=(), talons=((), ()), foundations=()):
    """A 49/50 deal rearranged: the player on turn has `stock` (last card on top), talons and foundations as given."""
    g = game(gid)
    st = g.deal(1)
    for p in range(len(st.piles)):
        if g.pile_zone[p].spec.role in ("stock", "talon", "foundation"):
            st.piles[p] = []
    me = "ab"[turn]
    st.piles[pile(g, "s" + me)] = [card(c, turn) for c in stock]
    st.piles[pile(g, "s" + "ab"[1 - turn])] = [card("2C", 1 - turn)]
    for who, talon in enumerate(talons):
        st.piles[pile(g, "w" + "ab"[who])] = [card(c, who) for c in talon]
    for i, cs in enumerate(foundations):
        st.piles[pile(g, f"f{i + 1}")] = [card(c, A) for c in cs]
    st.vars["turn"] = turn
    return g, st


def test_49_a_misfit_on_ones_own_talon_ends_the_turn():
    g, st = race_position("hagenaar2-49", A, stock=["3C", "9D"], talons=(["5S"], ["KH"]), foundations=[["JH"]])
    assert sorted_move_texts(g, st) == ["play wa"]
    g.apply(st, g.parse_move("play wa"))
    assert st.vars["turn"] == B


def test_49_a_card_that_fits_a_base_must_be_laid_out_and_play_goes_on():
    g, st = race_position("hagenaar2-49", A, stock=["3C", "QH"], talons=(["5S"], ["KH"]), foundations=[["JH"]])
    assert sorted_move_texts(g, st) == ["play f1"]
    g.apply(st, g.parse_move("play f1"))
    assert st.vars["turn"] == A


@pytest.mark.parametrize("top,allowed", [("8C", True), ("10S", True), ("9D", False), ("7D", False), ("JD", False)])
def test_49_the_opponents_talon_takes_a_misfit_one_higher_or_lower_in_any_suit(top, allowed):
    g, st = race_position("hagenaar2-49", A, stock=["9D"], talons=(["5S"], [top]), foundations=[["JH"]])
    assert ("play wb" in sorted_move_texts(g, st)) is allowed


def test_49_loading_the_opponents_talon_ends_the_turn():
    g, st = race_position("hagenaar2-49", A, stock=["3C", "9D"], talons=(["5S"], ["10H"]), foundations=[["JH"]])
    g.apply(st, g.parse_move("play wb"))
    assert st.vars["turn"] == B and cards.text(st.piles[pile(g, "wb")][-1]) == "9D"


def test_49_a_talon_is_taken_up_only_on_its_owners_turn():
    g, st = race_position("hagenaar2-49", B, stock=["9D"], talons=(["5S", "6S"], ["KH"]), foundations=[["JH"]])
    st.piles[pile(g, "sa")] = []  # A's pack is spent, but it is B's turn
    assert "pickup" not in sorted_move_texts(g, st)
    g.apply(st, g.parse_move("play wb"))
    assert st.vars["turn"] == A and sorted_move_texts(g, st) == ["pickup"]
    g.apply(st, ("pickup",))
    assert [cards.text(c) for c in st.piles[pile(g, "sa")]] == ["6S", "5S"] and not st.piles[pile(g, "wa")]


def test_49_the_first_player_out_wins():
    g, st = race_position("hagenaar2-49", A, stock=["QH"], talons=([], ["KH"]), foundations=[["JH"]])
    g.apply(st, g.parse_move("play f1"))
    assert g.is_won(st) and g.components[0].winner(st) == "A" and not list(g.legal_moves(st))


def test_49_unloading_ones_last_card_onto_the_opponent_wins():
    g, st = race_position("hagenaar2-49", A, stock=["9D"], talons=([], ["10C"]), foundations=[["JH"]])
    g.apply(st, g.parse_move("play wb"))
    assert g.components[0].winner(st) == "A"


@pytest.mark.parametrize("top,allowed", [("8H", True), ("10H", True), ("8D", False), ("9H", False)])
def test_50_the_opponents_talon_and_reserve_take_a_misfit_one_higher_or_lower_in_suit(top, allowed):
    g, st = race_position("hagenaar2-50", A, stock=["9H"], talons=(["5S"], [top]))
    st.vars["laid"] = (True, True)
    st.piles[pile(g, "rb")] = [card(top, B)]
    for h in ("ha1", "ha2", "ha3", "ha4", "hb1", "hb2", "hb3", "hb4"):
        st.piles[pile(g, h)] = [card("2S", 0 if h.startswith("ha") else 1)]
    moves = sorted_move_texts(g, st)
    assert ("play wb" in moves, "play rb" in moves) == (allowed, allowed)
    assert "play wa" in moves


def test_50_a_card_that_fits_a_help_pile_may_not_be_loaded_onto_the_opponent():
    g, st = race_position("hagenaar2-50", A, stock=["9H"], talons=(["5S"], ["10H"]))
    st.vars["laid"] = (True, True)
    st.piles[pile(g, "hb2")] = [card("10H", B)]
    assert sorted_move_texts(g, st) == ["play hb2"]


def test_50_the_second_player_lays_out_reserve_and_help_cards_at_his_first_turn():
    g = game("hagenaar2-50")
    st = g.deal(1)
    first = st.vars["turn"]
    other = "ab"[1 - first]
    assert not st.piles[pile(g, "r" + other)] and len(st.piles[pile(g, "s" + other)]) == 52
    while st.vars["turn"] == first:
        g.apply(st, next(iter(g.legal_moves(st))))
    assert len(st.piles[pile(g, "r" + other)]) == 13
    assert all(st.piles[pile(g, f"h{other}{i}")] for i in range(1, 5))


def test_48_the_turn_passes_after_the_last_pile():
    g = game("hagenaar2-48")
    st = g.deal(1)
    turns = []
    while st.vars["turn"] == A:
        turns.append(sum(st.down[p] == len(st.piles[p]) > 0 for p in g.zones["ta"].piles))
        g.apply(st, ("flip",))
    assert turns[0] == 18 and all(st.down[p] < len(st.piles[p]) or not st.piles[p] for p in g.zones["ta"].piles)


def test_48_both_win_only_when_every_card_is_paired():
    g = game("hagenaar2-48")
    results = set()
    for seed in range(1, 40):
        st = g.deal(seed)
        while moves := list(g.legal_moves(st)):
            g.apply(st, moves[0])
        left = sum(len(st.piles[p]) for z in ("ta", "tb") for p in g.zones[z].piles)
        assert g.is_won(st) == (left == 0)
        results.add(left == 0)
    assert results == {True, False}


def test_48_reserve_cards_are_used_only_when_nothing_else_goes():
    g = game("hagenaar2-48", "reserve")
    used = 0
    for seed in range(1, 30):
        st = g.deal(seed)
        while moves := list(g.legal_moves(st)):
            if moves[0][0] == "pair":
                used += 1
                assert all(m[0] == "pair" for m in moves)
                assert not any(st.down[p] == len(st.piles[p]) > 0 for z in ("ta", "tb") for p in g.zones[z].piles)
            g.apply(st, moves[0])
    assert used
