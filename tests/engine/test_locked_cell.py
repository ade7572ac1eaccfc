"""The locked-cell mechanic: the cell's card leaves only once an unlocking pile is empty."""

from __future__ import annotations

from patience.engine import cards
from patience.engine.game import Game
from patience.rules.model import RuleSet

from helpers import move_texts, rule_set


def rules() -> RuleSet:
    return rule_set(
        zones=[
            {"id": "t", "role": "tableau", "count": 4, "build": {"rank": "down"}, "space": {"from_zones": ["t"]}},
            {"id": "u", "role": "tableau", "count": 2, "build": {"rank": "down"}, "space": {"never": True}},
            {"id": "k", "role": "cell", "take": "none"},
        ],
        setup=[{"action": "deal", "to": "t", "counts": 11}, {"action": "deal", "to": "u", "counts": 4}],
        moves=[{"from": ["t", "u"], "to": ["t", "u"]}, {"from": ["t", "u"], "to": ["k"]}],
        mechanics=[{"name": "locked-cell", "params": {"cell": "k", "unlock": ["u"], "to": ["t", "u"]}}],
        win={"kind": "empty", "zones": ["t", "u"]},
    )


def set_top(g: Game, st, pile: str, text: str) -> None:
    code = cards.parse(text)
    src = next(p for p in st.piles if code in p)
    i = src.index(code)
    dst = st.piles[g.pile_index[pile]]
    src[i], dst[-1] = dst[-1], code


def test_cell_card_leaves_only_after_an_unlocking_pile_is_empty() -> None:
    g = Game(rules())
    st = g.deal(1)
    set_top(g, st, "t1", "7H")
    set_top(g, st, "t2", "8H")
    g.apply(st, g.parse_move("t1>k"))
    texts = move_texts(g, st)
    assert "k>t2" not in texts and not any(t.endswith(">k") for t in texts)
    u1 = g.pile_index["u1"]
    st.piles[g.pile_index["t3"]][:0] = st.piles[u1]
    st.piles[u1] = []
    texts = move_texts(g, st)
    assert "k>t2" in texts and "k>u1" not in texts
    g.apply(st, g.parse_move("k>t2"))
    assert any(g.move_text(m).endswith(">k") for m in g.legal_moves(st))  # the cell takes another card


def test_cell_card_goes_to_a_space_only_where_the_zone_allows_it() -> None:
    g = Game(rules())
    st = g.deal(1)
    g.apply(st, g.parse_move("t1>k"))
    u1, t4 = g.pile_index["u1"], g.pile_index["t4"]
    st.piles[g.pile_index["t3"]][:0] = st.piles[u1] + st.piles[t4]
    st.piles[u1], st.piles[t4] = [], []
    assert "k>t4" not in move_texts(g, st)
