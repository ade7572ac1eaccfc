"""`patience study`: winnability studies on Ray, resumable, into an append-only results file."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Optional

import typer

from .. import project_root
from ..solver.memory import DEFAULT_MIB
from ..study.figures import summarise, write_figures
from ..study.results import ResultsWriter, read_results
from ..study.run import (Target, done_keys, missing, other_budgets, ray_session, require_ray, run_study, target_label,
                         targets, undecided)
from ..study.work import Budget, engine_version
from . import app, emit
from .progress import Progress
from .play import _positive_finite


def _share(value: float) -> float:
    if not 0 <= value <= 1:
        raise typer.BadParameter(f"{value} is not between 0 and 1")
    return value


_OPTION = {"nodes": "--nodes", "seconds": "--budget", "playout_share": "--playout-share", "memory_mib": "--memory"}


def _budget_text(budget: dict[str, Any]) -> str:
    """A budget as the options that ask for it ("--nodes 20000 --budget 2.0 …")."""
    order = [*(k for k in _OPTION if k in budget), *(k for k in budget if k not in _OPTION)]
    return " ".join(f"{_OPTION.get(k, k)} {budget[k]}" for k in order)


def _eta(seconds: float) -> str:
    return f"{seconds:.0f} s" if seconds < 120 else f"{seconds / 60:.0f} min" if seconds < 7200 else f"{seconds / 3600:.1f} h"


@app.command()
def study(
    games: list[str] = typer.Argument(None, help="Rule-set ids (each with its variants), or id~variant "
                                      "(default: every one-player rule set and variant)."),
    deals: int = typer.Option(1000, "--deals", "-n", min=1, help="Deals per rule set and variant: seeds 1 … N."),
    budget: float = typer.Option(2.0, "--budget", callback=_positive_finite,
                                 help="Seconds (wall clock) for each search of a deal: the suit-by-suit proof and "
                                 "the depth-first search (a quick one gets a tenth of it first); playouts get "
                                 "--playout-share of it, before the whole search."),
    nodes: int = typer.Option(20_000, "--nodes", min=1, help="Positions for each search of a deal (as --budget)."),
    playout_share: float = typer.Option(0.5, "--playout-share", callback=_share,
                                        help="Share of --budget and --nodes for playouts, after a quick search and before the whole one (0: none)."),
    memory: int = typer.Option(DEFAULT_MIB, "--memory", min=1, help="MiB a worker process may hold while searching."),
    variants: bool = typer.Option(True, "--variants/--no-variants", help="Study each named rule set's variants too."),
    workers: Optional[int] = typer.Option(None, "--workers", "-w", min=1,
                                          help="Deals at once (default: this machine's cores, or the cluster's CPUs)."),
    address: Optional[str] = typer.Option(None, "--address", help="An existing Ray cluster (host:port, ray://…, auto); "
                                          "default: a local Ray on this machine."),
    results: Optional[Path] = typer.Option(None, "--results", help="The results file, appended to "
                                           "(default: bench/results/study.jsonl)."),
    figures: Optional[Path] = typer.Option(None, "--figures", help="Then write the win rates here in the format the "
                                           "README and site read (bench/results/winrates.json; a table .md beside it)."),
    force: bool = typer.Option(False, "--force", help="With --figures: replace rows that came from more deals."),
    retry_undecided: bool = typer.Option(False, "--retry-undecided", help="Also decide again the deals whose row for "
                                         "this budget is undecided and came from another engine (its `engine` field): "
                                         "the new row is appended and counts in place of the old one (the file keeps both)."),
    no_run: bool = typer.Option(False, "--no-run", help="Decide no deal: only summarise the results file (no Ray needed)."),
    as_json: bool = typer.Option(False, "--json", help="Print {results, budget, ran, already, seconds, ray_start_seconds, "
                                 "deals_per_second (after Ray started), "
                                 "figures: [{id, variant, deals, decided, won, lost, unknown, play, suit, rate, ci, out_of, budget}]}."),
) -> None:
    """Decide deals 1 … N of each game (a quick search, suit proof, playouts, the whole search) as Ray tasks, one row per
    deal appended to the results file and fsynced as it completes: {id, variant, seed, verdict,
    stage, limit, states, seconds, budget, engine}. Re-running continues where a study stopped:
    deals with a row for the same budget are skipped, a truncated last line is dropped. Then it
    summarises the rows of this budget: won of the decided deals with a 95% Wilson interval.

    Example:

        $ patience study hagenaar2-01 hagenaar2-38 --deals 20 --workers 2 --results build/study.jsonl
        $ patience study klondike-nl --nodes 2000000 --retry-undecided   # after a solver change
    """
    path = results or project_root() / "bench" / "results" / "study.jsonl"
    todo = targets(games or [], variants)
    spend = Budget(nodes, budget, playout_share, memory)
    began = time.perf_counter()
    ran, startup, deciding = 0, 0.0, 0.0
    if no_run:
        rows = read_results(path).rows
        already = len(todo) * deals - len(missing(todo, deals, spend, done_keys(rows)))
        if not already and (others := other_budgets(todo, spend, rows)):
            typer.echo(f"{path}: no row of these games at {_budget_text(spend.as_dict())}; it has rows at "
                       f"{'; '.join(map(_budget_text, others))}", err=True)
    else:
        require_ray()  # before anything is written
        with ResultsWriter(path) as writer:
            if writer.contents.torn:
                typer.echo(f"{path}: dropped a truncated last line ({writer.contents.torn} bytes)", err=True)
            rows = list(writer.contents.rows)
            left = missing(todo, deals, spend, done_keys(rows))
            already = len(todo) * deals - len(left)
            again = undecided(todo, deals, spend, rows, engine_version()) if retry_undecided else []
            typer.echo(f"{len(todo)} rule sets and variants × {deals} deals: {already} already in {path}, "
                       f"{len(left)} to decide" + (f", {len(again)} undecided by an older engine to decide again"
                                                  if retry_undecided else ""), err=True)
            left += again
            if left:
                typer.echo(f"starting {'Ray at ' + address if address else 'a local Ray'} …", err=True)
                with ray_session(address, workers) as in_flight:
                    startup = time.perf_counter() - began
                    ran = _run(writer, left, spend, in_flight, rows)
                    deciding = time.perf_counter() - began - startup
    seconds = time.perf_counter() - began
    figs = summarise(rows, todo, spend)
    if figures is not None:
        root = project_root().resolve()
        source = path.resolve().relative_to(root) if path.resolve().is_relative_to(root) else path
        write_figures(figures, figs, source, force)
    data = {"results": str(path), "budget": spend.as_dict(), "ran": ran, "already": already,
            "seconds": round(seconds, 1), "ray_start_seconds": round(startup, 1),
            "deals_per_second": round(ran / deciding, 2) if ran else None,
            "figures": figs, "written": str(figures) if figures else None}
    emit(data, as_json, _render)


def _run(writer: ResultsWriter, left: list[tuple[Target, int]], spend: Budget, in_flight: int, rows: list[dict[str, Any]]) -> int:
    """Run the study with a progress bar on stderr: deals per second and the time left."""
    start = time.perf_counter()
    done = 0

    def show() -> str:
        rate = done / max(time.perf_counter() - start, 1e-9)
        return f"{rate:.1f} deals/s, {_eta((len(left) - done) / rate) if rate else '?'} left"

    with Progress(len(left), "study", show) as bar:
        def progress(row: dict[str, Any]) -> None:
            nonlocal done
            done += 1
            rows.append(row)
            bar.update(1)

        return run_study(writer, left, spend, in_flight, progress)


def _render(d: dict[str, Any]) -> str:
    lines = [f"{'game':<32} {'deals':>5} {'won':>5} {'lost':>5} {'unkn':>5}  win rate (95% CI over decided)"]
    for f in d["figures"]:
        rate = "-" if f["rate"] is None else f"{f['rate']:.1%} ({f['ci'][0]:.1%}–{f['ci'][1]:.1%})"
        lines.append(f"{target_label((f['id'], f['variant'])):<32} {f['deals']:>5} {f['won']:>5} {f['lost']:>5} "
                     f"{f['unknown']:>5}  {rate}")
    speed = f" ({d['deals_per_second']} deals/s after Ray's {d['ray_start_seconds']} s start)" if d["ran"] else ""
    lines.append(f"decided {d['ran']} deals in {d['seconds']} s{speed}; {d['already']} were already in {d['results']}")
    if d["written"]:
        lines.append(f"win rates written to {d['written']}")
    return "\n".join(lines)
