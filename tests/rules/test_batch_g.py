"""Batch G (Hagenaar 43-47, Cadogan Часы, Блокада, Султанъ): rules the books state hold in the executor."""

from pathlib import Path

from patience.engine import cards
from patience.engine.game import Game
from patience.rules.load import load

REPO = Path(__file__).resolve().parents[2]


def game(gid: str) -> Game:
    return Game(load(gid, REPO))


def pile(g: Game, name: str) -> int:
    return g.pile_index[name]


def test_vierhoek_first_card_after_the_packets_fixes_the_rank_of_all_eight_bases():
    g = game("hagenaar2-47")
    for seed in range(1, 6):
        st = g.deal(seed)
        base = st.piles[pile(g, "f1")]
        assert len(base) == 1 and all(len(st.piles[pile(g, f"t{i}")]) == 3 for i in range(1, 13))
        rank = cards.value(base[0])
        for v in range(1, 14):
            assert g.accepts(st, pile(g, "f2"), cards.make(v, 0)) == (v == rank)


def test_vierhoek_pile_runs_past_the_king_to_thirteen_cards():
    g = game("hagenaar2-47")
    st = g.deal(1)
    f2 = pile(g, "f2")
    st.piles[f2] = [cards.make(v, 2) for v in (6, 7, 8, 9, 10, 11, 12, 13)]
    assert g.accepts(st, f2, cards.make(1, 2))
    st.piles[f2] += [cards.make(v, 2) for v in (1, 2, 3, 4, 5)]
    assert not g.accepts(st, f2, cards.make(6, 2, 1))
