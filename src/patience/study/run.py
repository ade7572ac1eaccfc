"""The study's driver: which deals are still missing from the results file, and handing them to
Ray (a local instance on this machine's cores, or an existing cluster), writing each row as its
task completes."""

from __future__ import annotations

import json
import logging
import os
from collections import Counter
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, Iterator

from ..errors import PatienceError
from ..rules.load import load, load_all, variant_label, with_variant
from .results import Key, ResultsWriter, budget_key, row_key
from .work import Budget, decide_deal

Target = tuple[str, str | None]
"""(rule-set id, variant or None)."""

OBJECT_STORE = 128 * 2**20  # a local instance's object store: rows and rule sets are small
WORKER_DEALS = 25  # a worker process is replaced after this many deals: the memory budget bounds the whole
# process, and the memory a search frees is not given back to the system (left to grow, workers ended deals on
# "memory" after a few thousand positions)


def target_label(target: Target) -> str:
    rid, variant = target
    return f"{rid}~{variant}" if variant else rid


def targets(names: list[str], variants: bool, root: Path | None = None) -> list[Target]:
    """The rule sets and variants to study: each name is a rule-set id (with its variants, when
    `variants`) or `id~variant` (that variant; `a+b` combines); none: every one-player rule set."""
    if not names:
        rulesets = {rid: r for rid, r in load_all(root).items() if r.players.count == 1}
        return [(rid, v) for rid, r in rulesets.items() for v in [None, *(x.id for x in r.variants if variants)]]
    out: list[Target] = []
    for name in names:
        rid, _, variant = name.partition("~")
        rules = load(rid, root)
        if rules.players.count != 1:
            raise PatienceError(f"{rid}: a two-player game (a study decides one-player deals)")
        if variant:
            with_variant(rules, variant)  # an unknown variant is an error here, not in a worker
            out.append((rid, variant_label(variant)))
        else:
            out += [(rid, None), *((rid, v.id) for v in rules.variants if variants)]
    return list(dict.fromkeys(out))


def missing(todo: list[Target], deals: int, budget: Budget, done: set[Key]) -> list[tuple[Target, int]]:
    """The deals (seeds 1 … `deals` of each target) without a row for `budget`, seed by seed
    across the targets, so that a study stopped early has covered them all evenly."""
    key = budget_key(budget.as_dict())
    return [(t, seed) for seed in range(1, deals + 1) for t in todo if (t[0], t[1], seed, key) not in done]


def other_budgets(todo: list[Target], budget: Budget, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The budgets other than `budget` that the results file holds rows of `todo` at, most rows first: what a
    summary at `budget` that finds no row was probably meant to read."""
    key, wanted = budget_key(budget.as_dict()), set(todo)
    counts = Counter(budget_key(r["budget"]) for r in rows if (r["id"], r["variant"]) in wanted)
    return [json.loads(k) for k, _ in counts.most_common() if k != key]


def undecided(todo: list[Target], deals: int, budget: Budget, rows: list[dict[str, Any]], engine: str) -> list[tuple[Target, int]]:
    """The deals (seeds 1 … `deals` of each target, seed by seed across the targets) whose last row for `budget` is
    undecided and came from another engine than `engine`: the ones a stronger solver may decide now."""
    key = budget_key(budget.as_dict())
    last = {row_key(r): r for r in rows}
    return [(t, seed) for seed in range(1, deals + 1) for t in todo
            if (r := last.get((t[0], t[1], seed, key))) is not None and r["verdict"] == "unknown" and r.get("engine") != engine]


def require_ray() -> ModuleType:
    """The ray module, or a one-line PatienceError saying how to install it."""
    try:
        import ray
    except ModuleNotFoundError:
        raise PatienceError("ray is not installed: this command needs the study extra, install with pip install '.[study]'") from None
    return ray


@contextmanager
def ray_session(address: str | None, workers: int | None) -> Iterator[int]:
    """Connect to the cluster at `address`, or start a local instance with `workers` CPUs (default:
    this machine's); yield how many tasks to keep in flight, and shut the connection down after.
    A process already connected (ray.init before) keeps its connection."""
    ray = require_ray()
    quiet: dict[str, Any] = {"logging_level": logging.ERROR, "log_to_driver": False}
    if ray.is_initialized():
        yield workers or 2 * int(ray.cluster_resources().get("CPU", 1))
        return
    if address:
        ray.init(address=address, **quiet)
        cpus = int(ray.cluster_resources().get("CPU", 1))
        in_flight = workers or 2 * cpus  # --workers caps the cluster's share
    else:
        cpus = workers or os.cpu_count() or 1
        ray.init(address="local", num_cpus=cpus, include_dashboard=False, object_store_memory=OBJECT_STORE, **quiet)
        in_flight = 2 * cpus  # Ray runs `cpus` at once; the rest wait queued, so no worker idles
    try:
        yield in_flight
    finally:
        ray.shutdown()


def run_study(writer: ResultsWriter, deals: list[tuple[Target, int]], budget: Budget, in_flight: int,
              progress: Callable[[dict[str, Any]], None], root: Path | None = None) -> int:
    """Decide `deals` as Ray tasks (at most `in_flight` at once), appending each row to `writer`
    as it completes and calling `progress` with it; return how many were decided. Needs a
    connected Ray (`ray_session`)."""
    ray = require_ray()
    task = ray.remote(num_cpus=1, max_calls=WORKER_DEALS)(decide_deal)
    rules = {t: ray.put(with_variant(load(t[0], root), t[1]).model_dump_json()) for t in dict.fromkeys(t for t, _ in deals)}
    plan = iter(deals)
    pending: dict[Any, tuple[Target, int]] = {}

    def fill() -> None:
        for target, seed in plan:
            pending[task.remote(rules[target], target[0], target[1], seed, budget.as_dict())] = (target, seed)
            if len(pending) >= in_flight:
                return

    fill()
    count = 0
    while pending:
        ready, _ = ray.wait(list(pending), num_returns=1)
        for ref in ready:
            target, seed = pending.pop(ref)
            try:
                row = ray.get(ref)
            except ray.exceptions.RayError as exc:
                reason = str(exc).strip().splitlines()[-1] if str(exc).strip() else type(exc).__name__
                raise PatienceError(f"{target_label(target)} seed {seed}: the task failed ({reason})") from None
            writer.append(row)
            count += 1
            progress(row)
        fill()
    return count


def done_keys(rows: list[dict[str, Any]]) -> set[Key]:
    return {row_key(r) for r in rows}
