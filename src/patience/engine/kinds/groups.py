"""`remove` (a group of free cards taken away), `cover` (each card of a group covered from the stock) and
`between` (cards between two matching cards of a row taken away).

A group member is a (pile, depth) pair: the card `depth` from the top of the
pile (1 = the top card). Remove tuples: `(rule, members, crown)`, crown a
member or None; text `pair t1 t5`, `pair t1/2 t5` (the second card of t1),
`group t1 t2 t3 t9` (the crown last). Cover tuples `(rule, members)`, text
`cover t1 t5` (t1 takes the first stock card). Between tuples
`(rule, i, n)`: the n cards from position i (1-based from the left), text
`remove 4 2`.
"""

from __future__ import annotations

from itertools import combinations, permutations
from typing import Iterator

from .. import cards
from .. import relations
from ...rules.model import RANKS, BetweenRule, CoverRule, Group, RemoveRule
from ..state import Log, State, replace_pile
from . import RuleRT


class GroupRT(RuleRT):
    """What remove and cover share: the free cards and the groups they form."""

    takes = True  # the group's cards leave their piles (so a zone with take 'none' gives none)

    def __init__(self, game, spec, index) -> None:
        super().__init__(game, spec, index)
        gr: Group = spec.group
        self.values = {RANKS.index(r) + 1 for r in gr.ranks} if gr.ranks else None
        self.match = relations.mask(gr.cards) if gr.cards is not None else relations.ALL
        self.crown = relations.mask(gr.crown) if gr.crown else 0

    def members(self, st: State, ranked: bool = True) -> list[tuple[int, int, int]]:
        """(pile, depth, card) of every free card that may join a group (`ranked`: of the group's ranks only)."""
        g, gr, piles = self.game, self.spec.group, st.piles
        out = []
        for rt in self.zones(st, gr.from_):
            if self.takes and rt.spec.take == "none":
                continue  # cards that never leave their piles cannot be taken away
            for p in g.free_piles(st, rt):
                if gr.alone and len(piles[p]) != 1:
                    continue
                up = st.up(p)
                for d in range(1, min(gr.depth, up) + 1):
                    card = piles[p][-d]
                    if not ranked or self.values is None or cards.value(card) in self.values:
                        out.append((p, d, card))
        return out

    def _related(self, st: State, group: tuple) -> bool:
        gr = self.spec.group
        cs = [c for _, _, c in group]
        if gr.distinct and len({cards.value(c) for c in cs}) < len(cs):
            return False
        rel = gr.relation
        if rel == "sum":
            return sum(cards.value(c) for c in cs) == gr.total
        if rel == "same-suit":
            return len({cards.suit(c) for c in cs}) == 1
        if rel == "identical":
            return len({cards.kind(c) for c in cs}) == 1
        if rel == "alternate-colour":
            return len({cards.is_red(c) for c in cs}) == len(cs)
        if rel == "same-rank":
            return len({cards.value(c) for c in cs}) == 1
        suit = None
        if gr.suit_choice is not None:
            chosen = st.vars.get("choice:" + gr.suit_choice)
            if chosen is None:
                return False
            suit = "CDHS".index(chosen)
        return all(self.match >> cards.kind(c) & 1 and (suit is None or cards.suit(c) == suit) for c in cs)

    def _placed(self, st: State, group: tuple) -> bool:
        """Do the members lie as `where` and `across` require?"""
        g, gr = self.game, self.spec.group
        ps = [p for p, _, _ in group]
        if gr.where == "same-pile":
            return len(set(ps)) == 1
        if gr.where in ("same-row", "same-row-or-column"):
            rt = g.pile_zone[ps[0]]
            if any(g.pile_zone[p] is not rt for p in ps) or rt.spec.grid is None:
                return False
            cols = rt.spec.grid.columns
            rows = {(p - rt.start) // cols for p in ps}
            columns = {(p - rt.start) % cols for p in ps}
            if not (len(rows) == 1 or (gr.where == "same-row-or-column" and len(columns) == 1)):
                return False
        if gr.across == "own-opponent":
            turn = g.turn(st)
            owners = [g.pile_zone[p].owner for p in ps]
            return sorted(o if o is not None else -1 for o in owners) == sorted([turn, 1 - turn])
        return True

    def groups(self, st: State) -> Iterator[tuple]:
        gr = self.spec.group
        free = self.members(st)
        if gr.where == "same-pile":
            by_pile: dict[int, list] = {}
            for m in free:
                by_pile.setdefault(m[0], []).append(m)
            cand = [tuple(sorted(ms, key=lambda m: m[1])[: gr.size]) for ms in by_pile.values() if len(ms) >= gr.size]
        else:
            cand = [c for c in combinations(free, gr.size) if len({p for p, _, _ in c}) == gr.size]
        for group in cand:
            if self._related(st, group) and self._placed(st, group):
                yield group


class RemoveRT(GroupRT):
    spec: RemoveRule

    def moves(self, st: State) -> Iterator[tuple]:
        g, piles = self.game, st.piles
        target = None
        if self.spec.into_space and self.spec.to is not None:
            target = next((p for p in self.piles(st, [self.spec.to]) if not piles[p]), None)
            if target is None:
                return
        free = self.members(st, ranked=False) if self.crown else []
        for group in self.groups(st):
            members = tuple((p, d) for p, d, _ in group)
            if self.spec.onto and self.destinations(st, group) is None:
                continue
            if not self.crown:
                yield (self.index, members, None)
                continue
            for p, d, c in free:
                if not self.crown >> cards.kind(c) & 1 or any(q == p for q, _ in members):
                    continue
                yield (self.index, members, (p, d))

    def destinations(self, st: State, group: tuple) -> list[int] | None:
        """onto: the pile each member goes to (the first of `onto` that accepts it and no earlier member took), or None."""
        out: list[int] = []
        targets = self.piles(st, self.spec.onto)
        for _, _, card in group:
            dst = next((q for q in targets if q not in out and self.game.accepts(st, q, card)), None)
            if dst is None:
                return None
            out.append(dst)
        return out

    def apply(self, st: State, move: tuple, log: Log) -> None:
        g = self.game
        _, members, crown = move
        order = sorted(members, key=lambda m: -m[1])  # deeper cards of a pile first, so depths stay right
        order = [m for m in order if m[1] > 1] + [m for m in members if m[1] == 1]
        if self.spec.onto:
            dests = self.destinations(st, tuple((p, d, st.piles[p][-d]) for p, d in members))
            assert dests is not None
            where = dict(zip(members, dests))
            for p, d in order:
                g.take_out(st, log, p, d, where[(p, d)])
            return
        assert self.spec.to is not None
        dst = self.piles(st, [self.spec.to])[0]
        if self.spec.into_space:
            dst = next(p for p in self.piles(st, [self.spec.to]) if not st.piles[p])
        for p, d in order + ([crown] if crown else []):
            g.take_out(st, log, p, d, dst)

    def text(self, move: tuple) -> str:
        _, members, crown = move
        words = [self.spec.id, *(self._member(m) for m in members)]
        if crown is not None:
            words.append(self._member(crown))
        return " ".join(words)

    def _member(self, m: tuple[int, int]) -> str:
        p, d = m
        return self.name(p) if d == 1 else f"{self.name(p)}/{d}"


class CoverRT(GroupRT):
    spec: CoverRule
    takes = False  # covered cards stay where they are

    def source(self, st: State) -> int | None:
        if self.spec.from_ is None:
            return self.game.stock
        return self.piles(st, [self.spec.from_])[0]

    def moves(self, st: State) -> Iterator[tuple]:
        src = self.source(st)
        if src is None or not st.piles[src]:
            return
        for group in self.groups(st):
            for order in permutations([p for p, _, _ in group]):
                yield (self.index, order)

    def apply(self, st: State, move: tuple, log: Log) -> None:
        src = self.source(st)
        for p in move[1]:
            if src is not None and st.piles[src]:
                self.game.move(st, log, src, p, 1)

    def text(self, move: tuple) -> str:
        return " ".join([self.spec.id, *(self.name(p) for p in move[1])])


class BetweenRT(RuleRT):
    spec: BetweenRule

    def _match(self, a: int, b: int) -> bool:
        m = self.spec.match
        return ("suit" in m and cards.suit(a) == cards.suit(b)) or ("rank" in m and cards.value(a) == cards.value(b))

    def moves(self, st: State) -> Iterator[tuple]:
        row = st.piles[self.piles(st, [self.spec.row])[0]]
        for n in self.spec.gaps:
            for i in range(1, len(row) - n):
                if self._match(row[i - 1], row[i + n]):
                    yield (self.index, i, n)

    def apply(self, st: State, move: tuple, log: Log) -> None:
        _, i, n = move
        r = self.piles(st, [self.spec.row])[0]
        to = self.piles(st, [self.spec.to])[0]
        row = st.piles[r]
        replace_pile(st, log, to, st.piles[to] + row[i : i + n])
        replace_pile(st, log, r, row[:i] + row[i + n :])

    def text(self, move: tuple) -> str:
        return f"{self.spec.id} {move[1] + 1} {move[2]}"
