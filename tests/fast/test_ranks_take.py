"""The compiled core's `tops` win (LANGUAGE.md §12: pile i shows rank `ranks[i]`) and `take: any` (§7: any face-up
card free, taken out from below the top, §10.1) and the draw's `piles_per_pass` (§10.2) against the executor: on random walks through the games that use them,
small rule sets and hand-laid positions, the same legal moves in the same order, the same verdict, the same positions
after each move and undo, keys equal exactly when the positions are alike, and the reference search's outcome."""

import pytest

from patience.engine.game import Game
from patience.fast import core_for, load, solve as fast_solve
from patience.rules.load import load_all
from patience.solver.search import solve as py_solve

from helpers import core_makes_it_alike, core_walk, make_game, position

TOPS = ["cadogan1914-clock", "cadogan-ru-chasy"]
TAKE_ANY = ["cadogan1914-flower-garden", "hagenaar2-30"]
PER_PASS = ["hagenaar2-35a"]


@pytest.mark.parametrize("rid", TOPS)
def test_the_core_plays_the_tops_games_as_the_executor_does(rid):
    game = Game(load_all()[rid])
    made = [move for _, _, _, move in core_walk(game, range(1, 9), 300) if move is not None]
    assert len({game.rules_rt[m[0]].spec.id for m in made}) == len(game.rules_rt)


def test_the_core_wins_the_clock_as_the_reference_search_does():
    game = Game(load_all()["cadogan1914-clock"])
    core = core_for(game)
    assert core is not None
    st = game.deal(2)
    out, ref = fast_solve(core, st, 20_000, 10.0), py_solve(game, st, 20_000, 10.0)
    assert (out.result, out.nodes, out.moves) == (ref.result, ref.nodes, ref.moves) and out.result == "won"
    for m in out.moves:
        load(core, st)
        assert not core.won() and not game.is_won(st)
        core_makes_it_alike(core, game, st, m, "clock seed 2")
    load(core, st)
    assert core.won() and game.is_won(st) and core.moves() == []


def _tops_game():
    zones = [{"id": "s", "role": "stock"},
             {"id": "f", "role": "foundation", "count": 2, "build": {"rank": "up", "suit": "same"},
              "space": {"cards": ["A*"]}, "take": "none"},
             {"id": "t", "role": "tableau", "count": 4, "build": {"rank": "down", "suit": "any"}}]
    moves = [{"id": "home", "kind": "move", "from": ["t"], "to": ["f"]},
             {"id": "build", "kind": "move", "from": ["t"], "to": ["t"]},
             {"id": "deal", "kind": "deal", "to": ["t"], "pattern": "row"}]
    return make_game(zones, moves, setup=[{"step": "deal", "to": "t", "counts": 3}],
                     win={"kind": "tops", "zones": ["f"], "ranks": ["3", "2"]})


def test_a_tops_win_reads_each_pile_and_keys_its_piles_apart():
    game = _tops_game()
    core = core_for(game)
    assert core is not None
    keys = {}
    for f1, f2, won in (("AH 2H 3H", "AS 2S", True), ("AS 2S", "AH 2H 3H", False), ("AH 2H", "AS 2S 3S", False),
                        ("AH 2H 3H", "", False), ("AC 2C 3C", "AD 2D", True)):
        st = position(game, f1=f1, f2=f2, t1="9C", t2="10D")
        load(core, st)
        assert core.won() == game.is_won(st) == won, (f1, f2)
        assert core.moves() == list(game.legal_moves(st)) and (core.moves() == []) == won
        keys[(f1, f2)] = core.key()
    assert len(set(keys.values())) == len(keys)


def test_the_core_plays_a_small_tops_game_as_the_executor_does():
    game = _tops_game()
    made = [move for _, _, _, move in core_walk(game, range(8), 80) if move is not None]
    assert any(game.rules_rt[m[0]].spec.id == "home" for m in made)


def _deep(game, moves):
    """The moves that take a card from below the top of its pile."""
    return [m for m in moves if game.rules_rt[m[0]].spec.kind == "move" and m[4] > 1]


@pytest.mark.parametrize("rid", TAKE_ANY)
def test_the_core_plays_the_take_any_games_as_the_executor_does(rid):
    game = Game(load_all()[rid])
    made = [move for _, _, _, move in core_walk(game, range(1, 7), 200) if move is not None]
    assert len(_deep(game, made)) >= 10


@pytest.mark.parametrize("rid, seed, nodes", [("cadogan1914-flower-garden", 1, 3000), ("hagenaar2-30", 1, 3000)])
def test_the_core_searches_the_take_any_games_as_the_reference_does(rid, seed, nodes):
    game = Game(load_all()[rid])
    core = core_for(game)
    assert core is not None
    st = game.deal(seed)
    out, ref = fast_solve(core, st, nodes, 30.0), py_solve(game, st, nodes, 30.0)
    assert (out.result, out.nodes, out.moves) == (ref.result, ref.nodes, ref.moves)


ANY_ZONES = [{"id": "s", "role": "stock"}, {"id": "w", "role": "talon"},
             {"id": "f", "role": "foundation", "count": 8, "build": {"rank": "up", "suit": "same"},
              "space": {"cards": ["A*"]}, "take": "none"},
             {"id": "t", "role": "tableau", "count": 4, "build": {"rank": "down", "suit": "any"}},
             {"id": "b", "role": "reserve", "count": 2, "take": "any", "build": {"rank": "down", "suit": "same"},
              "space": {"never": True}}]
ANY_SETUP = [{"step": "deal", "to": "t", "counts": 2}, {"step": "deal", "to": "b", "counts": 12}]
HOME = {"id": "home", "kind": "move", "from": ["t", "b", "w"], "to": ["f"]}
BUILD = {"id": "build", "kind": "move", "from": ["t", "b", "w"], "to": ["t"]}
DRAW = {"id": "draw", "kind": "draw", "from": "s", "to": ["w"]}
ANY_RULES = {
    "cards from any depth (safe moves, K+ stock)": [HOME, BUILD, DRAW],
    "only red cards from any depth": [HOME, {**BUILD, "cards": ["*r"]}, DRAW],
    "two rules allowing one move": [HOME, BUILD, {"id": "also", "kind": "move", "from": ["b"], "to": ["t", "f"]}, DRAW],
    "a move after which a free card fits": [HOME, {**BUILD, "useful": {"from": ["b", "t"], "to": ["f"]}}, DRAW],
    "a draw when only reversible moves are left": [HOME, BUILD, {"id": "back", "kind": "move", "from": ["t"], "to": ["b"]},
                                                   {**DRAW, "stuck": True, "stuck_ignores": "reversible"}],
}


def _any_game(rules):
    return make_game(ANY_ZONES, rules, setup=ANY_SETUP, deck={"pack": "whist", "packs": 2})


@pytest.mark.parametrize("name", list(ANY_RULES))
def test_the_core_takes_any_face_up_card_as_the_executor_does(name):
    game = _any_game(ANY_RULES[name])
    made = [move for _, _, _, move in core_walk(game, range(6), 80) if move is not None]
    assert _deep(game, made)


def test_the_core_searches_a_take_any_game_as_the_reference_does():
    game = _any_game(ANY_RULES["cards from any depth (safe moves, K+ stock)"])
    core = core_for(game)
    assert core is not None and core.plan.safety and core.plan.macro_draw >= 0
    for seed in range(1, 4):
        st = game.deal(seed)
        out, ref = fast_solve(core, st, 2000, 30.0), py_solve(game, st, 2000, 30.0)
        assert (out.result, out.nodes, out.moves) == (ref.result, ref.nodes, ref.moves), seed


def test_identical_cards_of_an_open_pile_give_the_upper_one():
    game = _any_game(ANY_RULES["cards from any depth (safe moves, K+ stock)"])
    st = position(game, b1="5H 9C 5H 7D", t1="6S", t2="KC", t3="KC", t4="KS", f1="AD 2D 3D 4D 5D 6D")
    core = core_for(game)
    assert core is not None
    load(core, st)
    moves = core.moves()
    assert moves == list(game.legal_moves(st))
    assert [game.move_text(m) for m in moves] == ["b1>f1", "b1/2>t1"]  # (not the 5H at depth 4)


def _stock_first(game):
    """A move picker that draws and re-deals (so later passes come) more often than it plays."""
    kinds = [rt.spec.kind for rt in game.rules_rt]

    def pick(rng, legal):
        stock = [m for m in legal if kinds[m[0]] in ("draw", "redeal")]
        return rng.choice(stock if stock and rng.random() < 0.8 else legal)

    return pick


def _draws_by_pass(game, seeds, steps):
    """The talon piles drawn to on `core_walk`s, by pass."""
    drawn: dict[int, set[str]] = {}
    for _, st, _, move in core_walk(game, seeds, steps, _stock_first(game)):
        if move is not None and game.rules_rt[move[0]].spec.kind == "draw":
            drawn.setdefault(st.passes, set()).add(game.pile_names[move[2]])
    return drawn


@pytest.mark.parametrize("rid", PER_PASS)
def test_the_core_draws_to_the_piles_of_each_pass_as_the_executor_does(rid):
    game = Game(load_all()[rid])
    assert _draws_by_pass(game, range(1, 9), 300) == {0: {"w1", "w2", "w3"}, 1: {"w1"}}


def test_the_core_searches_a_piles_per_pass_game_as_the_reference_does():
    game = Game(load_all()["hagenaar2-35a"])
    core = core_for(game)
    assert core is not None
    for seed in (1, 2):
        st = game.deal(seed)
        out, ref = fast_solve(core, st, 3000, 30.0), py_solve(game, st, 3000, 30.0)
        assert (out.result, out.nodes, out.moves) == (ref.result, ref.nodes, ref.moves), seed


def _per_pass_game(counts):
    zones = [{"id": "s", "role": "stock"}, {"id": "w", "role": "talon", "count": 3},
             {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "suit": "same"},
              "space": {"cards": ["A*"]}, "take": "none"}]
    moves = [{"id": "home", "kind": "move", "from": ["w"], "to": ["f"]},
             {"id": "draw", "kind": "draw", "from": "s", "to": ["w"], "piles_per_pass": counts},
             {"id": "redeal", "kind": "redeal", "gather": {"zones": ["w"]}, "to": "s", "when": {"empty": ["s"]},
              "limit": 4}]
    return make_game(zones, moves)


@pytest.mark.parametrize("counts", [[2, 5, 1, 0], [3], [1, 2]], ids=str)
def test_the_core_draws_to_the_first_piles_of_each_pass(counts):
    game = _per_pass_game(counts)
    core = core_for(game)
    assert core is not None and core.plan.passes_matter
    drawn = _draws_by_pass(game, range(4), 400)
    want = {n: {f"w{i + 1}" for i in range(min(counts[min(n, len(counts) - 1)], 3))} for n in range(5)}
    assert drawn == {n: piles for n, piles in want.items() if piles and n in drawn} and len(drawn) >= 3


def test_one_position_in_two_passes_has_two_keys_where_the_piles_drawn_to_differ():
    game = _per_pass_game([2, 1])
    core = core_for(game)
    assert core is not None
    keys = set()
    for passes in (0, 1, 2):
        st = position(game, s="5C 9H", w1="KD")
        st.passes = passes
        load(core, st)
        assert core.moves() == list(game.legal_moves(st))
        keys.add(core.key())
    assert len(keys) == 3
