"""§10.5 remove, §10.6 cover, §10.7 between: groups of free cards, their order, effect and text."""

from helpers import listed, make_game, pile, play, position

STOCK = {"id": "s", "role": "stock"}
DISCARD = {"id": "d", "role": "discard"}


def remove_game(group, count=4, grid=None, zones=(), rule=None, choices=None, **zone):
    t = {"id": "t", "role": "tableau", "count": count, **zone}
    if grid:
        t["grid"] = {"columns": grid}
    spec = {"id": "pair", "kind": "remove", "group": {"from": ["t"], **group}, "to": "d", **(rule or {})}
    fields = {"choices": choices} if choices else {}
    return make_game([STOCK, t, DISCARD, *zones], [spec], **fields)


# ----------------------------------------------------------------------------- remove: relations


def test_sum_pairs_of_top_cards_adding_up_to_total_in_combination_order():
    g = remove_game({"relation": "sum", "total": 13})
    st = position(g, t1="6C", t2="7D", t3="KS", t4="6H")
    assert listed(g, st) == ["pair t1 t2", "pair t2 t4"]


def test_sum_of_a_single_card():
    g = remove_game({"relation": "sum", "total": 13, "size": 1})
    assert listed(g, position(g, t1="6C", t2="KS", t3="KD")) == ["pair t2", "pair t3"]


def test_same_suit_and_identical():
    g = remove_game({"relation": "same-suit"})
    assert listed(g, position(g, t1="6C", t2="7D", t3="KC")) == ["pair t1 t3"]
    g = make_game([STOCK, {"id": "t", "role": "tableau", "count": 3}, DISCARD],
                  [{"id": "pair", "kind": "remove", "group": {"from": ["t"], "relation": "identical"}, "to": "d"}],
                  deck={"pack": "whist", "packs": 2})
    st = position(g, t1="6C", t2="6H")
    st.piles[g.pile_index["t3"]] = [52 + 0 * 13 + 5]  # the second pack's 6C
    assert listed(g, st) == ["pair t1 t3"]


def test_match_every_card_matches_cards_and_the_chosen_suit():
    g = remove_game({"relation": "match", "size": 1, "cards": ["K*", "Q*"], "suit_choice": "trumps"},
                    choices=[{"name": "trumps", "options": ["C", "H"]}])
    st = position(g, t1="KC", t2="KH", t3="QH", t4="5H")
    play(g, st, "choose trumps H")
    assert listed(g, st) == ["pair t2", "pair t3"]


def test_distinct_no_two_equal_values():
    g = make_game([STOCK, {"id": "t", "role": "tableau", "count": 3}, DISCARD],
                  [{"id": "tri", "kind": "remove", "group": {"from": ["t"], "relation": "same-suit", "size": 2, "distinct": True}, "to": "d"}],
                  deck={"pack": "whist", "packs": 2})
    st = position(g, t1="6C", t2="7C")
    st.piles[g.pile_index["t3"]] = [52 + 5]  # a second 6C
    assert listed(g, st) == ["tri t1 t2", "tri t2 t3"]


def test_ranks_limits_the_members():
    g = remove_game({"relation": "same-suit", "ranks": ["6", "7"]})
    assert listed(g, position(g, t1="6C", t2="7C", t3="KC")) == ["pair t1 t2"]


def test_only_free_face_up_top_cards_are_members():
    g = remove_game({"relation": "same-suit"})
    assert listed(g, position(g, t1="6C 2S", t2="7C", t3="8c")) == []


def test_depth_makes_the_second_card_a_member_too():
    g = remove_game({"relation": "same-suit", "depth": 2})
    assert listed(g, position(g, t1="6C 2S", t2="7C", t3="3s")) == ["pair t1/2 t2"]


def test_members_come_from_different_piles():
    g = remove_game({"relation": "same-suit", "depth": 2})
    assert listed(g, position(g, t1="6C 2C")) == []


def test_where_same_pile_takes_the_top_cards_of_one_pile():
    g = remove_game({"relation": "sum", "total": 13, "where": "same-pile", "depth": 2})
    st = position(g, t1="6C 7C", t2="6D", t3="7D")
    assert listed(g, st) == ["pair t1 t1/2"]
    play(g, st, "pair t1 t1/2")
    assert pile(g, st, "d") == "6C 7C" and pile(g, st, "t1") == ""


def test_where_same_row_and_same_row_or_column_in_a_grid():
    g = remove_game({"relation": "same-suit", "where": "same-row"}, count=4, grid=2)
    st = position(g, t1="6C", t2="7C", t3="8C", t4="9S")
    assert listed(g, st) == ["pair t1 t2"]
    g = remove_game({"relation": "same-suit", "where": "same-row-or-column"}, count=4, grid=2)
    assert listed(g, st) == ["pair t1 t2", "pair t1 t3"]


# ----------------------------------------------------------------------------- remove: crown, into_space, effect


def test_a_group_is_listed_once_per_crown_and_no_group_goes_without_one():
    g = make_game([STOCK, {"id": "t", "role": "tableau", "count": 5}, DISCARD],
                  [{"id": "pair", "kind": "remove", "group": {"from": ["t"], "relation": "sum", "total": 13, "crown": ["K*"]}, "to": "d"}],
                  deck={"pack": "whist", "packs": 2})
    st = position(g, t1="6C", t2="7D", t3="KS", t4="KH")
    st.piles[g.pile_index["t5"]] = [52 + 3 * 13 + 12]  # a second KS
    assert listed(g, st) == ["pair t1 t2 t3", "pair t1 t2 t4", "pair t1 t2 t5"]  # identical crowns are listed each
    st = position(g, t1="6C", t2="7D")
    assert listed(g, st) == []


def test_a_crown_is_any_free_card_of_another_pile_whatever_ranks_says():
    g = remove_game({"relation": "sum", "total": 13, "ranks": ["6", "7"], "crown": ["K*"], "depth": 2})
    st = position(g, t1="6C", t2="7D", t3="KS 2C", t4="6H KH")
    assert listed(g, st) == ["pair t1 t2 t3/2", "pair t1 t2 t4", "pair t2 t4/2 t3/2"]


def test_the_crown_goes_last_on_top():
    g = remove_game({"relation": "sum", "total": 13, "crown": ["K*"]})
    st = position(g, t1="6C", t2="7D", t3="KS")
    play(g, st, "pair t1 t2 t3")
    assert pile(g, st, "d") == "6C 7D KS"


def test_members_go_deeper_cards_first_then_in_group_order():
    g = remove_game({"relation": "same-suit", "size": 3, "depth": 2})
    st = position(g, t1="6C", t2="7C 2S", t3="8C")
    assert listed(g, st) == ["pair t1 t2/2 t3"]
    play(g, st, "pair t1 t2/2 t3")
    assert pile(g, st, "d") == "7C 6C 8C" and pile(g, st, "t2") == "2S"


def test_into_space_needs_an_empty_pile_of_to_and_lays_the_group_on_the_first():
    piles = {"id": "d", "role": "discard", "count": 2}
    g = make_game([STOCK, {"id": "t", "role": "tableau", "count": 3}, piles],
                  [{"id": "pair", "kind": "remove", "group": {"from": ["t"], "relation": "same-suit"}, "to": "d", "into_space": True}])
    st = position(g, t1="6C", t2="7C", d1="KH", d2="KS")
    assert listed(g, st) == []
    st = position(g, t1="6C", t2="7C", d1="KH")
    play(g, st, "pair t1 t2")
    assert pile(g, st, "d2") == "6C 7C"


def test_removing_a_group_turns_up_the_cards_beneath():
    g = remove_game({"relation": "same-suit"})
    st = position(g, t1="3c 6C", t2="7C")
    play(g, st, "pair t1 t2")
    assert pile(g, st, "t1") == "3C"


# ----------------------------------------------------------------------------- cover


def cover_game(group, count=3, **rule):
    t = {"id": "t", "role": "tableau", "count": count}
    return make_game([STOCK, t, {"id": "r", "role": "reserve"}],
                     [{"id": "cover", "kind": "cover", "group": {"from": ["t"], **group}, **rule}])


def test_cover_one_move_per_group_and_order_of_its_piles():
    g = cover_game({"relation": "same-suit"})
    st = position(g, s="2C 3C", t1="6C", t2="7C", t3="9S")
    assert listed(g, st) == ["cover t1 t2", "cover t2 t1"]


def test_cover_each_pile_in_order_receives_the_next_card_from_the_top():
    g = cover_game({"relation": "same-suit"})
    st = position(g, s="2C 3C", t1="6C", t2="7C")
    play(g, st, "cover t2 t1")
    assert pile(g, st, "t2") == "7C 3C" and pile(g, st, "t1") == "6C 2C"


def test_cover_while_cards_last():
    g = cover_game({"relation": "same-suit"})
    st = position(g, s="3C", t1="6C", t2="7C")
    play(g, st, "cover t1 t2")
    assert pile(g, st, "t1") == "6C 3C" and pile(g, st, "t2") == "7C"


def test_cover_needs_a_card_in_from():
    g = cover_game({"relation": "same-suit"}, **{"from": "r"})
    assert listed(g, position(g, s="2C", t1="6C", t2="7C")) == []
    st = position(g, r="4H", t1="6C", t2="7C")
    play(g, st, "cover t1 t2")
    assert pile(g, st, "t1") == "6C 4H"


def test_a_take_none_zone_gives_remove_no_members_but_cover_reads_it():
    for take, expected in [("top", ["pair t1 t2", "cover t1 t2", "cover t2 t1"]), ("none", ["cover t1 t2", "cover t2 t1"])]:
        t = {"id": "t", "role": "tableau", "count": 3, "take": take}
        g = make_game([STOCK, t, DISCARD], [{"id": "pair", "kind": "remove", "group": {"from": ["t"], "relation": "same-suit"}, "to": "d"},
                                            {"id": "cover", "kind": "cover", "group": {"from": ["t"], "relation": "same-suit"}}])
        st = position(g, s="2C 3C", t1="6C", t2="7C", t3="9S")
        assert listed(g, st) == expected, take
    play(g, st, "cover t1 t2")  # the cards of the take-none piles stay and are covered
    assert pile(g, st, "t1") == "6C 3C" and pile(g, st, "t2") == "7C 2C"


# ----------------------------------------------------------------------------- between


def between_game(**rule):
    return make_game([STOCK, {"id": "r", "role": "tableau"}, DISCARD],
                     [{"id": "remove", "kind": "between", "row": "r", "to": "d", **rule}])


def test_between_cards_lying_between_two_cards_of_one_suit():
    g = between_game(match=["suit"])
    st = position(g, r="5C 9D 7C 3H 4S 5C")
    # default gaps 1 then 2: 9D between 5C and 7C; 3H 4S between 7C and 5C
    assert listed(g, st) == ["remove 2 1", "remove 4 2"]


def test_between_rank_match_and_the_gaps_in_order():
    g = between_game(match=["rank"], gaps=[2, 1])
    st = position(g, r="5C 9D 5H 7C 9H")
    assert listed(g, st) == ["remove 3 2", "remove 2 1"]  # gap 2 first, as listed; the row's ends never move


def test_between_the_cards_go_left_to_right_onto_to_and_the_row_closes_up():
    g = between_game(match=["suit"], gaps=[2])
    st = position(g, r="5C 9D 8H 7C 4S", d="KS")
    play(g, st, "remove 2 2")
    assert pile(g, st, "d") == "KS 9D 8H" and pile(g, st, "r") == "5C 7C 4S"


# ----------------------------------------------------------------------------- remove onto accepting piles


def onto_game(**group):
    """Red and black tableau piles; red foundations built down, black ones built up, both in suit."""
    zones = [STOCK, {"id": "t", "role": "tableau", "count": 4},
             {"id": "fr", "role": "foundation", "count": 2, "build": {"rank": "down", "suit": "same"}, "take": "none"},
             {"id": "fb", "role": "foundation", "count": 2, "build": {"rank": "up", "suit": "same"}, "take": "none"}]
    spec = {"id": "play", "kind": "remove", "group": {"from": ["t"], "size": 2, "relation": "alternate-colour", **group},
            "onto": ["fr", "fb"]}
    return make_game(zones, [spec], win={"kind": "all-in", "zones": ["fr", "fb"]})


def test_alternate_colour_groups_one_red_and_one_black_card_each_accepted_by_a_pile_of_onto():
    g = onto_game()
    st = position(g, t1="QD", t2="2C", t3="QH", t4="3S", fr1="KD", fr2="KH", fb1="AC", fb2="AS")
    assert listed(g, st) == ["play t1 t2", "play t2 t3"]  # 3S fits no Admiral; QD+QH are both red


def test_onto_sends_each_member_to_the_first_pile_that_takes_it_the_deeper_card_first():
    g = onto_game(where="same-pile", depth=2)
    st = position(g, t1="2C QD", fr1="KH", fr2="KD", fb1="AC", fb2="AC")
    assert listed(g, st) == ["play t1 t1/2"]
    play(g, st, "play t1 t1/2")
    assert (pile(g, st, "t1"), pile(g, st, "fr2"), pile(g, st, "fb1"), pile(g, st, "fb2")) == ("", "KD QD", "AC 2C", "AC")


def test_alone_takes_members_only_from_piles_of_one_card():
    g = onto_game(alone=True)
    st = position(g, t1="2C QD", t2="QH", t3="2S", fr1="KD", fr2="KH", fb1="AC", fb2="AS")
    assert listed(g, st) == ["play t2 t3"]  # t1's QD lies on a card: it is bound to it


def test_same_rank_pairs_cards_of_one_rank_whatever_their_suits():
    g = remove_game({"relation": "same-rank"})
    st = position(g, t1="6C", t2="7D", t3="6H", t4="7D")
    assert listed(g, st) == ["pair t1 t3", "pair t2 t4"]
