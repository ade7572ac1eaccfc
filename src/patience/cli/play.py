"""`patience solve | check | replay | play | deal`: the executor and the solver."""

from __future__ import annotations

import json
import math
import os
import sys
import textwrap
from pathlib import Path
from typing import Optional

import typer

from .. import project_root, solvitaire
from ..engine.game import Game
from ..errors import PatienceError
from ..rules.load import load, variant_label, with_variant
from ..solver import Certificate, replay as replay_cert, solve as solve_state
from ..solver.beam import DEFAULT_WIDTH, beam_solve
from ..solver.check import BEAM_SHARE, DEFAULT_NODES, DEFAULT_SECONDS, check_game, checks_dir, refuse_committed, refuse_smaller, targets
from ..solver.memory import DEFAULT_MIB
from ..solver.playout import playout_solve
from . import app, emit
from .progress import Progress


def _positive_finite(value: float) -> float:
    """A budget in seconds: more than 0 and finite (typer turns the error into a usage error)."""
    if not (math.isfinite(value) and value > 0):
        raise typer.BadParameter(f"{value} is not a positive finite number")
    return value


VariantOpt = typer.Option([], "--variant", "-v", help="Play a variant of the rule set (repeat to combine variants).")
NodesOpt = typer.Option(DEFAULT_NODES, "--nodes", min=1, help="Search budget: positions per deal.")
SecondsOpt = typer.Option(DEFAULT_SECONDS, "--seconds", callback=_positive_finite, help="Search budget: seconds per deal.")
MemoryOpt = typer.Option(DEFAULT_MIB, "--memory", min=1, help="Search budget: MiB the process may hold; the search "
                         "stops (unknown, limit memory) when its transposition table has filled them.")
WriteOpt = typer.Option(False, "--write", help="Write into checks/ (the committed results); without it, "
                        "check writes to build/check/ and solve --save refuses a path in checks/.")
BeamWidthOpt = typer.Option(DEFAULT_WIDTH, "--beam-width", min=1, help="Beam search: the widest beam (its passes "
                            "cycle through widths 1, 2, 4, … up to this).")
ForceOpt = typer.Option(False, "--force", help="With --write: replace committed results from more deals or a larger "
                        "budget (check), or a committed certificate (solve --save).")


def _game(game_id: str, variant: str | list[str] | None) -> Game:
    return Game(with_variant(load(game_id), variant))


@app.command()
def solve(
    game: str = typer.Argument(..., help="Rule-set id."),
    seed: int = typer.Option(1, "--seed", "-s", help="Deal number."),
    variants: list[str] = VariantOpt,
    nodes: int = NodesOpt,
    seconds: float = SecondsOpt,
    memory: int = MemoryOpt,
    strategy: str = typer.Option("dfs", "--strategy", help="dfs (depth-first search: won, lost or unknown), "
                                 "playout (seeded nested playouts: won or unknown) or beam (seeded beam search "
                                 "with restarts: won or unknown)."),
    beam_width: int = BeamWidthOpt,
    order: Optional[str] = typer.Option(None, "--order", help="An arranged deal, in place of the seed's shuffle: the "
                                        "pack after any withdrawals, as card texts separated by spaces, from the bottom "
                                        "of the shuffled pack to its top (the stock's top card last)."),
    save: Optional[Path] = typer.Option(None, "--save", help="Write the win certificate here."),
    write: bool = WriteOpt,
    force: bool = ForceOpt,
    python: bool = typer.Option(False, "--python", help="dfs: search with the Python reference, not the compiled "
                                "core (which searches the rule sets `patience compiled` lists)."),
    as_json: bool = typer.Option(False, "--json", help="Print {id, variant, seed, order, result, limit, nodes, seconds, moves} "
                                 "(limit: the budget that ended an undecided search: nodes, seconds or memory)."),
) -> None:
    """Search one deal for a win (thoughtful: every card known). The depth-first search runs in the compiled core
    where it compiles the rule set (see `patience compiled`), else in Python; both give the executor's moves.

    Example:

        $ patience solve klondike-nl --seed 2
        $ patience solve cadogan1914-zodiac --order "$(cat arranged.txt)" --save zodiac.json   # an arranged deal
    """
    variant = variant_label(variants)
    g = _game(game, variant)
    cards = order.split() if order is not None else None
    start = g.deal(seed, cards)
    if strategy == "dfs":
        out = solve_state(g, start, nodes, seconds, memory, compiled=not python)
    elif strategy == "playout":
        out = playout_solve(g, start, nodes, seconds, seed=seed)
    elif strategy == "beam":
        out = beam_solve(g, start, nodes, seconds, seed=seed, width=beam_width)
    else:
        raise PatienceError(f"unknown strategy {strategy!r} (dfs, playout, beam)")
    moves = [g.move_text(m) for m in out.moves]
    cert = Certificate(game, variant, seed, moves, cards)
    if save is not None and out.result == "won":
        refuse_committed(save, cert.text(), write, force)
        cert.save(save)
    data = {"id": game, "variant": variant, "seed": seed, "order": cards, "result": out.result, "limit": out.limit,
            "nodes": out.nodes, "seconds": round(out.seconds, 3), "moves": moves}

    def render(d: dict) -> str:
        ended = f"; the {d['limit']} budget ended the search" if d["limit"] else ""
        text = f"{d['id']} {cert.deal}: {d['result']} ({d['nodes']} positions, {d['seconds']} s{ended})"
        return text + (f"\n{' '.join(d['moves'])}" if d["moves"] else "")

    emit(data, as_json, render)


def _duration(seconds: float) -> str:
    """`45 s`, `12 min`, `9.5 h`: a worst case for a person to read."""
    return f"{seconds:.0f} s" if seconds < 120 else f"{seconds / 60:.0f} min" if seconds < 7200 else f"{seconds / 3600:.1f} h"


@app.command()
def check(
    games: list[str] = typer.Argument(None, help="Rule-set ids (default: all)."),
    deals: int = typer.Option(50, "--deals", "-n", min=1, help="Deals per game (seeds first-seed …)."),
    first_seed: int = typer.Option(1, "--first-seed", help="First deal number."),
    variants: bool = typer.Option(True, "--variants/--no-variants", help="Also check every variant."),
    nodes: int = NodesOpt,
    seconds: float = SecondsOpt,
    memory: int = MemoryOpt,
    playouts: bool = typer.Option(True, "--playouts/--no-playouts", help="When a quick search (a tenth of the budget) "
                                  "leaves a deal undecided, try seeded nested playouts with half the budget before "
                                  "the whole search."),
    beam: bool = typer.Option(False, "--beam/--no-beam", help="When the search and playouts leave a deal undecided, "
                              "try a seeded beam search with restarts (off by default)."),
    beam_share: float = typer.Option(BEAM_SHARE, "--beam-share", callback=_positive_finite, help="With --beam: the "
                                     "beam search's budget, as a share of --nodes and --seconds."),
    beam_width: int = BeamWidthOpt,
    write: bool = WriteOpt,
    force: bool = ForceOpt,
    as_json: bool = typer.Option(False, "--json", help="Print a JSON list of {id, variant, deals, first_seed, budget, "
                                 "won, lost, unknown, won_by_playout, won_by_beam, lost_by_suit, unknown_by_memory, won_seeds, certificates}."),
) -> None:
    """Deal and solve many seeds of each game; record the figures under results/ and the
    first win's certificate under certificates/ (a certificate for a lower seed already
    there is kept while it still replays to a win) of build/check/, or with --write of
    checks/ (refused where the committed run had more deals or a larger budget, unless --force).
    Each deal goes cheapest stage first: a depth-first search with a tenth of the budget
    (most deals end here); where no rule lets suits touch, a proof of loss one suit at a time
    (column `suit`: losses proven that way); seeded nested playouts (column `play`: wins
    found that way); then the depth-first search with the whole budget.
    With --beam, deals still undecided get a seeded beam search scored by the rule set's
    own win (progress toward it, cards face down, moves to foundations, mobility; column
    `beam`: wins found that way), with --beam-share of the budget.

    Example:

        $ patience check hagenaar2-25 --deals 20
    """
    todo = targets(games or None, variants)
    if write and not force:
        for rid, var in todo:
            refuse_smaller(rid, var, deals, nodes, seconds)
    results = []
    share = beam_share if beam else 0.0
    worst = len(todo) * deals * seconds * (1 + (0.5 if playouts else 0) + share)  # playouts get half the budget again
    typer.echo(f"{len(todo)} games and variants × {deals} deals, at most {seconds:g} s a deal"
               f"{' (+ half for playouts)' if playouts else ''}{f' (+ {share:g} for the beam)' if share else ''}: "
               f"up to {_duration(worst)}", err=True)
    with Progress(len(todo) * deals, "solving") as bar:
        for rid, var in todo:
            bar.label = f"{rid}{'~' + var if var else ''}".ljust(28)
            results.append(check_game(rid, var, deals, first_seed, nodes, seconds, progress=bar.update,
                                      playouts=playouts, write=write, max_mib=memory, beam_share=share,
                                      beam_width=beam_width))
    if not write:
        typer.echo(f"recorded in {checks_dir(write=False)} (--write records in checks/)", err=True)

    def render(rs: list) -> str:
        lines = [f"{'game':<26} {'variant':<12} {'deals':>5} {'won':>4} {'lost':>4} {'unkn':>4} {'play':>4} "
                 f"{'beam ' if share else ''}{'suit':>4}  certificate"]  # the beam's column only with --beam
        for r in rs:
            lines.append(
                f"{r.id:<26} {r.variant or '-':<12} {r.deals:>5} {r.won:>4} {r.lost:>4} {r.unknown:>4} {r.won_by_playout:>4} "
                f"{f'{r.won_by_beam:>4} ' if share else ''}{r.lost_by_suit:>4}  "
                f"{r.certificates[0] if r.certificates else '-'}"
            )
            lines += [f"    end state differs from the book: {m}" for m in r.final_state_mismatches[:3]]
            if r.unknown_by_memory:
                lines.append(f"    {r.unknown_by_memory} undecided deal(s) ended by the memory budget, not the game")
        return "\n".join(lines)

    emit([r.as_dict() for r in results], as_json, lambda _: render(results))


@app.command()
def replay(
    certificate: Path = typer.Argument(..., help="A win certificate (JSON)."),
    show: bool = typer.Option(False, "--show", help="Print the final position."),
    as_json: bool = typer.Option(False, "--json", help="Print {certificate, rules, variant, seed, order, moves, won, final_state_mismatches} (order: an arranged deal's cards, else null)."),
) -> None:
    """Replay a win certificate: every move must be legal and the end a win.

    Example:

        $ patience replay checks/certificates/hagenaar2-09.json
    """
    cert = Certificate.load(certificate)
    g = _game(cert.rules, cert.variant)
    end = replay_cert(g, cert)
    data = {"certificate": str(certificate), "rules": cert.rules, "variant": cert.variant, "seed": cert.seed,
            "order": cert.order, "moves": len(cert.moves), "won": True, "final_state_mismatches": g.final_state_mismatches(end)}

    def render(d: dict) -> str:
        text = f"{d['rules']} {cert.deal}: {d['moves']} moves replayed, won"
        text += "".join(f"\n  differs from the book: {m}" for m in d["final_state_mismatches"])
        return text + (f"\n{g.render(end)}" if show else "")

    emit(data, as_json, render)


@app.command()
def deal(
    game: str = typer.Argument(..., help="Rule-set id."),
    seed: int = typer.Option(1, "--seed", "-s", help="Deal number."),
    variants: list[str] = VariantOpt,
    fmt: str = typer.Option("text", "--format", "-f", help="text, json (piles by name) or solvitaire."),
) -> None:
    """Print the opening position of a deal.

    Example:

        $ patience deal klondike-nl --seed 7 --format json
    """
    from ..engine import cards

    g = _game(game, variants)
    state = g.deal(seed)
    if fmt == "text":
        typer.echo(g.render(state))
    elif fmt == "json":
        typer.echo(json.dumps({n: [cards.text(c) for c in state.piles[i]] for n, i in g.pile_index.items()}, indent=2))
    elif fmt == "solvitaire":
        typer.echo(json.dumps(solvitaire.deal(g, state), indent=2))
    else:
        raise PatienceError(f"unknown format {fmt!r} (text, json, solvitaire)")


@app.command()
def play(
    game: str = typer.Argument(..., help="Rule-set id."),
    seed: int = typer.Option(1, "--seed", "-s", help="Deal number."),
    variants: list[str] = VariantOpt,
    colour: Optional[bool] = typer.Option(None, "--colour/--no-colour", help="Red suits in red (default: when the "
                                          "terminal supports it and NO_COLOR is unset)."),
) -> None:
    """Play a deal in the terminal: numbered legal moves, `u` undo, `h` hint, `r` rules, `q` quit.

    Example:

        $ patience play hagenaar2-04 --seed 3
    """
    from ..play import Terminal, interactive
    from ..terminal import rules_in_words

    g = _game(game, variants)
    if colour is None:
        colour = sys.stdout.isatty() and os.environ.get("TERM", "dumb") != "dumb" and "NO_COLOR" not in os.environ
    titles = g.rules.titles
    title = titles.original if titles.en in (None, titles.original) else f"{titles.original} ({titles.en})"
    shown = Terminal(title=title, objective=textwrap.fill(g.rules.summary.en, 78),
                     rules_text=rules_in_words(g.rules), colour=colour)
    interactive(g, seed, sys.stdin, typer.echo, shown)
