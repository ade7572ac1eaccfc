"""The base-multiple-start mechanic: empty piles start with a multiple of their base-row card."""

from __future__ import annotations

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet

from helpers import move_texts, rule_set


def rules(**params) -> RuleSet:
    return rule_set(
        zones=[
            {"id": "g", "role": "base-row", "count": 2, "take": "none"},
            {"id": "f", "role": "foundation", "count": 2, "space": {"never": True}, "take": "none",
             "build": {"rank": "add-base", "suit": "any", "base_zone": "g"}},
            {"id": "s", "role": "stock"},
            {"id": "w", "role": "talon"},
        ],
        setup=[{"action": "withdraw", "cards": ["7C", "QD"], "to": "g"}],
        moves=[{"action": "draw", "from": ["s"], "to": ["w"]}, {"from": ["w"], "to": ["f"]}],
        mechanics=[
            {"name": "base-multiple-start", "params": {"zone": "f", "base_zone": "g", "sources": ["w"], **params}}
        ],
        win={"zones": ["g", "f"]},
    )


def talon_top(g: Game, st, text: str) -> None:
    code = cards.parse(text)
    for p in st.piles:
        if code in p:
            p.remove(code)
    st.piles[g.pile_index["w"]].append(code)


def test_empty_pile_takes_the_double_of_its_base_mod_13() -> None:
    g = Game(rules())
    st = g.deal(1)
    talon_top(g, st, "AS")  # 2 × 7 = 14 -> 1
    assert move_texts(g, st) >= {"w>f1"}
    assert "w>f2" not in move_texts(g, st)
    talon_top(g, st, "JH")  # 2 × 12 = 24 -> 11
    assert "w>f2" in move_texts(g, st)


def test_started_pile_then_follows_the_zone_build() -> None:
    g = Game(rules())
    st = g.deal(1)
    talon_top(g, st, "AS")
    g.apply(st, g.parse_move("w>f1"))
    talon_top(g, st, "8H")  # 1 + 7
    assert "w>f1" in move_texts(g, st)


def test_factor_three() -> None:
    g = Game(rules(factor=3))
    st = g.deal(1)
    talon_top(g, st, "8D")  # 3 × 7 = 21 -> 8
    assert "w>f1" in move_texts(g, st)


def test_unknown_zone_is_one_line_error() -> None:
    with pytest.raises(PatienceError, match="unknown zone 'x'"):
        Game(rules(sources=["x"]))
