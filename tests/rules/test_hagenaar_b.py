"""Hagenaar batch B (Nos. 11–17): certificates replay to a win, and stated rules hold in the executor."""

from __future__ import annotations

import pytest

from patience import project_root
from patience.engine import cards
from patience.engine.game import Game
from patience.rules.load import load, with_variant
from patience.solver import Certificate, replay

from helpers import move_texts

GAMES = ["hagenaar2-11", "hagenaar2-12", "hagenaar2-13", "hagenaar2-14", "hagenaar2-15", "hagenaar2-16", "hagenaar2-17"]


def game(rule_id: str, variant: str | None = None) -> Game:
    return Game(with_variant(load(rule_id), variant))


def put(g: Game, state, pile: str, *texts: str) -> None:
    """Lay the named cards on a pile (taking them from wherever they lie)."""
    for text in texts:
        code = cards.parse(text)
        for p in state.piles:
            if code in p:
                p.remove(code)
        state.piles[g.pile_index[pile]].append(code)


@pytest.mark.parametrize("rule_id", GAMES + ["hagenaar2-11~opmerking", "hagenaar2-15~gunst"])
def test_certificate_replays_to_a_win(rule_id: str) -> None:
    path = project_root() / "checks" / "certificates" / f"{rule_id}.json"
    rule_id = rule_id.split("~")[0]
    cert = Certificate.load(path)
    state = replay(game(rule_id, cert.variant), cert)
    assert game(rule_id).is_won(state)


# ------------------------------------------------------------------ No. 11 De groote Napoleonpatience


def test_napoleon_first_card_and_its_rank_are_the_bases() -> None:
    g = game("hagenaar2-11")
    for seed in (1, 2, 3):
        st = g.deal(seed)
        bases = [st.piles[p] for p in g.zones["f"].piles]
        assert all(len(b) == 1 for b in bases) and len({cards.value(b[0]) for b in bases}) == 1
        assert [len(st.piles[p]) for p in g.zones["r"].piles] == [5] * 8
        assert [len(st.piles[p]) for p in g.zones["b"].piles] == [4, 4]
        assert move_texts(g, st) == {"choose direction up", "choose direction down"}


def test_napoleon_cellar_card_locked_until_a_bottom_row_is_cleared() -> None:
    g = game("hagenaar2-11")
    st = g.deal(1)
    g.apply(st, g.parse_move("choose direction up"))
    g.apply(st, g.parse_move("r1>k"))  # 7D into the cellar
    assert not any(m.startswith("k>") for m in move_texts(g, st))
    assert not any(m.endswith(">k") for m in move_texts(g, st))  # the cellar holds one card
    put(g, st, "f2", "9D")
    b1 = g.pile_index["b1"]
    st.piles[g.pile_index["r1"]] += st.piles[b1]
    st.piles[b1] = []
    assert "k>f2" not in move_texts(g, st)  # 7D does not follow 9D going up
    put(g, st, "f2", "6D")
    assert "k>f2" in move_texts(g, st)


def test_napoleon_emptied_row_takes_a_run_but_a_bottom_row_stays_empty() -> None:
    g = game("hagenaar2-11")
    st = g.deal(1)
    g.apply(st, g.parse_move("choose direction up"))
    r1, b1 = g.pile_index["r1"], g.pile_index["b1"]
    st.piles[g.pile_index["r2"]] += st.piles[r1] + st.piles[b1]
    st.piles[r1], st.piles[b1] = [], []
    put(g, st, "r3", "3H", "4H", "5H")
    legal = move_texts(g, st)
    assert "r3>r1:3" in legal
    assert not any(m.startswith("r3>b1") for m in legal)
    assert "r3>r2:3" not in legal  # runs move only into an emptied row


# ------------------------------------------------------------------ No. 12 Het paaschei


def first_row_ace_or_king(g: Game, seed: int) -> int:
    """The value of the first ace or king in the dealt row of `seed` (0 if none)."""
    st = Game(load("hagenaar2-12").model_copy(update={"mechanics": []})).deal(seed)
    row = [st.piles[p][-1] for p in g.zones["r"].piles]
    return next((cards.value(c) for c in row if cards.value(c) in (1, 13)), 0)


def test_paaschei_first_ace_or_king_fixes_bases_and_both_directions() -> None:
    g = game("hagenaar2-12")
    seen = set()
    for seed in range(1, 30):
        st = g.deal(seed)
        base = st.piles[g.pile_index["f1"]]
        first = first_row_ace_or_king(g, seed)
        assert len(base) == 1 and cards.value(base[0]) in (1, 13)
        if first:
            assert cards.value(base[0]) == first
        ace = cards.value(base[0]) == 1
        assert st.vars["choice:direction"] == ("up" if ace else "down")
        assert st.vars["choice:marriage"] == ("down" if ace else "up")
        assert not any(m.startswith("choose") for m in move_texts(g, st))
        other = cards.make(14 - cards.value(base[0]), 0)  # a king after an ace, and so on
        assert not g.space_accepts(st, g.zones["f"], other)
        seen.add(ace)
    assert seen == {True, False}


def test_paaschei_row_gaps_filled_at_once_from_the_talon() -> None:
    g = game("hagenaar2-12")
    st = g.deal(1)
    r1, w = g.pile_index["r1"], g.pile_index["w"]
    base = st.piles[g.pile_index["f1"]][0]
    nxt = cards.make(2 if cards.value(base) == 1 else 12, cards.suit(base))
    st.piles[g.stock] += st.piles[r1]
    st.piles[r1] = []
    put(g, st, "r1", cards.text(nxt))
    g.apply(st, g.parse_move("s>w"))
    top = st.piles[w][-1]
    g.apply(st, g.parse_move("r1>f1"))
    assert st.piles[r1] == [top]


# ------------------------------------------------------------------ No. 13 Het onderricht in de rekenkunst


def test_rekenkunst_piles_start_with_the_double_of_their_base_card() -> None:
    g = game("hagenaar2-13")
    st = g.deal(1)
    put(g, st, "w", "6H")  # the double of the base three: only the third pile
    assert {m for m in move_texts(g, st) if m.startswith("w>f")} == {"w>f3"}


def test_rekenkunst_adds_the_base_value_less_thirteen() -> None:
    g = game("hagenaar2-13")
    st = g.deal(1)
    put(g, st, "f4", "8C", "3D")  # base four: 8 + 4 = 12, 12 + 4 = 16 - 13 = 3
    f4 = g.pile_index["f4"]
    assert g.accepts(st, f4, cards.parse("7S"))  # 3 + 4
    assert not g.accepts(st, f4, cards.parse("6S"))


def test_rekenkunst_king_closes_a_complete_pile_and_nothing_goes_on_it() -> None:
    g = game("hagenaar2-13")
    st = g.deal(1)
    f1 = g.pile_index["f1"]
    assert not g.accepts(st, f1, cards.parse("KS"))
    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"]
    put(g, st, "f1", *[f"{r}{s}" for r, s in zip(ranks, "DHSDHSDHSDH")])
    assert g.accepts(st, f1, cards.parse("KS"))  # 12 + 1 = 13
    put(g, st, "f1", "KS")
    assert not g.accepts(st, f1, cards.parse("AD"))


def test_rekenkunst_talon_taken_up_only_twice() -> None:
    g = game("hagenaar2-13")
    st = g.deal(1)
    w = g.pile_index["w"]
    for _ in range(2):
        st.piles[w] += st.piles[g.stock]
        st.piles[g.stock] = []
        assert "redeal" in move_texts(g, st)
        g.apply(st, ("redeal",))
    st.piles[w] += st.piles[g.stock]
    st.piles[g.stock] = []
    assert "redeal" not in move_texts(g, st)


# ------------------------------------------------------------------ No. 14 De dekpatience


def test_dekpatience_two_cards_of_one_suit_are_covered_with_the_next_two() -> None:
    g = game("hagenaar2-14")
    st = g.deal(1)
    for pile, text in zip(("t1", "t2", "t3", "t4"), ("2H", "9H", "3C", "KS")):
        st.piles[g.stock] += st.piles[g.pile_index[pile]]
        st.piles[g.pile_index[pile]] = []
        put(g, st, pile, text)
    assert move_texts(g, st) == {"cover t1 t2", "cover t2 t1"}  # the player places the two new cards
    nxt = st.piles[g.stock][-2:]
    g.apply(st, g.parse_move("cover t1 t2"))
    assert {st.piles[g.pile_index["t1"]][-1], st.piles[g.pile_index["t2"]][-1]} == set(nxt)


def test_dekpatience_four_suits_on_top_end_the_game() -> None:
    g = game("hagenaar2-14")
    st = g.deal(1)
    for pile, text in zip(("t1", "t2", "t3", "t4"), ("2H", "9D", "3C", "KS")):
        st.piles[g.stock] += st.piles[g.pile_index[pile]]
        st.piles[g.pile_index[pile]] = []
        put(g, st, pile, text)
    assert move_texts(g, st) == set() and not g.is_won(st)


# ------------------------------------------------------------------ No. 15 Het kruis


def kruis_opening(g: Game):
    st = g.deal(1)
    for pile, text in zip(("c1", "c2", "c3", "x1"), ("5H", "9C", "2D", "5S")):
        st.piles[g.stock] += st.piles[g.pile_index[pile]]
        st.piles[g.pile_index[pile]] = []
        put(g, st, pile, text)
    return st


def test_kruis_chosen_base_fixes_the_rank_and_base_cards_in_the_cross_follow() -> None:
    g = game("hagenaar2-15")
    st = kruis_opening(g)
    assert move_texts(g, st) == {"pick 5H", "pick 9C", "pick 2D"}
    g.apply(st, g.parse_move("pick 5H"))
    assert [st.piles[g.pile_index[p]] for p in ("f1", "f2")] == [[cards.parse("5H")], [cards.parse("5S")]]
    assert st.piles[g.pile_index["x1"]] == [cards.parse("2D")]  # the gap takes a card not chosen
    assert not g.space_accepts(st, g.zones["f"], cards.parse("9D"))
    assert g.space_accepts(st, g.zones["f"], cards.parse("5D"))


def test_kruis_piles_rise_in_alternating_colours() -> None:
    g = game("hagenaar2-15")
    st = kruis_opening(g)
    g.apply(st, g.parse_move("pick 5H"))
    f1 = g.pile_index["f1"]
    assert g.accepts(st, f1, cards.parse("6S")) and g.accepts(st, f1, cards.parse("6C"))
    assert not g.accepts(st, f1, cards.parse("6D"))
    assert not g.accepts(st, f1, cards.parse("7S"))


def test_kruis_pack_once_only_but_twice_as_a_favour() -> None:
    for variant, allowed in ((None, False), ("gunst", True)):
        g = game("hagenaar2-15", variant)
        st = kruis_opening(g)
        g.apply(st, g.parse_move("pick 9C"))
        st.piles[g.pile_index["w"]] += st.piles[g.stock]
        st.piles[g.stock] = []
        assert ("redeal" in move_texts(g, st)) is allowed


# ------------------------------------------------------------------ No. 16 De familie


def test_familie_player_first_picks_one_of_the_kings() -> None:
    g = game("hagenaar2-16")
    st = g.deal(1)
    assert move_texts(g, st) == {"pick KC", "pick KD", "pick KH", "pick KS"}
    g.apply(st, g.parse_move("pick KH"))
    assert st.piles[g.pile_index["f"]] == [cards.parse("KH")]
    assert len(st.piles[g.stock]) == 51


def test_familie_no_lower_card_before_all_higher_ones() -> None:
    g = game("hagenaar2-16")
    st = g.deal(1)
    g.apply(st, g.parse_move("pick KH"))
    f = g.pile_index["f"]
    assert not g.accepts(st, f, cards.parse("JH"))
    assert not g.accepts(st, f, cards.parse("QD"))
    assert g.accepts(st, f, cards.parse("QH"))


def test_familie_four_passes_in_all() -> None:
    g = game("hagenaar2-16")
    st = g.deal(1)
    g.apply(st, g.parse_move("pick KH"))
    w = g.pile_index["w"]
    for _ in range(3):
        st.piles[w] += st.piles[g.stock][::-1]
        st.piles[g.stock] = []
        g.apply(st, ("redeal",))
    st.piles[w] += st.piles[g.stock][::-1]
    st.piles[g.stock] = []
    assert "redeal" not in move_texts(g, st)


# ------------------------------------------------------------------ No. 17 Het wapenschild


def test_wapenschild_nines_take_odd_cards_down_by_two_in_suit() -> None:
    g = game("hagenaar2-17")
    st = g.deal(1)
    nine_c = g.pile_index["f1"]
    ten_c = g.pile_index["f5"]
    assert g.accepts(st, nine_c, cards.parse("7C"))
    assert not g.accepts(st, nine_c, cards.parse("7D"))  # another suit
    assert not g.accepts(st, nine_c, cards.parse("5C"))  # five before seven
    assert not g.accepts(st, nine_c, cards.parse("8C"))  # even card on a nine
    assert g.accepts(st, ten_c, cards.parse("8C"))


def test_wapenschild_spare_piles_rise_by_two_keeping_parity() -> None:
    g = game("hagenaar2-17")
    st = g.deal(1)
    h1 = g.pile_index["h1"]
    st.piles[h1] = [cards.parse("3S")]
    assert g.accepts(st, h1, cards.parse("5H"))
    assert not g.accepts(st, h1, cards.parse("4S"))
    assert not g.accepts(st, h1, cards.parse("6S"))


def test_wapenschild_talon_taken_up_only_once() -> None:
    g = game("hagenaar2-17")
    st = g.deal(1)
    st.piles[g.pile_index["w"]] += st.piles[g.stock]
    st.piles[g.stock] = []
    assert "redeal" in move_texts(g, st)
    g.apply(st, ("redeal",))
    st.piles[g.pile_index["w"]] += st.piles[g.stock]
    st.piles[g.stock] = []
    assert "redeal" not in move_texts(g, st)
