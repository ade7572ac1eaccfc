"""The 'either-foundation' component: a card fitting both foundations of its suit, from a re-deal on."""

from __future__ import annotations

from patience.engine import cards
from patience.engine.game import Game
from patience.rules.model import RuleSet


def game() -> Game:
    return Game(
        RuleSet.model_validate(
            {
                "id": "either-test",
                "games": ["x"],
                "titles": {"original": "x", "en": "x", "nl": "x"},
                "summary": {"en": "a test game for either foundation", "nl": "een testspel voor grondkaarten"},
                "deck": {"pack": "whist"},
                "zones": [
                    {"id": "a", "role": "foundation", "count": 1, "build": {"rank": "up"}, "take": "none"},
                    {"id": "k", "role": "foundation", "count": 1, "build": {"rank": "down"}, "take": "none"},
                    {"id": "t", "role": "tableau", "count": 2},
                    {"id": "x", "role": "cell", "count": 1, "space": {"never": True}},
                    {"id": "s", "role": "stock"},
                ],
                "setup": [{"action": "withdraw", "cards": ["AC"], "to": "a"},
                          {"action": "withdraw", "cards": ["KC"], "to": "k"}],
                "moves": [{"from": ["x"], "to": ["a", "k"]}],
                "mechanics": [
                    {"name": "batch-deal", "params": {"zone": "t", "batch": 2, "placement": "rows",
                                                       "foundations": ["a", "k"], "played_counts": False,
                                                       "redeals": 1}},
                    {"name": "either-foundation", "params": {"up": "a", "down": "k", "cell": "x"}},
                ],
                "win": {"zones": ["a", "k"]},
            }
        )
    )


def position(g: Game, redealt: int, **piles: list[str]):
    st = g.deal(1)
    for name, texts in piles.items():
        st.piles[g.pile_index[name]] = [cards.parse(t) for t in texts]
    st.vars.update(left=2 if st.piles[g.stock] else 0, at=0, given=0, redealt=redealt)
    return st


def texts(g: Game, st) -> set[str]:
    return {g.move_text(m) for m in g.legal_moves(st)}


def test_a_card_fitting_both_foundations_may_be_laid_aside_after_a_redeal():
    g = game()
    piles = {"a": ["AC", "2C", "3C", "4C", "5C", "6C"], "k": ["KC", "QC", "JC", "10C", "9C", "8C"], "s": ["7C"]}
    assert texts(g, position(g, 0, **piles)) == {"deal a", "deal k"}
    st = position(g, 1, **piles)
    assert texts(g, st) == {"deal a", "deal k", "aside"}
    g.apply(st, g.parse_move("aside"))
    assert [cards.text(c) for c in st.piles[g.pile_index["x"]]] == ["7C"]
    assert st.vars["left"] == 0  # the stock is spent: the batch ends
    assert {"x>a", "x>k"} <= texts(g, st)


def test_a_foundation_top_may_be_changed_to_the_other_foundation():
    g = game()
    piles = {"a": ["AC", "2C", "3C", "4C", "5C", "6C", "7C"], "k": ["KC", "QC", "JC", "10C", "9C", "8C"], "s": []}
    assert "switch a k" in texts(g, position(g, 1, **piles))
    assert "switch a k" not in texts(g, position(g, 0, **piles))
