"""The compiled core's move `space_first` (LANGUAGE.md §10.1), rule kinds `cycle` and `sort` (§10.9) against the
executor: on random walks through the games that use them and through small rule sets, the same legal moves in the
same order, the same verdict, the same positions after each move and undo, and keys equal exactly when the positions
are alike."""

import pytest

from patience.engine.game import Game
from patience.fast import core_for, load, refusal
from patience.rules.load import load_all

from helpers import make_game, moves_made, position

ZONES = [{"id": "s", "role": "stock"}, {"id": "w", "role": "talon"},
         {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "suit": "same"}, "take": "none"},
         {"id": "t", "role": "tableau", "count": 5, "build": {"rank": "down", "suit": "any"}, "take": "run"}]
SETUP = [{"step": "deal", "to": "t", "counts": 3, "face": "top-up"}]
DRAW = {"id": "draw", "kind": "draw", "from": "s", "to": ["w"]}



@pytest.mark.parametrize("rid", ["cadogan-great-thirteen", "hagenaar2-26", "cadogan1914-empress-of-india"])
def test_the_core_plays_the_target_games_as_the_executor_does(rid):
    game = Game(load_all()[rid])
    made = moves_made(game, range(6), 150, by="kind")
    assert sum(made.values()) >= 30, made


def test_space_first_keeps_only_the_spaces_that_take_the_card():
    move = {"id": "build", "kind": "move", "from": ["t", "w"], "to": ["t", "f"], "space_first": True}
    zones = [*ZONES[:2], {**ZONES[2], "space": {"cards": ["A*"]}}, ZONES[3]]
    game = make_game(zones, [move], win={"kind": "all-in", "zones": ["f"]})
    core = core_for(game)
    assert core is not None
    st = position(game, t1="KS 9C", t2="KD 2H", w="8H", f1="AH")  # (8H fits 9C, 2H fits AH: both go to spaces)
    load(core, st)
    legal = list(game.legal_moves(st))
    assert core.moves() == legal
    assert {game.move_text(m) for m in legal} == {"w>t3", "w>t4", "w>t5", "t1>t3", "t1>t4", "t1>t5", "t2>t3",
                                                  "t2>t4", "t2>t5"}


@pytest.mark.parametrize("stuck,extra", [(False, {}), (True, {}),
                                         (False, {"prefer": {"rank": "down", "suit": "same"}, "tie": "last"})],
                         ids=["plain", "stuck ignoring reversible moves", "with prefer and tie"])
def test_the_core_keeps_space_first_as_the_executor_does(stuck, extra):
    move = {"id": "build", "kind": "move", "from": ["t", "w"], "to": ["t"], "unit": "run", "space_first": True, **extra}
    home = {"id": "home", "kind": "move", "from": ["t", "w"], "to": ["f"], "space_first": True}
    deal = {"id": "deal", "kind": "deal", "to": ["t"], "pattern": "row",
            **({"stuck": True, "stuck_ignores": "reversible"} if stuck else {})}
    zones = [*ZONES[:2], {**ZONES[2], "space": {"cards": ["A*"]}}, ZONES[3]]
    game = make_game(zones, [home, move, DRAW, deal], setup=SETUP, deck={"pack": "whist", "packs": 2})
    made = moves_made(game, range(8), 80, by="kind")
    assert made["move"] >= 100, made


@pytest.mark.parametrize("reveal", [True, False], ids=["turned up", "left face down"])
def test_the_core_cycles_as_the_executor_does(reveal):
    tableau = {**ZONES[3], "take": "run", "reveal": reveal}
    zones = [ZONES[0], {**ZONES[2], "space": {"cards": ["A*"]}}, tableau]
    moves = [{"id": "home", "kind": "move", "from": ["t"], "to": ["f"]},
             {"id": "build", "kind": "move", "from": ["t"], "to": ["t"], "unit": "run"},
             {"id": "flip", "kind": "move", "from": ["t"], "to": ["t"], "to_space": "only", "useful": {"from": ["t"],
                                                                                                  "to": ["f"]}},
             {"id": "cycle", "kind": "cycle", "zone": "t"}]
    setup = [{"step": "deal", "to": "t", "counts": 3, "face": "down"}, {"step": "deal", "to": "t", "counts": 2}]
    game = make_game(zones, moves, setup=setup, deck={"pack": "whist", "packs": 1})
    made = moves_made(game, range(8), 80, by="kind")
    assert made["cycle"] >= 40 and made["move"] >= 20, made


def test_the_core_moves_cards_beside_those_a_tuck_slid_under_as_the_executor_does():
    tableau = {"id": "t", "role": "tableau", "count": 4, "labels": ["C", "D", "H", "S"], "take": "run",
               "build": {"rank": "down", "suit": "any"}}
    found = {**ZONES[2], "space": {"cards": ["A*"]}}
    moves = [{"id": "tuck", "kind": "tuck", "zone": "t", "key": "suit", "covered": False},
             {"id": "home", "kind": "move", "from": ["t"], "to": ["f"]},
             {"id": "build", "kind": "move", "from": ["t"], "to": ["t"], "unit": "run"}]
    setup = [{"step": "deal", "to": "t", "counts": 5, "face": "down"}, {"step": "deal", "to": "t", "counts": 1}]
    game = make_game([tableau, found, ZONES[0]], moves, setup=setup, win={"kind": "all-in", "zones": ["f"]})
    made = moves_made(game, range(8), 80, by="kind")
    assert made["tuck"] >= 40 and made["move"] >= 20, made


SORTS = {
    "onto the piles that take them, the rest on the talon": (
        [{"to": ["f", "t"], "fits": True}, {"to": ["w"], "fits": False}], None, False),
    "red cards into spaces, black ones on the talon, until each foundation is started": (
        [{"to": ["t"], "cards": ["*r"], "fits": False}, {"to": ["w"], "cards": ["*b"], "fits": False}],
        {"full": ["f"]}, False),
    "automatically, while some pile is empty": ([{"to": ["t"], "fits": False}], {"full": ["t"]}, True),
}


@pytest.mark.parametrize("name", list(SORTS))
def test_the_core_sorts_as_the_executor_does(name):
    routes, until, auto = SORTS[name]
    sort = {"id": "sort", "kind": "sort", "routes": routes, **({"until": until} if until else {}),
            **({"auto": True} if auto else {})}
    zones = [*ZONES[:2], {**ZONES[2], "space": {"cards": ["A*"]}}, ZONES[3]]
    moves = [{"id": "home", "kind": "move", "from": ["t", "w"], "to": ["f"]},
             {"id": "build", "kind": "move", "from": ["t", "w"], "to": ["t"]}, sort,
             {"id": "draw", "kind": "draw", "from": "s", "to": ["w"], "unless": ["home"]}]
    game = make_game(zones, moves, setup=SETUP, deck={"pack": "whist", "packs": 2}, win={"kind": "all-in", "zones": ["f"]})
    made = moves_made(game, range(8), 80, by="kind")
    assert made["sort"] >= 8 if not auto else made["move"] >= 20, made


CYCLED = [{"step": "deal", "to": "t", "counts": 3, "face": "top-up"}]
REFUSED = [
    ([ZONES[0], {**ZONES[3], "take": "any"}], CYCLED, [{"id": "cycle", "kind": "cycle", "zone": "t"}],
     "zone.take any beside cards slid under face-down cards not compiled"),
    ([ZONES[0], ZONES[3]], CYCLED, [{"id": "cycle", "kind": "cycle", "zone": "t"},
                                    {"id": "swap", "kind": "swap", "zones": ["t"]}],
     "rule kind swap beside cards slid under face-down cards not compiled"),
    ([ZONES[3], {"id": "w", "role": "reserve"}], [{"step": "deal", "to": "t", "counts": 10}],
     [{"id": "sort", "kind": "sort", "routes": [{"to": ["t"]}]}], "sort from no stock not compiled"),
]


@pytest.mark.parametrize("zones,setup,rules,why", REFUSED, ids=[c[3] for c in REFUSED])
def test_the_core_names_what_it_does_not_compile_of_cycles_and_sorts(zones, setup, rules, why):
    assert refusal(make_game(zones, rules, setup=setup)) == why
