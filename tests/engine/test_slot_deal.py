"""slot_deal: cards dealt round numbered places, foundation plays tied to the place."""

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
                    {"id": "p", "role": "reserve", "count": 3},
                    {"id": "fa", "role": "foundation", "count": 4, "build": {"rank": "up"},
                     "space": {"ranks": ["A"], "distinct_suits": True}},
                    {"id": "s", "role": "stock"},
                ],
                "mechanics": [{"name": "slot_deal", "params": {
                    "zone": "p", "foundations": ["fa"], "free": [1],
                    "adjacent": {"2": {"zone": "fa", "suit": "H"}}}}],
                "redeal": {"limit": 1, "gather": ["p"], "to": "s"},
                "win": {"kind": "all-in", "zones": ["fa"]},
            }
        )
    )


def _position(g, stock: str, **piles):
    st = g.deal(1)
    for name in g.pile_names:
        st.piles[g.pile_index[name]] = [cards.parse(c) for c in piles.get(name, "").split()]
    st.piles[g.stock] = [cards.parse(c) for c in stock.split()]
    return st


def _texts(g, st):
    return {g.move_text(m) for m in g.legal_moves(st)}


def test_a_base_goes_at_once():
    g = _game()
    st = _position(g, "AS")
    assert _texts(g, st) == {"s>fa1"}


def test_the_deal_goes_round_the_places_and_a_play_keeps_the_place():
    g = _game()
    st = _position(g, "9D 2C 5H", fa1="AC", fa2="AH")
    g.apply(st, g.parse_move("lay"))  # 5H on place 1
    assert _texts(g, st) == {"lay"}  # 2C is meant for place 2, whose neighbour is the hearts pile
    st.piles[g.stock] = [cards.parse("2H")]
    assert "s>fa2" in _texts(g, st)
    g.apply(st, g.parse_move("s>fa2"))
    st.piles[g.stock] = [cards.parse("9D")]
    g.apply(st, g.parse_move("lay"))
    assert [cards.text(c) for c in st.piles[g.pile_index["p2"]]] == ["9D"]


def test_place_tops_follow_the_same_restriction_and_nothing_after_the_deal():
    g = _game()
    st = _position(g, "9D", fa1="AC", fa2="AH", p1="2H", p2="2C", p3="3H")
    assert {t for t in _texts(g, st) if t.startswith("p")} == {"p1>fa2"}
    st.piles[g.stock] = []
    assert _texts(g, st) == {"redeal"}
