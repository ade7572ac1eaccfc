"""§13 Two players: the packs and their streams, who starts (A or by drawing), the layout (start / first-turn),
own:/opponent: references, ends_turn, turn.mark and turn.fruitless, stalemate, first-out."""

import pytest

from patience.engine import cards
from patience.engine.kinds import winner
from patience.engine.shuffle import SplitMix64, shuffled

from helpers import listed, make_game, play, position

ZONES = [
    {"id": "f", "role": "foundation", "count": 8, "build": {"rank": "up"}, "space": {"cards": ["A*"]}, "take": "none"},
    {"id": "sa", "role": "stock", "owner": "A", "group": "s"},
    {"id": "wa", "role": "talon", "owner": "A", "group": "w", "build": {"rank": "either", "wrap": True, "suit": "any"}, "space": {"never": True}},
    {"id": "ta", "role": "tableau", "owner": "A", "group": "t", "count": 2},
    {"id": "sb", "role": "stock", "owner": "B", "group": "s"},
    {"id": "wb", "role": "talon", "owner": "B", "group": "w", "build": {"rank": "either", "wrap": True, "suit": "any"}, "space": {"never": True}},
    {"id": "tb", "role": "tableau", "owner": "B", "group": "t", "count": 2},
]
RULES = [
    {"id": "home", "kind": "move", "from": ["own:w", "own:t"], "to": ["f"]},
    {"id": "unload", "kind": "move", "from": ["own:w"], "to": ["opponent:w"]},
    {"id": "draw", "kind": "draw", "from": "own:s", "to": ["own:w"], "ends_turn": True},
]
SETUP = [{"step": "deal", "to": "ta", "counts": 1}, {"step": "deal", "to": "tb", "counts": 1}]
WIN = {"kind": "first-out", "zones": ["own:s", "own:w"]}


def race(start="A", layout="start", stalemate=None, rules=RULES, zones=ZONES):
    players = {"count": 2, "start": start, "layout": layout}
    if stalemate:
        players["stalemate"] = stalemate
    return make_game(zones, rules, deck={"pack": "whist", "packs": 2}, players=players, setup=SETUP, win=WIN)


def codes(g, st, name):
    return st.piles[g.pile_index[name]]


def hand_position(g, turn=0, **piles):
    st = position(g, **piles)
    st.vars.update({"turn": turn, "laid": (True, True), "turn.mark": sum(len(codes(g, st, n)) for n in ("sa", "wa", "sb", "wb")),
                    "turn.fruitless": 0})
    return st


# ----------------------------------------------------------------------------- setup


def test_each_players_pack_is_shuffled_with_its_own_stream_onto_his_stock():
    g = race(layout="first-turn")
    st = g.deal(3)
    a = shuffled([c for c in range(52)], 3, stream=1 << 19)
    b = shuffled([52 + c for c in range(52)], 3, stream=(1 << 19) + 1)
    assert st.vars["turn"] == 0 and st.vars["laid"] == (True, False)
    assert codes(g, st, "sa") == a[:-2] and codes(g, st, "ta1") == [a[-1]] and codes(g, st, "ta2") == [a[-2]]
    assert codes(g, st, "sb") == b


def test_start_a_a_begins_and_layout_start_lays_out_both():
    g = race()
    st = g.deal(1)
    assert st.vars["turn"] == 0 and st.vars["laid"] == (True, True)
    assert all(codes(g, st, p) for p in ("ta1", "ta2", "tb1", "tb2"))
    assert all(c // 52 == 1 for c in codes(g, st, "tb1") + codes(g, st, "sb"))  # B's cards are the second pack
    assert st.vars["turn.mark"] == 100 and st.vars["turn.fruitless"] == 0


def test_first_turn_the_other_player_lays_out_when_the_turn_first_passes_to_him():
    g = race(layout="first-turn")
    st = g.deal(1)
    assert not codes(g, st, "tb1") and len(codes(g, st, "sb")) == 52
    log = g.apply(st, g.parse_move(st, "sa>wa"))
    assert st.vars["turn"] == 1 and st.vars["laid"] == (True, True)
    assert len(codes(g, st, "tb1")) == 1 and len(codes(g, st, "sb")) == 50
    g.undo(st, log)
    assert st.vars["turn"] == 0 and st.vars["laid"] == (True, False) and len(codes(g, st, "sb")) == 52


def documented_starter(seed):
    """§13 as written: each player draws from the OTHER's pack; the higher card's drawer begins (ace high)."""
    a = shuffled(list(range(52)), seed, stream=1 << 19)
    b = shuffled([52 + c for c in range(52)], seed, stream=(1 << 19) + 1)
    rng = SplitMix64(seed * (1 << 20) + (1 << 19) + 2)
    while True:
        from_a, from_b = a[rng.below(len(a))], b[rng.below(len(b))]  # B draws from A's pack, A from B's
        hi_b, hi_a = (cards.value(from_a) - 2) % 13, (cards.value(from_b) - 2) % 13
        if hi_a != hi_b:
            return (0 if hi_a > hi_b else 1), from_a, from_b


def test_start_draw_the_draw_is_recorded_and_decides_who_begins():
    g = race(start="draw", layout="first-turn")
    starters = set()
    for seed in range(1, 9):
        st = g.deal(seed)
        _, from_a, from_b = documented_starter(seed)
        shown = {c.split(":")[1] for c in st.vars["drawn"].split()}
        assert shown == {cards.text(from_a), cards.text(from_b)}  # the same two cards, whoever drew which
        starters.add(st.vars["turn"])
        assert st.vars["laid"] == tuple(i == st.vars["turn"] for i in (0, 1))
    assert starters == {0, 1}


def test_start_draw_the_higher_card_drawn_from_the_other_players_pack_begins():
    g = race(start="draw", layout="first-turn")
    for seed in range(1, 9):
        st = g.deal(seed)
        who, from_a, from_b = documented_starter(seed)
        assert st.vars["turn"] == who, seed
        assert st.vars["drawn"] == f"A:{cards.text(from_b)} B:{cards.text(from_a)}"


# ----------------------------------------------------------------------------- references and turns


def test_own_and_opponent_name_the_zones_of_the_player_on_turn():
    g = race()
    st = hand_position(g, 0, sa="2C", sb="3C", wa="5C", wb="6D")
    assert listed(g, st) == ["wa>wb", "sa>wa"]
    st = hand_position(g, 1, sa="2C", sb="3C", wa="5C", wb="6D")
    assert listed(g, st) == ["wb>wa", "sb>wb"]


def test_plain_ids_name_a_zone_whatever_the_turn():
    rules = [{"id": "look", "kind": "pass", "when": {"not_empty": ["wa"]}}, *RULES]
    g = race(rules=rules)
    assert "look" in listed(g, hand_position(g, 1, sb="3C", wa="5C"))


def test_conditions_read_own_and_opponent_zones():
    rules = [{"id": "mine", "kind": "pass", "when": {"not_empty": ["own:w"]}},
             {"id": "theirs", "kind": "pass", "when": {"not_empty": ["opponent:w"]}}]
    g = race(rules=rules)
    assert listed(g, hand_position(g, 0, sa="2C", sb="3C", wa="5C")) == ["mine"]
    assert listed(g, hand_position(g, 1, sa="2C", sb="3C", wa="5C")) == ["theirs"]


def test_a_move_of_a_rule_with_ends_turn_passes_the_turn_and_others_do_not():
    g = race()
    st = hand_position(g, 0, sa="2C 3C", sb="4C", wa="5C", wb="6D")
    play(g, st, "wa>wb")
    assert st.vars["turn"] == 0
    play(g, st, "sa>wa")
    assert st.vars["turn"] == 1


def test_a_turn_in_which_the_hand_count_did_not_fall_is_fruitless_and_the_count_resets_after_another():
    g = race()
    st = hand_position(g, 0, sa="3C 2H", sb="4C 7C", f1="AH", wb="9S")
    assert st.vars["turn.mark"] == 5
    play(g, st, "sa>wa")  # A: nothing left the hands
    assert st.vars["turn.fruitless"] == 1 and st.vars["turn.mark"] == 5 and st.vars["turn"] == 1
    play(g, st, "sb>wb")
    assert st.vars["turn.fruitless"] == 2
    play(g, st, "wa>f1", "sa>wa")  # A plays the 2H home: the hands fell from 5 to 4 cards
    assert st.vars["turn.fruitless"] == 0 and st.vars["turn.mark"] == 4


def test_stalemate_ends_the_game_undecided_after_n_fruitless_turns_in_a_row():
    g = race(stalemate=2)
    st = hand_position(g, 0, sa="2C 3C", sb="4C 7C")
    play(g, st, "sa>wa")
    assert listed(g, st)
    play(g, st, "sb>wb")
    assert st.vars["turn.fruitless"] == 2 and listed(g, st) == []
    assert winner(g, st) is None and not g.is_won(st)


def test_first_out_the_first_player_whose_own_zones_are_empty_wins():
    g = race()
    st = hand_position(g, 0, sa="", wa="2H", sb="4C", f1="AH")
    assert winner(g, st) is None
    play(g, st, "wa>f1")
    assert winner(g, st) == "A" and g.is_won(st) and listed(g, st) == []
    st = hand_position(g, 0, sa="2C", sb="", wb="")
    assert winner(g, st) == "B"


def test_a_group_across_own_and_opponent_takes_one_card_of_each_player():
    zones = [*ZONES, {"id": "d", "role": "discard"}]
    rules = [{"id": "pair", "kind": "remove", "group": {"from": ["ta", "tb"], "relation": "same-suit", "across": "own-opponent"}, "to": "d"}]
    g = race(rules=rules, zones=zones)
    st = hand_position(g, 0, sa="2C", sb="3C", ta1="5C", ta2="6C", tb1="7C")
    assert listed(g, st) == ["pair ta1 tb1", "pair ta2 tb1"]


def test_the_mark_of_a_turn_is_taken_after_the_late_layout_that_begins_it():
    # §13: turn.mark is the hand count "when the turn began"; B's turn begins once he has laid out
    rules = [*RULES, {"id": "pass", "kind": "pass", "ends_turn": True}]
    g = race(layout="first-turn", rules=rules)
    st = g.deal(4)
    play(g, st, "pass")
    assert st.vars["turn.fruitless"] == 1
    play(g, st, "pass")  # B changed nothing in his turn
    assert st.vars["turn.fruitless"] == 2
