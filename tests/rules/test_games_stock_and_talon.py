"""The book's rules of the games played from a stock onto a talon, checked on the committed rule sets.

Games: klondike-nl, hagenaar2-12, -13, -15, -16, -17, -20, -22, -25, -27, -31. Each test puts the
executor in a position where a restriction of the book bites (a dealt seed with moves made, or a
position laid by hand) and checks both sides: the move the book forbids is not offered, and the
move it allows is. The docstrings quote the book.
"""

from __future__ import annotations

import pytest

from helpers import dealt, listed, move_texts, pile, play, position, rule_game, top


# ---------------------------------------------------------------------------------------------
# klondike-nl — Patience (Klondike), modern Dutch

KL = "klondike-nl"


def test_klondike_the_stock_is_turned_only_when_no_card_can_be_played():
    """"Als je geen kaarten meer kunt wegleggen, dan kun je kaarten van de draaistapel omdraaien.\""""
    g, st = dealt(KL, 18)
    moves = move_texts(g, st)
    assert "s>w" not in moves
    assert {"t2>t4", "t3>t6", "t5>t2"} <= moves
    st = position(g, s="KC", t1="2H")
    assert listed(g, st) == ["s>w"]


def test_klondike_a_move_that_can_be_taken_straight_back_does_not_hold_up_the_stock():
    """"Als je geen kaarten meer kunt wegleggen, dan kun je kaarten van de draaistapel omdraaien."

    JC can go from QH to QD and straight back: shuttling it plays no card, so the stock may be turned.
    """
    g, st = dealt(KL, 2, "t7>f1", "t1>t2", "t4>t5")
    assert move_texts(g, st) == {"s>w", "t5>t7"}


def test_klondike_the_redeal_also_waits_until_no_card_can_be_played():
    """"Het omdraaien van kaarten van de draaistapel mag je herhalen" / "Is de draaistapel op, dan
    schud je de weggelegde kaarten en leg je die weer gesloten neer als nieuwe draaistapel.\""""
    g = rule_game(KL)
    st = position(g, w="9c 8d", t1="AH")
    moves = move_texts(g, st)
    assert "redeal" not in moves and "t1>f1" in moves
    st = position(g, w="9c 8d", t1="2H")
    assert listed(g, st) == ["redeal"]


def test_klondike_cards_turned_earlier_are_put_aside_face_down_until_the_redeal():
    """"Het omdraaien van kaarten van de draaistapel mag je herhalen, waarbij je de kaarten die je
    eerder hebt omgedraaid en niet weggespeeld hebt even gesloten aan de kant legt.\""""
    g = rule_game(KL)
    st = position(g, f1="AC 2C 3C", w="5C", s="4C")
    assert listed(g, st) == ["s>w"]
    play(g, st, "s>w")
    assert pile(g, st, "w") == "5c 4C"
    play(g, st, "w>f1")
    # 5C would go on 4C, but it was put aside face down: only the re-deal brings it back
    assert pile(g, st, "w") == "5c"
    assert listed(g, st) == ["redeal"]
    st = position(g, f1="AC 2C 3C 4C", w="5C")
    assert "w>f1" in move_texts(g, st)
    # a real deal: the waste card of an earlier turn lies face down
    g, st = dealt(KL, 12, "s>w", "w>t4", "s>w", "s>w", "w>f1")
    assert pile(g, st, "w") == "5c"


def test_klondike_draw_three_puts_the_earlier_cards_aside_and_plays_the_top_card_first():
    """"Als je 3 kaarten tegelijkertijd open draait, dan mag je om te beginnen alleen de bovenste
    kaart spelen. Heb je de bovenste kaart gespeeld, dan mag je de kaart die nu boven ligt, spelen."
    / "waarbij je de kaarten die je eerder hebt omgedraaid en niet weggespeeld hebt even gesloten
    aan de kant legt\""""
    g = rule_game(KL, "draw-3")
    st = position(g, f1="AC 2C 3C", w="8H", s="4C 5C 9S")
    assert listed(g, st) == ["s>w"]
    play(g, st, "s>w")
    assert pile(g, st, "w") == "8h 9S 5C 4C"
    assert listed(g, st) == ["w>f1"]
    play(g, st, "w>f1")
    assert listed(g, st) == ["w>f1"]
    play(g, st, "w>f1")
    assert pile(g, st, "w") == "8h 9S"


def test_klondike_an_empty_column_takes_only_a_king_or_a_run_headed_by_a_king():
    """"Als een stapel op het speelveld (tableau) helemaal leeg gespeeld is, dan mag op de lege plek
    een heer of een serie met een heer neergelegd worden.\""""
    g = rule_game(KL)
    st = position(g, t2="5c QS", t3="4d KH QC", w="KD", t4="3c 9H", t5="2c 8S", t6="2d 7H", t7="2h 6S")
    moves = move_texts(g, st)
    assert {"t3>t1:2", "w>t1"} <= moves
    assert not {"t2>t1", "t3>t1"} & moves


# ---------------------------------------------------------------------------------------------
# hagenaar2-12 — Het paaschei (No. 12)

PA = "hagenaar2-12"


def test_paaschei_a_pack_card_that_fits_is_laid_on_and_never_turned_onto_the_talon():
    """"Dan gaat men voort, de passende van het spel genomen kaarten op de vier kleurpakjes of op de
    rij van de acht grondkaarten te leggen; de niet passende echter op een talon.\""""
    g, st = dealt(PA, 1, "r5>r3", "s>w", "r1>r5", "s>w")
    assert top(g, st, "s") == "9D"
    assert listed(g, st) == ["s>w"]
    play(g, st, "s>w")
    assert top(g, st, "s") == "2C"
    assert listed(g, st) == ["s>f2"]


def test_paaschei_the_player_chooses_between_the_suit_pile_and_a_row_card():
    """"de passende van het spel genomen kaarten op de vier kleurpakjes of op de rij van de acht
    grondkaarten te leggen\""""
    moves = ["r5>r3", "s>w", "r1>r5", "s>w", "s>w", "s>f2"] + ["s>w"] * 9 + ["s>f3", "s>r8"] + ["s>w"] * 4 + ["s>r2"]
    g, st = dealt(PA, 1, *moves)
    assert top(g, st, "s") == "3S"
    assert listed(g, st) == ["s>f3", "s>r7"]


def test_paaschei_a_first_ace_makes_the_other_aces_bases_as_they_appear_and_marriages_go_down():
    """"Was het een aas, dan worden de overige azen bij hun te voorschijn komen er naast gelegd" /
    "Lagen azen aan de kleurpakjes ten grondslag, dan spreekt het vanzelf, dat de mariages van
    dezelfde kleur in dalende orde gemaakt moeten worden\""""
    g, st = dealt(PA, 1)
    assert [pile(g, st, f"f{i}") for i in range(1, 5)] == ["AD", "AC", "", ""]
    assert pile(g, st, "r4") == "KS" and pile(g, st, "r8") == "KH"  # kings start no pile
    assert listed(g, st) == ["s>w", "r5>r3"]  # 5D onto 6D, not 6D onto 5D
    play(g, st, "r5>r3", "s>w", "r1>r5", "s>w", "s>w", "s>f2", *["s>w"] * 7)
    assert pile(g, st, "f3") == ""
    play(g, st, "s>w")  # AS comes to the top of the pack
    assert pile(g, st, "f3") == "AS"


def test_paaschei_a_first_king_makes_the_piles_go_down_and_the_marriages_up():
    """"Is er noch heer, noch aas verschenen, zoo legt men de volgende kaarten op een talon, totdat
    een dezer kaarten verschijnt." / "Was het een heer, zoo vormt deze den grondslag tot de vier
    heerenpakjes, die echter in dalende volgorde belegd worden." / "waren het echter heeren, dan
    worden mariages gevormd in klimmende orde.\""""
    g, st = dealt(PA, 2)
    assert pile(g, st, "f1") == "KD"
    assert len(pile(g, st, "w").split()) == 8  # turned until the king came
    assert listed(g, st) == ["s>w", "r4>r2"]  # 4H onto 3H, not 3H onto 4H
    st = position(g, seed=2, f1="KD", r1="QD", r2="JD", r3="3C")
    moves = move_texts(g, st)
    assert {"r1>f1", "r1>r2"} <= moves
    assert not {"r2>f1", "r2>r1"} & moves


def test_paaschei_gaps_in_the_row_are_filled_at_once_from_the_talon_else_from_the_pack():
    """"De daardoor ontstane open plaatsen moeten dadelijk aangevuld worden." / "vult de ledige
    plaatsen uit den talon aan\""""
    g, st = dealt(PA, 1, "r5>r3")
    assert pile(g, st, "r5") == "9H"  # the talon is empty: from the pack
    play(g, st, "s>w", "r1>r5")
    assert pile(g, st, "r1") == "8D" and pile(g, st, "w") == ""
    assert top(g, st, "s") == "3C"


# ---------------------------------------------------------------------------------------------
# hagenaar2-13 — Het onderricht in de rekenkunst (No. 13)

RK = "hagenaar2-13"
RK_MOVES = ["s>w"] * 4 + ["s>f3", "s>f1", "s>w", "s>w", "s>f4", "s>w", "s>f3"] + ["s>w"] * 4 + ["s>f1"] + ["s>w"] * 3


def test_rekenkunst_a_card_that_fits_is_laid_before_the_next_is_turned():
    """"Hieronder komen op een tweede rij een twee, vier, zes en acht, zijnde de dubbele getallen der
    grondkaarten, zoodra zij verschijnen" / "Deze worden, zoodra ze verschijnen, ieder op haar pakje
    gelegd" / "De niet passende kaarten legt men bij den talon.\""""
    g, st = dealt(RK, 1, "s>w", "s>w", "s>w")
    assert top(g, st, "s") == "JC" and listed(g, st) == ["s>w"]
    play(g, st, "s>w")
    assert top(g, st, "s") == "6D"  # twice the third base card
    assert listed(g, st) == ["s>f3"]
    play(g, st, "s>f3")
    assert listed(g, st) == ["s>f1"]  # 2H, twice the ace


def test_rekenkunst_a_talon_card_that_fits_is_laid_too_and_the_player_picks_among_placements():
    """"den talon niet uit het oog verliezend, om al de voorhanden passende kaarten op de pakjes te
    leggen\""""
    g, st = dealt(RK, 1, *RK_MOVES)
    assert top(g, st, "s") == "4H"  # 3H + 1 on the first pile, or the starter of the second
    assert listed(g, st) == ["s>f1", "s>f2"]
    play(g, st, "s>f2", "s>f2", "s>w", "s>w", "s>w", "s>f2")
    assert top(g, st, "w") == "10S" and pile(g, st, "f2") == "4H 6S 8H"
    assert listed(g, st) == ["w>f2"]


def test_rekenkunst_kings_are_set_aside_as_they_are_turned():
    """"de heeren die tegen het einde van het spel het getal dertien sluiten, worden niet meegeteld en
    voorloopig terzijde gelegd\""""
    g, st = dealt(RK, 1, "s>w")
    assert pile(g, st, "k") == "KD" and pile(g, st, "w") == "JS"
    play(g, st, "s>w")
    assert pile(g, st, "k") == "KD KH" and pile(g, st, "w") == "JS 7H"


def test_rekenkunst_each_card_adds_the_base_card_less_thirteen():
    """"zooveel gelden als de bovenste kaart van ieder pakje, vermeerderd met het bedrag van de
    onmiddellijk daarboven liggende grondkaart en zoo noodig verminderd met het getal dertien.\""""
    g = rule_game(RK)
    st = position(g, clear=["f", "k", "s", "w"], f2="4D 6D 8D 10D QD", s="AH")
    assert listed(g, st) == ["s>f2"]  # Q + 2 = 14 - 13 = A
    st = position(g, clear=["f", "k", "s", "w"], f2="4D 6D 8D 10D QD", s="3H")
    assert listed(g, st) == ["s>w"]


def test_rekenkunst_a_king_closes_a_pile_that_reaches_thirteen_and_nothing_goes_on_it():
    """"Wanneer een van de pakjes met zijn bovenste kaart, gevoegd bij de onmiddellijk
    daaronderliggende grondkaart, de som van dertien bereikt heeft, dan wordt het met den eerst
    komenden heer gesloten\""""
    g = rule_game(RK)
    st = position(g, clear=["f", "k", "s", "w"], f1="2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH", k="KD", s="AS")
    assert listed(g, st) == ["k>f1"]
    play(g, st, "k>f1")
    assert listed(g, st) == ["s>w"]  # K + 1 would be an ace, but the pile is closed


def test_rekenkunst_the_talon_is_taken_up_only_twice_unless_played_until_it_comes_out():
    """"daar men den talon maar twee maal mag opnemen" / "of neemt men den talon zoo vaak weer op,
    totdat de patience gelukt is\""""
    for variant, third in ((None, []), ("until-won", ["redeal"])):
        g = rule_game(RK, variant)
        st = position(g, clear=["f", "k", "s", "w"], w="5S 9S")
        assert listed(g, st) == ["redeal"]
        play(g, st, "redeal", "s>w", "s>w", "redeal", "s>w", "s>w")
        assert listed(g, st) == third


# ---------------------------------------------------------------------------------------------
# hagenaar2-15 — Het kruis (No. 15)

KR = "hagenaar2-15"
KR_MOVES = ["c1>f1", "s>w", "s>f1", "x10>f1"] + ["s>w"] * 8 + ["s>f2", "s>w", "s>f1"] + ["s>w"] * 4 + ["x7>f3"]


def test_kruis_the_first_base_is_chosen_from_the_three_turned_cards():
    """"Daarna worden de drie volgende kaarten van het spel omgekeerd, waarvan men er één als
    grondkaart uitkiest.\""""
    g, st = dealt(KR, 1)
    assert pile(g, st, "x2") == "AD"
    assert listed(g, st) == ["c1>f1", "c2>f1", "c3>f1"]


def test_kruis_bases_in_the_cross_among_the_candidates_and_from_the_pack_are_laid_out_at_once():
    """"Liggen een of meer grondkaarten in het kruis, dan worden zij reeds dadelijk uitgelegd." /
    "Behalve de uitgekozen kaart worden nog de drie andere kaarten van gelijke waarde als grondkaarten
    naast de eerste neergelegd, zoodra ze bij het kaart voor kaart afnemen van het spel te voorschijn
    komen\""""
    g, st = dealt(KR, 1, "c1>f1")
    assert pile(g, st, "f1") == "8D" and pile(g, st, "f2") == "8H"  # 8H from the cross
    g, st = dealt(KR, 2, "c1>f1")
    assert pile(g, st, "f1") == "9C" and pile(g, st, "f2") == "9S"  # 9S from the other candidates
    g, st = dealt(KR, 2, *KR_MOVES[:-2])
    assert pile(g, st, "f3") == ""
    play(g, st, "s>w")  # 9H comes to the top of the pack
    assert pile(g, st, "f3") == "9H"


def test_kruis_the_pack_is_turned_only_when_no_cross_card_fits():
    """"Men neemt hiertoe zoolang mogelijk kaarten uit het kruis, waarin men de open plaatsen telkens
    van uit het spel aanvult. Komen in het kruis geen passende kaarten meer voor, dan legt men de van
    het spel afgenomen kaarten, die niet op de grondpakjes passen, op een talon.\""""
    g, st = dealt(KR, 2, "c1>f1", "s>w", "s>f1")
    assert top(g, st, "s") == "KD"  # fits no base, yet it may not be turned while JC fits
    assert listed(g, st) == ["x10>f1"]
    play(g, st, "x10>f1")
    assert listed(g, st) == ["s>w"]
    # a pack card that fits waits too while a cross card fits
    st = position(g, f1="9C", x1="10D", s="10H")
    assert listed(g, st) == ["x1>f1"]
    st = position(g, f1="9C", x1="2C", s="10H")
    assert listed(g, st) == ["s>f1"]


def test_kruis_a_turned_card_that_fits_goes_on_a_base_not_the_talon():
    """"dan legt men de van het spel afgenomen kaarten, die niet op de grondpakjes passen, op een talon.\""""
    g, st = dealt(KR, 2, "c1>f1", "s>w")
    assert top(g, st, "s") == "10D"
    assert listed(g, st) == ["s>f1", "s>f2"]


def test_kruis_the_leftover_candidates_then_the_talon_fill_the_gaps_and_the_talon_plays_no_other_way():
    """"Om te beginnen worden nu de ledige plaatsen in het kruis aangevuld en wel allereerst met de
    overblijvende twee kaarten van de drie, waaruit de grondkaart gekozen is" / "waarin de gapingen
    dan weer in de eerste plaats van uit den talon aangevuld worden\""""
    g, st = dealt(KR, 2, *KR_MOVES[:4])
    assert pile(g, st, "x10") == "7S" and pile(g, st, "w") == "QH"  # the leftover, not the talon
    assert top(g, st, "f1") == "JC"  # QH would fit, but the talon only fills gaps
    assert listed(g, st) == ["s>w"]
    g, st = dealt(KR, 2, *KR_MOVES)
    assert pile(g, st, "x7") == "AH"  # the talon's top, not the pack's JD
    assert top(g, st, "s") == "JD"


def test_kruis_bases_rise_in_alternating_colours_round_the_corner():
    """"Op de grondkaarten moeten in opklimmende volgorde de passende kaarten worden gelegd en wel
    zoodanig, dat in alle pakjes op een roode kaart een zwarte wordt gelegd en omgekeerd.\""""
    g = rule_game(KR)
    st = position(g, f1="9C", f2="9D 10S JD QS KD", x1="10D", x2="10C", x3="AS", x4="AH")
    assert move_texts(g, st) == {"x1>f1", "x3>f2"}


def test_kruis_the_pack_goes_through_once_but_twice_as_a_favour():
    """"Eigenlijk mag men het spel slechts éénmaal doornemen, intusschen kan zulks nog als gunst voor
    een tweede maal geschieden.\""""
    cross = {f"x{i}": c for i, c in enumerate("2C 3C 4C 5C 6C 7C 8C JC QC KC AC".split(), 1)}
    for variant, passes in ((None, []), ("gunst", ["redeal"])):
        g = rule_game(KR, variant)
        st = position(g, f1="9C", f2="9S", w="2D 5H", **cross)
        assert listed(g, st) == passes
    play(g, st, "redeal", "s>w", "s>w")
    assert listed(g, st) == []


# ---------------------------------------------------------------------------------------------
# hagenaar2-16 — De familie (No. 16)

FA = "hagenaar2-16"


def test_familie_a_fitting_card_goes_on_at_once_and_the_player_only_turns_the_pack():
    """"Op den heer wordt in afdalende volgorde een kleurenpakje gevormd, waartoe de passende
    kaarten, zoodra die te voorschijn komen, op dat pakje worden gelegd.\""""
    g, st = dealt(FA, 1)
    assert pile(g, st, "f") == "KC" and listed(g, st) == ["s>w"]
    st = position(g, f="KC", s="QC JC")
    assert listed(g, st) == ["s>w"]
    play(g, st, "s>w")  # JC to the talon, then QC from the pack and JC from the talon go on
    assert pile(g, st, "f") == "KC QC JC"
    assert pile(g, st, "w") == pile(g, st, "s") == ""


def test_familie_no_lower_card_before_all_higher_ones():
    """"Een lagere kaart mag daarbij niet worden opgelegd of uit het spel gehouden, voordat alle
    hoogere reeds zijn opgelegd.\""""
    g = rule_game(FA)
    st = position(g, f="KC", s="QD JC")
    play(g, st, "s>w")
    assert pile(g, st, "f") == "KC"
    assert pile(g, st, "w") == "JC" and pile(g, st, "s") == "QD"
    assert listed(g, st) == ["s>w"]


def test_familie_four_passes_in_all():
    """"Is de talon vier maal doorgenomen en is dan het doel —het vormen van een kleurenhoopje — nog
    niet bereikt, zoo is de patience mislukt.\""""
    g = rule_game(FA)
    st = position(g, f="KC", w="2D")
    for _ in range(3):
        assert listed(g, st) == ["redeal"]
        play(g, st, "redeal", "s>w")
    assert listed(g, st) == []


# ---------------------------------------------------------------------------------------------
# hagenaar2-17 — Het wapenschild (No. 17)

WS = "hagenaar2-17"


def test_wapenschild_a_spare_pile_that_fits_a_base_is_carried_over_before_anything_else():
    """"Zoodra de hulppakjes aan de grondpakjes aansluiten, worden ze daarop in omgekeerde volgorde
    overgebracht\""""
    g, st = dealt(WS, 1)
    assert top(g, st, "s") == "7S"  # fits 9S, but the spare 7D goes first
    assert listed(g, st) == ["h1>f2"]
    g = rule_game(WS)
    st = position(g, clear=["f", "h", "s", "w"], f2="9D 7D", h1="3D 5D", s="4C")
    assert listed(g, st) == ["h1>f2"]
    play(g, st, "h1>f2")
    assert listed(g, st) == ["h1>f2"]  # then the next card of the spare pile


def test_wapenschild_a_turned_card_that_fits_is_laid_on_not_put_on_the_talon():
    """"alle oneven kaarten op de negens van gelijke kleur, alle even kaarten op de tienen van gelijke
    kleur gelegd" / "De niet passende kaarten worden op een talon vereenigd.\""""
    g, st = dealt(WS, 1, "h1>f2")
    assert listed(g, st) == ["s>f4"]
    play(g, st, "s>f4")
    assert listed(g, st) == ["s>w"]


def test_wapenschild_court_cards_go_to_their_places_as_they_come():
    """"Heeren, vrouwen en boeren worden gelegd op de plaatsen in de figuur aangegeven.\""""
    g, st = dealt(WS, 1, "h1>f2", "s>f4", "s>w", "s>f2", "s>w", "s>f7")
    assert pile(g, st, "p1") == "" and top(g, st, "s") == "AC"
    play(g, st, "s>w")  # QH comes to the top of the pack
    assert pile(g, st, "p1") == "QH"
    assert pile(g, st, "w") == "AS 5C AC"


def test_wapenschild_odd_cards_go_on_the_nines_and_even_cards_on_the_tens_of_their_suit():
    """"alle oneven kaarten op de negens van gelijke kleur, alle even kaarten op de tienen van gelijke
    kleur gelegd en wel in de volgorden: zeven, vijf, drie, aas en: acht, zes, vier, twee.\""""
    g = rule_game(WS)
    for card, expected in (("7C", ["s>f1"]), ("8C", ["s>f5"]), ("7D", ["s>w"]), ("6C", ["s>w"])):
        st = position(g, clear=["f", "h", "s", "w"], f1="9C", f5="10C", s=card)
        assert listed(g, st) == expected, card


def test_wapenschild_spare_piles_rise_by_two_keeping_odd_and_even_apart():
    """"Ook op de drie hulpkaarten kunnen kaarten worden gelegd, doch in klimmende orde en wel op de
    even hulpkaarten even kaarten en op de oneven hulpkaarten oneven kaarten\""""
    g = rule_game(WS)
    spares = {"h1": "4C", "h2": "AD", "h3": "AH"}
    st = position(g, clear=["f", "h", "s", "w"], w="6D", s="5S", **spares)
    assert "w>h1" in move_texts(g, st)
    st = position(g, clear=["f", "h", "s", "w"], w="5D", s="5S", **spares)
    assert "w>h1" not in move_texts(g, st)


def test_wapenschild_the_talon_is_taken_up_once():
    """"De talon mag nog éénmaal opgenomen worden.\""""
    g = rule_game(WS)
    st = position(g, clear=["f", "h", "s", "w"], h1="AC", h2="AD", h3="AH", w="2D 4S")
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal", "s>w", "s>w")
    assert listed(g, st) == []


# ---------------------------------------------------------------------------------------------
# hagenaar2-20 — De vier paren (No. 20)

VP = "hagenaar2-20"
VP_SEED2 = (
    "r1>f6 r9>f2 s>w s>w s>f6 r7>f6 s>w s>w s>w s>f3 s>f2 s>f8 s>f4 s>w s>w s>w s>w s>w s>w s>f2 r9>f2 r7>f2 "
    "s>w s>w s>w s>w s>f3 r8>f3 s>f5 s>f8 s>w s>f8 s>w s>f1 r7>f1 r5>f1 s>f4 r1>f4"
).split()


def test_vier_paren_spare_cards_that_fit_go_up_before_the_pack_is_turned():
    """"Hierna legt men negen hulpkaarten uit, waaruit men de kaarten, die op de grondpakjes passen,
    al dadelijk uitzoekt." / "Zijn er onder de negen hulpkaarten geen meer, die in de aangegeven
    volgorde op de grondpakjes passen, dan worden … de kaarten van het spel … een voor een gekeerd.\""""
    g, st = dealt(VP, 1)
    assert listed(g, st) == ["r5>f7", "r9>f1"]
    play(g, st, "r5>f7", "r9>f1")
    assert listed(g, st) == ["s>w"]


def test_vier_paren_a_turned_card_that_fits_goes_up_and_so_do_the_spare_cards_it_frees():
    """"Passende kaarten worden op de grondpakjes geplaatst, niet passende op een talon vereenigd." /
    "Worden door de plaatsing van gekeerde kaarten op de grondpakjes een of meer hulpkaarten passend,
    dan worden die onmiddellijk bij de grondpakjes gelegd.\""""
    g, st = dealt(VP, 1, "r5>f7", "r9>f1", "s>w", "s>w")
    assert top(g, st, "s") == "4D"
    assert listed(g, st) == ["s>f4"]
    play(g, st, "s>f4")
    assert listed(g, st) == ["r3>f4"]  # 6D, before the next card is turned


def test_vier_paren_gaps_are_filled_from_the_talon_first():
    """"De daardoor ontstane gapingen worden in de eerste plaats aangevuld met de bovenliggende
    kaarten van den talon.\""""
    g, st = dealt(VP, 1, "r5>f7", "r9>f1")
    assert pile(g, st, "r9") == "8D"  # no talon yet: from the pack
    play(g, st, "s>w", "s>w", "s>f4", "r3>f4")
    assert pile(g, st, "r3") == "KC" and pile(g, st, "w") == "7H"
    assert top(g, st, "s") == "10C"


def test_vier_paren_the_talon_reaches_a_base_only_through_a_gap():
    """"De daardoor ontstane gapingen worden in de eerste plaats aangevuld met de bovenliggende
    kaarten van den talon." (the talon has no other use)"""
    g, st = dealt(VP, 2, *VP_SEED2)
    assert top(g, st, "w") == "9C" and top(g, st, "f1") == "7C"
    assert listed(g, st) == ["r4>f4", "s>f6"]
    play(g, st, "r4>f4")
    assert pile(g, st, "r4") == "9C"
    assert "r4>f1" in move_texts(g, st)


def test_vier_paren_aces_take_the_odd_cards_and_twos_the_even_cards_of_their_suit():
    """"Men moet n.l. op de azen alle oneven kaarten en op de tweeën alle even kaarten van dezelfde
    kleur plaatsen.\""""
    g = rule_game(VP)
    st = position(g, clear=["r", "s", "w"], r1="3C", r2="4C", r3="5C", r4="6D", r5="4H")
    assert move_texts(g, st) == {"r1>f1", "r2>f2", "r5>f6"}


def test_vier_paren_the_talon_is_not_taken_up_again():
    """"De talon mag niet meer opgenomen worden.\""""
    g, st = dealt(VP, 1)
    while moves := listed(g, st):
        play(g, st, moves[0])
    assert pile(g, st, "s") == "" and pile(g, st, "w") != ""
    assert not g.is_won(st)


# ---------------------------------------------------------------------------------------------
# hagenaar2-22 — De hoeken (No. 22)

HK = "hagenaar2-22"
HK_LAYING = ["s>f2", "s>r1", "s>r2", "s>r3", "s>r4"]


def test_hoeken_while_the_square_is_laid_a_fitting_card_may_be_played_or_laid_in_a_place():
    """"Kaarten, die in opklimmende volgorde passen op de vier hoekkaarten, kunnen al dadelijk daarop
    worden geplaatst.\""""
    g, st = dealt(HK, 2)
    assert top(g, st, "s") == "4H" and pile(g, st, "f2") == "3H"
    assert listed(g, st) == ["s>f2", "s>r1"]
    play(g, st, "s>r1")
    assert pile(g, st, "r1") == "4H"


def test_hoeken_corners_are_four_different_suits_and_other_cards_go_to_the_places_then_the_talon():
    """"De vier hoekkaarten moeten van de vier verschillende kleuren zijn. Komen er twee of meer
    kaarten van eenzelfde kleur, dan worden, nadat één ervan in een hoek gelegd is, de overige in de
    vier tusschenruimten geplaatst." / "Zijn alle tusschenruimten reeds belegd, dan worden deze kaarten
    als het begin van een te vormen talon T … gelegd.\""""
    g, st = dealt(HK, 2, "s>f2")
    assert [pile(g, st, f"f{i}") for i in range(1, 5)] == ["3D", "3H 4H", "4C", "6S"]
    assert top(g, st, "s") == "QS"
    assert listed(g, st) == ["s>r1"]  # no talon while a place is free
    play(g, st, *HK_LAYING[1:])
    assert listed(g, st) == ["s>w"]


def test_hoeken_once_the_places_are_filled_a_fitting_card_must_go_on_a_corner():
    """"Zijn alle plaatsen aangevuld, dan worden de overige kaarten van het spel een voor een gekeerd
    en op de hoekhoopjes gelegd, indien ze daarop passen in opklimmende volgorde en in dezelfde kleur.
    Niet passende kaarten worden op den talon in het midden gelegd.\""""
    g, st = dealt(HK, 2, *HK_LAYING, "s>w", "s>w")
    assert listed(g, st) == ["s>w"]
    play(g, st, "s>w")
    assert top(g, st, "s") == "7S"
    assert listed(g, st) == ["s>f4"]


def test_hoeken_spare_cards_must_go_on_the_corners_and_gaps_are_filled_from_the_talon():
    """"De vier hulpkaarten moeten eveneens op de hoekhoopjes worden gelegd, zoodra ze in den loop van
    het spel daarop passend worden." / "De ledige plaatsen worden dan in de eerste plaats van uit den
    talon aangevuld.\""""
    moves = ["s>r1", "s>r2", "s>r3", "s>r4", "s>w", "s>w", "s>f1", "s>w", "s>w", "s>w", "s>f4"] + ["s>w"] * 8 + [
        "s>f3", "s>w", "s>f3", "s>w", "s>w", "s>w", "s>w", "s>f1", "s>w", "s>w", "s>f3"]
    g, st = dealt(HK, 1, *moves)
    assert pile(g, st, "r4") == "4S" and top(g, st, "f3") == "3S"
    assert listed(g, st) == ["r4>f3"]
    play(g, st, "r4>f3")
    assert pile(g, st, "r4") == "10D"  # the talon's top


def test_hoeken_the_talon_top_never_goes_straight_to_a_corner():
    """"De ledige plaatsen worden dan in de eerste plaats van uit den talon aangevuld." (the talon has
    no other use)"""
    moves = ["s>r1", "s>r2", "s>f2", "s>r3", "s>f4", "s>f4", "s>r4"] + ["s>w"] * 6 + ["s>f1", "s>w", "s>w", "s>f3", "s>w", "s>w",
             "s>w", "s>f2"] + ["s>w"] * 5 + ["s>f3", "s>w", "s>f1"]
    g, st = dealt(HK, 7, *moves)
    assert top(g, st, "w") == "AH" and top(g, st, "f1") == "KH"
    assert listed(g, st) == ["s>w"]


def test_hoeken_three_passes_in_all():
    """"Wanneer het spel geheel verbruikt is, mag de talon nog voor een tweede en daarna nog voor een
    derde maal doorgenomen worden.\""""
    g = rule_game(HK)
    square = {"f1": "5C", "f2": "5D", "f3": "5H", "f4": "5S", "r1": "9C", "r2": "9D", "r3": "9H", "r4": "9S"}
    st = position(g, w="2C 2D", **square)
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal", "s>w", "s>w")
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal", "s>w", "s>w")
    assert listed(g, st) == []


# ---------------------------------------------------------------------------------------------
# hagenaar2-25 — De Napoleonpatience (No. 25)

NP = "hagenaar2-25"
NP_FILLERS = {f"r{i}": c for i, c in enumerate("5C 6C 7C 9C 10C JC".split(), 2)}  # fit no 2, 4 or 8


def test_napoleon_spare_cards_are_placed_first():
    """"In de eerste plaats komen voor plaatsing op het grondpakje de zeven hulpkaarten in aanmerking."
    / "Zijn geen hulpkaarten meer te plaatsen, dan worden de overige kaarten van het spel een voor een
    gekeerd\""""
    g, st = dealt(NP, 4)
    assert pile(g, st, "f") == "JH" and pile(g, st, "r1") == "9S"
    assert listed(g, st) == ["r1>f"]
    g = rule_game(NP)
    st = position(g, f="2C", r1="4H", s="4D")
    assert listed(g, st) == ["r1>f"]  # the spare card before the turned card
    st = position(g, f="2C", r1="5H", s="4D")
    assert listed(g, st) == ["s>f"]


def test_napoleon_a_turned_card_that_fits_goes_on_the_pile_and_spare_cards_that_fit_again_follow():
    """"de passende op het grondpakje, de niet passende op een talon gelegd" / "Worden in den loop van
    het spel een of meer hulpkaarten weder passend op het grondpakje, dan worden ze daarop gelegd en
    uit den talon vervangen.\""""
    g, st = dealt(NP, 2, *["s>w"] * 11)
    assert top(g, st, "s") == "8S" and pile(g, st, "f") == "4S"
    assert listed(g, st) == ["s>f"]
    play(g, st, "s>f")
    assert listed(g, st) == ["r1>f", "r2>f"]  # 3D or 3H: 16 - 13
    play(g, st, "r1>f")
    assert pile(g, st, "r1") == "7H" and top(g, st, "w") == "AS"


def test_napoleon_talon_cards_come_back_only_through_the_spare_places():
    """"dan worden ze daarop gelegd en uit den talon vervangen" (the talon has no other use)"""
    g = rule_game(NP)
    st = position(g, f="2S", r1="4H", w="8D 4D", s="9H", **NP_FILLERS)
    assert listed(g, st) == ["r1>f"]  # not the talon's 4D
    play(g, st, "r1>f")
    assert pile(g, st, "r1") == "4D"
    assert top(g, st, "w") == "8D"  # 8D would fit on 4H
    assert listed(g, st) == ["s>w"]


def test_napoleon_each_card_doubles_the_value_less_thirteen():
    """"Op deze grondkaart wordt nu een pakje gevormd door op de bovenliggende kaart telkens een kaart
    te leggen, die hare dubbele waarde heeft. Zoodra de verdubbeling het getal dertien overschrijdt,
    moet de kaart genomen worden, wier waarde gelijk is aan die verdubbeling, verminderd met dertien.\""""
    g = rule_game(NP)
    st = position(g, f="5S", r1="10D", r2="9D", r3="3C")
    assert listed(g, st) == ["r1>f"]
    st = position(g, f="8S", r1="10D", r2="9D", r3="3C")
    assert listed(g, st) == ["r3>f"]


def test_napoleon_kings_are_laid_above_the_pile_as_they_come():
    """"met uitzondering van de vier heeren, die daarboven liggen\""""
    g, st = dealt(NP, 2, *["s>w"] * 7)
    assert pile(g, st, "k") == "" and top(g, st, "s") == "10D"
    play(g, st, "s>w")  # KD comes to the top of the pack
    assert pile(g, st, "k") == "KD" and "KD" not in pile(g, st, "w")


def test_napoleon_the_talon_is_taken_up_twice_more():
    """"De talon mag nog tweemaal opgenomen en opnieuw uitgelegd worden (dus driemaal in het geheel).\""""
    g = rule_game(NP)
    st = position(g, f="2S", r1="QC", w="3D 5D", **NP_FILLERS)
    for _ in range(2):
        assert listed(g, st) == ["redeal"]
        play(g, st, "redeal", "s>w", "s>w")
    assert listed(g, st) == []


# ---------------------------------------------------------------------------------------------
# hagenaar2-27 — Het horloge of de dames bij de klok (No. 27)

HL = "hagenaar2-27"


def test_horloge_a_turned_card_that_fits_an_hour_is_laid_on_it():
    """"dan neemt men van het spel in de hand de kaarten een voor een af, en legt de passende van
    dezelfde kleur en in klimmende orde op" / "Uit de van het spel genomen, niet passende kaarten wordt
    een talon gevormd\""""
    g, st = dealt(HL, 1, *["s>w"] * 4)
    assert listed(g, st) == ["s>w"]
    play(g, st, "s>w")
    assert top(g, st, "s") == "10S"
    assert listed(g, st) == ["s>h9"]


def test_horloge_queens_go_to_the_middle_as_they_appear():
    """"daar de verschijnende vrouwen, als geen deel hebbend aan het eigenlijke spel, in het midden
    behooren\""""
    g, st = dealt(HL, 1, "s>w")
    assert pile(g, st, "q") == "" and top(g, st, "s") == "6C"
    play(g, st, "s>w")  # QS comes to the top of the pack
    assert pile(g, st, "q") == "QS" and pile(g, st, "w") == "KD 6C"


def test_horloge_kings_follow_the_knaves_aces_follow_the_kings_and_queens_stay_out():
    """"en legt de passende van dezelfde kleur en in klimmende orde op, met de eenige uitzondering, dat
    op de boeren de heeren volgen … dat de azen op de heeren volgen, spreekt van zelf.\""""
    g = rule_game(HL)
    hours = ["q", "s", "w"]
    assert listed(g, position(g, clear=hours, s="KC")) == ["s>h11"]
    assert listed(g, position(g, clear=hours, s="AH")) == ["s>h12"]
    assert listed(g, position(g, clear=hours, s="QC")) == ["s>w"]


def test_horloge_an_hour_holds_eight_cards():
    """"Gelukt de patience, dan moet ieder uurcijfer zijne acht kaarten hebben\""""
    g = rule_game(HL)
    st = position(g, clear=["q", "s", "w"], h1="AS 2S 3S 4S 5S 6S 7S", s="8S")
    assert listed(g, st) == ["s>h1"]
    st = position(g, clear=["q", "s", "w"], h1="AS 2S 3S 4S 5S 6S 7S 8S", s="9S")
    assert listed(g, st) == ["s>w"]


def test_horloge_the_talon_is_taken_up_only_when_no_card_fits():
    """"Is het spel verbruikt, en zijn er geene passende kaarten meer voorhanden, dan wordt de talon
    voor de eerste maal opgenomen\""""
    g = rule_game(HL)
    st = position(g, clear=["q", "s", "w"], w="5C 2S")
    assert listed(g, st) == ["w>h1"]
    play(g, st, "w>h1")
    assert listed(g, st) == ["redeal"]


def test_horloge_the_talon_is_taken_up_twice_or_with_four_talons_once():
    """"zoo wordt de talon nog eens en voor de laatste maal opgenomen en uitgelegd." / "Gelukt de
    patience niet, dan kan de speler voor een tweede maal zijn geluk met vier talons in plaats van met
    één beproeven, in welk geval hij die maar eenmaal mag opnemen.\""""
    g = rule_game(HL)
    st = position(g, clear=["q", "s", "w"], w="5C 6C")
    play(g, st, "redeal", "s>w", "s>w")
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal", "s>w", "s>w")
    assert listed(g, st) == []
    g = rule_game(HL, "four-talons")
    assert listed(g, g.deal(1)) == ["s>w1", "s>w2", "s>w3", "s>w4"]
    st = position(g, clear=["q", "s", "w"], w1="5C", w3="6C")
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal", "s>w2", "s>w2")
    assert listed(g, st) == []


def test_horloge_reversed_the_hours_are_built_down():
    """"Hierop worden dan de kaarten van dezelfde kleur in dalende orde gelegd; op het aas volgt de
    heer, op den heer, de boer enz.; voor 't overige volge men dezelfde regels.\""""
    g = rule_game(HL, "reverse")
    assert pile(g, g.deal(1), "h1") == "8S"
    assert listed(g, position(g, clear=["q", "s", "w"], s="7S")) == ["s>h1"]
    assert listed(g, position(g, clear=["q", "s", "w"], s="9S")) == ["s>w"]
    assert listed(g, position(g, clear=["q", "s", "w"], s="JS")) == ["s>h5"]  # KS, then the knave


# ---------------------------------------------------------------------------------------------
# hagenaar2-31 — Het damessalon (No. 31)

DS = "hagenaar2-31"


def test_damessalon_aces_and_tens_are_laid_out_as_they_appear():
    """"Zoodra de azen en tienen verschijnen, worden deze op hunne, in de figuur aangewezen plaatsen
    gelegd." / "Een tien kan reeds gelegd worden, voordat het aas van dezelfde kleur verschenen is.\""""
    g, st = dealt(DS, 1)
    assert pile(g, st, "a1") == "AD"  # the pack's top card at the start
    play(g, st, *["s>w"] * 20)
    assert pile(g, st, "a4") == pile(g, st, "t1") == ""
    play(g, st, "s>w")  # AS, then 10D, come to the top of the pack
    assert pile(g, st, "a4") == "AS" and pile(g, st, "t1") == "10D"


def test_damessalon_one_ace_pile_and_one_ten_pile_for_each_suit():
    """"Zoodra de azen en tienen verschijnen, worden deze op hunne, in de figuur aangewezen plaatsen
    gelegd." (one place for each suit)"""
    g = rule_game(DS)
    st = position(g, a1="AD", s="AC AD")
    assert listed(g, st) == ["s>w"]  # the second AD starts no pile
    play(g, st, "s>w")
    assert pile(g, st, "w") == "AD" and pile(g, st, "a2") == "AC"


def test_damessalon_a_turned_card_that_fits_is_laid_on_not_put_on_the_talon():
    """"Bij het afnemen worden de passende kaarten op hare plaatsen in de figuur gelegd, de niet
    passende op een talon vereenigd.\""""
    g, st = dealt(DS, 1, *["s>w"] * 21)
    assert top(g, st, "s") == "2S"
    assert listed(g, st) == ["s>a4", "w>c1"]


def test_damessalon_ace_piles_rise_to_the_king_and_ten_piles_fall_through_the_ace_to_the_king():
    """"Op de tienen moeten in afdalende volgorde kleurpakjes worden gevormd van negens, achten, zevens
    enz. tot en met de heeren." / "Op de azen moeten kleurpakjes worden gevormd in opklimmende
    volgorde van tweeën, drieën enz. tot en met de heeren.\""""
    g = rule_game(DS)
    tens = "10D 9D 8D 7D 6D 5D 4D 3D 2D"
    assert listed(g, position(g, t1=tens, s="AD")) == ["s>t1"]
    assert listed(g, position(g, t1=tens + " AD", s="KD")) == ["s>t1"]
    assert listed(g, position(g, t1=tens + " AD KD", s="QD")) == ["s>w"]
    assert listed(g, position(g, a1="AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD", s="KD")) == ["s>a1"]


def test_damessalon_knaves_go_to_the_corners_whenever_the_player_likes_and_stay_there():
    """"De vier overblijvende boeren worden in de hoeken gelegd" / "Hiermede behoeft men niet tot het
    laatst te wachten." / "Een boer, die éénmaal in een der hoeken gelegd is, moet daar echter blijven
    liggen.\""""
    g, st = dealt(DS, 1)
    assert listed(g, st) == ["s>w", "s>c1"]
    play(g, st, "s>c1")
    assert pile(g, st, "c1") == "JH"
    assert not any(m.startswith("c1") for m in listed(g, st))


def test_damessalon_the_talon_is_taken_up_twice():
    """"Deze talon kan nog tweemaal worden opgenomen en uitgelegd.\""""
    g = rule_game(DS)
    st = position(g, a1="AD", w="5C 6C")
    for _ in range(2):
        assert listed(g, st) == ["redeal"]
        play(g, st, "redeal", "s>w", "s>w")
    assert listed(g, st) == []
