"""Undo restores every kind of change exactly: cards, face-down and under segments, passes, counters, choices, turns,
and the automatic moves that belong to the move (§11)."""

import pytest

from helpers import make_game, position

S = {"id": "s", "role": "stock"}
F = {"id": "f", "role": "foundation", "count": 2, "build": {"rank": "up"}, "space": {"cards": ["A*"]}}
T = {"id": "t", "role": "tableau", "count": 3, "build": {"rank": "down", "suit": "any"}, "take": "run"}
W = {"id": "w", "role": "talon"}
X = {"id": "x", "role": "reserve", "take": "any"}
LAB = {"id": "c", "role": "tableau", "count": 3, "labels": ["A", "2", "3"]}
ZONES = [S, F, T, W, X, LAB]

CASES = [
    # (what, rules, piles, move text)
    ("move revealing a card", [{"id": "m", "kind": "move", "from": ["t"], "to": ["t"], "unit": "run"}],
     {"t1": "2c 3c 9S 8H", "t2": "10D"}, "t1>t2:2"),
    ("card from depth", [{"id": "m", "kind": "move", "from": ["x"], "to": ["f"]}], {"x": "2c AS 5C"}, "x/2>f1"),
    ("one_pile records its pile", [{"id": "m", "kind": "move", "from": ["x"], "to": ["t"], "one_pile": True}],
     {"x": "5C", "t1": "6D"}, "x>t1"),
    ("limit counts a use", [{"id": "m", "kind": "move", "from": ["x"], "to": ["t"], "limit": 3}], {"x": "5C", "t1": "6D"}, "x>t1"),
    ("draw with cover", [{"id": "d", "kind": "draw", "from": "s", "to": ["w"], "count": 2, "cover": True}],
     {"s": "2C 3C 4C", "w": "KH"}, "s>w"),
    ("deal row face down", [{"id": "deal", "kind": "deal", "to": ["t"], "pattern": "row", "face": "down"}],
     {"s": "2C 3C 4C 5C", "t1": "kh"}, "deal"),
    ("deal next in a batch", [{"id": "deal", "kind": "deal", "to": ["t"], "pattern": "next", "batch": 2, "per_pile": 2}],
     {"s": "2C 3C 4C"}, "deal"),
    ("deal play", [{"id": "deal", "kind": "deal", "to": ["t"], "pattern": "next", "play": [{"to": ["f"]}]}], {"s": "2C AH"}, "deal f1"),
    ("redeal with shuffle, steps and progress",
     [{"id": "r", "kind": "redeal", "gather": {"zones": ["t", "w"]}, "to": "s", "shuffle": True, "progress": ["f"], "fruitless": 3,
       "deal": [{"step": "deal", "to": "t", "counts": 1, "face": "down"}]},
      {"id": "m", "kind": "move", "from": ["t"], "to": ["t"], "when": {"uses": {"rule": "m", "this_pass": True, "max": 9}}}],
     {"t1": "2c 3C", "t2": "4c 5c 6C", "w": "7C 8C", "s": "9D"}, "r"),
    ("remove with depth and crown", [{"id": "pair", "kind": "remove", "group": {"from": ["t"], "relation": "same-suit", "depth": 2,
                                                                              "crown": ["K*"]}, "to": "w"}],
     {"t1": "qc 5C 9D", "t2": "6C", "t3": "KS"}, "pair t1/2 t2 t3"),
    ("remove into a space", [{"id": "pair", "kind": "remove", "group": {"from": ["t"], "relation": "same-suit"}, "to": "f", "into_space": True}],
     {"t1": "5C", "t2": "6C", "f1": "AH"}, "pair t1 t2"),
    ("cover", [{"id": "cover", "kind": "cover", "group": {"from": ["t"], "relation": "same-suit"}}],
     {"s": "2C 3C", "t1": "5C", "t2": "6C"}, "cover t2 t1"),
    ("between", [{"id": "rm", "kind": "between", "row": "x", "match": ["suit"], "to": "w"}], {"x": "5C 9D 7C", "w": "KS"}, "rm 2 1"),
    ("tuck under face-down cards", [{"id": "tuck", "kind": "tuck", "zone": "c", "aside": "w"}], {"c1": "2c 3c", "c3": "5c"}, "tuck"),
    ("cycle", [{"id": "cy", "kind": "cycle", "zone": "t"}], {"t1": "2c 3c 4C"}, "cy t1"),
    ("swap", [{"id": "sw", "kind": "swap", "zones": ["t"]}], {"t1": "2c 3C", "t2": "5D"}, "sw t1 t2"),
    ("shift", [{"id": "sw", "kind": "swap", "zones": ["t"], "shift": True}], {"t1": "2c 3C"}, "sw t1>t2"),
    ("fetch", [{"id": "fe", "kind": "fetch", "zone": "t", "cards": ["K*"]}], {"s": "KH 2C", "t1": "5D"}, "fe t1"),
    ("flip", [{"id": "fl", "kind": "flip", "zone": "t"}], {"t1": "2c 3c"}, "fl"),
    ("strip", [{"id": "st", "kind": "strip", "zone": "t", "until": ["A*"], "to": "w"}], {"t1": "5C AD 7C 8C"}, "st t1"),
    ("lift", [{"id": "li", "kind": "lift", "from": "t", "to": "f"}], {"t1": "2c 3C", "t2": "AH"}, "li"),
    ("collect", [{"id": "co", "kind": "collect", "zone": "t"}], {"t1": "2C 9D 8D", "t2": "5c 4C 3C"}, "co"),
    ("automatic moves after the move", [{"id": "d", "kind": "draw", "from": "s", "to": ["w"]},
                                        {"id": "home", "kind": "move", "from": ["w", "t"], "to": ["f"], "auto": True}],
     {"s": "3H 2H", "t1": "4c AH"}, "s>w"),
]


@pytest.mark.parametrize("what,rules,piles,text", CASES, ids=[c[0] for c in CASES])
def test_undo_restores_the_position_exactly(what, rules, piles, text):
    g = make_game(ZONES, rules)
    st = position(g, **piles)
    before, key = g.position_text(st), st.key()
    log = g.apply(st, g.parse_move(st, text))
    assert st.key() != key, "the move changed nothing"
    g.undo(st, log)
    assert g.position_text(st) == before and st.key() == key


def test_undo_restores_a_choice_set_by_a_card_and_the_counters():
    g = make_game(ZONES, [{"id": "m", "kind": "move", "from": ["x"], "to": ["f"], "limit": 5}],
                  choices=[{"name": "dir", "options": ["up", "down"], "set_by": {"zone": "f", "ranks": {"A": "up"}}}])
    st = position(g, x="5C AH")
    key = st.key()
    log = g.apply(st, g.parse_move(st, "x>f1"))
    assert st.vars["choice:dir"] == "up" and st.vars["m.uses"] == 1
    g.undo(st, log)
    assert st.key() == key


def test_undo_restores_the_turn_the_marks_and_a_late_layout():
    zones = [{"id": "f", "role": "foundation", "count": 2, "build": {"rank": "up"}, "space": {"cards": ["A*"]}},
             {"id": "sa", "role": "stock", "owner": "A", "group": "s"}, {"id": "wa", "role": "talon", "owner": "A", "group": "w"},
             {"id": "ta", "role": "tableau", "owner": "A", "group": "t", "count": 2},
             {"id": "sb", "role": "stock", "owner": "B", "group": "s"}, {"id": "wb", "role": "talon", "owner": "B", "group": "w"},
             {"id": "tb", "role": "tableau", "owner": "B", "group": "t", "count": 2}]
    g = make_game(zones, [{"id": "draw", "kind": "draw", "from": "own:s", "to": ["own:w"], "ends_turn": True}],
                  deck={"pack": "whist", "packs": 2}, players={"count": 2, "layout": "first-turn", "stalemate": 5},
                  setup=[{"step": "deal", "to": "ta", "counts": 2, "face": "top-up"}, {"step": "deal", "to": "tb", "counts": 2, "face": "top-up"}],
                  win={"kind": "first-out", "zones": ["own:s"]})
    st = g.deal(4)
    key = st.key()
    log = g.apply(st, g.parse_move(st, "sa>wa"))
    assert st.vars["turn"] == 1 and st.vars["laid"] == (True, True) and st.vars["turn.mark"] != key[-1]
    g.undo(st, log)
    assert st.key() == key


def test_undo_of_a_sequence_in_reverse_order_returns_to_the_start():
    g = make_game(ZONES, [{"id": "d", "kind": "draw", "from": "s", "to": ["w"]},
                          {"id": "m", "kind": "move", "from": ["w", "t"], "to": ["t", "f"], "unit": "run"},
                          {"id": "r", "kind": "redeal", "gather": {"zones": ["w"]}, "to": "s", "shuffle": True}])
    st = g.deal(2)
    st = position(g, s=[c for c in st.piles[g.pile_index["s"]][:20]], t1="kc qd jc 10H", t2="9c 8c 7D")
    key = st.key()
    logs = []
    import random

    rng = random.Random(3)
    for _ in range(40):
        moves = list(g.legal_moves(st))
        if not moves:
            break
        logs.append(g.apply(st, rng.choice(moves)))
    assert len(logs) == 40
    for log in reversed(logs):
        g.undo(st, log)
    assert st.key() == key
