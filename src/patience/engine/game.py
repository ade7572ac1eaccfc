"""The executor: a rule set compiled for play.

`Game(rules)` deals (`deal(seed)`), lists the legal moves of a position
(`legal_moves`, lazy), makes a move (`apply`, returning an undo log) and
unmakes it (`undo`), so a search backtracks without copying; `is_won`,
`move_text` / `parse_move` (moves have a text form that round-trips),
`position_text` (the canonical notation of a position) and `render`.

A move is a tuple whose first item is the index of the rule that allows it;
the rest depends on the rule's kind (see `kinds`). The meaning of every rule is
stated in schema/LANGUAGE.md; this module and `kinds` implement it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator

from . import cards
from .shuffle import SplitMix64, arranged, shuffled
from ..errors import PatienceError
from . import conditions, kinds, relations
from ..rules.model import RANKS, Build, RuleSet, Zone
from .state import Log, State, move_cards, replace_pile, set_down, set_var, slide_under, undo

Move = tuple
PLAYERS = ("A", "B")
PACK_STREAM = 1 << 19  # shuffle streams of the two players' packs (re-deals use small streams)
DRAW_STREAM = PACK_STREAM + 2
AUTO_LIMIT = 100_000  # automatic moves after one move: more means a rule set that never settles


@dataclass
class ZoneRT:
    """A zone with its compiled tables."""

    spec: Zone
    start: int
    count: int
    piles: tuple[int, ...]
    tables: dict[object, list[int]]
    key_mode: str  # "" (fixed), "chosen", "add", "sequence"
    space_mask: int
    closed: frozenset[int]
    until: list[int] | None
    owner: int | None


class Game:
    """A rule set compiled for play."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.pack_name = rules.deck.pack
        self.two = rules.players.count == 2
        self.zones: dict[str, ZoneRT] = {}
        self.pile_zone: list[ZoneRT] = []
        self.pile_names: list[str] = []
        start = 0
        for z in rules.zones:
            rt = self._compile_zone(z, start)
            self.zones[z.id] = rt
            for i in range(z.count):
                self.pile_zone.append(rt)
                self.pile_names.append(z.id if z.count == 1 else f"{z.id}{i + 1}")
            start += z.count
        self.pile_index = {name: i for i, name in enumerate(self.pile_names)}
        self.reveal = [rt.spec.reveal for rt in self.pile_zone]
        self.foundations = [p for p, rt in enumerate(self.pile_zone) if rt.spec.role == "foundation"]
        stocks = [z for z in rules.zones if z.role == "stock"]
        self.stock: int | None = self.zones[stocks[0].id].start if stocks else None
        removed = relations.mask(rules.deck.remove) if rules.deck.remove else 0
        self.pack = [c for c in cards.pack(rules.deck.pack, rules.deck.packs) if not removed >> cards.kind(c) & 1]
        self.total = len(self.pack)
        self.choices = list(rules.choices)
        self.rule_ids = {r.id: i for i, r in enumerate(rules.moves)}
        self.rules_rt: list[kinds.RuleRT] = [kinds.create(self, spec, i) for i, spec in enumerate(rules.moves)]
        self.player_rules = [r for r in self.rules_rt if not r.spec.auto]
        self.auto_rules = [r for r in self.rules_rt if r.spec.auto]
        self.counted, self.pass_counted = self._counted_rules()
        self._testing = False  # a reversibility test is running (`reversible`)
        self.restricted = any(r.spec.unless or r.spec.stuck or r.spec.priority == "must" for r in self.player_rules)
        self.batches = [r for r in self.rules_rt if isinstance(r, kinds.DealRT) and r.spec.batch]
        self.win = rules.win
        self.win_piles = [p for ref in rules.win.zones for p in self.resolve_piles(ref, None)]
        except_mask = relations.mask(rules.win.except_cards) if rules.win.except_cards else 0
        self.win_need = sum(1 for c in self.pack if not except_mask >> cards.kind(c) & 1)
        for step in rules.setup:
            if step.step == "deal" and step.to not in self.zones:
                raise PatienceError(f"{rules.id}: setup deals to unknown zone {step.to!r}")

    # ------------------------------------------------------------------ compiling

    def _compile_zone(self, z: Zone, start: int) -> ZoneRT:
        tables: dict[object, list[int]] = {}
        mode = ""
        closed: frozenset[int] = frozenset()
        until = None
        if z.build is not None:
            tables = self.build_tables(z.build)
            mode = self.key_mode(z.build)
            closed = relations.closed_set(z.build)
            if z.build.until is not None:
                if len(z.build.until) != z.count:
                    raise PatienceError(f"{self.rules.id}: zone {z.id} build 'until' names {len(z.build.until)} ranks for {z.count} piles")
                until = [RANKS.index(r) + 1 for r in z.build.until]
        owner = None if z.owner is None else PLAYERS.index(z.owner)
        return ZoneRT(z, start, z.count, tuple(range(start, start + z.count)), tables, mode,
                      relations.mask(z.space.cards), closed, until, owner)

    def build_tables(self, b: Build) -> dict[object, list[int]]:
        return {key: relations.table(b, self.pack_name, key) for key in relations.keys(b)}

    @staticmethod
    def key_mode(b: Build) -> str:
        return b.rank if b.rank in ("chosen", "add", "sequence") else ""

    def _counted_rules(self) -> tuple[set[str], set[str]]:
        """Rules whose uses are part of the position (those a guard or a limit reads), and those counted per pass."""
        out = {r.spec.id for r in self.rules_rt if r.spec.limit is not None}
        per_pass: set[str] = set()

        def walk(c: Any) -> None:
            if c is None:
                return
            if c.uses is not None:
                out.add(c.uses.rule)
                if c.uses.this_pass:
                    per_pass.add(c.uses.rule)
            for sub in c.any:
                walk(sub)
            walk(c.not_)

        for r in self.rules_rt:
            walk(r.spec.when)
            height = getattr(r.spec, "height", None)
            if height is not None:
                out.add(height.deal)
            for pl in getattr(r.spec, "play", []):
                walk(pl.when)
        for z in self.rules.zones:
            if z.space.laid_by is not None:
                out.add(z.space.laid_by.rule)
            if z.free is not None:
                walk(z.free.when)
                if z.free.rule.rule == "latest-row" and z.free.rule.unit == "uses":
                    (per_pass if z.free.rule.this_pass else out).add(z.free.rule.deal)
        unknown = sorted((out | per_pass) - set(self.rule_ids))
        if unknown:
            raise PatienceError(f"{self.rules.id}: a guard counts the uses of unknown rule {unknown[0]!r}")
        return out, per_pass

    def resolve(self, ref: str, player: int | None) -> list[ZoneRT]:
        """The zones a zone reference names for the player on turn (None: one-player, plain ids only)."""
        if ":" not in ref:
            return [self.zones[ref]]
        who, group = ref.split(":")
        want = player if who == "own" else 1 - (player or 0)
        return [rt for rt in self.zones.values() if rt.spec.group == group and rt.owner == want]

    def resolve_piles(self, ref: str, player: int | None) -> list[int]:
        return [p for rt in self.resolve(ref, player) for p in rt.piles]

    def turn(self, st: State) -> int:
        return st.vars.get("turn", 0) if self.two else 0

    # ------------------------------------------------------------------ dealing

    def deal(self, seed: int, order: list[str] | None = None) -> State:
        """The starting position for `seed`: withdrawals, shuffle, the setup steps, then automatic rules.
        With `order` (one player), an arranged deal: the pack after the withdrawals in that order
        (`shuffle.arranged`) in place of the shuffle; `seed` still drives any later shuffle."""
        n = len(self.pile_names)
        st = State([[] for _ in range(n)], [0] * n, [0] * n, seed)
        log: Log = []
        if self.two:
            if order is not None:
                raise PatienceError(f"{self.rules.id}: an arranged deal is for one player")
            self._deal_two(st, log)
        else:
            self._deal_one(st, log, order)
        for ph in self.rules.phases:
            st.vars["phase:" + ph.name] = False
        for r in self.rules_rt:
            r.init(st)
            if r.spec.id in self.counted:
                st.vars[r.spec.id + ".uses"] = 0
            if r.spec.id in self.pass_counted:
                st.vars[r.spec.id + ".pass-uses"] = 0
        self.settle_all(st, log)
        return st

    def _deal_one(self, st: State, log: Log, order: list[str] | None) -> None:
        pack = list(self.pack)
        for step in self.rules.setup:
            if step.step == "withdraw" and step.when == "before-shuffle":
                self._withdraw(st, pack, step)
        pack = shuffled(pack, st.seed) if order is None else arranged(pack, order)
        if self.stock is not None:
            st.piles[self.stock] = st.piles[self.stock] + pack  # on top of any cards withdrawn to the stock
        for step in self.rules.setup:
            if step.step == "withdraw" and step.when == "before-shuffle":
                continue
            self.run_step(st, log, step, pack if self.stock is None else st.piles[self.stock])  # (a deal may replace the stock's list)
        if self.stock is None and pack:
            raise PatienceError(f"{self.rules.id}: {len(pack)} cards left after the deal and no stock zone")

    def _deal_two(self, st: State, log: Log) -> None:
        stocks = [self.resolve_piles("own:" + self._stock_group(), i)[0] for i in (0, 1)]
        for i in (0, 1):
            own = [c for c in self.pack if c // 52 == i]
            st.piles[stocks[i]] = shuffled(own, st.seed, stream=PACK_STREAM + i)
        st.vars["turn"] = self._starter(st, stocks) if self.rules.players.start == "draw" else 0
        layout = [0, 1] if self.rules.players.layout == "start" else [st.vars["turn"]]
        st.vars["laid"] = tuple(i in layout for i in (0, 1))
        for i in layout:
            self.lay_out(st, log, i)
        st.vars["turn.mark"] = kinds.hand_count(self, st)
        st.vars["turn.fruitless"] = 0

    def _stock_group(self) -> str:
        for z in self.rules.zones:
            if z.role == "stock" and z.group:
                return z.group
        raise PatienceError(f"{self.rules.id}: two players need a stock zone with a group")

    def _starter(self, st: State, stocks: list[int]) -> int:
        """Each player draws a card at random from the other's pack; the higher (ace high) begins."""
        rng = SplitMix64(st.seed * (1 << 20) + DRAW_STREAM)
        packs = [st.piles[p] for p in stocks]
        while True:
            from_a, from_b = (p[rng.below(len(p))] for p in packs)
            drawn = [from_b, from_a]  # A draws from B's pack, B from A's
            a, b = ((cards.value(c) - 2) % 13 for c in drawn)
            if a != b:
                st.vars["drawn"] = " ".join(f"{n}:{cards.text(c)}" for n, c in zip(PLAYERS, drawn))
                return 0 if a > b else 1

    def lay_out(self, st: State, log: Log, player: int) -> None:
        """Two players: run the setup steps that deal to the player's zones, from his stock."""
        stock = self.resolve_piles("own:" + self._stock_group(), player)[0]
        for step in self.rules.setup:
            if step.step == "deal" and self.zones[step.to].owner == player:
                self.deal_step(st, log, step, stock)

    def _withdraw(self, st: State, pack: list[int], step: Any) -> None:
        rt = self.zones[step.to]
        for i, pattern in enumerate(step.cards):
            kinds_ = cards.pattern_kinds(pattern)
            order = pack if step.when == "before-shuffle" else reversed(pack)
            card = next((c for c in order if cards.kind(c) in kinds_), None)
            if card is None:
                raise PatienceError(f"{self.rules.id}: setup withdraws {pattern!r} but no such card is left")
            pack.remove(card)
            pile = st.piles[rt.start + i % rt.count]
            if step.position == "top":
                pile.append(card)
            else:
                pile.insert(0, card)

    def run_step(self, st: State, log: Log, step: Any, holder: list[int]) -> None:
        """One setup step (withdrawals after the shuffle, deals, sorting, tucks, lifts)."""
        if step.step == "withdraw":
            self._withdraw(st, holder, step)
        elif step.step == "deal":
            if self.stock is None:
                self._deal_from_list(st, step, holder)
            else:
                self.deal_step(st, log, step, self.stock)
        elif step.step == "sort":
            kinds.sort_step(self, st, log, step)
        elif step.step == "tuck":
            kinds.tuck_step(self, st, log, step)
        else:  # lift
            src, dst = self.zones[step.from_], self.zones[step.to]
            for a, b in zip(src.piles, dst.piles):
                if st.piles[a]:
                    self.move(st, log, a, b, 1)

    def deal_order(self, step: Any, pile_count: int, cards_left: int) -> list[int]:
        """Pile indexes (within the zone) in the order a deal step gives them cards."""
        n = step.piles or pile_count
        if step.counts == "all":
            if step.packet is not None:
                if cards_left > n * step.packet:
                    raise PatienceError(f"{self.rules.id}: {cards_left} cards in packets of {step.packet} need more than the {n} piles of '{step.to}'")
                return [i // step.packet for i in range(cards_left)]
            return [i % n for i in range(cards_left)]
        counts = step.counts if isinstance(step.counts, list) else [step.counts] * n
        if len(counts) != n:
            raise PatienceError(f"{self.rules.id}: deal to '{step.to}' gives {len(counts)} counts for {n} piles")
        if step.order == "rows":
            return [i for r in range(max(counts, default=0)) for i in range(n) if counts[i] > r]
        return [i for i in range(n) for _ in range(counts[i])]

    def deal_step(self, st: State, log: Log, step: Any, src: int) -> None:
        rt = self.zones[step.to]
        order = self.deal_order(step, rt.count, len(st.piles[src]))
        before = [len(st.piles[p]) for p in rt.piles]
        for i in order:
            if not st.piles[src]:
                raise PatienceError(f"{self.rules.id}: the pack runs out while dealing to '{step.to}'")
            k = self.repeats(st.piles[src], st.piles[rt.start + i]) if step.distinct_ranks else 0
            if k:
                pile = st.piles[src]
                replace_pile(st, log, src, pile[-k:] + pile[:-k], st.down[src])
            self.move(st, log, src, rt.start + i, 1)
        for i, p in enumerate(rt.piles):
            got = len(st.piles[p]) - before[i]
            if not got or step.face == "up":
                continue
            if st.up(p) != got:
                raise PatienceError(f"{self.rules.id}: deal to '{step.to}' lays face-down cards on face-up ones")
            set_down(st, log, p, st.down[p] + got - (1 if step.face == "top-up" else 0))

    @staticmethod
    def repeats(stack: list[int], pile: list[int]) -> int:
        """distinct_ranks: how many top cards of `stack` go to its bottom before a card is dealt onto `pile` (those
        whose rank the pile holds; 0 when every card of the stack has such a rank: the top card is dealt all the same)."""
        held = {cards.value(c) for c in pile}
        return next((k for k in range(len(stack)) if cards.value(stack[-1 - k]) not in held), 0)

    def _deal_from_list(self, st: State, step: Any, pack: list[int]) -> None:
        rt = self.zones[step.to]
        for i in self.deal_order(step, rt.count, len(pack)):
            if not pack:
                raise PatienceError(f"{self.rules.id}: the pack runs out while dealing to '{step.to}'")
            k = self.repeats(pack, st.piles[rt.start + i]) if step.distinct_ranks else 0
            if k:
                pack[:] = pack[-k:] + pack[:-k]
            st.piles[rt.start + i].append(pack.pop())
        for p in rt.piles:
            if step.face == "down":
                st.down[p] = len(st.piles[p])
            elif step.face == "top-up" and st.piles[p]:
                st.down[p] = len(st.piles[p]) - 1

    # ------------------------------------------------------------------ primitives for the rule kinds

    def move(self, st: State, log: Log, src: int, dst: int, n: int, reverse: bool = False) -> None:
        move_cards(st, log, src, dst, n, reverse, self.reveal[src])

    def tuck(self, st: State, log: Log, src: int, dst: int) -> None:
        slide_under(st, log, src, dst, self.reveal[src])

    def take_out(self, st: State, log: Log, src: int, depth: int, dst: int) -> None:
        """The card `depth` from the top of src (1 = the top card) onto dst."""
        if depth == 1:
            self.move(st, log, src, dst, 1)
            return
        pile = st.piles[src]
        i = len(pile) - depth
        card = pile[i]
        replace_pile(st, log, src, pile[:i] + pile[i + 1 :], st.down[src] if i >= st.down[src] + st.under[src] else 0)
        replace_pile(st, log, dst, st.piles[dst] + [card], st.down[dst])

    # ------------------------------------------------------------------ legality

    def table_for(self, st: State, rt: ZoneRT, pile: int, b: Build | None = None, tables: dict | None = None) -> list[int] | None:
        """The table that decides what goes on `pile` now (for the zone's build, or `b` with its `tables`)."""
        build = b if b is not None else rt.spec.build
        tabs = tables if tables is not None else rt.tables
        if build is None:
            return None
        mode = self.key_mode(build)
        if mode == "":
            return tabs[None]
        if mode == "chosen":
            val = st.vars.get("choice:" + str(build.choice))
            return tabs.get(val) if val is not None else None
        if mode == "sequence":
            return tabs.get(len(st.piles[pile]))
        anchor = build.anchor
        assert anchor is not None
        a = self.zones[anchor.zone]
        row = st.piles[a.start + (pile - rt.start) % a.count]
        if not row:
            return None
        return tabs[cards.value(row[-1] if anchor.card == "top" else row[0])]

    def pile_open(self, st: State, rt: ZoneRT, pile: int) -> bool:
        """May the pile take a card on its top (limit, closing ranks, end rank)?"""
        p = st.piles[pile]
        if rt.spec.limit is not None and len(p) >= rt.spec.limit:
            return False
        top = cards.value(p[-1])
        if top in rt.closed:
            return False
        return not (rt.until is not None and top == rt.until[pile - rt.start])

    def accepts(self, st: State, dst: int, card: int, b: Build | None = None, tables: dict | None = None) -> bool:
        """May `card` be placed on pile `dst` now (on its top card, or into its space)?"""
        rt = self.pile_zone[dst]
        pile = st.piles[dst]
        if not pile:
            return self.space_accepts(st, rt, dst, card)
        if (b or rt.spec.build) is None or not self.pile_open(st, rt, dst):
            return False
        tab = self.table_for(st, rt, dst, b, tables)
        return tab is not None and bool(tab[pile[-1] % 52] >> (card % 52) & 1)

    def space_accepts(self, st: State, rt: ZoneRT, dst: int, card: int, src_zone: str | None = None) -> bool:
        """May `card` start the empty pile `dst` of zone `rt`?"""
        sp = rt.spec.space
        if sp.never or not rt.space_mask >> (card % 52) & 1:
            return False
        if src_zone is not None and sp.from_ is not None and src_zone not in sp.from_:
            return False
        piles = st.piles
        i = dst - rt.start
        if sp.order == "in-order" and any(not piles[p] for p in rt.piles[:i]):
            return False
        started = [piles[p][0] for p in rt.piles if piles[p]]
        if sp.first_sets_rank and started and cards.value(started[0]) != cards.value(card):
            return False
        if sp.first_sets_rank and started and any(cards.value(c) != cards.value(card) for c in started):
            return False
        if sp.distinct_suits and any(cards.suit(c) == cards.suit(card) for c in started):
            return False
        if sp.colour == "first" and started and cards.is_red(self._first_started(st, rt)) != cards.is_red(card):
            return False
        if sp.relative is not None and i > 0:
            base0 = piles[rt.start]
            if not base0:
                return False
            cycle = relations.rank_cycle(self.pack_name, [])
            want = cycle[(cycle.index(cards.value(base0[0])) + i * sp.relative) % len(cycle)]
            if cards.value(card) != want:
                return False
        if sp.per_pile is not None and (i >= len(sp.per_pile) or cards.value(card) != RANKS.index(sp.per_pile[i]) + 1):
            return False
        if sp.laid and rt.spec.grid is not None and i // rt.spec.grid.columns >= self.laid_rows(st, rt):
            return False
        if sp.max_suits is not None and len({cards.suit(c) for c in started} | {cards.suit(card)}) > sp.max_suits:
            return False
        if sp.laid_by is not None and rt.spec.grid is not None:
            rows = sp.laid_by.setup_rows + st.vars[sp.laid_by.rule + ".uses"]
            if i // rt.spec.grid.columns >= rows:
                return False
        if sp.anchor is not None and not self._anchor_ok(st, rt, i, card):
            return False
        for z in sp.suit_like:
            if any(cards.suit(piles[p][0]) != cards.suit(card) for p in self.zones[z].piles if piles[p]):
                return False
        for z in sp.suit_unlike:
            if any(cards.suit(piles[p][0]) == cards.suit(card) for p in self.zones[z].piles if piles[p]):
                return False
        return True

    def _first_started(self, st: State, rt: ZoneRT) -> int:
        """The bottom card of the zone's first started pile, in pile order."""
        return next(st.piles[p][0] for p in rt.piles if st.piles[p])

    def _anchor_ok(self, st: State, rt: ZoneRT, i: int, card: int) -> bool:
        an = rt.spec.space.anchor
        assert an is not None
        a = self.zones[an.zone]
        row = st.piles[a.start + i % a.count]
        if not row:
            return not an.occupied
        ref = row[-1] if an.card == "top" else row[0]
        v, w = cards.value(ref), cards.value(card)
        if an.rank == "same" and v != w:
            return False
        if an.rank == "next" and w != relations.step(relations.rank_cycle(self.pack_name, []), v, 1, True)[0]:
            return False
        if an.rank == "multiple" and w != relations.mod13(an.factor * v):
            return False
        return an.suit == "any" or cards.suit(ref) == cards.suit(card)

    def laid_rows(self, st: State, rt: ZoneRT) -> int:
        """A grid zone: the rows from the first down to the lowest that holds a card."""
        assert rt.spec.grid is not None
        cols = rt.spec.grid.columns
        last = max((p - rt.start for p in rt.piles if st.piles[p]), default=-1)
        return last // cols + 1

    def useful(self, st: State, move: tuple, rule: "kinds.RuleRT", spec: Any) -> bool:
        """After `move` (and its automatic moves), or after at most depth - 1 further moves of the same rule (never back
        through a position already seen, the starting one included), can some free card of `spec.from` go onto a pile
        of `spec.to` (with `new`: where it could not before the move)?"""
        before = self._fits(st, spec) if spec.new else set()
        return self._useful(st, move, rule, spec, spec.depth, {st.key()}, before)

    def _useful(self, st: State, move: tuple, rule: "kinds.RuleRT", spec: Any, depth: int, seen: set, before: set) -> bool:
        log = self.apply(st, move)
        try:
            key = st.key()
            if key in seen:
                return False
            seen.add(key)
            if self._fits(st, spec) - before:
                return True
            if depth > 1 and isinstance(rule, kinds.MoveRT) and self.rule_applies(st, rule):
                return any(self._useful(st, m, rule, spec, depth - 1, seen, before) for m in list(rule.moves(st, useful=False)))
            return False
        finally:
            undo(st, log)

    def free_piles(self, st: State, rt: ZoneRT) -> list[int]:
        """The piles of the zone whose free cards may be taken now (its `free` rule)."""
        fr = rt.spec.free
        piles = st.piles
        if fr is None or (fr.when is not None and not conditions.holds(self, st, fr.when)):
            return [p for p in rt.piles if piles[p]]
        return kinds.free_under(self, st, rt, fr.rule)

    def _fits(self, st: State, spec: Any) -> set[tuple[int, int, int]]:
        """(pile, card, destination) of every free card of `spec.from` that a pile of `spec.to` accepts now."""
        player = self.turn(st) if self.two else None
        targets = [p for ref in spec.to for p in self.resolve_piles(ref, player)]
        return {
            (p, c, d)
            for ref in spec.from_
            for rt in self.resolve(ref, player)
            for p in self.free_piles(st, rt)
            for c in self.free_cards(st, p)
            for d in targets
            if d != p and self.accepts(st, d, c)
        }

    def free_cards(self, st: State, pile: int) -> list[int]:
        """The free cards of a free pile by its zone's `take` (LANGUAGE.md §7), top card first."""
        p, up = st.piles[pile], st.up(pile)
        take = self.pile_zone[pile].spec.take
        if up <= 0 or take == "none":
            return []
        if take == "top":
            return [p[-1]]
        if take == "any":
            return p[len(p) - up :][::-1]
        return [p[-k] for k in range(1, min(up, self.run_length(st, pile)) + 1)]

    def run_length(self, st: State, pile: int) -> int:
        """How many top cards of `pile` form a run of its zone's build (at least 1; face-up cards only)."""
        p = st.piles[pile]
        rt = self.pile_zone[pile]
        tab = self.table_for(st, rt, pile) if rt.spec.build is not None and rt.key_mode in ("", "chosen") else None
        if tab is None:
            return 1
        up = st.up(pile)
        n = 1
        j = len(p) - 1
        while n < up and tab[p[j - 1] % 52] >> (p[j] % 52) & 1:
            n += 1
            j -= 1
        return n

    # ------------------------------------------------------------------ listing and making moves

    def pending_choice(self, st: State) -> Any:
        for ch in self.choices:
            if ch.set_by is None and "choice:" + ch.name not in st.vars:
                return ch
        return None

    def running_batch(self, st: State) -> "kinds.DealRT | None":
        for r in self.batches:
            if st.vars.get(r.spec.id + ".left"):
                return r
        return None

    def over(self, st: State) -> bool:
        """Is the game decided (won, or a two-player stalemate)?"""
        if self.is_won(st):
            return True
        return self.two and kinds.stalemate(self, st)

    def legal_moves(self, st: State) -> Iterator[Move]:
        """Every move the player (on turn) may make now, in rule order (lazily); none once the game is decided."""
        if self.over(st):
            return
        ch = self.pending_choice(st)
        if ch is not None:
            for opt in ch.options:
                yield (-1, ch.name, opt)
            return
        batch = self.running_batch(st)
        if batch is not None:
            yield from batch.moves(st)
            return
        if not self.restricted:
            seen: set = set()
            for r in self.player_rules:
                if self.rule_applies(st, r):
                    for m in r.moves(st):
                        if r.card_moves:
                            key = m[1:]
                            if key in seen:
                                continue
                            seen.add(key)
                        yield m
            return
        yield from self._restricted_moves(st)

    def rule_applies(self, st: State, r: "kinds.RuleRT") -> bool:
        """The rule's guards: `when`, `limit`, and the player on turn's rules only."""
        spec = r.spec
        if spec.limit is not None and st.vars.get(spec.id + ".uses", 0) >= spec.limit:
            return False
        return spec.when is None or conditions.holds(self, st, spec.when)

    def rule_moves(self, st: State) -> dict[int, list[Move]]:
        """Each rule's moves now, honouring `when`, `limit`, `unless` and `stuck` (not `must`)."""
        out: dict[int, list[Move]] = {}
        memo: dict[int, list[Move]] = {}

        def raw(r: "kinds.RuleRT") -> list[Move]:
            if r.index not in memo:
                memo[r.index] = list(r.moves(st)) if self.rule_applies(st, r) else []
            return memo[r.index]

        def counts(r: "kinds.RuleRT", asker: "kinds.RuleRT") -> bool:
            """Does r have a move, as `asker` counts them (its `stuck_ignores`)?"""
            moves = allowed(r)
            if asker.spec.stuck_ignores == "reversible" and r.card_moves:
                return any(not self.reversible(st, m) for m in moves)
            return bool(moves)

        def allowed(r: "kinds.RuleRT") -> list[Move]:
            if r.spec.unless and any(counts(self.rules_rt[self.rule_ids[u]], r) for u in r.spec.unless):
                return []
            return raw(r)

        plain = [r for r in self.player_rules if not r.spec.stuck]
        for r in plain:
            out[r.index] = allowed(r)
        stuck = [r for r in self.player_rules if r.spec.stuck]
        for r in stuck:
            if self.rule_applies(st, r) and not any(counts(o, r) for o in plain):
                out[r.index] = allowed(r)
        return out

    def reversible(self, st: State, m: Move) -> bool:
        """A card move that turns no card up and whose cards could go straight back (LANGUAGE.md §9)."""
        r = self.rules_rt[m[0]]
        if not isinstance(r, kinds.MoveRT) or m[4] != 1 or self._testing:
            return False  # (within another such test a move counts: this bounds the recursion)
        src, dst, n = m[1], m[2], m[3]
        down = st.down[src]
        self._testing = True
        log = self.apply(st, m)
        try:
            if st.down[src] != down:
                return False
            for o in self.player_rules:
                if isinstance(o, kinds.MoveRT) and self.rule_applies(st, o):
                    narrow = not (o.spec.prefer or o.spec.tie != "none" or o.spec.space_first)  # they compare destinations
                    if any(x[2] == src and x[3] == n and x[4] == 1 for x in o.moves(st, dst, only_to=src if narrow else None)):
                        return True
            return False
        finally:
            self.undo(st, log)
            self._testing = False

    def _restricted_moves(self, st: State) -> Iterator[Move]:
        by_rule = self.rule_moves(st)
        musts = [i for i in by_rule if self.rules_rt[i].spec.priority == "must" and by_rule[i]]
        chosen = musts or list(by_rule)
        seen: set = set()
        for i in sorted(chosen):
            r = self.rules_rt[i]
            for m in by_rule[i]:
                if r.card_moves:
                    if m[1:] in seen:
                        continue
                    seen.add(m[1:])
                yield m

    def apply(self, st: State, move: Move) -> Log:
        """Make `move` (assumed legal), then the automatic rules' moves; return the log `undo` takes."""
        log: Log = []
        if move[0] == -1:
            set_var(st, log, "choice:" + move[1], move[2])
        else:
            r = self.rules_rt[move[0]]
            r.apply(st, move, log)
            self.count_use(st, log, r)
            if self.two:
                kinds.after_move(self, st, log, r)
        self.settle_all(st, log)
        return log

    def count_use(self, st: State, log: Log, r: "kinds.RuleRT") -> None:
        if r.spec.id in self.counted:
            set_var(st, log, r.spec.id + ".uses", st.vars.get(r.spec.id + ".uses", 0) + 1)
        if r.spec.id in self.pass_counted:
            key = r.spec.id + ".pass-uses"
            set_var(st, log, key, st.vars.get(key, 0) + 1)

    def settle_all(self, st: State, log: Log) -> None:
        """Apply automatic rules, and choices a card decides, until none applies."""
        for _ in range(AUTO_LIMIT):
            self._set_choices(st, log)
            self._begin_phases(st, log)
            if self.over(st) or self.running_batch(st) is not None:
                return
            m = self._auto_move(st)
            if m is None:
                return
            r = self.rules_rt[m[0]]
            r.apply(st, m, log)
            self.count_use(st, log, r)
        raise PatienceError(f"{self.rules.id}: automatic moves never settle")

    def _auto_move(self, st: State) -> Move | None:
        for r in self.auto_rules:
            if not self.rule_applies(st, r):
                continue
            if r.spec.unless and any(self._counts(st, self._rule_list(st, u), r) for u in r.spec.unless):
                continue
            if r.spec.stuck:
                by_rule = self.rule_moves(st)
                if any(self._counts(st, by_rule[o.index], r) for o in self.player_rules if not o.spec.stuck):
                    continue
            m = next(iter(r.moves(st)), None)
            if m is not None:
                return m
        return None

    def _rule_list(self, st: State, rule_id: str) -> list[Move]:
        """The moves rule `rule_id` has now (its guards and its own `unless` honoured)."""
        r = self.rules_rt[self.rule_ids[rule_id]]
        if not self.rule_applies(st, r):
            return []
        if r.spec.unless and any(self._counts(st, self._rule_list(st, u), r) for u in r.spec.unless):
            return []
        if r.spec.stuck and any(self._counts(st, self._rule_list(st, o.spec.id), r) for o in self.player_rules if not o.spec.stuck):
            return []
        return list(r.moves(st))

    def _counts(self, st: State, moves: list[Move], asker: "kinds.RuleRT") -> bool:
        if asker.spec.stuck_ignores == "reversible":
            return any(not self.reversible(st, m) for m in moves)
        return bool(moves)

    def _begin_phases(self, st: State, log: Log) -> None:
        for ph in self.rules.phases:
            key = "phase:" + ph.name
            if not st.vars[key] and conditions.holds(self, st, ph.when):
                set_var(st, log, key, True)

    def _set_choices(self, st: State, log: Log) -> None:
        for ch in self.choices:
            key = "choice:" + ch.name
            if ch.set_by is not None and key not in st.vars:
                rt = self.zones[ch.set_by.zone]
                first = next((st.piles[p][0] for p in rt.piles if st.piles[p]), None)
                if first is not None:
                    value = ch.set_by.ranks.get(RANKS[cards.value(first) - 1])
                    if value is not None:
                        set_var(st, log, key, value)

    def undo(self, st: State, log: Log) -> None:
        """Unmake the move whose log this is."""
        undo(st, log)

    # ------------------------------------------------------------------ outcome

    def is_won(self, st: State) -> bool:
        return kinds.won(self, st)

    def final_state_mismatches(self, st: State) -> list[str]:
        """Where a (winning) end state differs from the layout the book promises."""
        fs = self.rules.final_state
        out: list[str] = []
        if fs is None:
            return out
        for fp in fs.piles:
            rt = self.zones[fp.zone]
            for p in rt.piles if fp.pile is None else [rt.start + fp.pile]:
                pile = st.piles[p]
                name = self.pile_names[p]
                if fp.count is not None and len(pile) != fp.count:
                    out.append(f"{name}: {len(pile)} cards, the book promises {fp.count}")
                for label, patterns, card in (("top", fp.top, pile[-1] if pile else None), ("bottom", fp.bottom, pile[0] if pile else None)):
                    if patterns is not None and (card is None or not relations.mask(patterns) >> cards.kind(card) & 1):
                        shown = cards.text(card) if card is not None else "nothing"
                        out.append(f"{name}: {label} card {shown}, the book promises {' or '.join(patterns)}")
        return out

    # ------------------------------------------------------------------ text

    def move_text(self, move: Move) -> str:
        if move[0] == -1:
            return f"choose {move[1]} {move[2]}"
        return self.rules_rt[move[0]].text(move)

    def rule_of(self, move: Move) -> str | None:
        """The id of the rule that allows the move (None for a choice)."""
        return None if move[0] == -1 else self.rules_rt[move[0]].spec.id

    def parse_move(self, st: State, text: str) -> Move:
        """The legal move of `st` whose text is `text`; a one-line PatienceError quoting it otherwise."""
        text = " ".join(text.split())
        if not text:
            raise PatienceError("empty move")
        legal = list(self.legal_moves(st))
        for m in legal:
            if self.move_text(m) == text:
                return m
        problem = kinds.diagnose(self, text)
        shown = ", ".join(self.move_text(m) for m in legal[:12]) + (" …" if len(legal) > 12 else "")
        raise PatienceError(f"move {text!r}: {problem} (legal now: {shown or 'none'})")

    def position_text(self, st: State) -> str:
        """The canonical notation of a position: one line per pile, then the counters (see LANGUAGE.md)."""
        lines = []
        for p, name in enumerate(self.pile_names):
            pile = st.piles[p]
            u, d = st.under[p], st.down[p]
            parts = [cards.text(c) for c in pile[:u]] + [cards.text(c).lower() for c in pile[u : u + d]] + [cards.text(c) for c in pile[u + d :]]
            lines.append(f"{name}: {' '.join(parts)}".rstrip())
        lines.append(f"passes: {st.passes}")
        for k in sorted(st.vars):
            lines.append(f"{k}: {_show(st.vars[k])}")
        return "\n".join(lines)

    def render(self, st: State) -> str:
        """The position for a person: one line per pile (face-down cards as ##, the stock as a count)."""
        lines = []
        for name, p in self.pile_index.items():
            rt = self.pile_zone[p]
            pile = st.piles[p]
            if p == self.stock:
                lines.append(f"{name:>4}: [{len(pile)} cards]")
                continue
            u, d = st.under[p], st.down[p]
            shown = [cards.text(c) for c in pile[:u]] + ["##"] * d + [cards.text(c) for c in pile[u + d :]]
            if rt.spec.role in ("foundation", "talon", "discard") and len(shown) > 4:
                shown = ["…"] + shown[-3:]
            lines.append(f"{name:>4}: {' '.join(shown) or '.'}")
        if st.passes:
            lines.append(f"pass {st.passes + 1}")
        return "\n".join(lines)

    def search_key(self, st: State) -> tuple:
        return st.key()


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple):
        return " ".join(_show(v) for v in value)
    return str(value)
