"""The 'multiples' component: kings tucked, the balcony formed, numerals starting at double the balcony value."""

from __future__ import annotations

from patience.engine import cards
from patience.engine.game import Game

from helpers import move_texts, position, rule_set


def game(**params) -> Game:
    mech = {"ground": "g", "balcony": "b", "numerals": "n", "tuck": ["K*"], **params}
    return Game(
        rule_set(
            zones=[
                {"id": "b", "role": "base-row", "count": 2, "take": "none"},
                {"id": "n", "role": "foundation", "count": 2, "take": "none", "space": {"never": True},
                 "build": {"rank": "add-base", "base_zone": "b", "suit": "any"}, "limit": 12},
                {"id": "g", "role": "tableau", "count": 2},
                {"id": "s", "role": "stock"},
            ],
            setup=[{"action": "deal", "to": "g", "counts": 26, "order": "piles"}],
            mechanics=[{"name": "multiples", "params": mech}],
            win={"zones": ["b", "n"]},
        )
    )


def test_kings_on_the_surface_are_slid_under_before_the_balcony_is_taken():
    g = game()
    st = position(g, b1=[], b2=[], g1=["5C", "7D", "KS", "KH"], g2=["2C"])
    g.components[0].setup(st, [])
    assert [cards.text(c) for c in st.piles[g.pile_index["b1"]]] == ["7D"]
    assert [cards.text(c) for c in st.piles[g.pile_index["g1"]]] == ["KS", "KH", "5C"]


def test_a_numeral_starts_with_double_the_balcony_value_mod_thirteen():
    g = game()
    st = position(g, b1=["8C"], b2=["QD"], n1=[], n2=[], g1=["3S"], g2=["JH"])
    assert move_texts(g, st) == {"g1>n1", "g2>n2"}  # 16 - 13 = 3; 24 - 13 = 11
    st = position(g, b1=["8C"], b2=["QD"], n1=["3S"], n2=["JS"], g1=["JH"], g2=["5H"])
    assert move_texts(g, st) == {"g1>n1"}  # 3 + 8 = 11; 11 + 12 = 23 - 13 = 10, not 5


def test_filling_a_vacancy_comes_before_addition():
    g = game()
    g2 = game(vacancy_first=False)
    st = position(g, b1=["2C"], b2=["4D"], n1=["6S"], n2=[], g1=["8H"], g2=[])
    assert move_texts(g, st) == {"g1>n2"}
    st = position(g2, b1=["2C"], b2=["4D"], n1=["6S"], n2=[], g1=["8H"], g2=[])
    assert move_texts(g2, st) == {"g1>n1", "g1>n2"}
