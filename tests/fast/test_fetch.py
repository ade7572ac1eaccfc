"""The compiled core's `fetch` (LANGUAGE.md §10.9: a top card of a zone and the topmost matching card of the stock, or
of `from`, change places) and `remove` groups of one pile (§10.5, `where: same-pile`) against the executor: on random
walks through Hagenaar's game 33 and its variants and through small rule sets, the same legal moves in the same order,
the same positions after each move and undo, keys that agree; and on laid positions, the card each fetch takes."""

import pytest

from patience.fast import core_for, load

from helpers import core_makes_it_alike, make_game, moves_made, pile, position, rule_game

TARGETS = ["hagenaar2-33", "hagenaar2-33~talon", "hagenaar2-33~second-card-free"]

ZONES = [{"id": "s", "role": "stock"}, {"id": "w", "role": "talon"},
         {"id": "t", "role": "tableau", "count": 6, "build": {"rank": "down", "suit": "any"}},
         {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "suit": "same"}, "space": {"cards": ["A*"]},
          "take": "none"},
         {"id": "d", "role": "discard", "take": "none"}]
SETUP = [{"step": "deal", "to": "t", "counts": 3}]
PLAY = [{"id": "home", "kind": "move", "from": ["t", "w"], "to": ["f"]},
        {"id": "build", "kind": "move", "from": ["t", "w"], "to": ["t"]},
        {"id": "draw", "kind": "draw", "from": "s", "to": ["w"]}]
RULES = {
    "an ace from the stock": {"id": "fetch", "kind": "fetch", "zone": "t", "cards": ["A*"], "limit": 3},
    "a black card from the talon while no king shows": {"id": "fetch", "kind": "fetch", "zone": "t", "cards": ["*b"],
                                                         "from": "w",
                                                         "when": {"not": {"shows": {"zones": ["t"], "cards": ["K*"]}}}},
    "a black card from the talon while no red card shows on a foundation": {  # (a mask with bit 31 set: the core reads it unsigned)
        "id": "fetch", "kind": "fetch", "zone": "t", "cards": ["*b"], "from": "w",
        "when": {"not": {"shows": {"zones": ["f"], "cards": ["*r"]}}}},
    "two cards of one pile adding up to 13": {"id": "pair", "kind": "remove", "to": "d",
                                               "group": {"from": ["t"], "size": 2, "relation": "sum", "total": 13,
                                                         "where": "same-pile", "depth": 2}},
    "a pair of one rank in one pile, of some ranks": {"id": "pair", "kind": "remove", "to": "d",
                                                      "group": {"from": ["t", "w"], "size": 2, "relation": "same-rank",
                                                                "where": "same-pile", "depth": 2,
                                                                "ranks": ["2", "3", "4", "5", "6", "7", "8"]}},
    "the top card of a pile, a ten": {"id": "pair", "kind": "remove", "to": "d",
                                      "group": {"from": ["t"], "size": 1, "relation": "sum", "total": 10,
                                                "where": "same-pile", "depth": 2}},
}


@pytest.mark.parametrize("target", TARGETS)
def test_the_core_plays_hagenaar_33_as_the_executor_does(target):
    rid, _, variant = target.partition("~")
    game = rule_game(rid, variant or None)
    made = moves_made(game, range(1, 41), 200)
    assert made["fetch"] >= 10 and made["lay"] >= 40, made


@pytest.mark.parametrize("name", list(RULES))
def test_the_core_fetches_and_removes_as_the_executor_does(name):
    game = make_game(ZONES, [*PLAY, RULES[name]], setup=SETUP, deck={"pack": "whist", "packs": 2})
    rule = len(PLAY)
    made = moves_made(game, range(10), 80, lambda rng, legal: next(
        (m for m in legal if m[0] == rule), rng.choice(legal)))  # (its moves first, when it has one)
    assert made[RULES[name]["id"]] >= 5, made


def test_a_fetch_takes_the_topmost_matching_card_of_the_stock():
    game = make_game(ZONES, [RULES["an ace from the stock"]])
    st = position(game, s="as 3c ah 5d", t2="KC 9S", t4="QD")
    core = core_for(game)
    assert core is not None
    load(core, st)
    assert [game.move_text(m) for m in core.moves()] == [game.move_text(m) for m in game.legal_moves(st)] == \
        ["fetch t2", "fetch t4"]
    core_makes_it_alike(core, game, st, next(game.legal_moves(st)), "fetch t2")
    assert (pile(game, st, "s"), pile(game, st, "t2")) == ("as 3c 9s 5d", "KC AH")
