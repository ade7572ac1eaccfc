"""The cover-pairs component: pairs to a sum covered from the stock, capping ranks, first-layout tucks."""

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet

from helpers import move_texts, position, rule_set, sorted_move_texts

ZONES = [{"id": "t", "role": "tableau", "count": 4, "take": "none"}, {"id": "s", "role": "stock"}]
SETUP = [{"action": "deal", "to": "t", "counts": 1}]


def make_game(**params) -> Game:
    return Game(rule_set(zones=ZONES, setup=SETUP, win={"kind": "empty", "zones": ["s"]},
                         mechanics=[{"name": "cover-pairs", "params": {"zone": "t", "sum": 11, **params}}]))


def test_a_pair_to_the_sum_is_covered_either_way_round():
    g = make_game()
    state = position(g, t1="3C", t2="8D", t3="5H", t4="9S")
    assert sorted_move_texts(g, state) == ["cover t1 t2", "cover t2 t1"]
    first, second = state.piles[g.stock][-1], state.piles[g.stock][-2]
    g.apply(state, g.parse_move("cover t2 t1"))
    assert state.piles[g.zones["t"].start + 1][-1] == first and state.piles[g.zones["t"].start][-1] == second


def test_a_capping_rank_closes_its_pile():
    g = make_game(caps=["A"])
    state = position(g, t1="AC", t2="10D", t3="5H", t4="9S")
    assert list(g.legal_moves(state)) == []


def test_first_layout_tucks_the_named_ranks_under_the_stock():
    g = make_game(setup_tuck=["J", "Q", "K"])
    for seed in range(1, 30):
        state = g.deal(seed)
        assert all(cards.value(state.piles[p][-1]) <= 10 for p in g.zones["t"].piles)
        assert sum(len(p) for p in state.piles) == 52


def test_no_moves_once_the_stock_is_spent():
    g = make_game()
    state = position(g, t1="3C", t2="8D", t3="5H", t4="9S", s="")
    assert list(g.legal_moves(state)) == []


def test_bad_pile_name_is_one_line_error():
    g = make_game()
    with pytest.raises(PatienceError, match="no pile named 'q1'"):
        g.parse_move("cover t1 q1")


def suit_rules(**params) -> RuleSet:
    return rule_set(zones=ZONES, setup=SETUP, win={"kind": "empty", "zones": ["s"]},
                    mechanics=[{"name": "cover-pairs", "params": {"zone": "t", "match": "suit", **params}}])


def lay_from_stock(g: Game, st, *texts: str) -> None:
    for i, text in enumerate(texts):
        code = cards.parse(text)
        for p in st.piles:
            if code in p:
                p.remove(code)
        pile = g.pile_index[f"t{i + 1}"]
        st.piles[g.stock] += st.piles[pile]
        st.piles[pile] = [code]


def test_only_pairs_of_one_suit_are_covered() -> None:
    g = Game(suit_rules())
    st = g.deal(1)
    lay_from_stock(g, st, "2H", "9H", "3C", "KS")
    assert [g.move_text(m) for m in g.legal_moves(st)] == ["cover t1 t2", "cover t2 t1"]
    before = len(st.piles[g.stock])
    log = g.apply(st, g.parse_move("cover t1 t2"))
    assert len(st.piles[g.stock]) == before - 2
    assert [len(st.piles[g.pile_index[p]]) for p in ("t1", "t2", "t3", "t4")] == [2, 2, 1, 1]
    g.undo(st, log)
    assert len(st.piles[g.stock]) == before


def test_four_suits_leave_no_move() -> None:
    g = Game(suit_rules())
    st = g.deal(1)
    lay_from_stock(g, st, "2H", "9D", "3C", "KS")
    assert list(g.legal_moves(st)) == []


def test_match_by_rank_and_player_picks_among_pairs() -> None:
    g = Game(suit_rules(match="rank"))
    st = g.deal(1)
    lay_from_stock(g, st, "2H", "2D", "2C", "KS")
    assert move_texts(g, st) == {"cover t1 t2", "cover t1 t3", "cover t2 t3", "cover t2 t1", "cover t3 t1", "cover t3 t2"}


def test_needs_a_stock() -> None:
    data = suit_rules().model_dump(by_alias=True)
    data["zones"] = data["zones"][:1]
    data["win"] = {"kind": "empty", "zones": ["t"]}
    with pytest.raises(PatienceError, match="needs a stock zone"):
        Game(RuleSet.model_validate(data))


def test_a_sum_is_required_exactly_when_matching_by_sum():
    with pytest.raises(PatienceError, match="'sum' is required"):
        Game(suit_rules(sum=11))
