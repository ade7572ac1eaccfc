"""The book's rules of Cadogan's games, checked on the committed rule sets.

Games: cadogan-square, -margarethe, -mount-olympus, -two-rings, -nation, -carpet, -fish-bone,
-congress, -louis, -sly, -great-thirteen. Each test puts the executor in a position where a
restriction of the book bites (a dealt seed with moves made, or a position laid by hand) and
checks both sides: the move the book forbids is not offered, and the move it allows is. The
docstrings quote the book.
"""

from __future__ import annotations

import pytest

from patience.engine import cards
from patience.engine.game import Game, State

from helpers import dealt, first_moves, listed, move_texts, pile, play, position, rule_game, run, top


def second(card: str) -> int:
    """The code of `card` from the second pack (for a pile that holds both copies)."""
    return cards.parse(card) + 52


def tops(g: Game, st: State, zone: str) -> list[str]:
    """The top card of every pile of a zone ('' for an empty pile)."""
    return [top(g, st, g.pile_names[p]) for p in g.zones[zone].piles]


def redealt_once(rule_id: str, bracelet: int, stock: str, talon: str) -> None:
    """With every bracelet place holding a card that fits nothing (JH) and a two-card talon that
    fits nothing: no re-deal while the pack holds `stock`; once it is out, the re-deal is the only
    move, and after it and the two cards turned again, nothing is left."""
    g = rule_game(rule_id)
    fills = {f"b{i}": "JH" for i in range(1, bracelet + 1)}
    st = position(g, s=stock, w=talon, **fills)
    assert "redeal" not in move_texts(g, st)
    st = position(g, s="", w=talon, **fills)
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal", "s>w", "s>w")
    assert listed(g, st) == []


# ---------------------------------------------------------------------------------------------
# cadogan-square — The Square (fragment)

SQ = "cadogan-square"

# sixteen Square cards none of which fits another (same suit two ranks apart at least) or a foundation
SQUARE_FILL = ["3C", "5C", "7C", "9C", "JC", "KC", "3D", "5D", "7D", "9D", "JD", "KD", "3S", "5S", "7S", "9S"]


def square(**piles: object) -> dict[str, object]:
    """Every Square place filled with a card that fits nothing, except the places named."""
    return {f"q{i}": c for i, c in enumerate(SQUARE_FILL, 1)} | piles


def test_square_a_space_is_refilled_at_once_from_the_pack_or_the_talon():
    """"immediately refilling spaces from the pack or talon\""""
    g, st = dealt(SQ, 1, "q5>f1")
    # the talon is still empty: the space takes the pack's top card, and nothing else moves
    assert listed(g, st) == ["s>q5"]
    play(g, st, "s>q5", "s>w")
    moves = move_texts(g, st)
    assert {"q7>f2", "w>f2", "q1>q3", "s>w"} <= moves
    play(g, st, "q7>f2")
    # pack or talon, the player's choice; no play, marriage or turned card while the space is open
    assert listed(g, st) == ["w>q7", "s>q7"]


def test_square_cards_marry_up_or_down_in_suit_one_card_at_a_time():
    """"marry both in ascending and descending line with cards on the Square" / "(of course of
    the same suit)\""""
    g = rule_game(SQ)
    st = position(g, s="4H", **square(q1="8H", q2="9H", q3="7H", q4="9S"))
    moves = move_texts(g, st)
    assert {"q1>q2", "q1>q3", "q2>q1", "q3>q1"} <= moves
    assert not {"q1>q4", "q4>q1", "q2>q3", "q3>q2"} & moves


def test_square_a_sequence_is_reversed_card_by_card_onto_another_packet():
    """"either of these could be placed on the nine and the whole sequence reversed\""""
    g = rule_game(SQ)
    st = position(g, s="4H", **square(q1="JH 10H 9H", q2="3S 6H 7H 8H"))
    moves = move_texts(g, st)
    assert "q2>q1" in moves and "q2>q1:2" not in moves and "q2>q1:3" not in moves
    play(g, st, "q2>q1", "q2>q1", "q2>q1")
    assert pile(g, st, "q1") == "JH 10H 9H 8H 7H 6H"
    assert pile(g, st, "q2") == "3S"


def test_square_foundations_climb_to_the_king_take_the_second_king_and_descend_to_the_ace():
    """"playing first in ascending, then in descending sequence (Rule II)" / "the double series
    of sequences which began with four aces, will likewise finish with four aces\""""
    g = rule_game(SQ)
    st = position(g, s="4H", f1=run("A", "K", "C"), **square(q1=[second("KC")], q2="QC"))
    moves = move_texts(g, st)
    assert "q1>f1" in moves and "q2>f1" not in moves
    play(g, st, "q1>f1")
    # q1 is refilled from the pack first; then the queen goes down on the second king
    play(g, st, "s>q1")
    assert "q2>f1" in move_texts(g, st)
    st = position(g, s="4H", f1=run("A", "K", "C") + " KC " + run("Q", "2", "C"), **square(q1="AC", q2="3C"))
    moves = move_texts(g, st)
    assert "q1>f1" in moves and "q2>f1" not in moves


def test_square_the_four_foundations_start_on_aces_of_different_suits():
    """"the double series of sequences which began with four aces" (four foundations, one a suit)"""
    g = rule_game(SQ)
    st = position(g, s="4H", f1="AC", **square(q1=[second("AC")], q2="AD", q3="2D"))
    moves = move_texts(g, st)
    assert {"q2>f2", "q2>f3", "q2>f4"} <= moves
    assert not {"q1>f2", "q1>f3", "q1>f4", "q3>f2"} & moves


def test_square_the_talon_top_plays_to_the_foundations_and_marries_on_the_square():
    """"the unsuitable cards forming the talon" (its top card stays in play: invented)"""
    g = rule_game(SQ)
    st = position(g, s="4H", f1="AC", f2="AH 2H", w="3H 2C", **square(q1="3C"))
    moves = move_texts(g, st)
    assert {"w>f1", "w>q1"} <= moves
    assert "w>f2" not in moves  # 3H lies under the top card


def test_square_there_is_no_redeal():
    """"There is no re-deal.\""""
    g = rule_game(SQ)
    st = position(g, s="", w="4H 10H", **square())
    assert listed(g, st) == []
    assert not g.is_won(st)
    st = position(g, s="6H", w="4H 10H", **square())
    assert listed(g, st) == ["s>w"]


# ---------------------------------------------------------------------------------------------
# cadogan-margarethe — Margarethe

MA = "cadogan-margarethe"


def test_margarethe_an_ace_goes_to_the_ace_packet_as_soon_as_it_appears():
    """"All the aces as they appear are to be placed in one packet in the M underneath the
    knaves.\""""
    g, st = dealt(MA, 1)
    # AD was dealt among the help cards: it went to the packet and its place was refilled
    assert pile(g, st, "a") == "AD"
    assert all(pile(g, st, f"h{i}") for i in range(1, 10))
    play(g, st, "s>w", "s>w")
    assert top(g, st, "s") == "AS" and top(g, st, "w") == "10C"
    play(g, st, "s>w")
    # the turned ace is never left on the talon, to be covered by the next card
    assert pile(g, st, "a") == "AD AS"
    assert top(g, st, "w") == "10C"
    assert "s>w" in move_texts(g, st)


def test_margarethe_kings_take_ten_to_eight_knaves_seven_to_five_queens_four_to_two_in_suit():
    """"I. The foundations follow suit." / "II. The king foundations descend from ten to eight;
    the knaves, from seven to five; the queens, from four to two.\""""
    g = rule_game(MA)
    st = position(g, k1="KC 10C 9C 8C", k2="KD", j1="JC 7C 6C", j3="JH", q1="QC", q2="QD", q3="QH", s="2S",
                  h1="7C", h2="10D", h3="9D", h4="5C", h5="4D", h6="4C", h7="10S", h8="6H", h9="3H")
    moves = move_texts(g, st)
    assert {"h2>k2", "h4>j1", "h5>q2", "h6>q1"} <= moves
    # the king of clubs is done at the eight; 9D needs the ten first; 10S is no diamond
    assert not {"h1>k1", "h1>j1", "h3>k2", "h7>k2", "h6>q2", "h8>j3", "h9>q3"} & moves


def test_margarethe_a_help_card_played_off_is_replaced_from_the_pack_at_once():
    """"filling the spaces from the pack in hand\""""
    g, st = dealt(MA, 1)
    assert top(g, st, "s") == "9S"
    play(g, st, "h4>k4")
    assert pile(g, st, "h4") == "9S"
    assert pile(g, st, "k4") == "KS 10S"
    # the help cards are not built on: 9S waits for its foundation
    assert "h4>k4" in move_texts(g, st)
    assert not any(m.startswith("h") and ">h" in m for m in move_texts(g, st))


def test_margarethe_the_talon_is_redealt_once_when_the_pack_is_out():
    """"The talon may be re-dealt once.\""""
    g = rule_game(MA)
    helps = {f"h{i}": "9C" for i in range(1, 10)}
    st = position(g, s="5S", w="6S 7S", **helps)
    assert "redeal" not in move_texts(g, st)
    st = position(g, s="", w="6S 7S", **helps)
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal")
    assert pile(g, st, "s") == "7S 6S"
    play(g, st, "s>w", "s>w")
    assert listed(g, st) == []


# ---------------------------------------------------------------------------------------------
# cadogan-mount-olympus — Mount Olympus

MO = "cadogan-mount-olympus"


def test_mount_olympus_a_battery_space_is_filled_only_from_the_pack_or_the_talon():
    """"refilling spaces from pack or talon\""""
    g, st = dealt(MO, 1, "s>w", "s>w", "w>b6", "b8>b6")
    assert pile(g, st, "b6") == "QS 10S 8S"
    assert pile(g, st, "b8") == ""
    moves = move_texts(g, st)
    assert {"w>b8", "s>b8"} <= moves
    assert "b6>b8" not in moves


def test_mount_olympus_foundations_ascend_by_two_in_suit_odd_from_the_aces_even_from_the_twos():
    """"II. The foundations ascend in alternate sequences; the aces, in odd numbers, 3, 5, 7, etc.,
    till they finish with kings; the twos, in even numbers, 4, 6, 8, etc., till they finish with
    queens.\""""
    g = rule_game(MO)
    fills = {f"b{i}": "JH" for i in range(1, 10)}
    st = position(g, s="6H", f1="AC", f5="AC 3C 5C 7C 9C JC", f9="2C", f13="2C 4C 6C 8C 10C QC",
                  f2="AD", f10="2D", **fills | {"b1": "3C", "b2": "4C", "b3": "KC", "b4": "3D"})
    moves = move_texts(g, st)
    assert {"b1>f1", "b2>f9", "b3>f5", "b4>f2"} <= moves
    assert not {"b1>f9", "b1>f13", "b2>f1", "b3>f13", "b4>f1", "b4>f10"} & moves


def test_mount_olympus_the_battery_builds_down_by_two_in_suit_and_only_top_cards_move():
    """"III. Cards may be placed on the battery in alternate descending sequence; thus, on a nine
    place a seven" / "IV. The uppermost cards of the battery are alone available\""""
    g = rule_game(MO)
    st = position(g, s="6H", f1="AC", b1="9H", b2="7H", b3="8H", b4="7S", b5="3C 10D", b6="QD",
                  b7="JS", b8="JS", b9="JS")
    moves = move_texts(g, st)
    assert {"b2>b1", "b5>b6"} <= moves
    assert not {"b3>b1", "b4>b1", "b5>f1"} & moves


def test_mount_olympus_the_talon_is_redealt_once_when_the_pack_is_out():
    """"The talon may be taken up and re-dealt once.\""""
    redealt_once(MO, 9, "5S", "6S 8S")


# ---------------------------------------------------------------------------------------------
# cadogan-two-rings — Two Rings

TR = "cadogan-two-rings"


def test_two_rings_sevens_ascend_to_kings_and_sixes_descend_to_aces_in_suit():
    """"The foundations follow suit." / "The sevens ascend to kings, the sixes descend to aces
    (Rule).\""""
    g, st = dealt(TR, 1)
    assert top(g, st, "b2") == "5S" and top(g, st, "b8") == "8S" and top(g, st, "b1") == "9D"
    # 5S only on the spade sixes, 8S only on the spade sevens, 9D nowhere yet; no building on the bracelet
    assert listed(g, st) == ["s>w", "b2>g4", "b2>g8", "b8>f4", "b8>f8"]
    fills = {f"b{i}": "JH" for i in range(1, 9)}
    st = position(g, s="4H", f1=run("7", "K", "C"), g1=run("6", "2", "C"), **fills | {"b1": "AC"})
    moves = move_texts(g, st)
    assert "b1>g1" in moves and "b1>f1" not in moves  # the king ends the sevens: no turning to the ace


def test_two_rings_a_bracelet_vacancy_is_refilled_from_the_pack_at_once():
    """"Take from the bracelet all suitable cards and play them on the foundations, refilling
    vacancies in the bracelet\""""
    g, st = dealt(TR, 1)
    assert top(g, st, "s") == "JC"
    play(g, st, "b8>f4")
    assert pile(g, st, "b8") == "JC"
    assert pile(g, st, "f4") == "7S 8S"
    assert "s>w" in move_texts(g, st)


def test_two_rings_the_talon_top_plays_to_the_foundations():
    """"placing unsuitable cards on the talon" (its top card is played later: invented)"""
    g = rule_game(TR)
    fills = {f"b{i}": "JH" for i in range(1, 9)}
    st = position(g, clear=["b", "s", "w"], s="4H", w="5C 8C", **fills)
    moves = move_texts(g, st)
    assert {"w>f1", "w>f5"} <= moves
    assert not {"w>g1", "w>g5"} & moves  # 5C lies under the eight


def test_two_rings_the_talon_is_redealt_once_when_the_pack_is_out():
    """"The talon may be taken up and re-dealt once.\""""
    redealt_once(TR, 8, "4H", "2S 3S")


# ---------------------------------------------------------------------------------------------
# cadogan-nation — The Nation

NA = "cadogan-nation"

# twelve columns whose cards fit nothing (no 2 or queen, same suits two ranks apart at least)
NATION_FILL = ["9S", "JS", "9C", "JC", "9D", "JD", "5S", "7S", "5C", "7C", "9H", "JH"]


def nation(**columns: str) -> State:
    """After the deal, the pack spent: every column a card that fits nothing, except those named."""
    g = rule_game(NA)
    return position(g, clear=["t", "s"], **{f"t{i}": c for i, c in enumerate(NATION_FILL, 1)} | columns)


def test_nation_a_card_that_fits_as_it_turns_up_is_played_and_counts_as_dealt():
    """"when any card is suitable for a foundation, or to continue a foundation, play it, counting
    the next card as the following number" / "II. … a card played on the foundation does not have
    its number repeated\""""
    g, st = dealt(NA, 1)
    assert top(g, st, "s") == "2C"
    assert listed(g, st) == ["deal a1"]  # the two of clubs cannot be laid in the column
    first_moves(g, st, 8)
    # four of the first eight cards went to the foundations: the first column holds the other four
    assert pile(g, st, "t1") == "5C 8D 10C 6C"
    assert pile(g, st, "t2") == ""
    assert listed(g, st) == ["deal"]
    first_moves(g, st, 1)
    assert pile(g, st, "t1") == "5C 8D 10C 6C" and pile(g, st, "t2") == "2C"


def test_nation_nothing_is_taken_from_the_columns_until_the_deal_is_complete():
    """"But although suitable cards are thus played as they turn up in the deal, a card once placed
    in a column cannot be removed.\""""
    g, st = dealt(NA, 1)
    first_moves(g, st, 75)
    assert top(g, st, "t3") == "3H" and top(g, st, "a3") == "2H"
    assert listed(g, st) == ["deal k2"]
    first_moves(g, st, 21)
    assert g.running_batch(st) is None and pile(g, st, "s") == ""
    assert "t3>a3" in move_texts(g, st)


def test_nation_the_tableau_is_taken_up_only_when_nothing_more_can_be_played_or_married():
    """"When all available cards have been played or married, the tableau is to be taken up\""""
    g, st = dealt(NA, 1)
    first_moves(g, st, 96)
    moves = move_texts(g, st)
    assert {"t3>a3", "t7>k2", "t2>t5"} <= moves and "redeal" not in moves
    play(g, st, "t3>a3", "t7>k2", "t2>k2", "t5>k2")
    # only marriages are left; 8S from t2 onto 9S would free 10C for the clubs
    assert listed(g, st) == ["t2>t4", "t4>t2", "t4>t6", "t6>t4"]
    play(g, st, "t6>t4")
    assert listed(g, st) == ["redeal"]


def test_nation_a_marriage_that_could_go_straight_back_does_not_hold_up_the_redeal():
    """"When all available cards have been played or married, the tableau is to be taken up"

    6H and 5H can change places back and forth for ever; marrying them frees nothing."""
    g = rule_game(NA)
    st = nation(t1="7H 6H", t2="4H 5H")
    assert listed(g, st) == ["t1>t2", "t2>t1", "redeal"]
    st = nation(t1="7H 6H", t2="QS 5H")  # 5H onto 6H frees the queen: a real marriage
    assert listed(g, st) == ["t1>t2", "t2>t1"]
    st = nation(t1="7H 6H", t2="4H 5H", t3="2C")  # a card still fits a foundation
    assert listed(g, st) == ["t3>a1", "t1>t2", "t2>t1"]


def test_nation_marriages_go_up_or_down_in_suit_and_a_space_takes_any_available_card():
    """"marriages also may be made, both in ascending and descending sequences, with available
    cards from each column" / "the vacant space may be filled by any one available card (Rule III)\""""
    g = rule_game(NA)
    st = nation(t1="9D 6H", t2="7H", t3="5D", t4="")
    moves = move_texts(g, st)
    assert {"t1>t2", "t2>t1", "t1>t4"} <= moves
    assert not {"t3>t1", "t1>t3"} & moves  # 5D and 6H differ in suit


def test_nation_the_last_column_is_uppermost_and_redealt_first_in_columns_of_eight():
    """"the cards of each column being carefully kept in their proper order, the second column being
    placed underneath the first … Thus, when the pack is turned to re-deal, the last column will be
    the uppermost, and will be the first of the new columns.\""""
    g = rule_game(NA)
    st = nation(t1="5C 8C 7C", t12="5S 8S 7S")
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal")
    assert pile(g, st, "s").split()[-4:] == ["9H", "7S", "8S", "5S"]
    assert listed(g, st) == ["deal"]
    first_moves(g, st, 8)
    assert pile(g, st, "t1") == "5S 8S 7S 9H 7C 5C 7S 5S"
    assert pile(g, st, "t2") == ""


def test_nation_the_tableau_is_redealt_twice():
    """"The tableau may be taken up and re-dealt twice.\""""
    g = rule_game(NA)
    st = nation()
    st.vars["redeal.uses"] = 1
    assert listed(g, st) == ["redeal"]
    st.vars["redeal.uses"] = 2
    assert listed(g, st) == []


# ---------------------------------------------------------------------------------------------
# cadogan-carpet — The Carpet

CA = "cadogan-carpet"


def carpet(dealt_cards: int = 0, **cells: str) -> State:
    """The foundations as dealt, every carpet place holding 8D (which fits nothing) except the
    places named; `dealt_cards` cards already turned from the pack (the stock holds 5D)."""
    g = rule_game(CA)
    st = position(g, clear=["c", "s", "w"], **{f"c{i}": "8D" for i in range(1, 65)} | {"s": "5D"} | cells)
    st.vars["draw.uses"] = dealt_cards
    return st


def test_carpet_the_available_carpet_cards_are_played_before_the_pack_is_dealt():
    """"Play from the carpet all available cards (Rules I and II), and then deal out the remainder\""""
    g, st = dealt(CA, 1)
    assert listed(g, st) == ["c1>a1", "c5>k3", "c9>a1", "c57>k4"]
    play(g, st, "c1>a1", "c2>a4", "c5>k3", "c57>k4", "c60>a4")
    assert listed(g, st) == ["c58>a4"]
    play(g, st, "c58>a4")
    assert listed(g, st) == ["s>w"]


def test_carpet_once_the_deal_has_begun_suitable_cards_need_not_be_played():
    """"In dealing the cards, suitable ones need not be played on a foundation, if by placing them
    on the talon a greater number can be freed from the carpet.\""""
    g = rule_game(CA)
    st = carpet(dealt_cards=0, c1="2C")
    assert listed(g, st) == ["c1>a1"]
    st = carpet(dealt_cards=1, c1="2C")
    assert listed(g, st) == ["c1>a1", "s>w"]


def test_carpet_a_card_is_available_only_when_a_narrow_end_is_free_to_the_edge():
    """"II. Cards on the carpet (teppich) are only available when one of the narrow ends is free
    (i.e., the top or bottom of the card). No card is available when both the narrow ends are
    blocked by other cards."

    The carpet alternates upright and crosswise cards: c12 (row 2, column 4) is upright, c11 crosswise."""
    g = rule_game(CA)
    below_c12 = {f"c{i}": "" for i in (20, 28, 36, 44, 52, 60)}
    assert listed(g, carpet(c12="2H")) == ["s>w"]
    assert listed(g, carpet(c12="2H", c4="")) == ["c12>a3"]
    assert listed(g, carpet(c12="2H", **below_c12)) == ["c12>a3"]
    assert listed(g, carpet(c12="2H", **below_c12 | {"c60": "8D"})) == ["s>w"]
    assert listed(g, carpet(c11="2C")) == ["s>w"]
    assert listed(g, carpet(c11="2C", c9="", c10="")) == ["c11>a1"]
    assert listed(g, carpet(c11="2C", c10="")) == ["s>w"]
    assert listed(g, carpet(c11="2C", **{f"c{i}": "" for i in range(12, 17)})) == ["c11>a1"]


def test_carpet_removing_a_neighbour_does_not_free_a_card():
    """"III. When a card from the carpet is played, it does not free the next one, because its
    removal cannot free either of the narrow ends of that card\""""
    g = rule_game(CA)
    assert listed(g, carpet(c12="2H", c11="", c13="")) == ["s>w"]  # the neighbours at its long sides
    assert listed(g, carpet(c11="2C", c3="", c19="")) == ["s>w"]
    g, st = dealt(CA, 1)
    # in the deal, 2S (c2, crosswise) fits the spade ace but waits until c1 has gone
    assert top(g, st, "c2") == "2S" and "c2>a4" not in move_texts(g, st)
    play(g, st, "c1>a1")
    assert "c2>a4" in move_texts(g, st)


def test_carpet_available_cards_are_built_on_the_talon_top_up_or_down_in_suit():
    """"IV. When the talon is formed, any available cards from the carpet can be placed in ascending
    or descending sequences upon the uppermost card of the talon, following suit.\""""
    g = rule_game(CA)
    st = carpet(dealt_cards=1, c1="9H", c3="7H", c5="9S", w="8H")
    moves = move_texts(g, st)
    assert {"c1>w", "c3>w"} <= moves and "c5>w" not in moves
    st = carpet(dealt_cards=1, c1="9H", c3="7H", c5="9S", w="")
    assert not {"c1>w", "c3>w"} & move_texts(g, st)


def test_carpet_the_talon_is_shuffled_and_redealt_twice_once_the_pack_is_out():
    """"The talon may be taken up, shuffled, and re-dealt twice" / "There are two re-deals.\""""
    g = rule_game(CA)
    talon = "3H 9C 4S 10D 6C JH 5D 7S QC 6H"
    st = carpet(dealt_cards=1, w=talon)
    assert "redeal" not in move_texts(g, st)
    st = carpet(dealt_cards=40, s="", w=talon)
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal")
    turned = " ".join(reversed(talon.split()))
    assert sorted(pile(g, st, "s").split()) == sorted(talon.split())
    assert pile(g, st, "s") not in (talon, turned)  # shuffled, not merely turned
    st = carpet(dealt_cards=40, s="", w=talon)
    st.vars["redeal.uses"] = 2
    assert listed(g, st) == []


# ---------------------------------------------------------------------------------------------
# cadogan-fish-bone — The Fish-Bone

FB = "cadogan-fish-bone"

# a gridiron whose cards fit nothing laid here
GRIDIRON = {"g1": "2S", "g2": "4S", "g3": "6S", "g4": "8S", "g5": "10S", "g6": "3D"}


def test_fish_bone_knaves_are_laid_out_as_they_appear_from_the_gridiron_or_the_pack():
    """"The foundation cards are the eight knaves, which descend in sequence to aces (Rule I), and
    are to be played as they appear in the deal" / "if a knave is there, play it\""""
    g, st = dealt(FB, 7)
    # JH and JS were dealt to the gridiron: they are laid out at once, leaving two vacancies
    assert tops(g, st, "f")[:3] == ["JH", "JS", ""]
    assert pile(g, st, "g1") == "" and pile(g, st, "g4") == ""
    g = rule_game(FB)
    st = position(g, f1="JD", s="5D JH", **GRIDIRON)
    play(g, st, "s>w")
    assert pile(g, st, "f2") == "JH" and pile(g, st, "w") == ""  # never buried on the talon
    st = position(g, f1="JD", s="5D 9H", **GRIDIRON)
    play(g, st, "s>w")
    assert pile(g, st, "w") == "9H" and pile(g, st, "f2") == ""


def test_fish_bone_a_king_or_queen_is_placed_beside_its_knave_at_once():
    """"Never omit to place the kings and queens when it can be done (Rule II)." / "II. Kings and
    queens cannot find their places on the tableau until the knaves to which they belong have been
    placed\""""
    g = rule_game(FB)
    st = position(g, f1="JD", f2="JC", s="5D KC", **GRIDIRON)
    play(g, st, "s>w")
    assert pile(g, st, "k2") == "KC" and pile(g, st, "k1") == "" and pile(g, st, "w") == ""
    st = position(g, f1="JD", f2="JC", s="5D QC", **GRIDIRON)
    play(g, st, "s>w")
    assert pile(g, st, "q2") == "QC" and pile(g, st, "w") == ""
    st = position(g, f1="JD", s="5D KC", **GRIDIRON)  # no knave of clubs yet
    play(g, st, "s>w")
    assert pile(g, st, "w") == "KC" and pile(g, st, "k1") == ""
    assert listed(g, st) == ["s>w"]
    g, st = dealt(FB, 11, "s>w")
    # the knave of clubs turned up: the queen of clubs dealt to the gridiron went beside it
    assert pile(g, st, "f1") == "JC" and pile(g, st, "q1") == "QC" and pile(g, st, "g2") == ""


def test_fish_bone_a_king_or_queen_never_goes_onto_or_into_the_gridiron():
    """"If, therefore, a king or queen should turn up in the deal, it must be consigned to the
    talon, unless one of the knaves of the same suit is already placed to receive it.\""""
    g, st = dealt(FB, 11, "s>w", "s>w")
    assert pile(g, st, "w") == "QD" and pile(g, st, "g2") == ""
    assert listed(g, st) == ["s>w"]
    play(g, st, "s>w")
    assert top(g, st, "w") == "7S" and "w>g2" in move_texts(g, st)
    g = rule_game(FB)
    grid = {"g1": "QD", "g2": "5C", "g3": "8D", "g4": "", "g5": "6C", "g6": "3H"}  # QD dealt at the start
    st = position(g, w="KD", s="2S", **grid)
    assert listed(g, st) == ["s>w"]
    st = position(g, w="9D", s="2S", **grid)
    assert listed(g, st) == ["s>w", "w>g3", "w>g4"]


def test_fish_bone_gridiron_cards_marry_up_in_suit_only_with_cards_from_the_pack_or_talon():
    """"Cards in the gridiron may marry in ascending sequence, but only with cards from the pack or
    talon, and not with each other.\""""
    g = rule_game(FB)
    st = position(g, w="6C", s="2S", g1="QD", g2="5C", g3="8D", g4="", g5="6C", g6="3H")
    moves = move_texts(g, st)
    assert {"w>g2", "w>g4"} <= moves
    assert not {"g5>g2", "g5>g4", "w>g5"} & moves


def test_fish_bone_the_knaves_descend_in_suit():
    """"I. The foundations follow suit." / "the eight knaves, which descend in sequence to aces\""""
    g = rule_game(FB)
    st = position(g, f1="JC", w="10C", s="2S", g1="10C", g2="10D", g3="8D", g4="3S", g5="6C", g6="3H")
    assert listed(g, st) == ["s>w", "g1>f1", "w>f1"]


def test_fish_bone_the_talon_is_redealt_once():
    """"The talon may be taken up and re-dealt once, observing the same rules.\""""
    g = rule_game(FB)
    st = position(g, f1="JD", s="5S", w="4H 5H", **GRIDIRON)
    assert "redeal" not in move_texts(g, st)
    st = position(g, f1="JD", s="", w="4H 5H", **GRIDIRON)
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal", "s>w", "s>w")
    assert listed(g, st) == []


# ---------------------------------------------------------------------------------------------
# cadogan-congress — The Congress

CO = "cadogan-congress"


def congress(rows: int, pack: str = "5D 6D 7D 8D", **piles: str) -> State:
    """A position after `rows` rows of the rivers: every river column holding `rows` cards of 9S
    (which fit nothing), the four help cards four kings, the foundations the aces, except the
    piles named."""
    g = rule_game(CO)
    base = {f"r{i}": " ".join(["9S"] * rows) for i in range(1, 9)} | {"h1": "KC", "h2": "KD", "h3": "KH", "h4": "KS"}
    st = position(g, clear=["r", "h", "s"], **base | {"s": pack} | piles)
    st.vars["lay.uses"] = rows - 1
    return st


def test_congress_a_new_row_is_dealt_only_when_no_card_can_be_played():
    """"When all possible cards have been played, proceed to deal out successive rows of eight cards
    on the rivers\""""
    g, st = dealt(CO, 1)
    moves = move_texts(g, st)
    assert {"r5>f1", "h3>f1", "r2>h2"} <= moves and "lay" not in moves
    play(g, st, "r5>f1", "h3>f5")
    # only marriages are left ("played" means played on a foundation)
    assert listed(g, st) == ["r2>h2", "r4>h3", "r8>h2", "lay"]


def test_congress_vacancies_in_the_first_row_are_refilled_from_the_pack_at_once():
    """"from the rivers you play any suitable cards on the foundations, or marry in descending line
    with the help cards (Rule II), immediately refilling the vacancies thus caused from the pack.\""""
    g, st = dealt(CO, 1)
    assert top(g, st, "s") == "4C"
    play(g, st, "r5>f1")
    assert pile(g, st, "r5") == "4C"
    assert top(g, st, "s") == "7C"
    play(g, st, "h3>f5")
    assert pile(g, st, "h3") == "7C"  # a help card played off is replaced too
    assert "fill" not in move_texts(g, st) and "hfill" not in move_texts(g, st)


def test_congress_after_later_rows_every_vacancy_is_refilled_before_the_next_row():
    """"pause and examine the tableau, playing and marrying all suitable cards, and refilling
    vacancies, both in the rivers and helps, with cards from the pack\""""
    g, st = dealt(CO, 1, "r5>f1", "h3>f5", "r2>h2", "r4>h3", "lay", "r3>f3")
    # the card above the vacancy stays available until the vacancy is refilled
    assert pile(g, st, "r3") == "10C"
    moves = move_texts(g, st)
    assert {"fill", "r5>f7", "r7>f3"} <= moves and "lay" not in moves
    g = rule_game(CO)
    st = congress(2, h3="")
    assert listed(g, st) == ["hfill"]
    play(g, st, "hfill")
    assert pile(g, st, "h3") == "8D" and listed(g, st) == ["lay"]


def test_congress_vacancies_in_the_uppermost_rows_are_refilled_first():
    """"In filling up vacancies in the rivers, those in the uppermost rows must first be refilled.\""""
    g = rule_game(CO)
    st = congress(4, r1="9S 9S", r2="9S 9S 9S")
    assert listed(g, st) == ["fill"]
    play(g, st, "fill")
    # one card onto every column short of the rows dealt: r1's third row before its fourth
    assert pile(g, st, "r1") == "9S 9S 8D" and pile(g, st, "r2") == "9S 9S 9S 7D"
    assert listed(g, st) == ["fill"]
    play(g, st, "fill")
    assert pile(g, st, "r1") == "9S 9S 8D 6D"
    assert listed(g, st) == ["lay"]


def test_congress_rivers_marry_on_the_helps_and_helps_on_each_other_but_not_on_the_rivers():
    """"II. Cards from the rivers may marry in descending line with cards on the helps, but not vice
    versâ." / "III. Cards on the help packets may marry in descending line with cards of each
    other's packets\""""
    g = rule_game(CO)
    st = congress(2, r1="9S 8C", r2="9S 9D", h2="9C", h3="8C", h4="8D")
    moves = move_texts(g, st)
    assert {"r1>h2", "h3>h2"} <= moves
    assert not {"h4>r2", "h2>r1", "r2>h4", "h3>h5", "r1>h5"} & moves


def test_congress_new_help_packets_are_begun_from_the_rivers_only_when_the_pack_is_out():
    """"After the entire pack is exhausted … The four packets of help cards may now be increased to
    eight. To effect this, any four available cards may be selected from the rivers" / "If any of
    the packets of help cards are played off, the vacancy may be filled by another card from the
    rivers, but the packets must never exceed the number of eight.\""""
    g = rule_game(CO)
    st = congress(2, pack="5D", r1="9S 8C", h2="")
    moves = move_texts(g, st)
    assert "hfill" in moves and not {"r1>h2", "r1>h5"} & moves
    st = congress(2, pack="", r1="9S 8C", h2="")
    moves = move_texts(g, st)
    assert {"r1>h2", "r1>h5", "r1>h8", "r2>h5"} <= moves
    assert not any(m.endswith(">h9") for m in moves) and "hfill" not in moves


def test_congress_there_is_no_redeal():
    """"There is no re-deal.\""""
    g = rule_game(CO)
    st = congress(3, pack="", **{f"h{i}": "KS" for i in range(1, 9)})
    assert listed(g, st) == []
    assert not g.is_won(st)


# ---------------------------------------------------------------------------------------------
# cadogan-louis — The "Louis" Patience

LO = "cadogan-louis"

LOUIS_BASES = {"a1": "AC", "a2": "AD", "a3": "AH", "a4": "AS", "k1": "KC", "k2": "KD", "k3": "KH", "k4": "KS"}
# twelve alphabet cards that fit nothing and marry nothing
LOUIS_FILL = ["9S", "JS", "9D", "JD", "4C", "10C", "4D", "7C", "8H", "10H", "6D", "5S"]


def louis(pack: str = "", passes: int = 0, **piles: str) -> State:
    """Foundations on their aces and kings, every letter a card that fits nothing, except the piles named."""
    g = rule_game(LO)
    base = LOUIS_BASES | {f"l{i}": c for i, c in enumerate(LOUIS_FILL, 1)} | {"s": pack}
    st = position(g, **base | piles)
    st.passes = passes
    return st


def test_louis_the_next_circle_waits_until_the_suitable_cards_are_played():
    """"You must now examine the alphabet, and play from it any suitable cards … You next proceed to
    deal out a second circle of twelve cards\""""
    g, st = dealt(LO, 1)
    first_moves(g, st, 70)
    assert top(g, st, "l1") == "4S" and top(g, st, "a4") == "3S"
    assert listed(g, st) == ["l1>a4"]
    play(g, st, "l1>a4")
    assert listed(g, st) == ["deal"]


def test_louis_during_the_deal_each_circle_blocks_the_one_before():
    """"II. During the deal each circle of the alphabet absolutely blocks the preceding one" / "cards
    in the lower circles cannot be used, even if released, until the entire pack has been dealt\""""
    g, st = dealt(LO, 2)
    first_moves(g, st, 48)
    # JC of the second circle lies open on letter e, the third circle begun: it may not go on QC
    assert pile(g, st, "l5") == "7D JC" and top(g, st, "k1") == "QC"
    assert listed(g, st) == ["deal"]
    g = rule_game(LO)
    st = louis(k1="KC QC", l5="7D JC")
    assert "l5>k1" in move_texts(g, st)  # the pack out, the same card is available


def test_louis_a_card_that_fits_as_it_turns_up_is_played_and_takes_no_letter():
    """"Begin the deal at letter a, and finish it at letter m, and during the deal play any suitable
    cards as they turn up.\""""
    g, st = dealt(LO, 1)
    assert listed(g, st) == ["deal a1"]
    first_moves(g, st, 3)
    assert pile(g, st, "l1") == "5C" and pile(g, st, "a1") == "AC 2C" and pile(g, st, "a4") == "AS 2S"


def test_louis_marriages_only_when_the_pack_is_out_and_nothing_can_be_played():
    """"When the entire pack has been dealt out, and all available cards have been played (Rule II),
    you are allowed to form marriages, both in ascending and descending line, with the available
    cards of the alphabet.\""""
    g = rule_game(LO)
    assert listed(g, louis(l2="5H", l3="6H", l4="2C")) == ["l4>a1"]
    assert listed(g, louis(l2="5H", l3="6H", pack="8S")) == ["deal"]
    assert listed(g, louis(l2="5H", l3="6H")) == ["l2>l3", "l3>l2"]
    assert listed(g, louis(l2="5H", l3="6D")) == ["redeal"]  # in suit only


def test_louis_the_alphabet_is_taken_up_only_when_nothing_can_be_played_or_married():
    """"When no more cards can be played, or married, take up the alphabet"

    7H 6H and 4H 5H can only shuttle 6H and 5H back and forth: that does not hold up the re-deal."""
    g = rule_game(LO)
    assert listed(g, louis(l2="7H 6H", l3="4H 5H")) == ["l2>l3", "l3>l2", "redeal"]
    assert listed(g, louis(l2="7H 6H", l3="QS 5H")) == ["l2>l3", "l3>l2"]


def test_louis_the_alphabet_is_taken_up_from_g_to_f_and_dealt_again_as_before():
    """"take up the alphabet in succession, beginning with the letter g, and ending with f" / "Then,
    without shuffling, deal out all the cards as before, beginning at a, and finishing at m"

    The packet of f, taken up last, is dealt first, in the order its cards were dealt (invented)."""
    g = rule_game(LO)
    st = louis(l6="10C 3S")
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal")
    assert pile(g, st, "s").split()[-4:] == ["JD", "4C", "3S", "10C"]
    first_moves(g, st, 3)
    assert tops(g, st, "l")[:4] == ["10C", "3S", "4C", ""]


def test_louis_there_are_three_redeals():
    """"There may be three re-deals.\""""
    g = rule_game(LO)
    st = louis()
    st.vars["redeal.uses"] = 2
    assert listed(g, st) == ["redeal"]
    st.vars["redeal.uses"] = 3
    assert listed(g, st) == []


def test_louis_in_the_second_deal_a_foundation_card_may_change_to_the_other_foundation():
    """"If during this second deal a card turns up suitable alike for an ascending or descending
    foundation, you can place it on either, and you may change it from one to the other.\""""
    g = rule_game(LO)
    foundations = {"a3": run("A", "5", "H"), "k3": run("K", "6", "H")}
    assert listed(g, louis(**foundations)) == ["redeal"]
    assert listed(g, louis(passes=1, **foundations)) == ["a3>k3", "k3>a3", "redeal"]


def test_louis_in_the_second_deal_a_card_fitting_both_foundations_may_be_laid_aside():
    """"If you prefer it, you may even lay the card aside for the moment\""""
    g = rule_game(LO)
    both = {"a3": run("A", "4", "H"), "k3": run("K", "6", "H")}
    assert listed(g, louis(pack="9C 5H", passes=0, **both)) == ["deal a3", "deal k3"]
    st = louis(pack="9C 5H", passes=1, **both)
    assert listed(g, st) == ["deal a3", "deal k3", "deal x"]
    # a card fitting one foundation only is not laid aside
    assert listed(g, louis(pack="9C 5H", passes=1, a3=run("A", "4", "H"))) == ["deal a3"]
    play(g, st, "deal x")
    assert pile(g, st, "x") == "5H"


# ---------------------------------------------------------------------------------------------
# cadogan-sly — Sly

SL = "cadogan-sly"


def promenade(pack: str, **piles: str) -> State:
    """After the first twenty: every packet a 9S (which fits nothing), except the piles named."""
    g = rule_game(SL)
    st = position(g, **{f"p{i}": "9S" for i in range(1, 21)} | {"s": pack} | piles)
    st.vars["first.uses"] = 1
    return st


def test_sly_bases_and_suitable_cards_are_played_as_they_turn_up_in_the_first_deal():
    """"During the deal, if any foundations appear, place them at once in their allotted spaces, and
    also play any other suitable cards as they turn up\""""
    g, st = dealt(SL, 1)
    first_moves(g, st, 4)
    assert top(g, st, "s") == "AD"
    # the ace is a base: it may not be laid on the promenade
    assert listed(g, st) == ["first a1", "first a2", "first a3", "first a4"]
    first_moves(g, st, 26)
    # twenty cards on the promenade, one a place; the ten played did not count among them
    assert all(len(pile(g, st, f"p{i}").split()) == 1 for i in range(1, 21))
    assert sum(len(pile(g, st, f"{z}{i}").split()) for z in "ak" for i in range(1, 5)) == 10


def test_sly_a_round_is_dealt_only_when_no_promenade_card_can_be_played():
    """"When the first deal of twenty cards is complete, examine the promenade and play from it all
    suitable cards." / "When no more can be played, deal out a second row of twenty cards\""""
    g, st = dealt(SL, 1)
    first_moves(g, st, 30)
    assert listed(g, st) == ["p4>a1", "p12>k3"]
    first_moves(g, st, 4)
    assert listed(g, st) == [f"round p{i}" for i in range(1, 21)]


def test_sly_a_round_goes_on_any_packets_and_nothing_is_played_from_them_until_it_is_complete():
    """"This second row of twenty cards must be placed on the top of (i.e., covering) the first row,
    but in any manner and on any cards of the promenade you please." / "IV. … a card once placed on
    the promenade cannot be played until each deal of twenty cards is complete.\""""
    g, st = dealt(SL, 1)
    first_moves(g, st, 36)
    # JD on p9 fits the diamond king's QD, but the round is running
    assert top(g, st, "p9") == "JD" and top(g, st, "k2") == "QD"
    assert listed(g, st) == [f"round p{i}" for i in range(1, 21)]
    play(g, st, "round p5", "round p5")  # heaping two cards on one packet
    assert len(pile(g, st, "p5").split()) == 3
    while st.vars["round.left"]:
        assert not any(">" in m for m in listed(g, st))
        first_moves(g, st, 1)
    assert "p9>k2" in move_texts(g, st)


def test_sly_a_card_suitable_as_it_turns_up_in_a_round_is_played_and_not_counted():
    """"each deal of twenty cards must be complete before any can be played--(the cards that have
    been played during the deal do not count among the twenty)\""""
    g, st = dealt(SL, 1)
    first_moves(g, st, 35)
    assert top(g, st, "s") == "QD" and st.vars["round.left"] == 19
    assert listed(g, st) == ["round k2"]
    first_moves(g, st, 1)
    assert st.vars["round.left"] == 19


def test_sly_cards_are_not_moved_between_packets():
    """"cards not being transferable from one packet to another\""""
    g = rule_game(SL)
    st = promenade("5H 6H", a1="AD", p1="3D", p2="4D", p3="2D")
    assert listed(g, st) == ["p3>a1"]


def test_sly_between_rounds_an_emptied_packet_is_refilled_from_the_pack():
    """"Between each deal examine the promenade, and play from it all available cards (Rule III),
    refilling vacancies from the pack.\""""
    g = rule_game(SL)
    st = promenade("5H 8S AH", a1="AD", a2="AC 2C", p1="3C")
    assert listed(g, st) == ["p1>a2"]
    play(g, st, "p1>a2")
    # the ace that came into the vacancy is a base: it went out, and 8S took the place
    assert pile(g, st, "a3") == "AH" and pile(g, st, "p1") == "8S" and pile(g, st, "s") == "5H"
    assert listed(g, st)[0] == "round p1"


def test_sly_there_is_no_redeal():
    """"There is no re-deal.\""""
    g = rule_game(SL)
    assert listed(g, promenade("", a1="AD")) == []
    assert listed(g, promenade("3S", a1="AD"))[:2] == ["round p1", "round p2"]


# ---------------------------------------------------------------------------------------------
# cadogan-great-thirteen — The Great Thirteen (fragment)

GT = "cadogan-great-thirteen"


def ground(**piles: str) -> State:
    """The balcony of seed 1 (8S 3D 3S 7C AH 8S 4H 10D), the numerals empty, every ground packet
    10S 10S (which fits nothing here), except the piles named."""
    g = rule_game(GT)
    return position(g, clear=["n", "g"], **{f"g{i}": "10S 10S" for i in range(1, 9)} | piles)


def test_great_thirteen_a_numeral_packet_begins_with_twice_the_balcony_card():
    """"You now count the value of each card in the balcony, and double it" / "If any card on the
    ground packets (Rule I) corresponds to the doubled value of any card on the balcony, you place
    that (ground-packet) card immediately below the balcony card" / "the excess over thirteen
    constitutes the value of the card to be placed underneath"

    Balcony 8S 3D 3S 7C AH 8S 4H 10D: numerals 3, 6, 6, A, 2, 3, 8, 7; only the ground tops count."""
    g, st = dealt(GT, 1)
    assert tops(g, st, "b") == ["8S", "3D", "3S", "7C", "AH", "8S", "4H", "10D"]
    assert listed(g, st) == ["g3>n2", "g3>n3", "g4>n4", "g5>n8", "g6>n2", "g6>n3", "g7>n5"]
    st = ground(g1="9S AH", g2="9S 7H", g3="9S JD", g4="9S 3C", g5="9S 8D", g6="3C 10S")
    assert listed(g, st) == ["g1>n4", "g2>n8", "g4>n1", "g4>n6", "g5>n7"]


def test_great_thirteen_kings_on_the_surface_of_the_first_deal_are_slipped_underneath():
    """"If in this first deal any kings appear on the surface, slip them underneath the packets to
    which each belongs; but this may only be done in the first deal.\""""
    g, st = dealt(GT, 1)
    # g5 showed KC: it went under its packet, and AH below it went up to the balcony
    assert pile(g, st, "g5").split()[0] == "KC" and top(g, st, "b5") == "AH"
    assert not any(c.startswith("K") for c in tops(g, st, "b"))
    # the king uncovered when 3D went up to the balcony stays on top
    assert top(g, st, "g2") == "KH"


def test_great_thirteen_a_released_card_fills_a_vacancy_before_it_is_added():
    """"II. If in the development of the game a card is released in the ground packets which is
    equally suitable for filling a vacancy in the numerals … or for the process of addition, the
    preference must be given to filling the vacancy.\""""
    g = rule_game(GT)
    st = ground(n5="2H 3D 4C 5S", g1="9S 6S")  # AH's numeral wants a 6 next; so do the empty n2, n3
    assert listed(g, st) == ["g1>n2", "g1>n3"]
    st = ground(n2="6H", n3="6C", n5="2H 3D 4C 5S", g1="9S 6S")
    assert listed(g, st) == ["g1>n5"]


def test_great_thirteen_the_numerals_add_the_balcony_value_and_end_with_the_king():
    """"with which card, if the game succeeds, each of the numeral packets will terminate" (the
    addition itself is lost: each next card adds the balcony value, invented)"""
    g = rule_game(GT)
    sevens = "AS 8S 2S 9S 3S 10S 4S JS 5S QS 6S KS"  # 7C's twelve multiples, ending with the king
    filled = {"n7": "8D", "n8": "7H"}
    st = ground(n4="AS", n1="3C", g1="9S 8H", g2="9S 9H", g3="9S JD", **filled)
    assert listed(g, st) == ["g1>n4", "g3>n1"]
    st = ground(n4=sevens, g1="9S 7H", g2="9S 8H", **filled)
    assert listed(g, st) == ["redeal"]


def test_great_thirteen_the_ground_packets_are_redealt_only_at_the_end_onto_every_place():
    """"for in re-dealing the ground packets at the end of the game they must be counted from one to
    eight, and the cards must be dealt on to them in order, whether there are cards in each space or
    whether there is a vacancy, through the packet having been played off.\""""
    g, st = dealt(GT, 1)
    assert "redeal" not in move_texts(g, st)
    st = ground(g1="", g8="9S 10C 5D 9D")
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal")
    # sixteen cards dealt round onto the eight places, the vacancy g1 included; g8's first
    assert [pile(g, st, f"g{i}") for i in range(1, 5)] == ["9S 10S", "10C 10S", "5D 10S", "9D 10S"]
    assert all(pile(g, st, f"g{i}") == "10S 10S" for i in range(5, 9))
    st.vars["redeal.uses"] = 2
    assert listed(g, st) == []
