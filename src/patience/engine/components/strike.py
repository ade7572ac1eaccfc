"""Striking out a chosen suit ("De hoop"): a procedure whose only decision is the suit.

Cards are laid from the stock in sets, one on each place of a row (on the
card already there, or in the opening); every card of the chosen suit among a
set is struck out to the discard. After a number of sets the cards left in the
hand and on the table are mixed (shuffled) into a new stock, and the laying is
repeated. Won when, after the last laying, every card of the chosen suit is
struck out. Used by Hagenaar No. 2.
"""

from __future__ import annotations

from pydantic import Field

from ...errors import PatienceError
from ...rules.model import SUITS
from .. import cards
from ..registry import Component, Params, register
from ..shuffle import shuffled


class StrikeParams(Params):
    zone: str = Field(description="The places of the row; each set puts one card on every place.")
    discard: str = Field(description="Zone the struck cards go to.")
    choice: str = Field(description="Name of the choice that names the suit (its options are C, D, H, S).")
    sets: int = Field(ge=1, description="Sets laid in one laying.")
    layings: int = Field(ge=1, description="Layings in all; the cards are mixed between two layings.")


@register
class Strike(Component):
    name = "strike"
    Params = StrikeParams
    tags = ("lay", "mix")
    exclusive = True

    def __init__(self, game, params: StrikeParams) -> None:
        super().__init__(game, params)
        if game.stock is None:
            raise PatienceError(f"{game.rules.id}: mechanic 'strike' needs a stock zone")
        choice = next((c for c in game.rules.choices if c.name == params.choice), None)
        if choice is None or not set(choice.options) <= set(SUITS):
            raise PatienceError(f"{game.rules.id}: mechanic 'strike' needs a choice '{params.choice}' of suits C D H S")
        self.places = list(game.zones[params.zone].piles)
        self.discard = game.zones[params.discard].start

    def _suit(self, state) -> int:
        return SUITS.index(state.vars["choice:" + self.params.choice])

    def setup(self, state, log) -> None:
        state.vars["laying"] = 0
        state.vars["sets"] = 0

    def moves(self, state):
        if state.vars["sets"] < self.params.sets:
            if state.piles[self.game.stock]:
                yield ("lay",)
        elif state.vars["laying"] + 1 < self.params.layings:
            yield ("mix",)

    def apply(self, state, move, log) -> None:
        game, stock = self.game, self.game.stock
        if move[0] == "lay":
            suit = self._suit(state)
            for p in self.places:
                if not state.piles[stock]:
                    break
                game.move_cards(state, log, stock, p, 1)
                if cards.suit(state.piles[p][-1]) == suit:
                    game.move_cards(state, log, p, self.discard, 1)
            game.set_var(state, log, "sets", state.vars["sets"] + 1)
            return
        packet = list(state.piles[stock])
        for p in self.places:
            packet.extend(state.piles[p])
            if state.piles[p]:
                game.replace_pile(state, log, p, [])
        laying = state.vars["laying"] + 1
        game.replace_pile(state, log, stock, shuffled(packet, state.seed, stream=laying))
        game.set_var(state, log, "laying", laying)
        game.set_var(state, log, "sets", 0)

    def won(self, state) -> bool:
        if "choice:" + self.params.choice not in state.vars or any(True for _ in self.moves(state)):
            return False
        suit = self._suit(state)
        return all(cards.suit(c) != suit for p in range(len(state.piles)) if p != self.discard for c in state.piles[p])

    def parse(self, tokens):
        if tokens in (["lay"], ["mix"]):
            return (tokens[0],)
        return super().parse(tokens)
