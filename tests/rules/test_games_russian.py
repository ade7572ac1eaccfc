"""The book's rules of the Russian Cadogan games, checked on the committed rule sets.

Games: cadogan-ru-blokada (fragment), cadogan-ru-krepost, cadogan-ru-sultan (fragment),
cadogan-ru-chasy. Each test puts the executor in a position where a restriction of the book bites
(a dealt seed with moves made, or a position laid by hand) and checks both sides: the move the book
forbids is not offered, and the move it allows is. The docstrings quote the book; where the
Russian text is lost, the rule set completes it after the English original it translates (Cadogan,
1914), and the docstring quotes that.
"""

from __future__ import annotations

from helpers import dealt, lay, listed, move_texts, pile, play, position, rule_game, top


def piles(zone: str, cards: str) -> dict[str, str]:
    """{zone1: …, zone2: …} for the '|'-separated piles of `cards`."""
    return {f"{zone}{i}": c for i, c in enumerate(cards.split("|"), 1)}


# ---------------------------------------------------------------------------------------------
# cadogan-ru-blokada — Блокада (fragment): rows of twelve places, a card free when the place below is open

BK = "cadogan-ru-blokada"
# row 0: nothing fits an ace pile, the only marriage (8H from its little pile onto the other 9H) can go back
BK_ROW0 = piles("t", "9H 8H|9H|KC|7D|QS|5C|JD|3H|2S|6S|4D|10C")
BK_ROW1 = {f"t{12 + i}": c for i, c in enumerate("KD|QH|JS|10D|9C|8S|7H|6D|5S|4C|3S|2H".split("|"), 1)}


def test_blokada_a_card_is_free_only_when_the_place_below_it_is_open():
    """"Во время игры очень часто пустыя мѣста открываются въ верхнихъ рядахъ" (the rule of the free cards
    is lost; the completion: a card with nothing below it is free)"""
    g = rule_game(BK)
    st = position(g, **{**BK_ROW0, "t5": "AS"}, **BK_ROW1, s="2D")
    moves = move_texts(g, st)
    assert not any(m.startswith("t5>") for m in moves)
    assert "t24>t8" not in moves  # 2H onto 3H: 3H is covered
    st = position(g, **{**BK_ROW0, "t5": "AS"}, **{**BK_ROW1, "t17": ""}, s="2D")
    assert "t5>f1" in move_texts(g, st)


def test_blokada_a_marriage_puts_a_free_card_on_a_free_card_one_higher_in_its_suit():
    """"…послѣ чего продолжаютъ вновь играть и дѣлать марьяжъ.\""""
    g = rule_game(BK)
    row0 = {**BK_ROW0, "t1": "9H", "t3": "9H", "t2": "KC"}
    row1 = {**BK_ROW1, "t13": "9C", "t14": "8H", "t15": ""}  # t1's 9H is covered, t3's is free
    st = position(g, **row0, **row1, s="2D")
    moves = move_texts(g, st)
    assert "t14>t3" in moves
    assert not {"t14>t1", "t3>t14"} & moves  # onto a covered card; upward


def test_blokada_open_places_are_filled_all_at_once_upper_rows_first():
    """"Открывши такимъ образомъ свободныя мѣста немедленно же закрываются новыми картами, взятыми изъ
    колоды" / "Во время игры очень часто пустыя мѣста открываются въ верхнихъ рядахъ: мѣста эти должны быть
    прежде всего закрыты новыми картами.\""""
    g = rule_game(BK)
    st = position(g, **{**BK_ROW0, "t5": "AS", "t3": ""}, **{**BK_ROW1, "t17": "", "t22": ""}, s="2D 3D 7C")
    moves = move_texts(g, st)
    assert {"t5>f1", "fill"} <= moves
    assert "row" not in moves  # not while a place is open
    play(g, st, "fill")
    assert [pile(g, st, p) for p in ("t3", "t17", "t22", "s")] == ["7C", "3D", "2D", ""]


def test_blokada_a_new_row_only_when_neither_a_play_nor_a_marriage_is_possible():
    """"Въ случаѣ, если ни то, ни другое невозможно, то раскладываютъ новый рядъ картъ, ниже перваго ряда\""""
    g = rule_game(BK)
    stock = "2C 3C 4C 5S 6D 7H 8S 9C 10D JS QH KD"
    st = position(g, **BK_ROW0, s=stock)
    assert listed(g, st) == ["t1>t2", "row"]  # 8H can go straight back
    st = position(g, **{**BK_ROW0, "t3": "10S", "t4": "9S"}, s=stock)
    assert listed(g, st) == ["t1>t2", "t4>t3"]
    st = position(g, **{**BK_ROW0, "t11": "AD"}, s=stock)
    assert "row" not in move_texts(g, st) and "t11>f1" in move_texts(g, st)
    st = position(g, **BK_ROW0, s=stock)
    play(g, st, "row")
    assert [pile(g, st, f"t{i}") for i in (13, 24, 25)] == ["KD", "2C", ""]


def test_blokada_no_second_deal():
    """"Пасьянсъ не раскладывается вторично.\""""
    g = rule_game(BK)
    st = position(g, **BK_ROW0, s="5H")
    assert listed(g, st) == ["t1>t2", "row"]
    st = position(g, **BK_ROW0)
    assert listed(g, st) == ["t1>t2"]


# ---------------------------------------------------------------------------------------------
# cadogan-ru-krepost — Крѣпость: ten rows, the outer card of each free

KR = "cadogan-ru-krepost"


def test_krepost_only_the_outer_card_of_a_row_is_played():
    """"I. Только однѣ внѣшнія карты каждой группы годны для игры до тѣхъ поръ, пока, по снятіи ихъ, не
    освободятся слѣдующія карты\""""
    g = rule_game(KR)
    st = position(g, t1="AS 5H", t2="8D AD", t3="QS 9C")
    moves = move_texts(g, st)
    assert "t2>f1" in moves
    assert not any(m.startswith("t1>f") for m in moves)
    g, st = dealt(KR, 1)
    assert listed(g, st) == ["t1>t3", "t3>t1"]


def test_krepost_aces_are_the_bases_built_up_in_suit_to_the_kings():
    """"Тузы, если они могутъ быть сыграны, составляютъ основныя карты, и слѣдующія карты накладываются на
    нихъ восходящимъ порядкомъ до королей." / "II. За основными картами слѣдуетъ масть.\""""
    g = rule_game(KR)
    st = position(g, f1="AC 2C", t1="5H 3C", t2="9D 3S", t3="7S AH", t4="KS 2H")
    moves = move_texts(g, st)
    assert {"t1>f1", "t3>f2"} <= moves
    assert not {"t2>f1", "t4>f2", "t4>f1", "f1>t4"} & moves


def test_krepost_marriages_up_or_down_in_suit_with_the_outer_cards_of_both_groups():
    """"Затѣмъ приступаютъ къ марьяжу какъ въ восходящемъ, такъ и нисходящемъ порядкѣ, съ внѣшними картами
    обѣихъ группъ (правило I).\""""
    g = rule_game(KR)
    st = position(g, t2="9C 7H", t4="8H 2D", t5="QS 6H", t7="4S 3D", t9="JD 6S")  # t7 in the other group
    moves = move_texts(g, st)
    assert {"t2>t5", "t5>t2", "t4>t7", "t7>t4"} <= moves
    assert not {"t5>t9", "t9>t5", "t2>t9", "t9>t2"} & moves  # not of one suit


def test_krepost_an_opened_lane_takes_any_outer_card_and_then_cards_of_its_suit_in_order():
    """"Когда нужно вновь наполнять дорожку, то выбираютъ какую-нибудь подходящую карту (правило I) и кладутъ
    ее на внутренній конецъ дорожки, а затѣмъ ужь вдоль кладутъ другія карты по порядку одной и той же
    масти\""""
    g = rule_game(KR)
    st = position(g, t1="5H AS", t2="9C 7H", t3="", t4="8H 2D", t5="QS KC", t6="3C")
    moves = move_texts(g, st)
    assert {"t1>t3", "t2>t3", "t4>t3", "t5>t3"} <= moves
    play(g, st, "t2>t3")
    moves = move_texts(g, st)
    assert "t4>t3" not in moves  # 2D is not of the lane's suit
    lay(g, st, t4="8H 6H")
    assert "t4>t3" in move_texts(g, st)


# ---------------------------------------------------------------------------------------------
# cadogan-ru-sultan — Султанъ (fragment): the sultan, eight bases, a divan of eight

SU = "cadogan-ru-sultan"
SU_DIVAN = piles("r", "5C|9D|7S|3H|10C|6D|8S|4D")  # fits no base


def test_sultan_eight_bases_taken_out_and_built_in_suit():
    """"ДВѢ ПОЛНЫХЪ КОЛОДЫ КАРТЪ." / "Изъ колоды вынимаютъ восемь" / "I. За основными картами слѣдуетъ
    масть.\""""
    g, st = dealt(SU, 1)
    assert pile(g, st, "c") == "KH"
    assert [pile(g, st, f"f{i}") for i in range(1, 9)] == ["KC", "KC", "KD", "KD", "KH", "KS", "KS", "AH"]
    g = rule_game(SU)
    divan = {**SU_DIVAN, "r1": "AC", "r2": "AS", "r3": "2H", "r4": "2D"}
    st = position(g, seed=1, c="KH", f1="KC", f8="AH", **divan)
    moves = move_texts(g, st)
    assert {"r1>f1", "r3>f8"} <= moves
    assert not {"r2>f1", "r4>f8", "r3>c"} & moves


def test_sultan_a_divan_place_is_refilled_at_once_from_the_talon_or_else_from_the_pack():
    """(completion) "Vacancies in the Divan must be immediately refilled from the talon, or, when there is no
    talon, from the pack\""""
    g, st = dealt(SU, 1)
    nxt = top(g, st, "s")
    assert pile(g, st, "w") == "" and "r5>f8" in move_texts(g, st)
    play(g, st, "r5>f8")
    assert pile(g, st, "r5") == nxt
    g = rule_game(SU)
    st = position(g, seed=1, f1="KC", **{**SU_DIVAN, "r1": "AC"}, w="9H 5S", s="QD")
    play(g, st, "r1>f1")
    assert pile(g, st, "r1") == "5S" and pile(g, st, "w") == "9H" and pile(g, st, "s") == "QD"


def test_sultan_a_turned_card_that_fits_a_base_is_played_and_not_laid_on_the_talon():
    """(completion) "turning the cards one by one, those that are not suitable for the foundations being laid
    aside in one packet, forming the talon\""""
    g, st = dealt(SU, 1, "r5>f8", "s>w", "s>w", "s>w")
    assert top(g, st, "s") == "AD"
    assert listed(g, st) == ["s>f3", "s>f4"]
    play(g, st, "s>f3")
    assert listed(g, st) == ["s>w"]


def test_sultan_the_talon_is_shuffled_and_dealt_again_twice():
    """(completion) "The talon may be taken up, shuffled, and re-dealt, if necessary, twice\""""
    g = rule_game(SU)
    talon = "9C 5H 7D JS QC 4S 10H 6C"
    st = position(g, seed=1, c="KH", f1="KC", **SU_DIVAN, w=talon)
    for n in (1, 2):
        assert listed(g, st) == ["redeal"]
        play(g, st, "redeal")
        assert st.passes == n and pile(g, st, "w") == ""
        stock = pile(g, st, "s").split()
        assert sorted(stock) == sorted(talon.split())
        assert stock != talon.split()[::-1]  # not merely turned over
        play(g, st, *["s>w"] * len(stock))
    assert listed(g, st) == []


# ---------------------------------------------------------------------------------------------
# cadogan-ru-chasy — Часы: twelve hours, a circle of twelve packets of three

CH = "cadogan-ru-chasy"
CH_HOURS = piles("f", "10H|JS|QD|KC|2H|3S|4D|5C|6H|7S|8D|9C")
# packet tops that fit no hour and marry nowhere
CH_CIRCLE = piles("c", "KD 6C 2S|4H 2C 5H|9S JD 8C|QD 7H JD|3C 6D 4C|6H 10H 9H|6D 4H 6D|8S 10C QH|10D JC 3D|"
                       "7C 9C 10S|5D 2D KS|3C QC 2C")


def test_chasy_a_pile_climbs_in_suit_until_it_shows_its_hour():
    """"ихъ раскладываютъ въ восходящемъ порядкѣ до тѣхъ поръ, пока каждая пачка дойдетъ до того часа,
    противъ котораго она помѣщена." / "IV. За двѣнадцатью основными картами должны слѣдовать масти.\""""
    g, st = dealt(CH, 1)
    assert [top(g, st, f"f{i}") for i in range(1, 13)] == "10H JS QD KC 2H 3S 4D 5C 6H 7S 8D 9C".split()
    g = rule_game(CH)
    st = position(g, **{**CH_HOURS, "f1": "10H JH QH KH AH"}, **{**CH_CIRCLE, "c1": "KD 6C 2H"}, s="5S")
    assert not any(m.startswith("c1>") for m in move_texts(g, st))  # one o'clock is done
    st = position(g, **{**CH_HOURS, "f1": "10H JH QH KH"}, **{**CH_CIRCLE, "c1": "KD 6C AH"}, s="5S")
    assert "c1>f1" in move_texts(g, st)  # K, then A: round the corner
    st = position(g, **CH_HOURS, **{**CH_CIRCLE, "c1": "KD 6C JD"}, s="5S")
    assert "c1>f1" not in move_texts(g, st)  # not of the suit


def test_chasy_marriages_only_with_circle_cards_downward_in_suit():
    """"II. Марьяжъ можно дѣлать только съ тѣми картами, которыя находятся въ кругѣ, но не съ картами изъ
    колоды или изъ талона." / "затѣмъ дѣлаютъ марьяжъ въ нисходящемъ порядкѣ (правило II)\""""
    g = rule_game(CH)
    st = position(g, **CH_HOURS, **{**CH_CIRCLE, "c1": "KD 6C 9S"}, w="9S", s="5S")
    moves = move_texts(g, st)
    assert "c1>c10" in moves  # 9S onto 10S
    assert not {"w>c10", "c10>c1"} & moves


def test_chasy_short_packets_are_made_up_to_three_from_the_pack_from_i_on_never_from_the_talon():
    """"III. Пустыя мѣста въ кругѣ могутъ быть замѣнены картами изъ колоды, но не изъ талона. Каждая пачка
    должна пополняться такъ, чтобы заключать въ себѣ не менѣе трехъ картъ." / "Пустыя мѣста закрываютъ слѣва
    направо, начиная съ цифры 1.\""""
    g = rule_game(CH)
    st = position(g, **CH_HOURS, **{**CH_CIRCLE, "c1": "KD", "c3": "9S JD"}, s="5H 7D 4C")
    assert "fill" in move_texts(g, st)
    play(g, st, "fill")
    assert [pile(g, st, p) for p in ("c1", "c3", "s")] == ["KD 4C 7D", "9S JD 5H", ""]
    st = position(g, **CH_HOURS, **{**CH_CIRCLE, "c1": "KD", "c3": "9S JD"}, w="5H 7D 4C")
    assert "fill" not in move_texts(g, st)


def test_chasy_the_rest_of_the_pack_is_turned_only_when_nothing_more_can_be_done():
    """"Если всѣ наличныя карты уже пришли къ концу, то выкладываютъ остальныя карты\""""
    g, st = dealt(CH, 1)
    moves = move_texts(g, st)
    assert {"c1>f2", "c1>c9"} <= moves and "s>w" not in moves
    g = rule_game(CH)
    st = position(g, **CH_HOURS, **CH_CIRCLE, s="3H 5S")
    assert listed(g, st) == ["s>w"]
    st = position(g, **CH_HOURS, **{**CH_CIRCLE, "c1": "KD 10S 9S"}, s="3H 5S")  # 9S may go straight back
    assert listed(g, st) == ["c1>c10", "s>w"]
    st = position(g, **CH_HOURS, **{**CH_CIRCLE, "c1": "KD 6C 9S"}, s="3H 5S")  # for good
    assert listed(g, st) == ["c1>c10"]
    st = position(g, **CH_HOURS, **{**CH_CIRCLE, "c1": "5D 2S"}, s="3H 5S")  # a packet is short
    assert listed(g, st) == ["fill"]


def test_chasy_a_turned_card_that_fits_is_played_and_the_talon_serves_only_the_hours():
    """"Если нельзя употребить такимъ образомъ нѣкоторыхъ картъ, то ихъ откладываютъ въ сторону, въ особую
    пачку, составляющую талонъ, изъ котораго можно играть на основныя карты.\""""
    g = rule_game(CH)
    st = position(g, **CH_HOURS, **CH_CIRCLE, s="3H JH")
    assert listed(g, st) == ["s>f1"]
    st = position(g, **CH_HOURS, **CH_CIRCLE, w="5S JH", s="3H")
    moves = move_texts(g, st)
    assert "w>f1" in moves
    assert not any(m.startswith("w>c") for m in moves)


def test_chasy_no_second_deal():
    """"Пасьянсъ вновь не раскладывается.\""""
    g = rule_game(CH)
    st = position(g, **CH_HOURS, **CH_CIRCLE, w="5S 4H")
    assert listed(g, st) == []
    st = position(g, **CH_HOURS, **CH_CIRCLE, w="5S", s="4H")
    assert listed(g, st) == ["s>w"]
