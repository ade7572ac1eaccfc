"""Depth-first thoughtful search with a transposition table, safe automatic moves and stock macros.

The search sees every card (as Solvitaire does). It tries moves to the
foundations first, then moves that turn up a face-down card, other moves,
stock moves and re-deals last. Positions already seen are not searched again.
A *safe* move — a card to a foundation it can never leave, from a pile nothing
refills, when no card still in play could ever be built on it — is made at once
without branching. The outcome is `won` (with the moves), `lost` (every line
searched) or `unknown` (budget spent).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable, Iterator, Protocol

from ..engine.game import Game, Move, State
from ..engine.kinds.cardmoves import DrawRT, MoveRT
from ..engine.kinds.dealing import DealRT, RedealRT
from .memory import DEFAULT_MIB, resident_mib

FOUNDATION, REVEAL, PLAIN, STOCK, SHUFFLE, REDEAL = range(6)
CHECK_EVERY = 512  # positions between two looks at the budget (the memory one grows a few MiB in that time)
MEMORY_SHARE = 0.97  # the search stops at this share of its memory budget: what it holds between two looks and
# while it winds up stays inside the budget


@dataclass
class Outcome:
    result: str  # "won" | "lost" | "unknown"
    moves: list[Move] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0
    playouts: int = 0  # (playout strategy) games played from the deal
    limit: str | None = None  # unknown: the budget that ended the search ("nodes", "seconds" or "memory")


def plain(game: Game) -> bool:
    """Only card moves, draws and re-deals, with no guards, priorities, automatic rules or choices."""
    return (
        not game.choices
        and not game.two
        and all(
            isinstance(r, (MoveRT, DrawRT, RedealRT)) and not r.spec.auto and not r.spec.unless and not r.spec.stuck and r.spec.priority == "may"
            for r in game.rules_rt
        )
    )


class Safety:
    """Which foundation moves can be made without losing any winning line."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.enabled = plain(game) and all(r.spec.when is None or isinstance(r, RedealRT) for r in game.rules_rt)
        f_zones = [rt for rt in game.zones.values() if rt.spec.role == "foundation"]
        self.f_piles = [p for rt in f_zones for p in rt.piles]
        self.f_ok = {rt.spec.id for rt in f_zones if rt.spec.take == "none" and rt.key_mode == "" and rt.spec.build is not None}
        src_ok = {rt.spec.id for rt in game.zones.values() if rt.spec.role in ("tableau", "reserve", "cell") and rt.spec.free is None}
        self.needs = [0] * 52
        for rt in game.zones.values():
            if rt.spec.role != "foundation" and rt.spec.build is not None:
                for tab in rt.tables.values():
                    for k in range(52):
                        self.needs[k] |= tab[k]
        for r in game.rules_rt:
            if isinstance(r, MoveRT) and r.tables is not None:
                self.enabled = False  # a rule with its own build: keep it simple
        self.copies = [[c for c in game.pack if c % 52 == k] for k in range(52)]
        self.src_piles = [p for p in range(len(game.pile_names)) if game.pile_zone[p].spec.id in src_ok]
        self.rules = [r for r in game.rules_rt if isinstance(r, MoveRT)]

    def move(self, st: State) -> Move | None:
        if not self.enabled:
            return None
        game, piles = self.game, st.piles
        wanted = 0
        for d in self.f_piles:
            rt = game.pile_zone[d]
            if piles[d] and rt.spec.id in self.f_ok:
                wanted |= rt.tables[None][piles[d][-1] % 52]
        if not wanted:
            return None
        placed = None
        for src in self.src_piles:
            pile = piles[src]
            if not pile or st.up(src) <= 0 or not wanted >> (pile[-1] % 52) & 1:
                continue
            card = pile[-1]
            dests = [d for d in self.f_piles if game.pile_zone[d].spec.id in self.f_ok and piles[d] and game.accepts(st, d, card)]
            if not dests or len({piles[d][-1] % 52 for d in dests}) != 1:
                continue
            if placed is None:
                placed = {c for d in self.f_piles for c in piles[d]}
            need = self.needs[card % 52]
            if not all(c in placed for k in range(52) if need >> k & 1 for c in self.copies[k]):
                continue
            for r in self.rules:
                if r.spec.when is None or game.rule_applies(st, r):
                    for m in r.moves(st):
                        if m[1] == src and m[2] == dests[0] and m[3] == 1:
                            return m
        return None


class StockMacros:
    """Turning the stock folded into the talon play it leads to (see solver docs): used when one draw rule feeds
    one talon, there are no deal rules, and a re-deal gathers only that talon."""

    def __init__(self, game: Game) -> None:
        self.game = game
        draws = [r for r in game.rules_rt if isinstance(r, DrawRT)]
        redeals = [r for r in game.rules_rt if isinstance(r, RedealRT)]
        self.enabled = plain(game) and len(draws) == 1 and not any(isinstance(r, DealRT) for r in game.rules_rt)
        if not self.enabled:
            return
        d = draws[0]
        talons = game.resolve_piles(d.spec.to[0], None) if len(d.spec.to) == 1 else []
        self.enabled = len(talons) == 1 and d.spec.piles_per_pass is None and not d.spec.unplayable
        if not self.enabled:
            return
        self.draw = d
        self.talon = talons[0]
        self.stock = game.resolve_piles(d.spec.from_, None)[0]
        talon_zone = game.pile_zone[self.talon].spec.id
        self.redeal = redeals[0] if len(redeals) == 1 and redeals[0].spec.gather.zones == [talon_zone] else None
        if redeals and self.redeal is None:
            self.enabled = False
        self.by_size = self.redeal is None or not self.redeal.spec.shuffle
        self.moves_rules = [r for r in game.rules_rt if isinstance(r, MoveRT)]
        stock_talon = {game.pile_zone[self.stock].spec.id, talon_zone}
        # What the other piles take is the same while the stock turns, when no move rule places on the stock or talon.
        self.cache_ok = all(not set(r.spec.to) & stock_talon and r.spec.when is None for r in self.moves_rules)

    def turn(self, st: State) -> Move | None:
        if st.piles[self.stock]:
            return (self.draw.index, self.stock, self.talon)
        r = self.redeal
        if r is not None and self.game.rule_applies(st, r):
            return next(iter(r.moves(st)), None)
        return None

    def steps(self, st: State, moves: list[Move]) -> list[list[Move]]:
        if not self.enabled:
            return [[m] for m in moves]
        game = self.game
        stock_rules = {self.draw.index} | ({self.redeal.index} if self.redeal else set())
        out = [[m] for m in moves if m[0] not in stock_rules]
        prefix: list[Move] = []
        logs = []
        piles = st.piles
        seen: set = {len(piles[self.stock]) if self.by_size else (tuple(piles[self.stock]), tuple(piles[self.talon]))}
        limit = 3 * (len(piles[self.stock]) + len(piles[self.talon])) + 3
        cache: dict | None = {} if self.cache_ok else None
        while len(prefix) < limit:
            turn = self.turn(st)
            if turn is None:
                break
            logs.append(game.apply(st, turn))
            prefix.append(turn)
            config = len(piles[self.stock]) if self.by_size else (tuple(piles[self.stock]), tuple(piles[self.talon]))
            if config in seen:
                break  # a full turn of the stock
            seen.add(config)
            out += [[*prefix, m] for r in self.moves_rules for m in r.moves(st, self.talon, cache)]
        for log in reversed(logs):
            game.undo(st, log)
        return out


class PileView(Protocol):
    """One pile of a position, as `move_scorer` reads it: the executor's `State` (`StateView`) or the compiled
    core's position (`patience.fast.Core`)."""

    def size(self, p: int) -> int: ...
    def face_down(self, p: int) -> int: ...
    def slid_under(self, p: int) -> int: ...
    def card(self, p: int, i: int) -> int: ...
    def accepts(self, p: int, card: int) -> bool: ...


@dataclass(frozen=True, slots=True)
class StateView:
    """The executor's position read pile by pile (`PileView`)."""

    game: Game
    st: State

    def size(self, p: int) -> int:
        return len(self.st.piles[p])

    def face_down(self, p: int) -> int:
        return self.st.down[p]

    def slid_under(self, p: int) -> int:
        return self.st.under[p]

    def card(self, p: int, i: int) -> int:
        return self.st.piles[p][i]

    def accepts(self, p: int, card: int) -> bool:
        return self.game.accepts(self.st, p, card)


def move_scorer(game: Game, pos: PileView) -> Callable[[Move], int]:
    """The ordering class of a move (FOUNDATION … REDEAL, lower first); reads `pos` when called."""
    foundations = game.foundations
    memo: dict[int, bool] = {}

    def frees_for_foundation(card: int) -> bool:
        free = memo.get(card)
        if free is None:
            free = memo[card] = any(pos.accepts(f, card) for f in foundations)
        return free

    def score(m: Move) -> int:
        if m[0] == -1:
            return PLAIN
        r = game.rules_rt[m[0]]
        if isinstance(r, MoveRT):
            if game.pile_zone[m[2]].spec.role == "foundation":
                return FOUNDATION
            down = pos.face_down(m[1])
            rest = pos.size(m[1]) - m[3]
            if down and rest == down + pos.slid_under(m[1]):
                return REVEAL
            if rest == 0 or game.pile_zone[m[1]].spec.role != game.pile_zone[m[2]].spec.role:
                return PLAIN
            return PLAIN if frees_for_foundation(pos.card(m[1], rest - 1)) else SHUFFLE
        if isinstance(r, (DrawRT, DealRT)):
            return STOCK
        if isinstance(r, RedealRT):
            return REDEAL
        return PLAIN

    return score


def needs(game: Game, st: State) -> list[int]:
    """For each card kind: how many cards the foundations must take before it (13: none takes it), following each
    foundation pile's build from its top card (or from the cards its space admits)."""
    need = [13] * 52
    for rt in game.zones.values():
        if rt.spec.role != "foundation" or rt.key_mode != "" or rt.spec.build is None:
            continue
        tab = rt.tables[None]
        for p in rt.piles:
            pile = st.piles[p]
            frontier = tab[pile[-1] % 52] if pile else rt.space_mask
            d = 0
            seen = 0
            while frontier and d < 13:
                nxt = 0
                for k in range(52):
                    if frontier >> k & 1 and not seen >> k & 1:
                        need[k] = min(need[k], d)
                        seen |= 1 << k
                        nxt |= tab[k]
                frontier, d = nxt, d + 1
    return need


def placement_order(game: Game, st: State, moves: list[Move]) -> list[Move]:
    """The moves, with the placements of a `choose` deal ordered best first by a rule of thumb: an empty pile, then
    piles none of whose cards the foundations need sooner than the dealt card (closest first), then the rest. The
    other moves keep their places; the order restricts nothing."""
    picks = [i for i, m in enumerate(moves) if m[0] >= 0 and isinstance(game.rules_rt[m[0]], DealRT)
             and game.rules_rt[m[0]].spec.pattern == "choose" and m[1] >= 0 and m[1] in game.rules_rt[m[0]].targets(st)]
    if len(picks) < 2:
        return moves
    rule = game.rules_rt[moves[picks[0]][0]]
    src = rule.source(st)
    if src is None:
        return moves
    need = needs(game, st)
    mine = need[st.piles[src][-1] % 52]

    def key(m: Move) -> tuple[int, int]:
        pile = st.piles[m[1]]
        if not pile:
            return (0, -1)
        gap = min(need[c % 52] for c in pile) - mine
        return (0, gap) if gap >= 0 else (1, -gap)

    ranked = iter(sorted((moves[i] for i in picks), key=key))
    out = list(moves)
    for i in picks:
        out[i] = next(ranked)
    return out


def order(game: Game, st: State, steps: list[list[Move]]) -> list[list[Move]]:
    score = move_scorer(game, StateView(game, st))
    ranked = sorted(steps, key=lambda step: (score(step[-1]), len(step)))
    singles = [s[0] for s in ranked if len(s) == 1]
    reordered = iter(placement_order(game, st, singles))
    return [[next(reordered)] if len(s) == 1 else s for s in ranked]


def solve(game: Game, st: State, max_nodes: int = 200_000, max_seconds: float = 10.0,
          max_mib: float = DEFAULT_MIB, compiled: bool = True) -> Outcome:
    """Search for a win from `st` (left unchanged) within the budget: positions, seconds, and the
    process's resident memory in MiB (which the transposition table fills). The search runs in the compiled core
    (`patience.fast`) where it compiles the rule set and `compiled` is true; otherwise here, in Python (the
    reference). Both give the executor's moves."""
    if compiled:
        from .. import fast

        core = fast.core_for(game)
        if core is not None and fast.loadable(core, st):
            return fast.solve(core, st, max_nodes, max_seconds, max_mib)
    start = time.perf_counter()
    safety = Safety(game)
    macros = StockMacros(game)
    seen: set[tuple] = set()
    path: list[list[Move]] = []
    logs: list[list] = []
    stack: list = []
    nodes = 0

    def advance() -> list[Move]:
        made: list[Move] = []
        while (m := safety.move(st)) is not None:
            logs.append(game.apply(st, m))
            made.append(m)
        return made

    def unwind(n: int) -> None:
        for _ in range(n):
            game.undo(st, logs.pop())

    def done(result: str, limit: str | None = None) -> Outcome:
        moves = [m for step in path for m in step]
        while path:
            unwind(len(path.pop()))
        return Outcome(result, moves if result == "won" else [], nodes, time.perf_counter() - start, limit=limit)

    def spent() -> str | None:
        if nodes >= max_nodes:
            return "nodes"
        if time.perf_counter() - start > max_seconds:
            return "seconds"
        return "memory" if resident_mib() > max_mib * MEMORY_SHARE else None

    path.append(advance())
    if game.is_won(st):
        return done("won")

    def children() -> Iterator[list[Move]]:
        return iter(order(game, st, macros.steps(st, list(game.legal_moves(st)))))

    seen.add(game.search_key(st))
    stack.append(children())
    while stack:
        moves = next(stack[-1], None)
        if moves is None:
            stack.pop()
            unwind(len(path.pop()))
            continue
        nodes += 1
        if nodes % CHECK_EVERY == 0 and (limit := spent()) is not None:
            return done("unknown", limit)
        for move in moves:
            logs.append(game.apply(st, move))
        step = [*moves, *advance()]
        key = game.search_key(st)
        if key in seen:
            unwind(len(step))
            continue
        seen.add(key)
        path.append(step)
        if game.is_won(st):
            return done("won")
        stack.append(children())
    return done("lost")
