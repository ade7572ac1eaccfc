"""The compiled core against the Python executor and search (the reference), on the conformance positions of every
rule set and variant the core compiles: the same legal moves in the same order, the same positions after each
move, keys equal exactly when the positions are the same up to interchangeable piles, and no verdict the two
searches contradict (the core's wins replay with the executor)."""

import pytest

from patience.engine.game import Game
from patience.fast import core_for, load, refusal, solve as fast_solve
from patience.rules.load import load_all, with_variant
from patience.solver import solve
from patience.trace import conformance_path, read_records

from helpers import KeysAgree, core_makes_it_alike

RULES = load_all()
ALL = [(rid, v) for rid, r in sorted(RULES.items()) for v in [None, *(x.id for x in r.variants)]]


def _game(target):
    rid, variant = target
    return Game(with_variant(RULES[rid], variant))


ACCEPTED = [t for t in ALL if refusal(_game(t)) is None]


def _name(t):
    return t[0] + (f"~{t[1]}" if t[1] else "")


def _positions(game, target):
    """(record, position) of every conformance record, the position replayed by the executor."""
    state = None
    for r in read_records(conformance_path(*target)):
        if r["step"] == 0:
            state = game.deal(r["seed"])
        yield r, state
        if "chosen" in r:
            game.apply(state, game.parse_move(state, r["chosen"]))


def test_the_core_compiles_klondike_and_all_its_variants():
    assert {("klondike-nl", v) for v in [None, "draw-3", "no-shuffle", "free-stock"]} <= set(ACCEPTED)


def test_a_refused_rule_set_is_refused_with_the_primitive_named():
    refused = [refusal(_game(t)) for t in ALL if t not in ACCEPTED]
    assert refused and all(why.endswith("not compiled") for why in refused)


@pytest.mark.parametrize("target", ACCEPTED, ids=_name)
def test_the_core_lists_the_same_moves_and_makes_them_alike(target):
    game = _game(target)
    core = core_for(game)
    assert core is not None
    for r, st in _positions(game, target):
        load(core, st)
        where = f"seed {r['seed']} step {r['step']}"
        assert core.moves() == list(game.legal_moves(st)), where
        assert core.won() == r["won"], where
        if "chosen" in r:
            core_makes_it_alike(core, game, st.copy(), game.parse_move(st, r["chosen"]), where)


@pytest.mark.parametrize("target", ACCEPTED, ids=_name)
def test_keys_are_equal_exactly_when_the_positions_are_alike(target):
    game = _game(target)
    core = core_for(game)
    assert core is not None
    keys = KeysAgree()
    for _, st in _positions(game, target):
        load(core, st)
        keys.check(core, st)


SHARDS = 4  # the rule sets in turn, so the workers of `pytest -n` share this, the suite's longest test


@pytest.mark.parametrize("shard", range(SHARDS))
def test_the_searches_never_contradict_and_the_cores_wins_replay(shard):
    decided, share = 0, ACCEPTED[shard::SHARDS]
    for target in share:
        game = _game(target)
        core = core_for(game)
        assert core is not None
        records = [(r, st.copy()) for r, st in _positions(game, target)]
        last = [rec for i, rec in enumerate(records) if i + 1 == len(records) or records[i + 1][0]["step"] == 0]
        for r, st in last[:3] + records[:: max(1, len(records) // 3)]:
            fast, ref = fast_solve(core, st, 20_000, 5.0), solve(game, st, 800, 5.0)
            decided += fast.result != "unknown"
            if "unknown" not in (fast.result, ref.result):
                assert fast.result == ref.result, f"{_name(target)} seed {r['seed']} step {r['step']}"
            if fast.result == "won":
                for m in fast.moves:
                    game.apply(st, game.parse_move(st, game.move_text(m)))
                assert game.is_won(st)
    assert decided >= len(share)
