"""The compiled core's condition `suits_based` (LANGUAGE.md §8) and the move fields `stay` (unit `packet`), unit
`pile`, `tie` and `prefer` (§10.1) against the executor: on random walks through the games that use them and through small rule
sets, the same legal moves in the same order, the same verdict, the same positions after each move and undo, and keys
equal exactly when the positions are alike."""

from collections import Counter

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.fast import core_for, load
from patience.rules.load import load_all, with_variant
from patience.solver.search import Safety

from helpers import core_walk, make_game, moves_made, position



@pytest.mark.parametrize("variant", [None, "no-marriages"])
def test_the_core_plays_the_rotunda_guarded_by_suits_based_and_laid_by_prefer(variant):
    made = moves_made(Game(with_variant(load_all()["hagenaar2-36"], variant)), range(1, 4), 300)
    assert made["play"] >= 3 and made["lay"] >= 30, made


ZONES = [{"id": "s", "role": "stock"},
         {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "suit": "same"},
          "space": {"cards": ["A*"]}, "take": "none"},
         {"id": "t", "role": "tableau", "count": 5, "build": {"rank": "down", "suit": "any"},
          "space": {"cards": ["**"]}, "take": "run"}]


def test_the_core_reads_suits_based_of_each_zone_and_under_not():
    moves = [{"id": "home", "kind": "move", "from": ["t"], "to": ["f"]},
             {"id": "build", "kind": "move", "from": ["t"], "to": ["t"], "when": {"not": {"suits_based": ["t"]}}},
             {"id": "late", "kind": "move", "from": ["t"], "to": ["t"], "unit": "run",
              "when": {"suits_based": ["f", "t"]}},
             {"id": "deal", "kind": "deal", "from": ["s"], "to": ["t"], "pattern": "row"}]
    game = make_game(ZONES, moves, setup=[{"step": "deal", "to": "t", "counts": 1}], win={"kind": "all-in", "zones": ["f"]})
    made = moves_made(game, range(1, 6), 200)
    assert made["build"] >= 5 and made["late"] >= 1, made


def test_the_core_plays_the_red_and_black_cross_carrying_whole_piles():
    made = moves_made(Game(load_all()["hagenaar2-44"]), range(1, 5), 300)
    assert made["home"] >= 3, made


def test_the_core_plays_alexander_and_napoleon_packets_up_to_a_queen():
    made = moves_made(Game(load_all()["hagenaar2-41"]), range(1, 5), 300)
    assert made["transfer"] >= 5, made


CARD_BY_CARD = [{"id": "s", "role": "stock"}, {"id": "w", "role": "talon"},
                {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "suit": "same"},
                 "space": {"cards": ["A*"]}, "take": "none"},
                {"id": "t", "role": "tableau", "count": 4, "build": {"rank": "down", "suit": "any"},
                 "space": {"cards": ["**"]}},
                {"id": "x", "role": "reserve", "count": 3, "build": {"rank": "up", "suit": "any", "closed_by": ["Q"]},
                 "space": {"cards": ["**"]}, "limit": 5}]


@pytest.mark.parametrize("unit,extra", [("pile", {}), ("packet", {"stay": ["K*", "8*"]}),
                                        ("packet", {"stay": ["**"]}), ("pile", {"build": {"rank": "down", "suit": "any"}})])
def test_the_core_moves_piles_and_packets_card_by_card(unit, extra):
    moves = [{"id": "home", "kind": "move", "from": ["t", "w", "x"], "to": ["f"], "unit": unit},
             {"id": "pack", "kind": "move", "from": ["t", "x"], "to": ["x", "t"], "unit": unit, **extra},
             {"id": "play", "kind": "move", "from": ["w"], "to": ["t", "x"]},
             {"id": "draw", "kind": "draw", "from": "s", "to": ["w"]}]
    game = make_game(CARD_BY_CARD, moves, setup=[{"step": "deal", "to": "t", "counts": 3}],
                     win={"kind": "all-in", "zones": ["f"]})
    listed: Counter[str] = Counter()
    for _, _, legal, _ in core_walk(game, range(1, 6), 200):
        listed.update("many" if m[3] > 1 else "one" for m in legal if game.rules_rt[m[0]].spec.id == "pack")
    assert listed["many"] >= (0 if extra.get("stay") == ["**"] else 3), listed


def test_the_core_plays_the_half_circle_b_on_the_last_of_equal_piles():
    made = moves_made(Game(load_all()["hagenaar2-35b"]), range(1, 5), 300)
    assert made["build"] + made["tbuild"] >= 20, made


TIED = [{"id": "s", "role": "stock"}, {"id": "w", "role": "talon"},
        {"id": "f", "role": "foundation", "count": 8, "build": {"rank": "up", "suit": "same"},
         "space": {"cards": ["A*"]}, "take": "none"},
        {"id": "t", "role": "tableau", "count": 6, "build": {"rank": "down", "suit": "any"}, "take": "run",
         "space": {"cards": ["K*"]}}]


@pytest.mark.parametrize("extra", [{}, {"unit": "pile"}, {"only_to": {"t1": ["t2", "t3", "t4"]}},
                                   {"prefer": {"rank": "down", "suit": "same"}}])
def test_the_core_keeps_the_last_of_equal_destinations_and_its_safe_moves(extra):
    moves = [{"id": "home", "kind": "move", "from": ["t", "w"], "to": ["f"], "tie": "last"},
             {"id": "build", "kind": "move", "from": ["t", "w"], "to": ["t"], "unit": "run", "tie": "last", **extra},
             {"id": "draw", "kind": "draw", "from": "s", "to": ["w"]},
             {"id": "redeal", "kind": "redeal", "gather": {"zones": ["w"]}, "to": "s", "when": {"empty": ["s"]}}]
    game = make_game(TIED, moves, setup=[{"step": "deal", "to": "t", "counts": 4}], deck={"pack": "whist", "packs": 2},
                     win={"kind": "all-in", "zones": ["f"]})
    core, safety = core_for(game), Safety(game)
    assert core is not None and safety.enabled
    tied = 0
    for where, st, legal, _ in core_walk(game, range(1, 6), 300):
        load(core, st)
        assert core.safe_move() == safety.move(st), where
        tops = [st.piles[p][-1] % 13 for p in game.zones["t"].piles if st.piles[p]]
        tied += len(tops) > len(set(tops))
    assert tied >= 20, tied


def test_a_safe_move_is_none_when_tie_sends_the_card_past_the_first_foundation():
    moves = [{"id": "home", "kind": "move", "from": ["t"], "to": ["f"], "tie": "last"}]
    game = make_game(TIED, moves, deck={"pack": "whist", "packs": 2}, win={"kind": "all-in", "zones": ["f"]})
    lows = {suit: [cards.parse(f"{r}{suit}") for r in "A23"] for suit in "HSDC"}  # every 3 home: 4H is safe ...
    piles = {f"f{2 * i + 1 + pack}": [c + 52 * pack for c in low] for i, low in enumerate(lows.values()) for pack in (0, 1)}
    st = position(game, **piles, t1="4H")  # ... but onto f2, the last of two equal piles, not onto f1
    core = core_for(game)
    assert core is not None
    load(core, st)
    assert core.moves() == list(game.legal_moves(st)) == [(0, game.pile_index["t1"], game.pile_index["f2"], 1, 1)]
    assert core.safe_move() is None and Safety(game).move(st) is None


def test_the_core_asks_a_tie_rule_for_its_way_back_among_all_destinations():
    moves = [{"id": "build", "kind": "move", "from": ["t", "w"], "to": ["t"], "tie": "last"},
             {"id": "draw", "kind": "draw", "from": "s", "to": ["w"], "stuck": True, "stuck_ignores": "reversible"}]
    game = make_game(TIED, moves, setup=[{"step": "deal", "to": "t", "counts": 2}], win={"kind": "all-in", "zones": ["f"]})
    made = moves_made(game, range(1, 6), 200)
    assert made["draw"] >= 10 and made["build"] >= 10, made
    st = position(game, s="KH", t1="9S 8H", t2="9C", t3="9D")  # (t1>t3 and back: to t2, the last 9)
    core = core_for(game)
    assert core is not None
    load(core, st)
    assert core.moves() == list(game.legal_moves(st)) == [(0, game.pile_index["t1"], game.pile_index["t3"], 1, 1)]


@pytest.mark.parametrize("build", [{"rank": "down", "suit": "same"}, {"rank": "down", "suit": "alternate-colour"}])
def test_the_core_keeps_the_preferred_destinations_of_a_card(build):
    moves = [{"id": "home", "kind": "move", "from": ["t", "w"], "to": ["f"]},
             {"id": "build", "kind": "move", "from": ["t", "w"], "to": ["t"], "unit": "run", "prefer": build},
             {"id": "draw", "kind": "draw", "from": "s", "to": ["w"]}]
    zones = [*TIED[:3], {**TIED[3], "space": {"cards": ["**"]}}]
    game = make_game(zones, moves, setup=[{"step": "deal", "to": "t", "counts": 2}], win={"kind": "all-in", "zones": ["f"]})
    made = moves_made(game, range(1, 6), 200)
    assert made["build"] >= 10, made
    st = position(game, s="KH", w="5H", t1="6H", t2="6S", t3="")  # only t1 (same suit) or t2 (other colour) is kept
    core = core_for(game)
    assert core is not None
    load(core, st)
    keep = "t1" if build["suit"] == "same" else "t2"
    assert core.moves() == list(game.legal_moves(st))
    assert [m for m in core.moves() if m[0] == 1] == [(1, game.pile_index["w"], game.pile_index[keep], 1, 1)]


def test_the_core_asks_a_prefer_rule_for_its_way_back_among_all_destinations():
    moves = [{"id": "build", "kind": "move", "from": ["t"], "to": ["t"],
              "prefer": {"rank": "down", "suit": "alternate-colour"}},
             {"id": "draw", "kind": "draw", "from": "s", "to": ["w"], "stuck": True, "stuck_ignores": "reversible"}]
    game = make_game(TIED, moves, win={"kind": "all-in", "zones": ["f"]})
    st = position(game, s="KH", t1="7D 6H", t2="7C", t3="7S")  # (back from t2 or t3 only onto the other black 7)
    core = core_for(game)
    assert core is not None
    load(core, st)
    assert core.moves() == list(game.legal_moves(st)) == [(0, game.pile_index["t1"], game.pile_index[t], 1, 1)
                                                          for t in ("t2", "t3")]
