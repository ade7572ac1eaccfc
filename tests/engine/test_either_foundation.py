"""The 'either-foundation' component: a card fitting both foundations of its suit, from a re-deal on."""

from __future__ import annotations

from patience.engine import cards
from patience.engine.game import Game

from helpers import move_texts, position, rule_set


def game() -> Game:
    return Game(
        rule_set(
            zones=[
                {"id": "a", "role": "foundation", "count": 1, "build": {"rank": "up"}, "take": "none"},
                {"id": "k", "role": "foundation", "count": 1, "build": {"rank": "down"}, "take": "none"},
                {"id": "t", "role": "tableau", "count": 2},
                {"id": "x", "role": "cell", "count": 1, "space": {"never": True}},
                {"id": "s", "role": "stock"},
            ],
            setup=[{"action": "withdraw", "cards": ["AC"], "to": "a"},
                   {"action": "withdraw", "cards": ["KC"], "to": "k"}],
            moves=[{"from": ["x"], "to": ["a", "k"]}],
            mechanics=[
                {"name": "batch-deal", "params": {"zone": "t", "batch": 2, "placement": "rows",
                                                   "foundations": ["a", "k"], "played_counts": False,
                                                   "redeals": 1}},
                {"name": "either-foundation", "params": {"up": "a", "down": "k", "cell": "x"}},
            ],
            win={"zones": ["a", "k"]},
        )
    )


def in_batch(g: Game, redealt: int, **piles: list[str]):
    """The named piles laid, the batch state set (`redealt` re-deals done)."""
    st = position(g, **piles)
    st.vars.update(left=2 if st.piles[g.stock] else 0, at=0, given=0, redealt=redealt)
    return st


def test_a_card_fitting_both_foundations_may_be_laid_aside_after_a_redeal():
    g = game()
    piles = {"a": ["AC", "2C", "3C", "4C", "5C", "6C"], "k": ["KC", "QC", "JC", "10C", "9C", "8C"], "s": ["7C"]}
    assert move_texts(g, in_batch(g, 0, **piles)) == {"deal a", "deal k"}
    st = in_batch(g, 1, **piles)
    assert move_texts(g, st) == {"deal a", "deal k", "aside"}
    g.apply(st, g.parse_move("aside"))
    assert [cards.text(c) for c in st.piles[g.pile_index["x"]]] == ["7C"]
    assert st.vars["left"] == 0  # the stock is spent: the batch ends
    assert {"x>a", "x>k"} <= move_texts(g, st)


def test_a_foundation_top_may_be_changed_to_the_other_foundation():
    g = game()
    piles = {"a": ["AC", "2C", "3C", "4C", "5C", "6C", "7C"], "k": ["KC", "QC", "JC", "10C", "9C", "8C"], "s": []}
    assert "switch a k" in move_texts(g, in_batch(g, 1, **piles))
    assert "switch a k" not in move_texts(g, in_batch(g, 0, **piles))
