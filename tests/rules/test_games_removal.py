"""The book's rules of the games of removing pairs and groups, checked on the committed rule sets.

Games: hagenaar2-09 and cadogan-ru-chetyrnadtsat (pairs of fourteen in one row or column of a
square), hagenaar2-14, -19 (two cards covered from the pack: one suit, or worth eleven), -21 (pairs
of fourteen, rows laid one below the other), -33 (cards laid on a card they make fourteen with, then
taken off again in pairs), cadogan-wheel (three cards worth eighteen crowned by a court card).

Each test puts the executor in a position where a restriction of the book bites (a dealt seed with
moves made, or a position laid by hand) and checks both sides: the move the book forbids is not
offered, and the move it allows is. The docstrings quote the book.
"""

from __future__ import annotations

from patience.engine.game import Game, State

from helpers import dealt, listed, move_texts, pile, play, position, rule_game


def piles(g: Game, st: State, zone: str) -> list[str]:
    """The piles of a zone in position notation, in pile order."""
    return [pile(g, st, g.pile_names[p]) for p in g.zones[zone].piles]


# ---------------------------------------------------------------------------------------------
# hagenaar2-09 — De veertien (No. 9)

VT = "hagenaar2-09"
LOW = ["AC", "2C", "3C", "4C", "5C", "6C", "AD", "2D", "3D", "4D", "5D", "6D", "AH", "2H", "3H", "4H"]


def grid(cards: list[str], zone: str = "t") -> dict[str, str]:
    """Piles t1, t2, ... holding `cards` in turn ("" leaves a place empty)."""
    return {f"{zone}{i}": c for i, c in enumerate(cards, 1)}


def test_veertien_two_cards_of_one_row_or_one_column_making_fourteen_are_set_aside():
    """"Iedere twee kaarten dezer zestien, die van boven naar beneden in rechte lijn of horizontaal
    in dezelfde lijn, te zamen het getal veertien uitmaken, worden ter zijde gelegd" / "De boer geldt
    elf, de vrouw twaalf, de heer dertien.\""""
    g, st = dealt(VT, 1)
    assert piles(g, st, "t")[:8] == ["8H", "AD", "6D", "KS", "5D", "5H", "4S", "KH"]
    # 8H 6D and AD KS in the first row (not side by side), 5H 9D in the second column; not AD KH
    # nor 5D 9D, which make fourteen but lie in no one line
    assert listed(g, st) == ["pair t1 t3", "pair t2 t4", "pair t6 t14"]


def test_veertien_the_openings_are_filled_in_order_from_the_pack_into_the_openings_chosen():
    """"worden ter zijde gelegd en in volgorde uit het spel vervangen" / "is het den speler
    veroorloofd de eerste en tweede kaart van het spel te zien, om deze — echter altijd in volgorde —
    in de openingen te leggen, die het voordeeligst zijn\""""
    g, st = dealt(VT, 1, "pair t1 t3")
    assert pile(g, st, "s").split()[-1] == "4C"
    assert listed(g, st) == ["fill t1", "fill t3"]  # not the next pair (AD KS) first
    play(g, st, "fill t3")
    assert pile(g, st, "t3") == "4C" and listed(g, st) == ["fill t1"]
    play(g, st, "fill t1")
    assert pile(g, st, "t1") == "7S" and "pair t2 t4" in move_texts(g, st)


def test_veertien_the_cards_are_gathered_again_only_when_the_pack_is_spent_and_openings_remain():
    """"Zijn alle kaarten van het spel opgebruikt en er openingen in de figuur der zestien kaarten
    voorkomen, dan worden de overgebleven kaarten ... verzameld\""""
    g = rule_game(VT)
    st = position(g, seed=1, d="8H 6D", **grid(LOW))  # no opening: nothing left to do
    assert listed(g, st) == []
    st = position(g, seed=1, d="8H 6D", **grid(LOW[:15]))
    assert listed(g, st) == ["regather"]
    st = position(g, seed=1, d="8H 6D", s="9S", **grid(LOW[:15]))
    assert listed(g, st) == ["fill t16"]
    st = position(g, seed=1, d="8H 6D", **grid(LOW[:14] + ["", "10H"]))  # 4C 10H in the last column
    assert listed(g, st) == ["pair t4 t16"]


def test_veertien_the_gathering_goes_row_by_row_from_right_to_left_into_rows_of_four():
    """"dan worden de overgebleven kaarten van rechts naar links, te beginnen bij de eerste rij,
    verzameld en weder op rijen van vier kaarten gelegd, waarin dan echter in de laatste rij ook
    minder dan vier kaarten kunnen zijn\""""
    g = rule_game(VT)
    st = position(g, seed=1, d="8H 6D", **grid(["AC", "2C", "", "3C", "4C", "", "JC", "", "", "6C"]))
    assert listed(g, st) == ["regather"]
    play(g, st, "regather")
    assert piles(g, st, "t")[:8] == ["3C", "2C", "AC", "JC", "4C", "6C", "", ""]
    assert listed(g, st) == ["pair t1 t4"]  # 3C and JC now share a row


def test_veertien_a_gathering_that_gives_no_pair_ends_the_game():
    """"Vervolgens worden weder iedere twee kaarten, die te zamen veertien tellen, terzijde gelegd, de
    overige weder verzameld, totdat alle kaarten verwijderd zijn, of, als niet passend, overschieten,
    in welk laatste geval de partij verloren is.\""""
    g = rule_game(VT)
    st = position(g, seed=1, d="8H 6D", **grid(["AC", "2C", "", "3C", "4C", "", "", "5C", "", "6C"]))
    play(g, st, "regather")
    assert listed(g, st) == [] and not g.is_won(st)


# ---------------------------------------------------------------------------------------------
# hagenaar2-14 — De dekpatience (No. 14)

DK = "hagenaar2-14"


def test_dekpatience_two_cards_of_one_suit_are_covered_with_the_next_two_of_the_pack():
    """"Vier kaarten worden naast elkaar op tafel gelegd. Vertoonen twee daarvan dezelfde kleur
    (harten, ruiten, schoppen of klaveren), dan worden die met twee volgende kaarten van het spel
    bedekt.\""""
    g, st = dealt(DK, 1)
    assert piles(g, st, "t") == ["8H", "AD", "6D", "KS"]
    assert listed(g, st) == ["cover t2 t3", "cover t3 t2"]
    g = rule_game(DK)
    st = position(g, seed=1, t1="5H", t2="9H", t3="2C", t4="KH", s="3D 4D 6D 7D")
    # any two of the three hearts, each way round; never the club
    assert listed(g, st) == ["cover t1 t2", "cover t2 t1", "cover t1 t4", "cover t4 t1", "cover t2 t4", "cover t4 t2"]
    play(g, st, "cover t4 t1")
    assert piles(g, st, "t") == ["5H 6D", "9H", "2C", "KH 7D"] and pile(g, st, "s") == "3D 4D"


def test_dekpatience_four_different_suits_on_top_end_the_game():
    """"Komen er in den loop van het spel vier kaarten boven te liggen, die tot vier verschillende
    kleuren behooren, dan is verder spelen onmogelijk en is dus de patience mislukt." / "Kan
    daarentegen het geheele spel op de aangegeven wijze worden uitgelegd, dan is de patience
    gelukt.\""""
    g = rule_game(DK)
    st = position(g, seed=1, t1="5H", t2="9S", t3="2C", t4="KD", s="3D 4D")
    assert listed(g, st) == [] and not g.is_won(st)
    st = position(g, seed=1, t1="5H", t2="9H", t3="2C", t4="KD", s="3D 4D")
    play(g, st, "cover t1 t2")
    assert pile(g, st, "s") == "" and g.is_won(st) and listed(g, st) == []


# ---------------------------------------------------------------------------------------------
# hagenaar2-19 — Het prentenkabinet (No. 19)

PK = "hagenaar2-19"


def test_prentenkabinet_court_cards_of_the_first_layout_go_under_the_pack():
    """"Twaalf kaarten worden in twee rijen open op tafel gelegd. Komt er bij dit eerste opleggen een
    heer, vrouw of boer te voorschijn, dan worden deze onder het spel geschoven.\""""
    g, st = dealt(PK, 1)  # the shuffle puts KS, KH and JD in the first twelve
    assert piles(g, st, "t") == ["8H", "AD", "6D", "3C", "5D", "5H", "4S", "9D", "AC", "2C", "9H", "8D"]
    assert pile(g, st, "s").split()[:3] == ["JD", "KH", "KS"]


def test_prentenkabinet_two_tops_worth_eleven_are_covered_and_a_court_card_closes_its_heap():
    """"Nu worden van het spel twee kaarten afgenomen en gelegd op twee van de uitgelegde kaarten, die
    gezamenlijk elf oogen tellen" / "De heeren, vrouwen en boeren worden thans echter niet meer onder
    het spel geschoven, doch eveneens opgelegd. Op een zoodanige prentkaart mag dan geen andere kaart
    meer gelegd worden.\""""
    g = rule_game(PK)
    st = position(g, seed=1, t1="5C QD", t2="6H", t3="5S", t4="8D", s="2C KS 3S")
    assert listed(g, st) == ["cover t2 t3", "cover t3 t2"]  # not 6H with the 5C under the queen
    play(g, st, "cover t2 t3")
    assert piles(g, st, "t")[:4] == ["5C QD", "6H 3S", "5S KS", "8D"]
    assert listed(g, st) == ["cover t2 t4", "cover t4 t2"]  # 3S 8D; the 5S lies under a king now


def test_prentenkabinet_is_lost_when_no_two_tops_make_eleven():
    """"Liggen geen kaarten meer boven, die twee aan twee elf oogen tellen en heeft de speler nog
    kaarten in handen, dan is de patience mislukt.\""""
    g = rule_game(PK)
    st = position(g, seed=1, t1="5C", t2="7H", t3="9S", t4="8D", s="2C KS 3S")
    assert listed(g, st) == [] and not g.is_won(st)
    st = position(g, seed=1, t1="5C", t2="7H", t3="9S", t4="4D", s="2C KS 3S")
    assert listed(g, st) == ["cover t2 t4", "cover t4 t2"]


# ---------------------------------------------------------------------------------------------
# hagenaar2-21 — De hoopvolle (No. 21)

HV = "hagenaar2-21"
ROW1 = ["AC", "2C", "3C", "4C", "5C", "6C", "7C"]
ROW2 = ["3D", "4D", "5D", "6D", "7D", "8D", "9D"]


def two_rows(g: Game, first: list[str], second: list[str], s: str = "2S 3S") -> State:
    """Two rows laid (the first of the setup, one by `newrow`)."""
    st = position(g, seed=1, s=s, **grid(first + second))
    st.vars["newrow.uses"] = 1
    return st


def test_hoopvolle_pairs_of_fourteen_are_set_aside_before_the_places_are_filled_one_by_one():
    """"Bevinden zich in deze rij twee kaarten die te zamen veertien punten tellen, dan worden die
    terzijde gelegd. Hierbij geldt de heer voor 13 punten, de vrouw voor 12 punten en de boer voor 11
    punten. Ledige plaatsen worden weer aangevuld met de een voor een van het spel af te nemen
    kaarten.\""""
    g, st = dealt(HV, 1)
    assert piles(g, st, "t")[:7] == ["8H", "AD", "6D", "KS", "5D", "5H", "4S"]
    assert listed(g, st) == ["pair t1 t3", "pair t2 t4"]
    play(g, st, "pair t1 t3")
    assert listed(g, st) == ["pair t2 t4"]  # not the pack's card into t1 yet
    play(g, st, "pair t2 t4")
    assert listed(g, st) == ["s>t1"]  # the first gap only
    play(g, st, "s>t1")
    assert pile(g, st, "t1") == "KH" and listed(g, st) == ["s>t2"]


def test_hoopvolle_a_new_row_is_laid_only_when_nothing_can_be_removed_and_no_place_is_empty():
    """"Zijn er eindelijk geen kaarten meer uit de rij te verwijderen, dan wordt onder deze eerste rij
    en tweede rij gelegd, eveneens van zeven kaarten." / "Zoo noodig worden nog een derde, vierde
    enz. rij gevormd.\""""
    g = rule_game(HV)
    st = position(g, seed=1, s="9D 8D 7D 6D 5D 4D 3D", **grid(ROW1))
    assert listed(g, st) == ["newrow"]
    play(g, st, "newrow")
    assert piles(g, st, "t")[7:15] == ROW2 + [""]
    st = position(g, seed=1, s="9D 8D 7D 6D 5D 4D 3D", **grid(ROW1[:2] + [""] + ROW1[3:]))
    assert listed(g, st) == ["s>t3"]
    st = position(g, seed=1, s="9D 8D 7D 6D 5D 4D 3D", **grid(ROW1[:6] + ["KD"]))
    assert listed(g, st) == ["pair t1 t7"]


def test_hoopvolle_a_first_row_card_is_free_once_the_card_just_below_it_is_gone():
    """"doch nu kunnen ook vrije kaarten van de eerste rij mede verwijderd worden. Een kaart uit de
    eerste rij is vrij, wanneer de juist daaronder liggende kaart van de tweede rij weggenomen is.
    Een vrije kaart van de eerste rij kan dus weggelegd worden met een kaart van de tweede rij, mits
    die beide kaarten te zamen veertien punten tellen.\""""
    g = rule_game(HV)
    st = two_rows(g, ROW1, ROW2)
    assert listed(g, st) == ["pair t10 t14", "pair t11 t13"]  # not 7C 7D: 9D covers the 7C
    play(g, st, "pair t10 t14")
    assert listed(g, st) == ["pair t7 t12", "pair t11 t13"]


def test_hoopvolle_the_gaps_of_the_first_row_are_filled_before_those_of_the_second():
    """"Ledige plaatsen worden weder van uit het spel aangevuld en eerst de ledige plaatsen in de
    eerste rij en daarna die in de tweede rij.\""""
    g = rule_game(HV)
    st = two_rows(g, ROW1[:2] + [""] + ROW1[3:], ["3D", "", "4D", "5D", "6D", "2D", "AD"])
    assert listed(g, st) == ["s>t3"]
    play(g, st, "s>t3")
    assert pile(g, st, "t3") == "3S" and listed(g, st) == ["s>t9"]
    st = two_rows(g, ROW1, [""] * 7)  # a row emptied stays a row: its places are filled one by one
    assert listed(g, st) == ["s>t8"]


# ---------------------------------------------------------------------------------------------
# hagenaar2-33 — Heen en terug (No. 33)

HT = "hagenaar2-33"


def test_heen_en_terug_a_seven_is_fetched_from_the_pack_only_when_the_layout_shows_none():
    """"Twintig kaarten worden in vier rijen gelegd van vijf kaarten elk. Is onder deze twintig kaarten
    geen zeven, dan neme de speler een van de twintig kaarten weg en vervange deze door een uit het
    spel te zoeken zeven.\""""
    g, st = dealt(HT, 2)
    assert not any(c.startswith("7") for c in piles(g, st, "t"))
    assert listed(g, st) == [f"fetch t{i}" for i in range(1, 21)]  # not yet 9C onto the 5D of t13
    play(g, st, "fetch t1")
    assert pile(g, st, "t1") == "7H" and listed(g, st) == ["s>t13"]
    g, st = dealt(HT, 1)
    assert pile(g, st, "t16") == "7D" and listed(g, st) == ["s>t19"]
    g = rule_game(HT)
    st = position(g, seed=1, t1="5C", t2="3D", t3="2H", t16="8D", s="9C 7S")
    assert listed(g, st) == ["fetch t1", "fetch t2", "fetch t3", "fetch t16"]
    st.vars["lay.uses"] = 1  # once the laying has begun, no more fetching
    assert listed(g, st) == []


def test_heen_en_terug_each_turned_card_is_laid_on_an_open_card_it_makes_fourteen_with():
    """"Alsnu worden de kaarten een voor een omgekeerd. Een kaart, die met een van de twintig
    openliggende kaarten te zamen veertien oogen telt, wordt daarop gelegd." / "Hierbij telt de heer
    dertien, de vrouw twaalf, de boer elf en het aas één.\""""
    g = rule_game(HT)
    st = position(g, seed=1, t1="5C", t2="3D", t3="5H", t4="KS", t16="7D", s="3S AC 9C")
    assert listed(g, st) == ["s>t1", "s>t3"]  # either five; not the 3D or the king
    play(g, st, "s>t3")
    assert pile(g, st, "t3") == "5H 9C" and listed(g, st) == ["s>t4"]  # AC onto the king


def test_heen_en_terug_a_card_that_fits_nowhere_ends_the_game():
    """"Aldus wordt voortgegaan, tot het geheele pak kaarten verbruikt is. Hokt het spel, dan is de
    patience mislukt.\""""
    g = rule_game(HT)
    st = position(g, seed=1, t1="5C", t2="3D", t3="2H", t16="7D", s="9C 8S")
    st.vars["lay.uses"] = 1
    assert listed(g, st) == [] and not g.is_won(st)  # the 8S may not be put by for later
    st = position(g, seed=1, t1="5C", t2="3D", t3="2H", t16="7D", s="9C 7S")
    st.vars["lay.uses"] = 1
    assert listed(g, st) == ["s>t16"]


def test_heen_en_terug_pairs_are_taken_off_only_once_the_whole_pack_is_laid():
    """"Heeft men alle kaarten kunnen uitleggen, dan begint het tweede gedeelte der patience, het
    teruggaan. De speler neemt nu van de twintig pakjes telkens twee bovenliggende kaarten af, die te
    zamen veertien oogen tellen en legt die ter zijde\""""
    g = rule_game(HT)
    st = position(g, seed=1, t1="6C 8C", t2="3D", t3="6D", t16="7D", s="9H")
    st.vars["lay.uses"] = 1
    assert listed(g, st) == []  # 8C 6D make fourteen, but the 9H fits nowhere: the game is over
    st = position(g, seed=1, t1="6C 8C", t2="3D", t3="6D", t16="7D")
    assert listed(g, st) == ["pair t1 t3"]
    play(g, st, "pair t1 t3")
    assert piles(g, st, "t")[:3] == ["6C", "3D", ""] and pile(g, st, "d") == "8C 6D"


def test_heen_en_terug_the_two_top_cards_of_one_packet_only_as_the_last_chance():
    """"totdat hij alle kaarten van de twintig pakjes heeft kunnen wegleggen of totdat het spel niet
    verder kan gaan. Thans heeft de speler nog één kans het spel te winnen, doordat hij van nu af aan
    ook de beide bovenste kaarten der pakjes weg mag leggen.\""""
    g = rule_game(HT)
    st = position(g, seed=1, t1="6C 8C", t2="3D", t3="6D", t16="7D")
    assert listed(g, st) == ["pair t1 t3"]  # a pair is left: not yet 6C 8C of one packet
    st = position(g, seed=1, t1="6C 8C", t2="3D", t3="4D", t16="7D")
    assert listed(g, st) == ["two t1 t1/2"]
    st = position(g, seed=1, t1="6C 8C", t2="3D", t3="6D", t16="7D")
    st.vars["two.uses"] = 1  # from then on, beside the ordinary pairs
    assert listed(g, st) == ["pair t1 t3", "twos t1 t1/2"]


def test_heen_en_terug_talon_a_turned_card_that_fits_must_be_laid():
    """"Een kaart, die met een van de twintig openliggende kaarten te zamen veertien oogen telt, wordt
    daarop gelegd.\" (variant `talon`: a card that fits nowhere goes to a talon)"""
    g = rule_game(HT, "talon")
    st = position(g, seed=1, t1="5C", t16="7D", s="3H 9H")
    assert listed(g, st) == ["s>t1"]  # not onto the talon
    st = position(g, seed=1, t1="5C", t16="7D", s="9H 3H")
    assert listed(g, st) == ["s>h"]
    play(g, st, "s>h")
    assert listed(g, st) == ["s>t1"]  # the 9H fits, the 3H on the talon does not
    st = position(g, seed=1, t1="5C", t16="7D", s="3H", h="9D")
    assert listed(g, st) == ["h>t1", "s>h"]  # the talon's top may be laid later


# ---------------------------------------------------------------------------------------------
# cadogan-ru-chetyrnadtsat — Четырнадцать (Fourteen)

CH = "cadogan-ru-chetyrnadtsat"


def test_chetyrnadtsat_two_cards_of_one_row_or_column_making_fourteen_are_paired():
    """"Пасьянсъ заключается въ томъ, чтобы составить число четырнадцать съ помощью двухъ картъ,
    взятыхъ изъ продольнаго и поперечнаго рядовъ." / "Валеты считаются за одиннадцать, дамы за
    двѣнадцать, короли за тринадцать.\""""
    g, st = dealt(CH, 1)
    assert piles(g, st, "t")[:7] == ["8H", "10C", "9H", "2D", "AD", "9D", "AC"]
    moves = move_texts(g, st)
    assert {"pair t2 t17", "pair t5 t20", "pair t5 t25"} <= moves  # 10C 4C; AD KS, AD KH
    assert "pair t1 t7" not in moves and "pair t5 t24" not in moves  # 8H 6H, AD KD: no one line


def test_chetyrnadtsat_the_places_of_a_pair_are_filled_from_the_hand_at_once():
    """"Эти карты, подобранныя подъ пары, снимаютъ и на мѣсто ихъ кладутъ другія изъ числа картъ,
    находящихся въ рукахъ.\""""
    g, st = dealt(CH, 1)
    assert pile(g, st, "s").split()[-2:] == ["2H", "3D"]
    play(g, st, "pair t2 t17")
    assert pile(g, st, "t2") == "3D" and pile(g, st, "t17") == "2H"
    assert pile(g, st, "d") == "10C 4C" and "pair t2 t12" in move_texts(g, st)


def test_chetyrnadtsat_two_cards_change_places_only_when_no_fourteen_can_be_made():
    """"Если во время игры нельзя составить число четырнадцать, то остается одно только средство:
    берутъ какихъ бы то ни было двѣ карты и кладутъ ихъ на мѣсто двухъ другихъ картъ.\""""
    g = rule_game(CH)
    st = position(g, seed=1, t1="2C", t2="3C", t3="2D", t7="QC")
    # any two cards, but not the two twos: that would change nothing
    assert listed(g, st) == ["swap t1 t2", "swap t1 t7", "swap t2 t3", "swap t2 t7", "swap t3 t7"]
    play(g, st, "swap t2 t7")
    assert [pile(g, st, p) for p in ("t2", "t7")] == ["QC", "3C"]
    assert listed(g, st) == ["pair t1 t2", "pair t2 t3"]  # no more exchanging while a pair is there


# ---------------------------------------------------------------------------------------------
# cadogan-wheel — The Wheel

WH = "cadogan-wheel"
PACK = "2S 3S 4S 5S 6S 7S"


def test_wheel_the_aces_are_withdrawn_and_twelve_cards_dealt_to_the_cushion():
    """"Withdraw the eight aces and place them in the form of a cross" / "deal out twelve cards in two
    horizontal rows\""""
    g, st = dealt(WH, 1)
    assert sorted(piles(g, st, "x")) == ["AC", "AC", "AD", "AD", "AH", "AH", "AS", "AS"]
    assert all(len(p.split()) == 1 for p in piles(g, st, "c"))


def test_wheel_a_fresh_deal_only_when_no_more_combinations_can_be_made():
    """"When no more combinations can be made, you proceed to deal out twelve more cards, covering
    those already forming the cushion\""""
    g, st = dealt(WH, 1)
    moves = listed(g, st)
    assert "round" not in moves and "group c3 c4 c6 c1" in moves  # 2C 6D 10H crowned by JS
    g = rule_game(WH)
    st = position(g, seed=1, c1="2C", c2="6D", c3="10H", c4="8C", s=PACK)  # eighteen, but no crown
    assert listed(g, st) == ["round"]


def test_wheel_three_pip_cards_of_different_values_make_eighteen_and_a_court_card_crowns_them():
    """"II. No two cards of the same value may be used in making each combination of eighteen." /
    "IV. Court cards are excluded from the combinations, which must be made with the pips of minor
    cards, the court cards crowning each packet." / "III. Even when there are three cards on the
    cushion which make the required sum, these cards cannot be removed unless the cushion contains a
    court card to crown them.\""""
    g = rule_game(WH)
    st = position(g, seed=1, c1="6C", c2="6D", c3="6H", c4="KS", c5="5C", c6="7D", s=PACK)
    assert listed(g, st) == ["group c1 c5 c6 c4", "group c2 c5 c6 c4", "group c3 c5 c6 c4"]  # not 6 6 6
    st = position(g, seed=1, c1="JS", c2="5C", c3="2D", c4="KH", c5="10C", c6="6H", s=PACK)
    assert listed(g, st) == ["group c3 c5 c6 c1", "group c3 c5 c6 c4"]  # not JS 5C 2D


def test_wheel_only_the_uppermost_cards_of_the_cushion_are_available():
    """"V. Only the uppermost cards of the cushion are available, but their removal releases those
    underneath.\""""
    g = rule_game(WH)
    st = position(g, seed=1, c1="8C 2H", c2="6D", c3="10S", c4="QC", c5="4D", s=PACK)
    st.vars["round.uses"] = 1
    assert listed(g, st) == ["group c1 c2 c3 c4"]  # not 8C 6D 4D: the 8C lies under the 2H
    play(g, st, "group c1 c2 c3 c4")
    assert pile(g, st, "w1") == "2H 6D 10S QC" and pile(g, st, "c1") == "8C"  # the crown on top


def test_wheel_vacancies_are_refilled_only_until_the_first_fresh_deal():
    """"I. Vacancies in the cushion are only refilled after the first deal, but not after any
    subsequent deal." / "but when vacancies are now made they cannot be refilled. (Rule I.) Cards,
    therefore, in this and the subsequent deals may have to be dealt on to empty spaces\""""
    g, st = dealt(WH, 1, "group c3 c4 c6 c1")
    assert all(piles(g, st, "c")) and pile(g, st, "w1").split()[-1] == "JS"
    g = rule_game(WH)
    st = position(g, seed=1, c1="8C 2H", c2="6D", c3="10S", c4="QC", c5="4D", s=PACK)
    st.vars["round.uses"] = 1
    play(g, st, "group c1 c2 c3 c4")
    assert piles(g, st, "c")[:6] == ["8C", "", "", "", "4D", ""] and listed(g, st) == ["round"]
    play(g, st, "round")
    assert piles(g, st, "c")[:6] == ["8C 7S", "6S", "5S", "4S", "4D 3S", "2S"]


def test_wheel_either_of_two_identical_court_cards_may_crown():
    """"take them up together, and put any court card that may be in the cushion at the top\""""
    g = rule_game(WH)
    st = position(g, seed=1, c1="3C KS", c2="9D KS", c3="2C", c4="6D", c5="10H", s=PACK)
    st.vars["round.uses"] = 1
    assert listed(g, st) == ["group c3 c4 c5 c1", "group c3 c4 c5 c2"]
    play(g, st, "group c3 c4 c5 c2")
    assert pile(g, st, "c1") == "3C KS" and pile(g, st, "c2") == "9D"
