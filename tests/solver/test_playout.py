"""The playout strategy: seeded and reproducible, its wins replay, it never says lost;
`check` falls back on it and keeps an existing certificate for a lower seed."""

import shutil

from patience import project_root
from patience.engine.game import Game
from patience.rules.load import load
from patience.solver import Certificate, Outcome, replay, solve
from patience.solver import check
from patience.solver.check import certificate_path, check_game, results_path
import pytest

from patience.fast.board import board_for
from patience.solver.playout import ExecutorBoard, playout_solve
from patience.solver.search import StateView, move_scorer
from patience.fsutil import read_json


def _game(rule_id: str) -> Game:
    return Game(load(rule_id))


@pytest.mark.parametrize("compiled", [True, False], ids=["core", "executor"])
def test_the_same_seed_gives_the_same_playouts(compiled):
    game = _game("hagenaar2-29")  # huge branching: no win in this small budget
    runs = [playout_solve(game, game.deal(3), max_nodes=3_000, max_seconds=60, seed=7, compiled=compiled)
            for _ in range(2)]
    assert [(o.result, o.moves, o.nodes, o.playouts) for o in runs][0] == [
        (o.result, o.moves, o.nodes, o.playouts) for o in runs
    ][1]
    assert runs[0].playouts > 1


@pytest.mark.parametrize("compiled", [True, False], ids=["core", "executor"])
def test_the_same_seed_gives_the_same_win_and_it_replays(compiled):
    game = _game("hagenaar2-04")
    state = game.deal(3)
    before = state.key()
    first = playout_solve(game, state, max_nodes=20_000, max_seconds=60, seed=3, compiled=compiled)
    again = playout_solve(game, state, max_nodes=20_000, max_seconds=60, seed=3, compiled=compiled)
    assert state.key() == before  # make/unmake left the deal as it was
    assert first.result == "won" and first.moves == again.moves
    cert = Certificate("hagenaar2-04", None, 3, [game.move_text(m) for m in first.moves])
    assert game.is_won(replay(game, cert))


@pytest.mark.parametrize("compiled", [True, False], ids=["core", "executor"])
def test_nested_lines_win_a_deal_where_the_depth_first_search_runs_out(compiled):
    game = _game("hagenaar2-08")
    state = game.deal(6)
    assert solve(game, state, max_nodes=20_000, max_seconds=60).result == "unknown"
    out = playout_solve(game, state, max_nodes=20_000, max_seconds=60, seed=6, compiled=compiled)
    assert out.result == "won" and out.nodes <= 20_000 + 1024
    cert = Certificate("hagenaar2-08", None, 6, [game.move_text(m) for m in out.moves])
    end = replay(game, cert)
    assert game.is_won(end) and game.final_state_mismatches(end) == []


@pytest.mark.parametrize("compiled", [True, False], ids=["core", "executor"])
def test_playouts_out_of_budget_leave_the_position_as_it_was(compiled):
    game = _game("klondike-nl")
    state = game.deal(2)
    before = state.key()
    assert playout_solve(game, state, max_nodes=3_000, max_seconds=60, seed=2, compiled=compiled).result == "unknown"
    assert state.key() == before


@pytest.mark.parametrize("compiled", [True, False], ids=["core", "executor"])
def test_a_lost_deal_is_never_reported_lost(compiled):
    game = _game("hagenaar2-04")
    for seed in (2, 8):  # the depth-first search proves these lost
        assert solve(game, game.deal(seed), max_nodes=20_000).result == "lost"
        out = playout_solve(game, game.deal(seed), max_nodes=2_000, max_seconds=60, seed=seed, compiled=compiled)
        assert out.result == "unknown" and out.moves == []


def _root(tmp_path, rule_id: str):
    (tmp_path / "rules_json").mkdir()
    shutil.copy(project_root() / "rules_json" / f"{rule_id}.json", tmp_path / "rules_json")
    return tmp_path


def _undecided(monkeypatch):
    """A depth-first search that decides nothing: the wins must come from playouts."""
    monkeypatch.setattr(check, "solve", lambda *a, **k: Outcome("unknown"))


def test_check_counts_playout_wins_and_keeps_a_certificate_for_a_lower_seed(tmp_path, monkeypatch):
    root = _root(tmp_path, "hagenaar2-04")
    _undecided(monkeypatch)
    res = check_game("hagenaar2-04", None, 3, first_seed=3, max_nodes=20_000, max_seconds=60, root=root, playout_share=1,
                     write=True)
    assert res.won >= 1 and res.won_by_playout == res.won and res.lost == 0
    assert read_json(results_path("hagenaar2-04", None, root))["won_by_playout"] == res.won
    path = certificate_path("hagenaar2-04", None, root)
    assert Certificate.load(path).seed == res.won_seeds[0]
    # A later run from a higher seed leaves that certificate alone.
    kept = path.read_bytes()
    monkeypatch.undo()
    res2 = check_game("hagenaar2-04", None, 3, first_seed=res.won_seeds[0] + 1, max_nodes=20_000, root=root, write=True)
    assert res2.won >= 1 and path.read_bytes() == kept


def test_check_without_playouts_leaves_undecided_deals_unknown(tmp_path, monkeypatch):
    root = _root(tmp_path, "hagenaar2-04")
    _undecided(monkeypatch)
    res = check_game("hagenaar2-04", None, 2, first_seed=3, root=root, playouts=False)
    assert (res.won, res.unknown, res.won_by_playout) == (0, 2, 0)


def test_check_replaces_a_stale_certificate_for_a_lower_seed(tmp_path):
    root = _root(tmp_path, "hagenaar2-04")
    path = certificate_path("hagenaar2-04", None, root)
    Certificate("hagenaar2-04", None, 1, ["t1>f1"]).save(path)  # the moves of an older rule set: they win nothing now
    res = check_game("hagenaar2-04", None, 3, first_seed=2, max_nodes=20_000, root=root, write=True)
    assert res.won >= 1
    cert = Certificate.load(path)
    assert cert.seed == res.won_seeds[0]
    game = _game("hagenaar2-04")
    assert game.is_won(replay(game, cert))


def _boards(game, state):
    core = board_for(game, state)
    assert core is not None
    return ExecutorBoard(game, state), core


def test_playouts_score_a_game_won_by_emptying_zones_by_the_cards_taken_out():
    game = _game("cadogan1914-fourteenth")  # won when the tableau and the hand are empty; no foundation
    state = game.deal(1)
    executor, core = _boards(game, state)
    assert executor.progress() == core.progress() == 0
    pair = next(m for m in game.legal_moves(state) if game.rule_of(m) == "pair")
    core.make(pair)
    game.apply(state, pair)
    assert executor.progress() == core.progress() == 2


def test_playouts_score_a_game_won_by_gathering_cards_by_the_cards_gathered():
    game = _game("hagenaar2-31")  # won when every card lies in the ornaments, foundations and corners
    state = game.deal(1)
    on_foundations = sum(len(state.piles[p]) for rt in game.zones.values() if rt.spec.role == "foundation" for p in rt.piles)
    executor, core = _boards(game, state)
    assert executor.progress() == core.progress() == on_foundations + 4  # and the four queens laid out as ornaments


@pytest.mark.parametrize("rule_id", ["klondike-nl", "hagenaar2-47", "cadogan1914-general-sedgewick", "hagenaar2-08"])
def test_the_core_board_orders_and_scores_moves_as_the_executor_board_does(rule_id):
    import random

    game = _game(rule_id)
    rng = random.Random(5)
    for seed in (1, 2):
        state = game.deal(seed)
        executor, core = _boards(game, state)
        for _ in range(120):
            moves = executor.legal()
            assert core.legal() == moves and core.won() == executor.won()
            assert core.progress() == executor.progress() and core.safe() == executor.safe()
            by_core, by_executor = move_scorer(game, core.core), move_scorer(game, StateView(game, state))
            assert [by_core(m) for m in moves] == [by_executor(m) for m in moves]
            if not moves:
                break
            move = rng.choice(moves)
            core.make(move)
            executor.make(move)


def test_core_playouts_win_where_the_executors_run_out_and_the_win_replays():
    game = _game("klondike-nl")
    state = game.deal(2)
    assert playout_solve(game, state, max_nodes=5_000, max_seconds=60, seed=2, compiled=False).result == "unknown"
    out = playout_solve(game, state, max_nodes=50_000, max_seconds=60, seed=2)
    assert out.result == "won"
    cert = Certificate("klondike-nl", None, 2, [game.move_text(m) for m in out.moves])
    assert game.is_won(replay(game, cert))


def _stages(monkeypatch, playouts_win: bool = False) -> list[tuple[str, int]]:
    """Record each stage `run_pipeline` runs, with its positions budget; the searches decide nothing."""
    calls: list[tuple[str, int]] = []

    def search(game, state, max_nodes, *a, **k):
        calls.append(("search", max_nodes))
        return Outcome("unknown", [], max_nodes)

    def playouts(game, state, max_nodes, *a, **k):
        calls.append(("playout", max_nodes))
        return Outcome("won" if playouts_win else "unknown", [], 7)

    monkeypatch.setattr(check, "solve", search)
    monkeypatch.setattr(check, "playout_solve", playouts)
    return calls


def test_the_pipeline_runs_a_quick_search_then_playouts_then_the_whole_search(monkeypatch):
    calls = _stages(monkeypatch)
    game = _game("klondike-nl")
    found = check.run_pipeline(game, game.deal(1), 1, 10_000, 5.0, playout_share=0.5)
    assert calls == [("search", 1_000), ("playout", 5_000), ("search", 10_000)]
    assert (found.outcome.result, found.stage, found.states) == ("unknown", "search", 1_000 + 7 + 10_000)


def test_a_playout_win_ends_the_pipeline_before_the_whole_search(monkeypatch):
    calls = _stages(monkeypatch, playouts_win=True)
    game = _game("klondike-nl")
    found = check.run_pipeline(game, game.deal(1), 1, 10_000, 5.0, playout_share=0.5)
    assert calls == [("search", 1_000), ("playout", 5_000)] and found.stage == "playout"


def test_without_playouts_the_pipeline_is_the_whole_search_alone(monkeypatch):
    calls = _stages(monkeypatch)
    game = _game("klondike-nl")
    check.run_pipeline(game, game.deal(1), 1, 10_000, 5.0, playout_share=0)
    assert calls == [("search", 10_000)]


def test_a_deal_the_quick_search_decides_runs_no_other_stage(monkeypatch):
    budgets: list[int] = []
    real = check.solve

    def search(game, state, max_nodes, *a, **k):
        budgets.append(max_nodes)
        return real(game, state, max_nodes, *a, **k)

    monkeypatch.setattr(check, "solve", search)
    monkeypatch.setattr(check, "playout_solve", lambda *a, **k: pytest.fail("playouts ran"))
    game = _game("klondike-nl")
    found = check.run_pipeline(game, game.deal(6), 6, 2_000_000, 20.0)
    assert (found.outcome.result, found.stage, budgets) == ("won", "search", [200_000])
