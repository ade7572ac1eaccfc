"""The pick-base mechanic: the player picks the first base before any other play."""

from __future__ import annotations

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet

from helpers import move_texts, rule_set


def rules(zones=None, setup=None, **params) -> RuleSet:
    return rule_set(
        zones=zones
        or [
            {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "wrap": True},
             "space": {"first_sets_rank": True}, "take": "none"},
            {"id": "x", "role": "reserve", "count": 3, "space": {"refill": "talon-then-stock"}},
            {"id": "c", "role": "reserve", "count": 3, "space": {"never": True}},
            {"id": "s", "role": "stock"},
            {"id": "w", "role": "talon"},
        ],
        setup=setup
        if setup is not None
        else [{"action": "deal", "to": "x", "counts": 1}, {"action": "deal", "to": "c", "counts": 1}],
        moves=[
            {"action": "draw", "from": ["s"], "to": ["w"]},
            {"from": ["x", "w"] if zones is None else ["w"], "to": ["f"]},
        ],
        mechanics=[{"name": "pick-base", "params": params}],
        win={"kind": "component"} if params.get("complete") else {"zones": ["f"]},
    )


def lay(g: Game, st, pile: str, text: str) -> None:
    code = cards.parse(text)
    for p in st.piles:
        if code in p:
            p.remove(code)
    p = g.pile_index[pile]
    st.piles[g.stock] += st.piles[p]
    st.piles[p] = [code]


def test_only_picks_before_the_base_then_the_rules_moves() -> None:
    g = Game(rules(zone="f", sources=["c"], gather=["x"], rest_to="w"))
    st = g.deal(1)
    lay(g, st, "c1", "5H")
    lay(g, st, "c2", "9C")
    lay(g, st, "c3", "2D")
    assert move_texts(g, st) == {"pick 5H", "pick 9C", "pick 2D"}
    g.apply(st, g.parse_move("pick 9C"))
    assert "s>w" in move_texts(g, st)
    assert not any(t.startswith("pick") for t in move_texts(g, st))


def test_cards_of_the_picked_rank_follow_and_the_rest_refill_spaces() -> None:
    g = Game(rules(zone="f", sources=["c"], gather=["x"], rest_to="w"))
    st = g.deal(1)
    lay(g, st, "x2", "5S")
    lay(g, st, "c1", "5H")
    lay(g, st, "c2", "9C")
    lay(g, st, "c3", "2D")
    log = g.apply(st, g.parse_move("pick 5H"))
    f = [st.piles[g.pile_index[p]] for p in ("f1", "f2")]
    assert f == [[cards.parse("5H")], [cards.parse("5S")]]
    assert st.piles[g.pile_index["x2"]] == [cards.parse("2D")]  # the gap takes the talon top
    assert st.piles[g.pile_index["w"]] == [cards.parse("9C")]
    g.undo(st, log)
    assert st.piles[g.pile_index["c1"]] == [cards.parse("5H")] and not st.piles[g.pile_index["f1"]]


def test_any_depth_takes_a_king_out_of_the_pack_and_complete_wins() -> None:
    zones = [
        {"id": "f", "role": "foundation", "build": {"rank": "down"}, "space": {"never": True}, "take": "none"},
        {"id": "s", "role": "stock"},
        {"id": "w", "role": "talon"},
    ]
    g = Game(rules(zones=zones, setup=[], zone="f", sources=["s"],
                   cards=["K*"], depth="any", complete=13))
    st = g.deal(3)
    assert move_texts(g, st) == {"pick KC", "pick KD", "pick KH", "pick KS"}
    g.apply(st, g.parse_move("pick KD"))
    assert len(st.piles[g.stock]) == 51 and not g.is_won(st)
    st.piles[g.pile_index["f"]] = [cards.make(v, 1) for v in range(13, 0, -1)]
    assert g.is_won(st)


def test_unknown_zone_is_one_line_error() -> None:
    with pytest.raises(PatienceError, match="unknown zone 'q'"):
        Game(rules(zone="f", sources=["q"]))
