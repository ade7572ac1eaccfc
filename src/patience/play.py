"""A terminal game a person can play: a header, the board in the game's geometry, numbered
legal moves, undo, hints within a second and the rules in words."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, TextIO

from .engine.game import PLAYERS, Game, Move
from .engine.kinds import winner
from .engine.state import Log, State
from .errors import PatienceError
from .solver import solve
from .terminal import board

KEYS = "u undo · h hint · r rules · q quit"
HINT_SECONDS = 0.4


@dataclass
class Terminal:
    """What a terminal game shows besides the board: the game's title, object and rules text."""

    title: str
    objective: str
    rules_text: str
    colour: bool = False
    hint_seconds: float = HINT_SECONDS


@dataclass
class _Session:
    state: State
    undo: list[Log] = field(default_factory=list)
    made: list[str] = field(default_factory=list)


def hint(game: Game, state: State, seconds: float = HINT_SECONDS) -> tuple[Move, str]:
    """A legal move within `seconds`: the first move of a win the search finds, else a move
    onto a foundation, else the first legal move; with why it was chosen."""
    moves = list(game.legal_moves(state))
    out = solve(game, state, max_nodes=10**9, max_seconds=seconds)
    if out.moves:
        return out.moves[0], "it leads to a win"
    why = "no win from here: the search proved it" if out.result == "lost" else "the search found no win yet"
    foundations = {n for n, p in game.pile_index.items() if game.pile_zone[p].spec.role == "foundation"}
    onto = next((m for m in moves if game.move_text(m).rpartition(">")[2] in foundations), None)
    return (onto, f"{why}; a card to a foundation") if onto else (moves[0], f"{why}; the first legal move")


def _status(game: Game, s: _Session) -> str:
    turn = f" · {PLAYERS[game.turn(s.state)]} to play" if game.two else ""
    return f"move {len(s.made) + 1}{turn}"


def _finished(game: Game, s: _Session) -> str | None:
    if not game.over(s.state):
        return None
    who = winner(game, s.state)
    if who is None:
        return "the game ends undecided (stalemate)"
    return "won!" if who == "won" else "both players are out" if who == "AB" else f"player {who} wins!"


def interactive(game: Game, seed: int, stdin: TextIO, echo: Callable[[str], None], shown: Terminal) -> None:
    """Play deal `seed` reading commands from `stdin`, printing through `echo`."""
    s = _Session(game.deal(seed))
    echo(f"{shown.title} — deal {seed}\n{shown.objective}\n")
    message = ""
    while True:
        echo(board(game, s.state, shown.colour))
        if message:
            echo(message)
            message = ""
        end = _finished(game, s)
        moves = [] if end else list(game.legal_moves(s.state))
        if end:
            echo(end)
            return
        if not moves:
            echo("no legal move is left: the game is lost (u to undo, q to quit)")
        for i, m in enumerate(moves, 1):
            echo(f"  {i:>2}. {game.move_text(m)}")
        example = f"1–{len(moves)} or a move such as {game.move_text(moves[0])}" if moves else "u or q"
        echo(f"{_status(game, s)} [{example}; {KEYS}] > ")
        line = stdin.readline()
        if not line:
            return
        cmd = " ".join(line.split())
        if cmd == "q":
            return
        if cmd == "u":
            if s.undo:
                game.undo(s.state, s.undo.pop())
                message = f"undid {s.made.pop()}"
            else:
                message = "nothing to undo: this is the deal"
            continue
        if cmd == "r":
            echo(shown.rules_text)
            continue
        if cmd == "h" and moves:
            move, why = hint(game, s.state, shown.hint_seconds)
            message = f"hint: {game.move_text(move)} ({why})"
            continue
        if cmd.isdigit():
            if not 1 <= int(cmd) <= len(moves):
                message = f"{cmd}: there {'is' if len(moves) == 1 else 'are'} {len(moves)} moves; type 1–{len(moves)} or a move"
                continue
            move = moves[int(cmd) - 1]
        else:
            try:
                move = game.parse_move(s.state, cmd)
            except PatienceError as exc:
                message = f"? {exc}"
                continue
        s.made.append(game.move_text(move))
        s.undo.append(game.apply(s.state, move))
