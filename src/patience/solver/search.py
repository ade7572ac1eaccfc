"""Depth-first thoughtful search with a transposition table and safe automatic moves.

The search sees every card (as Solvitaire does). It tries moves to the
foundations first, then moves that turn up a face-down card, other moves,
stock moves and re-deals last. Positions already seen are not searched again.
A *safe* move — a card to a foundation it can never leave, from a pile the
executor does not refill, when no card still in play could ever be built on it
— is made at once without branching. The outcome is `won` (with the moves),
`lost` (every line searched) or `unknown` (budget spent).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Iterator

from ..engine import cards
from ..engine.game import Game, Move, State

FOUNDATION, REVEAL, PLAIN, STOCK, SHUFFLE, REDEAL = range(6)


@dataclass
class Outcome:
    result: str  # "won" | "lost" | "unknown"
    moves: list[Move] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0
    playouts: int = 0  # (playout strategy) games played from the deal


class _Safety:
    """Which foundation moves can be made without losing any winning line."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.enabled = not game.components and not game.rules.choices
        f_zones = [rt for rt in game.zones.values() if rt.spec.role == "foundation"]
        self.f_piles = [p for rt in f_zones for p in rt.piles]
        self.f_ok = {rt.spec.id for rt in f_zones if rt.spec.take == "none" and rt.key_mode == ""}
        self.src_ok = {
            rt.spec.id
            for rt in game.zones.values()
            if rt.spec.role in ("tableau", "reserve", "cell") and rt.spec.space.refill == "none"
        }
        # For each kind: the kinds that some non-foundation pile could build on it.
        self.needs = [0] * 52
        for rt in game.zones.values():
            if rt.spec.role != "foundation" and rt.spec.build is not None:
                for tab in rt.tables.values():
                    for k in range(52):
                        self.needs[k] |= tab[k]
        self.copies = [[c for c in game.pack if c % 52 == k] for k in range(52)]
        self.src_piles = [p for p in range(len(game.pile_names)) if game.pile_zone[p].spec.id in self.src_ok]
        # (pile, its zone, the zone's one table or None when it depends on the position)
        self.f_info = [
            (d, game.pile_zone[d], game.pile_zone[d].tables.get(None) if game.pile_zone[d].key_mode == "" else None)
            for d in self.f_piles
            if game.pile_zone[d].key_mode != "" or game.pile_zone[d].tables
        ]

    def move(self, state: State) -> Move | None:
        if not self.enabled:
            return None
        game = self.game
        placed = None
        piles = state.piles
        down = state.down
        wanted = 0  # kinds some foundation would take now
        for d, rt, fixed in self.f_info:
            pd = piles[d]
            if pd:
                tab = fixed if fixed is not None else game.table_for(state, rt, d)
                if tab is not None:
                    wanted |= tab[pd[-1] % 52]
        if not wanted:
            return None
        for src in self.src_piles:
            pile = piles[src]
            if not pile or len(pile) <= down[src] or not wanted >> (pile[-1] % 52) & 1:
                continue
            card = pile[-1]
            dests = [
                d
                for d in self.f_piles
                if game.pile_zone[d].spec.id in self.f_ok and state.piles[d] and game.accepts(state, d, card)
            ]
            if not dests or len({state.piles[d][-1] % 52 for d in dests}) != 1:
                continue
            if placed is None:
                placed = {c for d in self.f_piles for c in state.piles[d]}
            need = self.needs[card % 52]
            if all(c in placed for k in range(52) if need >> k & 1 for c in self.copies[k]):
                return ("m", src, dests[0], 1)
        return None


class _StockMacros:
    """Turning the stock folded into the talon play it leads to.

    Turning cards touches only the stock and the talon, so it commutes with every
    move that does not take the talon's top card: searching `draws…, talon move`
    sequences (plus all other moves) loses no line of play and saves the search
    the positions in between. Used when the stock feeds one talon and nothing else
    (no refills, no special mechanics, re-deals gather only the talon).
    """

    def __init__(self, game: Game) -> None:
        self.game = game
        rules = game.rules
        draws = [r for r in rules.moves if r.action == "draw"]
        talon_zone = game.pile_zone[game.talon].spec.id if game.talon is not None else None
        self.enabled = (
            len(draws) == 1
            and all(r.action != "deal-row" for r in rules.moves)
            and not game.components
            and not game.refill_zones
            and game.talon is not None
            and draws[0].to == [talon_zone]
            and (rules.redeal is None or rules.redeal.gather == [talon_zone])
        )
        if not self.enabled:
            return
        stock_zone = game.pile_zone[game.stock].spec.id if game.stock is not None else None
        # Turning the stock only draws and re-deals in order, so a position of the
        # stock cycle is told by the stock's size alone (the cards are conserved).
        self.by_size = draws[0].from_ == [stock_zone] and (rules.redeal is None or not rules.redeal.shuffle)
        # What the other piles take is the same while the stock turns, when no move
        # rule builds on the stock or the talon.
        self.cache_ok = all(stock_zone not in r.to and talon_zone not in r.to for r in rules.moves if r.action == "move")

    def steps(self, state: State, moves: list[Move]) -> list[list[Move]]:
        if not self.enabled:
            return [[m] for m in moves]
        game = self.game
        out = [[m] for m in moves if m[0] not in ("draw", "redeal")]
        stock, talon = game.stock, game.talon
        prefix: list[Move] = []
        logs = []
        piles = state.piles
        by_size = self.by_size
        seen: set = {len(piles[stock]) if by_size else (tuple(piles[stock]), tuple(piles[talon]))}
        limit = 3 * (len(piles[stock]) + len(piles[talon])) + 3
        cache: dict | None = {} if self.cache_ok else None
        while len(prefix) < limit:
            turn = game.stock_turn(state)
            if turn is not None and turn[0] == "row":
                turn = None  # (deal-row rule sets never get here)
            if turn is None:
                break
            logs.append(game.apply(state, turn))
            prefix.append(turn)
            config = len(piles[stock]) if by_size else (tuple(piles[stock]), tuple(piles[talon]))
            if config in seen:
                break  # a full turn of the stock
            seen.add(config)
            out += [[*prefix, m] for m in game.legal_moves(state, only_from=talon, dest_cache=cache)]
        for log in reversed(logs):
            game.undo(state, log)
        return out


def move_scorer(game: Game, state: State):
    """The ordering class of a move in `state` (FOUNDATION … REDEAL, lower first):
    foundation moves, moves that turn a card, other moves, stock moves; moves that
    only shift cards between piles without turning, emptying or freeing anything, and
    re-deals come last. The scorer reads `state` when called."""
    foundations = game.foundation_piles

    memo: dict[int, bool] = {}

    def frees_for_foundation(card: int) -> bool:
        free = memo.get(card)
        if free is None:
            free = memo[card] = any(game.accepts(state, f, card) for f in foundations)
        return free

    def score(m: Move) -> int:
        kind = m[0]
        if kind == "m":
            if game.pile_zone[m[2]].spec.role == "foundation":
                return FOUNDATION
            src = state.piles[m[1]]
            rest = len(src) - m[3]
            if state.down[m[1]] and rest == state.down[m[1]]:
                return REVEAL
            if rest == 0 or game.pile_zone[m[1]].spec.role != game.pile_zone[m[2]].spec.role:
                return PLAIN
            return PLAIN if frees_for_foundation(src[rest - 1]) else SHUFFLE
        if kind in ("draw", "row"):
            return STOCK
        if kind == "redeal":
            return REDEAL
        return PLAIN

    return score


def _order(game: Game, state: State, steps: list[list[Move]]) -> list[list[Move]]:
    """Steps in the order of `move_scorer`. A step is a move, or stock turns followed
    by a talon move: it is ranked by its last move, then by length."""
    score = move_scorer(game, state)
    return sorted(steps, key=lambda step: (score(step[-1]), len(step)))


def solve(game: Game, state: State, max_nodes: int = 200_000, max_seconds: float = 10.0) -> Outcome:
    """Search for a win from `state` (left unchanged) within the budget."""
    start = time.perf_counter()
    safety = _Safety(game)
    macros = _StockMacros(game)
    passes = game.key_passes
    seen: set[tuple] = set()
    path: list[list[Move]] = []
    logs: list[list] = []
    stack: list = []
    nodes = 0

    def advance() -> list[Move]:
        """Make every safe move; return them (their logs go on `logs`)."""
        made: list[Move] = []
        while (m := safety.move(state)) is not None:
            logs.append(game.apply(state, m))
            made.append(m)
        return made

    def unwind(n: int) -> None:
        for _ in range(n):
            game.undo(state, logs.pop())

    def done(result: str) -> Outcome:
        moves = [m for step in path for m in step]
        while path:
            unwind(len(path.pop()))
        return Outcome(result, moves if result == "won" else [], nodes, time.perf_counter() - start)

    first = advance()
    path.append(first)
    if game.is_won(state):
        return done("won")
    def children() -> Iterator[list[Move]]:
        return iter(_order(game, state, macros.steps(state, list(game.legal_moves(state)))))

    seen.add(game.search_key(state, passes))
    stack.append(children())
    while stack:
        moves = next(stack[-1], None)
        if moves is None:
            stack.pop()
            unwind(len(path.pop()))
            continue
        nodes += 1
        if nodes % 2048 == 0 and (nodes >= max_nodes or time.perf_counter() - start > max_seconds):
            return done("unknown")
        for move in moves:
            logs.append(game.apply(state, move))
        step = [*moves, *advance()]
        key = game.search_key(state, passes)
        if key in seen:
            unwind(len(step))
            continue
        seen.add(key)
        path.append(step)
        if game.is_won(state):
            return done("won")
        stack.append(children())
    return done("lost")
