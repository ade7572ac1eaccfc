"""The book's rules of games built up on foundations, checked on the committed rule sets (part 1).

Games: hagenaar2-24, -26, -28, -29, -30, -32 (part 2, test_games_two_pack_foundations_circles.py:
-34, -35, -35a, -35b, -36, -38, -39). Each test puts the executor in a position where a
restriction of the book bites (a dealt seed with moves made, or a position laid by hand) and
checks both sides: the move the book forbids is not offered, and the move it allows is. The
docstrings quote the book.
"""

from __future__ import annotations

from helpers import dealt, listed, move_texts, pile, play, position, rule_game, run, top


def spares(count: int, filler: str, **piles: str) -> dict[str, str]:
    """Piles r1 … r<count> each holding `filler`, except those named in `piles` (the spare places
    of a hand-laid position are all filled, so that the automatic refill does not touch them)."""
    return {f"r{i}": filler for i in range(1, count + 1)} | piles


# ---------------------------------------------------------------------------------------------
# hagenaar2-24 — De schans (No. 24)

SC = "hagenaar2-24"


def test_schans_an_ace_is_laid_apart_at_once_and_the_player_picks_the_row_for_every_other_card():
    """"Zoodra een aas verschijnt, wordt dit afzonderlijk gelegd als grondkaart voor een daarop te
    vormen kleurpakje" / "Bij het uitleggen van de kaarten in vijf rijen kan de speler kiezen in
    welke rij hij de een voor een van het spel afgelegde kaarten leggen wil.\""""
    g, st = dealt(SC, 1)
    assert top(g, st, "s") == "8H"
    assert listed(g, st) == ["deal t1", "deal t2", "deal t3", "deal t4", "deal t5"]
    play(g, st, "deal t1")
    # AD came next: it went to a suit pile by itself, never to a row
    assert pile(g, st, "f1") == "AD" and pile(g, st, "t1") == "8H"
    assert top(g, st, "s") == "6D"
    assert listed(g, st) == ["deal t1", "deal t2", "deal t3", "deal t4", "deal t5"]  # on 8H or beside it


def test_schans_no_card_goes_up_before_every_card_is_dealt():
    """"Eerst als alle kaarten uitgelegd zijn, mag men beginnen de kaarten in opklimmende volgorde
    op de grondpakjes te plaatsen, te beginnen met de onderste kaarten van de rijen.\""""
    g = rule_game(SC)
    st = position(g, f1="AD", t1="KC 2D", t2="5S 9H", s="4C")
    assert listed(g, st) == ["deal t1", "deal t2", "deal t3", "deal t4", "deal t5"]
    st = position(g, f1="AD", t1="KC 2D", t2="5S 9H")
    assert "t1>f1" in move_texts(g, st)


def test_schans_only_the_last_card_of_a_row_may_be_used():
    """"daar een kaart niet gebruikt mag worden, dan nadat de daaronder liggende kaarten weggenomen
    zijn. Alleen de onderste kaart van elke rij mag dus gebruikt worden.\""""
    g = rule_game(SC)
    st = position(g, f1="AD", f2="AC", t1="2D KC", t2="9H 2C")
    moves = move_texts(g, st)
    assert "t2>f2" in moves
    assert not any(m.startswith("t1") and ">f" in m for m in moves)


def test_schans_an_empty_row_takes_a_part_of_another_row_in_its_order():
    """"Is een rij geheel verbruikt, dan mag men een gedeelte van een andere rij op de ledige plaats
    overbrengen" / "Bij het overbrengen van een gedeelte van een rij moet men steeds, van onderen af
    gerekend, een aantal kaarten opnemen, waarvan men ook de onderlinge volgorde niet mag
    veranderen.\""""
    g = rule_game(SC)
    st = position(g, f1="AD", t1="KC 2D", t2="5S 9H 7C", t4="3H")
    moves = move_texts(g, st)
    assert {"t2>t3", "t2>t3:2", "t1>t3"} <= moves
    assert not {"t2>t1", "t2>t4", "t2>t4:2", "t4>t1", "t2>t3:3"} & moves  # onto cards, or a whole row
    play(g, st, "t2>t3:2")
    assert pile(g, st, "t3") == "9H 7C" and pile(g, st, "t2") == "5S"
    # not while the deal lasts
    st = position(g, f1="AD", t1="KC 2D", t2="5S 9H 7C", t4="3H", s="4C")
    assert listed(g, st) == ["deal t1", "deal t2", "deal t3", "deal t4", "deal t5"]


# ---------------------------------------------------------------------------------------------
# hagenaar2-26 — De brug (No. 26)

BR = "hagenaar2-26"


def test_brug_open_packet_cards_that_fit_the_aces_are_laid_on_them_first():
    """"Passen een of meer van de zes openliggende kaarten op de azenpakjes, dan worden die passende
    kaarten daarop gelegd, terwijl de volgende kaarten van de betrokken hulppakjes gekeerd worden.\""""
    g, st = dealt(BR, 1)
    assert [pile(g, st, f"f{i}") for i in range(1, 5)] == ["AC", "AD", "AH", "AS"]
    assert pile(g, st, "u6") == "5c 8s qs 10d 6c 2c 9h 2D"
    assert listed(g, st) == ["u6>f2"]  # no lift, no single card to the lower row, no cycle
    play(g, st, "u6>f2")
    assert top(g, st, "u6") == "9H"


def test_brug_the_six_open_cards_go_down_together_and_only_when_nothing_fits():
    """"Zijn geen kaarten meer te benutten, dan legt men de zes openliggende kaarten onder de zes
    hulphoopjes (op de plaatsen 7—12 zie figuur) en keert dan de bedekte bovenkaarten van de hoopjes
    weer om.\""""
    g, st = dealt(BR, 1)
    assert "lift" not in move_texts(g, st)  # 2D still fits
    play(g, st, "u6>f2")
    assert listed(g, st) == ["lift"]  # no packet top goes down alone
    play(g, st, "lift")
    assert [pile(g, st, f"l{i}") for i in range(1, 7)] == ["KD", "7C", "6S", "KC", "JH", "9H"]
    assert [top(g, st, f"u{i}") for i in range(1, 7)] == ["4D", "5H", "3H", "KH", "3S", "2C"]
    assert listed(g, st) == ["u6>f1"]
    play(g, st, "u6>f1")
    assert "lift" not in move_texts(g, st)  # once only
    g, st = dealt(BR, 3)  # nothing fits from the start
    assert listed(g, st) == ["lift"]


def test_brug_lower_row_cards_are_laid_on_each_other_down_regardless_of_suit():
    """"Alsnu legt men de kaarten van de onderste rij, die een volgreeks vormen, op elkaar en wel in
    dalende orde zonder op de kleur te letten\""""
    g, st = dealt(BR, 1, "u6>f2", "lift", "u6>f1")
    moves = move_texts(g, st)
    assert "l3>l2" in moves  # 6S on 7C
    assert "l2>l3" not in moves  # 7C on 6S goes up
    play(g, st, "l3>l2")
    assert pile(g, st, "l2") == "7C 6S"


def test_brug_a_space_in_either_row_must_be_filled_from_a_packet_of_choice():
    """"De ledige plaatsen worden aangevuld met de bovenste kaarten van de hulphoopjes" / "Komen er
    tijdens het spel open plaatsen in een der beide rijen van zes, dan worden die aangevuld door er
    de bovenste kaart van een der hulphoopjes neer te leggen (waarbij men zelf het hoopje kan
    uitkiezen).\""""
    g, st = dealt(BR, 1, "u6>f2", "lift", "u6>f1")
    assert "cycle u1" in move_texts(g, st)
    play(g, st, "l3>l2")
    # the space waits to be filled: no cycle, no building, one fill per packet
    assert listed(g, st) == ["u1>l3", "u2>l3", "u3>l3", "u4>l3", "u5>l3", "u6>l3"]
    play(g, st, "u4>l3")
    assert pile(g, st, "l3") == "KH" and top(g, st, "u4") == "KS"
    # a space in the upper row, laid by hand
    st = position(g, f1="AC", f2="AD", f3="AH", f4="AS", u2="3c 9D", u3="5h 8S", u4="2s 10H", u5="4s JC",
                  u6="6d QS", l1="KD", l2="7C", l3="6S", l4="KC", l5="JH", l6="9H")
    st.vars["lift.uses"] = 1
    assert listed(g, st) == ["u2>u1", "u3>u1", "u4>u1", "u5>u1", "u6>u1"]


def test_brug_a_packet_top_is_slid_under_only_when_no_card_fits_and_covered_cards_remain():
    """"Zijn in geen der beide rijen meer passende kaarten te vinden, dan neemt men de openliggende
    bovenkaart van een der hulphoopjes (naar keuze) en schuift die onder het hoopje met de
    prentzijde omhoog." / "Men kan in elk hulphoopje de bovenste kaarten zoolang onder het hoopje
    schuiven, als er nog bedekte kaarten in voorkomen.\""""
    g, st = dealt(BR, 1, "u6>f2", "lift")
    assert listed(g, st) == ["u6>f1"]  # 2C fits: no cycle
    play(g, st, "u6>f1")
    moves = move_texts(g, st)
    assert {f"cycle u{i}" for i in range(1, 7)} <= moves
    play(g, st, "cycle u2")
    assert pile(g, st, "u2") == "5H 10c 4c qc 6d 4h 7D"
    st = position(g, f1="AC", f2="AD", f3="AH", f4="AS", u1="5D", u2="3c 9D", u3="5h 8S", u4="2s 10H",
                  u5="4s JC", u6="6d QS", l1="KD", l2="7C", l3="6S", l4="KC", l5="JH", l6="9H")
    st.vars["lift.uses"] = 1
    moves = move_texts(g, st)
    assert {"cycle u2", "cycle u6"} <= moves and "cycle u1" not in moves  # u1 has no covered card


# ---------------------------------------------------------------------------------------------
# hagenaar2-28 — Babette (No. 28)

BA = "hagenaar2-28"


def test_babette_column_cards_that_fit_are_played_before_the_next_row_which_covers_spaces_too():
    """"Vertoonen zich gedurende het opleggen kaarten, die op de kleurpakjes passen, zoo worden die
    daarop gelegd, doch nooit vervangen." / "Daarna legt men acht volgende kaarten op de eerst
    uitgelegde kaarten of op de ledige plaatsen.\""""
    g, st = dealt(BA, 1)
    assert listed(g, st) == ["t5>fa1", "t7>fa1"]  # AD, AC: no row yet
    play(g, st, "t5>fa1", "t4>fa1")
    assert listed(g, st) == ["t7>fa2"]
    play(g, st, "t7>fa2")
    assert listed(g, st) == ["deal"]
    play(g, st, "deal")
    assert [len(pile(g, st, f"t{i}").split()) for i in range(1, 9)] == [2, 2, 2, 1, 1, 2, 1, 2]


def test_babette_one_ace_and_one_king_of_each_suit_are_bases():
    """"Bevinden zich onder die acht kaarten azen of heeren, dan worden de azen gelegd boven de vier
    rechterkaarten, de heeren boven de vier linker." / "Van elke kleur wordt echter slechts één aas
    en één heer uitgelegd als grondkaart.\""""
    g = rule_game(BA)
    st = position(g, fa1="AH", fk1="KS", t1="AH", t2="AD", t3="KS", t4="KC", s="9C")
    moves = move_texts(g, st)
    assert {"t2>fa2", "t4>fk2"} <= moves
    assert not {"t1>fa2", "t3>fk2", "t2>fk2", "t4>fa2"} & moves


def test_babette_ace_piles_go_up_and_king_piles_down_in_suit():
    """"De op de grondkaarten passende kaarten in dalende en klimmende orde en van dezelfde kleur
    worden daarop gelegd\""""
    g = rule_game(BA)
    st = position(g, fa1="AH", fk1="KH", t1="2H", t2="QH", t3="2D", t4="QS", s="9C")
    assert listed(g, st) == ["t1>fa1", "t2>fk1"]


def test_babette_a_top_card_goes_over_to_the_other_pile_of_its_suit():
    """"door kaarten van een der kleurpakjes over te brengen op het andere derzelfde kleur\""""
    g = rule_game(BA)
    st = position(g, fa1=run("A", "5", "H"), fk1=run("K", "6", "H"), fa2="AD 2D", fk2="KS", t1="9C", s="9S")
    moves = move_texts(g, st)
    assert {"fa1>fk1", "fk1>fa1"} <= moves
    assert not {"fa2>fk1", "fk2>fa1", "fa1>fk2"} & moves


def test_babette_no_redeal_while_transfers_would_bring_a_column_card_into_play():
    """"Is, aldus voortgaande, het spel verbruikt en kan men geen passende kaarten meer op de
    kleurpakjes leggen, en kan men ook, door kaarten van een der kleurpakjes over te brengen op het
    andere derzelfde kleur, geen passende kaarten meer krijgen, dan schuift men de verticale rijen
    open\""""
    g = rule_game(BA)
    # two transfers (5H, 4H onto the king pile) make 3H fit there
    st = position(g, fa1=run("A", "5", "H"), fk1=run("K", "6", "H"), t1="9C 3H", t2="8S")
    moves = move_texts(g, st)
    assert "redeal" not in moves and {"fa1>fk1", "fk1>fa1"} <= moves
    st = position(g, fa1=run("A", "5", "H"), fk1=run("K", "6", "H"), t1="3H 9C", t2="8S")
    assert "redeal" in move_texts(g, st)
    play(g, st, "redeal")
    assert pile(g, st, "t1") == "" and len(pile(g, st, "s").split()) == 3


def test_babette_the_columns_are_dealt_three_times_at_most():
    """"en herhaalt dit zoonoodig nog voor een derde maal.\""""
    g = rule_game(BA)
    st = position(g, t1="3H 9C", t2="8S")
    st.vars["redeal.uses"] = 1
    assert "redeal" in move_texts(g, st)
    st.vars["redeal.uses"] = 2
    assert listed(g, st) == []


# ---------------------------------------------------------------------------------------------
# hagenaar2-29 — Het quadraat (No. 29)

QU = "hagenaar2-29"


def test_quadraat_aces_among_the_spares_go_up_before_anything_else():
    """"Zijn er azen onder de zestien hulpkaarten, dan worden die reeds dadelijk op hunne plaatsen
    gelegd en de ledige plaatsen onder de hulpkaarten aangevuld van uit het spel.\""""
    g, st = dealt(QU, 1)
    assert pile(g, st, "r5") == "AD" and pile(g, st, "r7") == "AC" and pile(g, st, "r4") == "2D"
    # no turning the pack, no 2D onto AD
    assert listed(g, st) == ["r5>f1", "r7>f1"]
    play(g, st, "r5>f1")
    assert pile(g, st, "r5") == "4C"  # refilled from the pack: the talon is empty
    assert listed(g, st) == ["r4>f1", "r7>f2"]


def test_quadraat_an_empty_spare_place_is_filled_from_the_talon():
    """"Ledige plaatsen onder de hulppakjes worden aangevuld door er de bovenste kaarten van den
    talon op te plaatsen.\""""
    g = rule_game(QU)
    st = position(g, **spares(16, "QS", r1="9C 2D"), f1="AD", w="9S 3H", s="KC")
    assert listed(g, st) == ["r1>f1"]
    play(g, st, "r1>f1")
    assert pile(g, st, "r1") == "9C"
    st = position(g, **spares(16, "QS", r1="2D"), f1="AD", w="9S 3H", s="KC")
    play(g, st, "r1>f1")
    assert pile(g, st, "r1") == "3H" and pile(g, st, "w") == "9S" and pile(g, st, "s") == "KC"


def test_quadraat_a_turned_card_that_fits_is_laid_and_only_others_go_to_the_talon():
    """"De kaarten, die van het spel worden afgenomen, worden nu, indien zij" … "op de grondpakjes
    of op de hulppakjes passen, daarop gelegd. De niet passende kaarten worden op een talon T
    vereenigd.\""""
    g = rule_game(QU)
    st = position(g, **spares(16, "QS", r1="9C"), f1="AD", s="2D")
    assert listed(g, st) == ["s>f1"]
    st = position(g, **spares(16, "QS", r1="9C"), f1="AD", s="10C")
    assert listed(g, st) == ["s>r1"]
    st = position(g, **spares(16, "QS", r1="9C"), f1="AD", s="5H")
    assert listed(g, st) == ["s>w"]


def test_quadraat_one_ace_of_each_suit_starts_a_corner_as_soon_as_it_shows():
    """"Vier azen — één van elke kleur — worden, zoodra zij zich bij het afnemen der kaarten
    vertoonen, als grondkaarten op de vier hoeken gelegd\""""
    g = rule_game(QU)
    st = position(g, **spares(16, "QS", r1="9C"), f1="AD", s="AD")
    assert listed(g, st) == ["s>w"]  # a second AD is no base
    st = position(g, **spares(16, "QS", r1="9C"), f1="AD", s="AC")
    assert listed(g, st) == ["s>f2"]  # the first AC must go up


def test_quadraat_spare_cards_build_one_up_or_down_in_suit():
    """"Op de zestien hulpkaarten kunnen ook kaarten gelegd worden, mits van gelijke kleur en in
    opklimmende of afdalende volgorde." / "Er kunnen ook passende hulpkaarten op elkaar worden
    gelegd.\""""
    g = rule_game(QU)
    st = position(g, **spares(16, "QS", r1="9C", r2="10C", r3="8C", r4="10D"), s="KH")
    moves = move_texts(g, st)
    assert {"r1>r2", "r2>r1", "r3>r1", "r1>r3"} <= moves
    assert not {"r4>r1", "r1>r4", "r2>r3", "r3>r2"} & moves


def test_quadraat_a_spare_pile_that_reaches_a_corner_goes_over_whole():
    """"Indien de bovenste kaart van een hulppakje aansluit aan de bovenste kaart van een
    grondpakje, wordt het geheele hulppakje op het grondpakje overgebracht.\""""
    g = rule_game(QU)
    st = position(g, **spares(16, "QS", r1="4D 3D 2D"), f1="AD", s="9H")
    for card in ("2D", "3D", "4D"):
        assert listed(g, st) == ["r1>f1"]  # no turning, no building, until the pile is over
        play(g, st, "r1>f1")
        assert top(g, st, "f1") == card
    assert pile(g, st, "r1") == "9H"


def test_quadraat_the_corners_run_up_to_the_king_then_down_from_the_second_king():
    """"Op de azen moeten kleurpakjes gevormd worden, aanvankelijk in opklimmende volgorde" … "tot
    en met de heeren; op die heeren worden de tweede heeren van dezelfde kleuren gelegd en daarop" …
    "vrouwen, boeren enz" … "totdat de vier pakjes weer met de azen sluiten.\""""
    g = rule_game(QU)
    st = position(g, **spares(16, "QS", r1="9C"), f1=run("A", "K", "D"), s="KD")
    assert listed(g, st) == ["s>f1"]
    st = position(g, **spares(16, "QS", r1="9C"), f1=run("A", "K", "D"), s="QD")
    assert listed(g, st) == ["s>w"]
    st = position(g, **spares(16, "QS", r1="9C"), f1=run("A", "K", "D") + " " + run("K", "J", "D"), s="10D")
    assert listed(g, st) == ["s>f1"]


# ---------------------------------------------------------------------------------------------
# hagenaar2-30 — De uitgeworpen kaarten (No. 30)

UK = "hagenaar2-30"


def test_uitgeworpen_six_more_cards_are_laid_out_only_when_none_fits():
    """"Men neemt nu telkens zes kaarten een voor een van het spel af en legt die achtereenvolgens op
    de plaatsen 1, 2, 3 en 4 van de middelste rij en rechts buiten de drie rijen" / "Kunnen geen
    kaarten meer op de grondpakjes worden geplaatst, dan worden weer zes hulpkaarten uitgelegd\""""
    g, st = dealt(UK, 1)
    assert listed(g, st) == ["deal"]
    play(g, st, "deal")
    assert [len(pile(g, st, p).split()) for p in ("p1", "p2", "p3", "p4", "x1", "x2")] == [1] * 6
    assert listed(g, st) == ["p4>ft1", "x1>fa1"]  # a two and an ace: no deal yet
    play(g, st, "p4>ft1", "x1>fa1")
    assert listed(g, st) == ["deal"]


def test_uitgeworpen_only_packet_tops_are_free_but_every_set_aside_card_is():
    """"Van de vier hulppakjes zijn alleen de bovenste kaarten vrij en mogen dus alleen die bovenste
    kaarten op de grondpakjes worden geplaatst, indien ze passend zijn." / "De terzijde gelegde
    vijfde en zesde kaarten van de zestallen blijven echter alle vrij.\""""
    g = rule_game(UK)
    st = position(g, p1="2C 9S", x1="5H 2D 9C", s="KC")
    assert listed(g, st) == ["x1/2>ft1"]
    play(g, st, "x1/2>ft1")
    assert pile(g, st, "x1") == "5H 9C"


def test_uitgeworpen_no_card_moves_from_packet_to_packet_or_between_foundations():
    """"Omleggen van het eene hulppakje op het andere of van het eene grondpakje op het andere is
    niet toegestaan.\""""
    g = rule_game(UK)
    st = position(g, ft1="2H", fa1="AS", p1="8C", p2="9C", p3="3H", x1="8D", s="KC")
    assert listed(g, st) == ["p3>ft1"]  # no 8C on 9C, no 8D on 9C


def test_uitgeworpen_twos_go_up_to_the_ace_and_aces_down_to_the_two():
    """"Op de grondkaarten moeten kleurpakjes worden gevormd, in opklimmende volgorde op de tweeën en
    in afdalende volgorde op de azen (heer, vrouw enz), zoodat" … "de tweeënpakjes met de azen en
    de azenpakjes met de tweeën derzelfde kleur sluiten.\""""
    g = rule_game(UK)
    st = position(g, ft1=run("2", "K", "H"), fa1="AS " + run("K", "3", "S"), ft2=run("2", "K", "D") + " AD",
                  p1="AH", p2="2S", p3="2D", p4="KH", s="KC")
    moves = move_texts(g, st)
    assert {"p1>ft1", "p2>fa1"} <= moves
    assert "p3>ft2" not in moves  # the pile of the twos is closed by its ace
    assert "p4>ft1" not in moves and "p4>fa1" not in moves


def test_uitgeworpen_one_two_and_one_ace_of_each_suit_are_bases():
    """"Als grondkaarten worden bij hun verschijnen uitgelegd: een aas en een twee van elke kleur\""""
    g = rule_game(UK)
    st = position(g, ft1="2H", fa1="AH", p1="2H", p2="2C", x1="AH", x2="AD", s="KC")
    moves = move_texts(g, st)
    assert {"p2>ft2", "x2>fa2"} <= moves
    assert not {"p1>ft2", "x1>fa2"} & moves


def test_uitgeworpen_the_cards_are_gathered_again_only_when_nothing_fits():
    """"Is het spel uitgegeven, dan vereenigt men alle hulpkaarten, zoowel de uitgeworpen kaarten als
    die der vier hulppakjes, tot één pakket en legt dit opnieuw uit op dezelfde wijze\""""
    g = rule_game(UK)
    st = position(g, p1="9C AH", p2="5D", x1="7S")
    assert listed(g, st) == ["p1>fa1"]
    st = position(g, p1="AH 9C", p2="5D", x1="7S")
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal")
    assert len(pile(g, st, "s").split()) == 4 and pile(g, st, "p1") == ""


def test_uitgeworpen_four_layings_the_last_without_cards_set_aside():
    """"Een dergelijke legging kan daarna voor een derde maal worden uitgevoerd. Ten slotte is nog
    eene vierde legging toegestaan" / "doch bij deze laatste mogen geen vijfde en zesde kaarten meer
    opzij gelegd worden\""""
    g = rule_game(UK)
    st = position(g, s="9C 9D 8C 8D 7C 7D", p1="5H")
    st.passes = 2
    play(g, st, "deal")
    assert pile(g, st, "x1") == "9D" and pile(g, st, "x2") == "9C"
    st = position(g, s="9C 9D 8C 8D 7C 7D", p1="5H")
    st.passes = 3
    st.vars["redeal.uses"] = 3
    play(g, st, "deal")
    assert pile(g, st, "x1") == "" and pile(g, st, "x2") == ""
    assert [pile(g, st, f"p{i}") for i in range(1, 5)] == ["5H 7D", "7C", "8D", "8C"]
    st = position(g, p1="AH 9C", p2="5D")
    st.passes = 3
    st.vars["redeal.uses"] = 3
    assert listed(g, st) == []  # no fifth laying


# ---------------------------------------------------------------------------------------------
# hagenaar2-32 — De zon (No. 32)

ZO = "hagenaar2-32"


def test_zon_a_spare_card_that_fits_goes_to_the_sun_before_the_pack_is_turned():
    """"Deze worden op de grondpakjes overgebracht, zoodra ze daarop passen.\""""
    g, st = dealt(ZO, 1)
    assert pile(g, st, "k1") == "KH" and pile(g, st, "k2") == "KS" and pile(g, st, "r6") == "KH"
    assert listed(g, st) == ["r6>k2"]  # no s>w
    play(g, st, "r6>k2")
    assert pile(g, st, "r6") == "8D"  # from the pack: the talon is empty
    assert listed(g, st) == ["s>w"]


def test_zon_an_empty_spare_place_is_filled_from_the_talon():
    """"Een ledige plaats onder de hulpkaarten wordt aangevuld met de bovenste kaart van den talon.\""""
    g = rule_game(ZO)
    st = position(g, **spares(6, "5C", r1="KD", r2="5C"), k1="KH", k2="KS", w="9C 3H", s="8S")
    assert listed(g, st) == ["r1>k2"]
    play(g, st, "r1>k2")
    assert pile(g, st, "r1") == "3H" and pile(g, st, "w") == "9C"


def test_zon_a_turned_card_that_fits_may_not_go_to_the_talon():
    """"daarna worden de kaarten een voor een van het spel afgenomen en de niet bruikbare kaarten op
    een talon T vereenigd." / "De vrouwen worden, wanneer zij in den loop van het spel verschijnen,
    in een kring om de heeren gelegd\""""
    g = rule_game(ZO)
    st = position(g, **spares(6, "5C"), k1="KH", k2="KS", s="QH")
    assert listed(g, st) == ["s>qr1"]
    st = position(g, **spares(6, "5C"), k1="KH", k2="KS", s="4C")
    assert listed(g, st) == ["s>w"]  # nothing is laid on the spare cards either


def test_zon_the_kings_alternate_red_and_black():
    """"Alle heeren komen op de beide eerst uitgelegde en wel om den anderen een roode heer op een
    zwarten.\""""
    g = rule_game(ZO)
    st = position(g, **spares(6, "5C"), k1="KH", k2="KS", s="KD")
    assert listed(g, st) == ["s>k2"]
    st = position(g, **spares(6, "5C"), k1="KH", k2="KS", s="KC")
    assert listed(g, st) == ["s>k1"]


def test_zon_a_knave_is_laid_only_beside_its_queen():
    """"Een boer mag echter niet gelegd worden, voordat de daarnaast liggende vrouw hare plaats in de
    figuur heeft ingenomen.\""""
    g = rule_game(ZO)
    st = position(g, **spares(6, "5C"), k1="KH", k2="KS", qb1="QS", s="JS")
    assert listed(g, st) == ["s>w"]  # no red queen yet: a black knave has no place
    st = position(g, **spares(6, "5C"), k1="KH", k2="KS", qr1="QH", s="JS")
    assert listed(g, st) == ["s>jb1"]
    st = position(g, **spares(6, "5C"), k1="KH", k2="KS", qr1="QH", qb1="QC", jb1="JS", s="JD")
    assert listed(g, st) == ["s>jr1"]
    st = position(g, **spares(6, "5C"), k1="KH", k2="KS", qr1="QH", jb1="JS", s="JC")
    assert listed(g, st) == ["s>w"]  # the second black knave waits for a second red queen


def test_zon_queens_and_knaves_go_down_by_two_in_suit():
    """"Tevens worden op de vrouwen in afdalende orde en in dezelfde kleur gelegd de tienen, achten,
    zessen, vieren en tweeën en op de boeren de negens, zevens, vijven, drieën en azen.\""""
    g = rule_game(ZO)
    base = dict(k1="KH", k2="KS", qr1="QH", jb1="JS")
    for card, moves in (("10H", ["s>qr1"]), ("9S", ["s>jb1"]), ("10D", ["s>w"]), ("9H", ["s>w"]), ("JH", ["s>w"])):
        st = position(g, **spares(6, "5C"), **base, s=card)
        assert listed(g, st) == moves, card


def test_zon_the_talon_is_taken_up_once():
    """"De talon mag nog éénmaal opgenomen en weer uitgelegd worden.\""""
    g = rule_game(ZO)
    st = position(g, **spares(6, "5C"), k1="KH", k2="KS", w="4C 9D")
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal")
    assert pile(g, st, "s") == "9D 4C" and listed(g, st) == ["s>w"]
    play(g, st, "s>w", "s>w")
    assert listed(g, st) == []
