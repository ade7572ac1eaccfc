"""`patience match`: play two-player deals out, one policy per player."""

from __future__ import annotations

from typing import Optional

import typer

from ..engine.game import Game
from ..engine.match import DEFAULT_MAX_MOVES, play_match, tally
from ..errors import PatienceError
from ..rules.load import load, variant_label, with_variant
from . import app, emit


@app.command()
def match(
    game: str = typer.Argument(..., help="Rule-set id of a two-player game."),
    seed: int = typer.Option(1, "--seed", "-s", help="Deal number (the first, with --deals)."),
    policies: str = typer.Option("greedy,random", "--policies", "-p", help="Policies of A and B, e.g. greedy,random."),
    variants: list[str] = typer.Option([], "--variant", "-v", help="Play a variant of the rule set (repeat to combine)."),
    deals: int = typer.Option(1, "--deals", "-n", help="Play this many deals (seed …) and count the wins."),
    max_moves: int = typer.Option(DEFAULT_MAX_MOVES, "--max-moves", help="Stop an unfinished match after this many moves."),
    as_json: bool = typer.Option(False, "--json", help="Print the match {game, seed, policies, starter, winner, "
                                 "finished, moves, move_list, movers}, or with --deals the tally."),
) -> None:
    """Play a two-player deal to its end, player A by the first policy and B by the second
    (policies: greedy, random); with --deals, count the wins per side.

    Example:

        $ patience match hagenaar2-49 --seed 3 --policies greedy,random
    """
    if deals < 1:
        raise PatienceError(f"--deals must be at least 1, got {deals}")
    names = [p.strip() for p in policies.split(",") if p.strip()]
    variant = variant_label(variants)
    g = Game(with_variant(load(game), variant))
    results = [play_match(g, s, names, max_moves) for s in range(seed, seed + deals)]
    if deals == 1:
        r = results[0]
        emit(r.as_dict(), as_json, lambda d: (
            f"{d['game']} seed {d['seed']}: A {names[0]}, B {names[1]}; {d['starter']} starts; "
            + (f"{d['winner']} won" if d["winner"] != "none" else "nobody won")
            + f" after {d['moves']} moves" + ("" if d["finished"] else " (unfinished)")))
        return
    data = {"game": game, "variant": variant, "policies": names, "first_seed": seed, **tally(results)}
    emit(data, as_json, lambda d: (
        f"{d['game']}: A {names[0]}, B {names[1]}, {d['deals']} deals: "
        + ", ".join(f"{k} {v}" for k, v in d["wins"].items())
        + f"; unfinished {d['unfinished']}; starter won {d['wins_by_starter']}; mean {d['mean_moves']} moves"))
