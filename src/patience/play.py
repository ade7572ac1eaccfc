"""A terminal game a person can play: the layout, numbered legal moves, undo and hints."""

from __future__ import annotations

from typing import Callable, TextIO

from .engine.game import Game
from .errors import PatienceError
from .solver import solve

HELP = "number or move text (e.g. t3>f1) to play, u undo, h hint, q quit"


def interactive(game: Game, seed: int, stdin: TextIO, echo: Callable[[str], None], hint_nodes: int = 50_000) -> None:
    state = game.deal(seed)
    undo: list = []
    while True:
        echo(game.render(state))
        if game.is_won(state):
            echo("won!")
            return
        moves = list(game.legal_moves(state))
        if not moves:
            echo("no legal move: the game is lost (u to undo)")
        for i, m in enumerate(moves, 1):
            echo(f"  {i:>2}. {game.move_text(m)}")
        echo(f"[{HELP}] > ")
        line = stdin.readline()
        if not line:
            return
        cmd = line.strip()
        if cmd == "q":
            return
        if cmd == "u":
            if undo:
                game.undo(state, undo.pop())
            continue
        if cmd == "h":
            out = solve(game, state, max_nodes=hint_nodes, max_seconds=5)
            echo(f"hint: {game.move_text(out.moves[0])}" if out.moves else f"hint: none ({out.result})")
            continue
        try:
            move = moves[int(cmd) - 1] if cmd.isdigit() and 0 < int(cmd) <= len(moves) else game.parse_move(state, cmd)
        except PatienceError as exc:
            echo(f"? {exc}")
            continue
        undo.append(game.apply(state, move))
