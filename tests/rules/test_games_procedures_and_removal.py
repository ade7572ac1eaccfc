"""The book's rules of the procedure games (no decision, or only a choice of which) and of the games
of removing groups, checked on the committed rule sets.

Games: hagenaar2-01, -06, -10 (cards slid under the packet of their rank or suit), -02 (a suit struck
from sets of three), -03, -07 (heaps stripped down to a heart or an ace), -05 (the wreath: a dealt
card played only onto the suit heap above its place), -08 (one or two cards between two alike),
-09 and cadogan-ru-chetyrnadtsat (pairs of fourteen in a row or column), -14, -19 (pairs covered
from the pack), -21 (pairs of fourteen, rows laid one below the other), -33 (fourteen laid on and
taken off again), cadogan-wheel (groups of eighteen crowned by a court card).

Each test puts the executor in a position where a restriction of the book bites (a dealt seed with
moves made, or a position laid by hand) and checks both sides: the move (or outcome) the book
forbids is not offered, and the one it allows is. Where a procedure leaves a single move, the
checks are on where its card goes and where play goes on. The docstrings quote the book.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from patience.engine.game import Game, State
from patience.rules.load import load, with_variant

from helpers import listed, move_texts, pile, play, position

REPO = Path(__file__).resolve().parents[2]


@cache
def game(rule_id: str, variant: str | None = None) -> Game:
    if not (REPO / "rules_json" / f"{rule_id}.json").is_file():
        pytest.skip(f"rules_json/{rule_id}.json is not committed yet")
    rules = load(rule_id, REPO)
    return Game(with_variant(rules, variant) if variant else rules)


def dealt(rule_id: str, seed: int, *moves: str, variant: str | None = None) -> tuple[Game, State]:
    """The deal of `seed` with `moves` made."""
    g = game(rule_id, variant)
    return g, play(g, g.deal(seed), *moves)


def piles(g: Game, st: State, zone: str) -> list[str]:
    """The piles of a zone in position notation, in pile order."""
    return [pile(g, st, g.pile_names[p]) for p in g.zones[zone].piles]


def play_out(g: Game, st: State) -> list[str]:
    """Make the first legal move until there is none; the moves made."""
    made = []
    while moves := listed(g, st):
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
    g = game(OS1)
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
    g = game(KP)
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
    g = game(OS2)
    st = position(g, seed=1, clear=False, s="KC 2C 5D", t5="5H KS", k="")
    play(g, st, "tuck")  # 5D under the fifth packet, whose top is now a king
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
