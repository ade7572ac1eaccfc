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


def test_rood_zwart_kruis_one_king_of_each_colour_heads_a_help_pile_that_goes_home_whole():
    g = game("hagenaar2-44")
    st = g.deal(1)
    kr, kb, fr1 = pile(g, "kr"), pile(g, "kb"), pile(g, "fr1")
    assert g.accepts(st, kr, cards.parse("KH")) and not g.accepts(st, kr, cards.parse("KS"))
    assert g.accepts(st, kb, cards.parse("KS"))
    st.piles[kr] = [cards.parse("KD"), cards.parse("QC"), cards.parse("JH")]
    assert not g.accepts(st, kr, cards.parse("KH"))
    st.piles[fr1] = [cards.make(v, 2 if v % 2 else 0) for v in range(1, 11)]  # AH 2C 3H … 10C
    moves = list(g.legal_moves(st))
    assert ("home", kr, fr1) in moves and not any(m[0] == "m" and m[1] == kr for m in moves)
    g.apply(st, ("home", kr, fr1))
    assert [cards.text(x) for x in st.piles[fr1][-3:]] == ["JH", "QC", "KD"] and not st.piles[kr]


def test_rood_zwart_kruis_aces_go_red_left_black_right_and_build_in_alternating_colours():
    g = game("hagenaar2-44")
    st = g.deal(1)
    fr1, fb1 = pile(g, "fr1"), pile(g, "fb1")
    assert g.accepts(st, fr1, cards.parse("AD")) and not g.accepts(st, fr1, cards.parse("AS"))
    assert g.accepts(st, fb1, cards.parse("AC")) and not g.accepts(st, fb1, cards.parse("AH"))
    st.piles[fr1] = [cards.parse("AH")]
    assert g.accepts(st, fr1, cards.parse("2S")) and not g.accepts(st, fr1, cards.parse("2D"))


def test_chasy_packets_are_made_up_to_three_before_the_stock_is_turned_and_piles_stop_at_their_hour():
    g = game("cadogan-ru-chasy")
    st = g.deal(1)
    c1, f5 = pile(g, "c1"), pile(g, "f5")
    assert [m for m in g.legal_moves(st) if m[0] in ("fill", "turn")] == [("turn",)]
    st.piles[c1] = st.piles[c1][:1]
    assert [m for m in g.legal_moves(st) if m[0] in ("fill", "turn")] == [("fill",)]
    g.apply(st, ("fill",))
    assert len(st.piles[c1]) == 3
    st.piles[f5] = [cards.parse("2H"), cards.parse("3H"), cards.parse("4H"), cards.parse("5H")]  # five o'clock
    st.piles[c1].append(cards.parse("6H"))
    assert ("m", c1, f5, 1) not in list(g.legal_moves(st))


def test_groote_familie_knave_pile_runs_down_past_the_ace_and_ends_with_the_queen():
    g = game("hagenaar2-45")
    st = g.deal(1)
    fj = pile(g, "fj")
    st.piles[fj] = [cards.make(v, 2) for v in (11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)]
    assert g.accepts(st, fj, cards.make(13, 2))
    st.piles[fj].append(cards.make(13, 2))
    assert g.accepts(st, fj, cards.make(12, 2))
    st.piles[fj].append(cards.make(12, 2))
    assert not g.accepts(st, fj, cards.make(11, 2, 1))


def test_groote_familie_bases_are_optional_and_a_ten_of_the_family_suit_is_no_base():
    g = game("hagenaar2-45")
    st = g.deal(1)
    t1, t2, t3 = pile(g, "t1"), pile(g, "t2"), pile(g, "t3")
    st.piles[t1], st.piles[t2], st.piles[t3] = [cards.parse("AH")], [cards.parse("10H")], [cards.parse("10S")]
    g.apply(st, ("base", t1, pile(g, "fa")))
    bases = [m for m in g.legal_moves(st) if m[0] == "base"]
    assert ("base", t3, pile(g, "ft1")) in bases and not any(m[1] == t2 for m in bases)
    assert any(m[0] != "base" for m in g.legal_moves(st))


def test_maltheser_kruis_regather_deals_the_bottom_card_of_the_eighth_heap_first():
    g = game("hagenaar2-43")
    st = g.deal(1)
    st.piles[pile(g, "s")] = []
    heaps = [pile(g, f"h{i}") for i in range(1, 9)]
    eighth_bottom = st.piles[heaps[0]][0]  # h1 is the eighth (rightmost) heap
    assert ("redeal",) in list(g.legal_moves(st))
    g.apply(st, ("redeal",))
    assert st.piles[heaps[0]] == [eighth_bottom]


def test_achthoek_talon_may_be_taken_up_twice_more():
    g = game("hagenaar2-46")
    st = g.deal(1)
    s, w = pile(g, "s"), pile(g, "w")
    for _ in range(2):
        st.piles[w], st.piles[s] = st.piles[w] + st.piles[s], []
        assert ("redeal",) in list(g.legal_moves(st))
        g.apply(st, ("redeal",))
    st.piles[w], st.piles[s] = st.piles[w] + st.piles[s], []
    assert ("redeal",) not in list(g.legal_moves(st))
