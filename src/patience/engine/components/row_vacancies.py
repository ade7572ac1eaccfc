"""Rows dealt over columns, with vacancies refilled from the pack ("The Congress").

The stock is dealt in rows, one card onto every column of `zone`, each row
covering the one before. A column holding fewer cards than rows dealt has
vacancies; `refill` fills them from the stock, uppermost rows first (the
shortest column first, left to right), together with the empty packets of
`reserve` among its first `reserve_piles`. A new row (`lay`) may only be dealt
once no vacancy is left. When the stock is spent, any free top card of `zone`
may start a packet in an empty pile of `reserve` (`open`), which then holds
up to all its piles.
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ..registry import Component, Params, register


class RowVacancyParams(Params):
    zone: str = Field(description="The columns the rows are dealt over.")
    reserve: str = Field(description="Packets refilled from the stock while it lasts, then from the columns.")
    reserve_piles: int = Field(ge=0, description="How many reserve packets there are while the stock lasts.")


@register
class RowVacancies(Component):
    name = "row-vacancies"
    Params = RowVacancyParams
    tags = ("lay", "refill", "open")  # "row" is the executor's own deal-row move

    def __init__(self, game, params: RowVacancyParams) -> None:
        super().__init__(game, params)
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'row-vacancies' needs a stock zone")
        for z in (params.zone, params.reserve):
            if z not in game.zones:
                raise PatienceError(f"{game.rules.id}: mechanic 'row-vacancies' names unknown zone {z!r}")
        self.columns = list(game.zones[params.zone].piles)
        self.reserve = list(game.zones[params.reserve].piles)
        if params.reserve_piles > len(self.reserve):
            raise PatienceError(
                f"{game.rules.id}: mechanic 'row-vacancies' reserve_piles {params.reserve_piles} "
                f"exceeds the {len(self.reserve)} piles of '{params.reserve}'"
            )

    def setup(self, state, log) -> None:
        state.vars["rows"] = max(len(state.piles[p]) for p in self.columns)

    def _vacant(self, state) -> bool:
        piles, rows = state.piles, state.vars["rows"]
        held = sum(1 for p in self.reserve if piles[p])
        return any(len(piles[p]) < rows for p in self.columns) or held < self.params.reserve_piles

    def moves(self, state):
        piles, stock = state.piles, self.game.stock
        if piles[stock]:
            yield ("refill",) if self._vacant(state) else ("lay",)
            return
        space = next((p for p in self.reserve if not piles[p]), None)
        if space is not None:
            for src in self.columns:
                if piles[src]:
                    yield ("open", src, space)

    def apply(self, state, move, log) -> None:
        g, piles, stock = self.game, state.piles, self.game.stock
        if move[0] == "lay":
            for p in self.columns:
                if piles[stock]:
                    g.move_cards(state, log, stock, p, 1)
            g.set_var(state, log, "rows", state.vars["rows"] + 1)
        elif move[0] == "refill":
            rows = state.vars["rows"]
            while piles[stock]:
                short = min(self.columns, key=lambda p: len(piles[p]))
                if len(piles[short]) >= rows:
                    break
                g.move_cards(state, log, stock, short, 1)
            held = sum(1 for p in self.reserve if piles[p])
            for p in self.reserve:
                if held >= self.params.reserve_piles or not piles[stock]:
                    break
                if not piles[p]:
                    g.move_cards(state, log, stock, p, 1)
                    held += 1
        else:
            g.move_cards(state, log, move[1], move[2], 1)

    def move_text(self, move) -> str:
        if move[0] == "open":
            names = self.game.pile_names
            return f"open {names[move[1]]} {names[move[2]]}"
        return move[0]

    def parse(self, tokens):
        idx = self.game.pile_index
        if tokens in (["lay"], ["refill"]):
            return (tokens[0],)
        if tokens[0] == "open" and len(tokens) == 3 and tokens[1] in idx and tokens[2] in idx:
            return ("open", idx[tokens[1]], idx[tokens[2]])
        return super().parse(tokens)
