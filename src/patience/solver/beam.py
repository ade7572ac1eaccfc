"""Seeded beam search with restarts: a third search strategy, for long games a depth-first
search cannot finish and weighted playouts rarely play through.

It knows nothing of any one game: it plays the executor's legal moves and scores a position
from the rule set alone:

- its progress toward the rule set's win (`playout.progress_scorer`: the cards out of the zones
  an 'empty' win empties, in the zones an 'all-in' win fills, else on the foundations), heavily;
- less the cards still face down, and (less heavily) the cards waiting in talons;
- plus the face-up top cards of other piles that a foundation would take now;
- plus a random noise drawn from the deal's seed;
- and, for the `LOOKAHEAD` × width best so scored only (listing the moves of every new position
  would cost too much where there are hundreds), its legal moves (mobility, capped).

A *pass* starts at the deal (after the safe automatic moves of `search.Safety`). At each level
every legal move of every position in the beam is made (with the safe moves after it); a
position the pass has already reached is dropped (a transposition set), a win ends the search,
and the `width` best-scored new positions form the next beam. A pass ends when its beam has
no new position left, or after `DEPTH` levels for each card (re-deals without end make new
positions for ever). Passes follow one another with fresh noise, their widths cycling through
1, 2, 4, … up to `width` (width 1: a greedy one-move lookahead). `nodes` counts the moves made;
the same seed, width and node budget give the same result (a time limit can cut a run short).
The outcome is `won` with the moves, or `unknown`: a beam never proves a loss.
"""

from __future__ import annotations

import heapq
import itertools

from ..engine.game import Game, Move, State
from .playout import Budgeted, progress_scorer
from .search import Outcome, Safety

DEFAULT_WIDTH = 16
PROGRESS = 100.0  # score of one card of progress toward the win
FACE_DOWN = 10.0  # less this for each card face down
TO_FOUNDATION = 10.0  # plus this for each top card a foundation would take
TALON = 6.0  # less this for each card in a talon (only its top card is in play)
MOBILITY = 1.0  # plus this for each legal move, up to MOBILITY_CAP of them
MOBILITY_CAP = 30
NOISE = 20.0  # plus a uniform random number below this
DEPTH = 4  # levels of one pass, for each card in the game
MEMO = 200_000  # answers of `_wanted` remembered
LOOKAHEAD = 4  # the new positions whose mobility is counted: this many times the beam's width


class _Beam(Budgeted):
    """Passes of a beam search from one deal, counting moves made against a budget."""

    CHECK = 255

    def __init__(self, game: Game, state: State, max_nodes: int, max_seconds: float, seed: int,
                 cycle: list[int]) -> None:
        super().__init__(game, state, max_nodes, max_seconds, seed)
        self.safety = Safety(game)
        self.progress = progress_scorer(game)
        self.cycle = cycle
        self.foundations = game.foundations
        fset = set(self.foundations)
        self.others = [p for p in range(len(game.pile_names)) if p not in fset]
        self.memo: dict[tuple, bool] = {}
        self.talons = [p for rt in game.zones.values() if rt.spec.role == "talon" for p in rt.piles]

    def _apply(self, st: State, move: Move) -> list:
        self.count()
        return self.game.apply(st, move)

    def _step(self, st: State, move: Move, logs: list) -> list[Move]:
        """Make `move` and the safe automatic moves after it on `st` (their logs into `logs`)."""
        made = [move]
        logs.append(self._apply(st, move))
        while (m := self.safety.move(st)) is not None:
            logs.append(self._apply(st, m))
            made.append(m)
        return made

    def evaluate(self, st: State) -> float:
        """The position's score without its mobility (see the module's description), noise included."""
        piles = st.piles
        tops = tuple(piles[f][-1] if piles[f] else -1 for f in self.foundations)
        wanted = sum(1 for p in self.others if st.up(p) > 0 and self._wanted(st, tops, piles[p][-1]))
        return (PROGRESS * self.progress(st) - FACE_DOWN * sum(st.down) + TO_FOUNDATION * wanted
                - TALON * sum(len(piles[p]) for p in self.talons)
                + NOISE * self.rng.random())

    def _wanted(self, st: State, tops: tuple, card: int) -> bool:
        """Would a foundation take `card` now? Remembered by the foundations' top cards (a score
        only: what else a foundation's rule reads is not part of the key)."""
        key = (tops, card)
        found = self.memo.get(key)
        if found is None:
            if len(self.memo) > MEMO:
                self.memo.clear()
            found = self.memo[key] = any(self.game.accepts(st, f, card) for f in self.foundations)
        return found

    def mobility(self, st: State) -> float:
        """The score of the position's legal moves."""
        return MOBILITY * sum(1 for _ in itertools.islice(self.game.legal_moves(st), MOBILITY_CAP))

    def attempt(self) -> list[Move] | None:
        """One pass from the deal, of the next width of the cycle: the moves of a win, or None."""
        game = self.game
        width = self.cycle[self.playouts % len(self.cycle)]
        self.playouts += 1
        root = self.state.copy()
        start: list[Move] = []
        while (m := self.safety.move(root)) is not None:
            self._apply(root, m)
            start.append(m)
        if game.is_won(root):
            return start
        seen = {game.search_key(root)}
        beam: list[tuple[State, list[Move]]] = [(root, start)]
        for _ in range(DEPTH * game.total):
            if not beam:
                break
            found: list[tuple[float, int, int, list[Move]]] = []  # score, order, parent, step
            for parent, (st, path) in enumerate(beam):
                for mv in list(game.legal_moves(st)):
                    logs: list = []
                    step = self._step(st, mv, logs)
                    key = game.search_key(st)
                    if key not in seen:
                        seen.add(key)
                        if game.is_won(st):
                            return [*path, *step]
                        found.append((self.evaluate(st), -len(found), parent, step))
                    for log in reversed(logs):
                        game.undo(st, log)
            scored = []
            for value, order, parent, step in heapq.nlargest(width * LOOKAHEAD, found):
                st, path = beam[parent]
                child = st.copy()
                for m in step:
                    game.apply(child, m)
                scored.append((value + self.mobility(child), order, child, [*path, *step]))
            beam = [(child, path) for _, _, child, path in heapq.nlargest(width, scored, key=lambda c: c[:2])]
        return None


def widths(width: int) -> list[int]:
    """The widths passes cycle through: 1, 2, 4, … below `width`, then `width`."""
    out = [1]
    while out[-1] * 2 < width:
        out.append(out[-1] * 2)
    return out + [width] if width > 1 else out


def beam_solve(game: Game, state: State, max_nodes: int = 200_000, max_seconds: float = 10.0, seed: int = 0,
               width: int = DEFAULT_WIDTH) -> Outcome:
    """Beam-search passes from `state` (left unchanged) until a win or the budget is spent."""
    searcher = _Beam(game, state, max_nodes, max_seconds, seed, widths(width))
    return searcher.solve()
