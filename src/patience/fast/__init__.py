"""The compiled search core (Cython): the reference search (`patience.solver.search`) over flat arrays.

`core_for(game)` compiles the game's rule set once (`compile.compile_game`) or gives None when the core refuses
it (`refusal(game)` names the primitive); `solve` searches a position with it. Its verdicts and moves are the
executor's: a win's moves are executor move tuples, which the Python executor replays.
"""

from __future__ import annotations

import time

from ..engine.game import Game
from ..engine.state import State
from ..solver.memory import DEFAULT_MIB, resident_mib
from ..solver.search import MEMORY_SHARE, Outcome
from ._core import Core
from .compile import Plan, Refused, compile_game, refusal

__all__ = ["Core", "Plan", "Refused", "compile_game", "core_for", "load", "loadable", "refusal", "solve"]

_CORES: dict[int, tuple[Game, Core | None]] = {}


def core_for(game: Game) -> Core | None:
    """The game's compiled core (made once per game), or None when its rule set is refused."""
    found = _CORES.get(id(game))
    if found is None or found[0] is not game:
        try:
            core: Core | None = Core(compile_game(game))
        except Refused:
            core = None
        found = _CORES[id(game)] = (game, core)
    return found[1]


def loadable(core: Core, st: State) -> bool:
    """Is `st` a position the core holds (cards slid under only where a tuck may slide them, no per-rule state but
    use counters, re-deal progress, one-card deal state and where tuck rules are at)?"""
    plan = core.plan
    under = set(plan.under_piles)
    return (not any(n for p, n in enumerate(st.under) if p not in under)
            and set(st.vars) <= set(plan.counters) | set(plan.progress_vars) | set(plan.deal_vars) | set(plan.tuck_vars))


def load(core: Core, st: State) -> None:
    """Set the core's position to `st` (a position of a rule set it compiled)."""
    if not loadable(core, st):
        raise ValueError("a position with cards slid under or per-rule state is not one the core compiled")
    core.load(st.piles, st.down, st.passes, st.seed, st.vars, st.under)


def solve(core: Core, st: State, max_nodes: int = 200_000, max_seconds: float = 10.0,
          max_mib: float = DEFAULT_MIB) -> Outcome:
    """The reference search's outcome for `st`, searched by the core (`st` is left unchanged)."""
    start = time.perf_counter()
    load(core, st)
    result, moves, nodes, limit = core.solve(max_nodes, max_seconds, max_mib * MEMORY_SHARE, resident_mib)
    return Outcome(result, moves, nodes, time.perf_counter() - start, limit=limit)
