"""The sum-stack component: cards laid on a card they make a sum with, then taken back in pairs."""

from patience.engine import cards
from patience.engine.game import Game

from helpers import lay, position, rule_set, sorted_move_texts


def make_game(**params) -> Game:
    return Game(rule_set(
        zones=[
            {"id": "t", "role": "tableau", "count": 3, "take": "none", "space": {"never": True}},
            {"id": "d", "role": "discard"},
            {"id": "h", "role": "talon"},
            {"id": "s", "role": "stock"},
        ],
        setup=[{"action": "deal", "to": "t", "counts": 1}],
        mechanics=[{"name": "sum-stack", "params": {"zone": "t", "discard": "d", "sum": 14, "hand": "h", **params}}],
        win={"kind": "all-in", "zones": ["d"]},
    ))


def test_a_missing_seven_is_fetched_from_the_pack_in_exchange():
    g = make_game(need="7")
    st = position(g, t1="2C", t2="5C", t3="KD", s="7H 3S 7D 9C")
    assert sorted_move_texts(g, st) == ["fetch t1", "fetch t2", "fetch t3"]
    log = g.apply(st, g.parse_move("fetch t2"))
    assert cards.text(st.piles[g.pile_index["t2"]][-1]) == "7D"
    assert [cards.text(c) for c in st.piles[g.stock]] == ["7H", "3S", "5C", "9C"]
    assert sorted_move_texts(g, st) == ["turn"]
    g.undo(st, log)
    assert cards.text(st.piles[g.pile_index["t2"]][-1]) == "5C"


def test_a_turned_card_goes_on_a_card_making_fourteen_or_ends_the_game():
    g = make_game()
    st = position(g, t1="QC", t2="QH", t3="7D", s="5S 2D")
    g.apply(st, ("turn",))
    assert sorted_move_texts(g, st) == ["lay t1", "lay t2"]
    g.apply(st, g.parse_move("lay t2"))
    g.apply(st, ("turn",))
    assert sorted_move_texts(g, st) == []  # a five fits nowhere: the game is lost


def test_with_keep_a_card_that_fits_nowhere_waits_on_the_talon():
    g = make_game(keep=True)
    st = position(g, t1="QC", t2="QH", t3="7D", s="9S 5S")
    g.apply(st, ("turn",))
    assert sorted_move_texts(g, st) == ["turn"]
    g.apply(st, ("turn",))
    assert sorted_move_texts(g, st) == []  # pack spent, talon card fits nowhere, no return yet


def test_return_pairs_then_the_last_chance_of_one_packets_two_top_cards():
    g = make_game()
    st = position(g, s="", t1="QC 2D", t2="3H JS", t3="7D 7C")
    assert sorted_move_texts(g, st) == ["two t1", "two t2", "two t3"]  # no pair of top cards: last chance
    lay(g, st, t1="QC 3D")
    assert sorted_move_texts(g, st) == ["pair t1 t2"]
    g.apply(st, g.parse_move("pair t1 t2"))
    assert sorted_move_texts(g, st) == ["two t3"]
    g.apply(st, g.parse_move("two t3"))
    assert st.vars["last"] == 1 and sorted_move_texts(g, st) == []
    # once the last chance is taken, ordinary pairs and packet pairs both stay open
    lay(g, st, t1="QC 2D QS", t2="2S")
    assert sorted_move_texts(g, st) == ["pair t1 t2", "two t1"]


def test_second_free_lets_the_second_card_pair():
    g = make_game(last="second-free")
    st = position(g, s="", t1="QC 5D", t2="2H 4S", t3="8D")
    assert sorted_move_texts(g, st) == ["pair2 t1:2 t2:2"]  # no top pair: the second cards are free too
    before = st.copy()
    log = g.apply(st, g.parse_move("pair2 t1:2 t2:2"))
    assert [cards.text(c) for c in st.piles[g.pile_index["t1"]]] == ["5D"]
    assert [cards.text(c) for c in st.piles[g.pile_index["t2"]]] == ["4S"]
    assert [cards.text(c) for c in st.piles[g.pile_index["d"]]] == ["QC", "2H"]
    g.undo(st, log)
    assert st.key() == before.key()
