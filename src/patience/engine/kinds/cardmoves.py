"""`move` (cards from pile to pile) and `draw` (stock cards turned onto a talon).

Move tuples: `(rule, src, dst, n, depth)`: n cards (n > 1 for runs, piles and
packets), or the one card `depth` from the top of src (depth > 1 only from a
zone whose every card is free). Text: `src>dst`, `src>dst:n`, `src/depth>dst`.
Draw tuples: `(rule, src, dst)`, text `src>dst`.
"""

from __future__ import annotations

from typing import Iterator

from .. import cards
from .. import relations
from ...rules.model import DrawRule, MoveRule
from ..state import Log, State, set_down, set_var
from . import RuleRT


class MoveRT(RuleRT):
    card_moves = True
    spec: MoveRule

    def __init__(self, game, spec, index) -> None:
        super().__init__(game, spec, index)
        s = spec
        self.card_mask = relations.mask(s.cards)
        self.stay_mask = relations.mask(s.stay) if s.stay else 0
        self.tables = game.build_tables(s.build) if s.build is not None else None
        self.prefer = game.build_tables(s.prefer) if s.prefer is not None else None
        self.only_to = {game.pile_index[a]: {game.pile_index[b] for b in bs} for a, bs in s.only_to.items()}

    def init(self, st: State) -> None:
        if self.spec.one_pile:
            st.vars[self.key + ".pile"] = -1

    # ------------------------------------------------------------ listing

    def _top_mask(self, st: State, d: int) -> int:
        """The kinds the rule may place on the (non-empty) pile d now."""
        g = self.game
        rt = g.pile_zone[d]
        build = self.spec.build or rt.spec.build
        if build is None or self.spec.to_space == "only" or not g.pile_open(st, rt, d):
            return 0
        tab = g.table_for(st, rt, d, self.spec.build, self.tables)
        return tab[st.piles[d][-1] % 52] if tab is not None else 0

    def destinations(self, st: State, only: int | None = None) -> tuple[list[int], list[int | None], int, bool]:
        """The destination piles (or just pile `only`, if it is one), what each takes now (a kind mask; None for a
        space), their union, any space."""
        s, piles = self.spec, st.piles
        dests = self.piles(st, s.to)
        if only is not None:
            dests = [only] if only in dests else []
        if s.to_free:
            free = {p for rt in {id(self.game.pile_zone[d]): self.game.pile_zone[d] for d in dests}.values()
                    for p in self.game.free_piles(st, rt) if self.game.free_cards(st, p)}
            dests = [d for d in dests if not piles[d] or d in free]
        fixed = st.vars[s.id + ".pile"] if s.one_pile else -1
        if fixed >= 0:
            dests = [d for d in dests if d == fixed]
        if s.dest_size is not None:
            lo, hi = s.dest_size.min or 0, s.dest_size.max if s.dest_size.max is not None else 1 << 30
            dests = [d for d in dests if lo <= len(piles[d]) <= hi]
        masks: list[int | None] = []
        union = 0
        spaces = False
        for d in dests:
            if piles[d]:
                m = self._top_mask(st, d)
                union |= m
                masks.append(m)
            else:
                masks.append(None)
                spaces = spaces or s.to_space != "none"
        return dests, masks, union, spaces

    def moves(self, st: State, only_from: int | None = None, cache: dict | None = None, useful: bool = True,
              only_to: int | None = None) -> Iterator[tuple]:
        """The rule's moves; `only_from` / `only_to`: just those from / to that pile; `cache`: a dict kept by a caller
        listing positions that differ only in piles the rule never places on, so the destinations are read once."""
        g, s, piles = self.game, self.spec, st.piles
        found = cache.get(self.index) if cache is not None else None
        if found is None:
            found = self.destinations(st, only_to)
            if cache is not None:
                cache[self.index] = found
        dests, masks, union, spaces = found
        if not union and not spaces:
            return
        slow = bool(s.prefer or s.tie != "none" or self.only_to or s.useful or s.space_first)
        for rt in self.zones(st, s.from_):
            take = rt.spec.take
            if take == "none":
                continue
            src_zone = rt.spec.id
            free = [p for p in rt.piles if piles[p]] if s.ignore_free else g.free_piles(st, rt)
            for src in free if only_from is None else [only_from] if only_from in free else []:
                up = st.up(src)
                if up <= 0 or (s.alone and len(piles[src]) != 1):
                    continue
                pile = piles[src]
                whole_len = len(pile)
                card_by_card = s.unit in ("pile", "packet")
                for n, depth in self._units(st, src, up, take):
                    card = pile[-1] if card_by_card else pile[-n] if depth == 1 else pile[-depth]
                    bit = 1 << (card % 52)
                    if not union & bit and not spaces:
                        continue
                    out = []
                    for d, m in zip(dests, masks):
                        if d == src:
                            continue
                        if m is not None:
                            if m & bit and (s.unit not in ("pile", "packet") or n == 1 or self._chain_fits(st, src, n, d)):
                                out.append(d)
                        elif s.to_space != "none":
                            drt = g.pile_zone[d]
                            if n == whole_len and drt is rt:
                                continue  # a whole pile into another space of its zone changes nothing
                            if g.space_accepts(st, drt, d, card, src_zone) and (
                                s.unit not in ("pile", "packet") or n == 1 or self._chain_fits(st, src, n, d)
                            ):
                                out.append(d)
                    if slow:
                        out = self._filter(st, src, card, out)
                    for d in out:
                        m2 = (self.index, src, d, n, depth)
                        if s.useful is None or not useful or g.useful(st, m2, self, s.useful):
                            yield m2

    def _units(self, st: State, src: int, up: int, take: str) -> Iterator[tuple[int, int]]:
        """(cards moved, depth) pairs the rule may take from pile src."""
        s, pile = self.spec, st.piles[src]
        if s.unit == "card":
            if take != "any":
                if self.card_mask >> (pile[-1] % 52) & 1:
                    yield 1, 1
                return
            seen = set()
            for d in range(1, up + 1):
                k = pile[-d] % 52
                if k in seen or not self.card_mask >> k & 1:
                    continue  # two identical cards of an open pile: the upper one is offered
                seen.add(k)
                yield 1, d
        elif s.unit == "run":
            kmax = min(up, self.game.run_length(st, src)) if take == "run" else 1
            for k in range(1, kmax + 1):
                if self.card_mask >> (pile[-k] % 52) & 1:
                    yield k, 1
        elif s.unit == "up":
            if self.card_mask >> (pile[-up] % 52) & 1:
                yield up, 1
        elif s.unit == "pile":
            if up == len(pile):
                yield len(pile), 1
        else:  # packet
            n = 0
            for c in reversed(pile[len(pile) - up :]):
                if self.stay_mask >> cards.kind(c) & 1:
                    break
                n += 1
            if n:
                yield n, 1

    def _filter(self, st: State, src: int, card: int, out: list[int]) -> list[int]:
        """`only_to`, `prefer` and `tie` on the destinations of one card."""
        s, piles = self.spec, st.piles
        allowed = self.only_to.get(src)
        if allowed is not None:
            out = [d for d in out if d in allowed]
        if s.space_first and any(not piles[d] for d in out):
            out = [d for d in out if not piles[d]]
        if self.prefer is not None and out:
            tab = self.prefer[None]
            best = [d for d in out if piles[d] and tab[piles[d][-1] % 52] >> (card % 52) & 1]
            out = best or out
        if s.tie == "last" and out:
            last = {}
            for d in out:
                if piles[d]:
                    last[cards.value(piles[d][-1])] = d
            out = [d for d in out if not piles[d] or last[cards.value(piles[d][-1])] == d]
        return out

    def _fits_top(self, st: State, d: int, card: int) -> bool:
        return self.game.accepts(st, d, card, self.spec.build, self.tables)

    def _chain_fits(self, st: State, src: int, n: int, d: int) -> bool:
        """Do the top n cards of src, top card first, go one after another onto pile d?"""
        g = self.game
        log: Log = []
        ok = True
        for _ in range(n):
            card = st.piles[src][-1]
            if not (g.accepts(st, d, card, self.spec.build, self.tables) if st.piles[d] else g.space_accepts(st, g.pile_zone[d], d, card)):
                ok = False
                break
            g.move(st, log, src, d, 1)
        g.undo(st, log)
        return ok

    # ------------------------------------------------------------ making

    def apply(self, st: State, move: tuple, log: Log) -> None:
        _, src, dst, n, depth = move
        g = self.game
        if depth > 1:
            g.take_out(st, log, src, depth, dst)
        else:
            g.move(st, log, src, dst, n, reverse=self.spec.unit in ("pile", "packet"))
        if self.spec.one_pile and st.vars[self.spec.id + ".pile"] < 0:
            set_var(st, log, self.spec.id + ".pile", dst)

    def text(self, move: tuple) -> str:
        _, src, dst, n, depth = move
        a = self.name(src) if depth == 1 else f"{self.name(src)}/{depth}"
        return f"{a}>{self.name(dst)}" if n == 1 else f"{a}>{self.name(dst)}:{n}"


class DrawRT(RuleRT):
    card_moves = True
    spec: DrawRule

    def moves(self, st: State) -> Iterator[tuple]:
        g, s, piles = self.game, self.spec, st.piles
        for src in self.piles(st, [s.from_]):
            if not piles[src]:
                continue
            if s.unplayable:
                top = piles[src][-1]
                if any(g.accepts(st, d, top) for d in self.piles(st, s.unplayable)):
                    continue
            talons = self.piles(st, s.to)
            if s.piles_per_pass is not None:
                talons = talons[: s.piles_per_pass[min(st.passes, len(s.piles_per_pass) - 1)]]
            for dst in talons:
                yield (self.index, src, dst)

    def apply(self, st: State, move: tuple, log: Log) -> None:
        _, src, dst = move
        if self.spec.cover and st.piles[dst]:
            set_down(st, log, dst, len(st.piles[dst]))
        n = min(self.spec.count, len(st.piles[src]))
        self.game.move(st, log, src, dst, n, reverse=True)

    def text(self, move: tuple) -> str:
        return f"{self.name(move[1])}>{self.name(move[2])}"
