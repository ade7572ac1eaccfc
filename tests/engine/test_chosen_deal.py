"""The chosen-deal component: deal moves to piles of the player's choice, then the rule moves."""

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError

from helpers import move_texts, position, rule_set, sorted_move_texts


def make_game(**params) -> Game:
    return Game(rule_set(
        zones=[
            {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"}, "space": {"ranks": ["A"]},
             "take": "none"},
            {"id": "t", "role": "tableau", "count": 3, "build": {"rank": "any", "suit": "any"}, "take": "run"},
            {"id": "s", "role": "stock"},
        ],
        moves=[{"from": ["t"], "to": ["f"]}, {"from": ["t"], "to": ["t"], "unit": "run", "to_space": "only"}],
        mechanics=[{"name": "chosen-deal", "params": {"zone": "t", "bases": ["A*"], "base_zone": "f", **params}}],
        win={"kind": "all-in", "zones": ["f"]},
    ))


def stock_top(g: Game, state, text: str) -> None:
    state.piles[g.stock].append(cards.parse(text))


def test_only_deal_moves_while_the_stock_lasts_one_empty_pile_offered():
    g = make_game()
    state = g.deal(1)
    stock_top(g, state, "5H")
    assert [g.move_text(m) for m in g.legal_moves(state)] == ["deal t1"]
    g.apply(state, g.parse_move("deal t1"))
    stock_top(g, state, "9C")
    assert sorted_move_texts(g, state) == ["deal t1", "deal t2"]


def test_a_base_card_goes_to_the_first_empty_base_pile():
    g = make_game()
    state = g.deal(1)
    stock_top(g, state, "AS")
    assert [g.move_text(m) for m in g.legal_moves(state)] == ["deal f1"]
    g.apply(state, ("deal", g.zones["f"].start))
    assert state.piles[g.zones["f"].start] == [cards.parse("AS")]


def test_deal_choices_list_a_higher_top_first():
    g = make_game()
    state = position(g, s="7D", t1="3C", t2="9C")
    assert [g.move_text(m) for m in g.legal_moves(state)] == ["deal t2", "deal t3", "deal t1"]


def test_rule_moves_open_only_when_the_stock_is_empty():
    g = make_game()
    state = position(g, s="5H", f1="AC", t1="2C")
    assert "t1>f1" not in move_texts(g, state)
    state.piles[g.stock] = []
    assert move_texts(g, state) == {"t1>f1"}


def test_play_during_deal_offers_both():
    g = make_game(play_during_deal=True)
    state = position(g, s="5H", f1="AC", t1="2C")
    texts = move_texts(g, state)
    assert "t1>f1" in texts and "deal t2" in texts


def test_deal_move_text_round_trips_and_bad_pile_is_one_line_error():
    g = make_game()
    assert g.parse_move("deal t3") == ("deal", g.pile_index["t3"])
    with pytest.raises(PatienceError, match="no pile named 'x9'"):
        g.parse_move("deal x9")


def test_bases_without_a_base_zone_is_rejected():
    with pytest.raises(PatienceError, match="no base_zone"):
        make_game(base_zone=None)
