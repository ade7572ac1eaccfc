"""The compiled core's re-deal `deal` and `deal_per_pass` (LANGUAGE.md §10.4: after the packet is laid under `to`, the
deal steps, or the last `deal_per_pass` entry begun, run from `to` as setup deal steps, §5) against the executor: on
random walks through the games that lay their re-deals out and through a small rule set with every kind of deal step,
the same legal moves in the same order, the same verdict, keys that agree, the same positions after each move and
undo; and the deal step fields it does not compile refused by name."""

import pytest

from patience.engine.game import Game
from patience.fast import core_for, load
from patience.fast.compile import refusal
from patience.rules.load import load_all, with_variant

from helpers import core_makes_it_alike, core_walk, make_game, pile, position

GAMES = [("cadogan1914-babette", None), ("cadogan1914-la-belle-lucie", None),
         ("cadogan1914-la-belle-lucie", "house-in-the-wood"), ("cadogan1914-la-belle-lucie", "house-on-the-hill"),
         ("hagenaar2-09", None)]

ZONES = [{"id": "s", "role": "stock"}, {"id": "w", "role": "talon"},
         {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "suit": "same"}, "space": {"cards": ["A*"]},
          "take": "none"},
         {"id": "t", "role": "tableau", "count": 4, "build": {"rank": "down", "suit": "any"}}]
SETUP = [{"step": "deal", "to": "t", "counts": 3}]
LAID_OUT = {"id": "again", "kind": "redeal", "gather": {"zones": ["t", "w"]}, "to": "s", "limit": 3,
            "deal": [{"step": "deal", "to": "t", "counts": [1, 2, 3], "piles": 3, "face": "top-up", "order": "piles"}],
            "deal_per_pass": [{"from_pass": 3, "deal": [{"step": "deal", "to": "t", "counts": "all", "packet": 13}]},
                              {"from_pass": 2, "deal": [{"step": "deal", "to": "t", "counts": 1, "face": "down"},
                                                        {"step": "deal", "to": "t", "counts": 2}]}]}
PLAY = [{"id": "home", "kind": "move", "from": ["t", "w"], "to": ["f"]},
        {"id": "build", "kind": "move", "from": ["t", "w"], "to": ["t"]},
        {"id": "draw", "kind": "draw", "from": "s", "to": ["w"]}, LAID_OUT]


def _game(rule_id, variant):
    rules = load_all()[rule_id]
    return Game(with_variant(rules, variant) if variant else rules)


def _redeals(game, seeds, steps):
    """The re-deals made on `core_walk`s from the deals of `seeds` that turn the stock and re-deal most of the time."""
    kinds = [rt.spec.kind for rt in game.rules_rt]

    def stock_first(rng, legal):
        stock = [m for m in legal if kinds[m[0]] in ("draw", "deal", "redeal")]
        return rng.choice(stock if stock and rng.random() < 0.6 else legal)

    return sum(move is not None and kinds[move[0]] == "redeal" for _, _, _, move in core_walk(game, seeds, steps, stock_first))


@pytest.mark.parametrize("rule_id,variant", GAMES, ids=[f"{g}~{v}" if v else g for g, v in GAMES])
def test_the_core_lays_a_re_deal_out_as_the_executor_does(rule_id, variant):
    game = _game(rule_id, variant)
    assert refusal(game) is None
    assert _redeals(game, range(1, 7), 600) >= 4


def test_every_kind_of_deal_step_and_the_entry_of_each_pass():
    game = make_game(ZONES, PLAY, setup=SETUP)
    assert refusal(game) is None and core_for(game).plan.passes_matter  # (the pass picks the entry)
    assert _redeals(game, range(1, 9), 400) >= 12


def test_the_second_re_deal_deals_by_its_entry_in_one_move_undone_through_the_log():
    game = make_game(ZONES, PLAY, setup=SETUP)
    st = position(game, s="2C 3C 9C 10C JC", w="4D 5D 6D 7D", t1="6H", t2="7S 8S")
    st.passes = 1
    core = core_for(game)
    load(core, st)
    move = (game.rule_ids["again"],)
    assert move in core.moves()
    core_makes_it_alike(core, game, st, move, "the second re-deal")
    assert st.passes == 2
    assert [pile(game, st, f"t{i}") for i in range(1, 5)] == ["jc 2C 4D", "10c 6H 5D", "9c 7S 6D", "3c 8S 7D"]


@pytest.mark.parametrize("step,why", [
    ({"step": "deal", "to": "t", "counts": 1, "distinct_ranks": True}, "redeal.deal.distinct_ranks not compiled"),
    ({"step": "deal", "to": "t", "counts": "all", "packet": 12}, "redeal.deal.packet short of the pack not compiled"),
])
def test_the_core_names_the_deal_step_field_it_refuses(step, why):
    redeal = {"id": "again", "kind": "redeal", "gather": {"zones": ["t"]}, "to": "s", "deal": [step]}
    assert refusal(make_game(ZONES, [redeal], setup=SETUP)) == why


def test_the_piles_a_re_deal_gathers_are_keyed_apart():
    """Their order is the packet's, so two positions that only swap two of them lay different deals out."""
    game = make_game(ZONES, PLAY, setup=SETUP)
    core = core_for(game)
    keys = []
    for a, b in (("6H", "7S"), ("7S", "6H")):
        load(core, position(game, s="2C", t1=a, t2=b))
        keys.append(core.key())
    assert keys[0] != keys[1]
