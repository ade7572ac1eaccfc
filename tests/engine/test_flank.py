"""The 'flank' component: cards laid beside an anchor pile of their suit."""

from __future__ import annotations

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet

from helpers import move_texts, position, rule_set


def rules(**flank) -> RuleSet:
    params = {"zone": "k", "anchor": "f", "cards": ["K*"], "sources": ["t"], **flank}
    return rule_set(
        zones=[
            {"id": "f", "role": "foundation", "count": 2, "build": {"rank": "down"}, "space": {"ranks": ["J"]}},
            {"id": "k", "role": "ornament", "count": 2, "space": {"never": True}, "take": "none"},
            {"id": "t", "role": "tableau", "count": 2},
            {"id": "s", "role": "stock"},
        ],
        moves=[{"from": ["t"], "to": ["f"]}],
        mechanics=[{"name": "flank", "params": params}],
        win={"zones": ["f", "k"]},
    )


def test_a_flank_card_waits_for_an_anchor_of_its_suit():
    g = Game(rules())
    st = position(g, face_up=True, f1=[], f2=[], k1=[], k2=[], t1=["KH"], t2=["JS"])
    assert not any(t.startswith("flank") for t in move_texts(g, st))
    g.apply(st, g.parse_move("t2>f1"))
    assert not any(t.startswith("flank") for t in move_texts(g, st))


def test_a_flank_card_goes_beside_the_anchor_of_its_suit():
    g = Game(rules())
    st = position(g, face_up=True, f1=["JS"], f2=["JH", "10H"], k1=[], k2=[], t1=["KH"], t2=[])
    assert "flank t1 k2" in move_texts(g, st)
    log = g.apply(st, g.parse_move("flank t1 k2"))
    assert [cards.text(c) for c in st.piles[g.pile_index["k2"]]] == ["KH"]
    g.undo(st, log)
    assert [cards.text(c) for c in st.piles[g.pile_index["t1"]]] == ["KH"]


def test_only_the_first_free_slot_of_a_suit_is_offered():
    g = Game(rules())
    st = position(g, face_up=True, f1=["JH"], f2=["JH"], k1=[], k2=[], t1=["KH"], t2=["KH"])
    assert {t for t in move_texts(g, st) if t.startswith("flank")} == {"flank t1 k1", "flank t2 k1"}


def test_other_cards_are_not_flanked():
    g = Game(rules())
    st = position(g, face_up=True, f1=["JH"], f2=[], k1=[], k2=[], t1=["QH"], t2=[])
    assert not any(t.startswith("flank") for t in move_texts(g, st))


def test_slots_and_anchors_must_pair_up():
    bad = rules().model_dump(by_alias=True)
    bad["zones"][1]["count"] = 3
    with pytest.raises(PatienceError, match="pairs 3 slots with 2 anchor piles"):
        Game(RuleSet.model_validate(bad))
