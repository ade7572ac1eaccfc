"""The beam-search stage: seeded and reproducible, within its budget, its wins replay, it never
says lost; `check` runs it only when asked, after the search and playouts."""

import shutil

from patience import project_root
from patience.engine.game import Game
from patience.rules.load import load
from patience.solver import Certificate, Outcome, replay, solve
from patience.solver import check
from patience.solver.beam import beam_solve, widths
from patience.solver.check import check_game, results_path
from patience.fsutil import read_json


def _game(rule_id: str) -> Game:
    return Game(load(rule_id))


def test_the_beam_wins_a_deal_the_depth_first_search_leaves_undecided_in_the_same_budget():
    game = _game("hagenaar2-08")
    state = game.deal(10)
    assert solve(game, state, max_nodes=20_000, max_seconds=60).result == "unknown"
    out = beam_solve(game, state, max_nodes=20_000, max_seconds=60, seed=10, width=8)
    assert out.result == "won"
    end = replay(game, Certificate("hagenaar2-08", None, 10, [game.move_text(m) for m in out.moves]))
    assert game.is_won(end) and game.final_state_mismatches(end) == []


def test_the_same_seed_gives_the_same_beam_search():
    game = _game("hagenaar2-08")
    state = game.deal(6)
    before = state.key()
    runs = [beam_solve(game, state, max_nodes=3_000, max_seconds=60, seed=6, width=4) for _ in range(2)]
    assert state.key() == before  # the deal is left as it was
    first, again = [(o.result, o.moves, o.nodes, o.playouts) for o in runs]
    assert first == again and first[0] == "unknown" and first[3] > 1


def test_the_beam_search_stops_at_its_move_budget_and_never_says_lost():
    game = _game("hagenaar2-04")
    for seed in (2, 8):  # the depth-first search proves these lost
        out = beam_solve(game, game.deal(seed), max_nodes=1_500, max_seconds=60, seed=seed, width=4)
        assert out.result == "unknown" and out.moves == []
        assert out.nodes <= 1_500 + 256  # the budget is looked at every 256 moves


def test_the_beam_widths_cycle_from_greedy_up_to_the_widest():
    assert widths(1) == [1]
    assert widths(16) == [1, 2, 4, 8, 16]
    assert widths(12) == [1, 2, 4, 8, 12]


def _root(tmp_path, rule_id: str):
    (tmp_path / "rules_json").mkdir()
    shutil.copy(project_root() / "rules_json" / f"{rule_id}.json", tmp_path / "rules_json")
    return tmp_path


def test_check_counts_beam_wins_only_when_asked_for(tmp_path, monkeypatch):
    root = _root(tmp_path, "hagenaar2-08")
    monkeypatch.setattr(check, "solve", lambda *a, **k: Outcome("unknown"))  # the wins must come from the beam
    plain = check_game("hagenaar2-08", None, 1, first_seed=10, max_nodes=20_000, max_seconds=60, root=root,
                       playouts=False)
    assert (plain.won, plain.won_by_beam) == (0, 0) and "beam_share" not in plain.budget
    res = check_game("hagenaar2-08", None, 1, first_seed=10, max_nodes=20_000, max_seconds=60, root=root,
                     playouts=False, beam_share=1.0, beam_width=8)
    assert (res.won, res.won_by_beam, res.won_seeds) == (1, 1, [10])
    recorded = read_json(results_path("hagenaar2-08", None, root, write=False))
    assert recorded["won_by_beam"] == 1 and recorded["budget"]["beam_width"] == 8
