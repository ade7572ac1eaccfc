"""Two players taking turns, each with his own pack (Hagenaar No. 48–50).

Zones belong to players through the `players` parameter (a map of roles to
zone ids for player A, then player B). Each player's pack is shuffled on its
own (pack copy 0 is A's, copy 1 is B's), and the rule set's setup steps that
deal to a player's zones are dealt from his pack, the rest staying in his
stock. `state.vars["turn"]` is the player on turn (0 = A, 1 = B). The start
is player A's, or goes to the higher of two cards drawn at random (ace high,
ties drawn again), as part of the seeded deal.

`two-player-pairs` (cooperative, "De sympathie"): the player on turn turns the
top card of his first covered pile; a card identical to an open top card of
the partner's piles is set aside with it and the same pile turned again, any
other card stays open. After his last covered pile the turn passes; play ends
when the player on turn has no covered pile. A partner's pile whose open card
was set aside stays covered until his turn. Reserve cards, where the rules
have them, are paired with an identical open card of the partner only when
nothing else goes. Won (by both) when every card is paired.

`two-player-race` ("Over en weer", "De kibbel-patience"): the player on turn
turns his stock one card at a time. A card that fits a foundation or a help
pile (by their builds) must be placed on one; a misfit goes to his own talon
or onto a `load` pile of the opponent whose build accepts it, and either way
ends the turn. Reserve tops go to the foundations, help packets move whole
onto a foundation (the space refilled from the talon, then the stock, of the
player on turn), and a spent stock is replaced by the talon, turned over, on
its owner's turn. A player with nothing to do passes. The first player whose
`out` zones (stock, talon, reserve) are empty wins; a game in which nothing can be placed
any more ends undecided.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ...errors import PatienceError
from .. import cards
from ..registry import Component, Params, register
from ..shuffle import SplitMix64, shuffled

PLAYERS = ("A", "B")
_PACK_STREAM = 1 << 19  # shuffle streams of the two packs (re-deals use small streams)
_DRAW_STREAM = _PACK_STREAM + 2


class PlayerZones(Params):
    stock: str | None = Field(None, description="The pack in the player's hand.")
    talon: str | None = None
    reserve: str | None = None
    piles: str | None = Field(None, description="pairs: the player's piles.")
    help: str | None = Field(None, description="race: the help piles the player lays out.")


class TwoPlayerParams(Params):
    players: list[PlayerZones] = Field(min_length=2, max_length=2, description="Zones of player A, then B.")
    start: Literal["A", "draw"] = Field("A", description="Who begins: A, or the higher of two drawn cards.")


class TwoPlayer(Component):
    """Ownership of zones, own packs, the turn and the deal shared by both games."""

    roles: tuple[str, ...] = ()

    def __init__(self, game, params) -> None:
        super().__init__(game, params)
        if game.rules.deck.packs != 2:
            raise PatienceError(f"{game.rules.id}: mechanic '{self.name}' needs two packs, one per player")
        self.zone_owner: dict[str, int] = {}
        self.mine: list[dict[str, list[int]]] = []
        for i, pz in enumerate(params.players):
            found = {}
            for role in PlayerZones.model_fields:
                zid = getattr(pz, role)
                if zid is None:
                    continue
                if role not in ("stock", *self.roles):
                    raise PatienceError(f"{game.rules.id}: mechanic '{self.name}' has no use for a {role} zone")
                if zid not in game.zones:
                    raise PatienceError(f"{game.rules.id}: mechanic '{self.name}' player {PLAYERS[i]} {role} "
                                        f"names unknown zone '{zid}'")
                self.zone_owner[zid] = i
                found[role] = list(game.zones[zid].piles)
            if "stock" not in found:
                raise PatienceError(f"{game.rules.id}: mechanic '{self.name}' player {PLAYERS[i]} needs a stock")
            self.mine.append(found)
        self.owner = {p: i for i, z in enumerate(self.mine) for ps in z.values() for p in ps}
        self.positional_zones = tuple(self.zone_owner)

    # ------------------------------------------------------------------ deal

    def _steps(self, player: int) -> list:
        return [s for s in self.game.rules.setup if s.action == "deal" and self.zone_owner.get(s.to) == player]

    def setup(self, state, log) -> None:
        game = self.game
        for p in range(len(state.piles)):
            state.piles[p] = []
            state.down[p] = 0
        for i in (0, 1):
            own = [c for c in game.pack if c // 52 == i]
            state.piles[self.mine[i]["stock"][0]] = shuffled(own, state.seed, stream=_PACK_STREAM + i)
        state.vars["turn"] = self._starter(state) if self.params.start == "draw" else 0
        for i in self.layout_at_setup(state):
            self.lay_out(state, log, i)

    def layout_at_setup(self, state) -> list[int]:
        """The players who lay out their setup zones before play starts."""
        return [0, 1]

    def _starter(self, state) -> int:
        """Each draws a card at random from the other's pack; the higher (ace high) begins."""
        rng = SplitMix64(state.seed * (1 << 20) + _DRAW_STREAM)
        packs = [state.piles[z["stock"][0]] for z in self.mine]
        while True:
            drawn = [p[rng.below(len(p))] for p in packs]
            a, b = ((cards.value(c) - 2) % 13 for c in drawn)
            if a != b:
                state.vars["drawn"] = " ".join(f"{n}:{cards.text(c)}" for n, c in zip(PLAYERS, drawn))
                return 0 if a > b else 1

    def lay_out(self, state, log, player: int) -> None:
        """Deal the player's setup steps from the top of his stock (logged, so it can be undone)."""
        game = self.game
        stock = self.mine[player]["stock"][0]
        for step in self._steps(player):
            rt = game.zones[step.to]
            counts = step.counts if isinstance(step.counts, list) else [step.counts] * rt.count
            order = (
                [i for r in range(max(counts)) for i in range(rt.count) if counts[i] > r]
                if step.order == "rows"
                else [i for i in range(rt.count) for _ in range(counts[i])]
            )
            for i in order:
                if not state.piles[stock]:
                    raise PatienceError(f"{game.rules.id}: player {PLAYERS[player]}'s pack runs out dealing to '{step.to}'")
                game.move_cards(state, log, stock, rt.start + i, 1)
            for i, c in enumerate(counts):
                hidden = {"up": 0, "down": c, "top-up": max(c - 1, 0)}[step.face]
                self.game.set_down(state, log, rt.start + i, hidden)

    # ------------------------------------------------------------------ helpers

    def pass_turn(self, state, log) -> None:
        self.game.set_var(state, log, "turn", 1 - state.vars["turn"])

    def target(self, move) -> int | None:
        """The pile a move puts a card on (for policies), if any."""
        return None

    def winner(self, state) -> str | None:
        """'A', 'B', 'both', or None while (or when) nobody has won."""
        raise NotImplementedError

    def won(self, state) -> bool:
        return self.winner(state) is not None

    def _pile(self, token: str) -> int:
        idx = self.game.pile_index.get(token)
        if idx is None:
            raise PatienceError(f"move: no pile named {token!r}")
        return idx


class PairsParams(TwoPlayerParams):
    discard: str = Field(description="Zone the paired cards are set aside to.")


@register
class TwoPlayerPairs(TwoPlayer):
    name = "two-player-pairs"
    Params = PairsParams
    tags = ("flip", "pair")
    exclusive = True
    roles = ("piles", "reserve")

    def __init__(self, game, params: PairsParams) -> None:
        super().__init__(game, params)
        if any("piles" not in z for z in self.mine):
            raise PatienceError(f"{game.rules.id}: mechanic 'two-player-pairs' needs piles for both players")
        self.discard = game.zones[params.discard].start
        self.reserves = {p for z in self.mine for p in z.get("reserve", [])}

    def _covered(self, state, player: int) -> int | None:
        """The player's first pile whose top card lies face down."""
        return next((p for p in self.mine[player]["piles"] if state.piles[p] and state.down[p] == len(state.piles[p])), None)

    def _open(self, state, player: int, reserve: bool) -> dict[int, int]:
        """Kind of each open card of the player -> its pile (pile tops, and reserve cards if asked)."""
        piles = self.mine[player]["piles"] + (self.mine[player].get("reserve", []) if reserve else [])
        return {state.piles[p][-1] % 52: p for p in piles if len(state.piles[p]) > state.down[p]}

    def moves(self, state):
        turn = state.vars["turn"]
        if self._covered(state, turn) is not None:
            yield ("flip",)
            return
        for a in (0, 1):
            partner = self._open(state, 1 - a, reserve=True)
            for r in self.mine[a].get("reserve", []):
                q = partner.get(state.piles[r][-1] % 52) if state.piles[r] else None
                if q is not None and not (a == 1 and q in self.reserves):  # reserve with reserve: listed once
                    yield ("pair", r, q)

    def _set_aside(self, state, log, a: int, b: int) -> None:
        for p in (a, b):
            self.game.move_cards(state, log, p, self.discard, 1)
            self.game.set_down(state, log, p, len(state.piles[p]))  # what lay under an open card stays covered

    def apply(self, state, move, log) -> None:
        turn = state.vars["turn"]
        if move[0] == "pair":
            self._set_aside(state, log, move[1], move[2])
            waiting = [i for i in (0, 1) if self._covered(state, i) is not None]
            if waiting and waiting[0] != turn:
                self.pass_turn(state, log)
            return
        p = self._covered(state, turn)
        self.game.set_down(state, log, p, state.down[p] - 1)
        match = self._open(state, 1 - turn, reserve=False).get(state.piles[p][-1] % 52)
        if match is not None:
            self._set_aside(state, log, p, match)
        if self._covered(state, turn) is None:
            self.pass_turn(state, log)

    def winner(self, state) -> str | None:
        return "both" if not any(state.piles[p] for p in self.owner) else None

    def move_text(self, move) -> str:
        names = self.game.pile_names
        return "flip" if move[0] == "flip" else f"pair {names[move[1]]} {names[move[2]]}"

    def parse(self, tokens):
        if tokens == ["flip"]:
            return ("flip",)
        if tokens[0] == "pair" and len(tokens) == 3:
            return ("pair", self._pile(tokens[1]), self._pile(tokens[2]))
        return super().parse(tokens)


class RaceParams(TwoPlayerParams):
    foundations: str = Field(description="The shared foundation zone.")
    load: list[Literal["talon", "reserve"]] = Field(
        ["talon"], description="The opponent's piles a misfit may be put on, when their build accepts it."
    )
    late_layout: bool = Field(False, description="The second player lays out his setup zones at his first turn.")
    layout_plays: bool = Field(
        False, description="At the layout, help cards that fit a foundation are played and replaced from the stock."
    )
    out: list[Literal["stock", "talon", "reserve"]] = Field(
        ["stock", "talon", "reserve"], min_length=1, description="The player's zones that must be empty for him to be out."
    )


@register
class TwoPlayerRace(TwoPlayer):
    name = "two-player-race"
    Params = RaceParams
    tags = ("play", "move", "pickup", "pass")
    exclusive = True
    roles = ("talon", "reserve", "help")

    def facts(self) -> dict:
        return {"redeals": "unlimited"}  # a player takes his talon up as often as needed

    def __init__(self, game, params: RaceParams) -> None:
        super().__init__(game, params)
        if any("talon" not in z for z in self.mine):
            raise PatienceError(f"{game.rules.id}: mechanic 'two-player-race' needs a talon for both players")
        self.found = list(game.zones[params.foundations].piles)
        self.helps = [p for z in self.mine for p in z.get("help", [])]

    def layout_at_setup(self, state) -> list[int]:
        starter = state.vars["turn"]
        players = [starter] if self.params.late_layout else [0, 1]
        state.vars["laid"] = tuple(i in players for i in (0, 1))
        state.vars["fruitless"] = 0
        return players

    def lay_out(self, state, log, player: int) -> None:
        super().lay_out(state, log, player)
        if self.params.layout_plays:
            moved = True
            while moved:
                moved = False
                for h in self.mine[player].get("help", []):
                    dst = next(self._fits(state, self.found, state.piles[h][-1]), None) if state.piles[h] else None
                    if dst is not None:
                        self.game.move_cards(state, log, h, dst, 1)
                        self._refill(state, log, h, player)
                        moved = True

    # ------------------------------------------------------------------ rules

    def _fits(self, state, piles, card):
        """Piles of `piles` that take `card` (one empty pile per zone: spaces are alike)."""
        seen_space = set()
        for p in piles:
            if self.game.accepts(state, p, card):
                if not state.piles[p]:
                    zone = self.game.pile_zone[p].spec.id
                    if zone in seen_space:
                        continue
                    seen_space.add(zone)
                yield p

    def _laid_helps(self, state) -> list[int]:
        return [p for p in self.helps if state.vars["laid"][self.owner[p]]]

    def _out(self, state, player: int) -> bool:
        z = self.mine[player]
        return not any(state.piles[p] for role in self.params.out for p in z.get(role, []))

    def winner(self, state) -> str | None:
        return next((PLAYERS[i] for i in (0, 1) if self._out(state, i)), None)

    def _optional(self, state, player: int) -> list:
        """The player's moves of reserve tops and help packets onto the foundations."""
        out = []
        for p in [*self.mine[player].get("reserve", []), *self._laid_helps(state)]:
            if state.piles[p]:
                out += [("move", p, f) for f in self._fits(state, self.found, state.piles[p][-1])]
        return out

    def blocked(self, state) -> bool:
        """Nothing can ever be placed again: every card in the players' packs and talons has been
        turned since the last placement (4 turns per card suffice) and no reserve top or help
        packet fits a foundation."""
        live = sum(len(state.piles[z[r][0]]) for z in self.mine for r in ("stock", "talon"))
        return state.vars["fruitless"] >= 4 * live + 2 and not any(self._optional(state, i) for i in (0, 1))

    def moves(self, state):
        if self.winner(state) is not None or self.blocked(state):
            return
        turn = state.vars["turn"]
        mine = self.mine[turn]
        optional = self._optional(state, turn)
        stock = mine["stock"][0]
        if state.piles[stock]:
            card = state.piles[stock][-1]
            fits = [*self._fits(state, self.found, card), *self._fits(state, self._laid_helps(state), card)]
            if not fits:
                opp = self.mine[1 - turn]
                loads = [p for role in self.params.load for p in opp.get(role, [])] if state.vars["laid"][1 - turn] else []
                fits = [mine["talon"][0], *(p for p in loads if state.piles[p] and self.game.accepts(state, p, card))]
            yield from optional
            for dst in fits:
                yield ("play", dst)
        elif state.piles[mine["talon"][0]]:
            yield from optional
            yield ("pickup",)
        elif optional:
            yield from optional
        else:
            yield ("pass",)

    def apply(self, state, move, log) -> None:
        game, turn = self.game, state.vars["turn"]
        mine = self.mine[turn]
        if move[0] == "play":
            dst = move[1]
            game.move_cards(state, log, mine["stock"][0], dst, 1)
            if dst == mine["talon"][0] or self.owner.get(dst) == 1 - turn:
                game.set_var(state, log, "fruitless", state.vars["fruitless"] + 1)
                self._end_turn(state, log)
            elif state.vars["fruitless"]:
                game.set_var(state, log, "fruitless", 0)
        elif move[0] == "move":
            src, dst = move[1], move[2]
            if src in self.helps:
                game.move_cards(state, log, src, dst, len(state.piles[src]), reverse=True)
                self._refill(state, log, src, turn)
            else:
                game.move_cards(state, log, src, dst, 1)
            if state.vars["fruitless"]:
                game.set_var(state, log, "fruitless", 0)
        elif move[0] == "pickup":
            talon, stock = mine["talon"][0], mine["stock"][0]
            game.replace_pile(state, log, stock, state.piles[talon][::-1])
            game.replace_pile(state, log, talon, [])
        else:  # pass
            game.set_var(state, log, "fruitless", state.vars["fruitless"] + 1)
            self._end_turn(state, log)

    def _refill(self, state, log, space: int, player: int) -> None:
        """A help space takes the top card of the player's talon, else of his stock."""
        for role in ("talon", "stock"):
            src = self.mine[player][role][0]
            if state.piles[src]:
                self.game.move_cards(state, log, src, space, 1)
                return

    def _end_turn(self, state, log) -> None:
        self.pass_turn(state, log)
        nxt = state.vars["turn"]
        if not state.vars["laid"][nxt] and self.winner(state) is None:
            laid = list(state.vars["laid"])
            laid[nxt] = True
            self.game.set_var(state, log, "laid", tuple(laid))
            self.lay_out(state, log, nxt)

    def target(self, move) -> int | None:
        return move[1] if move[0] == "play" else move[2] if move[0] == "move" else None

    def move_text(self, move) -> str:
        names = self.game.pile_names
        if move[0] == "play":
            return f"play {names[move[1]]}"
        if move[0] == "move":
            return f"move {names[move[1]]}>{names[move[2]]}"
        return move[0]

    def parse(self, tokens):
        if tokens in (["pickup"], ["pass"]):
            return (tokens[0],)
        if tokens[0] == "play" and len(tokens) == 2:
            return ("play", self._pile(tokens[1]))
        if tokens[0] == "move" and len(tokens) == 2 and ">" in tokens[1]:
            src, _, dst = tokens[1].partition(">")
            return ("move", self._pile(src), self._pile(dst))
        return super().parse(tokens)
