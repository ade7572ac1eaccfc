"""Dealing in batches with play during the deal ("The Nation", "Sly", "Louis").

The stock is dealt onto a zone a batch at a time. While a batch is being
dealt, nothing on the zone may be played: its piles are blocked (held face
down, so no other move can take them) until the batch is complete. A card
that turns up fitting a foundation must (or may) be played there at once;
`played_counts` says whether it counts toward the batch and the pile's quota.
Placement is pile by pile (`per_pile` cards each), in rows, or onto any pile
the player chooses (offered best first, so the search tries sensible piles early).
The first batch is dealt at the start (or is a move too); each later one is a
move (`batch`), open once the previous one is complete. With `earlier:
blocked` only the latest batch's cards may be played until the stock is
spent. Optionally the zone is gathered again (from pile `gather_start` on;
the last pile taken up is dealt first, each pile in its dealt order) and
dealt anew, `redeals` times.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import RANKS
from .. import cards
from ..registry import Component, Params, register


class BatchDealParams(Params):
    zone: str = Field(description="The zone the batches are dealt onto.")
    batch: int = Field(ge=1, description="Cards per batch.")
    placement: Literal["piles", "rows", "choose"] = Field(
        description="piles: fill each pile with per_pile cards in turn; rows: one card per pile in turn; "
        "choose: the player picks the pile for every card."
    )
    per_pile: int = Field(1, ge=1, description="placement 'piles': the quota of each pile.")
    foundations: list[str] = Field(default_factory=list, description="Zones a card may be played to as it turns up.")
    play: Literal["must", "may"] = "must"
    played_counts: bool = Field(description="A card played as it turns up counts toward the batch.")
    redeals: int = Field(0, ge=0, description="Times the zone may be gathered (see gather_start) and dealt again.")
    deal_first: bool = Field(True, description="The first batch is dealt at the start (else it is a move too).")
    earlier: Literal["free", "blocked"] = Field(
        "free",
        description="blocked: cards of earlier batches stay blocked, even when uncovered, until the stock is spent; "
        "the zone's cards are then moved by this component (give the zone take 'none').",
    )
    gather_start: int = Field(0, ge=0, description="regather: the pile taken up first (it is dealt last).")


@register
class BatchDeal(Component):
    name = "batch-deal"
    Params = BatchDealParams
    tags = ("deal", "batch", "regather")

    def __init__(self, game, params: BatchDealParams) -> None:
        super().__init__(game, params)
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'batch-deal' needs a stock zone")
        for z in (params.zone, *params.foundations):
            if z not in game.zones:
                raise PatienceError(f"{game.rules.id}: mechanic 'batch-deal' names unknown zone {z!r}")
        self.piles = list(game.zones[params.zone].piles)
        self.fpiles = [p for z in params.foundations for p in game.zones[z].piles]
        self.fzones = [game.zones[z] for z in params.foundations]
        self.built = [rt for rt in self.fzones if rt.spec.build is not None]

    # ------------------------------------------------------------ state: vars "left" (cards still to come in
    # the batch, 0 when none is being dealt), "at" (pile the next card goes to), "given" (cards counted on it),
    # "floor" (pile sizes before the batch), "redealt" (gatherings so far).

    def setup(self, state, log) -> None:
        state.vars["redealt"] = 0
        if self.params.deal_first:
            self._start(state, log)
        else:
            state.vars["left"] = 0
            state.vars["floor"] = tuple(0 for _ in self.piles)

    def _start(self, state, log) -> None:
        g = self.game
        g.set_var(state, log, "left", self.params.batch)
        g.set_var(state, log, "at", 0)
        g.set_var(state, log, "given", 0)
        g.set_var(state, log, "floor", tuple(len(state.piles[p]) for p in self.piles))
        for p in self.piles:
            self._block(state, log, p, len(state.piles[p]))
        self.finish_if_done(state, log)

    def _block(self, state, log, p: int, n: int) -> None:
        if state.down[p] != n:
            log.append(("down", p, state.down[p]))
            state.down[p] = n

    def finish_if_done(self, state, log) -> None:
        """End the batch (unblocking the zone) once it is complete or the stock is spent."""
        if state.vars["left"] and state.piles[self.game.stock] and state.vars["at"] < len(self.piles):
            return
        self.game.set_var(state, log, "left", 0)
        for p in self.piles:
            self._block(state, log, p, 0)

    def _count(self, state, log, placed: bool) -> None:
        g, prm = self.game, self.params
        if not placed and not prm.played_counts:
            return
        g.set_var(state, log, "left", state.vars["left"] - 1)
        if prm.placement == "piles":
            given = state.vars["given"] + 1
            if given == prm.per_pile:
                g.set_var(state, log, "at", state.vars["at"] + 1)
                given = 0
            g.set_var(state, log, "given", given)
        elif prm.placement == "rows":
            g.set_var(state, log, "at", (state.vars["at"] + 1) % len(self.piles))

    # ------------------------------------------------------------ moves

    def moves(self, state):
        piles, stock = state.piles, self.game.stock
        if state.vars["left"]:
            card = piles[stock][-1]
            plays = [("deal", f) for f in self.game.places_for(state, card, self.fzones)]
            yield from plays
            if plays and self.params.play == "must":
                return
            if self.params.placement != "choose":
                yield ("deal", self.piles[state.vars["at"]])
                return
            yield from (("deal", p) for p in self._choices(state, card))
            return
        if self.params.earlier == "blocked":
            yield from self._zone_moves(state)
        if piles[stock]:
            yield ("batch",)
        elif state.vars["redealt"] < self.params.redeals and any(piles[p] for p in self.piles):
            yield ("regather",)

    def _zone_moves(self, state):
        """Moves of the zone's free top cards: to the foundations; onto each other once the stock is spent."""
        g, piles = self.game, state.piles
        spent = not piles[g.stock]
        floor = state.vars["floor"]
        for i, src in enumerate(self.piles):
            if not piles[src] or (not spent and len(piles[src]) <= floor[i]):
                continue
            card = piles[src][-1]
            for dst in self.fpiles:
                if g.accepts(state, dst, card):
                    yield ("m", src, dst, 1)
            if spent:
                for dst in self.piles:
                    if dst != src and piles[dst] and g.accepts(state, dst, card):
                        yield ("m", src, dst, 1)

    def _choices(self, state, card: int) -> list[int]:
        """Piles the player may put the card on (one empty pile), best first: an empty pile, then piles none
        of whose cards the foundations need sooner than this one (closest first), then the rest."""
        piles, need = state.piles, self._needs(state)
        mine = need[card % 52]
        ranked, empty = [], False
        for p in self.piles:
            if not piles[p]:
                if not empty:
                    empty = True
                    ranked.append(((0, -1), p))
                continue
            gap = min(need[c % 52] for c in piles[p]) - mine
            ranked.append(((0, gap) if gap >= 0 else (1, -gap), p))
        return [p for _, p in sorted(ranked)]

    def _needs(self, state) -> list[int]:
        """For each card kind: how many cards of its suit the foundations take before it (13: never)."""
        piles = state.piles
        need = [13] * 52
        for rt in self.built:
            up = rt.spec.build.rank == "up"
            started = set()
            for p in rt.piles:
                if piles[p]:
                    top = piles[p][-1]
                    started.add(cards.suit(top))
                    self._mark(need, cards.suit(top), cards.value(top) + (1 if up else -1), up)
            if rt.spec.space.ranks and any(not piles[p] for p in rt.piles):
                base = RANKS.index(rt.spec.space.ranks[0]) + 1
                for suit in set(range(4)) - started:
                    self._mark(need, suit, base, up)
        return need

    @staticmethod
    def _mark(need: list[int], suit: int, first: int, up: bool) -> None:
        """Cards from `first` on, in the pile's direction, are needed after 0, 1, 2, … others."""
        v, d = first, 0
        while 1 <= v <= 13:
            k = suit * 13 + v - 1
            need[k] = min(need[k], d)
            v, d = (v + 1 if up else v - 1), d + 1

    def apply(self, state, move, log) -> None:
        g = self.game
        if move[0] == "deal":
            dst = move[1]
            placed = dst in self.piles
            g.move_cards(state, log, g.stock, dst, 1)
            if placed:
                self._block(state, log, dst, len(state.piles[dst]))
            self._count(state, log, placed)
            self.finish_if_done(state, log)
        elif move[0] == "batch":
            self._start(state, log)
        else:  # regather: the last pile taken up comes first, each pile in the order it was dealt
            k = self.params.gather_start % len(self.piles)
            taken = self.piles[k:] + self.piles[:k]
            packet = [c for p in reversed(taken) for c in state.piles[p]]
            for p in self.piles:
                g.replace_pile(state, log, p, [])
            g.replace_pile(state, log, g.stock, packet[::-1] + state.piles[g.stock])
            g.set_var(state, log, "redealt", state.vars["redealt"] + 1)
            self._start(state, log)

    def move_text(self, move) -> str:
        if move[0] == "deal":
            return f"deal {self.game.pile_names[move[1]]}"
        return move[0]

    def parse(self, tokens):
        if len(tokens) == 2 and tokens[0] == "deal" and tokens[1] in self.game.pile_index:
            return ("deal", self.game.pile_index[tokens[1]])
        if len(tokens) == 1 and tokens[0] in ("batch", "regather"):
            return (tokens[0],)
        return super().parse(tokens)
