"""One deal of a study, as a Ray task runs it: the rule set arrives as JSON (a worker needs no
data files), is compiled once per worker process, and the deal goes through `run_pipeline`."""

from __future__ import annotations

import hashlib
import time
from dataclasses import asdict, dataclass
from functools import cache
from pathlib import Path
from typing import Any

from .. import __version__
from ..engine.game import Game
from ..rules.model import RuleSet
from ..solver.check import run_pipeline

_GAMES: dict[str, Game] = {}  # this worker's compiled games, by rule-set JSON
_CACHED = 256


@dataclass(frozen=True)
class Budget:
    """What one deal may spend: positions, seconds, the share of both for playouts, MiB."""

    nodes: int
    seconds: float
    playout_share: float
    memory_mib: int

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


@cache
def engine_version() -> str:
    """The package version and a digest of the executor's, solver's and compiled core's sources ("0.1.0+1a2b3c4d"):
    rows decided by different code say so."""
    package = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256()
    core = (*(package / "fast").glob("*.py"), *(package / "fast").glob("*.pyx"))
    for path in sorted((*(package / "engine").rglob("*.py"), *(package / "solver").rglob("*.py"), *core)):
        digest.update(path.relative_to(package).as_posix().encode() + b"\0" + path.read_bytes())
    return f"{__version__}+{digest.hexdigest()[:8]}"


def _game(rules_json: str) -> Game:
    game = _GAMES.get(rules_json)
    if game is None:
        if len(_GAMES) >= _CACHED:
            _GAMES.clear()
        game = _GAMES[rules_json] = Game(RuleSet.model_validate_json(rules_json))
    return game


def decide_deal(rules_json: str, rule_id: str, variant: str | None, seed: int, budget: dict[str, Any]) -> dict[str, Any]:
    """Deal `seed` of the rule set (variant applied) and decide it within `budget`: the row
    for the results file. `stage` names the stage that decided it (None when undecided),
    `limit` the budget that ended an undecided search, `states` the positions of every stage,
    `engine` the code that decided it (`engine_version`)."""
    game = _game(rules_json)
    start = time.perf_counter()
    found = run_pipeline(game, game.deal(seed), seed, budget["nodes"], budget["seconds"], budget["playout_share"],
                         budget["memory_mib"])
    seconds = time.perf_counter() - start
    verdict = found.outcome.result
    return {"id": rule_id, "variant": variant, "seed": seed, "verdict": verdict,
            "stage": None if verdict == "unknown" else found.stage, "limit": found.outcome.limit,
            "states": found.states, "seconds": round(seconds, 4), "budget": budget, "engine": engine_version()}
