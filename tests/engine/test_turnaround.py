"""The 'turnaround' component: foundations built up by suit to the king, then down again to the ace."""

from __future__ import annotations

from patience.engine import cards
from patience.engine.game import Game
from patience.rules.model import RANKS

from helpers import move_texts, position, rule_set


def game() -> Game:
    return Game(
        rule_set(
            deck={"pack": "whist", "packs": 2},
            zones=[
                {"id": "f", "role": "foundation", "count": 2, "space": {"ranks": ["A"], "distinct_suits": True},
                 "take": "none"},
                {"id": "t", "role": "tableau", "count": 2},
                {"id": "s", "role": "stock"},
            ],
            mechanics=[{"name": "turnaround", "params": {"zone": "f", "sources": ["t"]}}],
            win={"zones": ["f"]},
        )
    )


def fits(pile: list[str], card: str) -> bool:
    return game().components[0].fits([cards.parse(t) for t in pile], cards.parse(card))


def test_up_to_the_king_then_a_second_king_then_down():
    up = [f"{r}H" for r in RANKS]
    assert fits(up[:5], "6H") and not fits(up[:5], "4H") and not fits(up[:5], "6S")
    assert fits(up, "KH") and not fits(up, "QH")
    assert fits([*up, "KH"], "QH") and not fits([*up, "KH"], "AH")
    assert not fits([*up, *(f"{r}H" for r in reversed(RANKS))], "AH")  # the double series is complete


def test_aces_start_piles_of_different_suits():
    g = game()
    st = position(g, f1="AH", f2="", t1="AH", t2="AS")
    assert move_texts(g, st) == {"t2>f2"}
