"""packet_moves: whole packets turned onto a pile card by card; lone cards only."""

from patience.engine import cards
from patience.engine.game import Game

from helpers import move_texts, position, rule_set

RULES = [
    {"from": "a", "to": ["n"], "unit": "packet", "stay": ["Q*"]},
    {"from": "a", "to": ["a"], "unit": "lone", "stay": ["Q*"]},
]


def _game() -> Game:
    return Game(
        rule_set(
            zones=[
                {"id": "n", "role": "foundation", "count": 2, "build": {"rank": "down", "wrap": True},
                 "space": {"ranks": ["J"]}, "take": "none"},
                {"id": "a", "role": "reserve", "count": 3, "build": {"rank": "up", "wrap": True}},
                {"id": "s", "role": "stock"},
            ],
            setup=[{"action": "deal", "to": "a", "counts": 1}],
            mechanics=[{"name": "packet_moves", "params": {"rules": RULES}}],
            win={"kind": "all-in", "zones": ["n"]},
        )
    )


def test_a_whole_packet_goes_over_top_first():
    g = _game()
    st = position(g, clear=("n", "a"), n1="JS 10S 9S", a1="6S 7S 8S", a2="2H", a3="QD")
    assert "packet a1 n1 3" in move_texts(g, st)
    g.apply(st, g.parse_move("packet a1 n1 3"))
    assert [cards.text(c) for c in st.piles[g.pile_index["n1"]]] == ["JS", "10S", "9S", "8S", "7S", "6S"]


def test_a_packet_whose_lower_cards_do_not_follow_stays():
    g = _game()
    st = position(g, clear=("n", "a"), n1="JS 10S 9S", a1="5S 8S", a2="2H", a3="QD")
    assert not any(t.startswith("packet a1") or t.startswith("a1>n") for t in move_texts(g, st))


def test_staying_cards_do_not_move_and_lone_cards_only_between_a_piles():
    g = _game()
    st = position(g, clear=("n", "a"), n1="JH", a1="QH 10H", a2="JH", a3="3C 4C")
    texts = move_texts(g, st)
    assert "a1>n1" in texts  # the ten leaves, the queen under it stays
    assert "a2>a1" in texts  # the lone knave builds on the ten
    assert not any(t.startswith("a3>a") for t in texts)  # a packet of two is not a lone card


def test_a_knave_goes_to_one_empty_n_place():
    g = _game()
    st = position(g, clear=("n", "a"), a1="JD", a2="2H", a3="QD")
    assert [t for t in move_texts(g, st) if t.startswith("a1>n")] == ["a1>n1"]
