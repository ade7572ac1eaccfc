"""The executor: a compiled rule set that deals, lists legal moves, and applies
and undoes them (make/unmake, so search backtracks without copying).

Moves are small tuples with a text form that round-trips through
`Game.move_text` / `Game.parse_move`:

    ('m', src, dst, n)      "t3>f1", "t3>t5:3"   n cards from pile src onto pile dst
    ('draw', src, dst, n)   "s>w"                turn n stock cards onto the talon
    ('row', src, zone)      "s>t"                one stock card onto every pile of a zone
    ('redeal',)             "redeal"             gather and start the next pass
    ('choose', name, val)   "choose direction up"
    (component, …)          the component's own text form

`apply` returns an undo log of primitive operations; `undo` replays it backwards.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator

from ..errors import PatienceError
from ..rules.model import CardPattern, RuleSet, Zone
from . import cards, registry, sequences
from .shuffle import shuffled

Move = tuple
Log = list


@dataclass
class ZoneRT:
    """A zone with its compiled tables."""

    spec: Zone
    start: int
    count: int
    tables: dict[object, list[int]]
    key_mode: str  # "", "param" or "base"
    space_mask: int
    piles: tuple[int, ...]


@dataclass
class Plan:
    """A move rule compiled for generation: source piles and destination zones."""

    rule: Any
    sources: list[tuple[str, int, bool]]  # zone id, pile, may a run leave it
    dests: list[tuple[ZoneRT, list[int] | None, bool]]
    # Compiled for the generator (derived from the fields above):
    action: str = ""
    to_space: str = ""
    dest_piles: tuple[int, ...] = ()  # every pile of every destination zone
    # per destination zone: (zone, piles, positional, space mask for each source zone id)
    fast_dests: list[tuple[ZoneRT, tuple[int, ...], bool, dict[str, int]]] = field(default_factory=list)
    by_src: dict[int, list[tuple[str, int, bool]]] = field(default_factory=dict)  # the sources, by pile


@dataclass
class State:
    """Piles bottom→top as card codes, face-down counts, pass count and variables."""

    piles: list[list[int]]
    down: list[int]
    seed: int
    passes: int = 0
    vars: dict[str, Any] = field(default_factory=dict)

    def key(self, passes: bool = True) -> tuple:
        """A hashable snapshot of everything that decides the future of the game."""
        return (
            tuple(map(tuple, self.piles)),
            tuple(self.down),
            self.passes if passes else 0,
            tuple(sorted(self.vars.items())) if self.vars else (),
        )

    def copy(self) -> "State":
        return State([list(p) for p in self.piles], list(self.down), self.seed, self.passes, dict(self.vars))


def _mask(patterns: list[CardPattern]) -> int:
    m = 0
    for p in patterns:
        for k in cards.pattern_kinds(p):
            m |= 1 << k
    return m


class Game:
    """A rule set compiled for play."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
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
        stocks = [z for z in rules.zones if z.role == "stock"]
        self.stock: int | None = self.zones[stocks[0].id].start if stocks else None
        talons = [z for z in rules.zones if z.role == "talon"]
        self.talon: int | None = self.zones[talons[0].id].start if talons else None
        removed = _mask(rules.deck.remove)
        self.pack = [c for c in cards.pack(rules.deck.pack, rules.deck.packs) if not removed >> cards.kind(c) & 1]
        self.total = len(self.pack)
        self.components = [registry.create(self, m.name, m.params) for m in rules.mechanics]
        self.by_tag = {tag: c for c in self.components for tag in c.tags}
        self.exclusive = next((c for c in self.components if c.exclusive), None)
        self.gates = [c for c in self.components if type(c).gate is not registry.Component.gate]
        except_mask = _mask(rules.win.except_cards)
        self.win_need = sum(1 for c in self.pack if not except_mask >> cards.kind(c) & 1)
        self.win_piles = [p for z in rules.win.zones for p in self.zones[z].piles]
        self.refill_zones = [rt for rt in self.zones.values() if rt.spec.space.refill != "none"]
        self.positional = {rt.spec.id for rt in self.zones.values() if rt.key_mode == "base"}
        if rules.final_state:
            self.positional |= {fp.zone for fp in rules.final_state.piles if fp.pile is not None}
        for comp in self.components:
            self.positional |= set(comp.positional_zones)
        self.key_passes = rules.redeal is not None and (rules.redeal.limit is not None or rules.redeal.shuffle)
        self.plans = [self._plan(rule) for rule in rules.moves]
        self.symmetric = self._symmetric_zones()
        sym_piles = {p for z in self.symmetric for p in self.zones[z].piles}
        # The key's parts: runs of consecutive piles, sorted (symmetric) or as they lie.
        self._key_segments: list[tuple[int, int, bool]] = []
        for p in range(len(self.pile_names)):
            sym = self.pile_zone[p].spec.id if p in sym_piles else None
            if self._key_segments and self._key_segments[-1][1] == p and self._key_segments[-1][2] == sym and (
                sym is None or self.pile_zone[p].start != p
            ):
                a, _, _ = self._key_segments[-1]
                self._key_segments[-1] = (a, p + 1, sym)
            else:
                self._key_segments.append((p, p + 1, sym))
        self._key_segments = [(a, b, sym is not None) for a, b, sym in self._key_segments]
        self._sym_slices = [seg for seg in self._key_segments if seg[2]]
        self.foundation_piles = [p for rt in self.zones.values() if rt.spec.role == "foundation" for p in rt.piles]
        self.draw_pairs = {
            (z_from, z_to)
            for rule in rules.moves
            if rule.action == "draw"
            for z_from in rule.from_
            for z_to in rule.to
        }

    #: Components whose moves treat the piles of every zone alike (checked by reading them).
    SYMMETRIC_COMPONENTS = frozenset({"fixed-sequence"})

    def _symmetric_zones(self) -> list[str]:
        """Zones whose piles the rules never tell apart, so that two positions that
        differ only by the order of those piles have the same future: no pile of
        theirs is named by a rule (positional zones, base rows, final layouts), no
        rule deals or draws to them pile by pile, a re-deal does not gather them in
        pile order, and no component but those known to be symmetric is in play."""
        rules = self.rules
        if any(m.name not in self.SYMMETRIC_COMPONENTS for m in rules.mechanics):
            return []
        named = set(self.positional)
        for rt in self.zones.values():
            if rt.spec.build is not None and rt.spec.build.base_zone:
                named.add(rt.spec.build.base_zone)
        for rule in rules.moves:
            if rule.action != "move":
                named |= set(rule.from_) | set(rule.to)
        if rules.redeal is not None:
            named |= set(rules.redeal.gather) | {rules.redeal.to}
        return [
            z
            for z, rt in self.zones.items()
            if rt.count > 1 and z not in named and rt.spec.role not in ("stock", "talon")
        ]

    def search_key(self, state: State, passes: bool = True) -> tuple:
        """`state.key(passes)`, except that the piles of each symmetric zone (see
        `_symmetric_zones`) are sorted: positions that differ only by the order of
        interchangeable piles share one key."""
        if not self._sym_slices:
            return state.key(passes)
        piles, down = state.piles, state.down
        return (
            tuple(
                [
                    tuple(sorted(zip(map(tuple, piles[a:b]), down[a:b]))) if sym else (*map(tuple, piles[a:b]), *down[a:b])
                    for a, b, sym in self._key_segments
                ]
            ),
            state.passes if passes else 0,
            tuple(sorted(state.vars.items())) if state.vars else (),
        )

    def _plan(self, rule: Any) -> "Plan":
        sources = [
            (zf, p, rule.unit == "run" and self.zones[zf].spec.take == "run")
            for zf in rule.from_
            if self.zones[zf].spec.take != "none" or rule.action != "move"
            for p in self.zones[zf].piles
        ]
        dests = []
        for zt in rule.to:
            rt = self.zones[zt]
            fixed = rt.tables.get(None) if rt.key_mode == "" and rt.spec.limit is None else None
            dests.append((rt, fixed, zt in self.positional))
        plan = Plan(rule, sources, dests, action=rule.action, to_space=rule.to_space)
        for source in sources:
            plan.by_src.setdefault(source[1], []).append(source)
        plan.dest_piles = tuple(p for rt, _, _ in dests for p in rt.piles)
        kings = sum(1 << k for k in range(52) if k % 13 == 12)
        for rt, _, positional in dests:
            sp = rt.spec.space
            masks: dict[str, int] = {}
            for zf in rule.from_:
                # The parts of `_space_move_ok` that do not depend on the position.
                m = rt.space_mask
                if rule.to_space == "none" or sp.never or sp.refill != "none":
                    m = 0
                if rule.to_space == "kings":
                    m &= kings
                if sp.from_zones is not None and zf not in sp.from_zones:
                    m = 0
                masks[zf] = m
            plan.fast_dests.append((rt, rt.piles, positional, masks))
        return plan

    def _compile_zone(self, z: Zone, start: int) -> ZoneRT:
        tables: dict[object, list[int]] = {}
        mode = ""
        if z.build is not None:
            for key in sequences.keys(z.build):
                tables[key] = sequences.table(z.build, self.rules.deck.pack, key)
            mode = {"param": "param", "add-base": "base"}.get(z.build.rank, "")
        sp = z.space
        mask = (1 << 52) - 1
        if sp.ranks is not None:
            mask &= _mask([f"{r}*" for r in sp.ranks])
        if sp.cards is not None:
            mask &= _mask(sp.cards)
        return ZoneRT(z, start, z.count, tables, mode, mask, tuple(range(start, start + z.count)))

    # ------------------------------------------------------------------ dealing

    def deal(self, seed: int) -> State:
        """The starting position for `seed` (withdrawals, shuffle, deal, rest to stock)."""
        n = len(self.pile_names)
        st = State([[] for _ in range(n)], [0] * n, seed)
        pack = list(self.pack)
        log: Log = []
        for step in self.rules.setup:
            if step.action == "withdraw":
                rt = self.zones[step.to]
                for i, pattern in enumerate(step.cards):
                    kinds = cards.pattern_kinds(pattern)
                    card = next((c for c in pack if cards.kind(c) in kinds), None)
                    if card is None:
                        raise PatienceError(f"{self.rules.id}: setup withdraws {pattern!r} but no such card is left")
                    pack.remove(card)
                    st.piles[rt.start + i % rt.count].append(card)
        pack = shuffled(pack, seed)
        for step in self.rules.setup:
            if step.action == "deal":
                self._deal_step(st, pack, step)
        if self.stock is not None:
            st.piles[self.stock] = pack
        elif pack:
            raise PatienceError(f"{self.rules.id}: {len(pack)} cards left after the deal and no stock zone")
        for comp in self.components:
            comp.setup(st, log)
        self._refill(st, log)
        return st

    def _deal_step(self, st: State, pack: list[int], step: Any) -> None:
        rt = self.zones[step.to]
        counts = step.counts if isinstance(step.counts, list) else [step.counts] * rt.count
        if len(counts) != rt.count:
            raise PatienceError(f"{self.rules.id}: deal to '{step.to}' gives {len(counts)} counts for {rt.count} piles")
        order = (
            [i for r in range(max(counts, default=0)) for i in range(rt.count) if counts[i] > r]
            if step.order == "rows"
            else [i for i in range(rt.count) for _ in range(counts[i])]
        )
        for i in order:
            if not pack:
                raise PatienceError(f"{self.rules.id}: the pack runs out while dealing to '{step.to}'")
            st.piles[rt.start + i].append(pack.pop())
        for i, c in enumerate(counts):
            p = rt.start + i
            if step.face == "down":
                st.down[p] += c
            elif step.face == "top-up" and c:
                st.down[p] += c - 1

    # ------------------------------------------------------------------ legality

    def table_for(self, state: State, rt: ZoneRT, pile: int) -> list[int] | None:
        if rt.key_mode == "":
            return rt.tables[None]
        if rt.key_mode == "param":
            val = state.vars.get("choice:" + str(rt.spec.build.param))  # type: ignore[union-attr]
            return rt.tables.get(val) if val is not None else None
        base = self.zones[rt.spec.build.base_zone]  # type: ignore[union-attr]
        row = state.piles[base.start + (pile - rt.start) % base.count]
        return rt.tables[cards.value(row[-1])] if row else None

    def accepts(self, state: State, dst: int, card: int) -> bool:
        """May `card` be placed on pile `dst` (its top card, or its empty space)?"""
        rt = self.pile_zone[dst]
        pile = state.piles[dst]
        if pile:
            if rt.spec.build is None or (rt.spec.limit is not None and len(pile) >= rt.spec.limit):
                return False
            tab = self.table_for(state, rt, dst)
            return tab is not None and bool(tab[pile[-1] % 52] >> (card % 52) & 1)
        return self.space_accepts(state, rt, card)

    def space_accepts(self, state: State, rt: ZoneRT, card: int) -> bool:
        sp = rt.spec.space
        if sp.never or sp.refill != "none" or not rt.space_mask >> (card % 52) & 1:
            return False
        if sp.first_sets_rank or sp.distinct_suits:
            for p in rt.piles:
                pile = state.piles[p]
                if pile:
                    if sp.first_sets_rank and cards.value(pile[0]) != cards.value(card):
                        return False
                    if sp.distinct_suits and cards.suit(pile[0]) == cards.suit(card):
                        return False
        return True

    def _run_length(self, state: State, pile: int) -> int:
        """How many top cards of `pile` form a sequence of its zone's build (at least 1)."""
        p = state.piles[pile]
        rt = self.pile_zone[pile]
        tab = self.table_for(state, rt, pile) if rt.spec.build is not None else None
        n = 1
        if tab is None:
            return n
        lowest = state.down[pile]
        j = len(p) - 1
        while j > lowest and tab[p[j - 1] % 52] >> (p[j] % 52) & 1:
            n += 1
            j -= 1
        return n

    def legal_moves(self, state: State, only_from: int | None = None, dest_cache: dict | None = None) -> Iterator[Move]:
        """Every move the player may make now (lazily); `only_from`: just the moves of
        cards leaving that pile. `dest_cache`: a dict kept by a caller that lists moves
        of several positions differing only in piles no move rule builds on (the
        stock and talon), so what the destination piles take is computed once."""
        for ch in self.rules.choices:
            if "choice:" + ch.name not in state.vars:
                for opt in ch.options:
                    yield ("choose", ch.name, opt)
                return
        if self.exclusive is not None:
            yield from self.exclusive.moves(state)
            return
        moves: Iterable[Move] = self._rule_moves(state, only_from, dest_cache)
        for comp in self.gates:
            moves = comp.gate(state, moves)
        yield from moves

    def _rule_moves(self, state: State, only_from: int | None, dest_cache: dict | None = None) -> Iterator[Move]:
        """The moves of the rule set's move rules, re-deal and components."""
        piles, down = state.piles, state.down
        pile_zone = self.pile_zone
        for plan in self.plans:
            action = plan.action
            if action == "move":
                to_space = plan.to_space
                if to_space == "only" and all(piles[p] for p in plan.dest_piles):
                    continue  # no space to move into
                only_spaces = to_space == "only"
                # What each destination pile takes, computed once: a kind mask for a
                # pile with cards, None for a space.
                accept = dest_cache.get(id(plan)) if dest_cache is not None else None
                for zf, src, runs in plan.sources if only_from is None else plan.by_src.get(only_from, ()):
                    p = piles[src]
                    n = len(p)
                    up = n - down[src]
                    if up <= 0:
                        continue
                    if accept is None:
                        accept = [self._accept_masks(state, rt, only_spaces) for rt, _, _, _ in plan.fast_dests]
                        if dest_cache is not None:
                            dest_cache[id(plan)] = accept
                    kmax = min(up, self._run_length(state, src)) if runs else 1
                    src_rt = pile_zone[src]
                    for k in range(1, kmax + 1):
                        bottom = p[-k] % 52
                        bit = 1 << bottom
                        for (dst_rt, dst_piles, positional, space_masks), (masks, union, spaces) in zip(plan.fast_dests, accept):
                            if not (union & bit or (spaces and space_masks[zf] & bit)):
                                continue  # no pile of the zone takes it
                            space_ok = None
                            for dst, m in zip(dst_piles, masks):
                                if m is not None:
                                    if m & bit and dst != src:
                                        yield ("m", src, dst, k)
                                elif dst != src:
                                    if space_ok is None:
                                        space_ok = (
                                            bool(space_masks[zf] & bit)
                                            and not (k == n and src_rt is dst_rt)  # a whole pile into another space of its zone changes nothing
                                            and self._space_rank_ok(state, dst_rt, bottom)
                                        )
                                    if not space_ok:
                                        continue
                                    yield ("m", src, dst, k)
                                    if not positional:
                                        space_ok = False  # the spaces of a zone are interchangeable
            elif only_from is not None:
                continue
            elif action == "draw":
                to = self.zones[plan.rule.to[0]].start
                for _, src, _ in plan.sources:
                    if piles[src]:
                        yield ("draw", src, to, plan.rule.count)
            else:  # deal-row
                for _, src, _ in plan.sources:
                    if piles[src]:
                        yield ("row", src, plan.rule.to[0])
        if only_from is not None:
            return
        rd = self.rules.redeal
        if rd is not None and self.stock is not None and not piles[self.stock]:
            if rd.limit is None or state.passes < rd.limit:
                if any(piles[p] for z in rd.gather for p in self.zones[z].piles):
                    yield ("redeal",)
        for comp in self.components:
            yield from comp.moves(state)

    def stock_turn(self, state: State) -> Move | None:
        """The first stock move `legal_moves` lists now (a draw, a row or the re-deal),
        without listing the others; for rule sets without components."""
        assert not self.components
        for ch in self.rules.choices:
            if "choice:" + ch.name not in state.vars:
                return None
        piles = state.piles
        for plan in self.plans:
            if plan.action == "draw":
                for _, src, _ in plan.sources:
                    if piles[src]:
                        return ("draw", src, self.zones[plan.rule.to[0]].start, plan.rule.count)
            elif plan.action != "move":
                for _, src, _ in plan.sources:
                    if piles[src]:
                        return ("row", src, plan.rule.to[0])
        rd = self.rules.redeal
        if rd is not None and self.stock is not None and not piles[self.stock]:
            if rd.limit is None or state.passes < rd.limit:
                if any(piles[p] for z in rd.gather for p in self.zones[z].piles):
                    return ("redeal",)
        return None

    def _accept_masks(self, state: State, rt: ZoneRT, only_spaces: bool) -> tuple[list[int | None], int, bool]:
        """For each pile of `rt`: the kinds it takes on its top card now (0: none), or
        None when it is empty (a space: see `_space_move_ok`); the union of those
        kinds; is there a space."""
        piles = state.piles
        spec = rt.spec
        out: list[int | None] = []
        union = 0
        spaces = False
        if spec.build is None or only_spaces:
            out = [0 if piles[d] else None for d in rt.piles]
            return out, 0, None in out
        limit = spec.limit
        fixed = rt.tables[None] if rt.key_mode == "" else None
        for d in rt.piles:
            q = piles[d]
            if not q:
                out.append(None)
                spaces = True
            elif limit is not None and len(q) >= limit:
                out.append(0)
            else:
                tab = fixed if fixed is not None else self.table_for(state, rt, d)
                m = tab[q[-1] % 52] if tab is not None else 0
                out.append(m)
                union |= m
        return out, union, spaces

    def _space_rank_ok(self, state: State, rt: ZoneRT, card: int) -> bool:
        """The parts of `space_accepts` that depend on the other piles of the zone."""
        sp = rt.spec.space
        if sp.first_sets_rank or sp.distinct_suits:
            for p in rt.piles:
                pile = state.piles[p]
                if pile:
                    if sp.first_sets_rank and cards.value(pile[0]) != cards.value(card):
                        return False
                    if sp.distinct_suits and cards.suit(pile[0]) == cards.suit(card):
                        return False
        return True

    def is_run(self, state: State, pile: int, k: int) -> bool:
        """Do the top k cards of `pile` form a sequence of its zone's build?"""
        p = state.piles[pile]
        rt = self.pile_zone[pile]
        tab = self.table_for(state, rt, pile) if rt.spec.build is not None else None
        if tab is None:
            return k == 1
        for j in range(len(p) - k, len(p) - 1):
            if not tab[p[j] % 52] >> (p[j + 1] % 52) & 1:
                return False
        return True

    def moves_to_zone(self, state: State, rule: Any, zf: str, src: int, k: int, dst_rt: ZoneRT) -> Iterator[Move]:
        """The moves of the top k cards of `src` (a pile of zone `zf`) by move rule
        `rule` onto the piles of one zone, as `legal_moves` generates them."""
        piles = state.piles
        bottom = piles[src][-k]
        bit = 1 << (bottom % 52)
        whole_pile = k == len(piles[src])
        positional = dst_rt.spec.id in self.positional
        space_done = False
        for dst in dst_rt.piles:
            if dst == src:
                continue
            if piles[dst]:
                if rule.to_space != "only" and self.accepts(state, dst, bottom):
                    yield ("m", src, dst, k)
            elif not space_done and self._space_move_ok(state, rule, zf, src, dst_rt, bottom, whole_pile):
                yield ("m", src, dst, k)
                space_done = not positional

    def places_for(self, state: State, card: int, zones: list[ZoneRT]) -> Iterator[int]:
        """Piles of `zones` that take `card` now: each pile whose top card accepts it, and
        the spaces that do — one per zone where its spaces are interchangeable."""
        piles = state.piles
        for rt in zones:
            space_done = False
            for dst in rt.piles:
                if piles[dst]:
                    if self.accepts(state, dst, card):
                        yield dst
                elif not space_done and self.space_accepts(state, rt, card):
                    yield dst
                    space_done = rt.spec.id not in self.positional

    def rule_moves(self, state: State, rule: Any) -> Iterator[Move]:
        """The moves one move rule allows now, for a rule a component holds (phases, gates)."""
        piles, down = state.piles, state.down
        for zf in rule.from_:
            src_rt = self.zones[zf]
            if src_rt.spec.take == "none":
                continue
            for src in src_rt.piles:
                up = len(piles[src]) - down[src]
                if up <= 0:
                    continue
                top_n = up if rule.unit == "run" and src_rt.spec.take == "run" else 1
                for k in range(1, top_n + 1):
                    if k > 1 and not self.is_run(state, src, k):
                        break
                    for zt in rule.to:
                        yield from self.moves_to_zone(state, rule, zf, src, k, self.zones[zt])

    def _space_move_ok(self, state: State, rule: Any, zf: str, src: int, dst_rt: ZoneRT, bottom: int, whole_pile: bool) -> bool:
        """May the top cards of `src` (bottom card `bottom`) go into an empty pile of `dst_rt`?"""
        if rule.to_space == "none" or (rule.to_space == "kings" and cards.value(bottom) != 13):
            return False
        if whole_pile and self.pile_zone[src] is dst_rt:
            return False  # a whole pile into another space of its zone changes nothing
        allowed = dst_rt.spec.space.from_zones
        if allowed is not None and zf not in allowed:
            return False
        return self.space_accepts(state, dst_rt, bottom)

    # ------------------------------------------------------------------ make / unmake

    def move_cards(self, state: State, log: Log, src: int, dst: int, n: int, reverse: bool = False) -> None:
        """Primitive: the top n cards of src onto dst (one by one when `reverse`)."""
        _shift(state.piles, src, dst, n, reverse)
        a = state.piles[src]
        log.append(("mv", src, dst, n, reverse))
        if state.down[src] and state.down[src] >= len(a):
            log.append(("down", src, state.down[src]))
            state.down[src] = len(a) - 1 if a else 0

    def set_down(self, state: State, log: Log, pile: int, n: int) -> None:
        """Primitive: the bottom n cards of `pile` lie face down (turning cards up or over)."""
        if state.down[pile] != n:
            log.append(("down", pile, state.down[pile]))
            state.down[pile] = n

    def tuck(self, state: State, log: Log, src: int, dst: int) -> None:
        """Primitive: the top card of src slid under the bottom of dst."""
        card = state.piles[src].pop()
        state.piles[dst].insert(0, card)
        log.append(("tuck", src, dst))
        if state.down[src] > len(state.piles[src]):
            log.append(("down", src, state.down[src]))
            state.down[src] = len(state.piles[src])

    def set_var(self, state: State, log: Log, key: str, value: Any) -> None:
        log.append(("var", key, state.vars.get(key, _MISSING)))
        state.vars[key] = value

    def replace_pile(self, state: State, log: Log, pile: int, new: list[int]) -> None:
        log.append(("set", pile, state.piles[pile], state.down[pile]))
        state.piles[pile] = new
        state.down[pile] = 0

    def apply(self, state: State, move: Move) -> Log:
        """Make `move` (assumed legal); return the log that `undo` takes."""
        log: Log = []
        kind = move[0]
        if kind == "m":
            self.move_cards(state, log, move[1], move[2], move[3])
        elif kind == "draw":
            n = min(move[3], len(state.piles[move[1]]))
            self.move_cards(state, log, move[1], move[2], n, reverse=True)
        elif kind == "row":
            for dst in self.zones[move[2]].piles:
                if not state.piles[move[1]]:
                    break
                self.move_cards(state, log, move[1], dst, 1)
        elif kind == "redeal":
            self._redeal(state, log)
        elif kind == "choose":
            self.set_var(state, log, "choice:" + move[1], move[2])
        else:
            self.by_tag[kind].apply(state, move, log)
        self._refill(state, log)
        return log

    def _redeal(self, state: State, log: Log) -> None:
        rd = self.rules.redeal
        assert rd is not None and self.stock is not None
        packet: list[int] = []
        for z in rd.gather:
            for p in self.zones[z].piles:
                packet.extend(state.piles[p])
                self.replace_pile(state, log, p, [])
        log.append(("passes", state.passes))
        state.passes += 1
        new = shuffled(packet, state.seed, stream=state.passes) if rd.shuffle else packet[::-1]
        self.replace_pile(state, log, self.stock, new)

    def _refill(self, state: State, log: Log) -> None:
        """Fill spaces the rules fill at once (from the talon first where so stated)."""
        for rt in self.refill_zones:
            for p in rt.piles:
                if state.piles[p]:
                    continue
                src = None
                if rt.spec.space.refill == "talon-then-stock" and self.talon is not None and state.piles[self.talon]:
                    src = self.talon
                elif self.stock is not None and state.piles[self.stock]:
                    src = self.stock
                if src is not None:
                    self.move_cards(state, log, src, p, 1)

    def undo(self, state: State, log: Log) -> None:
        """Unmake the move whose log this is."""
        for op in reversed(log):
            tag = op[0]
            if tag == "mv":
                _, src, dst, n, reverse = op
                _shift(state.piles, dst, src, n, reverse)
            elif tag == "tuck":
                state.piles[op[1]].append(state.piles[op[2]].pop(0))
            elif tag == "down":
                state.down[op[1]] = op[2]
            elif tag == "var":
                if op[2] is _MISSING:
                    del state.vars[op[1]]
                else:
                    state.vars[op[1]] = op[2]
            elif tag == "set":
                state.piles[op[1]] = op[2]
                state.down[op[1]] = op[3]
            elif tag == "passes":
                state.passes = op[1]
            else:
                raise AssertionError(f"unknown undo op {tag}")

    # ------------------------------------------------------------------ outcome

    def is_won(self, state: State) -> bool:
        win = self.rules.win
        if win.kind == "component":
            return any(c.won(state) for c in self.components)
        piles = state.piles
        if win.kind == "empty":
            return not any(piles[p] for p in self.win_piles)
        return sum(len(piles[p]) for p in self.win_piles) == self.win_need

    def final_state_mismatches(self, state: State) -> list[str]:
        """Where a (winning) end state differs from the layout the book promises."""
        fs = self.rules.final_state
        out: list[str] = []
        if fs is None:
            return out
        for fp in fs.piles:
            rt = self.zones[fp.zone]
            for p in rt.piles if fp.pile is None else [rt.start + fp.pile]:
                out.extend(self._pile_mismatches(state, p, fp))
        return out

    def _pile_mismatches(self, state: State, p: int, fp: Any) -> list[str]:
        out: list[str] = []
        pile = state.piles[p]
        name = self.pile_names[p]
        if fp.count is not None and len(pile) != fp.count:
            out.append(f"{name}: {len(pile)} cards, the book promises {fp.count}")
        ends = (("top", fp.top, pile[-1] if pile else None), ("bottom", fp.bottom, pile[0] if pile else None))
        for label, patterns, card in ends:
            if patterns is not None and (card is None or not _mask(patterns) >> cards.kind(card) & 1):
                shown = cards.text(card) if card is not None else "nothing"
                out.append(f"{name}: {label} card {shown}, the book promises {' or '.join(patterns)}")
        return out

    # ------------------------------------------------------------------ text

    def move_text(self, move: Move) -> str:
        kind = move[0]
        if kind == "m":
            base = f"{self.pile_names[move[1]]}>{self.pile_names[move[2]]}"
            return base if move[3] == 1 else f"{base}:{move[3]}"
        if kind == "draw":
            return f"{self.pile_names[move[1]]}>{self.pile_names[move[2]]}"
        if kind == "row":
            return f"{self.pile_names[move[1]]}>{move[2]}"
        if kind == "redeal":
            return "redeal"
        if kind == "choose":
            return f"choose {move[1]} {move[2]}"
        return self.by_tag[kind].move_text(move)

    def parse_move(self, text: str) -> Move:
        """Inverse of `move_text`; raises PatienceError quoting the bad text."""
        tokens = text.split()
        if not tokens:
            raise PatienceError("empty move")
        if tokens[0] == "redeal" and len(tokens) == 1:
            return ("redeal",)
        if tokens[0] == "choose" and len(tokens) == 3:
            return ("choose", tokens[1], tokens[2])
        if tokens[0] in self.by_tag:
            return self.by_tag[tokens[0]].parse(tokens)
        if len(tokens) == 1 and ">" in text:
            src_name, _, rest = text.partition(">")
            dst_name, _, n = rest.partition(":")
            src = self.pile_index.get(src_name)
            if src is None:
                raise PatienceError(f"move {text!r}: no pile named {src_name!r}")
            src_zone = self.pile_zone[src].spec.id
            if dst_name in self.zones and self.zones[dst_name].count > 1 and not n:
                return ("row", src, dst_name)
            dst = self.pile_index.get(dst_name)
            if dst is None:
                raise PatienceError(f"move {text!r}: no pile named {dst_name!r}")
            if (src_zone, self.pile_zone[dst].spec.id) in self.draw_pairs and not n:
                rule = next(r for r in self.rules.moves if r.action == "draw" and src_zone in r.from_)
                return ("draw", src, dst, rule.count)
            try:
                count = int(n) if n else 1
            except ValueError:
                raise PatienceError(f"move {text!r}: {n!r} is not a card count") from None
            return ("m", src, dst, count)
        raise PatienceError(f"not a move: {text!r} (expected e.g. 't3>f1', 't3>t5:2', 's>w', 'redeal')")

    def render(self, state: State) -> str:
        """The position as text: one line per pile (face-down cards as ##)."""
        lines = []
        for name, p in self.pile_index.items():
            rt = self.pile_zone[p]
            pile = state.piles[p]
            if rt.spec.role == "stock":
                lines.append(f"{name:>4}: [{len(pile)} cards]")
                continue
            shown = ["##"] * state.down[p] + [cards.text(c) for c in pile[state.down[p]:]]
            if rt.spec.role in ("foundation", "talon") and len(shown) > 4:
                shown = ["…"] + shown[-3:]
            lines.append(f"{name:>4}: {' '.join(shown) or '.'}")
        if state.passes:
            lines.append(f"pass {state.passes + 1}")
        return "\n".join(lines)


def _shift(piles: list[list[int]], src: int, dst: int, n: int, reverse: bool) -> None:
    """The top n cards of src onto dst, reversed when dealt one by one."""
    a = piles[src]
    chunk = a[-n:]
    del a[-n:]
    if reverse:
        chunk.reverse()
    piles[dst].extend(chunk)


class _Missing:
    def __repr__(self) -> str:
        return "<missing>"


_MISSING = _Missing()
