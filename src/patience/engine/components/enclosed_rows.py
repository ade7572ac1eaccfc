"""Rows dealt one under another, inner rows enclosed ("De blokkade").

The first row is dealt by the setup; the component deals each next row from
the stock. Only the top and the bottom dealt rows are free; a card of an inner
row is free when the place just above or below it is empty. Free cards go to
the foundations (bases to empty piles). When nothing fits, openings are filled
from the stock — inner rows first, so a refill card that fits can be played
before the outer openings are filled — and when there are none, the next row
is dealt. Once the stock is spent openings stay open. When play is stuck, a
once-only favour may be taken: move a card into an opening or swap two cards,
or keep building on one complete pile of `overbuild`, wrapping past the king.
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import Sequence, ZoneId
from .. import sequences
from ..registry import Component, Params, register


class EnclosedRowsParams(Params):
    rows: list[ZoneId] = Field(min_length=2, description="Row zones, top to bottom, all of one width.")
    foundations: list[ZoneId] = Field(min_length=1)
    swap: bool = Field(True, description="Favour: a card into an opening, or two cards swapped.")
    overbuild: ZoneId | None = Field(None, description="Favour: one complete pile of this zone built on past its end.")


@register
class EnclosedRows(Component):
    name = "enclosed_rows"
    Params = EnclosedRowsParams
    tags = ("fill", "newrow", "swap", "shift", "over")
    exclusive = True

    def __init__(self, game, params: EnclosedRowsParams) -> None:
        super().__init__(game, params)
        bad = [z for z in (*params.rows, *params.foundations, params.overbuild) if z is not None and z not in game.zones]
        if bad:
            raise PatienceError(f"{game.rules.id}: enclosed_rows names unknown zone {bad[0]!r}")
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: enclosed_rows needs a stock zone")
        self.grid = [list(game.zones[z].piles) for z in params.rows]
        if len({len(r) for r in self.grid}) != 1:
            raise PatienceError(f"{game.rules.id}: enclosed_rows rows differ in width")
        self.positional_zones = tuple(params.rows)
        self.f_zones = [game.zones[z] for z in params.foundations]
        self.over_piles = list(game.zones[params.overbuild].piles) if params.overbuild else []
        seq = Sequence(rank="up", wrap=True, suit="same")
        self.over_table = sequences.table(seq, game.rules.deck.pack)

    def setup(self, state, log) -> None:
        state.vars["rows"] = 1 + sum(1 for r in self.grid[1:] if any(state.piles[p] for p in r))

    def _free(self, state):
        """The dealt places whose card is free."""
        piles, n = state.piles, state.vars["rows"]
        for r in range(n):
            for c, p in enumerate(self.grid[r]):
                if piles[p] and (
                    r in (0, n - 1) or not piles[self.grid[r - 1][c]] or not piles[self.grid[r + 1][c]]
                ):
                    yield p

    def _accepts(self, state, dst: int, card: int) -> bool:
        pile = state.piles[dst]
        if pile and state.vars.get("over") == dst and len(pile) >= 13:
            return bool(self.over_table[pile[-1] % 52] >> (card % 52) & 1)
        return self.game.accepts(state, dst, card)

    def _plays(self, state):
        piles = state.piles
        for src in self._free(state):
            card = piles[src][-1]
            for rt in self.f_zones:
                space_done = False
                for dst in rt.piles:
                    if not piles[dst]:
                        if space_done:
                            continue
                        space_done = True
                    if self._accepts(state, dst, card):
                        yield ("m", src, dst, 1)

    def _gaps(self, state, inner: bool) -> list[int]:
        n = state.vars["rows"]
        rows = range(1, n - 1) if inner else [r for r in (0, n - 1) if r < n]
        return [p for r in dict.fromkeys(rows) for p in self.grid[r] if not state.piles[p]]

    def moves(self, state):
        plays = list(self._plays(state))
        if plays:
            yield from plays
            return
        piles, v = state.piles, state.vars
        if piles[self.game.stock]:
            if self._gaps(state, True) or self._gaps(state, False):
                yield ("fill",)
            elif v["rows"] < len(self.grid):
                yield ("newrow",)
            return
        if v.get("favour"):
            return
        for move in dict.fromkeys(self._favours(state)):
            log = []
            self.apply(state, move, log)
            useful = next(self._plays(state), None) is not None
            self.game.undo(state, log)
            if useful:  # a favour after which nothing fits leaves the game stuck for good
                yield move

    def _favours(self, state):
        """Favour moves that might free a fitting card (checked by `moves`)."""
        piles, n = state.piles, state.vars["rows"]
        free = set(self._free(state))
        if self.params.swap:
            openings = [p for r in self.grid[:n] for p in r if not piles[p]]
            for r in range(n):
                for c, q in enumerate(self.grid[r]):
                    if not piles[q] or q in free or not self._fits(state, piles[q][-1]):
                        continue
                    for b in openings:
                        yield ("shift", q, b)
                    for b in free:
                        yield ("swap", min(q, b), max(q, b))
                    for nb in (self.grid[r - 1][c], self.grid[r + 1][c]):
                        for b in openings if piles[nb] else ():
                            yield ("shift", nb, b)
        for p in self.over_piles:
            if len(piles[p]) == 13:
                yield ("over", p)

    def _fits(self, state, card: int) -> bool:
        return any(self._accepts(state, dst, card) for rt in self.f_zones for dst in rt.piles)

    def apply(self, state, move, log) -> None:
        game, kind = self.game, move[0]
        if kind == "fill":
            gaps = self._gaps(state, True) or self._gaps(state, False)
            for p in gaps:
                if state.piles[game.stock]:
                    game.move_cards(state, log, game.stock, p, 1)
        elif kind == "newrow":
            for p in self.grid[state.vars["rows"]]:
                if state.piles[game.stock]:
                    game.move_cards(state, log, game.stock, p, 1)
            game.set_var(state, log, "rows", state.vars["rows"] + 1)
        elif kind == "shift":
            game.move_cards(state, log, move[1], move[2], 1)
            game.set_var(state, log, "favour", True)
        elif kind == "swap":
            a, b = state.piles[move[1]], state.piles[move[2]]
            game.replace_pile(state, log, move[1], list(b))
            game.replace_pile(state, log, move[2], list(a))
            game.set_var(state, log, "favour", True)
        else:  # over
            game.set_var(state, log, "over", move[1])
            game.set_var(state, log, "favour", True)

    def move_text(self, move) -> str:
        names = self.game.pile_names
        return " ".join([move[0], *(names[p] for p in move[1:])])

    def parse(self, tokens):
        idx = self.game.pile_index
        want = {"fill": 0, "newrow": 0, "over": 1, "shift": 2, "swap": 2}
        if tokens[0] in want and len(tokens) == 1 + want[tokens[0]] and all(t in idx for t in tokens[1:]):
            return (tokens[0], *(idx[t] for t in tokens[1:]))
        return super().parse(tokens)
