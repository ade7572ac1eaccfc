"""The fixed-sequence component: pile positions follow a rank list that may repeat ranks."""

import pytest

from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet

from helpers import position, rule_set

UP_AND_DOWN = ["A", "2", "3", "K", "K", "3", "2", "A"]


def rules(**params) -> RuleSet:
    mech = {"zone": "f", "ranks": UP_AND_DOWN, "from_zones": ["w"], **params}
    return rule_set(
        deck={"pack": "whist", "packs": 2},
        zones=[
            {"id": "f", "role": "foundation", "count": 2, "space": {"ranks": ["A"], "distinct_suits": True}},
            {"id": "s", "role": "stock"},
            {"id": "w", "role": "talon"},
        ],
        mechanics=[{"name": "fixed-sequence", "params": mech}],
        win={"zones": ["f"]},
    )


def moves(g: Game, pile: list[str], talon: str, other: list[str] = ()) -> list:
    return list(g.legal_moves(position(g, s="", f1=pile, f2=other, w=talon)))


def test_next_rank_by_position_in_the_base_suit():
    g = Game(rules())
    f1 = g.zones["f"].start
    assert moves(g, ["AH", "2H"], "3H") == [("m", g.talon, f1, 1)]
    assert moves(g, ["AH", "2H"], "3S") == []


def test_a_repeated_rank_turns_the_pile_round():
    g = Game(rules())
    f1 = g.zones["f"].start
    assert moves(g, ["AH", "2H", "3H", "KH"], "KH") == [("m", g.talon, f1, 1)]
    assert moves(g, ["AH", "2H", "3H", "KH", "KH"], "3H") == [("m", g.talon, f1, 1)]
    assert moves(g, ["AH", "2H", "3H", "KH", "KH"], "AH") == []


def test_a_full_pile_takes_nothing():
    g = Game(rules())
    full = ["AH", "2H", "3H", "KH", "KH", "3H", "2H", "AH"]
    assert moves(g, full, "2H") == []


def test_empty_pile_follows_the_zone_space():
    g = Game(rules())
    f2 = g.zones["f"].start + 1
    assert moves(g, ["AH"], "AS") == [("m", g.talon, f2, 1)]
    assert moves(g, ["AH"], "AH") == []  # distinct suits


def test_any_suit():
    g = Game(rules(suit="any"))
    assert len(moves(g, ["AH"], "2S")) == 1


def test_unknown_zone_is_refused():
    with pytest.raises(PatienceError, match="unknown zone 'x'"):
        Game(rules(from_zones=["x"]))
