"""The compiled core's `swap` (LANGUAGE.md §10.9: top cards exchanged in pairs, with `cards`, `other`, `differ`,
`shift` and `useful`) and its `lines` win (§12) against the executor: on random walks through the Cadogan games that
use them and through small rule sets, the same legal moves in the same order, the same verdict, the same positions
after each move and undo, and keys equal exactly when the positions are alike."""

import pytest

from patience.engine.game import Game
from patience.fast import core_for, load, solve as fast_solve
from patience.rules.load import load_all

from helpers import core_makes_it_alike, make_game, moves_made, position

GAMES = ["cadogan1914-besieged-city", "cadogan1914-caesar", "cadogan1914-hemispheres"]

ZONES = [{"id": "s", "role": "stock"}, {"id": "w", "role": "talon"},
         {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "suit": "same"}, "space": {"cards": ["A*"]},
          "take": "none"},
         {"id": "n", "role": "tableau", "count": 3, "build": {"rank": "down", "suit": "alternate-colour"},
          "take": "run", "space": {"cards": ["K*", "Q*"]}},
         {"id": "t", "role": "tableau", "count": 4, "build": {"rank": "down", "suit": "any"}}]
SETUP = [{"step": "deal", "to": "n", "counts": 1, "face": "down"}, {"step": "deal", "to": "n", "counts": 1},
         {"step": "deal", "to": "t", "counts": 2}]
PLAY = [{"id": "home", "kind": "move", "from": ["n", "t", "w"], "to": ["f"]},
        {"id": "build", "kind": "move", "from": ["n", "t", "w"], "to": ["n", "t"], "unit": "run"},
        {"id": "draw", "kind": "draw", "from": "s", "to": ["w"]}]
SWAPS = {
    "pairs of one zone, of different values": {"zones": ["n", "t"], "differ": True},
    "pairs and moves into a space": {"zones": ["n", "t"], "shift": True},
    "a black card of one zone with a red card of the other": {"zones": ["n"], "cards": ["*b"],
                                                             "other": {"zones": ["t"], "cards": ["*r"]}},
    "each card of a zone with any card of the zones": {"zones": ["n"], "other": {"zones": ["n", "t"]}},
    "a swap after which a free card fits": {"zones": ["n", "t"], "shift": True,
                                            "useful": {"from": ["n", "t"], "to": ["f", "n"]}},
}



def _swaps_late(game):
    """A move picker that turns the stock over first (so the swaps a bare stock allows come), then picks at random."""
    kinds = [rt.spec.kind for rt in game.rules_rt]

    def pick(rng, legal):
        swaps = [m for m in legal if kinds[m[0]] == "swap"]
        if swaps and rng.random() < 0.5:
            return rng.choice(swaps)
        stock = [m for m in legal if kinds[m[0]] in ("draw", "deal") or game.rules_rt[m[0]].spec.id == "pack"]
        return rng.choice(stock if stock and rng.random() < 0.7 else legal)

    return pick


@pytest.mark.parametrize("rid", GAMES)
def test_the_core_plays_the_cadogan_swaps_as_the_executor_does(rid):
    game = Game(load_all()[rid])
    made = moves_made(game, range(1, 9), 400, _swaps_late(game), by="kind")
    assert made.get("swap", 0) >= 5, made


def test_the_core_sees_the_magic_square_of_caesar_when_the_executor_does():
    game = Game(load_all()["cadogan1914-caesar"])
    core = core_for(game)
    assert core is not None
    st = game.deal(3)
    out = fast_solve(core, st, 200_000, 10.0)
    assert out.result == "won"
    for m in out.moves:
        load(core, st)
        assert not core.won() and not game.is_won(st)
        core_makes_it_alike(core, game, st, m, "caesar seed 3")
    load(core, st)
    assert core.won() and game.is_won(st)


@pytest.mark.parametrize("name", list(SWAPS))
def test_the_core_swaps_as_the_executor_does(name):
    swap = {"id": "swap", "kind": "swap", **SWAPS[name]}
    auto = {"id": "up", "kind": "move", "from": ["n"], "to": ["f"], "auto": True}  # a swap's automatic moves
    game = make_game(ZONES, [auto, *PLAY, swap], setup=SETUP, deck={"pack": "whist", "packs": 2})
    made = moves_made(game, range(12), 120, by="kind")
    assert made.get("swap", 0) >= 20, made


@pytest.mark.parametrize("back", [False, True], ids=["kept", "swapped back by an automatic move"])
def test_a_swap_whose_automatic_moves_give_the_position_back_is_not_useful(back):
    zones = [{"id": "s", "role": "stock"}, {"id": "n", "role": "tableau"}, {"id": "t", "role": "tableau"},
             {"id": "f", "role": "foundation", "build": {"rank": "up", "suit": "same"}, "take": "none"}]
    swap = {"id": "swap", "kind": "swap", "zones": ["n"], "cards": ["*b"], "other": {"zones": ["t"], "cards": ["*r"]},
            "useful": {"from": ["n", "t"], "to": ["f"]}}
    undo = {"id": "back", "kind": "swap", "zones": ["n"], "cards": ["*r"], "other": {"zones": ["t"], "cards": ["*b"]},
            "auto": True}
    game = make_game(zones, [swap, *([undo] if back else [])], win={"kind": "all-in", "zones": ["f"]})
    core = core_for(game)
    assert core is not None
    st = position(game, n="2S", t="5H", f="AS")
    load(core, st)
    assert core.moves() == list(game.legal_moves(st)) == ([] if back else [(0, 1, 2, 0)])
