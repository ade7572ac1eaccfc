# cython: language_level=3
"""The compiled search core: a position as flat arrays, moves from the compiled rule tables, and the
depth-first search of `patience.solver.search` over them.

A position is one byte per card slot (`cards[pile * cap + i]`, bottom card first), the pile lengths,
face-down counts and counts of cards slid under (beneath the face-down ones), and the passes. Moves are made
and unmade through an integer log, never by copying. Each pile keeps a 64-bit Zobrist hash of its cards,
face-down and slid-under counts; the position key is the sum of the mixed pile hashes, each salted by its
pile's group, so interchangeable piles (one group) hash as a multiset. The tables come from
`patience.fast.compile.Plan`.
"""

from libc.stdlib cimport malloc, calloc, realloc, free
from libc.string cimport memcpy
from libc.stdint cimport uint64_t, int64_t, uint32_t, uint8_t
from cpython.exc cimport PyErr_CheckSignals
import time

cdef enum:
    MOVE = 0
    DRAW = 1
    REDEAL = 2
    DEAL = 3
    REMOVE = 4
    BETWEEN = 6
    P_ROW = 0
    P_SPACES = 1
    P_SHORT = 2
    P_UPTO = 3
    P_NEXT = 5
    P_LAST = 6
    P_CHOOSE = 7
    L_MV = 1
    L_DOWN = 2
    L_PASS = 3
    L_SNAP = 4
    FOUNDATION = 0
    OP_EMPTY = 0
    OP_NOT_EMPTY = 1
    OP_FULL = 2
    OP_PASSES = 3
    OP_SHOWS = 4
    OP_AND = 5
    OP_OR = 6
    OP_NOT = 7
    OP_USES = 8
    L_USE = 5
    L_TAKE = 6
    L_VAR = 7
    AUTO_LIMIT = 100000
    CHECK_EVERY = 512
    SP_IN_ORDER = 1
    SP_FIRST_RANK = 2
    SP_DISTINCT = 4
    SP_COLOUR = 8
    SP_MAX_SUITS = 16
    SP_RELATIVE = 32
    SP_PER_PILE = 64
    SP_LIKE = 128
    SP_ANCHOR = 256
    SP_LAID = 512
    SP_LAID_BY = 1024
    MAX_RULES = 64
    FR_LANES = 1
    FR_OPEN_SIDE = 2
    FR_ROW_END = 3
    FR_LATEST_ROW = 4
    P_NEXT_ROW = 4
    SWAP = 5
    L_SWAP = 8
    L_DVAR = 9
    DV_CURSOR = 0
    DV_GIVEN = 1
    DV_LEFT = 2
    DV_BATCHES = 3
    DV_PBATCHES = 4
    TUCK = 7
    COVER = 8
    L_TUCK = 10
    L_AT = 11
    L_UNDER = 12

cdef enum:
    OP_SUITS_BASED = 14
    U_PILE = 3
    U_PACKET = 4
    FETCH = 9
    L_FETCH = 13
    W_SAME_PILE = 3

cdef enum:
    TAKE_ANY = 3  # zone.take any: every face-up card is free (a move's n then carries the card's depth, see _depth)

cdef enum:
    LIFT = 10
    COLLECT = 11

cdef enum:
    CYCLE = 16
    SORT = 17

cdef struct Mv:
    int rule
    int src
    int dst
    int n

cdef struct Step:
    Mv mv
    int turns   # stock turns made before the move (the K+ stock)
    int score

cdef struct Frame:
    int step_lo
    int step_hi
    int next
    int log_mark
    int hist_mark

cdef inline uint64_t mix(uint64_t z) nogil:
    z = (z ^ (z >> 30)) * <uint64_t>0xBF58476D1CE4E5B9
    z = (z ^ (z >> 27)) * <uint64_t>0x94D049BB133111EB
    return z ^ (z >> 31)


cdef class Core:
    """A rule set's compiled tables and one position (see the module docstring)."""
    cdef int P, NC, CAP, T, R
    cdef uint8_t* cards
    cdef int* ln
    cdef int* dn
    cdef int* un
    cdef int passes
    cdef uint64_t seed_base
    cdef uint64_t* h
    cdef uint64_t hkey
    cdef uint64_t* zc
    cdef uint64_t* zd
    cdef uint64_t* zu
    cdef uint64_t* salt
    cdef uint64_t* tabs
    cdef int* role
    cdef int* reveal
    cdef int* take
    cdef int* build
    cdef int* run
    cdef uint64_t* space
    cdef uint64_t* space_from
    cdef int* limit
    cdef int* closed
    cdef int* zone_of
    cdef int* found_cnt
    cdef int* sp_flags
    cdef int* seq
    cdef int* anc
    cdef int* seqtab
    cdef int* addt
    cdef int* per_pile
    cdef int* rel
    cdef int* z_start
    cdef int* z_count
    cdef int* z_max
    cdef uint64_t* z_like
    cdef uint64_t* z_unlike
    cdef int* r_must
    cdef int* r_unless
    cdef int* r_nunless
    cdef int* r_unpl
    cdef int* r_nunpl
    cdef int restricted
    cdef int* r_auto
    cdef int* r_limit
    cdef int* r_counted
    cdef int* r_pcounted
    cdef int* uses
    cdef int* puses
    cdef int any_auto, any_counted, testing
    cdef int* r_pattern
    cdef int* r_facedown
    cdef int* r_size
    cdef int* r_hrule
    cdef int* r_hrows
    cdef int* r_pp
    cdef int* r_npp
    # deals (LANGUAGE.md §10.3): per rule its DV_* state (5 a rule) and whether the executor keeps each, per_pile,
    # batch, into: spaces, rows (spaces in a grid), skip_full [first pile, piles, size], its `play` entries (offsets
    # into plays, masks); the foundation piles (and their spaces' cards) a choose deal's placements are ordered by
    cdef int* dv
    cdef int* dv_kept
    cdef int any_dv
    cdef int* r_perpile
    cdef int* r_batch
    cdef int* r_into_spaces
    cdef int* r_rows
    cdef int any_choose, n_need
    cdef int* need_piles
    cdef uint64_t* need_space
    cdef int* r_skip
    cdef int* r_gaps
    cdef int* r_ngaps
    cdef int* r_match
    cdef int* r_play
    cdef int* r_nplay
    # a re-deal's deal steps (LANGUAGE.md §10.4): per rule the offset of its entries in rd_steps and their number;
    # an entry is [from_pass, length, then its steps as compile.RulePlan.deal_steps lays them]
    cdef int* rd_at
    cdef int* rd_n
    cdef int* rd_steps
    # draw `piles_per_pass` (LANGUAGE.md §10.2): per rule the offset of its counts in ppp and their number (0: none)
    cdef int* r_ppp
    cdef int* r_nppp
    cdef int* ppp
    cdef int* play_at
    cdef uint64_t* play_mask
    cdef int* plays
    # rules
    cdef int* r_kind
    cdef int* r_stuck
    cdef int* r_ignrev
    cdef int* r_when
    cdef int* r_src
    cdef int* r_nsrc
    cdef int* r_dst
    cdef int* r_ndst
    cdef int* r_unit
    cdef int* r_tospace
    cdef uint64_t* r_cards
    cdef int* r_table
    cdef int* r_alone
    cdef int* r_lo
    cdef int* r_hi
    cdef int* r_count
    cdef int* r_cover
    cdef int* r_shuffle
    cdef int* r_over
    cdef int* r_from_talon
    cdef int* r_only
    cdef int* r_group
    cdef int* r_fruit
    cdef int* r_prog
    cdef int* r_nprog
    cdef int* pstart
    cdef int* pfruit
    cdef int* grid_row
    cdef int* grid_col
    cdef int* z_free
    cdef int* r_tofree
    cdef int* r_ignfree
    cdef int* z_cols
    cdef int* z_laid_by
    cdef int* r_swap
    cdef uint64_t* r_omask
    cdef int* r_fit
    # `useful` (move, swap): per rule its depth (0: none) and `new`; while a rule's moves are listed for a useful test,
    # `raw_list` (no useful filter); the fits before the move (`new`) and the positions tried, as stacks
    # move fields (LANGUAGE.md §10.1): per rule packet's `stay` cards, `tie: last`, the table of `prefer` (-1: none)
    cdef uint64_t* r_stay
    cdef int* r_tie
    cdef int* r_prefer
    cdef int* r_udepth
    cdef int* r_unew
    cdef int raw_list
    cdef int* fitbuf
    cdef int fit_top, fit_cap
    cdef uint64_t* useen
    cdef int useen_top, useen_cap
    cdef int nlines
    cdef int* lines
    cdef uint8_t* only_ok
    # tuck (LANGUAGE.md §10.8): per rule [feed, aside, covered], its pile for each card kind (52 a rule, -1: none)
    # and the pile play is at (`<id>.at`); the labelled win: per pile the card kinds its label names
    cdef int* r_tuck
    cdef int* tk
    cdef int* tat
    cdef int any_tuck, win_labelled
    cdef uint64_t* win_label
    # deal packets, remove onto and crowns, a re-deal's paying (LANGUAGE.md §10.3-10.5): per rule the cards a pile is
    # dealt (1: no packet); whether a remove rule plays its members onto piles (`onto`); the cards that crown its
    # groups (0: no crown; a crowned move, or one of three members, is coded wide: see `_wide`)
    cdef int* r_packet
    cdef int* r_onto
    cdef uint64_t* r_crown
    cdef int* r_pay  # redeal `gather.pay`: per_card (-1: no paying; r_cards the cards that pay)
    cdef int* r_spfirst  # move `space_first`
    cdef int* r_sort  # sort: per rule [offset of its routes in `srt`, routes, `until` (-1: none), offset in `srt_mask`]
    cdef int* srt  # sort routes: [fits, n, then n piles] each
    cdef uint64_t* srt_mask  # ... the cards each takes
    cdef int* pool
    cdef int* prog
    cdef int overlap, passes_matter
    cdef int win_empty, win_need, nwin
    cdef int* win_piles
    cdef int* win_tops  # win `tops`: per win pile the value its top card must have (NULL: another win)
    cdef int safety, nsf, nss
    cdef int* safe_found
    cdef int* safe_src
    cdef uint64_t* needs
    cdef int* copies
    cdef int nfound
    cdef int* found_piles
    cdef int m_draw, m_redeal, m_stock, m_talon
    # work areas
    cdef int* log
    cdef int log_top, log_cap
    cdef Mv* mv
    cdef int mv_top, mv_cap
    cdef Step* steps
    cdef int st_top, st_cap
    cdef Frame* frames
    cdef int fr_top, fr_cap
    cdef Mv* hist
    cdef int hist_top, hist_cap
    cdef uint64_t* tt
    cdef uint64_t tt_mask
    cdef int64_t tt_used
    cdef uint64_t* seen_cfg
    cdef public object plan

    def __cinit__(self):
        self.cards = NULL

    def __init__(self, plan):
        cdef int p, i, c, k, off
        self.plan = plan
        self.P, self.NC = plan.piles, plan.cards
        self.CAP = plan.cards
        P, NC, CAP = self.P, self.NC, self.CAP
        self.cards = <uint8_t*>calloc(P * CAP, 1)
        self.ln = <int*>calloc(P, sizeof(int))
        self.dn = <int*>calloc(P, sizeof(int))
        self.un = <int*>calloc(P, sizeof(int))
        self.h = <uint64_t*>calloc(P, sizeof(uint64_t))
        self.zc = <uint64_t*>malloc(CAP * NC * sizeof(uint64_t))
        self.zd = <uint64_t*>malloc((CAP + 1) * sizeof(uint64_t))
        self.salt = <uint64_t*>malloc(P * sizeof(uint64_t))
        cdef uint64_t s = 0x243F6A8885A308D3
        for i in range(CAP * NC):
            s += <uint64_t>0x9E3779B97F4A7C15
            self.zc[i] = mix(s)
        for i in range(CAP + 1):
            s += <uint64_t>0x9E3779B97F4A7C15
            self.zd[i] = mix(s)
        self.zu = <uint64_t*>malloc((CAP + 1) * sizeof(uint64_t))
        for i in range(CAP + 1):
            s += <uint64_t>0x9E3779B97F4A7C15
            self.zu[i] = mix(s) if i else 0
        self.T = len(plan.tables)
        self.tabs = <uint64_t*>malloc(max(self.T, 1) * 52 * sizeof(uint64_t))
        for i, tab in enumerate(plan.tables):
            for k in range(52):
                self.tabs[i * 52 + k] = tab[k]
        self.role = _ints(plan.role)
        self.reveal = _ints([1 if x else 0 for x in plan.reveal])
        self.take = _ints(plan.take)
        self.build = _ints(plan.build)
        self.run = _ints(plan.run)
        self.space = _u64s(plan.space)
        self.space_from = _u64s(plan.space_from)
        self.limit = _ints(plan.limit)
        self.closed = _ints(plan.closed)
        self.zone_of = _ints(plan.zone_of)
        self.found_cnt = <int*>calloc(52, sizeof(int))
        self.sp_flags = _ints(plan.space_flags)
        self.seq = _ints(plan.sequence)
        self.anc = _ints([v for row in plan.anchor for v in row])
        self.seqtab = _ints(plan.sequences or [0])
        self.addt = _ints([v for row in plan.adds for v in (row or [-1] * 15)])
        self.per_pile = _ints(plan.per_pile)
        self.rel = _ints([v for row in plan.relative for v in row])
        self.z_start = _ints(plan.zone_start)
        self.z_count = _ints(plan.zone_count)
        self.z_max = _ints(plan.zone_max_suits)
        self.z_like = _u64s(plan.zone_like)
        self.z_unlike = _u64s(plan.zone_unlike)
        for p in range(P):
            self.salt[p] = mix(<uint64_t>0x51ED270B27362B1D * <uint64_t>(plan.group[p] + 1))
        rules = plan.rules
        self.R = len(rules)
        R = self.R
        self.r_kind = _ints([r.kind for r in rules])
        self.r_stuck = _ints([1 if r.stuck else 0 for r in rules])
        self.r_ignrev = _ints([1 if r.ignores_reversible else 0 for r in rules])
        self.r_when = _ints([r.when for r in rules])
        flat = []
        srcs, dsts, unless, unpl, pp = [], [], [], [], []
        for r in rules:
            pp.append(len(flat))
            for first, piles in r.per_pass:
                flat.extend([first, len(piles), *piles])
            srcs.append(len(flat)); flat.extend(r.src)
            dsts.append(len(flat)); flat.extend(r.dst)
            unless.append(len(flat)); flat.extend(r.unless)
            unpl.append(len(flat)); flat.extend(r.unplayable)
        self.r_unless = _ints(unless)
        self.r_nunless = _ints([len(r.unless) for r in rules])
        self.r_unpl = _ints(unpl)
        self.r_nunpl = _ints([len(r.unplayable) for r in rules])
        self.r_must = _ints([1 if r.must else 0 for r in rules])
        self.r_pp = _ints(pp)
        self.r_npp = _ints([len(r.per_pass) for r in rules])
        self.r_pattern = _ints([r.pattern for r in rules])
        self.r_facedown = _ints([1 if r.face_down else 0 for r in rules])
        self.r_size = _ints([r.size for r in rules])
        self.r_hrule = _ints([r.height_rule for r in rules])
        self.r_hrows = _ints([r.height_rows for r in rules])
        self.r_auto = _ints([1 if r.auto else 0 for r in rules])
        self.r_limit = _ints([r.limit for r in rules])
        self.r_counted = _ints([1 if r.counted else 0 for r in rules])
        self.r_pcounted = _ints([1 if r.pass_counted else 0 for r in rules])
        self.uses = <int*>calloc(R, sizeof(int))
        self.puses = <int*>calloc(R, sizeof(int))
        self.any_auto = 1 if any(r.auto for r in rules) else 0
        self.any_counted = 1 if any(r.counted or r.pass_counted or r.fruitless for r in rules) else 0
        self.restricted = 1 if any(r.stuck or r.unless or r.must for r in rules) else 0
        self.r_src = _ints(srcs)
        self.r_nsrc = _ints([len(r.src) for r in rules])
        self.r_dst = _ints(dsts)
        self.r_ndst = _ints([len(r.dst) for r in rules])
        self.r_unit = _ints([r.unit for r in rules])
        self.r_tospace = _ints([r.to_space for r in rules])
        self.r_cards = _u64s([r.card_mask for r in rules])
        self.r_table = _ints([r.table for r in rules])
        self.r_alone = _ints([1 if r.alone else 0 for r in rules])
        self.r_lo = _ints([r.size_lo for r in rules])
        self.r_hi = _ints([r.size_hi for r in rules])
        self.r_count = _ints([r.count for r in rules])
        self.r_cover = _ints([1 if r.cover else 0 for r in rules])
        self.r_shuffle = _ints([1 if r.shuffle else 0 for r in rules])
        self.r_over = _ints([1 if r.turn_over else 0 for r in rules])
        self.r_from_talon = _ints([1 if r.kind == MOVE and plan.macro_talon in r.src else 0 for r in rules])
        # move.only_to: per rule that has it, a P x P table, [src * P + d] = 1 when d is allowed from src
        only, ok = [], []
        for r in rules:
            only.append(len(ok) if r.only_to else -1)
            if r.only_to:
                for p in range(P):
                    allowed = r.only_to.get(p)
                    ok.extend([1] * P if allowed is None else [1 if d in allowed else 0 for d in range(P)])
        self.r_only = _ints(only)
        self.r_fruit = _ints([r.fruitless for r in rules])
        prog = []
        for r in rules:
            prog.append(len(flat)); flat.extend(r.progress)
        fit = []  # swap `useful`: per rule (offset, count) of its fit_from piles in the pool, then of its fit_to
        for r in rules:
            fit.extend([len(flat), len(r.fit_from), len(flat) + len(r.fit_from), len(r.fit_to)])
            flat.extend(r.fit_from + r.fit_to)
        self.pool = _ints(flat or [0])
        self.r_prog = _ints(prog)
        self.r_nprog = _ints([len(r.progress) for r in rules])
        self.r_fit = _ints(fit)
        self.r_swap = _ints([v for r in rules for v in (r.swap or [0] * 3)])
        self.r_udepth = _ints([r.useful for r in rules])
        self.r_unew = _ints([1 if r.useful_new else 0 for r in rules])
        self.fit_cap, self.useen_cap = 1 << 10, 1 << 10
        self.fitbuf = <int*>malloc(self.fit_cap * sizeof(int))
        self.useen = <uint64_t*>malloc(self.useen_cap * sizeof(uint64_t))
        self.r_omask = _u64s([r.other_mask for r in rules])
        self.nlines = len(plan.win_lines)
        self.lines = _ints([x for line in plan.win_lines for x in (len(line), *line)] or [0])
        self.pstart = <int*>calloc(max(len(flat), 1), sizeof(int))  # by the same offsets as r_prog
        self.pfruit = <int*>calloc(R, sizeof(int))
        self.r_group = _ints([v for r in rules for v in (r.group or [0] * 8)])
        self.grid_row = _ints(plan.grid_row)
        self.grid_col = _ints(plan.grid_column)
        self.z_free = _ints([v for row in plan.zone_free for v in row])
        self.r_tofree = _ints([1 if r.to_free else 0 for r in rules])
        self.r_ignfree = _ints([1 if r.ignore_free else 0 for r in rules])
        self.z_cols = _ints(plan.zone_columns)
        self.z_laid_by = _ints([v for row in plan.zone_laid_by for v in row])
        self._init_deal_one(plan)
        self._init_move_fields(plan)
        self._init_redeal_deal(plan)
        self._init_tuck(plan)
        self._init_draw(plan)
        self._init_packet_pay(plan)
        self._init_cycle_sort(plan)
        self.only_ok = <uint8_t*>calloc(max(len(ok), 1), 1)
        for i, c in enumerate(ok):
            self.only_ok[i] = c
        self.prog = _ints(plan.program or [0])
        self.overlap = 1 if plan.overlap else 0
        self.passes_matter = 1 if plan.passes_matter else 0
        self.win_empty = 1 if plan.win_empty else 0
        self.win_need = plan.win_need
        self.nwin = len(plan.win_piles)
        self.win_piles = _ints(plan.win_piles or [0])
        self.win_tops = _ints(plan.win_tops) if plan.win_tops else NULL
        self.safety = 1 if plan.safety else 0
        self.nsf, self.nss = len(plan.safe_found), len(plan.safe_src)
        self.safe_found = _ints(plan.safe_found or [0])
        self.safe_src = _ints(plan.safe_src or [0])
        self.needs = _u64s(plan.needs or [0] * 52)
        self.copies = _ints(plan.copies or [0] * 52)
        fp = [p for p in range(P) if plan.role[p] == FOUNDATION]
        self.nfound = len(fp)
        self.found_piles = _ints(fp or [0])
        self.m_draw, self.m_redeal = plan.macro_draw, plan.macro_redeal
        self.m_stock, self.m_talon = plan.macro_stock, plan.macro_talon
        self.log_cap, self.mv_cap, self.st_cap, self.fr_cap, self.hist_cap = 1 << 12, 1 << 10, 1 << 10, 1 << 8, 1 << 10
        self.log = <int*>malloc(self.log_cap * sizeof(int))
        self.mv = <Mv*>malloc(self.mv_cap * sizeof(Mv))
        self.steps = <Step*>malloc(self.st_cap * sizeof(Step))
        self.frames = <Frame*>malloc(self.fr_cap * sizeof(Frame))
        self.hist = <Mv*>malloc(self.hist_cap * sizeof(Mv))
        self.seen_cfg = <uint64_t*>malloc((2 * CAP + 8) * sizeof(uint64_t))
        self.tt = NULL

    def _init_deal_one(self, plan):
        """The tables of the deals' one-card patterns (and spaces in a grid)."""
        rules = plan.rules
        self.dv = <int*>calloc(max(5 * self.R, 1), sizeof(int))
        self.dv_kept = _ints([1 if name else 0 for name in plan.deal_vars])
        self.any_dv = 1 if any(plan.deal_vars) else 0
        self.r_perpile = _ints([r.per_pile for r in rules])
        self.r_batch = _ints([r.batch for r in rules])
        self.r_into_spaces = _ints([1 if r.into_spaces else 0 for r in rules])
        self.r_rows = _ints([r.rows for r in rules])
        self.any_choose = 1 if any(r.kind == DEAL and r.pattern == P_CHOOSE for r in rules) else 0
        self.n_need = len(plan.need_piles)
        self.need_piles = _ints(plan.need_piles)
        self.need_space = _u64s(plan.need_space)
        self.r_skip = _ints([v for r in rules for v in (r.skip_full or [-1, 0, 0])])
        gaps = [0]
        for r in rules:
            gaps.extend(r.gaps)
        self.r_gaps = _ints(gaps)
        self.r_ngaps = _ints([len(r.gaps) for r in rules])
        self.r_match = _ints([r.match for r in rules])
        entries = [e for r in rules for e in r.plays]
        firsts, at, flat = [], [], []
        for r in rules:
            firsts.append(len(at))
            for e in r.plays:
                at.append(len(flat))
                flat.extend([*e[1:], -1])  # (-1 ends its `only_to`)
        self.r_play = _ints(firsts)
        self.r_nplay = _ints([len(r.plays) for r in rules])
        self.play_at = _ints(at)
        self.play_mask = _u64s([e[0] for e in entries])
        self.plays = _ints(flat)

    def _init_move_fields(self, plan):
        """The tables of the move rules' `stay` (unit `packet`), `tie` and `prefer`."""
        self.r_stay = _u64s([r.stay for r in plan.rules] or [0])
        self.r_tie = _ints([1 if r.tie else 0 for r in plan.rules] or [0])
        self.r_prefer = _ints([r.prefer for r in plan.rules] or [-1])

    def _init_redeal_deal(self, plan):
        """The tables of the re-deals' deal steps."""
        at, flat = [], []
        for r in plan.rules:
            at.append(len(flat))
            for first, *codes in r.deal_steps:
                flat.extend([first, len(codes), *codes])
        self.rd_at = _ints(at)
        self.rd_n = _ints([len(r.deal_steps) for r in plan.rules])
        self.rd_steps = _ints(flat)

    def _init_tuck(self, plan):
        """The tables of the tuck rules and of the labelled win."""
        rules = plan.rules
        self.r_tuck = _ints([v for r in rules for v in (r.tuck or [-1, -1, 0])])
        self.tk = _ints([v for r in rules for v in (r.labels or [-1] * 52)])
        self.tat = <int*>calloc(max(self.R, 1), sizeof(int))
        self.any_tuck = 1 if any(r.kind == TUCK for r in rules) else 0
        self.win_labelled = 1 if plan.win_labels else 0
        self.win_label = _u64s(plan.win_labels or [0])

    def _init_draw(self, plan):
        """The tables of the draws' `piles_per_pass`."""
        at, flat = [], []
        for r in plan.rules:
            at.append(len(flat))
            flat.extend(r.piles_per_pass)
        self.r_ppp = _ints(at)
        self.r_nppp = _ints([len(r.piles_per_pass) for r in plan.rules])
        self.ppp = _ints(flat)

    def _init_packet_pay(self, plan):
        """The tables of deal packets, remove onto and crowns, and a re-deal's paying."""
        self.r_packet = _ints([r.packet for r in plan.rules])
        self.r_onto = _ints([1 if r.onto else 0 for r in plan.rules])
        self.r_crown = _u64s([r.crown for r in plan.rules])
        self.r_pay = _ints([r.pay[0] if r.pay else -1 for r in plan.rules])

    def _init_cycle_sort(self, plan):
        """The tables of move `space_first` and of the sort rules."""
        self.r_spfirst = _ints([1 if r.space_first else 0 for r in plan.rules])
        at, flat, masks = [], [], []
        for r in plan.rules:
            at.extend([len(flat), len(r.route_masks), r.until, len(masks)])
            flat.extend(r.routes)
            masks.extend(r.route_masks)
        self.r_sort = _ints(at)
        self.srt = _ints(flat)
        self.srt_mask = _u64s(masks)

    def __dealloc__(self):
        if self.cards == NULL:
            return
        free(self.r_spfirst)
        free(self.r_sort)
        free(self.srt)
        free(self.srt_mask)
        free(self.r_ppp)
        free(self.r_nppp)
        free(self.ppp)
        free(self.r_packet)
        free(self.r_onto)
        free(self.r_crown)
        free(self.r_pay)
        free(self.rd_at)
        free(self.rd_n)
        free(self.rd_steps)
        free(self.cards)
        free(self.ln)
        free(self.dn)
        free(self.un)
        free(self.zu)
        free(self.r_tuck)
        free(self.tk)
        free(self.tat)
        free(self.win_label)
        free(self.h)
        free(self.zc)
        free(self.zd)
        free(self.salt)
        free(self.tabs)
        free(self.role)
        free(self.reveal)
        free(self.take)
        free(self.build)
        free(self.run)
        free(self.space)
        free(self.space_from)
        free(self.limit)
        free(self.closed)
        free(self.zone_of)
        free(self.found_cnt)
        free(self.sp_flags)
        free(self.seq)
        free(self.anc)
        free(self.seqtab)
        free(self.addt)
        free(self.per_pile)
        free(self.rel)
        free(self.z_start)
        free(self.z_count)
        free(self.z_max)
        free(self.z_like)
        free(self.z_unlike)
        free(self.r_must)
        free(self.r_pp)
        free(self.r_npp)
        free(self.r_pattern)
        free(self.r_facedown)
        free(self.r_size)
        free(self.r_hrule)
        free(self.r_hrows)
        free(self.r_auto)
        free(self.r_limit)
        free(self.r_counted)
        free(self.r_pcounted)
        free(self.uses)
        free(self.puses)
        free(self.r_unless)
        free(self.r_nunless)
        free(self.r_unpl)
        free(self.r_nunpl)
        free(self.r_kind)
        free(self.r_stuck)
        free(self.r_ignrev)
        free(self.r_when)
        free(self.r_src)
        free(self.r_nsrc)
        free(self.r_dst)
        free(self.r_ndst)
        free(self.r_unit)
        free(self.r_tospace)
        free(self.r_cards)
        free(self.r_table)
        free(self.r_alone)
        free(self.r_lo)
        free(self.r_hi)
        free(self.r_count)
        free(self.r_cover)
        free(self.r_shuffle)
        free(self.r_over)
        free(self.r_from_talon)
        free(self.r_only)
        free(self.r_group)
        free(self.r_fruit)
        free(self.r_prog)
        free(self.r_nprog)
        free(self.pstart)
        free(self.pfruit)
        free(self.grid_row)
        free(self.grid_col)
        free(self.z_free)
        free(self.r_tofree)
        free(self.r_ignfree)
        free(self.z_cols)
        free(self.z_laid_by)
        free(self.r_swap)
        free(self.r_omask)
        free(self.r_fit)
        free(self.r_udepth)
        free(self.r_unew)
        free(self.fitbuf)
        free(self.useen)
        free(self.lines)
        free(self.dv)
        free(self.dv_kept)
        free(self.r_perpile)
        free(self.r_batch)
        free(self.r_into_spaces)
        free(self.r_rows)
        free(self.need_piles)
        free(self.need_space)
        free(self.r_skip)
        free(self.r_gaps)
        free(self.r_ngaps)
        free(self.r_match)
        free(self.r_play)
        free(self.r_nplay)
        free(self.play_at)
        free(self.play_mask)
        free(self.plays)
        free(self.only_ok)
        free(self.pool)
        free(self.prog)
        free(self.win_piles)
        free(self.win_tops)
        free(self.safe_found)
        free(self.safe_src)
        free(self.needs)
        free(self.copies)
        free(self.found_piles)
        free(self.log)
        free(self.mv)
        free(self.steps)
        free(self.frames)
        free(self.hist)
        free(self.seen_cfg)
        free(self.tt)

    # ------------------------------------------------------------------ position

    def load(self, piles, down, int passes, seed, counters=(), under=None):
        """Set the position: the executor's piles (bottom card first), face-down counts, passes, seed, the use
        counters (the executor's variables, named as in `plan.counters`) and the counts of cards slid under."""
        cdef int p, i
        names = self.plan.counters
        for r in range(self.R):
            self.uses[r] = counters.get(names[2 * r], 0) if counters else 0
            self.puses[r] = counters.get(names[2 * r + 1], 0) if counters else 0
            if self.r_fruit[r]:
                start = counters[self.plan.progress_vars[2 * r]]
                for i in range(self.r_nprog[r]):
                    self.pstart[self.r_prog[r] + i] = start[i]
                self.pfruit[r] = counters[self.plan.progress_vars[2 * r + 1]]
        for i in range(5 * self.R):
            self.dv[i] = counters.get(self.plan.deal_vars[i], 0) if counters and self.dv_kept[i] else 0
        for r in range(self.R):
            self.tat[r] = counters[self.plan.tuck_vars[r]] if self.r_kind[r] == TUCK else 0
        if len(piles) != self.P:
            raise ValueError(f"{len(piles)} piles for a plan of {self.P}")
        for i in range(52):
            self.found_cnt[i] = 0
        self.hkey = 0
        for p in range(self.P):
            self.ln[p] = len(piles[p])
            self.dn[p] = down[p]
            self.un[p] = under[p] if under is not None else 0
            for i in range(self.ln[p]):
                self.cards[p * self.CAP + i] = piles[p][i]
            self._rehash(p)
            if self.role[p] == FOUNDATION:
                for i in range(self.ln[p]):
                    self.found_cnt[piles[p][i] % 52] += 1
        self.hkey = 0
        for p in range(self.P):
            self.hkey += mix(self.h[p] ^ self.salt[p])
        self.passes = passes
        self.seed_base = ((seed << 20) & 0xFFFFFFFFFFFFFFFF)
        self.log_top = 0

    def position(self):
        """(piles, face-down counts, passes, use counters by the executor's names) of the current position."""
        names = self.plan.counters
        counters = {}
        for r in range(self.R):
            if names[2 * r]:
                counters[names[2 * r]] = self.uses[r]
            if names[2 * r + 1]:
                counters[names[2 * r + 1]] = self.puses[r]
            if self.r_fruit[r]:
                counters[self.plan.progress_vars[2 * r]] = tuple(self.pstart[self.r_prog[r] + i]
                                                                 for i in range(self.r_nprog[r]))
                counters[self.plan.progress_vars[2 * r + 1]] = self.pfruit[r]
        for i in range(5 * self.R):
            if self.dv_kept[i]:
                counters[self.plan.deal_vars[i]] = self.dv[i]
        for r in range(self.R):
            if self.r_kind[r] == TUCK:
                counters[self.plan.tuck_vars[r]] = self.tat[r]
        return ([[self.cards[p * self.CAP + i] for i in range(self.ln[p])] for p in range(self.P)],
                [self.dn[p] for p in range(self.P)], self.passes, counters)

    def key(self):
        """The position's 64-bit key (interchangeable piles as a multiset; passes only where they matter)."""
        return self._key()

    def won(self):
        return self._won()

    def moves(self):
        """The legal moves, as the executor's move tuples, in its order."""
        cdef int lo = self.mv_top
        self._legal()
        out = [self._tuple(self.mv[i]) for i in range(lo, self.mv_top)]
        self.mv_top = lo
        return out

    def apply(self, move):
        """Make an executor move tuple; returns the mark `undo` takes."""
        cdef int mark = self.log_top
        cdef Mv m
        m.rule = move[0]
        if self.r_kind[m.rule] == REMOVE:  # (rule, ((pile, depth), ...), None)
            members = move[1]
            m.src, m.n = members[0][0], members[0][1]
            m.dst = members[1][0] if len(members) > 1 else -1
            if len(members) > 1:
                m.n |= members[1][1] << 16
            if self._wide(m.rule):
                m.n = self._wide_code(members, move[2])
            self._play(m)
            return mark
        if self.r_kind[m.rule] == DEAL:  # (rule, pile): -1 by the pattern, else onto that pile
            m.src, m.dst, m.n = -1, move[1], 0
            self._play(m)
            return mark
        if self.r_kind[m.rule] == BETWEEN:  # (rule, index of the first card taken, cards taken)
            m.src, m.dst, m.n = move[1], -1, move[2]
            self._play(m)
            return mark
        if self.r_kind[m.rule] == COVER:  # (rule, (pile covered first, pile covered next))
            m.src, m.dst, m.n = move[1][0], move[1][1] if len(move[1]) > 1 else -1, 0
            self._play(m)
            return mark
        m.src = move[1] if len(move) > 1 else -1
        m.dst = move[2] if len(move) > 2 else -1
        m.n = move[3] if len(move) > 3 else 0
        if self.r_kind[m.rule] == MOVE and len(move) > 4 and move[4] > 1:
            m.n |= move[4] << 16
        self._play(m)
        return mark

    def undo(self, int mark):
        self._undo(mark)

    def safe_move(self):
        """The safe foundation move the search would make now, or None."""
        cdef Mv m
        if self._safe(&m):
            return self._tuple(m)
        return None

    # One pile of the current position, as `solver.search.move_scorer` reads it (the playouts).

    def size(self, int p):
        """The cards on pile `p`."""
        return self.ln[p]

    def face_down(self, int p):
        """The face-down cards at the bottom of pile `p`."""
        return self.dn[p]

    def slid_under(self, int p):
        """The cards slid under pile `p` (beneath its face-down cards)."""
        return self.un[p]

    def card(self, int p, int i):
        """The `i`-th card of pile `p`, bottom first."""
        if not 0 <= i < self.ln[p]:
            raise IndexError(f"card {i} of a pile of {self.ln[p]}")
        return self.cards[p * self.CAP + i]

    def accepts(self, int p, int card):
        """May `card` be placed on pile `p` now (on its top card, or into its space)?"""
        return bool(self._accepts(p, card))

    cdef object _tuple(self, Mv m):
        if self.r_kind[m.rule] == MOVE:
            return (m.rule, m.src, m.dst, _count(m.n), _depth(m.n) or 1)
        if self.r_kind[m.rule] == DRAW:
            return (m.rule, m.src, m.dst)
        if self.r_kind[m.rule] == DEAL:
            return (m.rule, m.dst)
        if self.r_kind[m.rule] == BETWEEN:
            return (m.rule, m.src, m.n)
        if self.r_kind[m.rule] == REMOVE:
            if self._wide(m.rule):
                return self._wide_tuple(m)
            if m.dst < 0:
                return (m.rule, ((m.src, m.n),), None)
            return (m.rule, ((m.src, m.n & 0xFFFF), (m.dst, m.n >> 16)), None)
        if self.r_kind[m.rule] == SWAP:
            return (m.rule, m.src, m.dst, m.n)
        if self.r_kind[m.rule] == FETCH or self.r_kind[m.rule] == CYCLE:
            return (m.rule, m.src)
        if self.r_kind[m.rule] == COVER:
            if m.dst < 0:
                return (m.rule, (m.src,))
            return (m.rule, (m.src, m.dst))
        return (m.rule,)

    cdef inline uint64_t _key(self):
        cdef uint64_t k = self.hkey
        cdef int r, i
        if self.passes_matter:
            k ^= mix(<uint64_t>(self.passes + 1) * <uint64_t>0xD6E8FEB86659FD93)
        if self.any_counted:
            for r in range(self.R):
                if self.r_fruit[r]:
                    k += mix(<uint64_t>(r + 1) * <uint64_t>0xA0761D6478BD642F + <uint64_t>self.pfruit[r])
                    for i in range(self.r_nprog[r]):
                        k += mix((<uint64_t>(self.r_prog[r] + i + 1) << 32) * <uint64_t>0xE7037ED1A0B428DB
                                 + <uint64_t>self.pstart[self.r_prog[r] + i])
                if self.r_counted[r]:
                    k += mix(<uint64_t>(r + 1) * <uint64_t>0x9FB21C651E98DF25 + <uint64_t>self.uses[r])
                if self.r_pcounted[r]:
                    k += mix(<uint64_t>(r + 1) * <uint64_t>0xC13FA9A902A6328F + <uint64_t>self.puses[r])
        if self.any_dv:
            for i in range(5 * self.R):
                if self.dv_kept[i]:
                    k += mix((<uint64_t>(i + 1) << 32) * <uint64_t>0x8EBC6AF09C88C6E3 + <uint64_t>self.dv[i])
        if self.any_tuck:
            for r in range(self.R):
                if self.r_kind[r] == TUCK:
                    k += mix((<uint64_t>(r + 1) << 32) * <uint64_t>0x589965CC75374CC3 + <uint64_t>(self.tat[r] + 1))
        return k

    cdef inline void _rekey(self, int p, uint64_t old):
        self.hkey += mix(self.h[p] ^ self.salt[p]) - mix(old ^ self.salt[p])

    cdef void _rehash(self, int p):
        cdef uint64_t old = self.h[p]
        cdef uint64_t x = self.zd[self.dn[p]] ^ self.zu[self.un[p]]
        cdef int i
        cdef uint8_t* a = self.cards + p * self.CAP
        for i in range(self.ln[p]):
            x ^= self.zc[i * self.NC + a[i]]
        self.h[p] = x
        self.hkey += mix(x ^ self.salt[p]) - mix(old ^ self.salt[p])

    cdef inline int _won(self):
        cdef int i, t = 0
        if self.nlines:
            return self._lines_won()
        if self.win_labelled:
            return self._labelled_won()
        if self.win_tops != NULL:
            return self._tops_won()
        if self.win_empty:
            for i in range(self.nwin):
                if self.ln[self.win_piles[i]]:
                    return 0
            return 1
        for i in range(self.nwin):
            t += self.ln[self.win_piles[i]]
        return t == self.win_need

    cdef int _lines_won(self):
        """win `lines`: every pile of the grids holds a card, and each line's top cards' values add up to the total."""
        cdef int i, j, n, t, at = 0
        for i in range(self.nwin):
            if not self.ln[self.win_piles[i]]:
                return 0
        for i in range(self.nlines):
            n, t = self.lines[at], 0
            for j in range(n):
                t += self._top(self.lines[at + 1 + j]) % 13 + 1
            if t != self.win_need:
                return 0
            at += n + 1
        return 1

    cdef int _tops_won(self):
        """win `tops`: every win pile holds a card and its top card has the pile's value."""
        cdef int i, p
        for i in range(self.nwin):
            p = self.win_piles[i]
            if not self.ln[p] or self._top(p) % 13 + 1 != self.win_tops[i]:
                return 0
        return 1

    # ------------------------------------------------------------------ making moves

    cdef inline void _log(self, int a, int b, int c, int d, int tag):
        if self.log_top + 5 > self.log_cap:
            self.log_cap *= 2
            self.log = <int*>realloc(self.log, self.log_cap * sizeof(int))
        cdef int* L = self.log + self.log_top
        L[0] = a; L[1] = b; L[2] = c; L[3] = d; L[4] = tag
        self.log_top += 5

    cdef void _xfer(self, int src, int dst, int n, int rev):
        """The top n cards of src onto dst (reversed when `rev`), hashes and foundation counts kept."""
        cdef uint64_t hs = self.h[src], hd = self.h[dst]
        cdef int base = self.ln[src] - n, ld = self.ln[dst], i, c
        cdef uint8_t* a = self.cards + src * self.CAP
        cdef uint8_t* b = self.cards + dst * self.CAP
        cdef int fs = self.role[src] == FOUNDATION, fd = self.role[dst] == FOUNDATION
        for i in range(n):
            c = a[base + i]
            self.h[src] ^= self.zc[(base + i) * self.NC + c]
            if fs:
                self.found_cnt[c % 52] -= 1
            if fd:
                self.found_cnt[c % 52] += 1
        for i in range(n):
            c = a[base + n - 1 - i] if rev else a[base + i]
            b[ld + i] = c
            self.h[dst] ^= self.zc[(ld + i) * self.NC + c]
        self.ln[src] = base
        self.ln[dst] = ld + n
        self._rekey(src, hs)
        self._rekey(dst, hd)

    cdef inline void _set_down(self, int p, int n):
        cdef uint64_t old
        if self.dn[p] != n:
            self._log(p, self.dn[p], 0, 0, L_DOWN)
            old = self.h[p]
            self.h[p] ^= self.zd[self.dn[p]] ^ self.zd[n]
            self.dn[p] = n
            self._rekey(p, old)
        if n == 0 and self.un[p]:
            self._set_under(p, 0)

    cdef inline void _settle(self, int p):
        cdef int up = self.ln[p] - self.un[p] - self.dn[p], n
        if self.dn[p] and up <= 0:
            n = self.dn[p] + up
            if self.reveal[p] and n > 0:
                n -= 1
            self._set_down(p, n if n > 0 else 0)

    cdef inline void _move(self, int src, int dst, int n, int rev):
        self._xfer(src, dst, n, rev)
        self._log(src, dst, n, rev, L_MV)
        self._settle(src)

    cdef void _snap(self, int p):
        """Log pile p whole (a re-deal rewrites it)."""
        cdef int i, n = self.ln[p]
        while self.log_top + n + 4 > self.log_cap:
            self.log_cap *= 2
            self.log = <int*>realloc(self.log, self.log_cap * sizeof(int))
        for i in range(n):
            self.log[self.log_top + i] = self.cards[p * self.CAP + i]
        self.log_top += n
        self.log[self.log_top] = n
        self.log[self.log_top + 1] = self.dn[p]
        self.log[self.log_top + 2] = p
        self.log[self.log_top + 3] = L_SNAP
        self.log_top += 4

    cdef void _recount(self):
        cdef int i, j, p
        for i in range(52):
            self.found_cnt[i] = 0
        for j in range(self.nfound):
            p = self.found_piles[j]
            for i in range(self.ln[p]):
                self.found_cnt[self.cards[p * self.CAP + i] % 52] += 1

    cdef void _redeal(self, int r):
        cdef int i, j, p, n = 0, to = self.pool[self.r_dst[r]], k, t
        cdef int ng = self.r_nsrc[r]
        cdef uint8_t* packet = <uint8_t*>malloc(self.CAP * 2 + 1)
        cdef uint64_t state, x, lim, rem
        if self.r_pay[r] >= 0:  # (the piles closed up already)
            n, ng = self._gather_paid(r, packet), 0
        for j in range(ng):
            p = self.pool[self.r_src[r] + j]
            for i in range(self.ln[p]):
                packet[n] = self.cards[p * self.CAP + i]
                n += 1
        for j in range(ng):
            p = self.pool[self.r_src[r] + j]
            if self.ln[p] or self.dn[p]:
                self._snap(p)
                self.ln[p] = 0
                self.dn[p] = 0
                self._rehash(p)
        if self.r_fruit[r]:
            self._log(r, -1, self.pfruit[r], 0, L_VAR)
            self.pfruit[r] = 0 if self._fruitful(r) else self.pfruit[r] + 1
        self._log(self.passes, 0, 0, 0, L_PASS)
        self.passes += 1
        for i in range(self.R):
            if self.r_pcounted[i] and self.puses[i]:
                self._log(1, i, self.puses[i], 0, L_USE)
                self.puses[i] = 0
            for j in (DV_CURSOR, DV_GIVEN, DV_PBATCHES):
                self._set_dv(5 * i + j, 0)
        if self.r_shuffle[r]:
            state = self.seed_base + <uint64_t>self.passes
            for i in range(n - 1, 0, -1):
                rem = (<uint64_t>0xFFFFFFFFFFFFFFFF % <uint64_t>(i + 1) + 1) % <uint64_t>(i + 1)
                lim = <uint64_t>0 - rem
                while True:
                    state += <uint64_t>0x9E3779B97F4A7C15
                    x = mix(state)
                    if rem == 0 or x < lim:
                        break
                k = <int>(x % <uint64_t>(i + 1))
                t = packet[i]; packet[i] = packet[k]; packet[k] = t
        elif self.r_over[r]:
            for i in range(n // 2):
                t = packet[i]; packet[i] = packet[n - 1 - i]; packet[n - 1 - i] = t
        self._snap(to)
        cdef uint8_t* a = self.cards + to * self.CAP
        for i in range(self.ln[to] - 1, -1, -1):
            a[i + n] = a[i]
        for i in range(n):
            a[i] = packet[i]
        self.ln[to] += n
        self.dn[to] = 0
        self._rehash(to)
        free(packet)
        self._recount()
        self._redeal_deal(r, to)
        for i in range(self.r_nprog[r]):
            self._log(r, i, self.pstart[self.r_prog[r] + i], 0, L_VAR)
            self.pstart[self.r_prog[r] + i] = self.ln[self.pool[self.r_prog[r] + i]]

    cdef int _paying(self, int r):
        """redeal `gather.pay`: the cards of the gathered piles that pay (taken up, each with `per_card` others)."""
        cdef int j, i, p, n = 0
        for j in range(self.r_nsrc[r]):
            p = self.pool[self.r_src[r] + j]
            for i in range(self.ln[p]):
                n += (self.r_cards[r] >> (self.cards[p * self.CAP + i] % 52)) & 1
        return n

    cdef int _gather_paid(self, int r, uint8_t* packet):
        """redeal `gather.pay`: the cards taken up into `packet`, in packet order (each paying card, and `per_card`
        others for each, the first ones); the cards left close up on their piles, face up. The packet's size."""
        cdef int quota = self.r_pay[r] * self._paying(r), j, i, p, n = 0, k, c
        cdef uint8_t* a
        for j in range(self.r_nsrc[r]):
            p = self.pool[self.r_src[r] + j]
            if not self.ln[p] and not self.dn[p]:
                continue
            self._snap(p)
            a = self.cards + p * self.CAP
            k = 0
            for i in range(self.ln[p]):
                c = a[i]
                if (self.r_cards[r] >> (c % 52)) & 1:
                    packet[n] = c
                    n += 1
                elif quota > 0:
                    packet[n] = c
                    n += 1
                    quota -= 1
                else:
                    a[k] = c
                    k += 1
            self.ln[p], self.dn[p] = k, 0
            self._rehash(p)
        return n

    cdef void _redeal_deal(self, int r, int src):
        """redeal `deal`: the steps of its last entry begun by this pass run from src (LANGUAGE.md §10.4)."""
        cdef int i, e = self.rd_at[r], at = -1, end
        for i in range(self.rd_n[r]):
            if self.rd_steps[e] <= self.passes:
                at = e
            e += 2 + self.rd_steps[e + 1]
        if at < 0:
            return
        e, end = at + 2, at + 2 + self.rd_steps[at + 1]
        while e < end:
            self._deal_step(self.rd_steps + e, src)
            e += 6 + (self.rd_steps[e + 5] if self.rd_steps[e + 5] > 0 else 0)

    cdef void _deal_step(self, int* s, int src):
        """A setup deal step (LANGUAGE.md §5) from src: s is [face, first pile, piles, piles dealt to, packet, n,
        then the n piles given a card in order; n -1: counts "all"]."""
        cdef int before[256]
        cdef int face = s[0], first = s[1], count = s[2], n = s[3], packet = s[4], i, p, total, got
        for i in range(count):
            before[i] = self.ln[first + i]
        total = s[5] if s[5] >= 0 else self.ln[src]
        for i in range(total):
            if not self.ln[src]:
                break  # (the executor refuses: the pack runs out)
            p = s[6 + i] if s[5] >= 0 else first + (i // packet if packet else i % n)
            self._move(src, p, 1, 0)
        if face:
            for i in range(count):
                p = first + i
                got = self.ln[p] - before[i]
                if got:
                    self._set_down(p, self.dn[p] + got - (1 if face == 2 else 0))

    cdef int _fruitful(self, int r):
        """redeal `progress`: has some pile of those zones grown since the pass began?"""
        cdef int i
        for i in range(self.r_nprog[r]):
            if self.ln[self.pool[self.r_prog[r] + i]] > self.pstart[self.r_prog[r] + i]:
                return 1
        return 0

    cdef void _apply(self, Mv m):
        cdef int k = self.r_kind[m.rule], n
        if k == MOVE:
            if _depth(m.n):
                self._take(m.src, _depth(m.n), m.dst)
            else:
                self._move(m.src, m.dst, m.n, 1 if self.r_unit[m.rule] >= U_PILE else 0)
        elif k == DRAW:
            if self.r_cover[m.rule] and self.ln[m.dst]:
                self._set_down(m.dst, self.ln[m.dst])
            n = self.r_count[m.rule]
            if n > self.ln[m.src]:
                n = self.ln[m.src]
            self._move(m.src, m.dst, n, 1)
        elif k == DEAL:
            self._deal(m.rule, m.dst)
        elif k == REMOVE and self._wide(m.rule):
            self._remove_wide(m)
        elif k == REMOVE:
            self._remove(m)
        elif k == SWAP:
            if m.n:
                self._move(m.src, m.dst, 1, 0)
            else:
                self._exchange(m.src, m.dst)
                self._log(m.src, m.dst, 0, 0, L_SWAP)
        elif k == BETWEEN:
            self._between(m)
        elif k == FETCH:
            self._fetch(m.rule, m.src)
        elif k == TUCK:
            self._tuck(m.rule)
        elif k == COVER:
            self._cover(m)
        elif k == LIFT or k == COLLECT:
            self._lift_or_collect(m.rule, k == COLLECT)
        elif k == CYCLE:
            self._slide(m.src, m.src)
        elif k == SORT:
            self._sort(m.rule)
        else:
            self._redeal(m.rule)

    cdef void _remove(self, Mv m):
        """A group taken to `to` (into its first empty pile with `into_space`): cards below the top first."""
        cdef int* g = self.r_group + 8 * m.rule
        cdef int dst = self.pool[self.r_dst[m.rule]], i, d1, d2
        if self.r_onto[m.rule]:
            self._remove_onto(m)
            return
        if g[7]:
            for i in range(self.r_ndst[m.rule]):
                if not self.ln[self.pool[self.r_dst[m.rule] + i]]:
                    dst = self.pool[self.r_dst[m.rule] + i]
                    break
        if m.dst < 0:
            self._take(m.src, m.n, dst)
            return
        d1, d2 = m.n & 0xFFFF, m.n >> 16
        if d2 > 1 and d2 > d1:  # deeper cards first (the deepest first), then the top cards in group order
            self._take(m.dst, d2, dst)
            if d1 > 1:
                self._take(m.src, d1, dst)
        elif d1 > 1:
            self._take(m.src, d1, dst)
            if d2 > 1:
                self._take(m.dst, d2, dst)
        if d1 == 1:
            self._take(m.src, 1, dst)
        if d2 == 1:
            self._take(m.dst, 1, dst)

    cdef int _onto(self, Mv m, int* out):
        """remove `onto`: the pile each member of m goes to, in the position before the move (the first pile of `onto`
        that accepts it and no earlier member's pile is), into `out`; 0 when some member has none."""
        cdef int i, j, q, c
        for j in range(2 if m.dst >= 0 else 1):
            if j == 0:
                c = self.cards[m.src * self.CAP + self.ln[m.src] - (m.n & 0xFFFF)]
            else:
                c = self.cards[m.dst * self.CAP + self.ln[m.dst] - (m.n >> 16)]
            out[j] = -1
            for i in range(self.r_ndst[m.rule]):
                q = self.pool[self.r_dst[m.rule] + i]
                if (j == 0 or q != out[0]) and self._accepts(q, c):
                    out[j] = q
                    break
            if out[j] < 0:
                return 0
        return 1

    cdef void _keep_onto(self, int lo):
        """Of the remove moves listed from `lo` on, keep those whose every member has a pile to go onto (`onto`)."""
        cdef int i, k = lo
        cdef int dests[2]
        for i in range(lo, self.mv_top):
            if self._onto(self.mv[i], dests):
                self.mv[k] = self.mv[i]
                k += 1
        self.mv_top = k

    cdef void _remove_onto(self, Mv m):
        """remove `onto`: each member onto its own pile (chosen before the move), the deeper member first."""
        cdef int dests[2]
        cdef int d1 = m.n & 0xFFFF, d2 = m.n >> 16
        self._onto(m, dests)
        if m.dst < 0:
            self._take(m.src, d1, dests[0])
        elif d2 > d1:
            self._take(m.dst, d2, dests[1])
            self._take(m.src, d1, dests[0])
        else:
            self._take(m.src, d1, dests[0])
            self._take(m.dst, d2, dests[1])

    cdef int _crowns(self, int r, int* cp, int* cd):
        """remove `crown`: the free cards (of any rank) that may crown rule r's groups, as pile and depth in the order of
        its members (into cp, cd); their number."""
        cdef int i, p, d, n = 0
        for i in range(self.r_nsrc[r]):
            p = self.pool[self.r_src[r] + i]
            if not self.ln[p] or (self.r_alone[r] and self.ln[p] != 1) or not self._is_free(p):
                continue
            d = 1
            while d <= self.r_group[8 * r + 6] and d <= self.ln[p] - self.dn[p]:
                if (self.r_crown[r] >> (self.cards[p * self.CAP + self.ln[p] - d] % 52)) & 1:
                    cp[n], cd[n] = p, d
                    n += 1
                d += 1
        return n

    cdef void _crowned(self, int r, int lo):
        """The groups listed from `lo` on, each listed once per crown: a crown card of a pile holding no member."""
        cdef int cp[512]
        cdef int cd[512]
        cdef int nc = self._crowns(r, cp, cd), hi = self.mv_top, i, j, code, p3
        cdef Mv m
        for i in range(lo, hi):
            m = self.mv[i]
            code = m.n if self.r_group[8 * r] == 3 else (m.n & 3) | (m.n >> 16) << 2
            p3 = ((code >> 8) & 0x1FF) - 1
            for j in range(nc):
                if cp[j] != m.src and cp[j] != m.dst and cp[j] != p3:
                    self._emit(r, m.src, m.dst, code | cd[j] << 6 | (cp[j] + 1) << 17)
        for i in range(self.mv_top - hi):
            self.mv[lo + i] = self.mv[hi + i]
        self.mv_top -= hi - lo

    cdef inline int _wide(self, int r):
        """Are rule r's remove moves coded wide: n = d1 | d2 << 2 | d3 << 4 | crown depth << 6 | (third pile + 1) << 8 |
        (crown pile + 1) << 17 (a third member or a crown; depths are 1 or 2, 0 for no member)?"""
        return self.r_crown[r] != 0 or self.r_group[8 * r] == 3

    cdef int _wide_code(self, members, crown):
        cdef int n = 0, i
        for i in range(len(members)):
            n |= members[i][1] << 2 * i
        if len(members) > 2:
            n |= (members[2][0] + 1) << 8
        if crown is not None:
            n |= crown[1] << 6 | (crown[0] + 1) << 17
        return n

    cdef object _wide_tuple(self, Mv m):
        members = [(m.src, m.n & 3)]
        if m.dst >= 0:
            members.append((m.dst, (m.n >> 2) & 3))
        if (m.n >> 8) & 0x1FF:
            members.append((((m.n >> 8) & 0x1FF) - 1, (m.n >> 4) & 3))
        crown = (((m.n >> 17) & 0x1FF) - 1, (m.n >> 6) & 3) if (m.n >> 17) & 0x1FF else None
        return (m.rule, tuple(members), crown)

    cdef void _remove_wide(self, Mv m):
        """A group coded wide taken to `to` (into its first empty pile with `into_space`): members two deep first, then
        those on top, each in group order; the crown last."""
        cdef int dst = self.pool[self.r_dst[m.rule]], i, d
        cdef int ps[4]
        cdef int ds[4]
        ps[0], ds[0] = m.src, m.n & 3
        ps[1], ds[1] = m.dst, (m.n >> 2) & 3
        ps[2], ds[2] = ((m.n >> 8) & 0x1FF) - 1, (m.n >> 4) & 3
        if self.r_group[8 * m.rule + 7]:
            for i in range(self.r_ndst[m.rule]):
                if not self.ln[self.pool[self.r_dst[m.rule] + i]]:
                    dst = self.pool[self.r_dst[m.rule] + i]
                    break
        for d in (2, 1):
            for i in range(3):
                if ps[i] >= 0 and ds[i] == d:
                    self._take(ps[i], d, dst)
        if (m.n >> 17) & 0x1FF:
            self._take(((m.n >> 17) & 0x1FF) - 1, (m.n >> 6) & 3, dst)

    cdef void _gen_triples(self, int r, int* mp, int* md, int* mc, int n):
        """remove, groups of three: of the n members (at mp, md, mc), each three from different piles forming the
        relation and lying as `where` requires, in the order of combinations (coded wide)."""
        cdef int i, j, k
        for i in range(n):
            for j in range(i + 1, n):
                if mp[j] == mp[i]:
                    continue
                for k in range(j + 1, n):
                    if mp[k] != mp[i] and mp[k] != mp[j] and self._related3(r, mc[i], mc[j], mc[k]) \
                            and self._placed3(self.r_group[8 * r + 5], mp[i], mp[j], mp[k]):
                        self._emit(r, mp[i], mp[j], md[i] | md[j] << 2 | md[k] << 4 | (mp[k] + 1) << 8)

    cdef int _related3(self, int r, int a, int b, int c):
        """Do the cards a, b and c form rule r's group relation (alternate-colour takes two)?"""
        cdef int* g = self.r_group + 8 * r
        cdef int va = a % 13 + 1, vb = b % 13 + 1, vc = c % 13 + 1
        if g[3] and (va == vb or va == vc or vb == vc):
            return 0
        if g[1] == 0:
            return va + vb + vc == g[2]
        return g[1] != 4 and self._related(r, a, b) and self._related(r, a, c)

    cdef int _placed3(self, int where, int p, int q, int s):
        """Do piles p, q and s lie as `where` requires (0 any, 1 one grid row, 2 one grid row or column)?"""
        if where == 0:
            return 1
        if where == W_SAME_PILE or self.grid_row[p] < 0 or self.grid_row[q] < 0 or self.grid_row[s] < 0:
            return 0
        if self.grid_row[p] == self.grid_row[q] == self.grid_row[s]:
            return 1
        return where == 2 and self.grid_col[p] == self.grid_col[q] == self.grid_col[s]

    cdef void _exchange(self, int a, int b):
        """The top cards of piles a and b change places (hashes and foundation counts kept)."""
        cdef int ia = a * self.CAP + self.ln[a] - 1, ib = b * self.CAP + self.ln[b] - 1
        cdef int ca = self.cards[ia], cb = self.cards[ib]
        cdef uint64_t ha = self.h[a], hb = self.h[b]
        self.h[a] ^= self.zc[(self.ln[a] - 1) * self.NC + ca] ^ self.zc[(self.ln[a] - 1) * self.NC + cb]
        self.h[b] ^= self.zc[(self.ln[b] - 1) * self.NC + cb] ^ self.zc[(self.ln[b] - 1) * self.NC + ca]
        self.cards[ia], self.cards[ib] = cb, ca
        if self.role[a] == FOUNDATION:
            self.found_cnt[ca % 52] -= 1
            self.found_cnt[cb % 52] += 1
        if self.role[b] == FOUNDATION:
            self.found_cnt[cb % 52] -= 1
            self.found_cnt[ca % 52] += 1
        self._rekey(a, ha)
        self._rekey(b, hb)

    cdef int _fetched(self, int r):
        """fetch: the index (from the bottom) of the topmost card of its source matching `cards`, or -1."""
        cdef int src = self.pool[self.r_src[r]], i
        for i in range(self.ln[src] - 1, -1, -1):
            if (self.r_cards[r] >> (self.cards[src * self.CAP + i] % 52)) & 1:
                return i
        return -1

    cdef void _fetch(self, int r, int p):
        """fetch: pile p's top card and the source's topmost card matching `cards` change places."""
        cdef int src = self.pool[self.r_src[r]]
        cdef int i = self._fetched(r)
        self._trade(src, i, p)
        self._log(src, i, p, 0, L_FETCH)

    cdef void _trade(self, int src, int i, int p):
        """The card at index i of src and pile p's top card change places (face-down counts, hashes, foundation
        counts kept)."""
        cdef int ia = src * self.CAP + i, ib = p * self.CAP + self.ln[p] - 1
        cdef int ca = self.cards[ia], cb = self.cards[ib]
        cdef uint64_t ha = self.h[src], hb = self.h[p]
        self.h[src] ^= self.zc[i * self.NC + ca] ^ self.zc[i * self.NC + cb]
        self.h[p] ^= self.zc[(self.ln[p] - 1) * self.NC + cb] ^ self.zc[(self.ln[p] - 1) * self.NC + ca]
        self.cards[ia], self.cards[ib] = cb, ca
        if self.role[src] == FOUNDATION or self.role[p] == FOUNDATION:
            self._recount()
        self._rekey(src, ha)
        self._rekey(p, hb)

    cdef void _take(self, int src, int depth, int dst):
        """The face-up card `depth` from the top of src onto dst."""
        if depth == 1:
            self._move(src, dst, 1, 0)
            return
        self._shift(src, depth, dst)
        self._log(src, dst, depth, 0, L_TAKE)

    cdef void _shift(self, int src, int depth, int dst):
        cdef int i = self.ln[src] - depth, j
        cdef uint8_t* a = self.cards + src * self.CAP
        cdef int c = a[i]
        for j in range(i, self.ln[src] - 1):
            a[j] = a[j + 1]
        self.ln[src] -= 1
        self.cards[dst * self.CAP + self.ln[dst]] = c
        self.ln[dst] += 1
        if self.role[src] == FOUNDATION:
            self.found_cnt[c % 52] -= 1
        if self.role[dst] == FOUNDATION:
            self.found_cnt[c % 52] += 1
        self._rehash(src)
        self._rehash(dst)

    cdef void _unshift(self, int src, int depth, int dst):
        """Undo `_shift`: dst's top card back to `depth` from the top of src."""
        cdef uint8_t* a = self.cards + src * self.CAP
        cdef int i = self.ln[src] - depth + 1, j
        cdef int c = self.cards[dst * self.CAP + self.ln[dst] - 1]
        self.ln[dst] -= 1
        j = self.ln[src]
        while j > i:
            a[j] = a[j - 1]
            j -= 1
        a[i] = c
        self.ln[src] += 1
        if self.role[src] == FOUNDATION:
            self.found_cnt[c % 52] += 1
        if self.role[dst] == FOUNDATION:
            self.found_cnt[c % 52] -= 1
        self._rehash(src)
        self._rehash(dst)

    cdef int _deal_source(self, int r):
        """deal: the first pile it deals from that holds a card, or -1."""
        cdef int i, p
        for i in range(self.r_nsrc[r]):
            p = self.pool[self.r_src[r] + i]
            if self.ln[p]:
                return p
        return -1

    cdef int _targets(self, int r, int* cnt):
        """deal: the offset in `pool` of the piles it deals to now (`per_pass` honoured); their number into cnt."""
        cdef int j, lo = self.r_dst[r]
        cdef int* e = self.pool + self.r_pp[r]
        cnt[0] = self.r_ndst[r]
        for j in range(self.r_npp[r]):
            if e[0] <= self.passes:
                lo, cnt[0] = <int>(e + 2 - self.pool), e[1]
            e += 2 + e[1]
        return lo

    cdef int _in_rows(self, int r, int p):
        """deal spaces or choose, p in a grid: with `height`, is p in the last row dealt; else in the laid rows it
        fills?"""
        if self.r_hrule[r] >= 0:
            return (p - self.z_start[self.zone_of[p]]) // self.z_cols[self.zone_of[p]] == \
                self.r_hrows[r] + self.uses[self.r_hrule[r]] - 1
        return self._in_laid_rows(r, p)

    cdef int _in_next_row(self, int r, int p):
        """deal next-row: is p in the row after the laid rows (with `height`, after the rows dealt; without a grid,
        row 0 of the zone's piles)?"""
        cdef int z = self.zone_of[p], cols = self.z_cols[self.zone_of[p]]
        cdef int row = (p - self.z_start[z]) // (cols if cols else self.z_count[z])
        if self.r_hrule[r] >= 0:
            return row == self.r_hrows[r] + self.uses[self.r_hrule[r]]
        return row == (self._laid_rows(z) if cols else 0)

    cdef int _in_laid_rows(self, int r, int p):
        """deal spaces, p in a grid: is p's row one of the zone's laid rows (the first down to the lowest holding a
        card) that the rule's `rows` fills (all, inner: not the first or last laid row, outer: those two)?"""
        cdef int z = self.zone_of[p], q, row = self.grid_row[p], laid = -1, outer
        for q in range(self.z_start[z], self.z_start[z] + self.z_count[z]):
            if self.ln[q] and self.grid_row[q] > laid:
                laid = self.grid_row[q]
        if row > laid:
            return 0
        outer = row == self.grid_row[self.z_start[z]] or row == laid
        return self.r_rows[r] == 0 or (self.r_rows[r] == 2) == outer

    cdef int _laid_rows(self, int z):
        """A grid zone's laid rows: from the first down to the lowest that holds a card (LANGUAGE.md §3)."""
        cdef int s0 = self.z_start[z], q
        for q in range(s0 + self.z_count[z] - 1, s0 - 1, -1):
            if self.ln[q]:
                return (q - s0) // self.z_cols[z] + 1
        return 0

    cdef int _deal_piles(self, int r, int* out):
        """deal: the piles its pattern deals to now (into `out`); their number."""
        cdef int i, p, n = 0, cnt, top = 0, height, pat = self.r_pattern[r]
        cdef int lo = self._targets(r, &cnt)
        height = self.r_size[r]
        if self.r_hrule[r] >= 0:
            height = self.r_hrows[r] + self.uses[self.r_hrule[r]]
        elif pat == P_SHORT:
            for i in range(cnt):
                p = self.pool[lo + i]
                if self.ln[p] > top:
                    top = self.ln[p]
            height = top
        for i in range(cnt):
            p = self.pool[lo + i]
            if pat == P_SPACES and (self.ln[p] or (self.grid_row[p] >= 0 and not self._in_rows(r, p))):
                continue
            if pat == P_NEXT_ROW and not self._in_next_row(r, p):
                continue
            if (pat == P_SHORT or pat == P_UPTO) and self.ln[p] >= height:
                continue
            out[n] = p
            n += 1
        return n

    cdef void _deal(self, int r, int dst):
        cdef int piles[256]
        cdef int n, i, k, want, p, src, height
        if self.r_pattern[r] >= P_NEXT:
            self._deal_one(r, dst)
            return
        n = self._deal_piles(r, piles)
        height = self.r_size[r]
        if self.r_hrule[r] >= 0:
            height = self.r_hrows[r] + self.uses[self.r_hrule[r]]
        for i in range(n):
            p = piles[i]
            want = height - self.ln[p] if self.r_pattern[r] == P_UPTO else self.r_packet[r]
            for k in range(want):
                src = self._deal_source(r)
                if src < 0:
                    return
                self._lay(r, src, p)

    cdef inline void _lay(self, int r, int src, int p):
        """deal: the source's top card onto p (face down with `face: down`, never on a face-up card)."""
        self._move(src, p, 1, 0)
        if self.r_facedown[r] and self.ln[p] - self.dn[p] == 1:
            self._set_down(p, self.dn[p] + 1)

    # ------------------------------------------------------------------ one-card deals (next, last-started, choose)

    cdef inline void _set_dv(self, int i, int v):
        if self.dv[i] != v:
            self._log(i, self.dv[i], 0, 0, L_DVAR)
            self.dv[i] = v

    cdef int _running(self):
        """The first deal rule whose batch is running (cards left), or -1."""
        cdef int r
        if not self.any_dv:
            return -1
        for r in range(self.R):
            if self.r_batch[r] and self.dv[5 * r + DV_LEFT]:
                return r
        return -1

    cdef int _meant(self, int r, int lo, int cnt):
        """The index (among the targets at `lo`) of the pile the next card is meant for: next, the cursor's, complete
        `skip_full` anchors skipped; last-started, the last target holding a card; choose, none (-1)."""
        cdef int k, i, at = self.dv[5 * r + DV_CURSOR]
        cdef int* sf = self.r_skip + 3 * r
        if self.r_pattern[r] == P_CHOOSE:
            return -1
        if self.r_pattern[r] == P_LAST:
            for i in range(cnt - 1, -1, -1):
                if self.ln[self.pool[lo + i]]:
                    return i
            return -1
        for k in range(cnt):
            i = (at + k) % cnt
            if sf[0] < 0 or self.ln[sf[0] + i % sf[1]] < sf[2]:
                return i
        return -1

    cdef int _gen_plays(self, int r, int card, int meant, int mi, int* must):
        """Emit the piles the card meant for pile `meant` (target index mi; -1: the player picks, so no `anchored` or
        `only_to`) may be played to instead of placed (the first `play` entry that yields any); their number, `must`
        set when that entry's mode is must."""
        cdef int j, z, p, lo, n = 0, nz, nf, ok
        cdef int* e
        must[0] = 0
        for j in range(self.r_nplay[r]):
            e = self.plays + self.play_at[self.r_play[r] + j]
            if not (self.play_mask[self.r_play[r] + j] >> (card % 52)) & 1 or (e[0] >= 0 and not self._holds(e[0])):
                continue
            nz = e[4]
            nf = e[5 + 2 * nz]
            lo = self.mv_top
            for z in range(nz):
                for p in range(e[5 + 2 * z], e[5 + 2 * z] + e[6 + 2 * z]):
                    if e[3] and meant >= 0 and p != e[5 + 2 * z] + mi % e[6 + 2 * z]:
                        continue
                    if meant >= 0 and not self._only_play(e + 6 + 2 * nz + 2 * nf, meant, p):
                        continue
                    if self._accepts(p, card):
                        self._emit(r, -1, p, 0)
            n = self.mv_top - lo
            for z in range(nf if n else 0):
                ok = 0
                for p in range(e[6 + 2 * nz + 2 * z], e[6 + 2 * nz + 2 * z] + e[7 + 2 * nz + 2 * z]):
                    if self._accepts(p, card):
                        ok = 1
                        break
                if not ok:
                    self.mv_top = lo
                    n = 0
                    break
            if n:
                must[0] = e[1]
                return n
        return 0

    cdef int _only_play(self, int* e, int meant, int p):
        """A play entry's `only_to` (entries from e: target, n, n piles; -1 ends): may a card meant for `meant` go
        to p?"""
        cdef int i
        while e[0] >= 0:
            if e[0] == meant:
                for i in range(e[1]):
                    if e[2 + i] == p:
                        return 1
                return 0
            e += 2 + e[1]
        return 1

    cdef void _gen_deal_one(self, int r):
        """A one-card deal's moves: the plays, then (unless a must play was found) the placement on the meant pile
        (next, last-started: none while no pile is meant) or a move per target the player may pick (choose: not a
        play's pile; with `into: spaces`, an empty one)."""
        cdef int src = self._deal_source(r), cnt, lo, mi, meant = -1, must, n, i, j, d, first = self.mv_top
        if src < 0:
            return
        lo = self._targets(r, &cnt)
        mi = self._meant(r, lo, cnt) if cnt else -1
        if mi >= 0:
            meant = self.pool[lo + mi]
        if meant < 0 and self.r_pattern[r] != P_CHOOSE:
            return
        n = self._gen_plays(r, self._top(src), meant, mi, &must)
        if must and n:
            return
        if self.r_pattern[r] != P_CHOOSE:
            self._emit(r, -1, -1, 0)
            return
        for i in range(cnt):
            d = self.pool[lo + i]
            if self.r_into_spaces[r] and self.ln[d]:
                continue
            if self.r_hrule[r] >= 0 and self.grid_row[d] >= 0 and not self._in_rows(r, d):
                continue
            for j in range(first, first + n):
                if self.mv[j].dst == d:
                    break
            else:
                self._emit(r, -1, d, 0)

    cdef int _play_entry(self, int r, int card, int p):
        """The first `play` entry whose cards, zones and `when` take the card played to p (-1: none)."""
        cdef int j, z
        cdef int* e
        for j in range(self.r_nplay[r]):
            e = self.plays + self.play_at[self.r_play[r] + j]
            if not (self.play_mask[self.r_play[r] + j] >> (card % 52)) & 1:
                continue
            for z in range(e[4]):
                if e[5 + 2 * z] <= p < e[5 + 2 * z] + e[6 + 2 * z]:
                    if e[0] < 0 or self._holds(e[0]):
                        return j
                    break
        return -1

    cdef void _deal_one(self, int r, int dst):
        """Make a one-card deal move: the card laid on dst (-1: the meant pile); a counted card moves the cursor on
        and counts toward the batch."""
        cdef int src = self._deal_source(r), cnt, lo, mi, meant = -1, target, card, played, counts, i, j, g
        cdef int* v = self.dv + 5 * r
        if self.r_batch[r] and not v[DV_LEFT]:
            self._set_dv(5 * r + DV_LEFT, self.r_batch[r])
            self._set_dv(5 * r + DV_BATCHES, v[DV_BATCHES] + 1)
            self._set_dv(5 * r + DV_PBATCHES, v[DV_PBATCHES] + 1)
        card = self._top(src)
        lo = self._targets(r, &cnt)
        mi = self._meant(r, lo, cnt) if cnt else -1
        if mi >= 0:
            meant = self.pool[lo + mi]
        target = meant if dst == -1 else dst
        played = target != meant
        for i in range(cnt):
            if self.pool[lo + i] == target:
                played = 0
        self._lay(r, src, target)
        counts = 1
        if played:
            j = self._play_entry(r, card, target)
            counts = j >= 0 and self.plays[self.play_at[self.r_play[r] + j] + 2]
        if counts:
            if self.r_pattern[r] == P_NEXT:
                g = v[DV_GIVEN] + 1
                if g >= self.r_perpile[r]:
                    self._set_dv(5 * r + DV_CURSOR, (mi + 1) % cnt)
                    g = 0
                self._set_dv(5 * r + DV_GIVEN, g)
            if self.r_batch[r]:
                self._set_dv(5 * r + DV_LEFT, v[DV_LEFT] - 1)
        if self.r_batch[r] and self._deal_source(r) < 0:
            self._set_dv(5 * r + DV_LEFT, 0)

    cdef inline void _count_use(self, int r):
        if self.r_counted[r]:
            self._log(0, r, self.uses[r], 0, L_USE)
            self.uses[r] += 1
        if self.r_pcounted[r]:
            self._log(1, r, self.puses[r], 0, L_USE)
            self.puses[r] += 1

    cdef void _play(self, Mv m):
        """A player's move: made, counted, then the automatic rules' moves."""
        self._apply(m)
        self._count_use(m.rule)
        if self.any_auto:
            self._settle_all()

    cdef void _settle_all(self):
        """Apply automatic rules (the first move of the first that has one) until none applies."""
        cdef int n, r, i, u, o, skip, lo
        cdef Mv m
        for n in range(AUTO_LIMIT):
            if self._won() or self._running() >= 0:
                return
            m.rule = -1
            for r in range(self.R):
                if not self.r_auto[r] or not self._applies(r):
                    continue
                skip = 0
                for i in range(self.r_nunless[r]):
                    u = self.pool[self.r_unless[r] + i]
                    if self._list_counts(u, r):
                        skip = 1
                        break
                if not skip and self.r_stuck[r]:
                    for o in range(self.R):
                        if not self.r_auto[o] and not self.r_stuck[o] and self._list_counts(o, r):
                            skip = 1
                            break
                if skip:
                    continue
                lo = self.mv_top
                self._gen(r, -1, -1)
                if self.mv_top > lo:
                    m = self.mv[lo]
                self.mv_top = lo
                if m.rule >= 0:
                    break
            if m.rule < 0:
                return
            self._apply(m)
            self._count_use(m.rule)
        raise RuntimeError("automatic moves never settle")

    cdef int _list_counts(self, int u, int asker):
        """Does rule u have a move now (its guards, `unless` and `stuck` honoured), as `asker` counts them?"""
        cdef int lo = self.mv_top, i, o, out = 0
        if self._rule_list(u):
            out = 1
            if self.r_ignrev[asker]:
                out = 0
                for i in range(lo, self.mv_top):
                    if not self._reversible(self.mv[i]):
                        out = 1
                        break
        self.mv_top = lo
        return out

    cdef int _rule_list(self, int u):
        """Append rule u's moves, its guards, `unless` and `stuck` honoured; the number appended."""
        cdef int i, o, lo = self.mv_top
        if not self._applies(u):
            return 0
        for i in range(self.r_nunless[u]):
            if self._list_counts(self.pool[self.r_unless[u] + i], u):
                return 0
        if self.r_stuck[u]:
            for o in range(self.R):
                if not self.r_auto[o] and not self.r_stuck[o] and self._list_counts(o, u):
                    return 0
        self._gen(u, -1, -1)
        return self.mv_top - lo

    cdef void _undo(self, int mark):
        cdef int tag, p, n, i, old
        cdef uint64_t oh
        cdef int* L
        while self.log_top > mark:
            tag = self.log[self.log_top - 1]
            if tag == L_SNAP:
                L = self.log + self.log_top - 4
                n, p = L[0], L[2]
                self.dn[p] = L[1]
                self.log_top -= 4 + n
                for i in range(n):
                    self.cards[p * self.CAP + i] = self.log[self.log_top + i]
                self.ln[p] = n
                self._rehash(p)
                if self.log_top <= mark or self.log[self.log_top - 1] != L_SNAP:
                    self._recount()
                continue
            self.log_top -= 5
            L = self.log + self.log_top
            if tag == L_MV:
                self._xfer(L[1], L[0], L[2], L[3])
            elif tag == L_VAR:
                if L[1] < 0:
                    self.pfruit[L[0]] = L[2]
                else:
                    self.pstart[self.r_prog[L[0]] + L[1]] = L[2]
            elif tag == L_DVAR:
                self.dv[L[0]] = L[1]
            elif tag == L_TAKE:
                self._unshift(L[0], L[2], L[1])
            elif tag == L_SWAP:
                self._exchange(L[0], L[1])
            elif tag == L_FETCH:
                self._trade(L[0], L[1], L[2])
            elif tag == L_TUCK:
                self._unslide(L[0], L[1], L[2])
            elif tag == L_AT:
                self.tat[L[0]] = L[1]
            elif tag == L_UNDER:
                oh = self.h[L[0]]
                self.h[L[0]] ^= self.zu[self.un[L[0]]] ^ self.zu[L[1]]
                self.un[L[0]] = L[1]
                self._rekey(L[0], oh)
            elif tag == L_USE:
                if L[0]:
                    self.puses[L[1]] = L[2]
                else:
                    self.uses[L[1]] = L[2]
            elif tag == L_DOWN:
                p = L[0]
                oh = self.h[p]
                self.h[p] ^= self.zd[self.dn[p]] ^ self.zd[L[1]]
                self.dn[p] = L[1]
                self._rekey(p, oh)
            else:
                self.passes = L[0]

    # ------------------------------------------------------------------ listing moves

    cdef inline void _emit(self, int rule, int src, int dst, int n):
        if self.mv_top >= self.mv_cap:
            self.mv_cap *= 2
            self.mv = <Mv*>realloc(self.mv, self.mv_cap * sizeof(Mv))
        cdef Mv* m = self.mv + self.mv_top
        m.rule = rule; m.src = src; m.dst = dst; m.n = n
        self.mv_top += 1

    cdef int _holds(self, int off):
        cdef int stack[64]
        cdef int sp = 0, end = off + 1 + self.prog[off], pc = off + 1, op, k, i, p, v, j
        cdef uint64_t mask = 0
        while pc < end:
            op = self.prog[pc]
            if op <= OP_FULL or op == OP_SHOWS:
                k = self.prog[pc + 1]
                v = 1 if op != OP_NOT_EMPTY and op != OP_SHOWS else 0
                if op == OP_SHOWS:
                    mask = <uint64_t><uint32_t>self.prog[pc + 2 + k] | (<uint64_t>self.prog[pc + 3 + k] << 32)
                for i in range(k):
                    p = self.prog[pc + 2 + i]
                    if op == OP_EMPTY and self.ln[p]:
                        v = 0
                    elif op == OP_NOT_EMPTY and self.ln[p]:
                        v = 1
                    elif op == OP_FULL and not self.ln[p]:
                        v = 0
                    elif op == OP_SHOWS and self.ln[p] and self.ln[p] > self.un[p] + self.dn[p] and \
                            (mask >> (self.cards[p * self.CAP + self.ln[p] - 1] % 52)) & 1:
                        v = 1
                stack[sp] = v
                sp += 1
                pc += 2 + k + (2 if op == OP_SHOWS else 0)
            elif op == OP_PASSES:
                stack[sp] = 1 if self.prog[pc + 1] <= self.passes <= self.prog[pc + 2] else 0
                sp += 1
                pc += 3
            elif op == OP_USES:
                v = self.puses[self.prog[pc + 1]] if self.prog[pc + 4] else self.uses[self.prog[pc + 1]]
                stack[sp] = 1 if self.prog[pc + 2] <= v <= self.prog[pc + 3] else 0
                sp += 1
                pc += 5
            elif op == OP_SUITS_BASED:
                stack[sp] = self._suits_based(pc + 1)
                sp += 1
                pc += 2 + self.prog[pc + 1]
            elif op == OP_NOT:
                stack[sp - 1] = 1 - stack[sp - 1]
                pc += 1
            else:
                k = self.prog[pc + 1]
                v = 1 if op == OP_AND else 0
                for j in range(k):
                    if op == OP_AND and not stack[sp - 1 - j]:
                        v = 0
                    elif op == OP_OR and stack[sp - 1 - j]:
                        v = 1
                sp -= k
                stack[sp] = v
                sp += 1
                pc += 2
        return stack[0]

    cdef int _suits_based(self, int at):
        """condition `suits_based` of one zone: its started piles' bottom cards (the n piles at prog[at]) show all
        four suits."""
        cdef int i, p, suits = 0
        for i in range(self.prog[at]):
            p = self.prog[at + 1 + i]
            if self.ln[p]:
                suits |= 1 << (self.cards[p * self.CAP] % 52 // 13)
        return suits == 15

    cdef inline int _applies(self, int r):
        if self.uses[r] >= self.r_limit[r]:
            return 0
        return self.r_when[r] < 0 or self._holds(self.r_when[r])

    cdef inline int _top(self, int p):
        return self.cards[p * self.CAP + self.ln[p] - 1]

    cdef inline int _open(self, int d):
        return self.ln[d] < self.limit[d] and not (self.closed[d] >> (self._top(d) % 13 + 1)) & 1

    cdef inline int _space_ok(self, int d, int card, int src_zone):
        if not (self.space[d] >> (card % 52)) & 1:
            return 0
        if src_zone >= 0 and not (self.space_from[d] >> src_zone) & 1:
            return 0
        if not self.sp_flags[d]:
            return 1
        return self._space_more(d, card)

    cdef int _space_more(self, int d, int card):
        """The zone's space tests beyond the cards it admits (LANGUAGE.md: space)."""
        cdef int f = self.sp_flags[d], z = self.zone_of[d], s0, q, b, first = 1, suits = 0, zz, cs = card % 52 // 13
        cdef uint64_t like, unlike
        cdef int* a
        s0 = self.z_start[z]
        if f & SP_IN_ORDER:
            for q in range(s0, d):
                if not self.ln[q]:
                    return 0
        if f & (SP_FIRST_RANK | SP_DISTINCT | SP_COLOUR | SP_MAX_SUITS):
            for q in range(s0, s0 + self.z_count[z]):
                if not self.ln[q]:
                    continue
                b = self.cards[q * self.CAP]
                if f & SP_FIRST_RANK and b % 13 != card % 13:
                    return 0
                if f & SP_DISTINCT and b % 52 // 13 == cs:
                    return 0
                if f & SP_COLOUR and first and ((b % 52 // 13) in (1, 2)) != (cs in (1, 2)):
                    return 0
                first = 0
                suits |= 1 << (b % 52 // 13)
            if f & SP_MAX_SUITS:
                suits |= 1 << cs
                b = (suits & 1) + (suits >> 1 & 1) + (suits >> 2 & 1) + (suits >> 3 & 1)
                if b > self.z_max[z]:
                    return 0
        if f & SP_RELATIVE and d > s0:
            if not self.ln[s0]:
                return 0
            if card % 13 + 1 != self.rel[d * 14 + self.cards[s0 * self.CAP] % 13 + 1]:
                return 0
        if f & SP_PER_PILE and card % 13 + 1 != self.per_pile[d]:
            return 0
        if f & SP_ANCHOR:
            a = self.anc + z * 17
            q = self.z_start[a[0]] + (d - s0) % self.z_count[a[0]]
            if not self.ln[q]:
                if a[3]:
                    return 0
            else:
                b = self.cards[q * self.CAP + (0 if a[1] else self.ln[q] - 1)]
                if a[4 + b % 13] >= 0 and card % 13 + 1 != a[4 + b % 13]:
                    return 0
                if a[2] and b % 52 // 13 != cs:
                    return 0
        if f & SP_LAID and (d - s0) // self.z_cols[z] >= self._laid_rows(z):
            return 0
        if f & SP_LAID_BY and \
                (d - s0) // self.z_cols[z] >= self.z_laid_by[2 * z + 1] + self.uses[self.z_laid_by[2 * z]]:
            return 0
        if f & SP_LIKE:
            like, unlike = self.z_like[z], self.z_unlike[z]
            for zz in range(64):
                if not ((like | unlike) >> zz) & 1:
                    continue
                for q in range(self.z_start[zz], self.z_start[zz] + self.z_count[zz]):
                    if self.ln[q]:
                        b = self.cards[q * self.CAP] % 52 // 13
                        if (like >> zz) & 1 and b != cs:
                            return 0
                        if (unlike >> zz) & 1 and b == cs:
                            return 0
        return 1

    cdef inline int _build(self, int d):
        """The table of pile d's zone's build now (-1: none)."""
        if self.seq[d] >= 0:
            return self.seqtab[self.seq[d] + self.ln[d]]
        if self.addt[15 * d] >= 0:
            return self._add_table(d)
        return self.build[d]

    cdef inline int _add_table(self, int d):
        """build.rank `add`: pile d's table by its anchor card's value (-1 while the anchor pile is empty)."""
        cdef int* a = self.addt + 15 * d
        cdef int q = a[0]
        if not self.ln[q]:
            return -1
        return a[2 + self.cards[q * self.CAP + (0 if a[1] else self.ln[q] - 1)] % 13]

    cdef inline int _accepts(self, int d, int card):
        cdef int tab
        if not self.ln[d]:
            return self._space_ok(d, card, -1)
        tab = self._build(d)
        if tab < 0 or not self._open(d):
            return 0
        return (self.tabs[tab * 52 + self._top(d) % 52] >> (card % 52)) & 1

    cdef inline int _run_length(self, int p, int up):
        cdef int tab = self.run[p], n = 1, j = self.ln[p] - 1
        cdef uint8_t* a = self.cards + p * self.CAP
        if tab < 0:
            return 1
        while n < up and (self.tabs[tab * 52 + a[j - 1] % 52] >> (a[j] % 52)) & 1:
            n += 1
            j -= 1
        return n

    cdef int _fits_any(self, int r, int card):
        """draw `unplayable`: does the card fit a pile of those zones?"""
        cdef int i
        for i in range(self.r_nunpl[r]):
            if self._accepts(self.pool[self.r_unpl[r] + i], card):
                return 1
        return 0

    cdef int _draw_piles(self, int r):
        """draw: how many of its talon piles it draws to now (`piles_per_pass`: the entry of this pass, or the last)."""
        cdef int n = self.r_ndst[r], i = self.passes
        if self.r_nppp[r]:
            if i >= self.r_nppp[r]:
                i = self.r_nppp[r] - 1
            if self.ppp[self.r_ppp[r] + i] < n:
                n = self.ppp[self.r_ppp[r] + i]
        return n

    cdef void _gen(self, int r, int only_from, int only_to):
        """Append rule r's moves (its guards not checked) to the move arena."""
        cdef int k = self.r_kind[r], i, j, d, src, up, n, kmax, card, tab, nd = 0, spaces = 0, zs, lo, hi
        cdef uint64_t union = 0, bit, cm
        cdef int dests[256]
        cdef uint64_t masks[256]
        cdef int empty[256]
        cdef int units[128]
        cdef int nu, i2, pref, sf
        cdef uint8_t* a
        if k == DRAW:
            for i in range(self.r_nsrc[r]):
                src = self.pool[self.r_src[r] + i]
                if self.ln[src] and not self._fits_any(r, self._top(src)):
                    for j in range(self._draw_piles(r)):
                        self._emit(r, src, self.pool[self.r_dst[r] + j], 0)
            return
        if k == DEAL:
            if self.r_pattern[r] >= P_NEXT:
                self._gen_deal_one(r)
            elif self._deal_source(r) >= 0 and self._deal_piles(r, dests) > 0:
                self._emit(r, -1, -1, 0)
            return
        if k == REMOVE:
            lo = self.mv_top
            self._gen_remove(r)
            if self.r_onto[r]:
                self._keep_onto(lo)
            if self.r_crown[r]:
                self._crowned(r, lo)
            return
        if k == SWAP:
            self._gen_swap(r)
            return
        if k == BETWEEN:
            self._gen_between(r)
            return
        if k == FETCH:
            self._gen_fetch(r)
            return
        if k == TUCK:
            self._gen_tuck(r)
            return
        if k == COVER:
            self._gen_cover(r)
            return
        if k == CYCLE:
            self._gen_cycle(r)
            return
        if k == SORT:
            if self._sorting(r) >= 0:
                self._emit(r, -1, -1, 0)
            return
        if k == LIFT or k == COLLECT:
            if self._lift_or_collect(r, k == COLLECT, 0):
                self._emit(r, -1, -1, 0)
            return
        if k == REDEAL:
            if self.r_fruit[r] and not self._fruitful(r) and self.pfruit[r] + 1 >= self.r_fruit[r]:
                return
            if self.r_pay[r] >= 0 and not self._paying(r):
                return
            for i in range(self.r_nsrc[r]):
                if self.ln[self.pool[self.r_src[r] + i]]:
                    self._emit(r, -1, -1, 0)
                    return
            return
        lo, hi = self.r_lo[r], self.r_hi[r]
        for j in range(self.r_ndst[r]):
            d = self.pool[self.r_dst[r] + j]
            if only_to >= 0 and d != only_to:
                continue
            if self.ln[d] < lo or self.ln[d] > hi:
                continue
            if self.r_tofree[r] and self.ln[d] and not (self.take[d] and self.ln[d] > self.un[d] + self.dn[d] and
                                                        self._is_free(d)):
                continue
            dests[nd] = d
            if self.ln[d]:
                empty[nd] = 0
                tab = self.r_table[r] if self.r_table[r] >= 0 else self._build(d)
                if tab < 0 or self.r_tospace[r] == 2 or not self._open(d):
                    masks[nd] = 0
                else:
                    masks[nd] = self.tabs[tab * 52 + self._top(d) % 52]
                union |= masks[nd]
            else:
                empty[nd] = 1
                masks[nd] = 0
                if self.r_tospace[r] != 1:
                    spaces = 1
            nd += 1
        if not union and not spaces:
            return
        cm = self.r_cards[r]
        for i in range(self.r_nsrc[r]):
            src = self.pool[self.r_src[r] + i]
            if only_from >= 0 and src != only_from:
                continue
            if not self.take[src] or not self.ln[src] or (not self.r_ignfree[r] and not self._is_free(src)):
                continue
            up = self.ln[src] - self.un[src] - self.dn[src]
            if up <= 0 or (self.r_alone[r] and self.ln[src] != 1):
                continue
            a = self.cards + src * self.CAP
            nu = 0
            if self.r_unit[r] == 0 and self.take[src] == TAKE_ANY:
                nu = self._any_units(src, up, cm, units)
            elif self.r_unit[r] == 0:
                if (cm >> (a[self.ln[src] - 1] % 52)) & 1:
                    units[0] = 1
                    nu = 1
            elif self.r_unit[r] == 1:
                kmax = self._run_length(src, up) if self.take[src] == 2 else 1
                if kmax > up:
                    kmax = up
                for n in range(1, kmax + 1):
                    if (cm >> (a[self.ln[src] - n] % 52)) & 1:
                        units[nu] = n
                        nu += 1
            elif self.r_unit[r] == 2:
                if (cm >> (a[self.ln[src] - up] % 52)) & 1:
                    units[0] = up
                    nu = 1
            else:
                nu = self._card_by_card(r, src, units)
            zs = self.zone_of[src]
            for j in range(nu):
                n = units[j]
                card = a[self.ln[src] - (_depth(n) if _depth(n) else 1 if self.r_unit[r] >= U_PILE else n)]
                bit = (<uint64_t>1) << (card % 52)
                if not (union & bit) and not spaces:
                    continue
                sf = self.r_spfirst[r] and self._space_taken(r, src, n, card, dests, empty, nd)
                pref = not sf and self.r_prefer[r] >= 0 and self._preferred(r, src, n, card, nd, dests, masks)
                for i2 in range(nd):
                    d = dests[i2]
                    if d == src or (sf and not empty[i2]):
                        continue
                    if self.r_only[r] >= 0 and not self.only_ok[self.r_only[r] + src * self.P + d]:
                        continue
                    if not empty[i2]:
                        if self._takes_unit(r, src, d, n, masks[i2] & bit) and \
                                not (pref and not self._prefers(r, d, card)) and \
                                not (self.r_tie[r] and self._tied_later(r, src, n, card, i2, nd, dests, masks, pref)):
                            self._emit_move(r, src, d, n)
                    elif self.r_tospace[r] != 1 and not pref:
                        if n == self.ln[src] and self.zone_of[d] == zs:
                            continue
                        if self._space_ok(d, card, zs) and \
                                (n == 1 or self.r_unit[r] < U_PILE or self._chain(r, src, n, d)):
                            self._emit_move(r, src, d, n)

    cdef int _space_taken(self, int r, int src, int n, int card, int* dests, int* empty, int nd):
        """`space_first`: does some empty destination take the unit of n cards of src (its card `card`)?"""
        cdef int i, d, zs = self.zone_of[src]
        if self.r_tospace[r] == 1:
            return 0
        for i in range(nd):
            d = dests[i]
            if not empty[i] or d == src:
                continue
            if self.r_only[r] >= 0 and not self.only_ok[self.r_only[r] + src * self.P + d]:
                continue
            if n == self.ln[src] and self.zone_of[d] == zs:
                continue
            if self._space_ok(d, card, zs) and (n == 1 or self.r_unit[r] < U_PILE or self._chain(r, src, n, d)):
                return 1
        return 0

    cdef int _any_units(self, int src, int up, uint64_t cm, int* units):
        """take any, unit card: each face-up card of src matching cm, from the top down, not one identical to a card
        above it; into units as moves' n (1, with the depth from 2 on); their number."""
        cdef int d, nu = 0, k
        cdef uint64_t seen = 0
        for d in range(1, up + 1):
            k = self.cards[src * self.CAP + self.ln[src] - d] % 52
            if (seen >> k) & 1 or not (cm >> k) & 1:
                continue
            seen |= (<uint64_t>1) << k
            units[nu] = 1 if d == 1 else 1 | (d << 16)
            nu += 1
        return nu

    cdef inline int _takes_unit(self, int r, int src, int d, int n, uint64_t fits):
        """Does the non-empty d, whose top takes the unit's moving card when `fits`, take rule r's unit of n cards?"""
        return fits != 0 and (n == 1 or self.r_unit[r] < U_PILE or self._chain(r, src, n, d))

    cdef int _tied_later(self, int r, int src, int n, int card, int i, int nd, int* dests, uint64_t* masks, int pref):
        """`tie: last`: does a later non-empty destination of the unit (one `prefer` keeps, when `pref`), its top card
        of the same rank as dests[i]'s, take it too (so dests[i] does not)?"""
        cdef int j, d, v = self._top(dests[i]) % 13
        cdef uint64_t bit = (<uint64_t>1) << (card % 52)
        for j in range(i + 1, nd):
            d = dests[j]
            if d == src or not self.ln[d] or self._top(d) % 13 != v or (pref and not self._prefers(r, d, card)):
                continue
            if self.r_only[r] >= 0 and not self.only_ok[self.r_only[r] + src * self.P + d]:
                continue
            if self._takes_unit(r, src, d, n, masks[j] & bit):
                return 1
        return 0

    cdef inline int _prefers(self, int r, int d, int card):
        """move `prefer`: does the top card of the non-empty d take the card by rule r's `prefer` relation?"""
        return (self.tabs[self.r_prefer[r] * 52 + self._top(d) % 52] >> (card % 52)) & 1

    cdef int _preferred(self, int r, int src, int n, int card, int nd, int* dests, uint64_t* masks):
        """move `prefer`: does some non-empty destination that takes the unit take its card by the `prefer` relation
        (so only those destinations are kept)?"""
        cdef int j, d
        cdef uint64_t bit = (<uint64_t>1) << (card % 52)
        for j in range(nd):
            d = dests[j]
            if d == src or not self.ln[d] or not self._prefers(r, d, card):
                continue
            if self.r_only[r] >= 0 and not self.only_ok[self.r_only[r] + src * self.P + d]:
                continue
            if self._takes_unit(r, src, d, n, masks[j] & bit):
                return 1
        return 0

    cdef inline int _compares(self, int r):
        """Do rule r's `tie`, `prefer` or `space_first` compare a card's destinations (so its moves to one pile are never
        listed alone)?"""
        return self.r_tie[r] or self.r_prefer[r] >= 0 or self.r_spfirst[r]

    cdef int _card_by_card(self, int r, int src, int* units):
        """Rule r's unit `pile` (every card of src, all face up) or `packet` (the face-up cards above the topmost `stay`
        card) into units; how many (0 or 1). Their cards go one at a time, so `cards` does not apply."""
        cdef int n = 0, ln = self.ln[src], up = self.ln[src] - self.un[src] - self.dn[src]
        cdef uint8_t* a = self.cards + src * self.CAP
        if self.r_unit[r] == U_PILE:
            n = ln if up == ln else 0
        else:
            while n < up and not (self.r_stay[r] >> (a[ln - 1 - n] % 52)) & 1:
                n += 1
        units[0] = n
        return 1 if n else 0

    cdef int _chain(self, int r, int src, int n, int d):
        """Units card by card: after src's top card (already taken by d), does each next card of the n go onto d's new
        top in turn (rule r's build or d's zone's, d's limit and closing ranks)?"""
        cdef int i, c, tab, h = self.ln[d] + 1, top = self._top(src)
        cdef uint8_t* a = self.cards + src * self.CAP
        for i in range(1, n):
            c = a[self.ln[src] - 1 - i]
            if h >= self.limit[d] or (self.closed[d] >> (top % 13 + 1)) & 1:
                return 0
            tab = self.r_table[r] if self.r_table[r] >= 0 else self.seqtab[self.seq[d] + h] if self.seq[d] >= 0 \
                else self.build[d]
            if tab < 0 or not (self.tabs[tab * 52 + top % 52] >> (c % 52)) & 1:
                return 0
            top, h = c, h + 1
        return 1

    cdef void _gen_remove(self, int r):
        """Rule r's groups of one or two members (free face-up cards), in the order of combinations of the members."""
        cdef int* g = self.r_group + 8 * r
        cdef int i, j, p, d, up, n = 0, c, e
        cdef int mp[512]
        cdef int mc[512]
        cdef int md[512]
        if g[7]:
            j = 0
            for i in range(self.r_ndst[r]):
                if not self.ln[self.pool[self.r_dst[r] + i]]:
                    j = 1
                    break
            if not j:
                return
        for i in range(self.r_nsrc[r]):
            p = self.pool[self.r_src[r] + i]
            if not self.ln[p] or (self.r_alone[r] and self.ln[p] != 1) or not self._is_free(p):
                continue
            up = self.ln[p] - self.dn[p]
            d = 1
            while d <= g[6] and d <= up:
                c = self.cards[p * self.CAP + self.ln[p] - d]
                if (g[4] >> (c % 13 + 1)) & 1:
                    mp[n], md[n], mc[n] = p, d, c
                    n += 1
                d += 1
        if g[0] == 3:
            self._gen_triples(r, mp, md, mc, n)
            return
        if g[5] == W_SAME_PILE:
            self._gen_same_pile(r, mp, md, mc, n)
            return
        for i in range(n):
            if g[0] == 1:
                if self._related(r, mc[i], mc[i]) and self._placed(g[5], mp[i], mp[i]):
                    self._emit(r, mp[i], -1, md[i])
                continue
            for j in range(i + 1, n):
                if mp[j] != mp[i] and self._related(r, mc[i], mc[j]) and self._placed(g[5], mp[i], mp[j]):
                    self._emit(r, mp[i], mp[j], md[i] | (md[j] << 16))

    cdef void _gen_same_pile(self, int r, int* mp, int* md, int* mc, int n):
        """remove `where: same-pile`: of each pile's members (the n at mp, md, mc, pile by pile, the top first), the
        group of its `size` (one or two) uppermost."""
        cdef int i = 0, j
        while i < n:
            if self.r_group[8 * r] == 1:
                if self._related(r, mc[i], mc[i]):
                    self._emit(r, mp[i], -1, md[i])
            elif i + 1 < n and mp[i + 1] == mp[i] and self._related(r, mc[i], mc[i + 1]):
                self._emit(r, mp[i], mp[i], md[i] | (md[i + 1] << 16))
            j = i
            while i < n and mp[i] == mp[j]:
                i += 1

    cdef int _open_tops(self, int at, int n, uint64_t mask, int* out):
        """Of the n piles at `pool[at]`, those whose top card is face up and matches `mask` (into `out`); their number."""
        cdef int i, p, k = 0
        for i in range(n):
            p = self.pool[at + i]
            if self.ln[p] > self.dn[p] and (mask >> (self._top(p) % 52)) & 1:
                out[k] = p
                k += 1
        return k

    cdef void _gen_swap(self, int r):
        """Rule r's exchanges of two open top cards (pairs a before b, or with `other` each of `zones` with each of
        `other.zones`), then with `shift` each open top card into each empty pile that admits it."""
        cdef int* f = self.r_swap + 3 * r
        cdef int full[256]
        cdef int second[256]
        cdef int nf = self._open_tops(self.r_src[r], self.r_nsrc[r], self.r_cards[r], full), ns = 0, i, j, a, b
        if f[0]:
            ns = self._open_tops(self.r_dst[r], self.r_ndst[r], self.r_omask[r], second)
        for i in range(nf):
            a = full[i]
            if f[0]:
                for j in range(ns):
                    if second[j] != a:
                        self._swap_emit(r, a, second[j], 0)
            else:
                for j in range(i + 1, nf):
                    self._swap_emit(r, a, full[j], 0)
        if f[2]:
            for i in range(nf):
                a = full[i]
                for j in range(self.r_ndst[r]):
                    b = self.pool[self.r_dst[r] + j]
                    if not self.ln[b] and self._space_ok(b, self._top(a), -1):
                        self._swap_emit(r, a, b, 1)

    cdef void _swap_emit(self, int r, int a, int b, int shift):
        """Emit swap (a, b, shift) unless `differ` rules it out (equal values) or `useful` does."""
        if not shift and self.r_swap[3 * r + 1] and self._top(a) % 13 == self._top(b) % 13:
            return
        if self.r_udepth[r] and not self._useful(r, a, b, shift):
            return
        self._emit(r, a, b, shift)

    cdef inline void _emit_move(self, int r, int src, int d, int n):
        """Emit a move rule's move unless its `useful` rules it out (not while its moves are listed for that test)."""
        if self.r_udepth[r] and not self.raw_list and not self._useful(r, src, d, n):
            return
        self._emit(r, src, d, n)

    cdef int _lift_or_collect(self, int r, int collect, int make=1):
        """lift: the face-up top card of each pile of `src` onto the pile of `dst` with its index; collect: the top run
        (never the whole pile) of each pile of two or more cards with a face-up top, left to right, onto the empty pile
        after the last non-empty one (LANGUAGE.md §10.9). Makes the move (`make`), or only tells whether there is one;
        0: there is none."""
        cdef int i, p, up, k, n = 0, dst = -1, last = -1, lo = self.r_src[r], np = self.r_nsrc[r]
        if collect:
            for i in range(np):
                if self.ln[self.pool[lo + i]]:
                    last = i
            if last < 0 or last + 1 >= np:
                return 0
            dst = self.pool[lo + last + 1]
            np = last + 1  # (not the pile gathered on)
        for i in range(np):
            p = self.pool[lo + i]
            up = self.ln[p] - self.un[p] - self.dn[p]
            if up <= 0 or (collect and self.ln[p] < 2):
                continue
            n += 1
            if not make:
                return 1
            k = 1
            if collect:
                k = self._run_length(p, up)
                if k >= self.ln[p]:
                    k = self.ln[p] - 1
            self._move(p, dst if collect else self.pool[self.r_dst[r] + i], k, 0)
        return n

    cdef void _gen_cycle(self, int r):
        """cycle: a move per pile of its zone holding face-down cards under a face-up top card."""
        cdef int i, p
        for i in range(self.r_nsrc[r]):
            p = self.pool[self.r_src[r] + i]
            if self.dn[p] and self.ln[p] > self.un[p] + self.dn[p]:
                self._emit(r, p, -1, 0)

    cdef int _route(self, int r, int card):
        """sort: the pile the first of its routes that takes `card` and has a pile for it sends it to (-1: none): with
        `fits`, the first that accepts it; otherwise the first empty one, or the route's only pile."""
        cdef int* e = self.r_sort + 4 * r
        cdef int i, j, p, n, at = e[0]
        for i in range(e[1]):
            n = self.srt[at + 1]
            if (self.srt_mask[e[3] + i] >> (card % 52)) & 1:
                for j in range(n):
                    p = self.srt[at + 2 + j]
                    if self._accepts(p, card) if self.srt[at] else not self.ln[p]:
                        return p
                if not self.srt[at] and n == 1:
                    return self.srt[at + 2]
            at += 2 + n
        return -1

    cdef int _sorting(self, int r):
        """sort: the pile the top card of its source goes to now (-1: it is empty, `until` holds, or no route takes the
        card)."""
        cdef int src = self.pool[self.r_src[r]], until = self.r_sort[4 * r + 2]
        if not self.ln[src] or (until >= 0 and self._holds(until)):
            return -1
        return self._route(r, self._top(src))

    cdef void _sort(self, int r):
        """sort: the top card of its source by its route, again while one takes it."""
        cdef int src = self.pool[self.r_src[r]], d = self._sorting(r)
        while d >= 0:
            self._move(src, d, 1, 0)
            d = self._sorting(r)

    cdef void _gen_fetch(self, int r):
        """fetch: when its source holds a matching card, a move per non-empty pile of its zone."""
        cdef int i, p
        if self._fetched(r) < 0:
            return
        for i in range(self.r_ndst[r]):
            p = self.pool[self.r_dst[r] + i]
            if self.ln[p]:
                self._emit(r, p, -1, 0)

    cdef int _useful(self, int r, int src, int dst, int n):
        """`useful` (LANGUAGE.md §10.1) of rule r's move (src, dst, n): after it and its automatic moves, or (a move
        rule) after at most depth - 1 further moves of the rule, never back through a position already tried (this one
        included), does some free card of the rule's `useful.from` fit a pile of its `useful.to` (not its own; with
        `new`, a fit that was not there before the move)?"""
        cdef int before = self.fit_top, seen = self.useen_top, nb = 0, ok
        cdef Mv m
        m.rule, m.src, m.dst, m.n = r, src, dst, n
        if self.r_unew[r]:
            nb = self._fits(r, before, 0, 1)
        self._tried(self._exact(), seen)
        ok = self._useful_after(m, self.r_udepth[r], seen, before, nb)
        self.fit_top, self.useen_top = before, seen
        return ok

    cdef int _useful_after(self, Mv m, int depth, int seen, int before, int nb):
        """Move m made: a position not tried yet where a free card fits, now or after at most depth - 1 further moves
        of its rule (listed without the `useful` filter)?"""
        cdef int mark = self.log_top, r = m.rule, ok = 0, lo, hi, i, raw
        self._play(m)
        if not self._tried(self._exact(), seen):
            if self._fits(r, before, nb, 0):
                ok = 1
            elif depth > 1 and self.r_kind[r] == MOVE and self._applies(r):
                lo, raw = self.mv_top, self.raw_list
                self.raw_list = 1
                self._gen(r, -1, -1)
                self.raw_list = raw
                hi = self.mv_top
                for i in range(lo, hi):
                    if self._useful_after(self.mv[i], depth - 1, seen, before, nb):
                        ok = 1
                        break
                self.mv_top = lo
        self._undo(mark)
        return ok

    cdef int _tried(self, uint64_t k, int seen):
        """Was position k tried already (since stack index `seen`)? If not, it is recorded."""
        cdef int i
        for i in range(seen, self.useen_top):
            if self.useen[i] == k:
                return 1
        if self.useen_top >= self.useen_cap:
            self.useen_cap *= 2
            self.useen = <uint64_t*>realloc(self.useen, self.useen_cap * sizeof(uint64_t))
        self.useen[self.useen_top] = k
        self.useen_top += 1
        return 0

    cdef int _fits(self, int r, int before, int nb, int record):
        """The fits (pile, card, destination) of rule r's `useful`: each free card of its `useful.from` piles that a
        pile of its `useful.to` (not its own) accepts. With `record`, all are pushed on `fitbuf` and counted; otherwise
        1 when there is one not among the nb at `before`."""
        cdef int* f = self.r_fit + 4 * r
        cdef int i, j, k, p, d, q, up, c, code, count = 0
        for i in range(f[1]):
            p = self.pool[f[0] + i]
            up = self.ln[p] - self.un[p] - self.dn[p]
            if up <= 0 or not self.take[p] or not self._is_free(p):  # (its zone's `free` rule, §7)
                continue
            k = 1 if self.take[p] == 1 else up if self.take[p] == TAKE_ANY else self._run_length(p, up)
            for j in range(1, k + 1):
                c = self.cards[p * self.CAP + self.ln[p] - j]
                for d in range(f[3]):
                    q = self.pool[f[2] + d]
                    if q == p or not self._accepts(q, c):
                        continue
                    code = (p * self.NC + c) * self.P + q
                    if record:
                        if self.fit_top >= self.fit_cap:
                            self.fit_cap *= 2
                            self.fitbuf = <int*>realloc(self.fitbuf, self.fit_cap * sizeof(int))
                        self.fitbuf[self.fit_top] = code
                        self.fit_top += 1
                        count += 1
                    elif not self._among(code, before, nb):
                        return 1
        return count

    cdef inline int _among(self, int code, int at, int n):
        cdef int i
        for i in range(at, at + n):
            if self.fitbuf[i] == code:
                return 1
        return 0

    cdef uint64_t _exact(self):
        """The position's key with each pile also keyed apart (as if no piles were interchangeable), and the passes."""
        cdef uint64_t k = self._key() ^ mix(<uint64_t>(self.passes + 1) * <uint64_t>0x9E6C63D0676A9A99)
        cdef int p
        for p in range(self.P):
            k += mix(self.h[p] ^ mix(<uint64_t>(p + 1) * <uint64_t>0x8CB92BA72F3D8DD7))
        return k
    cdef void _gen_between(self, int r):
        """between: for each gap n, each run of n cards of the row whose outer neighbours match, left to right."""
        cdef int row = self.pool[self.r_src[r]], j, n, i, a, b, g = 1
        cdef uint8_t* c = self.cards + row * self.CAP
        for j in range(r):
            g += self.r_ngaps[j]
        for j in range(self.r_ngaps[r]):
            n = self.r_gaps[g + j]
            for i in range(1, self.ln[row] - n):
                a, b = c[i - 1], c[i + n]
                if (self.r_match[r] & 1 and a % 52 // 13 == b % 52 // 13) or (self.r_match[r] & 2 and a % 13 == b % 13):
                    self._emit(r, i, -1, n)

    cdef void _between(self, Mv m):
        """between: the n cards from index m.src of the row onto `to` (in order), the row closing up; both face up."""
        cdef int row = self.pool[self.r_src[m.rule]], to = self.pool[self.r_dst[m.rule]], i
        cdef uint8_t* a = self.cards + row * self.CAP
        cdef uint8_t* b = self.cards + to * self.CAP
        self._snap(row)
        self._snap(to)
        for i in range(m.n):
            b[self.ln[to] + i] = a[m.src + i]
        for i in range(m.src, self.ln[row] - m.n):
            a[i] = a[i + m.n]
        self.ln[to] += m.n
        self.ln[row] -= m.n
        self.dn[row] = self.dn[to] = 0
        self._rehash(row)
        self._rehash(to)
        if self.role[row] == FOUNDATION or self.role[to] == FOUNDATION:
            self._recount()

    # ------------------------------------------------------------------ tuck and cover

    cdef inline int _tuck_pile(self, int r):
        """tuck: the pile play is at (-1: the feed)."""
        return self.r_tuck[3 * r] if self.tat[r] < 0 else self.tat[r]

    cdef void _gen_tuck(self, int r):
        """tuck: one move when the pile play is at holds a card (with `covered`, unless it is the feed, a face-down
        top card) that has a labelled pile or an `aside` to go to."""
        cdef int* t = self.r_tuck + 3 * r
        cdef int p = self._tuck_pile(r)
        if not self.ln[p]:
            return
        if t[2] and p != t[0] and self.ln[p] - self.un[p] - self.dn[p] > 0:
            return
        if self.tk[52 * r + self._top(p) % 52] < 0 and t[1] < 0:
            return
        self._emit(r, -1, -1, 0)

    cdef void _tuck(self, int r):
        """tuck: the top card slid under the pile of its label, which play goes on from; a card without one onto
        `aside`, play going back to the feed (staying where it is without one)."""
        cdef int* t = self.r_tuck + 3 * r
        cdef int p = self._tuck_pile(r), dst = self.tk[52 * r + self._top(p) % 52]
        if dst < 0:
            self._move(p, t[1], 1, 0)
            self._set_at(r, -1 if t[0] >= 0 else self.tat[r])
            return
        self._slide(p, dst)
        self._set_at(r, dst)

    cdef inline void _set_at(self, int r, int v):
        if self.tat[r] != v:
            self._log(r, self.tat[r], 0, 0, L_AT)
            self.tat[r] = v

    cdef void _set_under(self, int p, int n):
        cdef uint64_t old = self.h[p]
        self._log(p, self.un[p], 0, 0, L_UNDER)
        self.h[p] ^= self.zu[self.un[p]] ^ self.zu[n]
        self.un[p] = n
        self._rekey(p, old)

    cdef void _slide(self, int src, int dst):
        """The top card of src slid face up beneath pile dst (counted under it while dst holds face-down cards)."""
        cdef int c = self._top(src), i
        cdef uint8_t* b = self.cards + dst * self.CAP
        self._log(src, dst, self.un[dst], 0, L_TUCK)
        self.ln[src] -= 1
        for i in range(self.ln[dst], 0, -1):
            b[i] = b[i - 1]
        b[0] = c
        self.ln[dst] += 1
        if self.dn[dst]:
            self.un[dst] += 1
        self._moved(c, src, dst)
        self._settle(src)

    cdef void _unslide(self, int src, int dst, int under):
        """Undo `_slide`: dst's bottom card back onto src, and `under` cards slid under dst again."""
        cdef uint8_t* b = self.cards + dst * self.CAP
        cdef int c = b[0], i
        self.ln[dst] -= 1
        for i in range(self.ln[dst]):
            b[i] = b[i + 1]
        self.cards[src * self.CAP + self.ln[src]] = c
        self.ln[src] += 1
        self.un[dst] = under
        self._moved(c, dst, src)

    cdef void _moved(self, int c, int a, int b):
        """Card c went from pile a to pile b: both rehashed, the foundation counts kept."""
        if self.role[a] == FOUNDATION:
            self.found_cnt[c % 52] -= 1
        if self.role[b] == FOUNDATION:
            self.found_cnt[c % 52] += 1
        self._rehash(a)
        if b != a:
            self._rehash(b)

    cdef void _gen_cover(self, int r):
        """cover: while `from` holds a card, rule r's groups (found as a remove rule's), each once per order of its
        piles."""
        cdef int lo = self.mv_top, hi, i
        cdef Mv m
        if not self.ln[self.pool[self.r_dst[r]]]:
            return
        self._gen_remove(r)
        hi = self.mv_top
        for i in range(lo, hi):
            m = self.mv[i]
            self._emit(r, m.src, m.dst, 0)
            if m.dst >= 0:
                self._emit(r, m.dst, m.src, 0)
        for i in range(self.mv_top - hi):
            self.mv[lo + i] = self.mv[hi + i]
        self.mv_top = lo + self.mv_top - hi

    cdef void _cover(self, Mv m):
        """cover: pile m.src, then m.dst (if any), each take the next card of `from` while it lasts."""
        cdef int src = self.pool[self.r_dst[m.rule]]
        if self.ln[src]:
            self._move(src, m.src, 1, 0)
        if m.dst >= 0 and self.ln[src]:
            self._move(src, m.dst, 1, 0)

    cdef int _labelled_won(self):
        """win `labelled`: every card of the win piles lies on a pile whose label names it."""
        cdef int i, j, p
        for i in range(self.nwin):
            p = self.win_piles[i]
            for j in range(self.ln[p]):
                if not (self.win_label[p] >> (self.cards[p * self.CAP + j] % 52)) & 1:
                    return 0
        return 1

    cdef inline int _is_free(self, int p):
        """Does the `free` rule of pile p's zone leave p's cards free now (LANGUAGE.md §7)? p holds a card."""
        cdef int* f = self.z_free + 7 * self.zone_of[p]
        if not f[0]:
            return 1
        if f[1] >= 0 and not self._holds(f[1]):
            return 1
        return self._free_under(p, f)

    cdef int _free_under(self, int p, int* f):
        """The zone's free rule `f` (see `Plan.zone_free`) for pile p, which holds a card."""
        cdef int s0 = self.z_start[self.zone_of[p]], cnt = self.z_count[self.zone_of[p]]
        cdef int cols = f[5], rows = f[6], i, r, c, q, best = -1, top = 0, upright, lane
        if f[0] == FR_ROW_END:
            for q in range(s0, s0 + cnt):
                if self.ln[q] and (self.ln[q] > top or (f[2] and self.ln[q] == top)):
                    best, top = q, self.ln[q]
            return p == best
        if f[0] == FR_LATEST_ROW:  # the rows dealt: the deal rule's uses or batches (since the last re-deal)
            if f[4] & 2:
                return self.ln[p] == f[3] + self.dv[5 * f[2] + (DV_PBATCHES if f[4] & 1 else DV_BATCHES)]
            return self.ln[p] == f[3] + (self.puses[f[2]] if f[4] else self.uses[f[2]])
        i = p - s0
        r, c = i // cols, i % cols
        if f[0] == FR_OPEN_SIDE:
            return ((f[2] & 1 and self._cell_empty(s0, cnt, cols, rows, r - 1, c))
                    or (f[2] & 2 and self._cell_empty(s0, cnt, cols, rows, r + 1, c))
                    or (f[2] & 4 and self._cell_empty(s0, cnt, cols, rows, r, c - 1))
                    or (f[2] & 8 and self._cell_empty(s0, cnt, cols, rows, r, c + 1)))
        upright = f[2] == 0 or (f[2] == 2 and (r + c) % 2 == 0)
        lane = 1
        for q in range(r if upright else c):  # the cells above it (to its left)
            if not (self._cell_empty(s0, cnt, cols, rows, q, c) if upright else
                    self._cell_empty(s0, cnt, cols, rows, r, q)):
                lane = 0
                break
        if lane:
            return 1
        for q in range((r if upright else c) + 1, rows if upright else cols):  # below it (to its right)
            if not (self._cell_empty(s0, cnt, cols, rows, q, c) if upright else
                    self._cell_empty(s0, cnt, cols, rows, r, q)):
                return 0
        return 1

    cdef inline int _cell_empty(self, int s0, int cnt, int cols, int rows, int r, int c):
        """Is grid cell (r, c) of a zone empty (outside the grid, or beyond its piles, counts as empty)?"""
        cdef int i
        if r < 0 or r >= rows or c < 0 or c >= cols:
            return 1
        i = r * cols + c
        return i >= cnt or not self.ln[s0 + i]

    cdef int _related(self, int r, int a, int b):
        """Do the cards a and b (a single card: a == b) form rule r's group relation?"""
        cdef int* g = self.r_group + 8 * r
        cdef int va = a % 13 + 1, vb = b % 13 + 1, rel = g[1]
        if g[3] and a != b and va == vb:
            return 0
        if rel == 0:
            return (va == g[2]) if a == b else (va + vb == g[2])
        if rel == 1:
            return a % 52 // 13 == b % 52 // 13
        if rel == 2:
            return a % 52 == b % 52
        if rel == 3:
            return ((self.r_cards[r] >> (a % 52)) & 1) and ((self.r_cards[r] >> (b % 52)) & 1)
        if rel == 4:
            return a == b or _red(a) != _red(b)
        return va == vb

    cdef int _placed(self, int where, int p, int q):
        """Do piles p and q lie as `where` requires (0 any, 1 one grid row, 2 one grid row or column)?"""
        if where == 0:
            return 1
        if self.grid_row[p] < 0 or self.grid_row[q] < 0:
            return 0
        return self.grid_row[p] == self.grid_row[q] or (where == 2 and self.grid_col[p] == self.grid_col[q])

    cdef int _reversible(self, Mv m):
        """A card move that turns no card up and whose cards could go straight back."""
        cdef int mark, down, o, i, lo, found = 0
        if self.r_kind[m.rule] != MOVE or _depth(m.n) or self.testing:
            return 0  # (within another such test a move counts: this bounds the recursion, as in the executor)
        self.testing = 1
        down = self.dn[m.src]
        mark = self.log_top
        self._play(m)
        if self.dn[m.src] == down:
            for o in range(self.R):
                if self.r_kind[o] != MOVE or self.r_auto[o] or not self._applies(o):
                    continue
                lo = self.mv_top
                self._gen(o, m.dst, -1 if self._compares(o) else m.src)
                for i in range(lo, self.mv_top):
                    if self.mv[i].dst == m.src and self.mv[i].n == m.n:
                        found = 1
                self.mv_top = lo
                if found:
                    break
        self._undo(mark)
        self.testing = 0
        return found

    cdef int _counts(self, int o, int asker, int* rlo, int* rhi, int* allowed):
        """Does rule o have a move, as rule `asker` counts them (its `stuck_ignores`)?"""
        cdef int i
        if not self._allowed(o, rlo, rhi, allowed) or rlo[o] == rhi[o]:
            return 0
        if not self.r_ignrev[asker] or self.r_kind[o] == REDEAL:
            return 1
        for i in range(rlo[o], rhi[o]):
            if not self._reversible(self.mv[i]):
                return 1
        return 0

    cdef int _allowed(self, int r, int* rlo, int* rhi, int* allowed):
        """Rule r's moves stand (its `unless` rules have none); memoised in `allowed` (-1: not yet known)."""
        cdef int i
        if allowed[r] < 0:
            allowed[r] = 2  # (a cycle of `unless` rules: counted as allowed while it is being decided)
            for i in range(self.r_nunless[r]):
                if self._counts(self.pool[self.r_unless[r] + i], r, rlo, rhi, allowed):
                    allowed[r] = 0
                    return 0
            allowed[r] = 1
        return allowed[r] != 0

    cdef void _legal(self):
        """Append the legal moves, in rule order, honouring `when`, `unless`, `stuck` and `must` (a card move several
        rules allow: once)."""
        cdef int lo = self.mv_top, r, hi, i, j, blocked, o, w, musts = 0
        cdef int rlo[MAX_RULES]
        cdef int rhi[MAX_RULES]
        cdef int allowed[MAX_RULES]
        cdef int keep[MAX_RULES]
        cdef Mv t
        if self._won():
            return
        r = self._running()
        if r >= 0:
            self._gen(r, -1, -1)
            return
        if not self.restricted:
            for r in range(self.R):
                if not self.r_auto[r] and self._applies(r):
                    self._gen(r, -1, -1)
        else:
            for r in range(self.R):
                rlo[r] = self.mv_top
                if self._applies(r):
                    self._gen(r, -1, -1)
                rhi[r] = self.mv_top
                allowed[r] = -1
            for r in range(self.R):
                if self.r_auto[r]:
                    keep[r] = 0
                elif not self.r_stuck[r]:
                    keep[r] = self._allowed(r, rlo, rhi, allowed)
                else:
                    blocked = rlo[r] == rhi[r]
                    o = 0
                    while not blocked and o < self.R:
                        if not self.r_stuck[o] and not self.r_auto[o] and self._counts(o, r, rlo, rhi, allowed):
                            blocked = 1
                        o += 1
                    keep[r] = not blocked and self._allowed(r, rlo, rhi, allowed)
                if keep[r] and self.r_must[r] and rhi[r] > rlo[r]:
                    musts = 1
            w = lo
            for r in range(self.R):
                if keep[r] and (self.r_must[r] or not musts):
                    for i in range(rlo[r], rhi[r]):
                        self.mv[w] = self.mv[i]
                        w += 1
            self.mv_top = w
        if self.overlap:
            hi = lo
            for i in range(lo, self.mv_top):
                t = self.mv[i]
                blocked = 0
                if self.r_kind[t.rule] <= DRAW:  # card moves (moves and draws)
                    for j in range(lo, hi):
                        if self.r_kind[self.mv[j].rule] == self.r_kind[t.rule] and self.mv[j].src == t.src and \
                                self.mv[j].dst == t.dst and self.mv[j].n == t.n:
                            blocked = 1
                            break
                if not blocked:
                    self.mv[hi] = t
                    hi += 1
            self.mv_top = hi

    # ------------------------------------------------------------------ search

    cdef int _safe(self, Mv* out):
        """The reference search's safe foundation move (see `Safety`), into `out`; 0 when there is none."""
        cdef uint64_t wanted = 0, need
        cdef int i, j, d, src, card, d0, top0 = 0, ok, lo, k, c
        if not self.safety:
            return 0
        for i in range(self.nsf):
            d = self.safe_found[i]
            if self.ln[d]:
                wanted |= self.tabs[self.build[d] * 52 + self._top(d) % 52]
        if not wanted:
            return 0
        for i in range(self.nss):
            src = self.safe_src[i]
            if not self.ln[src] or self.ln[src] <= self.un[src] + self.dn[src]:
                continue
            card = self._top(src)
            if not (wanted >> (card % 52)) & 1:
                continue
            d0 = -1
            ok = 1
            for j in range(self.nsf):
                d = self.safe_found[j]
                if self.ln[d] and self._accepts(d, card):
                    if d0 < 0:
                        d0, top0 = d, self._top(d) % 52
                    elif self._top(d) % 52 != top0:
                        ok = 0
            if d0 < 0 or not ok:
                continue
            need = self.needs[card % 52]
            for k in range(52):
                if (need >> k) & 1 and self.found_cnt[k] != self.copies[k]:
                    ok = 0
                    break
            if not ok:
                continue
            for k in range(self.R):
                if self.r_kind[k] != MOVE or not self._applies(k):
                    continue
                lo = self.mv_top
                self._gen(k, src, -1 if self._compares(k) else d0)
                for c in range(lo, self.mv_top):
                    if _count(self.mv[c].n) == 1 and self.mv[c].dst == d0:
                        out[0] = self.mv[c]
                        self.mv_top = lo
                        return 1
                self.mv_top = lo
        return 0

    cdef int _score(self, Mv m):
        cdef int k = self.r_kind[m.rule], rest, card, j
        if k == DRAW or k == DEAL:
            return 3
        if k == REMOVE or k == SWAP or k == BETWEEN or k == TUCK or k == COVER:
            return 2
        if k == REDEAL:
            return 5
        if k == FETCH:
            return 2
        if k == LIFT or k == COLLECT or k == CYCLE or k == SORT:
            return 2
        if self.role[m.dst] == FOUNDATION:
            return 0
        rest = self.ln[m.src] - _count(m.n)
        if self.dn[m.src] and rest == self.dn[m.src] + self.un[m.src]:
            return 1
        if rest == 0 or self.role[m.src] != self.role[m.dst]:
            return 2
        card = self.cards[m.src * self.CAP + rest - 1]
        for j in range(self.nfound):
            if self._accepts(self.found_piles[j], card):
                return 2
        return 4

    cdef inline void _push_step(self, Mv m, int turns, int score):
        if self.st_top >= self.st_cap:
            self.st_cap *= 2
            self.steps = <Step*>realloc(self.steps, self.st_cap * sizeof(Step))
        cdef Step* s = self.steps + self.st_top
        s.mv = m; s.turns = turns; s.score = score
        self.st_top += 1

    cdef int _turn(self, Mv* out):
        """The stock turn of the K+ stock now (a draw, or the re-deal once the stock is out); 0: none."""
        cdef int i
        if self.ln[self.m_stock]:
            if not self._applies(self.m_draw):
                return 0
            out.rule, out.src, out.dst, out.n = self.m_draw, self.m_stock, self.m_talon, 0
            return 1
        if self.m_redeal < 0 or not self._applies(self.m_redeal):
            return 0
        if self.r_fruit[self.m_redeal] and not self._fruitful(self.m_redeal) and \
                self.pfruit[self.m_redeal] + 1 >= self.r_fruit[self.m_redeal]:
            return 0
        for i in range(self.r_nsrc[self.m_redeal]):
            if self.ln[self.pool[self.r_src[self.m_redeal] + i]]:
                out.rule, out.src, out.dst, out.n = self.m_redeal, -1, -1, 0
                return 1
        return 0

    cdef void _children(self):
        """Push the children steps of the position, best first, to the step arena."""
        cdef int lo = self.mv_top, i, hi, turns = 0, limit, nseen = 0, mark, r, j, sl = self.st_top
        cdef int macro = self.m_draw >= 0
        cdef Mv t
        cdef Step s
        cdef uint64_t cfg
        self._legal()
        hi = self.mv_top
        for i in range(lo, hi):
            if macro and (self.mv[i].rule == self.m_draw or self.mv[i].rule == self.m_redeal):
                continue
            self._push_step(self.mv[i], 0, self._score(self.mv[i]))
        if macro and not self._won():
            mark = self.log_top
            limit = 3 * (self.ln[self.m_stock] + self.ln[self.m_talon]) + 3
            self.seen_cfg[0] = self.h[self.m_stock] * <uint64_t>31 ^ self.h[self.m_talon]
            nseen = 1
            while turns < limit:
                if not self._turn(&t):
                    break
                self._play(t)
                turns += 1
                cfg = self.h[self.m_stock] * <uint64_t>31 ^ self.h[self.m_talon]
                j = 0
                for i in range(nseen):
                    if self.seen_cfg[i] == cfg:
                        j = 1
                        break
                if j:
                    break
                if nseen < 2 * self.CAP + 8:
                    self.seen_cfg[nseen] = cfg
                    nseen += 1
                for r in range(self.R):
                    if self.r_from_talon[r]:
                        self._gen(r, self.m_talon, -1)
                for i in range(hi, self.mv_top):
                    self._push_step(self.mv[i], turns, self._score(self.mv[i]))
                self.mv_top = hi
            self._undo(mark)
        self.mv_top = lo
        for i in range(sl + 1, self.st_top):  # (score, turns), stable
            s = self.steps[i]
            j = i - 1
            while j >= sl and (self.steps[j].score > s.score or (self.steps[j].score == s.score and self.steps[j].turns > s.turns)):
                self.steps[j + 1] = self.steps[j]
                j -= 1
            self.steps[j + 1] = s
        self._order_picks(sl)

    cdef void _order_picks(self, int sl):
        """The reference's `placement_order` over the steps from sl: a choose deal's placements (onto its targets)
        reordered among their own places, an empty pile first, then piles none of whose cards the foundations need
        sooner than the dealt card (closest first), then the rest (farthest need first), stably."""
        cdef int i, j, n = 0, src, mine, gap, c, q
        cdef int need[52]
        cdef int* at
        cdef int* key
        cdef Mv* mvs
        cdef Mv m
        if not self.any_choose:
            return
        at = <int*>malloc((self.st_top - sl + 1) * 3 * sizeof(int))
        key, mvs = at + (self.st_top - sl + 1), <Mv*>malloc((self.st_top - sl + 1) * sizeof(Mv))
        for i in range(sl, self.st_top):
            m = self.steps[i].mv
            if self.r_kind[m.rule] == DEAL and self.r_pattern[m.rule] == P_CHOOSE and m.dst >= 0 and \
                    self._is_target(m.rule, m.dst):
                at[n] = i
                n += 1
        src = self._deal_source(self.steps[at[0]].mv.rule) if n >= 2 else -1
        if src >= 0:
            self._needs(need)
            mine = need[self._top(src) % 52]
            for i in range(n):
                m = self.steps[at[i]].mv
                if not self.ln[m.dst]:
                    key[i] = -1
                else:
                    gap = 13
                    for j in range(self.ln[m.dst]):
                        c = need[self.cards[m.dst * self.CAP + j] % 52]
                        if c < gap:
                            gap = c
                    gap -= mine
                    key[i] = gap if gap >= 0 else 100 - gap
                mvs[i] = m
                j = i - 1
                q = key[i]
                while j >= 0 and key[j] > q:  # (insertion sort of the moves by key, stable)
                    key[j + 1], mvs[j + 1] = key[j], mvs[j]
                    j -= 1
                key[j + 1], mvs[j + 1] = q, m
            for i in range(n):
                self.steps[at[i]].mv = mvs[i]
        free(at)
        free(mvs)

    cdef int _is_target(self, int r, int p):
        cdef int cnt, i, lo = self._targets(r, &cnt)
        for i in range(cnt):
            if self.pool[lo + i] == p:
                return 1
        return 0

    cdef void _needs(self, int* need):
        """For each card kind: how many cards the foundations must take before it (13: none takes it), following
        each foundation pile's build from its top card or from the cards its space admits (`solver.search.needs`)."""
        cdef int i, p, k, d, tab
        cdef uint64_t frontier, nxt, seen
        for k in range(52):
            need[k] = 13
        for i in range(self.n_need):
            p = self.need_piles[i]
            tab = self.build[p]
            frontier = self.tabs[tab * 52 + self._top(p) % 52] if self.ln[p] else self.need_space[i]
            d, seen = 0, 0
            while frontier and d < 13:
                nxt = 0
                for k in range(52):
                    if (frontier >> k) & 1 and not (seen >> k) & 1:
                        if d < need[k]:
                            need[k] = d
                        seen |= (<uint64_t>1) << k
                        nxt |= self.tabs[tab * 52 + k]
                frontier, d = nxt, d + 1

    cdef inline void _record(self, Mv m):
        if self.hist_top >= self.hist_cap:
            self.hist_cap *= 2
            self.hist = <Mv*>realloc(self.hist, self.hist_cap * sizeof(Mv))
        self.hist[self.hist_top] = m
        self.hist_top += 1

    cdef void _advance(self):
        cdef Mv m
        while self._safe(&m):
            self._play(m)
            self._record(m)

    cdef int _tt_insert(self, uint64_t k):
        """Add key k; 0 if it was there already."""
        cdef uint64_t i, j, old_mask, x
        cdef uint64_t* old
        if k == 0:
            k = 1
        if <uint64_t>(self.tt_used * 2) >= self.tt_mask:
            old, old_mask = self.tt, self.tt_mask
            self.tt_mask = old_mask * 2 + 1
            self.tt = <uint64_t*>calloc(self.tt_mask + 1, sizeof(uint64_t))
            for i in range(old_mask + 1):
                x = old[i]
                if x:
                    j = x & self.tt_mask
                    while self.tt[j]:
                        j = (j + 1) & self.tt_mask
                    self.tt[j] = x
            free(old)
        i = k & self.tt_mask
        while self.tt[i]:
            if self.tt[i] == k:
                return 0
            i = (i + 1) & self.tt_mask
        self.tt[i] = k
        self.tt_used += 1
        return 1

    def solve(self, long max_nodes, double max_seconds, double max_mib, mib):
        """Search from the loaded position: (result, moves, nodes, limit), the position left unchanged; `mib()`: the
        process's resident memory (read every 512 positions)."""
        cdef long nodes = 0
        cdef int i, base_log = self.log_top
        cdef Frame* f
        cdef Step s
        cdef int mark, hmark
        start = time.perf_counter()
        self.hist_top = 0
        self.st_top = 0
        self.fr_top = 0
        self.mv_top = 0
        free(self.tt)
        self.tt_mask = (1 << 16) - 1
        self.tt = <uint64_t*>calloc(self.tt_mask + 1, sizeof(uint64_t))
        self.tt_used = 0
        result, limit = "lost", None
        self._advance()
        if self._won():
            result = "won"
        else:
            self._tt_insert(self._key())
            self._push_frame(base_log, 0)
        while self.fr_top and result == "lost":
            f = self.frames + self.fr_top - 1
            if f.next >= f.step_hi:
                self._undo(f.log_mark)
                self.hist_top = f.hist_mark
                self.st_top = f.step_lo
                self.fr_top -= 1
                continue
            s = self.steps[f.next]
            f.next += 1
            nodes += 1
            if nodes % CHECK_EVERY == 0:
                if PyErr_CheckSignals() < 0:  # Ctrl-C: unwind, then raise it
                    result = "interrupted"
                    break
                if nodes >= max_nodes:
                    result, limit = "unknown", "nodes"
                    break
                if time.perf_counter() - start > max_seconds:
                    result, limit = "unknown", "seconds"
                    break
                if mib() > max_mib:
                    result, limit = "unknown", "memory"
                    break
            mark, hmark = self.log_top, self.hist_top
            for i in range(s.turns):
                self._stock_turn()
            self._play(s.mv)
            self._record(s.mv)
            self._advance()
            if not self._tt_insert(self._key()):
                self._undo(mark)
                self.hist_top = hmark
                continue
            if self._won():
                result = "won"
                break
            self._push_frame(mark, hmark)
        moves = [self._tuple(self.hist[i]) for i in range(self.hist_top)] if result == "won" else []
        self._undo(base_log)
        self.fr_top = self.st_top = self.hist_top = 0
        free(self.tt)
        self.tt = NULL
        if result == "interrupted":
            raise KeyboardInterrupt
        return result, moves, nodes, limit

    cdef void _stock_turn(self):
        cdef Mv t
        if self._turn(&t):
            self._play(t)
            self._record(t)

    cdef void _push_frame(self, int log_mark, int hist_mark):
        cdef int lo = self.st_top
        self._children()
        if self.fr_top >= self.fr_cap:
            self.fr_cap *= 2
            self.frames = <Frame*>realloc(self.frames, self.fr_cap * sizeof(Frame))
        cdef Frame* f = self.frames + self.fr_top
        f.step_lo, f.step_hi, f.next, f.log_mark, f.hist_mark = lo, self.st_top, lo, log_mark, hist_mark
        self.fr_top += 1


cdef inline int _count(int n):
    """A card move's cards (its n without the depth)."""
    return n & 0xFFFF


cdef inline int _depth(int n):
    """The depth of the one card a card move takes from below the top (take any), 0: from the top."""
    return n >> 16


cdef inline int _red(int c):
    return c % 52 // 13 == 1 or c % 52 // 13 == 2


cdef int* _ints(values):
    cdef int* out = <int*>malloc(max(len(values), 1) * sizeof(int))
    for i, v in enumerate(values):
        out[i] = v
    return out


cdef uint64_t* _u64s(values):
    cdef uint64_t* out = <uint64_t*>malloc(max(len(values), 1) * sizeof(uint64_t))
    for i, v in enumerate(values):
        out[i] = v
    return out
