"""The compiled core's one-card deals (LANGUAGE.md §10.3: patterns `next`, `last-started` and `choose`, the cursor and
`per_pile`, `skip_full`, batches, and `play` entries with `mode`, `counts`, `anchored`, `only_to`, `fits_also` and
`when`), with spaces refilled in a grid's laid rows and `between` (hagenaar2-08), against the executor, on random
walks through the rule sets that deal so: the same legal moves in the same order, the same positions (the cursor
and batch state included) after each move and its undo, keys equal exactly when the positions are alike, and
searches that agree (in verdict, positions searched and the win found, so in the order children are tried: a
choose deal's placements by the foundations' needs)."""

import random

import pytest

from patience.engine.game import Game
from patience.fast import core_for, load, solve as fast_solve
from patience.rules.load import load_all, with_variant
from patience.solver import solve

from helpers import KeysAgree, core_makes_it_alike, make_game

RULES = load_all()
TARGETS = [("cadogan-nation", None), ("cadogan1914-four-corners", None), ("cadogan1914-kings", None),
           ("cadogan1914-spenser-s-fairie-queen", None), ("hagenaar2-05", None), ("hagenaar2-39", None),
           ("hagenaar2-39", "bases-first"), ("cadogan1914-nestor", None), ("hagenaar2-24", None),
           ("cadogan-sly", None), ("hagenaar2-29", None), ("hagenaar2-08", None)]


def _synthetic() -> Game:
    """A small rule set with what no committed one-card deal uses: `fits_also`, a play's `when`, `per_pile` > 1
    with `skip_full` on the dealt zone, `per_pass` targets and face-down cards."""
    return make_game(
        [{"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"}, "space": {"cards": ["A*"]},
          "take": "none"},
         {"id": "g", "role": "foundation", "count": 2, "build": {"rank": "up", "suit": "any"},
          "space": {"cards": ["A*", "2*"]}, "take": "none"},
         {"id": "t", "role": "tableau", "count": 5, "build": {"rank": "down"}, "space": {}},
         {"id": "s", "role": "stock"}],
        [{"id": "deal", "kind": "deal", "to": ["t"], "pattern": "next", "per_pile": 2, "face": "down",
          "skip_full": {"zone": "t", "size": 9}, "per_pass": [{"from_pass": 1, "piles": ["t5", "t3", "t1"]}],
          "play": [{"to": ["f"], "cards": ["A*", "2*", "3*"], "fits_also": ["g"], "mode": "may", "counts": False},
                   {"to": ["g"], "when": {"not": {"empty": ["f"]}}, "anchored": True}]},
         {"id": "play", "kind": "move", "from": ["t"], "to": ["f", "g"]},
         {"id": "build", "kind": "move", "from": ["t"], "to": ["t"]},
         {"id": "redeal", "kind": "redeal", "gather": {"zones": ["t"]}, "to": "s", "stuck": True,
          "limit": 2}],
        win={"kind": "all-in", "zones": ["f", "g"]})


def _choosing() -> Game:
    """A small rule set where the player picks the pile (`choose`) in batches, with a `may` play that does not count,
    and a second choose rule into empty piles only: the placements' order in the search follows the foundations'
    needs."""
    return make_game(
        [{"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"}, "space": {"cards": ["A*"]},
          "take": "none"},
         {"id": "t", "role": "tableau", "count": 4, "build": {"rank": "down", "suit": "any"}, "space": {}},
         {"id": "s", "role": "stock"}],
        [{"id": "deal", "kind": "deal", "to": ["t"], "pattern": "choose", "batch": 3,
          "play": [{"to": ["f"], "mode": "may", "counts": False}], "when": {"not_empty": ["t"]}},
         {"id": "fill", "kind": "deal", "to": ["t"], "pattern": "choose", "into": "spaces"},
         {"id": "play", "kind": "move", "from": ["t"], "to": ["f"]},
         {"id": "build", "kind": "move", "from": ["t"], "to": ["t"], "unit": "run"}],
        win={"kind": "all-in", "zones": ["f"]})


def _grid() -> Game:
    """Spaces refilled in a grid's laid rows (the first down to the lowest holding a card): the outer two, the inner
    ones, or all; three of its four rows laid at first, the fourth laid by the cards moved there."""
    return make_game(
        [{"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"}, "space": {"cards": ["A*"]},
          "take": "none"},
         {"id": "g", "role": "tableau", "count": 12, "layout": "grid", "grid": {"columns": 3},
          "build": {"rank": "down", "suit": "any"}, "space": {}},
         {"id": "s", "role": "stock"}],
        [{"id": "lay", "kind": "deal", "to": ["g"], "piles": [f"g{i}" for i in range(1, 10)], "pattern": "row",
          "limit": 1},
         {"id": "outer", "kind": "deal", "to": ["g"], "pattern": "spaces", "rows": "outer"},
         {"id": "inner", "kind": "deal", "to": ["g"], "pattern": "spaces", "rows": "inner"},
         {"id": "all", "kind": "deal", "to": ["g"], "pattern": "spaces", "stuck": True},
         {"id": "play", "kind": "move", "from": ["g"], "to": ["f"]},
         {"id": "build", "kind": "move", "from": ["g"], "to": ["g"]}],
        win={"kind": "all-in", "zones": ["f"]})


def _games() -> list[tuple[str, Game]]:
    out = [(rid + (f"~{v}" if v else ""), Game(with_variant(RULES[rid], v))) for rid, v in TARGETS]
    return out + [("synthetic", _synthetic()), ("choosing", _choosing()), ("grid", _grid())]


GAMES = _games()


def _walks(game, seeds=range(1, 6), steps=400):
    """(where, position, its legal moves, the move chosen at random: None at the end) along walks from the deals of
    `seeds`; the caller makes the move."""
    for seed in seeds:
        rng = random.Random(seed)
        st = game.deal(seed)
        for step in range(steps):
            legal = list(game.legal_moves(st))
            move = rng.choice(legal) if legal else None
            yield f"seed {seed} step {step}", st, legal, move
            if move is None:
                break


def _walks_made(game, seeds=range(1, 6), steps=400):
    """`_walks`, each move made by the executor after the position is seen."""
    for where, st, legal, move in _walks(game, seeds, steps):
        yield where, st, legal, move
        if move is not None:
            game.apply(st, move)


@pytest.mark.parametrize("name,game", GAMES, ids=[n for n, _ in GAMES])
def test_the_core_deals_and_plays_one_card_as_the_executor_does(name, game):
    core = core_for(game)
    assert core is not None, name
    sources = {p for rt in game.rules_rt if rt.spec.kind == "deal"
               for p in (rt.piles(game.deal(1), rt.spec.from_) if rt.spec.from_ else [game.stock])}
    made = 0
    for where, st, legal, move in _walks(game):
        load(core, st)
        assert core.moves() == legal, where
        assert core.won() == game.is_won(st), where
        if move is not None:
            kind = game.rules_rt[move[0]].spec.kind
            before = sum(len(st.piles[p]) for p in sources)
            core_makes_it_alike(core, game, st, move, where)
            taken = move[3] if kind == "move" and move[1] in sources else 0  # (by the move itself)
            made += kind == "deal" or before - sum(len(st.piles[p]) for p in sources) > taken  # (or an automatic deal)
    assert made


@pytest.mark.parametrize("name,game", GAMES, ids=[n for n, _ in GAMES])
def test_keys_tell_the_cursor_and_batch_apart(name, game):
    core = core_for(game)
    assert core is not None
    keys = KeysAgree()
    for _, st, _, _ in _walks_made(game, range(1, 4), 300):
        load(core, st)
        keys.check(core, st)


def test_the_synthetic_rules_reach_what_they_test():
    """The walks of the synthetic rule set play cards by `fits_also` (to f) and by a play's `when` (to g), skip
    targets by `skip_full` and deal in the second and third passes' targets."""
    game = _synthetic()
    deal = game.rules_rt[0]
    seen = set()
    for _, st, legal, _ in _walks_made(game):
        seen |= {game.pile_names[m[1]][0] for m in legal if m[0] == 0 and m[1] >= 0}
        seen |= {f"pass {st.passes}"}
        if deal.cursor(st) != st.vars["deal.cursor"]:
            seen.add("skipped")
    assert {"f", "g", "pass 2", "skipped"} <= seen


def test_the_walks_take_cards_between_matching_ones_by_each_gap():
    """hagenaar2-08's walks (a `next` deal onto one row) make its `between` moves of one and of two cards."""
    game = Game(RULES["hagenaar2-08"])
    gaps = {move[2] for _, _, _, move in _walks_made(game) if move and game.rules_rt[move[0]].spec.kind == "between"}
    assert gaps == {1, 2}


@pytest.mark.parametrize("name,game", GAMES, ids=[n for n, _ in GAMES])
def test_the_searches_agree_and_the_cores_wins_replay(name, game):
    for seed in (1, 2, 3):
        st = game.deal(seed)
        core = core_for(game)
        assert core is not None
        fast, ref = fast_solve(core, st, 5_000, 5.0), solve(game, st, 5_000, 5.0, compiled=False)
        if "unknown" not in (fast.result, ref.result):
            assert fast.result == ref.result, f"seed {seed}"
            assert (fast.nodes, fast.moves) == (ref.nodes, ref.moves), f"seed {seed}"  # (the same order of search)
        if fast.result == "won":
            for m in fast.moves:
                game.apply(st, m)
            assert game.is_won(st)


@pytest.mark.parametrize("rule_id", ["cadogan1914-four-corners", "cadogan-sly", "hagenaar2-29", "cadogan-congress",
                                     "hagenaar2-34", "hagenaar2-45"])
def test_piles_a_deal_tells_apart_are_not_keyed_as_interchangeable(rule_id):
    """Two of the deal's targets swapped (the cursor's order, a grid's laid rows, a row, short or upto deal's pile
    order) make another position: another key."""
    game = Game(RULES[rule_id])
    core = core_for(game)
    assert core is not None
    st = game.deal(1)
    deal = next(rt for rt in game.rules_rt if rt.spec.kind == "deal")
    targets = deal.targets(st)
    a, b = targets[0], targets[-1]
    st.piles[a], st.piles[b] = [game.pack[0]], [game.pack[1]]
    load(core, st)
    key = core.key()
    st.piles[a], st.piles[b] = st.piles[b], st.piles[a]
    load(core, st)
    assert core.key() != key
