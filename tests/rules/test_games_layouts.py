"""The book's rules of the games laid out in rows, rings and figures, checked on the committed rule sets.

Games: hagenaar2-11 (and its variant), -37, -40 (and its variant), -41, -42, -43 (and its variant),
-44, -45, -46, -47. Each test puts the executor in a position where a restriction of the book bites
(a dealt seed with moves made, or a position laid by hand) and checks both sides: the move the book
forbids is not offered, and the move it allows is. The docstrings quote the book.
"""

from __future__ import annotations

from patience.engine.game import Game, State

from helpers import dealt, lay, listed, move_texts, pile, play, position, rule_game, top


def piles(names: str, cards: str) -> dict[str, str]:
    """{pile: cards} for the space-separated pile names and the '|'-separated piles."""
    return dict(zip(names.split(), cards.split("|"), strict=True))


def grid_row(row: int, cards: str, columns: int = 10) -> dict[str, str]:
    """Row `row` (0-based) of a grid zone `t`: one card a cell, left to right."""
    return {f"t{row * columns + c + 1}": card for c, card in enumerate(cards.split())}


# ---------------------------------------------------------------------------------------------
# hagenaar2-11 — De groote Napoleonpatience (No. 11)

NA = "hagenaar2-11"
NA_BASES = {"f1": "7C", "f2": "7D", "f3": "7H", "f4": "7S"}
# outer cards that neither fit a base of sevens nor marry one another
NA_ROWS = piles("r1 r2 r3 r4 r5 r6 r7 r8", "9S 2C|3D QH|JC 5S|10D 9D|4C KC|QS 4H|KD JD|4S 2S")


def napoleon(*moves: str, **cards: str) -> tuple[Game, State]:
    """The deal of seed 2 with the bases built up, laid as `cards` over the seven bases and neutral rows."""
    g, st = dealt(NA, 2, "choose direction up", *moves)
    return g, lay(g, st, clear=True, **{**NA_BASES, **NA_ROWS, **cards})


def test_napoleon_the_player_chooses_up_or_down_before_anything_else():
    """"Nu maakt de speler uit of hij de grondpakjes in het midden dalend of klimmend zal beleggen, welke
    keuze aan hem is, mits hij erop lette, dat op de grondkaarten slechts kaarten van dezelfde kleur
    worden gelegd.\""""
    g, st = dealt(NA, 2)
    assert [pile(g, st, f"f{i}") for i in range(1, 5)] == ["7C", "7D", "7H", "7S"]
    assert listed(g, st) == ["choose direction up", "choose direction down"]
    g, up = dealt(NA, 2, "choose direction up")
    g, down = dealt(NA, 2, "choose direction down")
    assert top(g, up, "r6") == "8D" and top(g, up, "r2") == "6D"
    assert "r6>f2" in move_texts(g, up) and "r2>f2" not in move_texts(g, up)
    assert "r2>f2" in move_texts(g, down) and "r6>f2" not in move_texts(g, down)
    g, st = napoleon(r1="8H")  # not of the base's suit
    assert not {"r1>f1", "r1>f2", "r1>f4"} & move_texts(g, st)
    assert "r1>f3" in move_texts(g, st)


def test_napoleon_marriages_wait_until_no_free_card_fits_a_base_pile():
    """"Zijn er geen vrije en passende kaarten meer, dan vormt men mariages tusschen buitenste kaarten van
    dezelfde kleur\""""
    g, st = dealt(NA, 2, "choose direction up")
    assert top(g, st, "r1") == "QC" and top(g, st, "r4") == "KC"
    moves = move_texts(g, st)
    assert "r6>f2" in moves
    assert not {"r1>r4", "r4>r1"} & moves
    play(g, st, "r6>f2")
    assert listed(g, st)[0] == "r5>f2" and "r1>r4" not in move_texts(g, st)
    play(g, st, "r5>f2")
    assert {"r1>r4", "r4>r1", "r7>b1", "b1>r7"} <= move_texts(g, st)


def test_napoleon_a_released_cellar_card_that_fits_a_base_also_holds_up_the_marriages():
    """"Zijn er geen vrije en passende kaarten meer, dan vormt men mariages tusschen buitenste kaarten van
    dezelfde kleur" / "Deze kaart mag eerst gebruikt worden als de rechts of de links liggende vier kaarten
    alle weggenomen zijn\""""
    g, st = napoleon(k="8C", b1="", b2="2D 3H", r3="4H")
    moves = move_texts(g, st)
    assert "k>f1" in moves
    assert not {"r3>b2", "b2>r3"} & moves
    g, st = napoleon(k="9C", b1="", b2="2D 3H", r3="4H")
    assert {"r3>b2", "b2>r3"} <= move_texts(g, st)
    # nor may the cellar card marry while an outer card fits
    g, st = napoleon(k="QC", b1="", b2="2D 3H", r3="KC", r1="8S")
    moves = move_texts(g, st)
    assert "r1>f4" in moves and "k>r3" not in moves
    g, st = napoleon(k="QC", b1="", b2="2D 3H", r3="KC")
    assert "k>r3" in move_texts(g, st)


def test_napoleon_the_cellar_card_is_used_only_once_a_bottom_row_is_cleared():
    """"Men mag ook nog een kaart, die bijzonderlijk hinderlijk is voor den voortgang van het spel, in den
    kelder opbergen." / "Deze kaart mag eerst gebruikt worden als de rechts of de links liggende vier kaarten
    alle weggenomen zijn\""""
    # to a base pile
    g, st = napoleon(k="8C", b1="6D", b2="2D 5H")
    assert "k>f1" not in move_texts(g, st)
    g, st = napoleon(k="8C", b1="", b2="2D 5H")
    assert "k>f1" in move_texts(g, st)
    # onto an outer card
    g, st = napoleon(k="QC", b1="6D", b2="2D 5H", r3="KC")
    assert "k>r3" not in move_texts(g, st)
    g, st = napoleon(k="QC", b1="", b2="2D 5H", r3="KC")
    assert "k>r3" in move_texts(g, st)


def test_napoleon_a_card_goes_into_the_empty_cellar_at_any_time():
    """"Men mag ook nog een kaart, die bijzonderlijk hinderlijk is voor den voortgang van het spel, in den
    kelder opbergen." / "dan mag echter weer een andere kaart in den kelder worden gelegd\""""
    g, st = dealt(NA, 2, "choose direction up")
    moves = move_texts(g, st)
    assert {"r6>f2", "r1>k", "b2>k"} <= moves  # beside a base play
    g, st = napoleon(k="5D", b1="6D", b2="2D 5H")
    assert not any(m.endswith(">k") for m in move_texts(g, st))  # one card at a time
    g, st = napoleon(k="", b1="6D", b2="2D 5H")
    assert {"r1>k", "b1>k", "b2>k"} <= move_texts(g, st)


def test_napoleon_an_emptied_row_takes_an_outer_card_with_its_sequence_but_a_bottom_row_stays_empty():
    """"Wanneer men een rij in horizontale richting vrij maakt, mag op deze vrije plaats eene willekeurige
    buitenkaart gelegd worden met de op haar volgende kaarten, in dalende of klimmende orde." / "(Dit geldt
    niet voor de vijfde rij).\""""
    g, st = napoleon(r1="", b1="", b2="2D 8S", r2="6S 5H 4H")
    moves = move_texts(g, st)
    assert {"r2>r1", "r2>r1:2", "b2>r1"} <= moves
    assert "r2>r1:3" not in moves  # 6S does not follow 5H
    assert not any(m.endswith(">b1") for m in moves)
    # a sequence goes only into an emptied row, not onto an outer card
    g, st = napoleon(r2="6S 5H 4H", r3="3H")
    assert "r3>r2" in move_texts(g, st)
    g, st = napoleon(r2="6S 4H 5H", r3="3H")
    assert not {"r2>r3", "r2>r3:2"} & move_texts(g, st)


def test_napoleon_variant_bases_go_up_without_a_choice_and_marriages_still_wait():
    """"worden vier loodrechte rijen van zes kaarten aan beide zijden der middelkaarten gelegd, welke laatste
    echter slechts in klimmende orde en met dezelfde kleur belegd mogen worden" / "verder volgt men de
    gegeven voorschriften\""""
    g, st = dealt(NA, 6, variant="opmerking")
    assert len([p for p in g.pile_index if p.startswith("r")]) == 10
    assert top(g, st, "f4") == "6H" and top(g, st, "r7") == "7H"
    stores = [f"r{i}>k" for i in range(1, 11)] + ["b1>k", "b2>k"]
    assert listed(g, st) == ["r7>f4", *stores]  # no marriage while 7H fits
    play(g, st, "r7>f4", "r10>f4")
    assert {"r1>r6", "r6>r1", "r4>b2"} <= move_texts(g, st)
    st = lay(g, st, clear=True, f1="8S", f2="8C", f3="8D", f4="8H", r1="7S", r2="9S", b1="5C", b2="2H")
    moves = move_texts(g, st)
    assert "r2>f1" in moves and "r1>f1" not in moves


# ---------------------------------------------------------------------------------------------
# hagenaar2-37 — De blokkade (No. 37)

BL = "hagenaar2-37"
BL_ROW0 = "8H 10C 9H 2D 5D 9D 7C 6H 8D 2C"
BL_ROW1 = "3H 4C 9S JD 7H QC 8S 10D 3D 5C"
BL_ROW2 = "4H 6C JS QD 10S 9C 8C 6D 4D 7S"


def test_blokkade_an_enclosed_card_is_free_only_next_to_an_opening_just_above_or_below():
    """"De tweede rij is nu door de eerste en derde ingesloten, dat wil zeggen, dat men kaarten uit de tweede
    rij slechts dan mag gebruiken, als er in de bovenste of onderste rij een opening gemaakt is, welke dan nog
    juist boven of onder de kaart moet zijn\""""
    g = rule_game(BL)
    rows = {**grid_row(0, BL_ROW0), **grid_row(1, BL_ROW1), **grid_row(2, BL_ROW2)}
    st = position(g, fa1="AS", s="5S", **{**rows, "t15": "2S"})
    assert "t15>fa1" not in move_texts(g, st)
    for opening in ("t5", "t25"):  # just above, just below
        st = position(g, fa1="AS", s="5S", **{**rows, "t15": "2S", opening: ""})
        assert "t15>fa1" in move_texts(g, st)
    st = position(g, fa1="AS", s="5S", **{**rows, "t15": "2S", "t4": "", "t26": ""})  # openings beside it
    assert "t15>fa1" not in move_texts(g, st)
    # the top and bottom rows are free
    st = position(g, fa1="AS", s="5S", **{**rows, "t5": "2S", "t25": "2S"})
    assert {"t5>fa1", "t25>fa1"} <= move_texts(g, st)


def test_blokkade_inner_openings_are_filled_first_and_their_cards_played_before_the_outer_ones_are_closed():
    """"worden de ledige plaatsen aangevuld, waarbij kaarten der binnenrijen vervangen worden, voordat die der
    buitenrijen" … "zoodat de in die binnenrijen gelegd aanvullingskaarten, die op de kleurhoopjes passen,
    daarop kunnen worden gelegd, voordat zij door aanvullingskaarten der buitenrijen zijn afgesloten" /
    "Kunnen uit de eerste rij geen kaarten meer opgenomen worden en zijn ontstane openingen daarin aangevuld,
    dan gaat men over tot het leggen van een tweede rij\""""
    g = rule_game(BL)
    rows = {**grid_row(0, BL_ROW0), **grid_row(1, BL_ROW1), **grid_row(2, BL_ROW2)}
    stock = "6S 4S QS KD JC 9D 8H 7D 10H JH 5D 9C 3C 3S"
    st = position(g, fa1="AS", s=stock, **{**rows, "t25": "2S", "t24": "AH", "t2": "", "t12": ""})
    assert listed(g, st) == ["t24>fa2", "t24>fa3", "t24>fa4", "t25>fa1"]
    play(g, st, "t25>fa1")
    assert [pile(g, st, p) for p in ("t2", "t12", "t25")] == ["", "", ""]  # AH still fits
    play(g, st, "t24>fa2")
    # no play left: the inner opening got the top card of the pack, the outer ones wait while it fits
    assert [pile(g, st, p) for p in ("t2", "t12", "t24", "t25")] == ["", "3S", "", ""]
    assert listed(g, st) == ["t12>fa1"]
    play(g, st, "t12>fa1")
    # 3C went to the inner opening, then the outer openings were filled, then a new row was laid
    assert [pile(g, st, p) for p in ("t2", "t12", "t24", "t25")] == ["9C", "3C", "5D", "JH"]
    assert [pile(g, st, p) for p in ("t31", "t39", "t40", "s")] == ["10H", "6S", "", ""]


def test_blokkade_a_favour_only_when_stuck_and_only_into_an_opening_of_the_rows():
    """"Als er geen mogelijkheid meer is het spel te winnen, dan is het toegestaan naar verkiezing in een der
    rijen een kaart in een opening te vervangen of tegen een andere te verruilen\""""
    g = rule_game(BL)
    rows = {**grid_row(0, BL_ROW0), **grid_row(1, BL_ROW1), "t5": ""}
    st = position(g, fa2="AC", **rows)
    assert listed(g, st) == ["t10>fa2"]  # a play is left: no favour
    st = position(g, **rows)
    moves = listed(g, st)
    assert {"favour t1 t2", "favour t1 t20", "favour t15>t5", "favour t20>t5"} <= set(moves)
    assert all(m.startswith("favour") for m in moves)
    shifts = [m for m in moves if ">" in m]
    assert len(shifts) == 19 and {m.split(">")[1] for m in shifts} == {"t5"}  # not into the unlaid t21…
    play(g, st, "favour t15>t5")
    assert listed(g, st) == []  # once only


def test_blokkade_instead_of_the_favour_one_complete_ace_pile_is_built_on():
    """"In plaats van een kaart te vangen, is den speler een andere gunst toegestaan" … "namelijk op een der
    reeds voltallige azenpakjes nog doorloopende kaarten te leggen" … "Zulks mag echter slechts op één
    azenpakje geschieden.\""""
    g = rule_game(BL)
    spades = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"
    hearts = spades.replace("S", "H")
    rows = {**grid_row(0, BL_ROW0), **grid_row(1, BL_ROW1), "t5": "", "t15": "AS", "t16": "2S", "t11": "AH"}
    st = position(g, fa1=spades, fa2=hearts, **rows)
    moves = move_texts(g, st)
    assert {"t15>fa1", "t11>fa2", "favour t1 t2"} <= moves
    assert "t16>fa1" not in moves  # 2S waits for the ace
    play(g, st, "t15>fa1")
    assert listed(g, st) == ["t16>fa1"]  # the pile goes on by its own build
    play(g, st, "t16>fa1")
    assert listed(g, st) == []  # neither a second pile (AH onto fa2) nor the favour


# ---------------------------------------------------------------------------------------------
# hagenaar2-40 — De talrijke mariages (No. 40)

TM = "hagenaar2-40"


def test_mariages_while_the_pack_lasts_only_the_right_end_card_of_the_newest_row_is_free():
    """"Is de dertiende (of meest rechtsche) kaart van een der rijen een grondkaart, dan wordt deze op hare
    plaats gelegd" / "Door dit uitleggen van de dertiende kaart, wordt de daarnaast liggende twaalfde kaart
    vrij, die op hare beurt kan worden uitgelegd\""""
    g, st = dealt(TM, 1)
    assert len(pile(g, st, "t1").split()) == 5  # rows were laid until a right-end card fitted
    assert top(g, st, "t13") == "KC" and top(g, st, "t12") == "AH"
    assert listed(g, st) == ["t13>fk1", "t13>fk2", "t13>fk3", "t13>fk4"]
    play(g, st, "t13>fk1")
    assert listed(g, st) == ["t12>fa1", "t12>fa2", "t12>fa3", "t12>fa4"]


def test_mariages_the_emptied_places_are_refilled_before_the_next_row():
    """"De aldus ledig geworden plaatsen worden weer aangevuld uit het pak kaarten in de hand. Eerst daarna
    wordt dan de volgende rij gelegd.\""""
    g, st = dealt(TM, 1, "t13>fk1")
    assert len(pile(g, st, "t13").split()) == 4  # not refilled while t12 fits
    stock = pile(g, st, "s").split()
    play(g, st, "t12>fa1")
    # t12 and t13 were made up first (t12 from the pack's top), then rows 6 to 8 were laid
    assert pile(g, st, "t12").split()[4] == stock[-1] and pile(g, st, "t13").split()[4] == stock[-2]
    assert [len(pile(g, st, f"t{i}").split()) for i in (1, 12, 13)] == [8, 7, 7]


def test_mariages_marriages_and_moves_into_an_empty_column_only_once_the_pack_is_out():
    """"dan mogen de rijen niet meer van rechts naar links, doch slechts van onder naar boven afgenomen worden"
    / "Op de onderste kaart van elke vertikale rij kunnen verder in opklimmende of afdalende orde en in
    dezelfde kleur volgreeksen van kaarten (mariages) gevormd worden." / "want op de ledige plaats daarvan mag
    men dan de onderste kaart eener andere rij met de eventueel daarop gelegde volgkaarten overbrengen\""""
    g = rule_game(TM)
    cols = dict(t1="", t2="9D 7S 6S", t3="8S", t4="5S", t5="2H QC")
    st = position(g, **cols)
    moves = move_texts(g, st)
    assert {"t2>t4", "t4>t2", "t2>t1", "t2>t1:2", "t5>t1"} <= moves
    assert "t2>t3:2" not in moves  # a packet goes only into an empty column
    st = position(g, s="3C 4C", **cols)
    moves = move_texts(g, st)
    assert not {"t2>t4", "t4>t2", "t2>t1", "t2>t1:2"} & moves


def test_mariages_cards_pass_between_a_suits_two_piles_even_while_the_pack_lasts():
    """"In dit geval kan men de harten acht, negen, tien, boer en vrouw van het harten-heerpakje overbrengen
    op het hartenaaspakje\""""
    g = rule_game(TM)
    st = position(g, t1="9C 10D", t2="7S 6S", fa1="AH 2H 3H 4H 5H 6H 7H 8H", fk1="KH QH JH 10H 9H", s="3C 4C")
    assert listed(g, st) == ["fa1>fk1", "fk1>fa1"]


def test_mariages_the_columns_are_gathered_only_when_nothing_more_can_be_moved():
    """"Kan men — na het spel zoo nauwkeurig mogelijk nagezien te hebben — geen kaarten meer verplaatsen,
    hetzij op de grondpakjes, hetzij tot vorming van mariages, dan schuift men de vertikale rijen" … "ineen\""""
    g, st = dealt(TM, 1, "t13>fk1", "t12>fa1")
    assert pile(g, st, "s") == ""
    assert "redeal" not in move_texts(g, st) and "t3>fa1" in move_texts(g, st)
    play(g, st, "t3>fa1")
    assert "redeal" not in move_texts(g, st)  # JS onto QS cannot be taken back
    assert {"t6>t10", "t10>t6"} <= move_texts(g, st)
    g = rule_game(TM)
    st = position(g, t1="5S", t2="6S", t3="9D", t4="QC")  # a marriage that only shuttles
    assert listed(g, st) == ["t1>t2", "t2>t1", "redeal"]
    st = position(g, t1="5S", t2="6S", t3="2H", fa1="AH")
    assert listed(g, st) == ["t3>fa1", "t1>t2", "t2>t1"]


def test_mariages_four_layings_in_all():
    """"Dit pakket wordt thans voor de tweede maal uitgelegd op dezelfde wijze" … "nog voor een derde en voor
    een vierde maal\""""
    g = rule_game(TM)
    st = position(g, t1="5S", t2="6S", t3="9D", t4="QC")
    for _ in range(3):
        play(g, st, "redeal")
        lay(g, st, clear=True, t1="5S", t2="6S", t3="9D", t4="QC")
    assert st.passes == 3
    assert listed(g, st) == ["t1>t2", "t2>t1"]


def test_mariages_variant_a_complete_pile_is_built_on_past_its_end():
    """"Een vergemakkelijking van het spel is nog, dat men op grondpakjes, die reeds geheel gevormd zijn, nog
    kan voortgaan tijdelijk passende kaarten van dezelfde kleur te leggen.\""""
    hearts = "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"
    for variant, allowed in ((None, False), ("overbuild", True)):
        g = rule_game(TM, variant)
        st = position(g, t1="9C AH", fa1=hearts, t2="QD 3C")
        assert ("t1>fa1" in move_texts(g, st)) is allowed
        assert "t1>t3" in move_texts(g, st)


# ---------------------------------------------------------------------------------------------
# hagenaar2-41 — Alexander en Napoleon (No. 41)

AN = "hagenaar2-41"


def test_alexander_a_knave_among_the_first_eight_must_go_to_the_n_before_the_pack_is_turned():
    """"Zijn hieronder boeren, dan worden deze er uit genomen en terzijde gelegd" / "Boeren worden op hunne
    plaats in de N gelegd\""""
    g, st = dealt(AN, 6)
    assert top(g, st, "a8") == "JS"
    assert listed(g, st) == [f"a8>n{i}" for i in range(1, 9)]
    play(g, st, "a8>n1")
    assert top(g, st, "a8") != ""  # the gap is filled from the pack at once
    assert "s>w" in move_texts(g, st)


def test_alexander_the_a_cards_are_built_before_the_pack_is_turned():
    """"Dan gaat men na, welke kaarten in de A in opklimmende volgorde en in dezelfde kleur op elkaar kunnen
    worden gelegd en doet zulks." / "Kunnen er geen kaarten uit de A meer op de grondpakjes of op elkaar gelegd
    worden, dan neemt men de verdere kaarten een voor een van het spel af\""""
    g, st = dealt(AN, 1)
    assert listed(g, st) == ["a3>a1", "a4>a5"]
    play(g, st, "a3>a1", "a4>a5", "a4>a7", "a2>a4")
    assert "s>w" not in move_texts(g, st) and "a2>n1" in move_texts(g, st)
    play(g, st, "a2>n1", "a6>a3")
    assert listed(g, st) == ["s>w"]


def test_alexander_only_a_lone_a_card_is_laid_on_another_a_packet():
    """"Wordt in den loop van het spel een alleenliggende kaart van de A passend op een der andere A pakjes,
    dan wordt zij daarop gelegd.\""""
    g = rule_game(AN)
    st = position(g, a1="6C 9H", a2="8H", a3="9H", a4="10S", a5="5D", a6="QC", a7="2C", a8="7D", s="4C")
    assert listed(g, st) == ["a3>a2"]


def test_alexander_gaps_in_the_a_are_filled_from_the_talon_and_at_first_from_the_pack():
    """"Alle gapingen in de A worden uit het pak kaarten in de hand aangevuld." / "Gapingen in de A worden van
    uit den talon aangevuld.\""""
    g = rule_game(AN)
    a = dict(a1="6C 9H", a2="8H", a3="9H", a4="10S", a5="5D", a6="QC", a7="2C", a8="7D")
    st = position(g, **a, w="9C 5H", s="4C")
    play(g, st, "a3>a2")
    assert [pile(g, st, p) for p in ("a3", "w", "s")] == ["5H", "9C", "4C"]
    st = position(g, **a, s="4C")
    play(g, st, "a3>a2")
    assert [pile(g, st, p) for p in ("a3", "w", "s")] == ["4C", "", ""]


def test_alexander_an_a_packet_goes_over_whole_above_its_queen_as_soon_as_its_top_fits():
    """"Zoodra een bovenste kaart van een der A pakjes past op een bovenste kaart van een der N pakjes, wordt
    het geheele A pakje op het N pakje overgebracht." / "De vrouwen, die van huis uit in de A liggen, blijven
    daar liggen\""""
    g = rule_game(AN)
    st = position(g, a1="QS KS AS 2S", a2="8C", a3="6S", a4="10S", a5="5D", a6="QC", a7="2C", a8="7D",
                  n1="JS 10S 9S 8S 7S 6S 5S 4S 3S", s="4C")
    assert listed(g, st) == ["a1>n1:3"]
    play(g, st, "a1>n1:3")
    assert pile(g, st, "a1") == "QS" and top(g, st, "n1") == "KS"
    assert listed(g, st) == ["s>w"]


def test_alexander_a_turned_card_that_fits_is_placed_and_only_the_others_go_to_the_talon():
    """"Kunnen er geen kaarten uit de A meer op de grondpakjes of op elkaar gelegd worden, dan neemt men de
    verdere kaarten een voor een van het spel af en legt de niet passende op een talon." / "kaarten, die
    volgens den gegeven regel op de boerenpakjes passen, worden daarop geplaatst en kaarten, die in
    opklimmende volgorde en in dezelfde kleur op de A pakjes passen, worden op de A pakjes gelegd\""""
    g = rule_game(AN)
    a = dict(a1="3H", a2="8C", a3="6S", a4="10S", a5="5D", a6="QC", a7="2C", a8="7D")
    st = position(g, **a, n1="JD 10D", w="4H", s="5C")
    assert listed(g, st) == ["w>a1"]
    st = position(g, **a, n1="JD 10D", w="9D", s="5C")
    assert listed(g, st) == ["w>n1"]
    st = position(g, **a, n1="JD 10D", w="KH", s="5C")
    assert listed(g, st) == ["s>w"]


def test_alexander_cards_climb_on_a_queen_in_the_a_and_a_knave_goes_to_the_n_not_onto_a_ten():
    """"Op de vrouwen kunnen echter, evenals op elke andere kaart, van de A en N passende kaarten in
    opklimmende volgorde en in dezelfde kleur gelegd werden." / "Boeren worden op hunne plaats in de N
    gelegd\""""
    g = rule_game(AN)
    a = dict(a1="QH", a2="10S", a3="6S", a4="8C", a5="5D", a6="QC", a7="2C", a8="7D")
    st = position(g, **a, w="KH", s="5C")
    assert listed(g, st) == ["w>a1"]
    st = position(g, **a, w="JS", s="5C")
    assert listed(g, st) == [f"w>n{i}" for i in range(1, 9)]  # not w>a2


# ---------------------------------------------------------------------------------------------
# hagenaar2-42 — De halve kring (No. 42)

HK = "hagenaar2-42"
HK_HEAPS = dict(h1="4S 5S", h2="7S 6S", h3="9C", h4="QC 2D JD 10D", h5="3C 8H")


def test_halve_kring_only_heap_tops_go_to_the_centre_and_marriages_may_be_made_beside_them():
    """"Is de bovenste kaart van een der uitgelegde dertien hoopjes een heer of een aas, zoo neemt men haar
    weg" / "Kan men op de kleurhoopjes niets meer leggen, zoo moet men nagaan of men op de hoopjes van den
    halven kring mariages kan maken." (read as the order of looking: "dat men, ook wanneer dat mogelijk is,
    het aas of den heer niet op het eene kleurpakje legt")"""
    g, st = dealt(HK, 1)
    assert top(g, st, "h3") == "KD" and "AS" in pile(g, st, "h3")
    moves = move_texts(g, st)
    assert {"h3>fk1", "h8>fa1", "h4>h9", "h8>h12"} <= moves
    assert not {"strip", "redeal"} & moves


def test_halve_kring_one_king_and_one_ace_pile_a_suit_and_marriages_join_ace_and_king():
    """"vier heeren in een rij en vier azen in een tweede rij" / "de zeven op de acht of op de zes, het aas op
    de twee of op den heer enz. mits van dezelfde kleur.\""""
    g = rule_game(HK)
    st = position(g, fk1="KS", fa1="AH", h1="9C KS", h2="9C KH", h3="7D AH", h4="5C AS", h5="10D KS", h6="3C 2D")
    moves = move_texts(g, st)
    assert {"h2>fk2", "h4>fa2", "h4>h5", "h5>h4"} <= moves
    assert not {"h1>fk2", "h3>fa2", "h6>h3"} & moves


def test_halve_kring_the_top_cards_are_taken_off_only_when_nothing_more_can_be_laid():
    """"Kan men niets meer opleggen, noch op de kleurpakjes in het midden, noch op de hoopjes van den halven
    kring onderling, dan neemt men de bovenste kaarten van de hoopjes eraf" / "daar, waar een der hoopjes nog
    slechts uit een enkele kaart bestaat, deze blijft liggen" / "een nieuw hoopje, dat rechts van het
    rechterhoopje komt te liggen\""""
    g = rule_game(HK)
    st = position(g, **HK_HEAPS, h6="2C 9D", h7="10D")  # 9D onto 10H cannot be taken back
    assert "strip" not in move_texts(g, st) and "h6>h7" in move_texts(g, st)
    st = position(g, **HK_HEAPS, fa1="AD", h6="2C 9D 2D")
    assert "strip" not in move_texts(g, st) and "h6>fa1" in move_texts(g, st)
    st = position(g, **HK_HEAPS)  # 5S and 6S only shuttle between two heaps
    assert listed(g, st) == ["h1>h2", "h2>h1", "strip"]
    play(g, st, "strip")
    assert [pile(g, st, f"h{i}") for i in range(1, 8)] == ["4S", "7S", "9C", "QC 2D", "3C", "5S 6S JD 10D 8H", ""]


def test_halve_kring_the_script_strip_sixes_strip_fours_strip_and_no_more():
    """"Dan telt men de kaarten in hoopjes van zes af" / "ditmaal ieder slechts van vier kaarten" / "waarna
    men nogmaals de bovenste kaart afneemt. Dit is echter het laatste, wat den speler vergund is.\""""
    g = rule_game(HK)
    st = position(g, **HK_HEAPS)
    assert "redeal" not in move_texts(g, st)  # the strip comes first
    play(g, st, "strip")
    assert listed(g, st) == ["redeal"]  # one strip a laying
    play(g, st, "redeal")
    assert [len(pile(g, st, f"h{i}").split()) for i in range(1, 4)] == [6, 5, 0]
    assert listed(g, st) == ["strip"]
    play(g, st, "strip", "redeal")
    assert [len(pile(g, st, f"h{i}").split()) for i in range(1, 5)] == [4, 4, 3, 0]
    assert listed(g, st) == ["strip"]
    play(g, st, "strip")
    assert listed(g, st) == []


# ---------------------------------------------------------------------------------------------
# hagenaar2-43 — Het Maltheser-kruis (No. 43)

MK = "hagenaar2-43"
MK_CROSS = dict(fa1="AC", fa2="AD", fa3="AH", fa4="AS", fk1="KC", fk2="KD", fk3="KH", fk4="KS",
                o1="KC", o2="KD", o3="KH", o4="KS")
MK_HEAPS = dict(h2="5C", h3="7H", h4="3S", h5="10S", h6="JH", h7="6S")


def test_maltheser_a_card_laid_away_from_the_half_circle_is_replaced_at_once():
    """"Bevinden zich passende kaarten … onder de acht kaarten van den halven cirkel, dan worden zij opgelegd en
    dadelijk vervangen." / "om ledige plaatsen te krijgen, die dadelijk uit het spel vervangen worden.\""""
    g, st = dealt(MK, 1)
    assert [pile(g, st, p) for p in ("fa1", "fk1", "o1")] == ["AC", "KC", "KC"]
    nxt = top(g, st, "s")
    assert {"h4>fa3", "h1>h8"} <= move_texts(g, st)
    play(g, st, "h4>fa3")
    assert pile(g, st, "h4") == nxt
    nxt = top(g, st, "s")
    play(g, st, "h1>h8")
    assert pile(g, st, "h1") == nxt


def test_maltheser_the_next_row_only_when_no_card_fits_and_no_marriage_is_left():
    """"Zijn er nu geen passende kaarten meer voorhanden en geen mariages meer mogelijk, dan gaat men voort
    weder acht kaarten op den halven cirkel waaiervormig op de eerstgelegde te plaatsen.\""""
    g, st = dealt(MK, 3)
    assert listed(g, st) == ["h1>fk4", "h1>h8", "h8>h1"]
    g = rule_game(MK)
    st = position(g, h1="9D 10D", h8="7D 9D", s="4C 5H", **MK_CROSS, **MK_HEAPS)  # 9D onto 10D is for good
    assert listed(g, st) == ["h1>h8", "h8>h1"]
    st = position(g, h1="9D 10D", h8="8D 9D", s="4C 5H", **MK_CROSS, **MK_HEAPS)  # both can go back
    assert listed(g, st) == ["h1>h8", "h8>h1", "deal"]
    play(g, st, "deal")
    assert [pile(g, st, p) for p in ("h1", "h2", "h3")] == ["9D 10D 5H", "5C 4C", "7H"]


def test_maltheser_a_card_passes_between_ace_and_king_pile_only_in_the_second_game_to_free_a_card():
    """"Den speler is het daarbij vergund van de aas- op de heerenpakjes en omgekeerd te leggen, wanneer men
    daardoor een kaart van den halven kring kan vrijmaken.\""""
    g = rule_game(MK)
    cross = {**MK_CROSS, "fa1": "AC 2C 3C 4C", "fk1": "KC QC JC 10C 9C 8C 7C 6C 5C"}
    for passes, h2, expected in ((1, "3C", {"fa1>fk1"}), (1, "9H", set()), (0, "3C", set())):
        st = position(g, h1="9D 10D", h8="7D 9D", s="4S", **cross, **{**MK_HEAPS, "h2": h2})
        st.passes = passes
        assert move_texts(g, st) == {"h1>h8", "h8>h1"} | expected


def test_maltheser_the_heaps_are_gathered_once_when_the_pack_is_spent_and_nothing_is_left():
    """"Vervolgens worden de acht pakjes van den halven kring van links naar rechts op elkaar gelegd, zoodat de
    onderste kaart van het achtste hoopje nu de eerste wordt. Men neemt deze vereenigde pakjes bedekt in de
    hand en begint het spel opnieuw" / "Echter mogen deze … niet ten tweede male opgenomen worden\""""
    g = rule_game(MK)
    st = position(g, h1="9D 10D", h8="8D 9D", **MK_CROSS, **{**MK_HEAPS, "h2": "2C"})
    assert listed(g, st) == ["h2>fa1", "h1>h8", "h8>h1"]
    st = position(g, h1="9D 10D", h8="8D 9D", **MK_CROSS, **MK_HEAPS)
    assert listed(g, st) == ["h1>h8", "h8>h1", "redeal"]
    play(g, st, "redeal")
    # the eighth heap's bottom card comes first
    assert [pile(g, st, f"h{i}") for i in range(1, 9)] == ["8D", "9D", "6S", "JH", "10S", "3S", "7H", "5C"]
    assert pile(g, st, "s") == "10D 9D"
    play(g, st, "h1>h2", "h1>h2", "h1>h2")
    assert pile(g, st, "s") == ""
    assert listed(g, st) == []


def test_maltheser_variant_twelve_heaps_and_no_second_gathering():
    """"In plaats van uit acht wordt de halve kring uit twaalf kaarten gevormd. Echter mogen deze … niet ten
    tweede male opgenomen worden, maar het spel bepaald zich uitsluitend tot het vormen van mariages\""""
    g, st = dealt(MK, 1, variant="twelve")
    assert all(pile(g, st, f"h{i}") for i in range(1, 13))
    st = position(g, h1="9D 10D", h8="8D 9D", **MK_CROSS, **MK_HEAPS)
    assert listed(g, st) == ["h1>h8", "h8>h1"]
    cross = {**MK_CROSS, "fa1": "AC 2C 3C 4C", "fk1": "KC QC JC 10C 9C 8C 7C 6C 5C"}
    st = position(g, h1="9D 10D", h8="7D 9D", s="4S", **cross, **{**MK_HEAPS, "h2": "3C"})
    st.passes = 1
    assert listed(g, st) == ["h1>h8", "h8>h1"]


# ---------------------------------------------------------------------------------------------
# hagenaar2-44 — Het roode en het zwarte kruis (No. 44)

RZ = "hagenaar2-44"


def test_kruis_the_pack_is_turned_only_after_the_usable_help_cards_are_laid():
    """"Nadat men van de hulppakjes 1, 2, 3 en 4 alle bruikbare kaarten heeft afgenomen, keert men de kaarten
    van het spel in de hand een voor een om.\""""
    g, st = dealt(RZ, 3)
    assert listed(g, st) == ["t1>fb1", "t1>fb2", "t1>fb3", "t1>fb4", "t4>kr"]
    play(g, st, "t1>fb1")
    assert "s>w" not in move_texts(g, st)
    play(g, st, "t4>kr")
    assert listed(g, st) == ["s>w"]
    st = position(g, seed=3, t1="9S AH", t2="5C 8D", s="6S 5S")  # the first card fits nothing either
    assert "t1>fr1" in move_texts(g, st) and "s>w" not in move_texts(g, st)
    play(g, st, "t1>fr1")
    assert "s>w" in move_texts(g, st)


def test_kruis_a_turned_card_that_fits_is_laid_and_does_not_go_to_the_talon():
    """"Azen en de eerstverschijnende heeren legt men op hunne plaatsen; zoo ook kaarten, die … op de azen- en
    heerenpakjes kunnen worden gelegd. De niet passende kaarten worden op een talon T vereenigd.\""""
    g, st = dealt(RZ, 3, "t1>fb1", "t4>kr", "s>w")
    lay(g, st, s="3S 2H")
    assert listed(g, st) == ["s>fb1"]
    lay(g, st, s="3S 5H")
    assert listed(g, st) == ["s>w"]
    lay(g, st, s="3S QS")  # onto the red king
    assert listed(g, st) == ["s>kr"]
    # once the turning has begun, a playable help card does not hold it up
    lay(g, st, s="3S 5H", t2="9S 2D")
    assert {"t2>fb1", "s>w"} <= move_texts(g, st)


def test_kruis_a_king_pile_goes_home_whole_and_a_king_of_its_colour_takes_its_place():
    """"welke hulppakjes op een der grondpakjes overgebracht mogen worden, zoodra hun bovenste kaart aansluit
    aan de bovenste kaart van het grondpakje." / "Is dit geschied, dan mag men op de plaats van het
    overgebracht heeren (hulp) pakje weer een andere heer leggen van dezelfde kleur als die van den weggenomen
    heer.\""""
    g = rule_game(RZ)
    st = position(g, fb1="AC 2D 3C 4D 5C 6D 7C 8D 9C", kb="KS QH JC 10H", t1="KH", t2="9S KC", t3="5S", t4="")
    moves = move_texts(g, st)
    assert "kb>fb1:4" in moves
    assert not {"kb>fb1", "t2>kb"} & moves
    play(g, st, "kb>fb1:4")
    assert pile(g, st, "fb1").endswith("9C 10H JC QH KS")
    moves = move_texts(g, st)
    assert "t2>kb" in moves and "t1>kb" not in moves


def test_kruis_an_emptied_help_packet_takes_only_the_top_of_another_help_packet():
    """"Is een hulppakje opgebruikt, dan mag men de bovenste kaart van een der andere hulppakjes naar de ledige
    plaats overbrengen.\""""
    g = rule_game(RZ)
    st = position(g, t1="", t2="9S KC", t3="5S", t4="2C 8D", w="6H 5C", s="JH")
    moves = move_texts(g, st)
    assert {"t2>t1", "t4>t1"} <= moves
    assert "w>t1" not in moves


def test_kruis_the_talon_is_taken_up_again_only_after_a_pass_that_placed_a_card():
    """"De talon kan zoo dikwijls opgenomen en opnieuw gelegd worden, als er nog kaarten op de azen- of
    heerenpakjes kunnen worden geplaatst." / "Is daarbij de talon éénmaal geheel uitgelegd, zonder dat een
    enkele kaart plaatsing heeft kunnen vinden, dan is de patience mislukt.\""""
    g = rule_game(RZ)
    st = position(g, seed=3, w="4S 9D")
    assert listed(g, st) == []
    st = position(g, seed=3, w="4S 9D", fr1="AH")
    assert listed(g, st) == ["redeal"]


# ---------------------------------------------------------------------------------------------
# hagenaar2-45 — Een groote familie (No. 45)

GF = "hagenaar2-45"
GF_SQUARE = dict(zip([f"t{i}" for i in range(1, 21)],
                     "8H 10C 9H 2D AD 9D AC 6H 8D 2C 9C JD 8S 9D QH 7D 4C AH 5S KS".split()))


def test_familie_the_tens_are_of_three_suits_other_than_the_ace_and_knave():
    """"Als grondkaarten dienen een aas en een boer van eenzelfde kleur, zoomede de zes tienen van de drie
    andere kleuren.\""""
    g = rule_game(GF)
    st = position(g, t1="10C", t2="10H", t3="10S", t4="10D", t5="JD", t6="AD", t7="JC", s="5C 6C")
    assert {"t4>ft1", "t5>fj", "t6>fa"} <= move_texts(g, st)
    play(g, st, "t1>ft1", "t2>ft2", "t3>ft3")
    moves = move_texts(g, st)
    assert not any(m.startswith("t4>") for m in moves)  # a fourth suit of tens
    assert {"t5>fj", "t6>fa"} <= moves
    assert not any(m.startswith("t7>") for m in moves)  # JC: the tens hold clubs
    st = position(g, fa="AD", t1="JC", t2="JD")
    moves = move_texts(g, st)
    assert "t2>fj" in moves and "t1>fj" not in moves  # the knave of the ace's suit
    st = position(g, fa="AD", t1="10D", t2="10C")
    assert not any(m.startswith("t1>") for m in move_texts(g, st)) and "t2>ft1" in move_texts(g, st)


def test_familie_the_places_are_refilled_only_when_no_card_fits_a_base_pile():
    """"Zijn zooveel mogelijk kaarten van het eerstuitgelegde twintigtal weggenomen, dan worden de ledige
    plaatsen aangevuld\""""
    g = rule_game(GF)
    st = position(g, **{**GF_SQUARE, "t1": "2D", "t2": "3D", "t3": ""}, fa="AD", s="5C 6C 7C")
    moves = move_texts(g, st)
    assert "t1>fa" in moves and "fill" not in moves
    play(g, st, "t1>fa", "t2>fa")
    assert "fill" in move_texts(g, st)
    play(g, st, "fill")
    assert [pile(g, st, p) for p in ("t1", "t2", "t3")] == ["7C", "6C", "5C"]


def test_familie_a_round_only_when_no_card_is_usable_and_no_place_is_open():
    """"Zijn geen kaarten meer bruikbaar, dan wordt op elk der twintig kaarten … een tweede kaart gelegd." /
    "wanneer niets meer past, worden opnieuw twintig kaarten uitgelegd\""""
    g = rule_game(GF)
    st = position(g, **{**GF_SQUARE, "t1": "2D"}, fa="AD", s="5C 6C")
    moves = move_texts(g, st)
    assert "t1>fa" in moves and "round" not in moves
    play(g, st, "t1>fa")
    assert "round" not in move_texts(g, st) and "fill" in move_texts(g, st)
    play(g, st, "fill")
    assert "round" in move_texts(g, st)
    # laying a base is optional and holds nothing up
    g, st = dealt(GF, 1)
    assert {"t5>fa", "t12>fj", "round"} <= move_texts(g, st)


def test_familie_places_emptied_after_the_first_round_are_not_refilled():
    """"De thans weggenomen kaarten worden niet meer uit het spel vervangen\""""
    g = rule_game(GF)
    st = position(g, **{**GF_SQUARE, "t1": ""}, s="5C 6C")
    assert "fill" in move_texts(g, st) and "round" not in move_texts(g, st)
    st.vars["round.uses"] = 1
    assert "fill" not in move_texts(g, st) and "round" in move_texts(g, st)


def test_familie_marriages_and_spaces_only_once_the_pack_is_out():
    """"Men kan nu de bovenliggende kaarten van het eene hulppakje op die van het andere overbrengen, indien
    deze kaarten van dezelfde kleur zijn en in opklimmende of in afdalende orde op elkaar volgen." / "Deze kan
    men n.1. benutten om er de bovenste kaart van een der nog aanwezige pakjes neer te leggen.\""""
    g = rule_game(GF)
    heaps = dict(t1="5H 2D", t2="3D", t3="7S 8S", t4="KC QH")
    st = position(g, **heaps)
    moves = move_texts(g, st)
    assert {"t1>t2", "t2>t1", "t3>t5", "t4>t20"} <= moves
    assert not {"t3>t5:2", "t3>t4"} & moves
    st = position(g, **heaps, s="9C")
    assert listed(g, st) == ["fill"]


# ---------------------------------------------------------------------------------------------
# hagenaar2-46 — De achthoek (No. 46)

AH = "hagenaar2-46"


def test_achthoek_a_turned_card_that_fits_is_placed_and_only_the_others_go_to_the_talon():
    """"Kaarten, die in opklimmende volgorde en in dezelfde kleur op de azenpakjes of in afdalende volgorde en
    in dezelfde kleur op de bovenste kaarten van de hulppakjes passen, worden daarop gelegd." / "Niet passende
    kaarten, die van het spel afgenomen zijn, worden op een talon T … vereenigd\""""
    g, st = dealt(AH, 1)
    assert top(g, st, "s") == "2H"
    assert listed(g, st) == ["s>f3", "s>f7"]
    g, st = dealt(AH, 2)
    assert top(g, st, "s") == "6S"
    assert listed(g, st) == ["s>w"]
    lay(g, st, s="5H 10H")  # onto the packet's JH
    assert listed(g, st) == ["s>t4"]


def test_achthoek_packet_tops_build_down_in_suit_and_an_emptied_packet_stays_empty():
    """"Ook kan een bovenliggende kaart van een hulppakje worden overgebracht op een ander hulppakje, indien
    die kaart van dezelfde kleur is … en in afdalende richting daarbij aansluit.\""""
    g = rule_game(AH)
    st = position(g, t1="", t2="9C 6D", t3="7D", t4="5D", w="5S", s="QC")
    moves = move_texts(g, st)
    assert "t2>t3" in moves
    assert not {"t2>t1", "w>t1", "t2>t4"} & moves


def test_achthoek_the_talon_is_taken_up_twice_more():
    """"Deze talon kan nog tweemaal worden opgenomen en opnieuw uitgelegd.\""""
    g = rule_game(AH)
    st = position(g, t1="9C 6D", w="5S 8H")
    for _ in range(2):
        assert "redeal" in move_texts(g, st)
        play(g, st, "redeal", "s>w", "s>w")
    assert move_texts(g, st) == set()


# ---------------------------------------------------------------------------------------------
# hagenaar2-47 — De vierhoek (No. 47)

VH = "hagenaar2-47"
VH_PACKETS = dict(zip([f"t{i}" for i in range(1, 13)],
                      "3D 10C 8C|8H KC KD|6H 2S AD|9D AS 2S|5D JC 4H|8D 2C 4H|JD 2D 9C|6H 5S AC|2C KS QD|5C AD 7H|"
                      "4S QH 6C|2H 4S 5H".split("|")))


def test_vierhoek_the_first_card_after_the_packets_sets_the_base_rank():
    """"De kaart, die daarna het eerst van het pak kaarten afgenomen wordt, is grondkaart, evenals de 7 kaarten,
    die van dezelfde waarde zijn als deze kaart.\""""
    g, st = dealt(VH, 2)
    assert pile(g, st, "f1") == "3S"
    g = rule_game(VH)
    st = position(g, seed=2, **{**VH_PACKETS, "t1": "3D 10C 3C", "t2": "8H KC 4C"}, f1="3S", s="KH")
    moves = move_texts(g, st)
    assert "t1>f2" in moves and "t2>f2" not in moves


def test_vierhoek_a_base_is_laid_out_as_soon_as_it_appears():
    """"De grondkaarten worden uitgelegd, zoodra zij in den loop van het spel verschijnen.\""""
    g, st = dealt(VH, 2, *["s>w"] * 6)
    assert top(g, st, "s") == "3C"
    assert listed(g, st) == [f"s>f{i}" for i in range(2, 9)]
    g = rule_game(VH)
    st = position(g, seed=2, **VH_PACKETS, f1="3S", w="10S 3C", s="KH 9S")
    assert listed(g, st) == [f"w>f{i}" for i in range(2, 9)]
    st = position(g, seed=2, **VH_PACKETS, f1="3S", w="10S JC", s="KH 9S")
    assert "s>w" in move_texts(g, st)


def test_vierhoek_an_emptied_packet_is_replaced_at_once_from_the_talon_or_another_packet():
    """"Is een hulppakje geheel verbruikt, dan wordt te zijner vervanging de bovenste kaart van den talon of van
    een ander hulppakje op de ledige plaats gelegd.\""""
    g = rule_game(VH)
    st = position(g, seed=2, **{**VH_PACKETS, "t3": ""}, f1="3S", w="10S JC", s="KH 9S")
    assert listed(g, st) == ["w>t3"] + [f"t{i}>t3" for i in range(1, 13) if i != 3]


def test_vierhoek_a_turned_card_that_fits_is_placed_and_only_the_others_go_to_the_talon():
    """"Evenzoo worden de kaarten, die in afdalende volgorde en in dezelfde kleur op de bovenste kaarten der
    hulppakjes passen, op de hulppakjes geplaatst." / "De niet passende kaarten worden op een talon T
    vereenigd\""""
    g = rule_game(VH)
    st = position(g, seed=2, **VH_PACKETS, f1="3S", w="10S JC", s="KH 4S")
    moves = move_texts(g, st)
    assert "s>f1" in moves and "s>w" not in moves
    st = position(g, seed=2, **VH_PACKETS, f1="3S", w="10S JC", s="KH 6H")  # onto 7H
    moves = move_texts(g, st)
    assert "s>t10" in moves and "s>w" not in moves
    st = position(g, seed=2, **VH_PACKETS, f1="3S", w="10S JC", s="KH 9S")
    assert "s>w" in move_texts(g, st)
