"""The cover-pairs mechanic: matching top cards are covered from the stock."""

from __future__ import annotations

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet


def rules(**params) -> RuleSet:
    return RuleSet.model_validate(
        {
            "id": "t",
            "games": ["t"],
            "titles": {"original": "t", "en": "t", "nl": "t"},
            "summary": {"en": "a test rule set only", "nl": "alleen een klein testspel"},
            "deck": {"pack": "whist"},
            "zones": [{"id": "t", "role": "tableau", "count": 4, "take": "none"}, {"id": "s", "role": "stock"}],
            "setup": [{"action": "deal", "to": "t", "counts": 1}],
            "mechanics": [{"name": "cover-pairs", "params": {"zone": "t", **params}}],
            "win": {"kind": "empty", "zones": ["s"]},
        }
    )


def lay(g: Game, st, *texts: str) -> None:
    for i, text in enumerate(texts):
        code = cards.parse(text)
        for p in st.piles:
            if code in p:
                p.remove(code)
        pile = g.pile_index[f"t{i + 1}"]
        st.piles[g.stock] += st.piles[pile]
        st.piles[pile] = [code]


def test_only_pairs_of_one_suit_are_covered() -> None:
    g = Game(rules())
    st = g.deal(1)
    lay(g, st, "2H", "9H", "3C", "KS")
    assert [g.move_text(m) for m in g.legal_moves(st)] == ["cover t1 t2"]
    before = len(st.piles[g.stock])
    log = g.apply(st, g.parse_move("cover t1 t2"))
    assert len(st.piles[g.stock]) == before - 2
    assert [len(st.piles[g.pile_index[p]]) for p in ("t1", "t2", "t3", "t4")] == [2, 2, 1, 1]
    g.undo(st, log)
    assert len(st.piles[g.stock]) == before


def test_four_suits_leave_no_move() -> None:
    g = Game(rules())
    st = g.deal(1)
    lay(g, st, "2H", "9D", "3C", "KS")
    assert list(g.legal_moves(st)) == []


def test_match_by_rank_and_player_picks_among_pairs() -> None:
    g = Game(rules(match="rank"))
    st = g.deal(1)
    lay(g, st, "2H", "2D", "2C", "KS")
    assert {g.move_text(m) for m in g.legal_moves(st)} == {"cover t1 t2", "cover t1 t3", "cover t2 t3"}


def test_needs_a_stock() -> None:
    data = rules().model_dump(by_alias=True)
    data["zones"] = data["zones"][:1]
    data["win"] = {"kind": "empty", "zones": ["t"]}
    with pytest.raises(PatienceError, match="needs a stock zone"):
        Game(RuleSet.model_validate(data))
