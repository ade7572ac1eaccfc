"""The compiled core's `move.useful` (LANGUAGE.md §10.1: a move kept only if, after it and its automatic moves, or after
at most `depth` - 1 further moves of its rule never back through a position tried, some free card fits; with `new`,
only a fit the move made) against the executor: on random walks through the rule sets that use it and through small
rule sets, the same legal moves in the same order, the same positions after each move and undo, keys that agree; and
on laid positions, the moves each depth and `new` keep."""

import pytest

from patience.fast import core_for, load

from helpers import core_walk, make_game, position, rule_game

GAMES = {"cadogan1914-mill": "shift", "hagenaar2-28": "gain", "hagenaar2-43": "transfer"}

ZONES = [{"id": "s", "role": "stock"},
         {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "suit": "same"}, "space": {"cards": ["A*"]},
          "take": "none"},
         {"id": "t", "role": "tableau", "count": 5, "build": {"rank": "down", "suit": "any"}, "take": "run",
          "space": {"cards": ["K*", "Q*"]}},
         {"id": "c", "role": "cell", "count": 2}]
SETUP = [{"step": "deal", "to": "t", "counts": 2, "face": "down"}, {"step": "deal", "to": "t", "counts": 2}]
PLAY = [{"id": "deal", "kind": "deal", "to": ["t"], "pattern": "row"},
        {"id": "cell", "kind": "move", "from": ["t"], "to": ["c"]}]
USEFUL = {
    "a fit now": {"from": ["c", "t"], "to": ["t"]},
    "a fit within three moves": {"from": ["t", "c"], "to": ["f", "t"], "depth": 3},
    "a new fit": {"from": ["t", "c"], "to": ["f", "t"], "new": True},
    "a new fit within four moves": {"from": ["t"], "to": ["f"], "depth": 4, "new": True},
}


def _useful_rules(game, rule_id):
    """A move picker favouring the moves of rule `rule_id` (the one with `useful`) and of the rules after it."""
    ids = [rt.spec.id for rt in game.rules_rt]
    late = set(ids[ids.index(rule_id):])

    def pick(rng, legal):
        wanted = [m for m in legal if ids[m[0]] in late]
        return rng.choice(wanted if wanted and rng.random() < 0.8 else legal)

    return pick


@pytest.mark.parametrize("rid", list(GAMES))
def test_the_core_plays_the_useful_moves_of_the_rule_sets_as_the_executor_does(rid):
    game = rule_game(rid)
    rule = game.rules_rt[game.rule_ids[GAMES[rid]]]
    tested = 0  # positions where the executor lists some move of the rule (its `useful` test made)
    for _, st, _, _ in core_walk(game, range(1, 7), 200, _useful_rules(game, GAMES[rid])):
        tested += bool(game.rule_applies(st, rule) and list(rule.moves(st)))
    assert tested >= 10


def _game(useful, auto):
    rules = [*PLAY, {"id": "shift", "kind": "move", "from": ["t", "c"], "to": ["t"], "unit": "run", "useful": useful}]
    if auto:
        rules.insert(0, {"id": "up", "kind": "move", "from": ["t", "c"], "to": ["f"], "auto": True})
    else:
        rules.append({"id": "home", "kind": "move", "from": ["t", "c"], "to": ["f"]})
    return make_game(ZONES, rules, setup=SETUP, deck={"pack": "whist", "packs": 2})


@pytest.mark.parametrize("auto", [False, True], ids=["", "after automatic moves"])
@pytest.mark.parametrize("name", list(USEFUL))
def test_the_core_keeps_the_useful_moves_the_executor_keeps(name, auto):
    game = _game(USEFUL[name], auto)
    made = [m for _, _, _, m in core_walk(game, range(8), 80, _useful_rules(game, "shift")) if m is not None]
    assert sum(game.rules_rt[m[0]].spec.id == "shift" for m in made) >= 10


def _laid(useful, **piles):
    """The executor's and the core's moves in a laid position of one foundation and three columns (built down in any
    suit, one card at a time), the columns' moves kept by `useful`."""
    zones = [{"id": "s", "role": "stock"}, {"id": "f", "role": "foundation", "build": {"rank": "up", "suit": "same"}, "take": "none"},
             {"id": "t", "role": "tableau", "count": 3, "build": {"rank": "down", "suit": "any"}, "space": {"never": True}}]
    game = make_game(zones, [{"id": "m", "kind": "move", "from": ["t"], "to": ["t"], "useful": useful}])
    st = position(game, **piles)
    core = core_for(game)
    assert core is not None
    load(core, st)
    legal = [game.move_text(m) for m in game.legal_moves(st)]
    assert [game.move_text(m) for m in core.moves()] == legal
    return legal


def test_a_fit_two_moves_on_needs_a_depth_of_two():
    piles = {"f": "AS", "t1": "2S 8H 9C", "t2": "10H", "t3": "JC"}  # 9C onto 10H, then 8H onto 9C frees the 2S
    assert _laid({"from": ["t"], "to": ["f"]}, **piles) == []
    assert _laid({"from": ["t"], "to": ["f"], "depth": 2}, **piles) == ["t1>t2"]
    assert _laid({"from": ["t"], "to": ["f"], "depth": 3}, **piles) == ["t1>t2", "t2>t3"]  # 10H onto JC, 9C, 8H after it


def test_with_new_a_fit_there_before_the_move_does_not_count():
    piles = {"f": "AS", "t1": "2S", "t2": "9H", "t3": "10C"}
    assert _laid({"from": ["t"], "to": ["f"]}, **piles) == ["t2>t3"]
    assert _laid({"from": ["t"], "to": ["f"], "new": True}, **piles) == []
