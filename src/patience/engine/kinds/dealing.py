"""`deal` (stock cards dealt onto piles by a pattern), `redeal` (take up and lay out again), the setup steps
`sort` and `tuck`, and `sort` as a rule (the step as a move, tuple `(rule,)`, text `sort`).

Deal tuples: `(rule, dst)`: dst -1 deals by the pattern (a whole row, every
space, …, or the next card onto the cursor's pile); dst >= 0 puts the next card
on that pile (the player's pick, or a card played instead of placed). Text:
`deal`, `deal t3`. Per-rule state: `<id>.cursor` (next), `<id>.given` (cards
the cursor's pile has had), `<id>.left` (cards still to come in a batch).
Redeal tuples: `(rule,)`, text `redeal`; state `<id>.start` (card counts of the
`progress` zones when the pass began), `<id>.fruitless`.
"""

from __future__ import annotations

from typing import Any, Iterator

from .. import cards
from ..shuffle import shuffled
from ...errors import PatienceError
from .. import conditions, relations
from ...rules.model import DealRule, RedealRule, SortRule
from ..state import Log, State, next_pass, replace_pile, set_down, set_var
from . import RuleRT


PATTERNS = ("row", "spaces", "short", "upto", "next-row")  # patterns that deal several cards in one move


class DealRT(RuleRT):
    spec: DealRule

    def __init__(self, game, spec, index) -> None:
        super().__init__(game, spec, index)
        s = spec
        self.named = [game.pile_index[n] for n in s.piles] if s.piles is not None else None
        self.per_pass = [(e.from_pass, [game.pile_index[n] for n in e.piles]) for e in sorted(s.per_pass, key=lambda e: e.from_pass)]
        self.play_only = [{game.pile_index[a]: {game.pile_index[b] for b in bs} for a, bs in pl.only_to.items()} for pl in s.play]
        self.play_masks = [relations.mask(pl.cards) for pl in s.play]
        self.prefer = game.build_tables(s.prefer) if s.prefer is not None else None
        if s.pattern == "upto" and s.size is None and s.height is None:
            raise PatienceError(f"{game.rules.id}: deal rule {s.id!r} with pattern 'upto' needs 'size'")

    def init(self, st: State) -> None:
        if self.spec.pattern == "next":
            st.vars[self.key + ".cursor"] = 0
            st.vars[self.key + ".given"] = 0
        if self.spec.batch:
            st.vars[self.key + ".left"] = 0
            st.vars[self.key + ".batches"] = 0
            st.vars[self.key + ".pass-batches"] = 0

    def targets(self, st: State) -> list[int]:
        """The piles dealt to now, in order."""
        out = self.named if self.named is not None else self.piles(st, self.spec.to)
        for start, piles in self.per_pass:
            if start <= st.passes:
                out = piles
        return out

    def source(self, st: State) -> int | None:
        refs = self.spec.from_
        if refs is None:
            return self.game.stock if self.game.stock is not None and st.piles[self.game.stock] else None
        return next((p for p in self.piles(st, refs) if st.piles[p]), None)

    # ------------------------------------------------------------ cursor

    def cursor(self, st: State) -> int | None:
        """next: the pile (index into `targets`) the next card is meant for, skipping complete anchors."""
        t = self.targets(st)
        if not t:
            return None
        at = st.vars.get(self.key + ".cursor", 0)
        sf = self.spec.skip_full
        for k in range(len(t)):
            i = (at + k) % len(t)
            if sf is None:
                return i
            anchor = self.game.zones[sf.zone]
            if len(st.piles[anchor.start + i % anchor.count]) < sf.size:
                return i
        return None

    def _advance(self, st: State, log: Log, i: int) -> None:
        given = st.vars.get(self.key + ".given", 0) + 1
        if given >= self.spec.per_pile:
            set_var(st, log, self.key + ".cursor", (i + 1) % len(self.targets(st)))
            given = 0
        set_var(st, log, self.key + ".given", given)

    # ------------------------------------------------------------ listing

    def moves(self, st: State) -> Iterator[tuple]:
        src = self.source(st)
        if src is None:
            return
        s = self.spec
        card = st.piles[src][-1]
        if s.pattern in PATTERNS:
            if self._pattern_piles(st):
                yield (self.index, -1)
            return
        meant = self._meant(st)
        if s.pattern in ("next", "last-started") and meant is None:
            return  # every target skipped (next, `skip_full`), or none holds a card (last-started)
        plays, must = self._plays(st, card, meant)
        yield from ((self.index, d) for d in plays)
        if must and plays:
            return
        if s.pattern in ("next", "last-started"):
            if meant is not None:
                yield (self.index, -1)
            return
        picks = [d for d in self.targets(st) if d not in plays and not (s.into == "spaces" and st.piles[d])  # choose
                 and (s.height is None or self._in_rows(st, d))]
        if self.prefer is not None:
            tab = self.prefer[None]
            best = [d for d in picks if st.piles[d] and tab[st.piles[d][-1] % 52] >> (card % 52) & 1]
            picks = best or picks
        for d in picks:
            yield (self.index, d)

    def _meant(self, st: State) -> int | None:
        """The pile the next card is meant for (next; last-started: the last target holding a card), or None (the player picks)."""
        if self.spec.pattern == "last-started":
            return next((p for p in reversed(self.targets(st)) if st.piles[p]), None)
        if self.spec.pattern != "next":
            return None
        i = self.cursor(st)
        return None if i is None else self.targets(st)[i]

    def _plays(self, st: State, card: int, meant: int | None) -> tuple[list[int], bool]:
        """The piles the card may be played to instead of placed, and whether it must be."""
        g = self.game
        for pl, only, m in zip(self.spec.play, self.play_only, self.play_masks):
            if not m >> cards.kind(card) & 1 or (pl.when is not None and not conditions.holds(g, st, pl.when)):
                continue
            cands = self.piles(st, pl.to)
            if pl.anchored and meant is not None:
                i = self.targets(st).index(meant)
                cands = [p for rt in self.zones(st, pl.to) for p in rt.piles[i % rt.count : i % rt.count + 1]]
            if only and meant is not None and meant in only:
                cands = [p for p in cands if p in only[meant]]
            found = [d for d in cands if g.accepts(st, d, card)]
            if found and pl.fits_also and not all(any(g.accepts(st, d, card) for d in self.piles(st, [z])) for z in pl.fits_also):
                found = []
            if found:
                return found, pl.mode == "must"
        return [], False

    def _play_rule(self, st: State, card: int, dst: int) -> Any:
        for pl, m in zip(self.spec.play, self.play_masks):
            if m >> cards.kind(card) & 1 and dst in self.piles(st, pl.to) and (pl.when is None or conditions.holds(self.game, st, pl.when)):
                return pl
        return None

    def _pattern_piles(self, st: State) -> list[int]:
        s, piles = self.spec, st.piles
        t = self.targets(st)
        if s.pattern == "row":
            return t
        if s.pattern == "spaces":
            return [p for p in t if not piles[p] and self._in_rows(st, p)]
        if s.pattern == "next-row":
            out = []
            for rt in self.zones(st, s.to):
                cols = rt.spec.grid.columns if rt.spec.grid else rt.count
                r = self._height(st) if s.height is not None else self.game.laid_rows(st, rt) if rt.spec.grid else 0
                out += [p for p in rt.piles[r * cols : (r + 1) * cols]]
            return out
        height = self._height(st) if s.height is not None else None
        if s.pattern == "short":
            top = height if height is not None else max((len(piles[p]) for p in t), default=0)
            return [p for p in t if len(piles[p]) < top]
        return [p for p in t if len(piles[p]) < (height if height is not None else s.size or 0)]  # upto

    # ------------------------------------------------------------ making

    def apply(self, st: State, move: tuple, log: Log) -> None:
        g, s = self.game, self.spec
        dst = move[1]
        if s.pattern in PATTERNS:
            height = self._height(st) if s.height is not None else s.size
            for p in self._pattern_piles(st):
                want = (height or 0) - len(st.piles[p]) if s.pattern == "upto" else s.packet or 1
                for _ in range(want):
                    src = self.source(st)
                    if src is None:
                        return
                    self._lay(st, log, src, p)
            return
        src = self.source(st)
        assert src is not None
        if s.batch and not st.vars.get(self.key + ".left"):
            set_var(st, log, self.key + ".left", s.batch)
            for field in (".batches", ".pass-batches"):
                set_var(st, log, self.key + field, st.vars[self.key + field] + 1)
        card = st.piles[src][-1]
        meant = self._meant(st)
        target = meant if dst == -1 else dst
        assert target is not None
        played = target != meant and target not in self.targets(st)
        self._lay(st, log, src, target)
        pl = self._play_rule(st, card, target) if played else None
        counts = not played or (pl is not None and pl.counts)
        if counts:
            if s.pattern == "next":
                self._advance(st, log, self.targets(st).index(meant))  # type: ignore[arg-type]
            if s.batch:
                set_var(st, log, self.key + ".left", st.vars[self.key + ".left"] - 1)
        if s.batch and self.source(st) is None:
            set_var(st, log, self.key + ".left", 0)

    def _height(self, st: State) -> int:
        """The rows dealt so far (`height`): the setup's plus the uses of the rule named."""
        h = self.spec.height
        assert h is not None
        return h.setup_rows + st.vars[h.deal + ".uses"]

    def _in_rows(self, st: State, p: int) -> bool:
        """spaces (and choose with `height`): is pile p in the rows the rule fills (all of a zone without a grid)?
        With `height`, only the last row dealt."""
        rt = self.game.pile_zone[p]
        if rt.spec.grid is None:
            return True
        cols = rt.spec.grid.columns
        row = (p - rt.start) // cols
        if self.spec.height is not None:
            return row == self._height(st) - 1
        laid = self.game.laid_rows(st, rt)
        if row >= laid:
            return False
        outer = row == 0 or row == laid - 1
        return self.spec.rows == "all" or (self.spec.rows == "outer") == outer

    def _lay(self, st: State, log: Log, src: int, dst: int) -> None:
        self.game.move(st, log, src, dst, 1)
        if self.spec.face == "down":
            set_down(st, log, dst, st.down[dst] + 1 if st.up(dst) == 1 else st.down[dst])

    def on_redeal(self, st: State, log: Log) -> None:
        for field in (".cursor", ".given", ".pass-batches"):
            if self.key + field in st.vars:
                set_var(st, log, self.key + field, 0)

    def text(self, move: tuple) -> str:
        return self.spec.id if move[1] == -1 else f"{self.spec.id} {self.name(move[1])}"


class RedealRT(RuleRT):
    spec: RedealRule

    def __init__(self, game, spec, index) -> None:
        super().__init__(game, spec, index)
        self.fruitless = spec.fruitless if spec.fruitless is not None else (1 if spec.progress else None)

    def init(self, st: State) -> None:
        if self.spec.progress:
            st.vars[self.key + ".start"] = self._counts(st)
            st.vars[self.key + ".fruitless"] = 0

    def _counts(self, st: State) -> tuple[int, ...]:
        return tuple(len(st.piles[p]) for p in self.piles(st, self.spec.progress))

    def _fruitful(self, st: State) -> bool:
        return any(now > then for now, then in zip(self._counts(st), st.vars[self.key + ".start"]))

    def gathered(self, st: State) -> list[int]:
        """The piles taken up, in order."""
        gs = self.spec.gather
        out = []
        for rt in self.zones(st, gs.zones):
            piles = list(rt.piles)
            if gs.row_reverse and rt.spec.grid is not None:
                cols = rt.spec.grid.columns
                rows = [piles[i : i + cols][::-1] for i in range(0, len(piles), cols)]
                out += [p for row in (rows[::-1] if gs.reverse_piles else rows) for p in row]
                continue
            k = gs.start % len(piles)
            piles = piles[k:] + piles[:k]
            out += piles[::-1] if gs.reverse_piles else piles
        return out

    def taken(self, st: State) -> list[tuple[int, int]]:
        """The cards taken up, as (pile, index in the pile), in packet order: every card of the
        gathered piles, or with `pay` the matching ones and `per_card` others for each, from the
        bottom."""
        every = [(p, i) for p in self.gathered(st) for i in range(len(st.piles[p]))]
        pay = self.spec.gather.pay
        if pay is None:
            return every
        m = relations.mask(pay.cards)
        paying = {e for e in every if m >> cards.kind(st.piles[e[0]][e[1]]) & 1}
        others = [e for e in every if e not in paying]
        chosen = paying | set(others[: pay.per_card * len(paying)])
        return [e for e in every if e in chosen]

    def moves(self, st: State) -> Iterator[tuple]:
        if not any(st.piles[p] for p in self.gathered(st)) or (self.spec.gather.pay is not None and not self.taken(st)):
            return
        if self.fruitless is not None and not self._fruitful(st) and st.vars[self.key + ".fruitless"] + 1 >= self.fruitless:
            return
        yield (self.index,)

    def apply(self, st: State, move: tuple, log: Log) -> None:
        g, s = self.game, self.spec
        taken = self.taken(st)
        packet = [st.piles[p][i] for p, i in taken]
        chosen = set(taken)
        for p in self.gathered(st):
            left = [c for i, c in enumerate(st.piles[p]) if (p, i) not in chosen]
            if st.piles[p] or st.down[p]:
                replace_pile(st, log, p, left)
        if s.progress:
            set_var(st, log, self.key + ".fruitless", 0 if self._fruitful(st) else st.vars[self.key + ".fruitless"] + 1)
        next_pass(st, log)
        if s.shuffle:
            packet = shuffled(packet, st.seed, stream=st.passes)
        elif s.turn == "over":
            packet = packet[::-1]
        to = self.piles(st, [s.to])[0]
        replace_pile(st, log, to, packet + st.piles[to])
        for ph in g.rules.phases:
            if ph.per_pass:
                set_var(st, log, "phase:" + ph.name, False)
        for r in g.rules_rt:
            r.on_redeal(st, log)
            key = r.spec.id + ".pass-uses"
            if key in st.vars:
                set_var(st, log, key, 0)
        steps = s.deal
        for e in sorted(s.deal_per_pass, key=lambda e: e.from_pass):
            if e.from_pass <= st.passes:
                steps = e.deal
        for step in steps:
            g.deal_step(st, log, step, to)
        if s.progress:
            set_var(st, log, self.key + ".start", self._counts(st))


# ----------------------------------------------------------------------------- setup steps


def sort_step(game, st: State, log: Log, step: Any) -> None:
    """Turn cards one at a time; each goes by the first route with a pile for it (see SortStep)."""
    src = game.zones[step.from_].start if step.from_ else game.stock
    if src is None:
        raise PatienceError(f"{game.rules.id}: a sort step needs a stock zone or 'from'")
    first = [game.rules_rt[game.rule_ids[i]] for i in step.first]
    sort_cards(game, st, log, src, step.routes, [relations.mask(r.cards) for r in step.routes], step.until, first)


def sort_cards(game, st: State, log: Log, src: int, routes: list, masks: list[int], until: Any, first: list) -> None:
    """The sort loop (LANGUAGE.md §5): `first` rules' moves, then stop if `until` holds, else route the top card."""
    while st.piles[src]:
        for r in first:
            for _ in range(10_000):
                m = next(iter(r.moves(st)), None) if game.rule_applies(st, r) else None
                if m is None:
                    break
                r.apply(st, m, log)
        if until is not None and conditions.holds(game, st, until):
            return
        dst = route_pile(game, st, routes, masks, st.piles[src][-1])
        if dst is None:
            return
        game.move(st, log, src, dst, 1)


def route_pile(game, st: State, routes: list, masks: list[int], card: int) -> int | None:
    """The pile the first route with a pile for `card` sends it to, or None (LANGUAGE.md §5 sort)."""
    for route, m in zip(routes, masks):
        if not m >> cards.kind(card) & 1:
            continue
        piles = [p for z in route.to for p in game.zones[z].piles]
        if route.fits:
            dst = next((p for p in piles if game.accepts(st, p, card)), None)
        else:
            dst = next((p for p in piles if not st.piles[p]), None)
            if dst is None and len(piles) == 1:
                dst = piles[0]  # a one-pile zone (a talon) takes every card
        if dst is not None:
            return dst
    return None


class SortRT(RuleRT):
    """`sort`: the setup's sort step as a move (tuple `(rule,)`, text `sort`)."""

    spec: SortRule

    def __init__(self, game, spec, index) -> None:
        super().__init__(game, spec, index)
        self.masks = [relations.mask(r.cards) for r in spec.routes]
        self.src = game.zones[spec.from_].start if spec.from_ else game.stock

    def moves(self, st: State) -> Iterator[tuple]:
        src, until = self.src, self.spec.until
        if src is None or not st.piles[src] or (until is not None and conditions.holds(self.game, st, until)):
            return
        if route_pile(self.game, st, self.spec.routes, self.masks, st.piles[src][-1]) is not None:
            yield (self.index,)

    def apply(self, st: State, move: tuple, log: Log) -> None:
        assert self.src is not None
        sort_cards(self.game, st, log, self.src, self.spec.routes, self.masks, self.spec.until, [])


def _pay_packets(game, st: State, log: Log, p: int, to: int, m: int, packet: int) -> None:
    """While pile p's top card matches, its top `packet` cards (all, when fewer) slide one at a
    time under `to`."""
    while st.piles[p] and m >> cards.kind(st.piles[p][-1]) & 1:
        for _ in range(min(packet, len(st.piles[p]))):
            game.tuck(st, log, p, to)


def tuck_step(game, st: State, log: Log, step: Any) -> None:
    """Slide matching top cards under their pile (or under `to`, replacing each from its top)."""
    m = relations.mask(step.cards)
    to = game.zones[step.to].start if step.to else None
    for p in game.zones[step.zone].piles:
        if step.packet is not None and to is not None:
            _pay_packets(game, st, log, p, to, m, step.packet)
            continue
        for _ in range(len(st.piles[p]) + (len(st.piles[to]) if to is not None else 0)):
            pile = st.piles[p]
            if not pile or not m >> cards.kind(pile[-1]) & 1:
                break
            if to is None and all(m >> cards.kind(c) & 1 for c in pile):
                break
            if to is None:
                game.tuck(st, log, p, p)
            else:
                game.tuck(st, log, p, to)
                if st.piles[to]:
                    game.move(st, log, to, p, 1)
