"""preferred_placement: a free choice of pile unless some pile takes the card by the preferred sequence."""

from patience.engine import cards
from patience.engine.game import Game
from patience.rules.model import RuleSet


def _game() -> Game:
    return Game(
        RuleSet.model_validate(
            {
                "id": "t",
                "games": ["t"],
                "titles": {"original": "t", "en": "t", "nl": "t"},
                "summary": {"en": "a test rule set only", "nl": "alleen een spel om te testen"},
                "deck": {"pack": "whist"},
                "zones": [
                    {"id": "c", "role": "reserve", "count": 3, "build": {"rank": "any", "suit": "any"}},
                    {"id": "s", "role": "stock"},
                ],
                "setup": [{"action": "deal", "to": "c", "counts": 1}],
                "mechanics": [{"name": "preferred_placement",
                               "params": {"from": "s", "to": ["c"], "prefer": {"rank": "down", "suit": "any"}}}],
                "win": {"kind": "empty", "zones": ["s"]},
            }
        )
    )


def _position(g, stock, *circle):
    st = g.deal(1)
    for i, c in enumerate(circle):
        st.piles[g.pile_index[f"c{i + 1}"]] = [cards.parse(c)]
    st.piles[g.stock] = [cards.parse(stock)]
    return st


def test_a_descending_place_is_the_only_choice():
    g = _game()
    st = _position(g, "7H", "8C", "2D", "KS")
    assert [g.move_text(m) for m in g.legal_moves(st)] == ["s>c1"]


def test_otherwise_any_pile():
    g = _game()
    st = _position(g, "7H", "9C", "2D", "KS")
    assert sorted(g.move_text(m) for m in g.legal_moves(st)) == ["s>c1", "s>c2", "s>c3"]
