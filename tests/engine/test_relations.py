"""Placement relations, §6.1 Build: which card a pile takes on its top card (rank, suit, cycle, keys, closing)."""

import pytest

from helpers import make_game, move_texts, position


def build_game(build, *, pack="whist", count=1, limit=None, extra_zones=(), choices=None):
    """x: a reserve of one pile (the card moved), t: `count` piles with `build`."""
    t = {"id": "t", "role": "tableau", "count": count, "build": build}
    if limit is not None:
        t["limit"] = limit
    zones = [{"id": "s", "role": "stock"}, {"id": "x", "role": "reserve"}, t, *extra_zones]
    fields = {"deck": {"pack": pack}}
    if choices:
        fields["choices"] = choices
    return make_game(zones, [{"id": "m", "kind": "move", "from": ["x"], "to": ["t"]}], **fields)


def fits(build, target, card, **kw):
    """Does pile t (holding `target`, bottom first) take `card` from x by `build`?"""
    g = build_game(build, **kw)
    st = position(g, x=card, t=target)
    return "x>t" in move_texts(g, st)


RANK_CASES = [
    # (build, target, card, expected, what)
    ({"rank": "up"}, "5H", "6H", True, "up: one step above"),
    ({"rank": "up"}, "5H", "4H", False, "up: not below"),
    ({"rank": "up"}, "5H", "7H", False, "up: not two steps"),
    ({"rank": "up", "by": 2}, "5H", "7H", True, "up by 2"),
    ({"rank": "up", "by": 2}, "5H", "6H", False, "up by 2: not one step"),
    ({"rank": "up"}, "KH", "AH", False, "up: no rank past the king without wrap"),
    ({"rank": "up", "wrap": True}, "KH", "AH", True, "up with wrap: the ace follows the king"),
    ({"rank": "up", "by": 2, "wrap": True}, "QH", "AH", True, "up by 2 with wrap counts on from the ace"),
    ({"rank": "down"}, "5H", "4H", True, "down: one step below"),
    ({"rank": "down"}, "5H", "6H", False, "down: not above"),
    ({"rank": "down"}, "AH", "KH", False, "down: nothing below the ace without wrap"),
    ({"rank": "down", "wrap": True}, "AH", "KH", True, "down with wrap: the king follows the ace"),
    ({"rank": "down", "by": 3}, "9H", "6H", True, "down by 3"),
    ({"rank": "either"}, "5H", "6H", True, "either: up"),
    ({"rank": "either"}, "5H", "4H", True, "either: down"),
    ({"rank": "either"}, "5H", "5H", False, "either: not the same rank"),
    ({"rank": "either", "wrap": True}, "KH", "AH", True, "either with wrap"),
    ({"rank": "same", "suit": "any"}, "5H", "5C", True, "same: the same rank"),
    ({"rank": "same", "suit": "any"}, "5H", "6C", False, "same: no other rank"),
    ({"rank": "any"}, "5H", "KH", True, "any rank"),
    ({"rank": "any"}, "5H", "AH", True, "any rank (ace)"),
    ({"rank": "double", "suit": "any"}, "4H", "8C", True, "double: 2 x 4 = 8"),
    ({"rank": "double", "suit": "any"}, "4H", "5C", False, "double: not 5 on 4"),
    ({"rank": "double", "suit": "any"}, "7H", "AC", True, "double mod 13: 14 is an ace"),
    ({"rank": "double", "suit": "any"}, "9H", "5C", True, "double mod 13: 18 is a five"),
    ({"rank": "double", "suit": "any"}, "KH", "KC", True, "double mod 13: 26 counts as 13, a king"),
    ({"rank": "sum", "total": 13, "suit": "any"}, "6H", "7C", True, "sum: 6 + 7 = 13"),
    ({"rank": "sum", "total": 13, "suit": "any"}, "6H", "8C", False, "sum: 6 + 8 is not 13"),
    ({"rank": "sum", "total": 14, "suit": "any"}, "AH", "KC", True, "sum: ace + king = 14"),
    ({"rank": "up", "skip": ["Q"]}, "JH", "KH", True, "skip: the queen is left out of the cycle"),
    ({"rank": "up", "skip": ["Q"]}, "JH", "QH", False, "skip: a skipped rank does not fit"),
    ({"rank": "down", "skip": ["Q"]}, "KH", "JH", True, "skip going down"),
]


@pytest.mark.parametrize("build,target,card,expected,what", RANK_CASES, ids=[c[-1] for c in RANK_CASES])
def test_rank_relations(build, target, card, expected, what):
    assert fits(build, target, card) is expected


def test_piquet_cycle_goes_from_the_ace_to_the_seven():
    assert fits({"rank": "up"}, "AH", "7H", pack="piquet")
    assert not fits({"rank": "up"}, "AH", "8H", pack="piquet")
    assert fits({"rank": "down"}, "7H", "AH", pack="piquet")
    assert not fits({"rank": "up"}, "KH", "AH", pack="piquet")
    assert fits({"rank": "up", "wrap": True}, "KH", "AH", pack="piquet")
    assert fits({"rank": "up", "by": 2}, "AH", "8H", pack="piquet")


SUIT_CASES = [
    ("same", "5H", "6H", True), ("same", "5H", "6D", False),
    ("alternate-colour", "5H", "6S", True), ("alternate-colour", "5H", "6C", True), ("alternate-colour", "5H", "6D", False),
    ("alternate-colour", "5S", "6H", True), ("alternate-colour", "5S", "6C", False),
    ("any", "5H", "6S", True), ("any", "5H", "6H", True),
]


@pytest.mark.parametrize("suit,target,card,expected", SUIT_CASES)
def test_suit_relations(suit, target, card, expected):
    assert fits({"rank": "up", "suit": suit}, target, card) is expected


def test_add_adds_the_value_of_the_anchor_piles_top_card():
    a = {"id": "a", "role": "base-row"}
    g = build_game({"rank": "add", "anchor": {"zone": "a"}, "suit": "any"}, extra_zones=[a])
    st = position(g, x="7C", t="4H", a="2D 3D")  # 4 + 3 = 7
    assert "x>t" in move_texts(g, st)
    st = position(g, x="6C", t="4H", a="2D 3D")
    assert "x>t" not in move_texts(g, st)


def test_add_reads_the_bottom_card_with_card_bottom_and_wraps_mod_13():
    a = {"id": "a", "role": "base-row"}
    g = build_game({"rank": "add", "anchor": {"zone": "a", "card": "bottom"}, "suit": "any"}, extra_zones=[a])
    assert "x>t" in move_texts(g, position(g, x="6C", t="4H", a="2D 3D"))  # 4 + 2
    assert "x>t" in move_texts(g, position(g, x="2C", t="JH", a="4D"))  # 11 + 4 = 15 -> 2


def test_add_uses_the_anchor_pile_with_the_same_index_mod_its_count():
    a = {"id": "a", "role": "base-row", "count": 2}
    g = build_game({"rank": "add", "anchor": {"zone": "a"}, "suit": "any"}, count=3, extra_zones=[a])
    st = position(g, x="5C", t1="4H", t2="4S", t3="4D", a1="AD", a2="2D")
    # t1 reads a1 (4+1), t2 reads a2 (4+2), t3 reads a1 again (4+1)
    assert move_texts(g, st) == {"x>t1", "x>t3"}


def test_add_takes_no_card_while_the_anchor_pile_is_empty():
    a = {"id": "a", "role": "base-row"}
    g = build_game({"rank": "add", "anchor": {"zone": "a"}, "suit": "any"}, extra_zones=[a])
    st = position(g, x="5C", t="4H")
    assert "x>t" not in move_texts(g, st)


def test_sequence_reads_the_rank_for_the_piles_height():
    b = {"rank": "sequence", "ranks": ["A", "2", "K", "Q"], "suit": "any"}
    assert fits(b, "AH", "2C")  # n = 1
    assert not fits(b, "AH", "KC")
    assert fits(b, "AH 2C", "KD")  # n = 2, whatever the target
    assert fits(b, "AH 9C", "KD")


def test_sequence_takes_no_card_once_the_list_is_used_up():
    b = {"rank": "sequence", "ranks": ["A", "2"], "suit": "any"}
    assert not fits(b, "AH 2C", "3C")
    assert not fits(b, "AH 2C", "AD")


CHOICE = {"name": "dir", "options": ["up", "down"], "set_by": {"zone": "c", "ranks": {"A": "up", "K": "down"}}}
CHOSEN_ZONE = {"id": "c", "role": "base-row"}


@pytest.mark.parametrize("chooser,card,expected", [("AD", "6H", True), ("AD", "4H", False), ("KD", "4H", True), ("KD", "6H", False)])
def test_chosen_follows_the_direction_chosen(chooser, card, expected):
    g = build_game({"rank": "chosen", "choice": "dir"}, extra_zones=[CHOSEN_ZONE], choices=[CHOICE])
    st = position(g, x=card, t="5H", c=chooser)
    g.settle_all(st, [])
    assert st.vars["choice:dir"] == ("up" if chooser == "AD" else "down")
    assert ("x>t" in move_texts(g, st)) is expected


def test_chosen_takes_no_card_before_the_choice_is_made():
    g = build_game({"rank": "chosen", "choice": "dir"}, extra_zones=[CHOSEN_ZONE], choices=[CHOICE])
    st = position(g, x="6H", t="5H")
    assert "choice:dir" not in st.vars
    assert move_texts(g, st) == set()


def test_limit_closes_a_full_pile():
    assert fits({"rank": "up"}, "4H 5H", "6H", limit=3)
    assert not fits({"rank": "up"}, "4H 5H 6H", "7H", limit=3)


def test_closed_by_closes_a_pile_whose_top_has_that_rank():
    b = {"rank": "up", "wrap": True, "closed_by": ["K"]}
    assert not fits(b, "KH", "AH")
    assert fits(b, "QH", "KH")


def test_until_closes_pile_i_at_its_own_rank():
    g = build_game({"rank": "up", "until": ["5", "9"]}, count=2)
    st = position(g, x="6H", t1="5H", t2="5C")
    assert move_texts(g, st) == set()  # 6H does not follow suit on t2, and t1 is closed at its 5
    st = position(g, x="6C", t1="5H", t2="5C")
    assert move_texts(g, st) == {"x>t2"}  # t2 ends at a 9, not a 5
