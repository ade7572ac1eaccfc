"""The last five (Hagenaar 28, 30, 33; Cadogan Блокада, Султанъ): rules the books state hold in the executor."""

from pathlib import Path

from patience.engine import cards
from patience.engine.game import Game
from patience.rules.load import load

REPO = Path(__file__).resolve().parents[2]


def game(gid: str) -> Game:
    return Game(load(gid, REPO))


def pile(g: Game, name: str) -> int:
    return g.pile_index[name]


def texts(g: Game, st) -> list[str]:
    return [g.move_text(m) for m in g.legal_moves(st)]


def test_babette_one_ace_and_one_king_per_suit_and_transfers_between_them():
    g = game("hagenaar2-28")
    st = g.deal(1)
    fa1, fa2, fk1 = pile(g, "fa1"), pile(g, "fa2"), pile(g, "fk1")
    st.piles[fa1] = [cards.parse(c) for c in ("AH", "2H", "3H")]
    assert not g.accepts(st, fa2, cards.parse("AH")) and g.accepts(st, fa2, cards.parse("AC"))
    st.piles[fk1] = [cards.parse(c) for c in ("KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H", "5H", "4H")]
    for name in [f"t{i}" for i in range(1, 9)]:
        st.piles[pile(g, name)] = [cards.parse("9C")]
    moves = texts(g, st)
    assert "fa1>fk1" in moves and "s>t" in moves  # nothing fits from the columns: transfer, or deal a row


def test_babette_fitting_column_cards_must_be_played_before_a_row_is_dealt():
    g = game("hagenaar2-28")
    st = g.deal(1)
    st.piles[pile(g, "t1")].append(cards.parse("AS"))
    moves = texts(g, st)
    assert "t1>fa1" in moves and "s>t" not in moves


def test_babette_columns_are_pushed_together_in_order_and_dealt_at_most_three_times():
    g = game("hagenaar2-28")
    st = g.deal(1)
    st.piles[g.stock] = []
    for i in range(1, 9):
        st.piles[pile(g, f"t{i}")] = [cards.make(5, 0), cards.make(9, 1)]
    st.piles[pile(g, "t1")] = [cards.parse("8D"), cards.parse("9D")]
    assert ("redeal",) in list(g.legal_moves(st))
    g.apply(st, ("redeal",))
    first = g.apply(st, ("row", g.stock, "t"))
    assert cards.text(st.piles[pile(g, "t1")][0]) == "8D" and cards.text(st.piles[pile(g, "t2")][0]) == "9D"
    assert first
    st.passes = 2
    st.piles[g.stock] = []
    assert ("redeal",) not in list(g.legal_moves(st))


def test_uitgeworpen_six_cards_a_time_then_four_in_the_fourth_laying_and_discards_stay_free():
    g = game("hagenaar2-30")
    st = g.deal(1)
    assert texts(g, st) == ["passrow"]
    g.apply(st, ("passrow",))
    assert [len(st.piles[pile(g, n)]) for n in ("p1", "p2", "p3", "p4", "x1", "x2")] == [1] * 6
    x1 = pile(g, "x1")
    st.piles[x1] = [cards.parse("AD"), cards.parse("9C"), cards.parse("5S")]
    for n in ("p1", "p2", "p3", "p4"):
        st.piles[pile(g, n)] = [cards.parse("2C"), cards.parse("7H")]  # a two buried in a help packet
    moves = texts(g, st)
    assert "open x1:1>fa1" in moves and not any(m.startswith("p") for m in moves)
    st.passes = 3
    st.piles[x1] = []
    st.piles[pile(g, "x2")] = []
    before = len(st.piles[g.stock])
    g.apply(st, ("passrow",))
    assert len(st.piles[g.stock]) == before - 4 and not st.piles[x1]


def test_uitgeworpen_twos_run_up_to_the_ace_and_aces_down_to_the_two():
    g = game("hagenaar2-30")
    st = g.deal(1)
    ft1, fa1 = pile(g, "ft1"), pile(g, "fa1")
    st.piles[ft1] = [cards.parse(c) for c in ("2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS")]
    st.piles[fa1] = [cards.parse("AH")]
    assert g.accepts(st, ft1, cards.parse("AS")) and g.accepts(st, fa1, cards.parse("KH"))
    st.piles[ft1].append(cards.parse("AS"))
    assert not g.accepts(st, ft1, cards.parse("2S"))


def test_heen_en_terug_lays_on_fourteen_then_takes_pairs_back():
    g = game("hagenaar2-33")
    st = g.deal(3)
    has_seven = any(cards.value(st.piles[p][-1]) == 7 for p in g.zones["t"].piles)
    moves = texts(g, st)
    assert moves == ["turn"] if has_seven else all(m.startswith("fetch") for m in moves)
    t = g.zones["t"].piles
    for i, p in enumerate(t):
        st.piles[p] = [cards.make(3 if i == 0 else 9, 0)]
    st.piles[g.stock] = [cards.parse("5D"), cards.parse("JH")]
    g.apply(st, ("turn",))
    assert texts(g, st) == ["lay t1", "turn"]
    g.apply(st, g.parse_move("lay t1"))
    g.apply(st, ("turn",))
    assert "lay t2" in texts(g, st)  # 5 + 9 = 14


def test_heen_en_terug_last_chance_takes_a_packets_two_top_cards():
    g = game("hagenaar2-33")
    st = g.deal(1)
    st.piles[g.stock] = []
    t = g.zones["t"].piles
    for p in t:
        st.piles[p] = []
    st.piles[t[0]] = [cards.parse("QC"), cards.parse("2D")]
    st.piles[t[1]] = [cards.parse("3C"), cards.parse("JD")]
    assert sorted(texts(g, st)) == ["two t1", "two t2"]
    st.piles[t[1]] = [cards.parse("3C"), cards.parse("QD")]
    assert texts(g, st) == ["pair t1 t2"]


def test_blokada_is_a_fragment_without_favour_or_second_deal():
    g = game("cadogan-ru-blokada")
    assert g.rules.status == "incomplete" and g.rules.redeal is None
    assert g.rules.mechanics[0].params["swap"] is False
    assert "/mechanics/0" in g.rules.evidence and "/zones/0" in g.rules.invented
    st = g.deal(1)
    assert len(st.piles[g.stock]) == 94


def test_sultan_withdraws_the_kings_and_the_ace_of_hearts_and_builds_in_suit_to_the_queens():
    g = game("cadogan-ru-sultan")
    assert g.rules.status == "incomplete" and "/setup/1" in g.rules.invented
    st = g.deal(1)
    assert cards.text(st.piles[pile(g, "c")][0]) == "KH"
    assert [cards.text(st.piles[pile(g, f"f{i}")][0]) for i in range(1, 9)] == ["KC", "KC", "KD", "KD", "KH", "KS", "KS", "AH"]
    f1, f8 = pile(g, "f1"), pile(g, "f8")
    assert g.accepts(st, f1, cards.parse("AC")) and not g.accepts(st, f1, cards.parse("AD"))
    assert g.accepts(st, f8, cards.parse("2H"))
    assert not any(cards.value(c) == 13 for c in st.piles[g.stock])
