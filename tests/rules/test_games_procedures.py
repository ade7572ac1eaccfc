"""The book's rules of the procedure games, checked on the committed rule sets: games the player
only carries out, with no decision or a single one.

Games: hagenaar2-01, -06, -10 (each card slid under the packet of its rank or suit, play going on
from that packet), -02 (a chosen suit struck from sets of three), -03, -07 (heaps stripped down to
a heart or an ace, laid again in fewer heaps), -05 (the wreath: a dealt card played only onto the
suit heap above its place), -08 (one card or two between two cards alike put away).

Each test puts the executor in a position where a restriction of the book bites (a dealt seed with
moves made, or a position laid by hand) and checks both sides: the move or outcome the book forbids
is not offered, and the one it allows is. Where the procedure leaves a single move, the checks are
on where its card goes and where play goes on. The docstrings quote the book.
"""

from __future__ import annotations

from collections import Counter

from patience.engine.game import Game, State

from helpers import dealt, listed, pile, play, position, rule_game


def piles(g: Game, st: State, zone: str) -> list[str]:
    """The piles of a zone in position notation, in pile order."""
    return [pile(g, st, g.pile_names[p]) for p in g.zones[zone].piles]


def play_out(g: Game, st: State, limit: int = 1000) -> list[str]:
    """Make the first legal move until there is none (at most `limit` moves); the moves made."""
    made = []
    while moves := listed(g, st):
        assert len(made) < limit, f"still playing after {limit} moves"
        play(g, st, moves[0])
        made.append(moves[0])
    return made


# ---------------------------------------------------------------------------------------------
# hagenaar2-01 — Het ondersteken I (No. 1)

OS1 = "hagenaar2-01"


def test_ondersteken_the_packets_are_dealt_face_down_and_stay_face_down():
    """"Acht pakjes, ieder van vier kaarten, worden omgekeerd\""""
    g, st = dealt(OS1, 2)
    assert all(p == p.lower() and len(p.split()) == 4 for p in piles(g, st, "t"))
    play(g, st, "tuck")
    assert pile(g, st, "t1") == "7H 9d 7s kh"  # the card tucked lies beneath; the new top stays down
    assert listed(g, st) == ["tuck"]


def test_ondersteken_play_starts_at_the_seven_packet_and_goes_on_from_the_packet_the_card_went_under():
    """"Vervolgens neemt men de bovenste kaart van het eerste pakje, dat met zeven aangeduid is,
    bekijkt deze en legt haar onder het pakje, waartoe ze behoort." / "Van het pakje, waaronder de
    kaart geschoven is, wordt dan insgelijks de bovenste afgenomen en onder het betrokken pakje
    gelegd\""""
    g, st = dealt(OS1, 2)
    assert st.vars["tuck.at"] == 0
    play(g, st, "tuck")  # 7H, the seven packet's own card: play goes on from the seven packet
    assert st.vars["tuck.at"] == 0
    play(g, st, "tuck")  # KH under the king packet (the seventh)
    assert pile(g, st, "t1") == "7H 9d 7s" and pile(g, st, "t7") == "KH js qh 10s qd"
    assert st.vars["tuck.at"] == 6
    play(g, st, "tuck")  # then the king packet's top QD, not the seven packet's 7s
    assert pile(g, st, "t7") == "KH js qh 10s" and pile(g, st, "t6") == "QD jc 10c as kd"
    assert pile(g, st, "t1") == "7H 9d 7s"


def test_ondersteken_ends_when_the_packet_to_play_from_has_no_untaken_card():
    """"en zoo altijd door, totdat er geene kaarten meer ondergestoken kunnen worden\""""
    g = rule_game(OS1)
    st = position(g, seed=2, clear=False, t1="7C 7D 7H")  # the seven packet holds only tucked sevens
    assert listed(g, st) == []
    st = position(g, seed=2, clear=False, t1="7C 7D 7H 8s", t2="8d 9s")
    play(g, st, "tuck")
    assert pile(g, st, "t2") == "8S 8d 9s" and st.vars["tuck.at"] == 1


def test_ondersteken_is_won_when_every_packet_holds_four_equal_cards():
    """"Daarna worden alle acht pakjes omgekeerd. Bevinden zich dan in ieder vier gelijke kaarten\""""
    g, st = dealt(OS1, 2)
    assert len(play_out(g, st)) == 31 and g.is_won(st)
    assert pile(g, st, "t8") == "AC AH AD AS"
    g, st = dealt(OS1, 1)
    assert len(play_out(g, st)) == 29 and not g.is_won(st)
    assert pile(g, st, "t4") == "10H 10S 10C qc"


# ---------------------------------------------------------------------------------------------
# hagenaar2-06 — De kleurenpatience (No. 6)

KP = "hagenaar2-06"


def test_kleurenpatience_each_card_goes_under_the_heap_of_its_suit_and_play_goes_on_from_there():
    """"Van links naar rechts worden deze hoopjes aangeduid met harten, klaveren, schoppen en
    ruiten." / "keert men de bovenste kaart van het linker pakje om en schuift deze onder het pakje,
    dat aangeduid is met de kleur van deze kaart" / "Van het pakje, waaronder een kaart geschoven
    is, neemt men nu opnieuw de bovenste kaart weg en legt die weder onder het pakje harer
    kleur.\""""
    g, st = dealt(KP, 2)
    assert all(p == p.lower() and len(p.split()) == 8 for p in piles(g, st, "t"))  # "bedekt"
    play(g, st, "tuck")  # the left heap's KC under the clubs heap
    assert pile(g, st, "t1") == "9d 8d jd 7c 10h jc js" and pile(g, st, "t2") == "KC 7s 9h 7d 8c jh 10c qh ac"
    assert st.vars["tuck.at"] == 1
    play(g, st, "tuck")  # the clubs heap's own AC: it stays, play goes on from it
    assert pile(g, st, "t2") == "AC KC 7s 9h 7d 8c jh 10c qh" and st.vars["tuck.at"] == 1
    play(g, st, "tuck")  # QH back to the hearts heap
    assert pile(g, st, "t1") == "QH 9d 8d jd 7c 10h jc js" and st.vars["tuck.at"] == 0


def test_kleurenpatience_goes_on_as_long_as_the_heap_to_play_from_has_an_untaken_card():
    """"Aldus wordt zoo lang mogelijk voortgegaan.\""""
    g = rule_game(KP)
    st = position(g, seed=2, clear=False, t1="7H 8H 9H 10H JH QH KH AH")
    assert listed(g, st) == []
    st = position(g, seed=2, clear=False, t1="7H 8H 9H 10H JH QH KH as", t3="7s")
    play(g, st, "tuck")
    assert pile(g, st, "t3") == "AS 7s" and st.vars["tuck.at"] == 2


def test_kleurenpatience_is_won_when_every_heap_holds_eight_cards_of_one_suit():
    """"Liggen dan in elk pakje acht kaarten van dezelfde kleur, dan is de patience gewonnen.\""""
    g, st = dealt(KP, 2)
    play_out(g, st)
    assert g.is_won(st) and pile(g, st, "t2") == "9C QC 8C 7C 10C JC AC KC"
    g, st = dealt(KP, 1)
    play_out(g, st)
    assert not g.is_won(st) and pile(g, st, "t4") == "QD 8D JD AD 7D 9D 10D 9s"


# ---------------------------------------------------------------------------------------------
# hagenaar2-10 — Het ondersteken II (No. 10)

OS2 = "hagenaar2-10"


def test_ondersteken2_a_chain_starts_from_the_talon_and_goes_on_from_the_packet_of_the_cards_number():
    """"Dan neemt men de bovenste kaart van den talon en legt die onder het pakje van zijn nummer"
    / "de bovenste kaart van dit pakje dan onder het pakje met het nummer harer waarde\""""
    g, st = dealt(OS2, 1)
    assert pile(g, st, "s") == "8S 10S 2H 7C" and st.vars["tuck.at"] == -1
    play(g, st, "tuck")  # 7C under the seventh packet
    assert pile(g, st, "t7") == "7C 4S 3H 10H JS" and pile(g, st, "s") == "8S 10S 2H"
    play(g, st, "tuck")  # its top JS under the eleventh, not the talon's 2H under the second
    assert pile(g, st, "t11") == "JS 9H 10C QS 4D" and pile(g, st, "s") == "8S 10S 2H"
    play(g, st, "tuck", "tuck")  # 4D under the fourth; then its own 4H under it again
    assert pile(g, st, "t4") == "4H 4D KS 8C AH" and st.vars["tuck.at"] == 3


def test_ondersteken2_a_king_on_top_is_set_aside_and_the_next_chain_starts_from_the_talon():
    """"tot dat er een heer komt, die bovenop ligt en die buiten de rij ter zijde gelegd wordt\""""
    g = rule_game(OS2)
    st = position(g, seed=1, clear=False, s="KC 2C 5D", t5="5H KS", k="")
    play(g, st, "tuck")  # 5D under the fifth packet, whose top card is a king
    assert pile(g, st, "t5") == "5D 5H KS" and st.vars["tuck.at"] == 4
    play(g, st, "tuck")
    assert pile(g, st, "k") == "KS" and pile(g, st, "t5") == "5D 5H" and st.vars["tuck.at"] == -1
    play(g, st, "tuck")  # the talon's 2C, not the fifth packet's 5H
    assert pile(g, st, "t2").startswith("2C ") and pile(g, st, "t5") == "5D 5H"
    st = position(g, seed=1, clear=False, s="KC", k="")
    st.vars["tuck.at"] = -1
    play(g, st, "tuck")  # a king from the talon goes aside at once
    assert pile(g, st, "k") == "KC" and st.vars["tuck.at"] == -1


def test_ondersteken2_play_ends_when_the_talon_is_spent():
    """"Men gaat aldus voort, totdat de talon verbruikt is." / "zoodat ieder pakje bestaat uit vier
    kaarten van dezelfde waarde, dan is het spel gewonnen\""""
    g, st = dealt(OS2, 1)
    play_out(g, st)
    assert pile(g, st, "s") == "" and st.vars["tuck.at"] == -1 and listed(g, st) == []
    assert g.is_won(st) and {c[:-1] for c in pile(g, st, "t12").split()} == {"Q"}
    st = position(g, seed=1, clear=False, s="9C")
    assert listed(g, st) == ["tuck"]


# ---------------------------------------------------------------------------------------------
# hagenaar2-02 — De hoop (No. 2)

HO = "hagenaar2-02"


def test_hoop_a_suit_is_chosen_before_any_card_is_laid():
    """"Men kiest een der vier kleuren uit, b.v. harten\""""
    g, st = dealt(HO, 3)
    assert listed(g, st) == ["choose suit C", "choose suit D", "choose suit H", "choose suit S"]
    play(g, st, "choose suit H")
    assert listed(g, st) == ["lay"]


def test_hoop_the_cards_of_the_chosen_suit_among_the_three_laid_are_set_aside():
    """"legt dan de drie bovenste kaarten van het spel naast elkaar op tafel. Bevinden zich hieronder
    kaarten van de gekozen kleur, in dit geval dus hartenkaarten, dan worden deze terzijde gelegd\""""
    g, st = dealt(HO, 3, "choose suit H", "lay")
    assert piles(g, st, "t") == ["9C", "", "9D"] and pile(g, st, "d") == "QH"
    g, st = dealt(HO, 3, "choose suit C", "lay")
    assert piles(g, st, "t") == ["", "QH", "9D"] and pile(g, st, "d") == "9C"


def test_hoop_the_next_three_go_onto_the_first_three_or_onto_their_empty_places():
    """"waarna opnieuw de drie bovenste kaarten van het spel op de drie eerste kaarten, of op de
    ledig gelaten plaatsen daarvan, worden gelegd\""""
    g, st = dealt(HO, 3, "choose suit C", "lay", "lay")
    assert piles(g, st, "t") == ["KS", "QH 9S", "9D"] and pile(g, st, "d") == "9C JC"


def test_hoop_five_sets_are_laid_then_hand_and_table_are_mixed():
    """"totdat men vijf stel van drie kaarten van het spel heeft afgenomen. Dan vermengt men de
    kaarten, die men nog in de hand heeft gehouden, met de op tafel liggende kaarten, voorzoover die
    niet zijn ter zijde gelegd\""""
    g, st = dealt(HO, 3, "choose suit C", *["lay"] * 4)
    assert listed(g, st) == ["lay"]
    play(g, st, "lay")
    assert listed(g, st) == ["mix"]
    play(g, st, "mix")
    assert piles(g, st, "t") == ["", "", ""] and pile(g, st, "d") == "9C JC 10C KC"
    assert len(pile(g, st, "s").split()) == 28 and listed(g, st) == ["lay"]


def test_hoop_the_laying_is_made_three_times_in_all():
    """"Alsnu legt men opnieuw vijfmaal drie kaarten uit" / "Ten slotte wordt deze handeling nog voor
    de derde maal herhaald.\""""
    layings = ["lay"] * 5
    g, st = dealt(HO, 3, "choose suit H", *layings, "mix", *layings)
    assert listed(g, st) == ["mix"]
    play(g, st, "mix", *layings)
    assert listed(g, st) == [] and st.passes == 2
    assert not g.is_won(st) and pile(g, st, "d") == "QH 7H JH 10H 9H AH"


def test_hoop_is_won_when_every_card_of_the_chosen_suit_is_set_aside():
    """"Heeft men dan alle kaarten van de gekozen kleur, i. c. alle hartenkaarten, uit het spel kunnen
    verwijderen, dan is de patience gelukt\""""
    layings = ["lay"] * 5
    g, st = dealt(HO, 3, "choose suit C", *layings, "mix", *layings, "mix")
    assert not g.is_won(st)
    play(g, st, "lay")
    assert g.is_won(st) and pile(g, st, "d") == "9C JC 10C KC QC AC 7C 8C"


# ---------------------------------------------------------------------------------------------
# hagenaar2-03 — De harten-familie (No. 3)

HF = "hagenaar2-03"


def test_hartenfamilie_five_heaps_are_dealt_face_down_the_first_two_one_card_more():
    """"Vijf kaarten worden bedekt naast elkaar gelegd; daarop weer vijf kaarten, enz. totdat het spel
    verbruikt is. Op ieder der eerste twee pakjes komt dus een kaart meer dan op de overige.\""""
    g, st = dealt(HF, 1)
    heaps = piles(g, st, "t")
    assert [len(h.split()) for h in heaps] == [7, 7, 6, 6, 6]
    assert all(h == h.lower() for h in heaps)


def test_hartenfamilie_the_heaps_are_taken_up_in_order():
    """"Vervolgens wordt het eerste pakje open in de hand genomen" / "Evenzoo doet men met de vier
    overige pakjes\""""
    g, st = dealt(HF, 7)
    assert listed(g, st) == ["strip t1"]
    play(g, st, "strip t1")
    assert listed(g, st) == ["strip t2"]


def test_hartenfamilie_cards_are_set_aside_until_a_heart_shows_which_stays_on_the_rest():
    """"alle kaarten er van, tot er een harten, het doet er niet toe welke, verschijnt, terzijde
    gelegd, en de overgeblevenen, met de harten bedekt, voor zich gelegd\""""
    g, st = dealt(HF, 7)
    assert pile(g, st, "t2") == "qd jd qs js 10s jh 9d"
    play(g, st, "strip t1")  # its first card looked at is a heart: nothing goes
    assert pile(g, st, "d") == "" and pile(g, st, "t1") == "AS 8D 7D 8C 9H KS 10H"
    play(g, st, "strip t2")
    assert pile(g, st, "d") == "QD JD QS JS 10S" and pile(g, st, "t2") == "9D JH"


def test_hartenfamilie_is_laid_again_in_four_heaps_then_in_three_and_no_more():
    """"doch nu slechts van vier in plaats van vijf kaarten totdat het spel verbruikt is" / "nu
    begint de derde en laatste legging, nu slechts met drie hoopjes\""""
    g, st = dealt(HF, 1, "strip t1", "strip t2", "strip t3", "strip t4")
    assert listed(g, st) == ["strip t5"]  # no new laying while a heap is left
    play(g, st, "strip t5")
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal")
    heaps = piles(g, st, "t")
    assert [len(h.split()) for h in heaps] == [7, 6, 6, 6, 0] and all(h == h.lower() for h in heaps)
    play(g, st, "strip t1", "strip t2", "strip t3", "strip t4")
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal")
    assert [len(h.split()) for h in piles(g, st, "t")] == [6, 6, 6, 0, 0]
    play(g, st, "strip t1", "strip t2", "strip t3")
    assert listed(g, st) == [] and not g.is_won(st)


def test_hartenfamilie_is_won_when_only_the_hearts_are_left():
    """"Zijn dan nog slechts de acht kaarten van de harten-familie overgebleven, en alle andere
    terzijde gelegd, dan is het spel gewonnen\""""
    g, st = dealt(HF, 7)
    play_out(g, st)
    assert g.is_won(st) and len(pile(g, st, "d").split()) == 24
    assert {c[-1] for h in piles(g, st, "t") for c in h.split()} == {"H"}


# ---------------------------------------------------------------------------------------------
# hagenaar2-07 — De vier gebroeders (No. 7)

VG = "hagenaar2-07"


def test_vier_gebroeders_cards_are_turned_from_the_top_and_set_aside_until_an_ace_shows():
    """"Daarna keert men de kaarten van het eerste hoopje een voor een om en legt die terzijde tot er
    een aas te voorschijn komt, hetwelk men open op de nog niet gekeerde kaarten van het hoopje laat
    liggen." / "Met de drie overige hoopjes wordt op overeenkomstige wijze gehandeld.\""""
    g, st = dealt(VG, 1)
    assert pile(g, st, "t1") == "jd 7h ac 7s 9c js 9s qh" and listed(g, st) == ["strip t1"]
    play(g, st, "strip t1")
    assert pile(g, st, "d") == "QH 9S JS 9C 7S" and pile(g, st, "t1").upper() == "JD 7H AC"
    assert listed(g, st) == ["strip t2"]


def test_vier_gebroeders_the_rests_are_shuffled_and_laid_in_three_then_two_then_one_heap():
    """"De niet terzijde gelegde kaarten worden dan, nadat de azen weer omgekeerd zijn, op één talon
    vereenigd, geschud en voor de tweede maal uitgelegd, doch nu in drie hoopjes." / "Thans worden
    de kaarten voor de derde maal uitgelegd in twee hoopjes" / "voor de laatste maal in één pakje
    uitgelegd\""""
    g, st = dealt(VG, 1, "strip t1", "strip t2", "strip t3")
    assert listed(g, st) == ["strip t4"]
    play(g, st, "strip t4")
    rests = Counter(c for h in piles(g, st, "t") for c in h.upper().split())
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal")
    heaps = piles(g, st, "t")
    assert Counter(c for h in heaps for c in h.upper().split()) == rests
    assert heaps[3] == "" and all(h and h == h.lower() for h in heaps[:3])
    play(g, st, "strip t1", "strip t2", "strip t3", "redeal")
    assert [bool(h) for h in piles(g, st, "t")] == [True, True, False, False]
    play(g, st, "strip t1", "strip t2", "redeal")
    assert [bool(h) for h in piles(g, st, "t")] == [True, False, False, False]
    play(g, st, "strip t1")
    assert listed(g, st) == [] and st.passes == 3 and not g.is_won(st)


def test_vier_gebroeders_is_won_when_only_the_four_aces_are_left():
    """"Bestaat dit pakje, na eventueele terzijde legging van de bovenste kaarten, nog slechts uit de
    vier azen, dan is de patience gelukt\""""
    g, st = dealt(VG, 2)
    play_out(g, st)
    assert g.is_won(st) and len(pile(g, st, "d").split()) == 28
    assert sorted(c for h in piles(g, st, "t") for c in h.split()) == ["AC", "AD", "AH", "AS"]


# ---------------------------------------------------------------------------------------------
# hagenaar2-05 — Het kransje (No. 5)

KR = "hagenaar2-05"
KINGS = {"f1": "KC", "f2": "KD", "f3": "KH", "f4": "KS"}


def test_kransje_the_four_kings_are_laid_out_as_the_bases():
    """"Men neemt de vier heeren uit het spel en legt die als grondkaarten naast elkaar op tafel.\""""
    g, st = dealt(KR, 3)
    assert piles(g, st, "f") == ["KC", "KD", "KH", "KS"] and len(pile(g, st, "s").split()) == 28


def test_kransje_a_card_is_played_only_onto_the_suit_heap_above_its_place():
    """"dan worden die kaarten daarop gelegd, echter alleen dan wanneer zij van dezelfde kleur zijn
    als de heeren, waaronder zij een plaats zouden moeten vinden. Ruiten aas wordt derhalve slechts
    dan op ruiten heer gelegd, indien dit aas op het hulppakje zou moeten worden gelegd, dat onder
    ruiten heer gevormd was.\""""
    g = rule_game(KR)
    st = position(g, seed=3, s="AD", **KINGS)  # the first place, under the king of clubs
    assert listed(g, st) == ["deal"]
    play(g, st, "deal")
    assert pile(g, st, "h1") == "AD" and pile(g, st, "f2") == "KD"
    st = position(g, seed=3, s="AC", **KINGS)
    assert listed(g, st) == ["deal f1"]  # it must be played: not onto the helper heap
    play(g, st, "deal f1")
    assert pile(g, st, "f1") == "KC AC" and pile(g, st, "h1") == ""


def test_kransje_the_places_are_counted_by_every_card_taken_played_or_not():
    """"zoodanig dat de 1e, 5e, 9e, 13e enz. afgenomen kaart onder den eersten heer van links
    afgerekend komen te liggen\""""
    g = rule_game(KR)
    st = position(g, seed=3, s="7D AD AC", **KINGS)
    play(g, st, "deal f1")
    assert listed(g, st) == ["deal f2"]  # the second card belongs to the second place
    play(g, st, "deal f2", "deal")
    assert pile(g, st, "h3") == "7D" and st.vars["deal.cursor"] == 3


def test_kransje_a_completed_suit_heap_takes_no_more_cards_on_its_place():
    """"Sluit een der kleurpakjes met de vrouw, dan wordt dit terzijde gelegd, terwijl van dat
    oogenblik af de kaarten nog slechts over drie hulphoopjes verdeeld worden.\""""
    g = rule_game(KR)
    st = position(g, seed=3, s="AD", **{**KINGS, "f1": "KC AC 7C 8C 9C 10C JC QC"})
    assert listed(g, st) == ["deal f2"]  # the clubs place is skipped: AD comes to the diamonds
    st = position(g, seed=3, s="7S", **{**KINGS, "f1": "KC AC 7C 8C 9C 10C JC QC"})
    play(g, st, "deal")
    assert pile(g, st, "h1") == "" and pile(g, st, "h2") == "7S"


def test_kransje_the_helper_heaps_are_gathered_when_the_talon_is_spent():
    """"Zijn alle kaarten van den talon opgelegd, dan worden de vier hulppakjes van links naar rechts
    op een hoopje vereenigd en worden de kaarten opnieuw een voor een uitgelegd\""""
    g = rule_game(KR)
    heaps = {"h1": "8C 9C", "h2": "10C", "h4": "7S"}
    st = position(g, seed=3, s="QD", **heaps, **{**KINGS, "f1": "KC AC"})
    assert listed(g, st) == ["deal"]
    st = position(g, seed=3, **heaps, **{**KINGS, "f1": "KC AC"})
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal")
    assert pile(g, st, "s") == "7S 10C 9C 8C" and piles(g, st, "h") == ["", "", "", ""]
    assert st.vars["deal.cursor"] == 0


def test_kransje_is_lost_after_three_passes_in_a_row_without_a_card_played():
    """"Heeft men alle kaarten van den talon driemaal achterelkaar over de vier (of minder)
    hulppakjes verdeeld, zonder dat één daarvan plaatsing heeft kunnen vinden op een der
    kleurhoopjes, dan is de patience mislukt.\""""
    g = rule_game(KR)
    heaps = {"h1": "8C 9C", "h2": "10C", "h4": "7S"}
    st = position(g, seed=3, **heaps, **KINGS)  # nothing played in this pass
    st.vars["redeal.fruitless"] = 2  # nor in the two before
    assert listed(g, st) == []
    st.vars["redeal.fruitless"] = 1
    assert listed(g, st) == ["redeal"]
    st = position(g, seed=3, **heaps, **{**KINGS, "f1": "KC AC"})  # this pass played the AC
    st.vars["redeal.fruitless"] = 2
    assert listed(g, st) == ["redeal"]
    g, st = dealt(KR, 1)
    play_out(g, st)
    assert pile(g, st, "s") == "" and st.vars["redeal.fruitless"] == 2 and not g.is_won(st)


def test_kransje_is_won_when_every_suit_heap_ends_with_its_queen():
    """"Zijn ten slotte alle kleurpakjes bedekt met de vrouwen, dan is het kransje compleet en de
    patience gewonnen.\""""
    g, st = dealt(KR, 3)
    play_out(g, st)
    assert g.is_won(st) and [h.split()[-1] for h in piles(g, st, "f")] == ["QC", "QD", "QH", "QS"]


# ---------------------------------------------------------------------------------------------
# hagenaar2-08 — De huwelijks-patience (No. 8)

HU = "hagenaar2-08"


def test_huwelijk_the_queen_of_hearts_lies_left_and_the_king_of_hearts_comes_last():
    """"Men neemt hartenvrouw en hartenheer uit het spel, legt de eerste links op tafel, en de
    laatste wordt de onderste kaart van het geschudde spel" / "Nu neemt men de overige kaarten een
    voor een van het spel af en legt ze naast de vrouw op één rij.\""""
    g, st = dealt(HU, 1)
    assert pile(g, st, "r") == "QH" and pile(g, st, "s").split()[0] == "KH"
    assert listed(g, st) == ["deal"]
    play(g, st, "deal", "deal")
    assert pile(g, st, "r") == "QH 6D AD"


def test_huwelijk_one_card_or_two_together_between_two_of_a_suit_or_a_rank_may_be_put_away():
    """"Telkens wanneer hierbij een kaart of twee kaarten komen te liggen tusschen twee andere
    kaarten van onderling gelijke kleur of van onderling gelijke waarde, dan, mag de middelste
    kaart of mogen de beide middelste kaarten worden weggelegd.\""""
    g = rule_game(HU)
    st = position(g, seed=1, r="QH 4S 8D 4C 2H 8S", s="5C")
    # 8D between two fours; 4C 2H between two eights; not 4S 8D 4C between QH and 2H (three
    # cards), nor 2H alone (between 4C and 8S), nor 4C alone
    assert listed(g, st) == ["deal", "remove 3 1", "remove 4 2"]
    play(g, st, "remove 4 2")
    assert pile(g, st, "r") == "QH 4S 8D 8S" and pile(g, st, "d") == "4C 2H"


def test_huwelijk_the_row_closes_up_and_the_putting_away_goes_on():
    """"Men gaat voort de kaarten uit te leggen en zooveel mogelijk weg te nemen, totdat het geheele
    spel opgebruikt is.\""""
    g = rule_game(HU)
    st = position(g, seed=1, r="QH 3S 7D 3C 4H", s="5C")
    assert listed(g, st) == ["deal", "remove 3 1"]
    play(g, st, "remove 3 1")
    assert listed(g, st) == ["deal", "remove 2 2"]  # 3S 3C now lie between two hearts
    play(g, st, "remove 2 2")
    assert pile(g, st, "r") == "QH 4H" and pile(g, st, "d") == "7D 3S 3C"
