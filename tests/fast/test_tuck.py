"""The compiled core's `tuck` (LANGUAGE.md §10.8: the top card slid under the pile of its label), `cover` (§10.6: a
group covered from the stock), the setup's `tuck` (§5) and the `labelled` win (§12) against the executor: on random
walks through the games that use them and through small rule sets, the same legal moves in the same order, the same
verdict, the same positions (cards slid under counted alike) after each move and undo, and keys equal exactly when the
positions are alike; the searches agree, and what the core does not compile beside cards slid under is refused by
name."""

from collections import Counter

import pytest

from patience import fast
from patience.engine.game import Game
from patience.fast.compile import refusal
from patience.rules.load import load_all
from patience.solver import solve

from helpers import core_walk, make_game, position

GAMES = ["hagenaar2-01", "hagenaar2-06", "hagenaar2-10", "hagenaar2-14", "hagenaar2-19"]
SUITS = ["C", "D", "H", "S"]
RANKS6 = ["A", "2", "3", "4", "5", "6"]


def _walk(game, seeds, steps):
    """The rule kinds of the moves made on `core_walk`s from the deals of `seeds`, and the most cards seen slid under
    one pile."""
    made: Counter[str] = Counter()
    most = 0
    for _, st, _, move in core_walk(game, seeds, steps):
        most = max(most, *st.under)
        if move is not None:
            made[game.rules_rt[move[0]].spec.kind] += 1
    return made, most


@pytest.mark.parametrize("rid", GAMES)
def test_the_core_plays_the_games_of_tuck_and_cover_as_the_executor_does(rid):
    game = Game(load_all()[rid])
    made, most = _walk(game, range(1, 21), 300)
    kind = game.rules_rt[0].spec.kind
    assert made[kind] >= 20, made
    assert (most > 0) == (rid in ("hagenaar2-01", "hagenaar2-06"))  # (face-down piles: the cards lie slid under them)


@pytest.mark.parametrize("rid", GAMES)
def test_the_searches_agree_and_the_cores_wins_replay(rid):
    game = Game(load_all()[rid])
    core = fast.core_for(game)
    assert core is not None
    for seed in range(1, 6):
        st = game.deal(seed)
        mine = fast.solve(core, st, 5_000, 5.0)
        ref = solve(game, st, 5_000, 5.0, compiled=False)
        assert mine.result == ref.result, seed
        if mine.result == "won":
            for m in mine.moves:
                game.apply(st, m)
            assert game.is_won(st), seed


LABELLED = {"id": "t", "role": "tableau", "count": 4, "labels": SUITS, "take": "none"}
FACE_DOWN = [{"step": "deal", "to": "t", "counts": 13, "face": "down"}]
TUCKS = {
    "by suit from the second pile, the cards kept face down": (
        [{**LABELLED, "reveal": False}], FACE_DOWN, {"key": "suit", "start": 1}),
    "by suit, each next card turned up": ([LABELLED], FACE_DOWN, {"key": "suit", "covered": False}),
    "by rank from a feed, the rest aside, onto face-down piles": (
        [{**LABELLED, "count": 6, "labels": RANKS6}, {"id": "s", "role": "stock"}, {"id": "k", "role": "discard"}],
        [{"step": "deal", "to": "t", "counts": 2, "face": "down"}], {"feed": "s", "aside": "k"}),
    "cards slid under their own pile in the setup": (
        [{**LABELLED, "count": 6, "labels": RANKS6}, {"id": "s", "role": "stock"}, {"id": "k", "role": "discard"}],
        [{"step": "deal", "to": "t", "counts": 3, "face": "down"}, {"step": "deal", "to": "t", "counts": 1},
         {"step": "tuck", "zone": "t", "cards": ["*r"]}], {"feed": "s", "aside": "k", "covered": False}),
}


@pytest.mark.parametrize("name", list(TUCKS))
def test_the_core_tucks_as_the_executor_does(name):
    zones, setup, fields = TUCKS[name]
    key = fields.get("key", "rank")
    game = make_game(zones, [{"id": "tuck", "kind": "tuck", "zone": "t", **fields}], setup=setup,
                     win={"kind": "labelled", "zones": ["t"], "key": key})
    made, most = _walk(game, range(8), 120)
    assert made["tuck"] >= 20 and most > 0, (made, most)


def test_the_core_tucks_from_a_feed_beside_card_moves_while_no_card_lies_under():
    zones = [{**LABELLED, "count": 6, "labels": RANKS6, "take": "top"}, {"id": "s", "role": "stock"},
             {"id": "k", "role": "discard"},
             {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "suit": "same"},
              "space": {"cards": ["A*"]}, "take": "none"}]
    rules = [{"id": "home", "kind": "move", "from": ["t"], "to": ["f"]},
             {"id": "tuck", "kind": "tuck", "zone": "t", "feed": "s", "aside": "k", "covered": False}]
    game = make_game(zones, rules, setup=[{"step": "deal", "to": "t", "counts": 2}],
                     win={"kind": "labelled", "zones": ["t"]})
    made, most = _walk(game, range(8), 150)
    assert made["tuck"] and made["move"] and most == 0, made


STOCK = {"id": "s", "role": "stock"}
GRID = {"id": "t", "role": "tableau", "count": 6, "grid": {"columns": 3}, "take": "none"}
COVERS = {
    "single aces and twos": ({"from": ["t"], "size": 1, "relation": "match", "cards": ["A*", "2*"]}, None),
    "pairs of one suit in one grid row or column": (
        {"from": ["t"], "size": 2, "relation": "same-suit", "where": "same-row-or-column"}, None),
    "pairs of one rank, two deep, from a reserve": ({"from": ["t"], "size": 2, "relation": "same-rank", "depth": 2},
                                                    "r"),
}


@pytest.mark.parametrize("name", list(COVERS))
def test_the_core_covers_as_the_executor_does(name):
    group, source = COVERS[name]
    zones = [STOCK, GRID, {"id": "r", "role": "reserve"}]
    setup = [{"step": "deal", "to": "t", "counts": 2}, {"step": "deal", "to": "r", "counts": 20}]
    rule = {"id": "cover", "kind": "cover", "group": group, **({"from": source} if source else {})}
    game = make_game(zones, [rule], setup=setup, win={"kind": "empty", "zones": [source or "s"]},
                     deck={"pack": "whist", "packs": 2})
    made, _ = _walk(game, range(12), 80)
    assert made["cover"] >= 8, made


def test_a_pack_paid_under_the_stock_in_the_setup_leaves_no_card_under():
    setup = [{"step": "deal", "to": "t", "counts": 1}, {"step": "tuck", "zone": "t", "cards": ["K*", "Q*"], "to": "s",
                                                      "packet": 2}]
    rule = {"id": "cover", "kind": "cover", "group": {"from": ["t"], "size": 2, "relation": "same-suit"}}
    game = make_game([GRID, STOCK], [rule], setup=setup, win={"kind": "empty", "zones": ["s"]})
    assert fast.core_for(game).plan.under_piles == []
    made, most = _walk(game, range(8), 80)
    assert made["cover"] >= 10 and most == 0, made


def test_a_card_under_a_pile_no_tuck_reaches_is_not_loaded():
    game = Game(load_all()["hagenaar2-14"])
    core = fast.core_for(game)
    st = position(game, t1="KH qs 5C")
    assert not fast.loadable(core, st)
    st.under[game.pile_index["t1"]] = 0
    assert fast.loadable(core, st)


SWAP = {"id": "m", "kind": "swap", "zones": ["t"]}
REFUSED = [
    ([LABELLED], FACE_DOWN, [{"id": "tuck", "kind": "tuck", "zone": "t", "key": "suit"}, SWAP],
     "rule kind swap beside cards slid under face-down cards not compiled"),
    ([{**LABELLED, "labels": None}, STOCK],
     [{"step": "deal", "to": "t", "counts": 2, "face": "down"}, {"step": "deal", "to": "t", "counts": 1},
      {"step": "tuck", "zone": "t", "cards": ["*r"]}], [SWAP],
     "rule kind swap beside cards slid under face-down cards not compiled"),
    ([LABELLED, STOCK], [{"step": "deal", "to": "t", "counts": 2}],
     [{"id": "tuck", "kind": "tuck", "zone": "t", "key": "suit", "covered": False},
      {"id": "redeal", "kind": "redeal", "gather": {"zones": ["t"]}, "to": "s",
       "deal": [{"step": "deal", "to": "t", "counts": 2, "face": "down"}]}],
     "rule kind redeal beside cards slid under face-down cards not compiled"),
    ([GRID, STOCK], [], [{"id": "c", "kind": "cover", "group": {"from": ["t"], "size": 3, "relation": "same-suit"}}],
     "cover.group.size 3 not compiled"),
    ([GRID, STOCK], [], [{"id": "c", "kind": "cover", "group": {"from": ["t", "s"], "relation": "same-suit"}}],
     "cover.from among the group's piles not compiled"),
]


@pytest.mark.parametrize("zones,setup,rules,why", REFUSED, ids=[f"{i}: {c[3]}" for i, c in enumerate(REFUSED)])
def test_the_core_names_what_it_does_not_compile_of_tucks_and_covers(zones, setup, rules, why):
    assert refusal(make_game(zones, rules, setup=setup)) == why
