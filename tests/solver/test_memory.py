"""The search's memory budget: it ends the search (result unknown) and the outcome says so."""

import json

from helpers import dealt, run_cli
from patience.solver.check import check_game
from patience.solver.memory import resident_mib
from patience.solver.search import CHECK_EVERY, solve


def test_a_spent_memory_budget_ends_the_search_at_the_next_look_and_names_itself():
    game, state = dealt("hagenaar2-31", 3)
    out = solve(game, state, max_nodes=10**9, max_seconds=600, max_mib=resident_mib() / 2)
    assert (out.result, out.limit, out.nodes) == ("unknown", "memory", CHECK_EVERY)


def test_the_other_budgets_name_themselves_and_a_decided_search_names_none():
    game, state = dealt("hagenaar2-31", 3)
    assert solve(game, state, max_nodes=1000, max_seconds=600).limit == "nodes"
    game, state = dealt("hagenaar2-09", 1)
    won = solve(game, state)
    assert won.result == "won" and won.limit is None


def test_check_counts_the_deals_the_memory_budget_ended(data_root):
    res = check_game("hagenaar2-31", None, 2, first_seed=3, max_nodes=10**9, max_seconds=600, root=data_root,
                     playouts=False, max_mib=1)
    assert res.unknown == res.unknown_by_memory == 2 and res.budget["memory_mib"] == 1


def test_solve_memory_option_reports_the_limit_and_rejects_zero():
    data = json.loads(run_cli("solve", "hagenaar2-31", "--seed", "3", "--memory", "1", "--json").stdout)
    assert data["result"] == "unknown" and data["limit"] == "memory"
    out = run_cli("solve", "hagenaar2-31", "--memory", "0")
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "--memory" in out.stderr
