"""The book's rules of the two-player games, checked on the committed rule sets.

Games: hagenaar2-48 (De sympathie, both play together), hagenaar2-49 (Over en weer) and
hagenaar2-50 (De kibbel-patience), races. For each: whose turn it is, what the player on turn may
do, loading cards onto the opponent, and the end. Each test puts the executor in a position where
a restriction of the book bites (a dealt seed with moves made, or a position laid by hand) and
checks both sides: the move the book forbids is not offered, and the move it allows is. The
docstrings quote the book.
"""

from __future__ import annotations

from patience.engine import cards
from patience.engine.game import Game, State
from patience.engine.kinds.outcome import hand_count, winner

from helpers import dealt, first_moves, listed, move_texts, pile, play, position, rule_game, top

A, B = 0, 1


def on_turn(g: Game, player: int, *, laid: bool = True, **piles: object) -> State:
    """A hand-laid position (every pile not named empty) with `player` on turn, at the start of his
    turn; both players laid out unless `laid` is false."""
    st = position(g, **piles)
    st.vars["turn"] = player
    if laid:
        st.vars["laid"] = (True, True)
    st.vars["turn.mark"] = hand_count(g, st)
    st.vars["turn.fruitless"] = 0
    return st


def rank_high(card: str) -> int:
    """The card's rank with the ace high (2 lowest)."""
    return (cards.value(cards.parse(card)) - 2) % 13


# ---------------------------------------------------------------------------------------------
# hagenaar2-48 — De sympathie (both play together against the cards)

SY = "hagenaar2-48"

def test_sympathy_each_lays_his_own_pack_out_in_packets_a_covered_b_open():
    """"ieder met een spel van 52 kaarten in de hand, leggen afzonderlijk de kaarten van hun spel
    in hoopjes van drie kaarten, de twee laatste hoopjes echter steeds van twee kaarten … die van
    A. geheel bedekt, die van B. echter met de bovenste kaart van ieder pakje open.\""""
    g, st = dealt(SY, 1)
    a = [pile(g, st, f"ta{i}") for i in range(1, 19)]
    b = [pile(g, st, f"tb{i}") for i in range(1, 19)]
    assert [len(p.split()) for p in a] == [3] * 16 + [2, 2] == [len(p.split()) for p in b]
    assert all(p == p.lower() for p in a)  # all face down
    assert all(p.split()[-1].isupper() and " ".join(p.split()[:-1]).islower() for p in b)
    # each player's own pack: A's cards are all of the first pack, B's of the second
    assert {c // 52 for i in range(1, 19) for c in st.piles[g.pile_index[f"ta{i}"]]} == {0}
    assert {c // 52 for i in range(1, 19) for c in st.piles[g.pile_index[f"tb{i}"]]} == {1}
    assert st.vars["turn"] == A and listed(g, st) == ["flip"]


def test_sympathy_a_card_without_a_partner_stays_open_and_the_next_packet_is_turned():
    """"dan begint A. de bovenste kaart van het eerste pakje om te keeren" / "Is er dan bij B. geen
    correspondeerende kaart meer, dan blijft de niet passende kaart van A. open liggen. Men begint
    dan aan het volgende hoopje\""""
    g = rule_game(SY)
    st = on_turn(g, A, ta1="3h 4c", ta2="5d", tb1="7S", tb2="9C")
    assert listed(g, st) == ["flip"]
    play(g, st, "flip")
    assert pile(g, st, "ta1") == "3h 4C" and pile(g, st, "ta2") == "5d"
    play(g, st, "flip")
    assert pile(g, st, "ta1") == "3h 4C" and pile(g, st, "ta2") == "5D"
    assert pile(g, st, "d") == ""


def test_sympathy_the_turn_passes_only_when_the_player_has_no_covered_packet():
    """"Men begint dan aan het volgende hoopje … tot het laatste hoopje toe." / "Dan komt weer de
    beurt aan A. en zoo voort\""""
    g, st = dealt(SY, 1)
    flips = 0
    while listed(g, st) == ["flip"]:
        assert st.vars["turn"] == A
        play(g, st, "flip")
        flips += 1
    assert flips >= 18
    assert all(not p or p.split()[-1].isupper() for p in (pile(g, st, f"ta{i}") for i in range(1, 19)))
    assert listed(g, st) == ["pass"]
    play(g, st, "pass")
    assert st.vars["turn"] == B


def test_sympathy_the_game_ends_when_no_more_pairs_can_be_made():
    """"Dan komt weer de beurt aan A. en zoo voort, totdat er geen dubbelkaarten meer kunnen
    weggelegd worden." / "Blijven er dan nog kaarten in de pakjes van A. en B. over, dan is het spel
    verloren\""""
    g = rule_game(SY)
    st = on_turn(g, A, ta1="3h 4C", ta2="5D", tb1="7S", tb2="9C")
    assert listed(g, st) == ["pass"]
    play(g, st, "pass")
    assert st.vars["turn"] == B and listed(g, st) == ["pass"]
    play(g, st, "pass")
    assert listed(g, st) == [] and g.over(st) and winner(g, st) is None


def test_sympathy_a_turned_card_is_set_aside_with_the_partners_identical_open_card():
    """"heeft B. dan eene openliggende kaart van dezelfde kleur en waarde, zoo worden beide terzijde
    gelegd, en in dit geval de volgende kaart van het eerste pakje van A. eveneens omgekeerd\""""
    g, st = dealt(SY, 1)
    assert pile(g, st, "ta1") == "2c kh 5s" and pile(g, st, "tb4") == "5c 9s 5S"
    play(g, st, "flip")
    assert pile(g, st, "d") == "5S 5S"
    assert pile(g, st, "ta1") == "2c kh"
    play(g, st, "flip")
    # the same packet is turned again, the next one waits
    assert pile(g, st, "ta1") == "2c KH" and pile(g, st, "ta2") == "ah 2s 6c"


def test_sympathy_the_card_under_a_paired_open_card_stays_covered_for_its_owner_to_turn():
    """"Het spreekt vanzelf, dat de hoopjes van A, waarvan de bovenliggende open kaarten terzijde
    zijn gelegd, als vroeger bij B., bedekt blijven.\""""
    g = rule_game(SY)
    st = on_turn(g, A, ta1="3h 5s", tb1="2h 5S", tb2="9C")
    play(g, st, "flip")
    assert pile(g, st, "d") == "5S 5S" and pile(g, st, "tb1") == "2h"
    play(g, st, "flip")  # A's 3H finds no partner
    assert listed(g, st) == ["pass"]
    play(g, st, "pass")
    assert st.vars["turn"] == B and listed(g, st) == ["flip"]
    play(g, st, "flip")
    assert pile(g, st, "tb1") == "2H"


def test_sympathy_when_every_card_is_paired_both_win():
    """"konden alle kaarten gepaard worden, dan is de patience gewonnen.\""""
    g = rule_game(SY)
    st = on_turn(g, A, ta1="5s", tb1="5S")
    play(g, st, "flip")
    assert winner(g, st) == "both" and listed(g, st) == []


def test_sympathy_reserve_cards_are_used_only_when_nothing_else_goes():
    """"in plaats van de twee laatste hoopjes van twee kaarten, worden vier kaarten als reserve open
    naast de zestien pakjes gelegd, en gaat niets meer, dan gebruikt men ze.\""""
    g = rule_game(SY, "reserve")
    st = on_turn(g, A, ta1="3h 4c", ra1="7H", tb1="9C 7H")
    assert listed(g, st) == ["flip"]
    st = on_turn(g, A, ta1="3h 4C", ra1="7H", tb1="9C 7H")
    assert listed(g, st) == ["reserve ra1 tb1"]
    play(g, st, "reserve ra1 tb1")
    assert pile(g, st, "d") == "7H 7H" and listed(g, st) == ["pass"]


# ---------------------------------------------------------------------------------------------
# hagenaar2-49 — Over en weer (a race)

OW = "hagenaar2-49"


def test_over_en_weer_the_player_who_draws_the_higher_card_begins():
    """"laat door den anderen speler een kaart uit zijn spel trekken. Wie de hoogste kaart heeft
    getrokken, mag beginnen.\""""
    g = rule_game(OW)
    starters = set()
    for seed in range(1, 11):
        st = g.deal(seed)
        drawn = dict(d.split(":") for d in st.vars["drawn"].split())
        assert rank_high(drawn["A"]) != rank_high(drawn["B"])
        starter = A if rank_high(drawn["A"]) > rank_high(drawn["B"]) else B
        assert st.vars["turn"] == starter
        own = "sa" if starter == A else "sb"
        assert listed(g, st) and all(m.startswith(own + ">") for m in listed(g, st))
        starters.add(starter)
    assert starters == {A, B}


def test_over_en_weer_the_first_card_is_the_first_base_and_only_its_rank_starts_the_others():
    """"Hij legt de bovenste kaart van zijn spel open op tafel. Deze kaart is de eerste van een
    achttal grondkaarten van gelijke waarde, die naast deze eerste kaart in een rij worden gelegd,
    zoodra zij in den loop van het spel verschijnen.\""""
    g, st = dealt(OW, 1)
    assert st.vars["turn"] == B and top(g, st, "sb") == "JC"
    assert listed(g, st) == [f"sb>f{i}" for i in range(1, 9)]
    play(g, st, "sb>f1")
    assert top(g, st, "sb") == "5H" and listed(g, st) == ["sb>wb"]
    first_moves(g, st, 10)
    # B turns JH: a fellow of the first base, laid out beside it (the misfit is not offered)
    assert st.vars["turn"] == B and top(g, st, "sb") == "JH"
    assert listed(g, st) == [f"sb>f{i}" for i in range(2, 9)]


def test_over_en_weer_bases_are_built_up_in_suit_and_a_fitting_card_must_be_laid_out():
    """"Op de grondkaarten moeten kleurpakjes worden gevormd in opstijgende volgorde." /
    "Grondkaarten en kaarten, die in opklimmende volgorde op de grondkaarten passen, worden
    uitgelegd.\""""
    g = rule_game(OW)
    st = on_turn(g, A, f1="7C", f2="7D", sa="2D 8C", wa="5S", sb="4H", wb="9H")
    assert listed(g, st) == ["sa>f1"]  # not onto 7D, not to the talon, not loaded on 9H
    st = on_turn(g, A, f1="KC", sa="2D AC", wa="5S", sb="4H", wb="9H")
    assert listed(g, st) == ["sa>f1"]  # after the king the ace ("de vrouwen, heeren, azen, tweeën")


def test_over_en_weer_a_misfit_goes_on_the_own_talon_and_ends_the_turn():
    """"De eerste kaart, die niet op de grondpakjes kan worden geplaatst, legt de speler voor zich op
    tafel neer als het begin van een talon" / "Zoodra A. een niet passende kaart op zijn talon heeft
    gelegd, begint B. te spelen en omgekeerd.\""""
    g = rule_game(OW)
    st = on_turn(g, A, f1="7C", sa="2D 3S", wa="5S", sb="4H 10C", wb="9H")
    assert listed(g, st) == ["sa>wa"]
    play(g, st, "sa>wa")
    assert st.vars["turn"] == B and top(g, st, "wa") == "3S"
    assert listed(g, st) == ["sb>wb"]


def test_over_en_weer_a_misfit_may_be_loaded_on_the_opponents_talon_up_or_down_whatever_the_suit():
    """"elk speler, die juist aan de beurt is, het recht heeft kaarten, die niet op de grondpakjes
    passen, in plaats van op zijn eigen talon, op den talon van zijne tegenpartij te leggen, mits de
    bedoelde niet passende kaarten — zonder op de kleur te letten — in opklimmende of afdalende
    volgorde aansluiten bij de bovenste kaart van den talon der tegenpartij.\""""
    g = rule_game(OW)
    assert listed(g, on_turn(g, A, f1="7C", sa="2D 3H", wa="5S", sb="4H", wb="4C")) == ["sa>wa", "sa>wb"]
    assert listed(g, on_turn(g, A, f1="7C", sa="2D 5H", wa="5S", sb="4H", wb="4C")) == ["sa>wa", "sa>wb"]
    assert listed(g, on_turn(g, A, f1="7C", sa="2D AS", wa="5S", sb="4H", wb="KH")) == ["sa>wa", "sa>wb"]
    assert listed(g, on_turn(g, A, f1="7C", sa="2D 6H", wa="5S", sb="4H", wb="4C")) == ["sa>wa"]
    assert listed(g, on_turn(g, A, f1="7C", sa="2D 3H", wa="5S", sb="4H", wb="")) == ["sa>wa"]
    g, st = dealt(OW, 1)
    first_moves(g, st, 8)
    assert st.vars["turn"] == A and top(g, st, "sa") == "AH" and top(g, st, "wb") == "2S"
    assert listed(g, st) == ["sa>wa", "sa>wb"]


def test_over_en_weer_after_loading_the_turn_passes():
    """"Nadat A. een niet passende kaart op B.'s talon geplaatst heeft, mag hij echter niet
    doorspelen en is dus de beurt weer aan B.\""""
    g = rule_game(OW)
    st = on_turn(g, A, f1="7C", sa="2D 3H", wa="5S", sb="6C 4D", wb="4C")
    play(g, st, "sa>wb")
    assert st.vars["turn"] == B and pile(g, st, "wb") == "4C 3H"
    assert listed(g, st) == ["sb>wb", "sb>wa"]


def test_over_en_weer_only_the_turned_card_is_played():
    """"Hij legt de bovenste kaart van zijn spel open op tafel" (nothing else is played: the talons
    are not played from)"""
    g = rule_game(OW)
    st = on_turn(g, A, f1="7C", sa="2D 3H", wa="8C", sb="4H", wb="9H")
    assert listed(g, st) == ["sa>wa"]


def test_over_en_weer_a_player_takes_up_his_talon_only_in_his_turn_when_his_pack_is_out():
    """"De talons mogen zoo dikwijls opgenomen worden als noodig is. Ieder speler moet echter zijn
    talon laten liggen, totdat het zijn beurt is om te spelen\""""
    g = rule_game(OW)
    st = on_turn(g, A, f1="7C", sa="", wa="5C 9D", sb="4H", wb="9H")
    assert listed(g, st) == ["pickup"]
    play(g, st, "pickup")
    assert pile(g, st, "sa") == "9D 5C" and pile(g, st, "wa") == "" and st.vars["turn"] == A
    assert listed(g, st) == ["sa>wa"]
    st = on_turn(g, B, f1="7C", sa="", wa="5C 9D", sb="4H", wb="9H")
    assert listed(g, st) == ["sb>wb"]
    st = on_turn(g, A, f1="7C", sa="3S", wa="5C 9D", sb="4H", wb="9H")
    assert "pickup" not in move_texts(g, st)


def test_over_en_weer_the_first_player_to_lay_out_all_his_cards_wins():
    """"daar die speler wint, die het eerst al zijne kaarten heeft kunnen uitleggen.\""""
    g = rule_game(OW)
    st = on_turn(g, A, f1="7C", sa="8C", wa="", sb="4H", wb="9H")
    assert listed(g, st) == ["sa>f1"]
    play(g, st, "sa>f1")
    assert winner(g, st) == "A" and listed(g, st) == []
    st = on_turn(g, A, f1="7C", sa="8C", wa="2S", sb="4H", wb="9H")
    play(g, st, "sa>f1")
    assert winner(g, st) is None and listed(g, st) == ["pickup"]


# ---------------------------------------------------------------------------------------------
# hagenaar2-50 — De kibbel-patience (a race)

KI = "hagenaar2-50"

# help cards that take nothing laid here, on both sides
HELPS = {"ha1": "9S", "ha2": "9D", "ha3": "JS", "ha4": "JD", "hb1": "9S", "hb2": "9D", "hb3": "JS", "hb4": "JD"}


def kibbel(player: int, **piles: object) -> State:
    """Both laid out and the first turn over (a misfit made), `player` on turn; the help cards
    `HELPS` except those named, every other pile empty unless named."""
    g = rule_game(KI)
    st = on_turn(g, player, **HELPS | piles)
    st.vars["misfit.uses"] = 1
    st.vars["turn.mark"] = hand_count(g, st)
    return st


def test_kibbel_the_second_player_lays_out_only_when_his_turn_comes():
    """"Hij legt de eerste dertien kaarten in één reservepakje open op tafel en de volgende vier
    kaarten als hulpkaarten … Hetzelfde doet later de tweede speler, wanneer hij aan de beurt is
    gekomen.\""""
    g, st = dealt(KI, 1)
    assert st.vars["turn"] == B and st.vars["laid"] == (False, True)
    assert pile(g, st, "ra") == "" and all(pile(g, st, f"ha{i}") == "" for i in range(1, 5))
    assert len(pile(g, st, "rb").split()) == 13 and all(pile(g, st, f"hb{i}") for i in range(1, 5))
    # 8D fits nothing; A's places are not there yet to build on or load onto
    assert top(g, st, "sb") == "8D" and listed(g, st) == ["sb>wb"]
    play(g, st, "sb>wb")
    assert st.vars["turn"] == A and st.vars["laid"] == (True, True)
    assert len(pile(g, st, "ra").split()) == 13 and all(pile(g, st, f"ha{i}") for i in range(1, 5))
    assert listed(g, st) == ["sa>wa"]


def test_kibbel_a_help_ace_and_the_cards_fitting_it_go_out_at_once_and_are_replaced():
    """"Is een der vier hulpkaarten een aas, dan wordt zij dadelijk uitgelegd en uit het spel
    vervangen. Met hulpkaarten, die eventueel op dit uitgelegde aas (of deze azen) mochten passen,
    wordt op gelijke wijze gehandeld.\""""
    g, st = dealt(KI, 2)
    assert st.vars["turn"] == B
    assert pile(g, st, "f1") == "AS 2S 3S"
    assert all(pile(g, st, f"hb{i}") for i in range(1, 5))
    assert len(pile(g, st, "sb").split()) == 52 - 13 - 4 - 3


def test_kibbel_a_turned_card_that_fits_an_ace_pile_or_a_help_pile_must_be_placed():
    """"Op de hulpkaarten kunnen hulppakjes gevormd worden in afdalende volgorde en in dezelfde
    kleur." / "De eerste kaart, die hij niet op deze wijze plaatsen kan, legt hij als het begin van
    een talon\""""
    g, st = dealt(KI, 1)
    first_moves(g, st, 7)
    assert st.vars["turn"] == A and top(g, st, "sa") == "3S" and pile(g, st, "ha1") == "4S"
    assert listed(g, st) == ["sa>ha1"]
    g = rule_game(KI)
    st = kibbel(A, f1="AC", ha1="3C", sa="5D 2C", wa="KH", rb="8H", sb="7H", wb="10H")
    assert listed(g, st) == ["sa>f1", "sa>ha1"]
    st = kibbel(A, f1="AC", ha1="3D", sa="5D 2C", wa="KH", rb="8H", sb="7H", wb="10H")
    assert listed(g, st) == ["sa>f1"]  # down in suit only


def test_kibbel_once_both_are_laid_out_all_eight_help_piles_are_shared():
    """"doch hij mag nu op alle acht hulpkaarten andere kaarten leggen\""""
    g, st = dealt(KI, 1)
    first_moves(g, st, 25)
    assert st.vars["turn"] == B and top(g, st, "sb") == "10C" and top(g, st, "ha2") == "JC"
    assert listed(g, st) == ["sb>ha2"]


def test_kibbel_a_reserve_top_goes_only_to_an_ace_pile_and_is_not_replaced():
    """"De bovenliggende kaart van het reservepakje mag, zoodra zij op een der grondpakjes past,
    eveneens daarop worden gelegd, doch wordt niet vervangen.\""""
    g = rule_game(KI)
    st = kibbel(A, f1="AC", ha1="3C", ra="9H 2C", sa="5D", wa="KH", rb="8H", sb="7H", wb="10H")
    assert listed(g, st) == ["ra>f1", "sa>wa"]  # not onto the help card 3C
    play(g, st, "ra>f1")
    assert pile(g, st, "ra") == "9H" and st.vars["turn"] == A
    st = kibbel(A, f1="AC", rb="9H 2C", sa="5D", wa="KH", ra="8H", sb="7H", wb="10H")
    assert "rb>f1" not in move_texts(g, st)  # only his own reserve


def test_kibbel_a_misfit_may_be_loaded_on_the_opponents_reserve_or_talon_in_suit_up_or_down():
    """"Een kaart, die noch op de aaspakjes, noch op de hulppakjes past, kan hij leggen hetzij op het
    reservepakje van de tegenpartij, hetzij op den talon … onder voorwaarde, dat die kaart … past.
    hetzij in opklimmende, hetzij in afdalende volgorde en in dezelfde kleur.\""""
    g = rule_game(KI)
    assert listed(g, kibbel(B, ra="9H 5C", sa="5D", wa="KH 7D", rb="8H", sb="7H 4C", wb="10H")) == ["sb>wb", "sb>ra"]
    assert listed(g, kibbel(B, ra="9H 5C", sa="5D", wa="KH 7D", rb="8H", sb="7H 6D", wb="10H")) == ["sb>wb", "sb>wa"]
    assert listed(g, kibbel(B, ra="9H 5C", sa="5D", wa="KH 7D", rb="8H", sb="7H 4D", wb="10H")) == ["sb>wb"]
    assert listed(g, kibbel(B, ra="9H AC", sa="5D", wa="KH 2D", rb="8H", sb="7H KC", wb="10H")) == ["sb>wb"]
    g, st = dealt(KI, 1)
    first_moves(g, st, 21)
    assert st.vars["turn"] == B and top(g, st, "sb") == "9D" and top(g, st, "ra") == "8D"
    assert listed(g, st) == ["sb>wb", "sb>ra"]


def test_kibbel_however_the_misfit_is_put_away_the_turn_passes():
    """"Onverschillig op welke wijze hij de niet passende kaart echter heeft kunnen wegleggen, moet
    hij nu de beurt van spelen weer aan den tegenspeler laten.\""""
    g = rule_game(KI)
    for move in ("sb>ra", "sb>wb"):
        st = kibbel(B, ra="9H 5C", sa="5D", wa="KH 7D", rb="8H", sb="7H 4C", wb="10H")
        play(g, st, move)
        assert st.vars["turn"] == A and listed(g, st) == ["sa>wa"]


def test_kibbel_a_whole_help_packet_goes_onto_an_ace_pile_and_its_place_is_refilled_from_the_talon():
    """"De acht hulppakjes kunnen op de aaspakjes worden overgebracht, zoodra zij daaraan aansluiten.
    … Op de ledige plaats wordt dan de bovenste kaart gelegd van den talon van der speler, die juist
    aan de beurt is.\""""
    g = rule_game(KI)
    st = kibbel(A, f1="AC 2C 3C", ha1="6C 5C 4C", ra="9H", sa="5D", wa="KH JD", rb="8H", sb="7H", wb="10H QS")
    moves = listed(g, st)
    assert moves == ["ha1>f1:3", "sa>wa"] and "ha1>f1" not in moves
    play(g, st, "ha1>f1:3")
    assert pile(g, st, "f1") == "AC 2C 3C 4C 5C 6C" and pile(g, st, "ha1") == "JD" and pile(g, st, "wa") == "KH"
    # B may bring A's packet home too, refilling the place from his own talon (else his pack)
    st = kibbel(B, f1="AC 2C 3C", ha1="6C 5C 4C", ra="9H", sa="5D", wa="KH JD", rb="8H", sb="7H", wb="10H QS")
    play(g, st, "ha1>f1:3")
    assert pile(g, st, "ha1") == "QS" and pile(g, st, "wa") == "KH JD"
    st = kibbel(B, f1="AC 2C 3C", ha1="6C 5C 4C", ra="9H", sa="5D", wa="KH JD", rb="8H", sb="7H QD", wb="")
    play(g, st, "ha1>f1:3")
    assert pile(g, st, "ha1") == "QD" and pile(g, st, "sb") == "7H"


def test_kibbel_the_talon_is_taken_up_in_the_own_turn_when_the_pack_is_out():
    """"De talons worden zoo dikwijls opgenomen als noodig is Iedere speler moet echter zijn talon
    laten liggen, totdat het zijn beurt is\""""
    g = rule_game(KI)
    st = kibbel(B, ra="9H", sa="5D", wa="KH", rb="8H", sb="", wb="10H 3S")
    assert listed(g, st) == ["pickup"]
    play(g, st, "pickup")
    assert pile(g, st, "sb") == "3S 10H" and st.vars["turn"] == B
    st = kibbel(A, ra="9H", sa="5D", wa="KH", rb="8H", sb="", wb="10H 3S")
    assert listed(g, st) == ["sa>wa"]
    # with nothing to turn or pick up, the player can only hand the turn over
    st = kibbel(B, ra="9H", sa="5D", wa="KH", rb="8H", sb="", wb="")
    assert listed(g, st) == ["pass"]
    play(g, st, "pass")
    assert st.vars["turn"] == A


def test_kibbel_the_first_player_rid_of_pack_talon_and_reserve_wins():
    """"Wie het eerst zijne kaarten kwijt is, heeft het spel gewonnen.\""""
    g = rule_game(KI)
    st = kibbel(A, f1="AC", ra="2C", sa="", wa="", rb="8H", sb="7H", wb="10H")
    assert listed(g, st) == ["ra>f1"]
    play(g, st, "ra>f1")
    assert winner(g, st) == "A" and listed(g, st) == []
    st = kibbel(A, f1="AC", ra="2C", sa="", wa="4D", rb="8H", sb="7H", wb="10H")
    play(g, st, "ra>f1")
    assert winner(g, st) is None and listed(g, st) == ["pickup"]
