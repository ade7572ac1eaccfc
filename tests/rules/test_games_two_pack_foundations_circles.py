"""The book's rules of games built up on foundations, checked on the committed rule sets (part 2).

Games: hagenaar2-34, -35 (and three-talons), -35a, -35b, -36 (and no-marriages), -38, -39 (and
bases-first); part 1 is test_games_two_pack_foundations.py. Each test puts the executor in a
position where a restriction of the book bites (a dealt seed with moves made, or a position laid
by hand) and checks both sides: the move the book forbids is not offered, and the move it allows
is. The docstrings quote the book.
"""

from __future__ import annotations

from patience.engine.game import Game, State

from helpers import RANKS, dealt, listed, move_texts, pile, play, position, rule_game, top


def climb(first: str, count: int, suits: str = "CDHS", down: bool = False) -> str:
    """`count` cards from rank `first` one step up (or down) at a time, wrapping, the suits taken in
    turn: climb("6", 3) == "6C 7D 8H"."""
    i = RANKS.index(first)
    step = -1 if down else 1
    return " ".join(f"{RANKS[(i + step * n) % 13]}{suits[n % len(suits)]}" for n in range(count))


def piles(zone: str, cards: list[str]) -> dict[str, str]:
    """Pile n of `zone` holding cards[n - 1] (n from 1)."""
    return {f"{zone}{n}": c for n, c in enumerate(cards, 1) if c}


# ---------------------------------------------------------------------------------------------
# hagenaar2-34 — De grondwettige (No. 34)

GW = "hagenaar2-34"
GW_TOP = ["KH", "5C", "9D", "2S", "AD", "7C", "QH", "4S"]  # the top row laid by hand
GW_MIDDLE = ["AS", "6D", "10C", "3H", "2C", "8S", "KD", "5H"]  # one above each


def test_grondwettige_a_middle_place_takes_the_card_one_above_its_top_row_card():
    """"welke kaarten van de onderste rij op die der bovenste rij in klimmende reeks passen en legt
    die in de middelste rij onder de kaarten, waaraan zij passen, b.v. onder een heer legt men een
    aas\""""
    g, st = dealt(GW, 1)
    assert [pile(g, st, f"t{i}") for i in (5, 7)] == ["AD", "AC"] and pile(g, st, "b2") == "2C"
    assert listed(g, st) == ["b2>m5", "b2>m7", "b3>m1", "b4>m2", "b6>m1", "b8>m8"]  # no deal yet
    g = rule_game(GW)
    st = position(g, **piles("t", GW_TOP), b1="AS", b2="2H", b3="6H", b4="4C")
    moves = move_texts(g, st)
    assert {"b1>m1", "b3>m2"} <= moves  # under KH an ace, under 5C a six, any suit
    assert not {"b2>m1", "b1>m2", "b4>m2", "b3>m1"} & moves


def test_grondwettige_no_second_card_until_the_middle_row_is_complete():
    """"Men mag echter op de kaarten der middelste rij geen tweede kaart leggen, voordat alle acht
    kaarten dier rij zijn uitgelegd.\""""
    g = rule_game(GW)
    st = position(g, **piles("t", GW_TOP), m1="AS", b1="2D", b2="6H")
    moves = move_texts(g, st)
    assert "b2>m2" in moves and "b1>m1" not in moves
    st = position(g, **piles("t", GW_TOP), **piles("m", GW_MIDDLE), b1="2D")
    assert listed(g, st) == ["b1>m1"]


def test_grondwettige_the_bottom_row_cards_go_onto_any_middle_pile_they_fit():
    """"Is de middelste rij voltallig, dan kan men van de onderste rij alle passende kaarten op de
    middelste rij leggen, zonder daarbij rekening te houden met de plaats, die zij in de rij
    innemen.\""""
    g = rule_game(GW)
    st = position(g, **piles("t", GW_TOP), **piles("m", GW_MIDDLE), b1="3D", b2="AH", s="9C")
    # 3D onto 2C, not onto AS; AH onto KD (the king is followed by the ace)
    assert listed(g, st) == ["b1>m5", "b2>m7"]


def test_grondwettige_a_new_row_is_dealt_only_when_no_bottom_card_fits():
    """"Is van de onderste rij geen kaart meer op de middelste te leggen, dan worden uit het spel in
    de hand acht nieuwe kaarten op de onderste rij gelegd" / "Telkens wanneer geen passende kaarten
    uit de onderste rij meer op die der middelste rij geplaatst kunnen worden, legt men opnieuw acht
    kaarten op de onderste rij.\""""
    g, st = dealt(GW, 1, "b2>m5", "b3>m1", "b4>m2")
    assert listed(g, st) == ["b8>m8"]
    play(g, st, "b8>m8")
    assert listed(g, st) == ["deal"]
    play(g, st, "deal")
    assert [len(pile(g, st, f"b{i}").split()) for i in range(1, 9)] == [2, 1, 1, 1, 2, 2, 2, 1]


def test_grondwettige_only_the_top_row_card_closes_a_pile_of_twelve():
    """"Is een hoopje van de middelste rij zoo ver belegd, dat slechts de kaart uit de bovenste rij
    daaraan ontbreekt, dan neemt men deze en maakt daarmee het hoopje compleet\""""
    g = rule_game(GW)
    middle = dict(piles("m", GW_MIDDLE), m1=climb("A", 11))  # A … J
    st = position(g, **piles("t", GW_TOP), **middle, b1="QD", s="9C")
    assert listed(g, st) == ["b1>m1"]
    play(g, st, "b1>m1")
    assert pile(g, st, "t1") == "" and top(g, st, "m1") == "KH"  # laid at once by the executor
    assert len(pile(g, st, "m1").split()) == 13
    # a twelfth card without its top-row card: the thirteenth cannot come from the bottom row
    middle = dict(piles("m", GW_MIDDLE), m1=climb("A", 12))  # A … Q
    st = position(g, **piles("t", [""] + GW_TOP[1:]), **middle, b1="KC", b2="3S", s="9C")
    assert listed(g, st) == ["b2>m5"]  # KC may not close m1: only KH, its top-row card, would


# ---------------------------------------------------------------------------------------------
# hagenaar2-35 — De halve cirkel (No. 35)

HC = "hagenaar2-35"


def test_halve_cirkel_each_place_takes_the_rank_of_the_first_card_plus_its_place():
    """"Dertien kaarten worden in een halven cirkel gelegd van links naar rechts in opklimmende
    volgorde, zonder inachtneming der kleur. Is b.v. de eerst afgenomen kaart van het spel een zes,
    dan worden daarnaast gelegd een zeven, een acht, een negen enz. tot en met een vijf.\""""
    g, st = dealt(HC, 1)
    assert pile(g, st, "f1") == "8H" and top(g, st, "s") == "10C"
    assert listed(g, st) == ["s>f3"]
    g = rule_game(HC)
    st = position(g, f1="6H", s="8C")
    assert listed(g, st) == ["s>f3"]
    st = position(g, f1="6H", s="5D")
    assert listed(g, st) == ["s>f13"]


def test_halve_cirkel_cards_are_built_up_any_suit_even_before_the_circle_is_complete():
    """"Op de dertien grondkaarten worden in opklimmende volgorde en zonder op de kleur te letten
    pakjes van acht kaarten gevormd." / "de passende worden echter, zelfs vóórdat de halve cirkel
    geheel gevormd is, op de hoopjes gelegd\""""
    g, st = dealt(HC, 1, "s>f3")
    assert top(g, st, "s") == "9H"
    assert listed(g, st) == ["s>f1", "s>f2"]  # on 8H, or as the base of the second place
    g = rule_game(HC)
    st = position(g, f1="6H", f3="8D", s="9S")
    assert listed(g, st) == ["s>f3", "s>f4"]


def test_halve_cirkel_a_pile_holds_eight_cards():
    """"Op de dertien grondkaarten worden in opklimmende volgorde en zonder op de kleur te letten
    pakjes van acht kaarten gevormd.\""""
    g = rule_game(HC)
    st = position(g, f1=climb("6", 8), s="AH")  # 6 … K
    assert listed(g, st) == ["s>f9"]  # not a ninth card on the king
    st = position(g, f1=climb("6", 7), s="KH")
    assert listed(g, st) == ["s>f1", "s>f8"]


def test_halve_cirkel_only_a_card_that_fits_nowhere_goes_to_a_talon_of_choice():
    """"De niet passende, van het spel afgenomen kaarten worden op twee hoopjes of talons willekeurig
    op het eene of op het andere gelegd" / "het den speler ook vergund, den talon in plaats van uit
    slechts twee, ook uit drie hoopjes te vormen.\""""
    g = rule_game(HC)
    st = position(g, f1="6H", s="2C")
    assert listed(g, st) == ["s>f10"]
    st = position(g, f1="6H", f10="2D", s="2C")
    assert listed(g, st) == ["s>w1", "s>w2"]
    g = rule_game(HC, "three-talons")
    st = position(g, f1="6H", f10="2D", s="2C")
    assert listed(g, st) == ["s>w1", "s>w2", "s>w3"]


def test_halve_cirkel_the_talon_tops_may_be_played():
    """"Ook de bovenste kaarten van de beide talons mogen, wanneer zij passen, op de pakjes van den
    halven cirkel worden gelegd.\""""
    g = rule_game(HC)
    st = position(g, f1="6H", w1="9C 7D", w2="7S 6C", s="2C")
    moves = move_texts(g, st)
    assert {"w1>f1", "w1>f2"} <= moves
    assert not any(m.startswith("w2") for m in moves)  # 6C fits nowhere, 7S lies under it


# ---------------------------------------------------------------------------------------------
# hagenaar2-35a — Variatiën op den halven cirkel, A (No. 35 A)

HA = "hagenaar2-35a"
HA_BASES = climb("7", 13).split()  # 7C 8D … 6S: the complete half circle
HA_CIRCLE = ["7C 8H"] + HA_BASES[1:]  # no pile shows a seven: an eight fits nowhere


def test_35a_cards_go_to_three_talons_of_choice_until_a_seven_starts_the_circle():
    """"De kaarten, die een voor een van het spel in de hand worden afgenomen, worden op drie talons
    naar verkiezing gelegd, totdat er een zeven, onverschillig van welke kleur, komt, die alsdan tot
    eerste kaart van een halven cirkel dient\""""
    g, st = dealt(HA, 1)
    assert top(g, st, "s") == "8H"
    assert listed(g, st) == ["s>w1", "s>w2", "s>w3"]  # no eight before the seven
    g = rule_game(HA)
    st = position(g, s="7S")
    assert listed(g, st) == ["s>f1"]


def test_35a_the_next_ranks_take_their_own_places():
    """"en eveneens de volgende kaarten in hare volgorde, namelijk: acht, negen, tien, boer, enz. tot
    aan de zes, die de laatste kaart van den halven cirkel is.\""""
    g = rule_game(HA)
    st = position(g, f1="7H", s="9C")
    assert listed(g, st) == ["s>f3"]
    st = position(g, f1="7H", s="6C")
    assert listed(g, st) == ["s>f13"]


def test_35a_no_card_is_built_before_the_circle_is_complete():
    """"Is de halve cirkel aldus geheel gevormd, maar vroeger ook niet, dan mag men deze eerste
    kaarten in klimmende reeks, zonder inachtneming van kleur, beleggen.\""""
    g = rule_game(HA)
    st = position(g, f1="7H", f2="8D", s="9C")
    assert listed(g, st) == ["s>f3"]  # as a base, not on 8D
    st = position(g, f1="7H", f2="8D", f3="9S", s="9C")
    assert listed(g, st) == ["s>w1", "s>w2", "s>w3"]  # fits 8D, but may not be built yet
    st = position(g, f1="7H", f2="8D", f3="9S", w1="9C", s="5D")
    assert listed(g, st) == ["s>f12"]  # nor from a talon: 9C stays there
    st = position(g, **piles("f", HA_BASES), s="9C")
    assert listed(g, st) == ["s>f2"]


def test_35a_once_the_circle_is_complete_the_talons_are_played_before_the_pack():
    """"Zijn er in de beide talons geen passende kaarten meer om op te leggen, dan gaat men voort de
    kaarten uit het spel een voor een af te nemen, de passende op de pakjes van den halven cirkel te
    leggen en de niet passende bij den talon te voegen, totdat het spel verbruikt is\""""
    g = rule_game(HA)
    st = position(g, **piles("f", HA_CIRCLE), w1="8S 10H", w2="8D", s="9C")
    # 10H fits 9H, the pack's 9C fits the eights: the talon first, the pack waits
    assert listed(g, st) == ["w1>f3"]
    play(g, st, "w1>f3")
    assert listed(g, st) == ["s>f1", "s>f2"]
    st = position(g, **piles("f", HA_CIRCLE), w1="8S 10H", w2="8D", s="8C")
    assert listed(g, st) == ["w1>f3"]  # not even a card that fits nowhere goes on the talon
    play(g, st, "w1>f3")
    assert listed(g, st) == ["s>w1", "s>w2", "s>w3"]


def test_35a_the_second_time_one_talon_is_formed():
    """"Slaagt deze patience den eersten keer niet, dan worden de talons opgenomen en het spel
    voortgezet, maar slechts één talon gevormd.\""""
    g = rule_game(HA)
    st = position(g, **piles("f", HA_CIRCLE), w1="8S 10H", w2="8D", w3="8C")
    assert listed(g, st) == ["w1>f3"]  # no re-deal while a talon card fits
    st = position(g, **piles("f", HA_CIRCLE), w1="8S", w2="8D", w3="8C")
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal")
    assert st.passes == 1 and pile(g, st, "w1") == "" and pile(g, st, "s") == "8C 8D 8S"
    assert listed(g, st) == ["s>w1"]  # one talon now
    play(g, st, "s>w1", "s>w1", "s>w1")
    assert listed(g, st) == []  # once only


# ---------------------------------------------------------------------------------------------
# hagenaar2-35b — Variatiën op den halven cirkel, B (No. 35 B)

HB = "hagenaar2-35b"


def test_35b_a_king_starts_and_the_first_queen_is_laid_beside_it_not_on_it():
    """"Een heer, uit het spel genomen, dient als eerste kaart van een halven cirkel" / "vervolgens
    worden de kaarten een voor een van het spel afgenomen, totdat er een vrouw komt, die men naast
    den heer legt\""""
    g, st = dealt(HB, 1, *["s>w"] * 11)
    assert pile(g, st, "f1") == "KC" and top(g, st, "s") == "QC"
    assert listed(g, st) == ["s>f2"]
    play(g, st, "s>f2")
    assert top(g, st, "s") == "QD"
    assert listed(g, st) == ["s>f1"]  # the second queen: on the king


def test_35b_the_bases_follow_in_order_knave_ten_down_to_six():
    """"naast deze volgen dan, naarmate zij uitkomen, een boer, een tien, negen, acht, zeven en zes,
    zoodat de halve cirkel uit acht kaarten bestaat zonder inachtneming van kleur\""""
    g = rule_game(HB)
    st = position(g, f1="KC", f2="QH", s="10D")
    assert listed(g, st) == ["s>w"]  # the ten waits for a knave
    st = position(g, f1="KC", f2="QH", s="JD")
    assert listed(g, st) == ["s>f3"]  # a base, not on QH
    st = position(g, f1="KC", f2="QH", w="JS")
    assert "w>f3" in move_texts(g, st) and "w>f2" not in move_texts(g, st)


def test_35b_cards_are_built_down_any_suit_the_king_after_the_ace_thirteen_a_pile():
    """"Alle overige kaarten worden op een talon gelegd, waarvan de op de pakjes, passende kaarten,
    zonder op de kleur te letten, in dalende reeks gelegd worden." / "het eerste pakje met den heer
    als onderste kaart, gesloten met een aas; het tweede met een heer" … "ieder dezer pakjes uit
    dertien kaarten bestaat.\""""
    g = rule_game(HB)
    st = position(g, f1=climb("K", 13, down=True), f2=climb("Q", 12, down=True), s="KD")
    assert listed(g, st) == ["s>f2"]  # K on the ace of the second pile; the first is complete
    st = position(g, f1="KC QD", s="JS")
    assert listed(g, st) == ["s>f1"]
    st = position(g, f1="KC QD", f2="QH", f3="JC", s="9S")
    assert listed(g, st) == ["s>w"]


def test_35b_of_two_piles_showing_the_same_rank_the_card_goes_on_the_last():
    """"Mochten er op deze pakjes twee kaarten van gelijke waarde zijn, dan legt men de daarop
    passende altijd op het laatste dezer pakjes en niet op het eerste links.\""""
    g = rule_game(HB)
    st = position(g, f1="KC QD", f2="QH", f3="JC", s="JS")
    assert listed(g, st) == ["s>f2"]
    st = position(g, f1="KC QD", f2="QH", f3="JC", w="JS")
    assert listed(g, st) == ["w>f2"]


def test_35b_only_a_card_that_fits_nowhere_goes_to_the_talon():
    """"Alle overige kaarten worden op een talon gelegd\""""
    g = rule_game(HB)
    st = position(g, f1="KC", f2="QH", s="8D")
    assert listed(g, st) == ["s>w"]
    st = position(g, f1="KC", f2="QH", s="QD")
    assert listed(g, st) == ["s>f1"]


def test_35b_the_talon_is_taken_up_twice_when_nothing_more_can_be_done():
    """"Gelukt de patience niet, dan mag de speler den talon nog tweemaal opnemen om het spel voort te
    zetten.\""""
    g = rule_game(HB)
    st = position(g, f1="KC", f2="QH", w="5C JS")
    assert listed(g, st) == ["w>f3"]  # no re-deal while the talon top fits
    st = position(g, f1="KC", f2="QH", w="JS 5C")
    assert listed(g, st) == ["redeal"]
    st.vars["redeal.uses"] = 1
    assert listed(g, st) == ["redeal"]
    st.vars["redeal.uses"] = 2
    assert listed(g, st) == []


# ---------------------------------------------------------------------------------------------
# hagenaar2-36 — De rotonde (No. 36)

RO = "hagenaar2-36"
RO_MOVES = ["s>c1", "s>c5", "s>c1", "s>c8", "s>c1"]
RO_CIRCLE = ["8H", "10C", "9H", "KD", "8S", "9D", "9D", "6H", "8D", "JC", "9C", "JD"]


def test_rotonde_aces_go_to_the_middle_at_once_and_are_replaced_from_the_pack():
    """"zijn hieronder een of meer azen, dan komen deze in het midden van den cirkel of der rotonde en
    worden dadelijk uit het spel vervangen" / "de daarbij uitkomende nog ontbrekende azen hunne
    plaatsen in de rotonde te geven\""""
    g, st = dealt(RO, 1)
    assert pile(g, st, "f1") == "AD" and pile(g, st, "f2") == "AC"
    assert [pile(g, st, f"c{i}") for i in (5, 7)] == ["8S", "9D"]  # where the aces lay
    assert all(len(pile(g, st, f"c{i}").split()) == 1 for i in range(1, 13))
    # an ace turned from the pack: it goes to the middle, not onto the circle
    g = rule_game(RO)
    st = position(g, **piles("c", RO_CIRCLE), f1="AD", s="5S AH 7C")
    assert listed(g, st) == ["s>c1", "s>c5", "s>c9"]
    play(g, st, "s>c1")
    assert pile(g, st, "f2") == "AH" and pile(g, st, "s") == "5S"


def test_rotonde_the_aces_are_built_on_only_once_every_suit_has_one():
    """"Dit beleggen wordt zoo lang voortgezet, totdat van elke kleur minstens één aas in den kring
    ligt; eerst dan is het veroorloofd, de azen te beleggen\""""
    g, st = dealt(RO, 1, *RO_MOVES)
    assert [pile(g, st, f"f{i}") for i in range(1, 4)] == ["AD", "AC", "AH"] and pile(g, st, "c4") == "2D"
    moves = move_texts(g, st)
    assert "c4>f1" not in moves and "s>c2" in moves
    play(g, st, "s>c2", "s>c8")  # AS comes from the pack
    assert pile(g, st, "f4") == "AS"
    assert listed(g, st) == ["c4>f1", "c10>f2"]


def test_rotonde_a_card_that_fits_the_aces_is_laid_there_before_the_next_goes_on_the_circle():
    """"Kaarten, die op de azenpakjes passen, worden daarop gelegd, hetzij zij bij het afnemen van het
    spel verschijnen, hetzij zij als bovenste kaart van de kringhoopjes weggenomen kunnen worden." /
    "Gaat niets meer op, dan wordt voortgegaan met de kringpakjes naar verkiezing te beleggen\""""
    g = rule_game(RO)
    aces = dict(f1="AD", f2="AC", f3="AH", f4="AS")
    st = position(g, **piles("c", RO_CIRCLE), **aces, s="7S 2H")
    assert listed(g, st) == ["s>f3"]
    play(g, st, "s>f3")
    assert listed(g, st) == ["s>c1", "s>c5", "s>c9"]


def test_rotonde_the_pack_card_goes_on_a_packet_one_higher_where_there_is_one():
    """"De volgende van het spel afgenomen kaarten worden dan naar verkiezing en zonder inachtneming
    van kleur, op die van den kring gelegd, echter zooveel mogelijk in dalende reeks.\""""
    g = rule_game(RO)
    st = position(g, **piles("c", RO_CIRCLE), f1="AD", s="8C")
    assert listed(g, st) == ["s>c3", "s>c6", "s>c7", "s>c11"]  # the nines
    st = position(g, **piles("c", RO_CIRCLE), f1="AD", s="4C")
    assert listed(g, st) == [f"s>c{i}" for i in range(1, 13)]


def test_rotonde_marriages_only_after_the_pack_and_never_while_a_card_fits_the_aces():
    """"Is het spel verbruikt, dan begint men de mariages op de kringhoopjes te vormen, in klimmende
    of dalende reeks, zonder inachtneming der kleur, heen en weder naar verkiezing." / "De daardoor
    vrij geworden gunstige kaarten worden dadelijk bij de azenpakjes gevoegd\""""
    g = rule_game(RO)
    circle = ["5H", "6C", "KD", "QS", "9D", "JC", "3S", "8D", "JD", "KH", "10S", "2S"]
    aces = dict(f1="AD", f2="AC", f3="AH", f4="AS")
    st = position(g, **piles("c", circle[:11] + ["4H"]), **aces, s="7S")
    assert listed(g, st) == ["s>c8"]  # the pack lasts: no marriage
    st = position(g, **piles("c", circle[:11]), **aces)
    moves = move_texts(g, st)
    assert {"c1>c2", "c2>c1", "c3>c4", "c4>c3", "c11>c9", "c9>c11"} <= moves
    assert not {"c1>c12", "c2>c12", "c1>c3"} & moves  # nothing into the open place, no 5 on a king
    st = position(g, **piles("c", circle), **aces)
    assert listed(g, st) == ["c12>f4"]


def test_rotonde_without_marriages():
    """"Men speelt deze patience ook zonder zich van de mariages te bedienen.\""""
    g = rule_game(RO, "no-marriages")
    circle = ["5H", "6C", "KD", "QS", "9D", "JC", "3S", "8D", "JD", "KH", "10S", "2S"]
    aces = dict(f1="AD", f2="AC", f3="AH", f4="AS")
    st = position(g, **piles("c", circle[:11]), **aces)
    assert listed(g, st) == []
    st = position(g, **piles("c", circle), **aces)
    assert listed(g, st) == ["c12>f4"]


# ---------------------------------------------------------------------------------------------
# hagenaar2-38 — De wijzerplaat zonder boeren (No. 38)

WP = "hagenaar2-38"
WP_DIAL = ["AD", "2H", "3D", "4H", "5D", "6H", "7D", "8H", "9D", "10H", "QD", "KH"]


def test_wijzerplaat_the_pack_goes_to_the_talon_until_an_ace_starts_the_dial():
    """"De kaarten van het spel worden een voor een afgenomen en op een talon gelegd, totdat er een
    aas komt, dat als begin van de wijzerplaat zijn plaats ter linker zijde krijgt, en tevens de
    kleur voor de overige kaarten van aas tot heer bepaalt\""""
    g, st = dealt(WP, 1, "s>w", "s>w", "s>w")
    assert top(g, st, "s") == "2D" and pile(g, st, "f2") == ""
    assert listed(g, st) == ["s>w"]  # the two has no place before the ace
    play(g, st, "s>w")
    assert top(g, st, "s") == "AD"
    assert listed(g, st) == ["s>f1"]


def test_wijzerplaat_a_fitting_talon_card_is_used_at_once():
    """"Hierbij moet men steeds dezen talon opmerkzaam gadeslaan, om iedere zich daarop bevindende
    passende of passend geworden kaart dadelijk te kunnen gebruiken.\""""
    g, st = dealt(WP, 1, "s>w", "s>w", "s>w", "s>w", "s>f1")
    assert pile(g, st, "w") == "8H 10C 9H 2D"
    assert listed(g, st) == ["w>f2"]  # not s>w over it
    play(g, st, "w>f2")
    assert listed(g, st) == ["w>f9"]  # 9H has become fitting
    play(g, st, "w>f9")
    assert listed(g, st) == ["s>w"]
    g = rule_game(WP)
    st = position(g, **piles("f", WP_DIAL), w="5S", s="7C")
    assert listed(g, st) == ["w>f5"]  # the pack's 7C also fits, but the talon comes first


def test_wijzerplaat_the_dial_is_laid_in_the_first_ace_colour_in_any_order_without_knaves():
    """"Is b.v. het aas" … "van de roode kleur, zoo moeten de overige kaarten van de plaat ruiten of
    harten zijn." / "men behoeft met het neerleggen van b.v. een drie niet te wachten tot de twee
    reeds ligt" / "echter met uitzondering van de boeren, die vooreerst op den talon komen, zoodat
    op de tien de vrouw in plaats van de boer volgt\""""
    g = rule_game(WP)
    for card, moves in (("5C", ["s>w"]), ("5D", ["s>f5"]), ("AC", ["s>w"]), ("JD", ["s>w"]),
                        ("QH", ["s>f11"]), ("KD", ["s>f12"])):
        st = position(g, f1="AH", s=card)
        assert listed(g, st) == moves, card


def test_wijzerplaat_cards_are_built_only_on_the_complete_dial_same_rank_alternate_colour():
    """"Is nu de wijzerplaat van aas tot heer geheel en al uitgelegd" … ", dan begint men met
    afwisselende kleur de kaarten van dezelfde waarde op de twaalf eerste te leggen, de niet
    passende echter bij den talon te voegen.\""""
    g, st = dealt(WP, 1, "s>w", "s>w", "s>w", "s>w", "s>f1", "w>f2", "w>f9")
    assert top(g, st, "s") == "9D" and pile(g, st, "f9") == "9H"
    assert listed(g, st) == ["s>w"]  # the dial is not complete
    g = rule_game(WP)
    st = position(g, **piles("f", WP_DIAL), s="5S")
    assert listed(g, st) == ["s>f5"]
    st = position(g, **piles("f", WP_DIAL), s="5H")
    assert listed(g, st) == ["s>w"]
    st = position(g, **(piles("f", WP_DIAL) | {"f5": "5D 5C"}), s="5H")
    assert listed(g, st) == ["s>f5"]


def test_wijzerplaat_the_talon_is_taken_up_only_when_nothing_fits_twice_with_knaves_laid_away_after():
    """"Zijn er geene passende kaarten meer en is het spel in de hand opgebruikt, zoo wordt de talon
    voor de eerste maal opgenomen" / "Evenzoo voor de tweede maal, en dezen keer met het voorrecht de
    boeren, als zij zich voordoen, te mogen wegleggen.\""""
    g = rule_game(WP)
    st = position(g, **piles("f", WP_DIAL), w="JC 7C")
    assert listed(g, st) == ["w>f7"]
    st = position(g, **piles("f", WP_DIAL), w="JC 7H")
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal")
    assert pile(g, st, "s") == "7H JC" and listed(g, st) == ["s>w"]  # the knave goes to the talon again
    st = position(g, **piles("f", WP_DIAL), s="7C JC")
    st.passes = 2
    st.vars["redeal.uses"] = 2
    assert listed(g, st) == ["s>w", "s>k"]
    play(g, st, "s>k")
    assert pile(g, st, "k") == "JC"
    st = position(g, **piles("f", WP_DIAL), w="7C JC")
    st.passes = 2
    st.vars["redeal.uses"] = 2
    assert listed(g, st) == []


# ---------------------------------------------------------------------------------------------
# hagenaar2-39 — De Zwitsersche (No. 39)

ZW = "hagenaar2-39"
ZW_BASES = dict(ac="AC", ad="AD", ah="AH", **{"as": "AS"}, kc="KC", kd="KD", kh="KH", ks="KS")
ZW_FIRST_ROUND = ["deal"] * 4 + ["deal ad", "deal", "deal ac"] + ["deal"] * 10


def meant(g: Game, st: State, place: int) -> State:
    """The next card of the pack is meant for place `place` (1 … 12)."""
    st.vars["deal.cursor"] = place - 1
    return st


def test_zwitsersche_the_cards_are_laid_round_the_places_and_a_base_goes_up_at_once():
    """"Verschijnt onder de twaalf eerst uitgelegde kaarten een grondkaart, dan wordt deze onmiddellijk
    op hare plaats gelegd, terwijl de volgende kaart op de plaats wordt gelegd, die deze grondkaart
    anders had moeten innemen." / "De acht benoodigde grondkaarten worden, zoodra zij verschijnen,
    op hare plaatsen gelegd.\""""
    g, st = dealt(ZW, 1, "deal", "deal", "deal", "deal")
    assert top(g, st, "s") == "AD" and st.vars["deal.cursor"] == 4
    assert listed(g, st) == ["deal ad"]  # not onto place 5
    play(g, st, "deal ad")
    assert st.vars["deal.cursor"] == 4 and pile(g, st, "p5") == ""
    play(g, st, "deal")
    assert pile(g, st, "p5") == "9D"


def test_zwitsersche_a_card_meant_for_places_1_to_4_may_go_to_any_base_it_fits():
    """"1°. kaarten, die op de plaatsen 1, 2, 3 of 4 moeten worden gelegd, kunnen ten allen tijde op
    de grondpakjes worden overgebracht, indien zij daarop passen\""""
    g = rule_game(ZW)
    st = meant(g, position(g, **ZW_BASES, s="9S 2C"), 2)
    assert listed(g, st) == ["deal ac", "deal"]
    play(g, st, "deal ac")
    assert st.vars["deal.cursor"] == 1  # "3°": the next card is meant for the same place
    assert listed(g, st) == ["deal"]


def test_zwitsersche_a_card_meant_for_places_5_to_12_goes_only_to_the_base_beside_it():
    """"2°. kaarten, die op de plaatsen 5, 6, 7, 8, 9, 10, 11 en 12 moeten worden gelegd, kunnen
    slechts dan op een grondpakje, waarop zij passen, worden overgebracht, indien zij plaatsing
    hadden moeten vinden op het hulppakje, dat juist naast het betrokken grondpakje geplaatst is." /
    "Een klaveren vrouw mag dus alleen op een klaveren heer worden gelegd, indien zij op de met 11
    aangeduide plaats had moeten komen of wel op een der plaatsen 1, 2, 3 en 4\""""
    g = rule_game(ZW)
    for place, moves in ((5, ["deal ac", "deal"]), (6, ["deal"]), (12, ["deal"])):
        st = meant(g, position(g, **ZW_BASES, s="9S 2C"), place)
        assert listed(g, st) == moves, place
    for place, moves in ((11, ["deal kc", "deal"]), (10, ["deal"]), (1, ["deal kc", "deal"])):
        st = meant(g, position(g, **ZW_BASES, s="9S QC"), place)
        assert listed(g, st) == moves, place


def test_zwitsersche_a_top_card_on_places_5_to_12_goes_only_to_the_base_beside_it_while_the_pack_lasts():
    """"2°. kaarten, die op de plaatsen 5, 6, 7, 8, 9, 10, 11 en 12 moeten worden gelegd, kunnen
    slechts dan op een grondpakje, waarop zij passen, worden overgebracht, indien zij plaatsing
    hadden moeten vinden op het hulppakje, dat juist naast het betrokken grondpakje geplaatst is.\""""
    g, st = dealt(ZW, 1, *ZW_FIRST_ROUND, "deal ah", "deal", "deal ks", "deal", "deal", "deal as",
                  "deal kd", "deal kh", *["deal"] * 5)
    assert top(g, st, "p8") == "2H" and pile(g, st, "ah") == "AH"
    assert top(g, st, "p1") == "QH"
    # place 1 goes to any base; place 8 lies beside the spades' ace, not the hearts'
    assert listed(g, st) == ["deal", "p1>kh"]
    g = rule_game(ZW)
    st = position(g, **ZW_BASES, p1="5H 2C", p5="9D 2C", p6="8S 2C", s="KD")
    assert listed(g, st) == ["deal", "p1>ac", "p5>ac"]


def test_zwitsersche_after_the_pack_any_top_goes_up_and_marriages_come_when_none_fits():
    """"Is, op deze wijze voortgaande, het pak kaarten geheel uitgelegd, dan vervalt de beperking voor
    de zijrijen en kunnen alle daartoe geschikte bovenkaarten van de twaalf hulppakjes op de 8
    grondpakjes worden overgebracht." / "Is dit geschied, dan mogen er mariages gevormd worden door
    de bovenkaarten der hulppakjes, die in waarde op elkaar volgen, in dalende of klimmende reeks op
    elkaar te leggen.\""""
    g = rule_game(ZW)
    st = position(g, **ZW_BASES, p1="9C 5H", p2="6H", p3="5D", p6="8S 2C")
    assert listed(g, st) == ["p6>ac"]  # no marriage, no re-deal while a card goes up
    play(g, st, "p6>ac")
    moves = move_texts(g, st)
    assert {"p1>p2", "p2>p1"} <= moves  # in suit, one up or down
    assert not {"p3>p2", "p2>p3", "p1>p3"} & moves
    assert "redeal" in moves


def test_zwitsersche_no_new_laying_while_a_card_can_go_up_and_three_layings_at_most():
    """"Kunnen ook na vorming van de mariages geen kaarten meer op de grondpakjes worden gelegd, dan
    worden de hulppakjes een voor een en in volgorde 1, 2 enz. tot en met 12 opgenomen" / "Daarna is
    nog een derde legging der ongebruikte hulpkaarten toegestaan.\""""
    g = rule_game(ZW)
    st = position(g, **ZW_BASES, p1="9C 5H", p2="3D", p7="8S 2H")
    assert "redeal" not in move_texts(g, st) and "p7>ah" in move_texts(g, st)
    st = position(g, **ZW_BASES, p1="9C 5H", p2="3D", p7="8S 5D")
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal")
    assert pile(g, st, "s") == "5D 8S 3D 5H 9C" and st.vars["deal.cursor"] == 0
    st = position(g, **ZW_BASES, p1="9C 5H", p2="3D", p7="8S 5D")
    st.vars["redeal.uses"] = 2
    assert listed(g, st) == []


def test_zwitsersche_bases_first():
    """"kan men reeds bij den aanvang van het spel vier azen en vier heeren, een van elk der vier
    kleuren, als grondkaarten op tafel leggen\""""
    g, st = dealt(ZW, 1, variant="bases-first")
    assert [pile(g, st, z) for z in ("ac", "ad", "ah", "as", "kc", "kd", "kh", "ks")] == \
        ["AC", "AD", "AH", "AS", "KC", "KD", "KH", "KS"]
    g, st = dealt(ZW, 1)
    assert pile(g, st, "ac") == ""
