"""The compile step of the fast search core: a rule set's primitives as flat tables, or a refusal naming the first
primitive the core does not compile.

Each primitive of the rule language (a field of the loaded `RuleSet` model) is either compiled here into tables
the core reads, or refused: a field whose value is not its default and that this module does not compile names
the refusal (`move.prefer`, `zone.free`, `condition.uses`), so a primitive added to the language is refused
until it is compiled. Nothing here knows a game: the tables come from the executor's own compiled zones and
relations (`Game`), which the Python reference plays with.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from ..engine import cards, relations
from ..engine.game import Game
from ..engine.kinds.outcome import grid_lines
from ..rules.model import RANKS, SUITS, Condition, RedealRule

MOVE, DRAW, REDEAL, DEAL, REMOVE, SWAP, BETWEEN = range(7)
TUCK, COVER = 7, 8
KINDS = {"move": MOVE, "draw": DRAW, "redeal": REDEAL, "deal": DEAL, "remove": REMOVE, "swap": SWAP,
         "between": BETWEEN, "tuck": TUCK, "cover": COVER}
PATTERNS = {"row": 0, "spaces": 1, "short": 2, "upto": 3, "next-row": 4, "next": 5, "last-started": 6,
            "choose": 7}  # the deal patterns compiled; from "next" on, one card a move (LANGUAGE.md §10.3)
ROWS = {"all": 0, "inner": 1, "outer": 2}  # deal spaces in a grid: which laid rows are filled
DEAL_VARS = (".cursor", ".given", ".left", ".batches", ".pass-batches")  # a one-card deal rule's state, in the core's order
UNITS = {"card": 0, "run": 1, "up": 2, "pile": 3, "packet": 4}  # from "pile" on, card by card (LANGUAGE.md §10.1)
FACES = {"up": 0, "down": 1, "top-up": 2}  # a re-deal's deal steps
TO_SPACE = {"any": 0, "none": 1, "only": 2}
TAKE = {"none": 0, "top": 1, "run": 2, "any": 3}
RELATIONS = {"sum": 0, "same-suit": 1, "identical": 2, "match": 3, "alternate-colour": 4, "same-rank": 5}  # remove
WHERE = {"any": 0, "same-row": 1, "same-row-or-column": 2, "same-pile": 3}  # remove: the group placements compiled
FETCH = 9  # rule kind fetch (LANGUAGE.md §10.9)
KINDS["fetch"] = FETCH
LIFT, COLLECT = 10, 11  # rule kinds lift and collect (LANGUAGE.md §10.9)
KINDS["lift"], KINDS["collect"] = LIFT, COLLECT
CYCLE = 16  # rule kind cycle (LANGUAGE.md §10.9)
KINDS["cycle"] = CYCLE
SORT = 17  # rule kind sort (LANGUAGE.md §10.9)
KINDS["sort"] = SORT
UNDER_KINDS = {TUCK, CYCLE, MOVE, LIFT}  # the kinds compiled beside cards slid under face-down cards
ROLES = ("foundation", "tableau", "reserve", "stock", "talon", "cell", "discard", "ornament", "base-row")
# condition program: postfix ops on a stack of booleans
OP_EMPTY, OP_NOT_EMPTY, OP_FULL, OP_PASSES, OP_SHOWS, OP_AND, OP_OR, OP_NOT, OP_USES = range(9)
OP_SUITS_BASED = 14  # [op, n, n piles]: the bottom cards of the started piles show all four suits
NO_MAX = 1 << 30
# space flags (per pile)
SP_IN_ORDER, SP_FIRST_RANK, SP_DISTINCT, SP_COLOUR, SP_MAX_SUITS, SP_RELATIVE, SP_PER_PILE, SP_LIKE, SP_ANCHOR = (
    1 << i for i in range(9))
SP_LAID, SP_LAID_BY = 1 << 9, 1 << 10  # a grid's laid rows, the rows a rule's uses have laid
FREE = {"lanes": 1, "open-side": 2, "row-end": 3, "latest-row": 4}  # zone.free rules
ORIENTATION = {"upright": 0, "crosswise": 1, "checkerboard": 2}  # lanes
SIDES = {"above": 1, "below": 2, "left": 4, "right": 8}  # open-side: bits
MAX_RULES = 64  # the core's per-rule buffers
MAX_ZONES = 64  # zones as bits of a mask
MAX_PILES = 256  # the core's per-rule destination buffers

COMPILED: dict[str, set[str]] = {
    "rule": {"id", "kind", "when", "stuck", "stuck_ignores", "priority", "unless", "auto", "limit"},
    "move": {"from_", "to", "unit", "to_space", "build", "cards", "alone", "dest_size", "only_to", "to_free",
             "ignore_free", "useful", "stay", "tie", "prefer", "space_first"},
    "draw": {"from_", "to", "count", "cover", "unplayable", "piles_per_pass"},
    "redeal": {"gather", "to", "turn", "shuffle", "progress", "fruitless", "deal", "deal_per_pass"},
    "deal": {"from_", "to", "pattern", "piles", "per_pass", "size", "face", "height", "play", "per_pile", "batch",
             "skip_full", "into", "rows", "packet"},
    "play": {"to", "mode", "counts", "anchored", "only_to", "cards", "fits_also", "when"},
    "gather": {"zones", "start", "reverse_piles", "row_reverse", "pay"},
    "remove": {"group", "to", "into_space", "onto"},
    "swap": {"zones", "cards", "other", "shift", "differ", "useful"},
    "side": {"zones", "cards"},
    "useful": {"from_", "to", "depth", "new"},
    "fetch": {"zone", "cards", "from_"},
    "lift": {"from_", "to"},
    "collect": {"zone"},
    "cycle": {"zone"},
    "sort": {"from_", "routes", "until"},
    "route": {"to", "cards", "fits"},
    "between": {"row", "gaps", "match", "to"},
    "redeal.deal": {"step", "to", "counts", "piles", "packet", "face", "order"},  # its deal steps (DealStep)
    "tuck": {"zone", "key", "start", "feed", "aside", "covered"},
    "cover": {"group", "from_"},
    "group": {"from_", "size", "relation", "total", "distinct", "ranks", "cards", "where", "depth", "alone", "crown"},
    "zone": {"id", "role", "count", "name", "layout", "within", "grid", "labels", "build", "space", "take", "limit",
             "reveal", "fanned", "free"},
    "space": {"cards", "never", "from_", "first_sets_rank", "distinct_suits", "colour", "order", "relative", "per_pile",
              "max_suits", "suit_like", "suit_unlike", "anchor", "laid", "laid_by"},
    "condition": {"empty", "not_empty", "full", "passes", "any", "not_", "shows", "uses", "suits_based"},
    "win": {"kind", "zones", "except_cards", "total", "key", "ranks"},
}
"""The fields of each model the core compiles (every other field must keep its default)."""


class Refused(Exception):
    """The rule set uses a primitive the core does not compile (the message names it)."""


@dataclass
class RulePlan:
    kind: int
    stuck: bool
    ignores_reversible: bool
    must: bool
    when: int  # offset of its condition program, -1: none
    src: list[int] = field(default_factory=list)  # move/draw: source piles, in order; redeal: gathered piles
    dst: list[int] = field(default_factory=list)  # destination piles (redeal: the one pile)
    unit: int = 0
    to_space: int = 0
    card_mask: int = 0
    table: int = -1  # move: its own build table (-1: the destination zone's)
    alone: bool = False
    size_lo: int = 0
    size_hi: int = NO_MAX
    count: int = 1
    cover: bool = False
    shuffle: bool = False
    turn_over: bool = False
    auto: bool = False
    limit: int = NO_MAX  # uses per game
    counted: bool = False  # its uses are part of the position (a guard or a limit reads them)
    pass_counted: bool = False  # ... its uses since the last re-deal
    pattern: int = 0  # deal: PATTERNS
    face_down: bool = False  # deal: the dealt cards lie face down
    per_pass: list[tuple[int, list[int]]] = field(default_factory=list)  # deal: (first pass, piles dealt to)
    size: int = 0  # deal upto: the cards each pile is made up to
    height_rule: int = -1  # deal short/upto: the rule whose uses count rows dealt after the setup's
    height_rows: int = 0  # ... the rows the setup dealt
    unless: list[int] = field(default_factory=list)  # rule indexes
    unplayable: list[int] = field(default_factory=list)  # draw: piles the card must not fit
    piles_per_pass: list[int] = field(default_factory=list)  # draw: the talon piles drawn to in pass n (the last entry
    # for later passes; empty: all)
    only_to: dict[int, list[int]] = field(default_factory=dict)  # move: source pile -> the only destinations allowed
    to_free: bool = False  # move: a non-empty destination only if it has a free card
    ignore_free: bool = False  # move: its sources' `free` rules not applied
    progress: list[int] = field(default_factory=list)  # redeal: the piles whose growth makes a pass fruitful
    fruitless: int = 0  # redeal: the fruitless passes in a row that end the re-deals (0: no `progress`)
    group: list[int] = field(default_factory=list)  # remove: [size, RELATIONS, total, distinct, bit v: value v may
    # join, WHERE, depth, into_space]; `src` the piles giving members, `dst` the piles of `to`, `card_mask` match's
    swap: list[int] = field(default_factory=list)  # swap: [other?, differ, shift]; `src` the piles of `zones`,
    # `card_mask` their cards, `dst` the piles of `other.zones` (without `other`: of `zones`, the shift's spaces)
    other_mask: int = 0  # swap: the cards of `other.zones` that take part
    stay: int = 0  # move packet: the cards that never leave their pile
    tie: bool = False  # move `tie: last`: of destinations whose top cards have equal rank, only the last
    prefer: int = -1  # move: the table of its `prefer` (-1: none)
    useful: int = 0  # move, swap: `useful.depth` (0: no `useful`)
    useful_new: bool = False  # ... `useful.new`
    fit_from: list[int] = field(default_factory=list)  # `useful`: the piles whose free cards are tried
    fit_to: list[int] = field(default_factory=list)  # ... the piles one of them must fit
    per_pile: int = 1  # deal next: the counted cards a target gets before the cursor moves on
    batch: int = 0  # deal next, choose: the counted cards of a batch (0: no batches)
    into_spaces: bool = False  # deal choose: only empty targets may be picked
    rows: int = 0  # deal spaces in a grid: the laid rows filled (ROWS)
    skip_full: list[int] = field(default_factory=list)  # deal next: [first pile, piles, size] of the `skip_full` zone
    plays: list[list[int]] = field(default_factory=list)  # deal: per `play` entry [card mask, when, must, counts,
    # anchored, zones (first pile, piles) of `to` as 1 + 2n ints, of `fits_also` likewise, then `only_to` as
    # target, n, n piles ...]
    apart: list[int] = field(default_factory=list)  # deal, redeal: piles it tells apart (not interchangeable in the key)
    gaps: list[int] = field(default_factory=list)  # between: how many cards lying between may be taken together
    match: int = 0  # between: the outer cards share (bit 0) a suit, (bit 1) a rank
    deal_steps: list[list[int]] = field(default_factory=list)  # redeal: its `deal`, then each `deal_per_pass` entry by
    # `from_pass`, as [from_pass (0: `deal`), then per step: FACES, the zone's first pile, its piles, the piles dealt
    # to, packet (0: none), n (-1: counts "all"), then the n piles given a card, in order]
    tuck: list[int] = field(default_factory=list)  # tuck: [feed pile (-1: none), aside pile (-1: none), covered]
    labels: list[int] = field(default_factory=list)  # tuck: by card kind, the pile it is slid under (-1: none)
    packet: int = 1  # deal row/spaces: the cards each pile dealt to receives
    onto: bool = False  # remove: each member onto its own pile of `dst` (the piles of `onto`)
    crown: int = 0  # remove: the cards that may crown a group (0: no crown)
    pay: list[int] = field(default_factory=list)  # redeal `gather.pay`: [per_card] (empty: no paying); `card_mask`
    # the cards that pay
    space_first: bool = False  # move: when a space takes the card, only the spaces
    routes: list[int] = field(default_factory=list)  # sort: per route [fits, n, then its n piles]; `src` the pile
    # cards are turned from
    route_masks: list[int] = field(default_factory=list)  # sort: per route the cards it takes
    until: int = -1  # sort: offset of its `until` program (-1: none)


@dataclass
class Plan:
    """Everything the core reads, as plain ints and lists."""

    rules_id: str
    piles: int
    cards: int  # card codes are below this
    zone_of: list[int]
    role: list[int]
    reveal: list[bool]
    take: list[int]
    build: list[int]  # per pile: table of its zone's build, -1: none
    run: list[int]  # per pile: table its runs follow, -1: runs of one card
    space: list[int]  # per pile: kinds that may start it (0: none)
    space_from: list[int]  # per pile: bit z set when a card from zone z may start it
    limit: list[int]
    closed: list[int]  # per pile: bit v set when a top card of value v closes it
    group: list[int]  # per pile: piles with the same group are interchangeable (hashed as a multiset)
    space_flags: list[int]  # per pile: SP_* tests of its zone's space beyond the cards it admits
    per_pile: list[int]  # per pile: the value that may start it (SP_PER_PILE; 0: none)
    relative: list[list[int]]  # per pile: value of its zone's first pile's bottom card -> value that may start it
    zone_start: list[int]
    zone_count: list[int]
    zone_max_suits: list[int]
    zone_like: list[int]  # zone -> bit z: a started pile of zone z must share the card's suit
    zone_unlike: list[int]  # ... must not
    anchor: list[list[int]]  # zone -> [anchor zone, bottom card?, same suit?, must be occupied?, then by the anchor
    # card's value 1-13 the value that may start the pile (-1: any)] (space.anchor; zone -1: none)
    tables: list[list[int]]
    rules: list[RulePlan]
    program: list[int]
    win_empty: bool
    win_piles: list[int]
    win_need: int
    passes_matter: bool
    sequence: list[int] = field(default_factory=list)  # per pile: offset in `sequences` (build.rank sequence), -1: none
    sequences: list[int] = field(default_factory=list)  # a zone's table by the pile's height, heights 0 to `cards`
    counters: list[str] = field(default_factory=list)  # the executor's names of the use counters, rule by rule:
    # "<id>.uses" then "<id>.pass-uses" (absent: "")
    progress_vars: list[str] = field(default_factory=list)  # rule by rule: "<id>.start", "<id>.fruitless" (absent: "")
    deal_vars: list[str] = field(default_factory=list)  # rule by rule, the executor's names of DEAL_VARS (absent: "")
    need_piles: list[int] = field(default_factory=list)  # the foundation piles the search's placement order follows
    need_space: list[int] = field(default_factory=list)  # ... the cards their space admits
    seed: int = 0
    safety: bool = False
    safe_found: list[int] = field(default_factory=list)
    safe_src: list[int] = field(default_factory=list)
    needs: list[int] = field(default_factory=list)
    copies: list[int] = field(default_factory=list)
    macro_draw: int = -1
    macro_redeal: int = -1
    macro_stock: int = -1
    macro_talon: int = -1
    overlap: bool = False
    grid_row: list[int] = field(default_factory=list)  # per pile: zone * MAX_PILES + its grid row (-1: no grid)
    grid_column: list[int] = field(default_factory=list)  # ... its grid column
    zone_free: list[list[int]] = field(default_factory=list)  # zone -> [FREE (0: none), its `when` (-1: none), then
    # lanes: ORIENTATION; open-side: SIDES bits; row-end: 1 for the last pile; latest-row: deal rule, setup rows,
    # this_pass + 2 when it counts batches; then the grid's columns and rows]
    zone_columns: list[int] = field(default_factory=list)  # zone -> its grid's columns (0: no grid)
    zone_laid_by: list[list[int]] = field(default_factory=list)  # zone -> [rule, setup rows] of space.laid_by
    win_lines: list[list[int]] = field(default_factory=list)  # win `lines`: the piles of each line (their top cards'
    # values add up to `win_need`)
    win_labels: list[int] = field(default_factory=list)  # win `labelled`: per pile, the card kinds its label names
    tuck_vars: list[str] = field(default_factory=list)  # rule by rule, the executor's "<id>.at" of a tuck rule ("")
    adds: list[list[int]] = field(default_factory=list)  # per pile of a build.rank `add` zone: [its anchor pile, the
    # bottom card?, then by the anchor card's value 1-13 its table]; other piles: []
    under_piles: list[int] = field(default_factory=list)  # the piles cards may lie slid under (beneath face-down cards)
    win_tops: list[int] = field(default_factory=list)  # win `tops`: per win pile the value its top card must have


def _check(model: BaseModel, what: str, also: str = "") -> None:
    """Refuse a field of `model` set to other than its default that the core does not compile."""
    allowed = COMPILED[what] | COMPILED.get(also, set())
    for name, info in type(model).model_fields.items():
        if name in allowed:
            continue
        value = getattr(model, name)
        if value != info.get_default(call_default_factory=True):
            raise Refused(f"{what}.{name.rstrip('_')} not compiled")


def refusal(game: Game) -> str | None:
    """Why the core refuses the game's rule set, or None when it compiles it."""
    try:
        compile_game(game)
    except Refused as exc:
        return str(exc)
    return None


def compile_game(game: Game) -> Plan:
    """The game's tables for the core; `Refused` naming the first primitive it does not compile."""
    r = game.rules
    if game.two:
        raise Refused("players.count 2 not compiled")
    for name in ("choices", "phases"):
        if getattr(r, name):
            raise Refused(f"{name} not compiled")
    zone_index = {z.id: i for i, z in enumerate(r.zones)}
    tables: list[list[int]] = []
    table_ids: dict[tuple, int] = {}

    def table(tab: list[int] | None) -> int:
        if tab is None:
            return -1
        key = tuple(tab)
        if key not in table_ids:
            table_ids[key] = len(tables)
            tables.append(list(tab))
        return table_ids[key]

    n = len(game.pile_names)
    if n > MAX_PILES:
        raise Refused(f"{n} piles not compiled (at most {MAX_PILES})")
    if len(r.zones) > MAX_ZONES or len(r.moves) > MAX_RULES:
        raise Refused(f"more than {MAX_ZONES} zones or {MAX_RULES} rules not compiled")
    z_count = len(r.zones)
    plan = Plan(r.id, n, 52 * r.deck.packs, [0] * n, [0] * n, list(game.reveal), [0] * n, [-1] * n, [-1] * n, [0] * n,
                [0] * n, [0] * n, [0] * n, list(range(n)), [0] * n, [0] * n, [[0] * 14 for _ in range(n)],
                [0] * z_count, [0] * z_count, [4] * z_count, [0] * z_count, [0] * z_count, [[-1] + [0] * 16] * z_count,
                tables, [], [], False, [], game.win_need, False)
    plan.sequence = [-1] * n
    plan.grid_row, plan.grid_column = [-1] * n, [-1] * n
    plan.zone_free = [[0] * 7 for _ in r.zones]
    plan.zone_columns = [z.grid.columns if z.grid is not None else 0 for z in r.zones]
    plan.zone_laid_by = [[game.rule_ids[z.space.laid_by.rule], z.space.laid_by.setup_rows]
                         if z.space.laid_by is not None else [-1, 0] for z in r.zones]
    cycle = relations.rank_cycle(game.pack_name, [])
    for zi, z in enumerate(r.zones):
        _check(z, "zone")
        _check(z.space, "space")
        plan.zone_free[zi] = _free(game, z, plan)
        rt = game.zones[z.id]
        if z.take not in TAKE:
            raise Refused(f"zone.take {z.take} not compiled")
        if z.build is not None and rt.key_mode not in ("", "sequence", "add"):
            raise Refused(f"build.rank {z.build.rank} not compiled")
        sequence = -1
        if rt.key_mode == "sequence":  # a table per pile height
            sequence = len(plan.sequences)
            plan.sequences.extend(table(rt.tables.get(h)) for h in range(plan.cards + 1))
        tab = table(rt.tables[None]) if z.build is not None and not rt.key_mode else -1
        never = z.space.never
        space_from = ((1 << len(r.zones)) - 1 if z.space.from_ is None
                      else sum(1 << zone_index[x] for x in z.space.from_))
        sp = z.space
        flags = ((SP_IN_ORDER if sp.order == "in-order" else 0) | (SP_FIRST_RANK if sp.first_sets_rank else 0)
                 | (SP_DISTINCT if sp.distinct_suits else 0) | (SP_COLOUR if sp.colour == "first" else 0)
                 | (SP_MAX_SUITS if sp.max_suits is not None else 0) | (SP_RELATIVE if sp.relative is not None else 0)
                 | (SP_PER_PILE if sp.per_pile is not None else 0) | (SP_LIKE if sp.suit_like or sp.suit_unlike else 0)
                 | (SP_ANCHOR if sp.anchor is not None else 0))
        if z.grid is not None:  # (without a grid they set no condition)
            flags |= (SP_LAID if sp.laid else 0) | (SP_LAID_BY if sp.laid_by is not None else 0)
        if sp.anchor is not None:
            an = sp.anchor
            plan.anchor[zi] = [zone_index[an.zone], int(an.card == "bottom"), int(an.suit == "same"), int(an.occupied)] + [
                v if an.rank == "same" else relations.step(cycle, v, 1, True)[0] if an.rank == "next" and v in cycle
                else 0 if an.rank == "next" else relations.mod13(an.factor * v) if an.rank == "multiple" else -1
                for v in range(1, 14)]
        plan.zone_start[zi], plan.zone_count[zi] = rt.start, z.count
        plan.zone_max_suits[zi] = sp.max_suits or 4
        plan.zone_like[zi] = sum(1 << zone_index[x] for x in sp.suit_like)
        plan.zone_unlike[zi] = sum(1 << zone_index[x] for x in sp.suit_unlike)
        ordered = (flags & (SP_IN_ORDER | SP_COLOUR | SP_RELATIVE | SP_PER_PILE | SP_ANCHOR | SP_LAID | SP_LAID_BY)
                   or plan.zone_free[zi][0] not in (0, FREE["latest-row"]))  # the piles' order matters
        symmetric = z.count > 1 and rt.until is None and not ordered
        for i, p in enumerate(rt.piles):
            plan.space_flags[p] = flags
            if sp.per_pile is not None and i < len(sp.per_pile):
                plan.per_pile[p] = RANKS.index(sp.per_pile[i]) + 1
            if sp.relative is not None:
                plan.relative[p] = [0] + [cycle[(cycle.index(v) + i * sp.relative) % len(cycle)] if v in cycle else 0
                                          for v in range(1, 14)]
            plan.zone_of[p], plan.role[p], plan.take[p] = zi, ROLES.index(z.role), TAKE[z.take]
            plan.build[p] = plan.run[p] = tab
            plan.sequence[p] = sequence
            plan.space[p] = 0 if never else rt.space_mask
            plan.space_from[p] = space_from
            plan.limit[p] = z.limit or NO_MAX
            plan.closed[p] = sum(1 << v for v in rt.closed) | (1 << rt.until[i] if rt.until is not None else 0)
            plan.group[p] = rt.start if symmetric else p
            if z.grid is not None:
                plan.grid_row[p] = zi * MAX_PILES + i // z.grid.columns
                plan.grid_column[p] = zi * MAX_PILES + i % z.grid.columns
    plan.adds = _adds(game, table)
    for i, rr in enumerate(game.rules_rt):
        plan.rules.append(_rule(game, rr.spec, plan, table))
    plan.counters = [name if flag else "" for rp, m in zip(plan.rules, r.moves)
                     for name, flag in ((m.id + ".uses", rp.counted), (m.id + ".pass-uses", rp.pass_counted))]
    plan.progress_vars = [m.id + suffix if rp.fruitless else "" for rp, m in zip(plan.rules, r.moves)
                          for suffix in (".start", ".fruitless")]
    plan.tuck_vars = [m.id + ".at" if rp.kind == TUCK else "" for rp, m in zip(plan.rules, r.moves)]
    _under(game, plan)
    plan.deal_vars = [m.id + suffix if rp.kind == DEAL and (rp.batch if i >= 2 else rp.pattern == PATTERNS["next"])
                      else "" for rp, m in zip(plan.rules, r.moves) for i, suffix in enumerate(DEAL_VARS)]
    w = r.win
    _check(w, "win")
    if w.kind not in ("all-in", "empty", "lines", "labelled", "tops"):
        raise Refused(f"win.kind {w.kind} not compiled")
    if w.kind == "labelled":
        plan.win_labels = _win_labels(game)
    plan.win_empty = w.kind == "empty"
    plan.win_piles = list(game.win_piles)
    plan.win_need = w.total if w.total is not None else game.win_need
    if w.kind == "lines":
        plan.win_lines = _lines(game)
    if w.kind == "tops":
        plan.win_tops = _tops(game)
    _anchored_apart(game, plan)
    _named_piles_apart(plan)
    plan.passes_matter = any(p.shuffle or p.per_pass or len(p.deal_steps) > 1 for p in plan.rules) or _reads_passes(r)
    plan.passes_matter |= any(p.piles_per_pass for p in plan.rules)
    found = [rt for rt in game.zones.values() if rt.spec.role == "foundation" and rt.key_mode == ""
             and rt.spec.build is not None]
    plan.need_piles = [p for rt in found for p in rt.piles]
    plan.need_space = [rt.space_mask for rt in found for _ in rt.piles]
    _speedups(game, plan)
    return plan


def _free(game: Game, z: Any, plan: Plan) -> list[int]:
    """A zone's `free` rule (LANGUAGE.md §7) as the core reads it (see `Plan.zone_free`)."""
    fr = z.free
    if fr is None:
        return [0] * 7
    rule = fr.rule
    kind = FREE[rule.rule]
    when = _condition(game, fr.when, plan) if fr.when is not None else -1
    if kind in (FREE["lanes"], FREE["open-side"]) and z.grid is None:
        raise Refused(f"zone.free {rule.rule} without a grid not compiled")
    cols = z.grid.columns if z.grid is not None else z.count
    rows = (z.count + cols - 1) // cols
    if kind == FREE["lanes"]:
        args = [ORIENTATION[rule.orientation], 0, 0]
    elif kind == FREE["open-side"]:
        args = [sum(SIDES[x] for x in set(rule.sides)), 0, 0]
    elif kind == FREE["row-end"]:
        args = [int(rule.end == "last"), 0, 0]
    else:
        deal = game.rules_rt[game.rule_ids[rule.deal]].spec
        if rule.unit == "batches" and not getattr(deal, "batch", None):
            raise Refused("zone.free latest-row by the batches of a rule without batches not compiled")
        args = [game.rule_ids[rule.deal], rule.setup_rows, int(rule.this_pass) | 2 * int(rule.unit == "batches")]
    return [kind, when, *args, cols, rows]


def _adds(game: Game, table: Any) -> list[list[int]]:
    """build.rank `add` (LANGUAGE.md §6.1): per pile, its anchor pile and its table by the anchor card's value."""
    out: list[list[int]] = [[] for _ in game.pile_names]
    for rt in game.zones.values():
        b = rt.spec.build
        if rt.key_mode != "add" or b is None or b.anchor is None:
            continue
        a = game.zones[b.anchor.zone]
        tabs = [table(rt.tables[v]) for v in range(1, 14)]
        for i, p in enumerate(rt.piles):
            out[p] = [a.start + i % a.count, int(b.anchor.card == "bottom"), *tabs]
    return out


def _anchored_apart(game: Game, plan: Plan) -> None:
    """A zone whose build or space reads an anchor zone pile by pile (pile i by pile i mod count), and that anchor
    zone, are not interchangeable: their piles are keyed each apart."""
    named: set[int] = set()
    for rt in game.zones.values():
        b, sp = rt.spec.build, rt.spec.space
        for anchor in (b.anchor if b is not None and rt.key_mode == "add" else None, sp.anchor):
            if anchor is not None:
                named |= {*rt.piles, *game.zones[anchor.zone].piles}
    broken = {plan.group[p] for p in named}
    plan.group = [p if g in broken else g for p, g in enumerate(plan.group)]


def _named_piles_apart(plan: Plan) -> None:
    """A group whose piles `only_to` names one by one, whose grid places a remove rule's groups or the lines of a
    `lines` win, that holds the piles of a `tops` win, or that a deal tells apart, is not interchangeable: its piles
    are keyed each apart."""
    named = {p for rp in plan.rules for src, dsts in rp.only_to.items() for p in (src, *dsts)}
    named |= {p for rp in plan.rules if rp.kind in (REMOVE, COVER)
              and rp.group[5] in (WHERE["same-row"], WHERE["same-row-or-column"]) for p in rp.src}
    named |= set(plan.win_piles) if plan.win_labels else set()
    named |= {p for line in plan.win_lines for p in line}
    named |= set(plan.win_piles) if plan.win_tops else set()
    named |= {p for rp in plan.rules for p in rp.apart}
    broken = {plan.group[p] for p in named}
    plan.group = [p if g in broken else g for p, g in enumerate(plan.group)]


def _lines(game: Game) -> list[list[int]]:
    """win `lines` (LANGUAGE.md §12): the piles of every row, column and both diagonals of each square grid zone."""
    out = []
    for ref in game.rules.win.zones:
        ps = _piles(game, [ref])
        grid = game.pile_zone[ps[0]].spec.grid
        assert grid is not None  # (the rule set's consistency: a square grid)
        out += [[ps[i] for i in line] for line in grid_lines(grid.columns)]
    return out


def _tops(game: Game) -> list[int]:
    """win `tops` (LANGUAGE.md §12): the value each win pile's top card must have (pile i: `ranks[i]`)."""
    ranks = game.rules.win.ranks or []
    if len(ranks) < len(game.win_piles):  # (the executor fails on a pile without its rank)
        raise Refused("win.ranks fewer than the piles not compiled")
    return [RANKS.index(x) + 1 for x in ranks[:len(game.win_piles)]]


def _reads_passes(r: Any) -> bool:
    def walk(c: Condition | None) -> bool:
        return c is not None and (c.passes is not None or any(walk(s) for s in c.any) or walk(c.not_))
    return any(walk(m.when) for m in r.moves)


def _piles(game: Game, refs: list[str]) -> list[int]:
    return [p for ref in refs for p in game.resolve_piles(ref, None)]


def _rule(game: Game, s: Any, plan: Plan, table: Any) -> RulePlan:
    if s.kind not in KINDS:
        raise Refused(f"rule kind {s.kind} not compiled")
    _check(s, s.kind, "rule")
    when = _condition(game, s.when, plan) if s.when is not None else -1
    rp = RulePlan(KINDS[s.kind], s.stuck,
                  s.stuck_ignores == "reversible", s.priority == "must", when)
    rp.unless = [game.rule_ids[u] for u in s.unless]
    rp.auto, rp.limit = s.auto, s.limit if s.limit is not None else NO_MAX
    rp.counted, rp.pass_counted = s.id in game.counted, s.id in game.pass_counted
    if s.kind == "move":
        if s.unit not in UNITS:
            raise Refused(f"move.unit {s.unit} not compiled")
        if s.build is not None and Game.key_mode(s.build):
            raise Refused(f"build.rank {s.build.rank} not compiled")
        rp.src, rp.dst = _piles(game, s.from_), _piles(game, s.to)
        rp.unit, rp.to_space = UNITS[s.unit], TO_SPACE[s.to_space]
        rp.card_mask = relations.mask(s.cards)
        rp.stay, rp.tie = relations.mask(s.stay), s.tie == "last"
        if s.prefer is not None and Game.key_mode(s.prefer):
            raise Refused(f"move.prefer rank {s.prefer.rank} not compiled")
        rp.prefer = table(game.build_tables(s.prefer)[None]) if s.prefer is not None else -1
        rp.table = table(game.build_tables(s.build)[None]) if s.build is not None else -1
        rp.alone, rp.to_free, rp.ignore_free = s.alone, s.to_free, s.ignore_free
        rp.space_first = s.space_first
        rp.only_to = {game.pile_index[a]: [game.pile_index[b] for b in bs] for a, bs in s.only_to.items()}
        if s.useful is not None:
            _useful(game, s.useful, rp)
        if s.dest_size is not None:
            rp.size_lo = s.dest_size.min or 0
            rp.size_hi = s.dest_size.max if s.dest_size.max is not None else NO_MAX
    elif s.kind == "draw":
        rp.src, rp.dst, rp.count, rp.cover = _piles(game, [s.from_]), _piles(game, s.to), s.count, s.cover
        rp.unplayable = _piles(game, s.unplayable)
        if s.piles_per_pass is not None and (not s.piles_per_pass or min(s.piles_per_pass) < 0):
            raise Refused("draw.piles_per_pass empty or below 0 not compiled")  # (the executor fails or counts back)
        rp.piles_per_pass = list(s.piles_per_pass or [])
    elif s.kind == "deal":
        if s.pattern not in PATTERNS:
            raise Refused(f"deal.pattern {s.pattern} not compiled")
        stock = game.stock
        if s.from_ is None and stock is None:
            raise Refused("deal from no stock not compiled")
        rp.src = _piles(game, s.from_) if s.from_ is not None else [stock] if stock is not None else []
        rp.dst = ([game.pile_index[n] for n in s.piles] if s.piles is not None and s.pattern != "next-row"
                  else _piles(game, s.to))
        rp.per_pass = [] if s.pattern == "next-row" else [
            (e.from_pass, [game.pile_index[n] for n in e.piles]) for e in sorted(s.per_pass, key=lambda e: e.from_pass)]
        rp.pattern, rp.face_down, rp.size = PATTERNS[s.pattern], s.face == "down", s.size or 0
        rp.rows = ROWS[s.rows]
        rp.packet = s.packet or 1
        if s.pattern in ("spaces", "next-row"):  # (a grid's laid rows)
            rp.apart = [p for p in rp.dst if plan.grid_row[p] >= 0]
        elif s.pattern in ("row", "short", "upto"):  # (each pile in turn is dealt the next cards: which pile gets
            rp.apart = list(rp.dst)  # which depends on its place, so two piles swapped play on differently)
        if s.height is not None and s.pattern not in ("short", "upto", "spaces", "next-row", "choose"):
            raise Refused(f"deal.height with pattern {s.pattern} not compiled")
        if s.height is not None:
            rp.height_rule, rp.height_rows = game.rule_ids[s.height.deal], s.height.setup_rows
        _deal_one(game, s, plan, rp)
    elif s.kind == "remove":
        _remove(game, s, plan, rp)
    elif s.kind == "swap":
        _swap(game, s, rp)
    elif s.kind == "fetch":
        _fetch(game, s, rp)
    elif s.kind == "lift":
        _lift(game, s, rp)
    elif s.kind == "cycle":
        rp.src = _piles(game, [s.zone])
    elif s.kind == "sort":
        _sort(game, s, plan, rp)
    elif s.kind == "collect":
        rp.src = _piles(game, [s.zone])
        rp.apart = list(rp.src)  # (the move reads the piles' order)
    elif s.kind == "tuck":
        _tuck(game, s, rp)
    elif s.kind == "cover":
        _cover(game, s, plan, rp)
    elif s.kind == "between":  # (the row's first pile, as the executor reads it)
        rp.src, rp.dst = _piles(game, [s.row])[:1], _piles(game, [s.to])[:1]
        rp.gaps, rp.match = list(s.gaps), int("suit" in s.match) | 2 * int("rank" in s.match)
    else:
        _check(s.gather, "gather")
        rp.src = game.rules_rt[game.rule_ids[s.id]].gathered(None)  # type: ignore[attr-defined]  # one player: no state read
        rp.dst = _piles(game, [s.to])
        rp.shuffle, rp.turn_over = s.shuffle, s.turn == "over"
        if s.gather.pay is not None:
            rp.pay, rp.card_mask = [s.gather.pay.per_card], relations.mask(s.gather.pay.cards)
        rp.apart = list(rp.src)  # (the packet, so the next pass, follows the gathered piles' order)
        if s.progress:
            rp.progress = _piles(game, s.progress)
            rp.fruitless = s.fruitless if s.fruitless is not None else 1
        _redeal_deal(game, s, plan, rp)
    return rp


def _redeal_deal(game: Game, s: Any, plan: Plan, rp: RulePlan) -> None:
    """A re-deal's `deal` and `deal_per_pass` steps (LANGUAGE.md §10.4), each run as a setup deal step (§5); the
    piles they deal to are told apart (each is dealt its own cards)."""
    if not s.deal and not s.deal_per_pass:
        return
    entries = [(0, s.deal), *((e.from_pass, e.deal) for e in sorted(s.deal_per_pass, key=lambda e: e.from_pass))]
    rp.deal_steps = [[first, *(v for step in steps for v in _deal_step(game, step, plan))] for first, steps in entries]
    rp.apart += [p for _, steps in entries for step in steps for p in game.zones[step.to].piles]


def _deal_step(game: Game, step: Any, plan: Plan) -> list[int]:
    """One deal step as the core runs it (see `RulePlan.deal_steps`)."""
    _check(step, "redeal.deal")
    rt = game.zones[step.to]
    n = step.piles or rt.count
    head = [FACES[step.face], rt.start, rt.count, n, step.packet or 0]
    if step.counts != "all":
        order = [rt.start + i for i in game.deal_order(step, rt.count, 0)]
        return [*head, len(order), *order]
    if step.packet is not None and n * step.packet < plan.cards:  # (the executor refuses a packet too many)
        raise Refused("redeal.deal.packet short of the pack not compiled")
    return [*head, -1]


def _deal_one(game: Game, s: Any, plan: Plan, rp: RulePlan) -> None:
    """A one-card deal rule's cursor, batch, `skip_full` and `play` entries (LANGUAGE.md §10.3), and the piles it
    tells apart: its targets (the cursor's, the last started), the `skip_full` zone's, the anchored play zones' and
    those a play's `only_to` names."""
    if s.pattern not in ("next", "last-started", "choose"):
        return
    rp.per_pile, rp.batch, rp.into_spaces = s.per_pile, s.batch or 0, s.into == "spaces"
    rp.apart = [*rp.dst, *(p for _, piles in rp.per_pass for p in piles)]
    if s.skip_full is not None:
        z = game.zones[s.skip_full.zone]
        rp.skip_full = [z.start, z.count, s.skip_full.size]
        rp.apart += z.piles

    def zones(refs: list[str]) -> list[int]:
        found = [z for ref in refs for z in game.resolve(ref, None)]
        return [len(found), *(v for z in found for v in (z.start, z.count))]

    for pl in s.play:
        _check(pl, "play")
        only = [v for a, bs in pl.only_to.items() for v in (game.pile_index[a], len(bs), *(game.pile_index[b] for b in bs))]
        rp.apart += [p for a, bs in pl.only_to.items() for p in (game.pile_index[a], *(game.pile_index[b] for b in bs))]
        if pl.anchored:
            rp.apart += [p for ref in pl.to for z in game.resolve(ref, None) for p in z.piles]
        rp.plays.append([relations.mask(pl.cards), _condition(game, pl.when, plan) if pl.when is not None else -1,
                         int(pl.mode == "must"), int(pl.counts), int(pl.anchored), *zones(pl.to), *zones(pl.fits_also),
                         *only])


def _remove(game: Game, s: Any, plan: Plan, rp: RulePlan) -> None:
    """A remove rule of groups of one to three cards (each crowned, with `crown`) taken to `to`, or of one or two each
    onto its own pile of `onto` (LANGUAGE.md §10.5)."""
    gr = s.group
    _check(gr, "group")
    if gr.size > 3:
        raise Refused(f"remove.group.size {gr.size} not compiled")
    if gr.size == 3 and s.onto:
        raise Refused("remove.group.size 3 with onto not compiled")
    if gr.where not in WHERE:
        raise Refused(f"remove.group.where {gr.where} not compiled")
    rp.src = [p for p in _piles(game, gr.from_) if plan.take[p] != TAKE["none"]]  # cards that never leave give none
    rp.dst = _piles(game, s.onto) if s.onto else _piles(game, [s.to])
    rp.onto, rp.crown = bool(s.onto), relations.mask(gr.crown) if gr.crown else 0
    values = sum(1 << (RANKS.index(x) + 1) for x in gr.ranks) if gr.ranks else (1 << 14) - 2
    rp.group = [gr.size, RELATIONS[gr.relation], gr.total or 0, int(gr.distinct), values, WHERE[gr.where], gr.depth,
                int(s.into_space)]
    rp.card_mask = relations.mask(gr.cards) if gr.cards is not None else relations.ALL
    rp.alone = gr.alone


def _tuck(game: Game, s: Any, rp: RulePlan) -> None:
    """A tuck rule: the top card of the pile play is at slid under the pile of its label (LANGUAGE.md §10.8)."""
    rt = game.rules_rt[game.rule_ids[s.id]]
    label = [cards.value(c) - 1 if s.key == "rank" else cards.suit(c) for c in range(52)]
    rp.labels = [rt.pile_of.get(x, -1) for x in label]  # type: ignore[attr-defined]
    rp.tuck = [game.zones[s.feed].start if s.feed else -1, game.zones[s.aside].start if s.aside else -1, int(s.covered)]
    rp.apart = list(game.zones[s.zone].piles)


def _cover(game: Game, s: Any, plan: Plan, rp: RulePlan) -> None:
    """A cover rule: each pile of a group of one or two covered by the next card of `from` (LANGUAGE.md §10.6); the
    group's fields as a remove rule's, `src` the piles giving members, `dst` the one pile the cards come from."""
    gr = s.group
    _check(gr, "group")
    if gr.size > 2:
        raise Refused(f"cover.group.size {gr.size} not compiled")
    if gr.where not in WHERE or gr.where == "same-pile":
        raise Refused(f"cover.group.where {gr.where} not compiled")
    source = _piles(game, [s.from_])[0] if s.from_ is not None else game.stock
    if source is None:
        raise Refused("cover from no stock not compiled")
    rp.src, rp.dst = _piles(game, gr.from_), [source]
    if source in rp.src:
        raise Refused("cover.from among the group's piles not compiled")
    values = sum(1 << (RANKS.index(x) + 1) for x in gr.ranks) if gr.ranks else (1 << 14) - 2
    rp.group = [gr.size, RELATIONS[gr.relation], gr.total or 0, int(gr.distinct), values, WHERE[gr.where], gr.depth, 0]
    rp.card_mask = relations.mask(gr.cards) if gr.cards is not None else relations.ALL
    rp.alone = gr.alone


def _under(game: Game, plan: Plan) -> None:
    """The piles cards may lie slid under (by a tuck, onto a pile holding face-down cards, or a cycle): only tuck,
    cycle, move and lift rules are compiled beside them (the other kinds read a pile's face-up cards without them)."""
    down: set[int] = set()  # the piles that may hold face-down cards
    redeals = [m for m in game.rules.moves if isinstance(m, RedealRule)]
    steps = [*game.rules.setup, *(x for m in redeals for x in [*m.deal, *(y for e in m.deal_per_pass for y in e.deal)])]
    for step in steps:
        if step.step == "deal" and step.face != "up":
            down |= set(game.zones[step.to].piles)
    for rp in plan.rules:
        if (rp.kind == DRAW and rp.cover) or (rp.kind == DEAL and rp.face_down):
            down |= {*rp.dst, *(p for _, piles in rp.per_pass for p in piles)}
    slid = {p for rp in plan.rules for p in rp.labels if p >= 0}
    slid |= {p for rp in plan.rules if rp.kind == CYCLE for p in rp.src}
    for step in game.rules.setup:
        if step.step == "tuck":
            slid |= set(game.zones[step.to or step.zone].piles)
    plan.under_piles = sorted(slid & down)
    other = next((m.kind for rp, m in zip(plan.rules, game.rules.moves) if rp.kind not in UNDER_KINDS), None)
    if plan.under_piles and other is not None:
        raise Refused(f"rule kind {other} beside cards slid under face-down cards not compiled")
    if any(plan.take[p] == TAKE["any"] for p in plan.under_piles):  # (the executor's take-out keeps none slid under)
        raise Refused("zone.take any beside cards slid under face-down cards not compiled")


def _win_labels(game: Game) -> list[int]:
    """win `labelled` (LANGUAGE.md §12): per pile, the card kinds its zone's label names (0: none, or not a win pile)."""
    w = game.rules.win
    out = [0] * len(game.pile_names)
    for p in game.win_piles:
        rt = game.pile_zone[p]
        labels = rt.spec.labels or []
        label = labels[p - rt.start] if p - rt.start < len(labels) else None
        out[p] = sum(1 << k for k in range(52)
                     if label == (RANKS[cards.value(k) - 1] if w.key == "rank" else SUITS[cards.suit(k)]))
    return out


def _swap(game: Game, s: Any, rp: RulePlan) -> None:
    """A swap rule: top cards exchanged in pairs, or (`shift`) moved into a space (LANGUAGE.md §10.9)."""
    rp.src, rp.card_mask = _piles(game, s.zones), relations.mask(s.cards)
    if s.other is not None:
        _check(s.other, "side")
        rp.dst, rp.other_mask = _piles(game, s.other.zones), relations.mask(s.other.cards)
    else:
        rp.dst = rp.src
    rp.swap = [int(s.other is not None), int(s.differ), int(s.shift)]
    if s.useful is not None:
        _useful(game, s.useful, rp)


def _useful(game: Game, u: Any, rp: RulePlan) -> None:
    """A move or swap rule's `useful` (LANGUAGE.md §10.1; its `depth` counts only for move rules)."""
    _check(u, "useful")
    rp.useful, rp.useful_new = u.depth, u.new
    rp.fit_from, rp.fit_to = _piles(game, u.from_), _piles(game, u.to)


def _fetch(game: Game, s: Any, rp: RulePlan) -> None:
    """A fetch rule: a top card of `zone` and the topmost card of `from` matching `cards` change places (§10.9)."""
    src = game.stock if s.from_ is None else _piles(game, [s.from_])[0]
    if src is None:
        raise Refused("fetch from no stock not compiled")
    rp.src, rp.dst, rp.card_mask = [src], _piles(game, [s.zone]), relations.mask(s.cards)


def _sort(game: Game, s: Any, plan: Plan, rp: RulePlan) -> None:
    """A sort rule: the top card of `from` (default the stock) by the first route that has a pile for it, one card
    after another while `until` does not hold (LANGUAGE.md §10.9)."""
    src = game.stock if s.from_ is None else game.zones[s.from_].start
    if src is None:
        raise Refused("sort from no stock not compiled")
    rp.src = [src]
    rp.until = _condition(game, s.until, plan) if s.until is not None else -1
    for route in s.routes:
        _check(route, "route")
        piles = [p for z in route.to for p in game.zones[z].piles]
        rp.routes += [int(route.fits), len(piles), *piles]
        rp.route_masks.append(relations.mask(route.cards))


def _lift(game: Game, s: Any, rp: RulePlan) -> None:
    """A lift rule: the top card of each pile of `from` onto the pile of `to` with its index (LANGUAGE.md §10.9); the
    piles paired, `src` and `dst` alike long, are keyed apart."""
    src, dst = _piles(game, [s.from_]), _piles(game, [s.to])
    if set(src) & set(dst):
        raise Refused("lift.to among the piles of lift.from not compiled")
    n = min(len(src), len(dst))
    rp.src, rp.dst = src[:n], dst[:n]
    rp.apart = [*rp.src, *rp.dst]


def _condition(game: Game, c: Condition, plan: Plan) -> int:
    """Append the condition's postfix program to `plan.program`; its offset (the program ends with the op count)."""
    start = len(plan.program)
    code: list[int] = []

    def emit(c: Condition) -> None:
        _check(c, "condition")
        parts = 0
        for op, refs in ((OP_EMPTY, c.empty), (OP_NOT_EMPTY, c.not_empty), (OP_FULL, c.full)):
            if refs:
                ps = _piles(game, refs)
                code.extend([op, len(ps), *ps])
                parts += 1
        for ref in c.suits_based:  # (each zone on its own)
            ps = _piles(game, [ref])
            code.extend([OP_SUITS_BASED, len(ps), *ps])
            parts += 1
        if c.passes is not None:
            code.extend([OP_PASSES, c.passes.min or 0, c.passes.max if c.passes.max is not None else NO_MAX])
            parts += 1
        if c.uses is not None:
            u = c.uses
            code.extend([OP_USES, game.rule_ids[u.rule], u.min or 0, u.max if u.max is not None else NO_MAX,
                         1 if u.this_pass else 0])
            parts += 1
        if c.shows is not None:
            ps = _piles(game, c.shows.zones)
            mask = relations.mask(c.shows.cards)
            low = mask & 0xFFFFFFFF  # (as a signed 32-bit int: the core reads it back unsigned)
            code.extend([OP_SHOWS, len(ps), *ps, low - (1 << 32) if low >> 31 else low, mask >> 32])
            parts += 1
        if c.any:
            for sub in c.any:
                emit(sub)
            code.extend([OP_OR, len(c.any)])
            parts += 1
        if c.not_ is not None:
            emit(c.not_)
            code.append(OP_NOT)
            parts += 1
        code.extend([OP_AND, parts])

    emit(c)
    plan.program.extend([len(code), *code])
    return start


def _speedups(game: Game, plan: Plan) -> None:
    """The safe foundation moves and the K+ stock, where the reference search uses them (same conditions)."""
    from ..solver.search import Safety, StockMacros

    safety = Safety(game)
    if safety.enabled:
        plan.safety = True
        plan.safe_found = [p for p in safety.f_piles if game.pile_zone[p].spec.id in safety.f_ok]
        plan.safe_src = list(safety.src_piles)
        plan.needs = list(safety.needs)
        plan.copies = [len(c) for c in safety.copies]
    macros = StockMacros(game)
    if macros.enabled and macros.cache_ok:
        plan.macro_draw, plan.macro_stock, plan.macro_talon = macros.draw.index, macros.stock, macros.talon
        plan.macro_redeal = macros.redeal.index if macros.redeal is not None else -1
    moves = [rp for rp in plan.rules if rp.kind != REDEAL]
    plan.overlap = any(a.kind == b.kind and set(a.src) & set(b.src) and set(a.dst) & set(b.dst)
                       for i, a in enumerate(moves) for b in moves[i + 1:])
