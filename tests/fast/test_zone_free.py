"""The compiled core's `free` rules (LANGUAGE.md §7: lanes, open-side, row-end, latest-row, each with or without
`when`), `to_free` and `ignore_free` moves (§10.1), a grid's `spaces` (with `rows`), `next-row` and `choose`
deals, by the laid rows or the rows dealt (`height`) (§10.3), and its `laid` / `laid_by` spaces (§6.2) against the
executor: on random walks over small rule sets and over the committed rule sets that use them, the same legal moves
in the same order, the same positions after each move and its undo, and keys equal exactly when the positions are
alike."""

import pytest

from patience.fast import core_for, load, solve as fast_solve
from patience.solver import solve

from helpers import core_walk, make_game, rule_game

F = {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "suit": "same"}, "space": {"cards": ["A*"]},
     "take": "none"}
S = {"id": "s", "role": "stock"}
D = {"id": "d", "role": "discard", "take": "none"}
G = {"id": "g", "role": "cell"}
PLAY = {"id": "play", "kind": "move", "from": ["t"], "to": ["f"]}
MARRY = {"id": "marry", "kind": "move", "from": ["t"], "to": ["t"]}
ROW = {"id": "deal", "kind": "deal", "to": ["t"], "pattern": "row", "stuck": True}
FIRST_ROW = [{"step": "deal", "to": "t", "counts": 1, "piles": 4}]
HEIGHT = {"deal": "row"}
NEXT_ROW = {"id": "row", "kind": "deal", "to": ["t"], "pattern": "next-row", "height": HEIGHT, "stuck": True}
PART = [{"step": "deal", "to": "t", "counts": 1, "piles": 7}]  # a grid with empty cells, its last row not full
FULL = [{"step": "deal", "to": "t", "counts": 1}]


def _grid(free=None, count=10, columns=4, **more):
    z = {"id": "t", "role": "tableau", "count": count, "grid": {"columns": columns}, "build": {"rank": "down"}, **more}
    return {**z, "free": free} if free else z


def _row(free, count=6):
    return {"id": "t", "role": "tableau", "count": count, "build": {"rank": "down"}, "free": free}


def _rule(**rule):
    return {"rule": rule}


CASES = {
    "lanes, upright": ([F, _grid(_rule(rule="lanes", orientation="upright")), S], [PLAY, MARRY, ROW], PART),
    "lanes, crosswise": ([F, _grid(_rule(rule="lanes", orientation="crosswise"), count=12, columns=3), S],
                         [PLAY, MARRY, ROW], PART),
    "lanes, checkerboard": ([F, _grid(_rule(rule="lanes", orientation="checkerboard"), count=16), S],
                            [PLAY, MARRY, ROW], PART),
    "open-side below": ([F, _grid(_rule(rule="open-side", sides=["below"])), S], [PLAY, MARRY, ROW], PART),
    "open-side above or left": ([F, _grid(_rule(rule="open-side", sides=["above", "left"]), count=12), S],
                                [PLAY, MARRY, ROW], FULL),
    "open-side right, while the stock holds cards": (
        [F, _grid({**_rule(rule="open-side", sides=["right"]), "when": {"not_empty": ["s"]}}), S],
        [PLAY, MARRY, ROW], PART),
    "row-end, the last pile": ([F, _row(_rule(rule="row-end")), S], [PLAY, MARRY, ROW], FULL),
    "row-end, the first pile, while the stock holds cards": (
        [F, _row({**_rule(rule="row-end", end="first"), "when": {"not_empty": ["s"]}}), S],
        [PLAY, MARRY, {**ROW, "stuck": False}], FULL),
    "latest-row by the deal's uses": ([F, _row(_rule(rule="latest-row", deal="deal")), S],
                                      [PLAY, MARRY, {**ROW, "stuck": False}], FULL),
    "latest-row by the uses since the last re-deal": (
        [F, _row(_rule(rule="latest-row", deal="deal", setup_rows=0, this_pass=True), count=4), S],
        [PLAY, MARRY, {**ROW, "stuck": False},
         {"id": "again", "kind": "redeal", "gather": {"zones": ["t"]}, "to": "s", "when": {"empty": ["s"]},
          "limit": 2}],
        []),
    "latest-row by the batches a deal has begun, since the last re-deal": (
        [F, _row(_rule(rule="latest-row", deal="deal", setup_rows=0, unit="batches", this_pass=True), count=3), S],
        [PLAY, MARRY, {"id": "deal", "kind": "deal", "to": ["t"], "pattern": "next", "batch": 3},
         {"id": "again", "kind": "redeal", "gather": {"zones": ["t"]}, "to": "s", "when": {"empty": ["s"]},
          "limit": 2}], []),
    "latest-row by the batches a deal has begun": (
        [F, _row(_rule(rule="latest-row", deal="deal", setup_rows=1, unit="batches"), count=4), S],
        [PLAY, MARRY, {"id": "deal", "kind": "deal", "to": ["t"], "pattern": "next", "batch": 4}], FULL),
    "to_free destinations": ([F, _grid(_rule(rule="open-side", sides=["below"]), count=12), S],
                             [PLAY, {**MARRY, "to_space": "none", "to_free": True}, ROW], FULL),
    "remove of free cards": ([F, _grid(_rule(rule="open-side", sides=["below"]), count=12), S, D],
                             [PLAY, {"id": "pair", "kind": "remove", "group": {"from": ["t"], "size": 2,
                                                                                "relation": "sum", "total": 13},
                                     "to": "d"}, ROW], FULL),
    "spaces and the next row in a grid": (
        [F, _grid(_rule(rule="lanes", orientation="upright"), space={"never": True}), S],
        [PLAY, MARRY, {"id": "fill", "kind": "deal", "to": ["t"], "pattern": "spaces"},
         {"id": "row", "kind": "deal", "to": ["t"], "pattern": "next-row", "stuck": True}], PART),
    "spaces of the inner and of the outer laid rows": (
        [F, _grid(_rule(rule="open-side", sides=["above", "below"]), count=16, space={"never": True}), S],
        [PLAY, MARRY, {"id": "fill", "kind": "deal", "to": ["t"], "pattern": "spaces", "rows": "inner"},
         {"id": "refill", "kind": "deal", "to": ["t"], "pattern": "spaces", "rows": "outer", "stuck": True},
         {"id": "row", "kind": "deal", "to": ["t"], "pattern": "next-row", "stuck": True}], PART),
    "spaces in the laid rows": ([F, _grid(_rule(rule="open-side", sides=["below"]), space={"laid": True}), S],
                                [PLAY, MARRY, {"id": "row", "kind": "deal", "to": ["t"], "pattern": "next-row",
                                               "stuck": True}], PART),
    "spaces in the rows a rule laid": (
        [F, _grid(_rule(rule="open-side", sides=["below"]),
                  space={"order": "in-order", "laid_by": {"rule": "row", "setup_rows": 1}}), S],
        [PLAY, {**MARRY, "to_space": "only"}, {"id": "row", "kind": "deal", "to": ["t"], "pattern": "next-row",
                                               "stuck": True}], PART),
    "empty cells picked in the last row dealt, and one card taken from a blocked pile": (
        [F, _grid(_rule(rule="lanes", orientation="upright"), count=12, space={"never": True}), G, S],
        [PLAY, {"id": "fill", "kind": "deal", "to": ["t"], "pattern": "choose", "into": "spaces", "height": HEIGHT},
         NEXT_ROW, {"id": "grace", "kind": "move", "from": ["t"], "to": ["g"], "ignore_free": True, "limit": 1,
                    "stuck": True}], FIRST_ROW),
    "any pile picked, and the spaces of the last row dealt": (
        [F, _grid(_rule(rule="open-side", sides=["below"]), count=12), S],
        [PLAY, MARRY, {"id": "pick", "kind": "deal", "to": ["t"], "pattern": "choose", "face": "down"},
         {"id": "fill", "kind": "deal", "to": ["t"], "pattern": "spaces", "height": HEIGHT}, NEXT_ROW], FIRST_ROW),
    "the next row by the rows dealt, without a grid": (
        [F, _row(_rule(rule="latest-row", deal="row")), S],
        [PLAY, MARRY, {**NEXT_ROW, "height": {"deal": "row", "setup_rows": 0}, "stuck": False}], []),
}
COMMITTED = ["cadogan-carpet", "cadogan-louis", "cadogan-ru-blokada", "cadogan1914-blockade", "cadogan1914-labyrinth",
             "cadogan1914-labyrinth~foundations-from-the-deal", "cadogan1914-shah", "hagenaar2-21", "hagenaar2-24",
             "hagenaar2-29", "hagenaar2-37", "hagenaar2-40", "hagenaar2-40~overbuild"]


def _walk(game, seeds, steps):
    """`core_walk`s from the deals of `seeds`: the number of positions where a zone's free rule held back a pile that
    holds a card."""
    ruled = [rt for rt in game.zones.values() if rt.spec.free is not None]
    return sum(any(len(game.free_piles(st, rt)) < sum(1 for p in rt.piles if st.piles[p]) for rt in ruled)
               for _, st, _, _ in core_walk(game, seeds, steps))


def _case(name):
    zones, moves, setup = CASES[name]
    return make_game(zones, moves, setup=setup)


@pytest.mark.parametrize("name", list(CASES))
def test_the_core_plays_the_free_rules_as_the_executor_does(name):
    game = _case(name)
    held = _walk(game, range(6), 80)
    assert held or game.zones["t"].spec.free is None


@pytest.mark.parametrize("target", COMMITTED)
def test_the_core_plays_the_committed_rule_sets_with_free_rules_and_grid_deals_as_the_executor_does(target):
    rid, _, variant = target.partition("~")
    game = rule_game(rid, variant or None)
    held = _walk(game, range(3), 150)
    assert held or not any(z.free for z in game.rules.zones)


@pytest.mark.parametrize("name", [n for n, (zones, _, _) in CASES.items()
                                  if zones[1].get("free", {}).get("rule", {}).get("rule") != "latest-row"])
def test_piles_whose_place_decides_what_is_free_are_keyed_apart(name):
    game = _case(name)
    core = core_for(game)
    assert core is not None
    st = game.deal(1)
    a, b = [p for p in game.zones["t"].piles if st.piles[p]][:2]
    load(core, st)
    before = core.key()
    st.piles[a], st.piles[b] = st.piles[b], st.piles[a]
    load(core, st)
    assert core.key() != before


@pytest.mark.parametrize("target,seeds", [("hagenaar2-24", [1, 2, 5, 7]), ("cadogan1914-labyrinth", [4, 5, 6])])
def test_the_core_searches_a_choose_deals_placements_in_the_reference_order(target, seeds):
    """The reference search tries a `choose` deal's placements best first by a rule of thumb; so does the core, so
    both find the same win."""
    game = rule_game(target)
    core = core_for(game)
    assert core is not None
    for seed in seeds:
        st = game.deal(seed)
        fast, ref = fast_solve(core, st, 5_000, 10.0), solve(game, st, 5_000, 30.0, compiled=False)
        assert ref.result == "won" and fast.moves == ref.moves, seed
