"""The book's rules of the games played from packets and rows laid out at the start, checked on the
committed rule sets.

Games: hagenaar2-04 and -18 (packets with face-down cards, no stock), hagenaar2-23 (a row dealt
eight cards at a time). Each test puts the executor in a position where a restriction of the book
bites (a dealt seed with moves made, or a position laid by hand) and checks both sides: the move the
book forbids is not offered, and the move it allows is. The docstrings quote the book.
"""

from __future__ import annotations

from patience.engine import cards

from helpers import dealt, listed, move_texts, pile, play, position, rule_game


# ---------------------------------------------------------------------------------------------
# hagenaar2-04 — De kwade zeven (No. 4)

KZ = "hagenaar2-04"


def test_kwade_zeven_packets_are_built_on_only_when_nothing_goes_to_the_foundations():
    """"Kan op deze wijze niets meer op de kleurenhoopjes worden gelegd, dan kan men de bovenste
    kaarten van de zeven eerstuitgelegde pakjes onderling in dalende volgorde op elkaar leggen\""""
    g, st = dealt(KZ, 1)
    assert pile(g, st, "t3") == "ad as 9c JC" and pile(g, st, "t6") == "10d 7s ks QD"
    assert listed(g, st) == ["t1>f1", "t1>f2", "t1>f3", "t1>f4"]  # AH; not JC onto QD
    play(g, st, "t1>f1")
    assert move_texts(g, st) == {"t1>t7", "t3>t6", "t7>t4", "c4>t5"}


def test_kwade_zeven_an_empty_packet_must_be_filled_before_anything_else():
    """"Er moeten steeds zeven pakjes blijven liggen.\""""
    g = rule_game(KZ)
    packets = {"t2": "8s KH QC", "t3": "7s JD", "t4": "7H", "t5": "7D", "t6": "8H", "t7": "8D", "c1": "AS"}
    st = position(g, t1="", **packets)
    assert listed(g, st) == ["t2>t1", "t3>t1", "t2>t1:2"]  # not AS to a foundation, nor JD onto QC
    st = position(g, t1="9C", **packets)
    assert "c1>f1" in move_texts(g, st)


def test_kwade_zeven_a_space_takes_the_top_open_card_or_all_open_cards_of_another_packet():
    """"Raakt een der pakjes uitgeput, dan wordt de ledige plaats aangevuld door er de bovenste open
    kaart (of open kaarten) van een der andere pakjes neder te leggen, waardoor van dit laatste pakje
    weder een kaart gekeerd kan worden.\""""
    g = rule_game(KZ)
    st = position(g, t2="kc 10H 9S 8H", t3="7C", t4="KD", t5="KS", t6="QH", t7="QD", c1="QC")
    assert listed(g, st) == ["t2>t1", "t2>t1:3"]  # not two of the three open cards, not the spare QC


def test_kwade_zeven_foundations_go_up_in_the_piquet_order_from_the_ace_to_the_seven():
    """"Het doel der patience is nu om op de vier azen als grondkaarten vier kleurenhoopjes te vormen
    in klimmende volgorde, waarbij dus op de azen de zevens worden gelegd, daarop de achten, negens,
    enz. tot en met de heeren.\""""
    g = rule_game(KZ)
    packets = {"t1": "KC", "t2": "KS", "t3": "KD", "t4": "QH", "t5": "QD", "t6": "JH", "t7": "JS"}
    st = position(g, f1="AH", c1="7H", c2="8H", **packets)
    assert listed(g, st) == ["c1>f1"]


def test_kwade_zeven_packets_are_built_down_in_alternating_colours():
    """"dan kan men de bovenste kaarten van de zeven eerstuitgelegde pakjes onderling in dalende
    volgorde op elkaar leggen, waarbij echter de kleuren moeten worden afgewisseld.\""""
    g = rule_game(KZ)
    packets = {"t1": "9S", "t2": "KS", "t3": "KD", "t4": "QH", "t5": "QD", "t6": "JH", "t7": "JS"}
    st = position(g, c1="8H", c2="8C", **packets)
    moves = move_texts(g, st)
    assert "c1>t1" in moves and "c2>t1" not in moves


# ---------------------------------------------------------------------------------------------
# hagenaar2-18 — De mannen (No. 18)

MN = "hagenaar2-18"
MN_MOVES = ["t1>fu4", "t2>fu4", "t2>fd3", "t3>fd2", "t1>fd2", "t4>fu4", "t3>fu4", "t1>fu4", "t7>fu3", "t8>fu2", "t5>fu2",
            "t4>fu2", "t4>fd1", "t5>fu2", "t5>fd2"]


def test_mannen_queens_are_dead_and_the_fives_and_sixes_are_the_bases():
    """"Men neemt de vrouwen, zessen en vijven uit het spel en legt de vrouwen als doode kaarten
    terzijde.\""""
    g, st = dealt(MN, 1)
    assert g.total == 48
    assert [pile(g, st, f"fu{i}") for i in range(1, 5)] == ["6C", "6D", "6H", "6S"]
    assert [pile(g, st, f"fd{i}") for i in range(1, 5)] == ["5C", "5D", "5H", "5S"]
    assert not any(cards.value(c) == 12 for p in st.piles for c in p)


def test_mannen_marriages_are_made_only_when_no_packet_top_fits_a_base():
    """"Bevinden zich nu onder die bovenliggende kaarten zoodanige, die in opklimmende orde op de
    zessen enz, passen of in dalende volgorde op de vijven enz., dan worden die daarop geplaatst." /
    "Kan men op deze wijze geen kaarten meer van de hulppakjes op de grondpakjes overbrengen, dan gaat
    men er toe over met de bovenliggende open kaarten der hulppakjes onderlinge mariages te vormen\""""
    g, st = dealt(MN, 1)
    assert pile(g, st, "t1").endswith("7S") and pile(g, st, "t2").endswith("8S")
    moves = move_texts(g, st)
    assert "t1>fu4" in moves and "t1>t2" not in moves
    play(g, st, *MN_MOVES)
    assert move_texts(g, st) == {"t1>t8", "t7>t9", "t8>t1", "t9>t7"}  # 2H and AH either way, 10C onto 9C


def test_mannen_marriages_go_up_or_down_in_suit_but_not_from_king_to_ace_or_across_the_queen():
    """"dan gaat men er toe over met de bovenliggende open kaarten der hulppakjes onderlinge mariages te
    vormen" (one up or one down in the same suit; the queens are out of the game)"""
    g = rule_game(MN)
    st = position(g, t1="AD", t2="2D", t3="KD", t4="JD", **{f"t{i}": "9C" for i in range(5, 11)})
    assert move_texts(g, st) == {"t1>t2", "t2>t1"}


def test_mannen_fives_run_down_through_the_ace_to_the_king_and_sixes_up_to_the_knave():
    """"Op de zessen moeten in opklimmende volgorde en in dezelfde kleur gelegd worden de zevens,
    achten, negens, tienen en boeren; op de vijven in afdalende volgorde en in gelijke kleur de vieren,
    drieën, tweeën, azen en heeren.\""""
    g = rule_game(MN)
    spares = {f"t{i}": "9H" for i in range(2, 11)}
    st = position(g, fd1="5C 4C 3C 2C AC", fu1="6C 7C 8C 9C 10C JC", t1="KC", **spares)
    assert listed(g, st) == ["t1>fd1"]


def test_mannen_an_empty_packet_takes_the_top_card_of_another_packet():
    """"dan wordt de ledige plaats aangevuld met de bovenste kaart van een der andere hulppakjes.\""""
    g, st = dealt(MN, 1, *MN_MOVES, "t1>t8")
    assert pile(g, st, "t1") == "" and pile(g, st, "t8").endswith("AH 2H")
    moves = move_texts(g, st)
    assert {"t2>t1", "t8>t1"} <= moves
    assert "t8>t1:2" not in moves


# ---------------------------------------------------------------------------------------------
# hagenaar2-23 — De azenpatience (No. 23)

AZ = "hagenaar2-23"
AZ_MOVES = ["t8>f2", "deal", "deal", "deal", "t6>f4", "t7>f3", "t8>f1", "deal", "t5>f2", "deal"]


def test_azen_the_next_eight_cards_are_laid_only_when_nothing_fits():
    """"wanneer niets meer past, worden acht volgende kaarten gelegd op de eerste acht kaarten of op de
    daardoor ledig gelaten plaatsen.\""""
    g, st = dealt(AZ, 1)
    assert listed(g, st) == ["t8>f2"]
    play(g, st, "t8>f2")
    assert listed(g, st) == ["deal"]


def test_azen_an_emptied_place_is_not_refilled_but_dealt_onto():
    """"De daardoor ontstane ledige plaatsen worden niet aangevuld" / "worden acht volgende kaarten
    gelegd op de eerste acht kaarten of op de daardoor ledig gelaten plaatsen.\""""
    g, st = dealt(AZ, 1, "t8>f2")
    assert pile(g, st, "t8") == "" and listed(g, st) == ["deal"]
    play(g, st, "deal")
    assert pile(g, st, "t8") == "6C" and pile(g, st, "t1") == "10S 9C"


def test_azen_a_card_freed_under_a_card_taken_away_may_go_up_too():
    """"Komt onder een weggenomen kaart een andere kaart vrij, die eveneens passend is, dan mag deze ook
    op de grondpakjes geplaatst worden.\""""
    g = rule_game(AZ)
    st = position(g, clear=["t", "s"], t1="JC QC", t2="5H", s="9D")
    assert listed(g, st) == ["t1>f1"]
    play(g, st, "t1>f1")
    assert listed(g, st) == ["t1>f1"]
    play(g, st, "t1>f1")
    assert listed(g, st) == ["deal"]


def test_azen_the_unused_cards_are_taken_up_and_shuffled_only_when_none_can_be_used():
    """"Zijn alle kaarten uitgegeven, dan worden de kaarten, die niet gebruikt konden worden, opgenomen
    en dooreengeschud.\""""
    g, st = dealt(AZ, 1, *AZ_MOVES)
    assert pile(g, st, "s") == ""
    assert listed(g, st) == ["t3>f4"]
    play(g, st, "t3>f4")
    assert listed(g, st) == ["redeal"]
    gathered = [c for p in g.zones["t"].piles for c in st.piles[p]]
    play(g, st, "redeal")
    stock = st.piles[g.pile_index["s"]]
    assert sorted(stock) == sorted(gathered)
    assert stock not in (gathered, gathered[::-1])
    assert listed(g, st) == ["deal"]


def test_azen_three_layings_in_all():
    """"Daarna worden ze opnieuw acht aan acht uitgelegd en wordt de vorenomschreven handeling
    herhaald. Deze herhaling kan daarna nog éénmaal plaats vinden.\""""
    g = rule_game(AZ)
    st = position(g, clear=["t", "s"], t1="5H")
    for _ in range(2):
        assert listed(g, st) == ["redeal"]
        play(g, st, "redeal", "deal")
    assert pile(g, st, "t1") == "5H"
    assert listed(g, st) == []
