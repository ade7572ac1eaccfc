"""Small procedures: `tuck`, `cycle`, `swap`, `fetch`, `flip`, `strip` and `pass`.

Tuples and texts: tuck `(rule,)` `tuck`; cycle `(rule, pile)` `cycle t3`; swap
`(rule, a, b, shift)` `swap t3 t7` (exchange) or `swap t3>t7` (into a space);
fetch `(rule, pile)` `fetch t3`; flip `(rule,)` `flip`; strip `(rule, heap)`
`strip h2`; pass `(rule,)` `pass`. State: tuck `<id>.at` (the pile play goes on
from, -1 for the feed), strip `<id>.next` (the next heap).
"""

from __future__ import annotations

from typing import Iterator

from .. import cards
from ...errors import PatienceError
from .. import relations
from ...rules.model import RANKS, SUITS, CollectRule, CycleRule, FetchRule, FlipRule, LiftRule, PassRule, StripRule, SwapRule, TuckRule
from ..state import Log, State, replace_pile, set_down, set_var
from . import RuleRT


class TuckRT(RuleRT):
    spec: TuckRule

    def __init__(self, game, spec, index) -> None:
        super().__init__(game, spec, index)
        rt = game.zones[spec.zone]
        labels = rt.spec.labels
        if labels is None or len(labels) != rt.count:
            raise PatienceError(f"{game.rules.id}: tuck rule {spec.id!r} needs zone {spec.zone!r} to label each of its {rt.count} piles")
        names = RANKS if spec.key == "rank" else SUITS
        bad = [x for x in labels if x not in names]
        if bad:
            raise PatienceError(f"{game.rules.id}: zone {spec.zone!r} labels {bad} are not {spec.key}s")
        self.pile_of = {names.index(x): rt.start + i for i, x in enumerate(labels)}
        self.first = -1 if spec.feed else rt.start + spec.start
        self.feed = game.zones[spec.feed].start if spec.feed else None
        self.aside = game.zones[spec.aside].start if spec.aside else None

    def init(self, st: State) -> None:
        st.vars[self.key + ".at"] = self.first

    def _label(self, card: int) -> int:
        return cards.value(card) - 1 if self.spec.key == "rank" else cards.suit(card)

    def _at(self, st: State) -> int:
        at = st.vars[self.key + ".at"]
        return self.feed if at == -1 else at  # type: ignore[return-value]

    def moves(self, st: State) -> Iterator[tuple]:
        at = self._at(st)
        pile = st.piles[at]
        if not pile:
            return
        if self.spec.covered and at != self.feed and st.up(at) > 0:
            return  # the pile's own cards are all taken: what lies on top was tucked there
        if self.pile_of.get(self._label(pile[-1])) is None and self.aside is None:
            return
        yield (self.index,)

    def apply(self, st: State, move: tuple, log: Log) -> None:
        g = self.game
        at = self._at(st)
        dst = self.pile_of.get(self._label(st.piles[at][-1]))
        if dst is None:
            g.move(st, log, at, self.aside, 1)  # type: ignore[arg-type]
            set_var(st, log, self.key + ".at", -1 if self.feed is not None else at)
            return
        g.tuck(st, log, at, dst)
        set_var(st, log, self.key + ".at", dst)


class CycleRT(RuleRT):
    spec: CycleRule

    def moves(self, st: State) -> Iterator[tuple]:
        for p in self.piles(st, [self.spec.zone]):
            if st.down[p] and st.up(p) > 0:
                yield (self.index, p)

    def apply(self, st: State, move: tuple, log: Log) -> None:
        self.game.tuck(st, log, move[1], move[1])

    def text(self, move: tuple) -> str:
        return f"{self.spec.id} {self.name(move[1])}"


class SwapRT(RuleRT):
    spec: SwapRule

    def __init__(self, game, spec, index) -> None:
        super().__init__(game, spec, index)
        self.mask = relations.mask(spec.cards)
        self.other_mask = relations.mask(spec.other.cards if spec.other else None)

    def _open(self, st: State, zones: list[str], mask: int) -> list[int]:
        """The piles of `zones` with a face-up top card matching `mask`."""
        piles = st.piles
        return [p for p in self.piles(st, zones) if piles[p] and st.up(p) > 0 and mask >> cards.kind(piles[p][-1]) & 1]

    def _pairs(self, full: list[int], st: State) -> Iterator[tuple[int, int]]:
        """(a, b): a before b of `full`, or with `other` each of `full` with each open pile of `other.zones`."""
        if self.spec.other is None:
            for i, a in enumerate(full):
                for b in full[i + 1 :]:
                    yield a, b
            return
        second = self._open(st, self.spec.other.zones, self.other_mask)
        for a in full:
            for b in second:
                if a != b:
                    yield a, b

    def moves(self, st: State) -> Iterator[tuple]:
        g, piles = self.game, st.piles
        ps = self.piles(st, self.spec.zones)
        full = self._open(st, self.spec.zones, self.mask)
        for a, b in self._pairs(full, st):
            if self.spec.differ and cards.value(piles[a][-1]) == cards.value(piles[b][-1]):
                continue
            m = (self.index, a, b, 0)
            if self._useful(st, m):
                yield m
        if self.spec.shift:
            for a in full:
                for b in ps:
                    if not piles[b] and g.space_accepts(st, g.pile_zone[b], b, piles[a][-1]):
                        m = (self.index, a, b, 1)
                        if self._useful(st, m):
                            yield m

    def _useful(self, st: State, move: tuple) -> bool:
        return self.spec.useful is None or self.game.useful(st, move, self, self.spec.useful)

    def apply(self, st: State, move: tuple, log: Log) -> None:
        _, a, b, shift = move
        g = self.game
        if shift:
            g.move(st, log, a, b, 1)
            return
        pa, pb = st.piles[a], st.piles[b]
        ca, cb = pa[-1], pb[-1]
        replace_pile(st, log, a, pa[:-1] + [cb], st.down[a])
        replace_pile(st, log, b, pb[:-1] + [ca], st.down[b])

    def text(self, move: tuple) -> str:
        _, a, b, shift = move
        return f"{self.spec.id} {self.name(a)}>{self.name(b)}" if shift else f"{self.spec.id} {self.name(a)} {self.name(b)}"


class FetchRT(RuleRT):
    spec: FetchRule

    def __init__(self, game, spec, index) -> None:
        super().__init__(game, spec, index)
        self.mask = relations.mask(spec.cards)

    def _source(self, st: State) -> int | None:
        return self.game.stock if self.spec.from_ is None else self.piles(st, [self.spec.from_])[0]

    def _found(self, st: State) -> int | None:
        src = self._source(st)
        if src is None:
            return None
        pile = st.piles[src]
        return next((i for i in range(len(pile) - 1, -1, -1) if self.mask >> cards.kind(pile[i]) & 1), None)

    def moves(self, st: State) -> Iterator[tuple]:
        if self._found(st) is None:
            return
        for p in self.piles(st, [self.spec.zone]):
            if st.piles[p]:
                yield (self.index, p)

    def apply(self, st: State, move: tuple, log: Log) -> None:
        src = self._source(st)
        assert src is not None
        j = self._found(st)
        assert j is not None
        p = move[1]
        stock, pile = list(st.piles[src]), st.piles[p]
        stock[j], got = pile[-1], stock[j]
        replace_pile(st, log, src, stock, st.down[src])
        replace_pile(st, log, p, pile[:-1] + [got], st.down[p])

    def text(self, move: tuple) -> str:
        return f"{self.spec.id} {self.name(move[1])}"


class FlipRT(RuleRT):
    spec: FlipRule

    def _first(self, st: State) -> int | None:
        return next((p for p in self.piles(st, [self.spec.zone]) if st.piles[p] and st.up(p) == 0), None)

    def moves(self, st: State) -> Iterator[tuple]:
        if self._first(st) is not None:
            yield (self.index,)

    def apply(self, st: State, move: tuple, log: Log) -> None:
        p = self._first(st)
        assert p is not None
        set_down(st, log, p, st.down[p] - 1)


class StripRT(RuleRT):
    spec: StripRule

    def __init__(self, game, spec, index) -> None:
        super().__init__(game, spec, index)
        self.mask = relations.mask(spec.until)

    def init(self, st: State) -> None:
        st.vars[self.key + ".next"] = 0

    def _next(self, st: State) -> int | None:
        heaps = self.piles(st, [self.spec.zone])
        start = st.vars[self.key + ".next"]
        return next((p for p in heaps[start:] if st.piles[p]), None)

    def moves(self, st: State) -> Iterator[tuple]:
        p = self._next(st)
        if p is not None:
            yield (self.index, p)

    def apply(self, st: State, move: tuple, log: Log) -> None:
        p = move[1]
        pile = st.piles[p]
        order = list(reversed(pile)) if self.spec.turn == "top" else list(pile)
        cut = next((i for i, c in enumerate(order) if self.mask >> cards.kind(c) & 1), len(order))
        rest = order[cut:]
        rest.reverse()  # the target card on top
        to = self.piles(st, [self.spec.to])[0]
        replace_pile(st, log, to, st.piles[to] + order[:cut])
        replace_pile(st, log, p, rest)
        heaps = self.piles(st, [self.spec.zone])
        set_var(st, log, self.key + ".next", heaps.index(p) + 1)

    def on_redeal(self, st: State, log: Log) -> None:
        set_var(st, log, self.key + ".next", 0)

    def text(self, move: tuple) -> str:
        return f"{self.spec.id} {self.name(move[1])}"


class LiftRT(RuleRT):
    spec: LiftRule

    def _pairs(self, st: State) -> list[tuple[int, int]]:
        return [(a, b) for a, b in zip(self.piles(st, [self.spec.from_]), self.piles(st, [self.spec.to])) if st.piles[a] and st.up(a) > 0]

    def moves(self, st: State) -> Iterator[tuple]:
        if self._pairs(st):
            yield (self.index,)

    def apply(self, st: State, move: tuple, log: Log) -> None:
        for a, b in self._pairs(st):
            self.game.move(st, log, a, b, 1)


class CollectRT(RuleRT):
    spec: CollectRule

    def _plan(self, st: State) -> tuple[list[tuple[int, int]], int | None]:
        """(pile, cards taken) left to right, and the pile they are gathered on."""
        g, piles = self.game, st.piles
        ps = self.piles(st, [self.spec.zone])
        used = [p for p in ps if piles[p]]
        if not used:
            return [], None
        after = ps.index(used[-1]) + 1
        dst = next((p for p in ps[after:] if not piles[p]), None)
        taken = [(p, g.run_length(st, p)) for p in used if len(piles[p]) > 1 and st.up(p) > 0]
        return [(p, min(k, len(piles[p]) - 1) if k >= len(piles[p]) else k) for p, k in taken], dst

    def moves(self, st: State) -> Iterator[tuple]:
        taken, dst = self._plan(st)
        if taken and dst is not None:
            yield (self.index,)

    def apply(self, st: State, move: tuple, log: Log) -> None:
        taken, dst = self._plan(st)
        assert dst is not None
        for p, k in taken:
            self.game.move(st, log, p, dst, k)


class PassRT(RuleRT):
    spec: PassRule

    def moves(self, st: State) -> Iterator[tuple]:
        yield (self.index,)

    def apply(self, st: State, move: tuple, log: Log) -> None:
        pass
