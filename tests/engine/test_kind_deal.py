"""§10.3 deal: every pattern, targets (piles, per_pass), the cursor (skip_full, per_pile), choose (into, prefer),
plays (mode, anchored, only_to, cards, fits_also, counts), batches, face, rows and `from`."""

import pytest

from helpers import listed, make_game, move_texts, pile, play, position

STOCK = {"id": "s", "role": "stock"}
FOUND = {"id": "f", "role": "foundation", "count": 2, "build": {"rank": "up"}, "space": {"cards": ["A*"]}, "take": "none"}
ANY = {"rank": "any", "suit": "any"}


def deal_game(count=3, grid=None, zones=(), moves=(), **rule):
    t = {"id": "t", "role": "tableau", "count": count, "build": ANY}
    if grid:
        t["grid"] = {"columns": grid}
    return make_game([STOCK, t, FOUND, *zones], [{"id": "deal", "kind": "deal", "to": ["t"], **rule}, *moves])


def tops(g, st, zone="t"):
    return [pile(g, st, n) for n in g.pile_names if n.startswith(zone) and g.pile_zone[g.pile_index[n]].spec.id == zone]


# ----------------------------------------------------------------------------- patterns of many cards


def test_row_one_card_onto_each_target_in_order():
    g = deal_game(pattern="row")
    st = position(g, s="2C 3C 4C 5C", t2="KH")
    assert listed(g, st) == ["deal"]
    play(g, st, "deal")
    assert tops(g, st) == ["5C", "KH 4C", "3C"] and pile(g, st, "s") == "2C"


def test_row_deals_until_the_source_is_empty():
    g = deal_game(pattern="row")
    st = position(g, s="4C 5C")
    play(g, st, "deal")
    assert tops(g, st) == ["5C", "4C", ""]


def test_no_deal_from_an_empty_source():
    g = deal_game(pattern="row")
    assert move_texts(g, position(g)) == set()


def test_named_piles_are_dealt_in_their_order():
    g = deal_game(pattern="row", piles=["t3", "t1"])
    st = position(g, s="4C 5C 6C")
    play(g, st, "deal")
    assert tops(g, st) == ["5C", "", "6C"]


def test_per_pass_replaces_the_targets_from_a_pass_on_the_last_begun_entry_holding():
    g = deal_game(pattern="row", per_pass=[{"from_pass": 1, "piles": ["t2"]}, {"from_pass": 2, "piles": []}])
    st = position(g, s="4C 5C 6C")
    st.passes = 1
    play(g, st, "deal")
    assert tops(g, st) == ["", "6C", ""]
    st.passes = 2
    assert move_texts(g, st) == set()  # no pile would get a card


def test_spaces_one_card_into_each_empty_target():
    g = deal_game(pattern="spaces")
    st = position(g, s="4C 5C 6C", t2="KH")
    play(g, st, "deal")
    assert tops(g, st) == ["6C", "KH", "5C"]
    assert move_texts(g, st) == set()  # no space left


def test_spaces_in_a_grid_fill_only_the_laid_rows():
    g = deal_game(count=9, grid=3, pattern="spaces")
    st = position(g, s="2C 3C 4C 5C 6C", t5="KH")  # laid rows 0 and 1
    play(g, st, "deal")
    assert tops(g, st) == ["6C", "5C", "4C", "3C", "KH", "2C", "", "", ""]


def test_spaces_rows_inner_and_outer():
    piles = {"s": "2C 3C 4C 5C 6C 7C 8C 9C", "t2": "KH", "t5": "KS", "t8": "KD"}  # three laid rows, every middle cell taken
    g = deal_game(count=9, grid=3, pattern="spaces", rows="inner")
    st = position(g, **piles)
    play(g, st, "deal")
    assert tops(g, st) == ["", "KH", "", "9C", "KS", "8C", "", "KD", ""]
    g = deal_game(count=9, grid=3, pattern="spaces", rows="outer")
    st = position(g, **piles)
    play(g, st, "deal")
    assert tops(g, st) == ["9C", "KH", "8C", "", "KS", "", "7C", "KD", "6C"]


def test_short_one_card_onto_each_target_shorter_than_the_fullest():
    g = deal_game(pattern="short")
    st = position(g, s="4C 5C 6C", t1="KH QH", t2="KS")
    play(g, st, "deal")
    assert tops(g, st) == ["KH QH", "KS 6C", "5C"]
    play(g, st, "deal")
    assert tops(g, st) == ["KH QH", "KS 6C", "5C 4C"]
    assert move_texts(g, position(g, s="4C", t1="KH", t2="KS", t3="KD")) == set()


def test_upto_makes_each_target_up_to_size_target_by_target():
    g = deal_game(pattern="upto", size=2)
    st = position(g, s="3C 4C 5C 6C", t2="KH")
    play(g, st, "deal")
    assert tops(g, st) == ["6C 5C", "KH 4C", "3C"]
    st = position(g, s="3C", t1="KH QH", t2="KS QS", t3="KD QD")
    assert move_texts(g, st) == set()


def test_next_row_deals_one_card_into_each_cell_of_the_row_after_the_laid_rows():
    g = deal_game(count=6, grid=3, pattern="next-row")
    st = position(g, s="3C 4C 5C 6C", t2="KH")
    play(g, st, "deal")
    assert tops(g, st) == ["", "KH", "", "6C", "5C", "4C"]
    assert move_texts(g, st) == set()  # no row after the last one


def test_face_down_deals_face_down_cards():
    g = deal_game(pattern="row", face="down")
    st = position(g, s="4C 5C 6C", t1="kh")
    play(g, st, "deal")
    assert tops(g, st) == ["kh 6c", "5c", "4c"]


def test_face_down_onto_a_face_up_card_lies_face_up():
    # §10.3: the position model cannot hold a face-down card on a face-up one (requests/engine-4)
    g = deal_game(pattern="row", face="down")
    st = position(g, s="4C 5C 6C", t1="KH")
    play(g, st, "deal")
    assert tops(g, st) == ["KH 6C", "5c", "4c"]


def test_from_deals_from_the_first_listed_pile_holding_a_card():
    g = deal_game(pattern="row", **{"from": ["r"]}, zones=[{"id": "r", "role": "reserve", "count": 2}])
    st = position(g, s="KS", r1="2C", r2="3C 4C")
    play(g, st, "deal")
    assert tops(g, st) == ["2C", "4C", "3C"] and pile(g, st, "s") == "KS"


# ----------------------------------------------------------------------------- next: the cursor


def test_next_deals_one_card_to_the_cursors_pile_and_moves_the_cursor_on_cyclically():
    g = deal_game(pattern="next")
    st = position(g, s="2C 3C 4C 5C")
    assert st.vars["deal.cursor"] == 0
    play(g, st, "deal", "deal", "deal")
    assert tops(g, st) == ["5C", "4C", "3C"] and st.vars["deal.cursor"] == 0
    play(g, st, "deal")
    assert tops(g, st) == ["5C 2C", "4C", "3C"] and st.vars["deal.cursor"] == 1


def test_next_per_pile_gives_each_pile_several_cards_before_moving_on():
    g = deal_game(pattern="next", per_pile=2)
    st = position(g, s="2C 3C 4C 5C")
    play(g, st, "deal")
    assert (st.vars["deal.cursor"], st.vars["deal.given"]) == (0, 1)
    play(g, st, "deal", "deal")
    assert tops(g, st) == ["5C 4C", "3C", ""] and (st.vars["deal.cursor"], st.vars["deal.given"]) == (1, 1)


def test_next_skip_full_skips_targets_whose_anchor_pile_is_complete():
    g = deal_game(pattern="next", skip_full={"zone": "f", "size": 2}, count=2)
    st = position(g, s="2C 3C 4C", f1="AH 2H")
    play(g, st, "deal")
    assert tops(g, st) == ["", "4C"]
    st = position(g, s="2C 3C 4C", f1="AH 2H", f2="AS 2S")
    assert move_texts(g, st) == set()


# ----------------------------------------------------------------------------- choose


def test_choose_one_move_per_target():
    g = deal_game(pattern="choose")
    st = position(g, s="2C 3C")
    assert listed(g, st) == ["deal t1", "deal t2", "deal t3"]
    play(g, st, "deal t2")
    assert tops(g, st) == ["", "3C", ""]


def test_choose_into_spaces_only_empty_targets():
    g = deal_game(pattern="choose", into="spaces")
    assert listed(g, position(g, s="2C", t2="KH")) == ["deal t1", "deal t3"]


def test_choose_prefer_only_targets_taking_the_card_by_the_relation_if_any():
    g = deal_game(pattern="choose", prefer={"rank": "down", "suit": "same"})
    assert listed(g, position(g, s="5C", t1="KH", t2="6C", t3="")) == ["deal t2"]
    assert listed(g, position(g, s="5C", t1="KH", t2="7C", t3="")) == ["deal t1", "deal t2", "deal t3"]


# ----------------------------------------------------------------------------- plays

PLAY_TO_F = {"to": ["f"]}


def test_a_must_play_replaces_the_placement_when_the_card_fits():
    g = deal_game(pattern="next", play=[PLAY_TO_F])
    st = position(g, s="2C AH")
    assert listed(g, st) == ["deal f1", "deal f2"]
    play(g, st, "deal f1")
    assert pile(g, st, "f1") == "AH" and st.vars["deal.cursor"] == 1  # a played card counts by default
    assert listed(g, st) == ["deal"]


def test_a_may_play_is_listed_before_the_placement():
    g = deal_game(pattern="next", play=[{"to": ["f"], "mode": "may"}])
    assert listed(g, position(g, s="2C AH")) == ["deal f1", "deal f2", "deal"]


def test_a_play_that_does_not_count_leaves_the_cursor():
    g = deal_game(pattern="next", play=[{"to": ["f"], "counts": False}])
    st = position(g, s="2C AH")
    play(g, st, "deal f1")
    assert st.vars["deal.cursor"] == 0 and st.vars["deal.given"] == 0


def test_play_cards_limits_the_cards_played():
    g = deal_game(pattern="next", play=[{"to": ["f"], "cards": ["AS"]}])
    assert listed(g, position(g, s="2C AH")) == ["deal"]
    assert listed(g, position(g, s="2C AS")) == ["deal f1", "deal f2"]


def test_play_anchored_only_to_the_pile_with_the_meant_targets_index():
    g = deal_game(pattern="next", play=[{"to": ["f"], "anchored": True}])
    st = position(g, s="2C AH AS")
    assert listed(g, st) == ["deal f1"]
    play(g, st, "deal f1")
    assert listed(g, st) == ["deal f2"]


def test_play_only_to_for_a_meant_target_only_the_listed_piles():
    g = deal_game(pattern="next", play=[{"to": ["f"], "only_to": {"t1": ["f2"]}}])
    st = position(g, s="AS 2C AH")
    assert listed(g, st) == ["deal f2"]
    play(g, st, "deal f2", "deal")
    assert listed(g, st) == ["deal f1"]  # meant for t3, which only_to does not name


def test_play_fits_also_only_a_card_that_also_fits_each_listed_zone():
    cell = {"id": "c", "role": "cell", "space": {"cards": ["*H"]}}
    g = deal_game(pattern="next", play=[{"to": ["f"], "fits_also": ["c"]}], zones=[cell])
    assert listed(g, position(g, s="2C AS")) == ["deal"]
    assert listed(g, position(g, s="2C AH")) == ["deal f1", "deal f2"]


def test_the_first_play_entry_that_yields_piles_decides():
    cell = {"id": "c", "role": "cell"}
    g = deal_game(pattern="next", play=[{"to": ["f"]}, {"to": ["c"], "mode": "may"}], zones=[cell])
    assert listed(g, position(g, s="2C AH")) == ["deal f1", "deal f2"]
    assert listed(g, position(g, s="2C 5H")) == ["deal c", "deal"]


def test_plays_apply_to_choose_too():
    g = deal_game(pattern="choose", play=[{"to": ["f"], "mode": "may"}])
    assert listed(g, position(g, s="2C AH")) == ["deal f1", "deal f2", "deal t1", "deal t2", "deal t3"]


# ----------------------------------------------------------------------------- batches


def test_a_batch_deals_n_counted_cards_one_move_each_and_nothing_else_moves_meanwhile():
    g = deal_game(pattern="next", batch=2, moves=[{"id": "draw", "kind": "draw", "from": "s", "to": ["c"]}],
                  zones=[{"id": "c", "role": "talon"}])
    st = position(g, s="2C 3C 4C 5C")
    assert listed(g, st) == ["deal", "s>c"]
    play(g, st, "deal")
    assert st.vars["deal.left"] == 1 and listed(g, st) == ["deal"]
    play(g, st, "deal")
    assert st.vars["deal.left"] == 0 and listed(g, st) == ["deal", "s>c"]


def test_a_batch_ends_when_the_source_is_empty():
    g = deal_game(pattern="next", batch=3, moves=[{"id": "p", "kind": "pass"}])
    st = position(g, s="2C 3C")
    play(g, st, "deal", "deal")
    assert st.vars["deal.left"] == 0 and listed(g, st) == ["p"]


def test_a_played_card_counts_toward_the_batch_unless_counts_is_false():
    g = deal_game(pattern="next", batch=2, play=[{"to": ["f"], "counts": False}], moves=[{"id": "p", "kind": "pass"}])
    st = position(g, s="KC 2C 3C AH")
    play(g, st, "deal f1")
    assert st.vars["deal.left"] == 2
    play(g, st, "deal", "deal")
    assert st.vars["deal.left"] == 0 and listed(g, st) == ["deal", "p"]


def test_batches_begun_are_counted_in_the_game_and_in_the_pass():
    redeal = {"id": "again", "kind": "redeal", "gather": {"zones": ["t"]}, "to": "s", "turn": "keep"}
    g = deal_game(pattern="next", batch=2, moves=[redeal])
    st = position(g, s="2C 3C 4C 5C 6C")
    play(g, st, "deal")
    assert (st.vars["deal.batches"], st.vars["deal.pass-batches"]) == (1, 1)
    play(g, st, "deal", "deal")
    assert (st.vars["deal.batches"], st.vars["deal.pass-batches"]) == (2, 2)
    play(g, st, "deal", "again")
    assert (st.vars["deal.batches"], st.vars["deal.pass-batches"]) == (2, 0)


def test_a_play_entry_applies_only_while_its_when_holds():
    g = deal_game(pattern="next", play=[{"to": ["f"], "when": {"empty": ["f"]}}])
    assert listed(g, position(g, s="2C AH")) == ["deal f1", "deal f2"]
    assert listed(g, position(g, s="2C AH", f2="AS")) == ["deal"]


# ----------------------------------------------------------------------------- re-deals reset the cursor


def test_cursors_return_to_zero_at_every_redeal():
    redeal = {"id": "again", "kind": "redeal", "gather": {"zones": ["t"]}, "to": "s"}
    g = deal_game(pattern="next", per_pile=2, moves=[redeal])
    st = position(g, s="2C 3C 4C 5C")
    play(g, st, "deal", "deal", "deal")
    assert (st.vars["deal.cursor"], st.vars["deal.given"]) == (1, 1)
    play(g, st, "again")
    assert (st.vars["deal.cursor"], st.vars["deal.given"]) == (0, 0)


# ----------------------------------------------------------------------------- last-started


def test_last_started_deals_onto_the_last_target_that_holds_a_card():
    g = deal_game(pattern="last-started")
    st = position(g, s="4C 5C", t1="KH", t2="QS")
    assert listed(g, st) == ["deal"]
    play(g, st, "deal")
    assert tops(g, st) == ["KH", "QS 5C", ""]


def test_last_started_follows_a_card_played_into_a_new_pile():
    g = deal_game(pattern="last-started", play=[{"to": ["t"], "cards": ["K*"]}])
    st = position(g, s="4C KD", t1="KH")
    assert move_texts(g, st) == {"deal t1", "deal t2", "deal t3"}  # the king fits every pile (any card on any)
    play(g, st, "deal t2")
    assert listed(g, st) == ["deal"]
    play(g, st, "deal")
    assert tops(g, st) == ["KH", "KD 4C", ""]


def test_last_started_has_no_moves_while_no_target_holds_a_card():
    g = deal_game(pattern="last-started", play=[{"to": ["f"], "cards": ["A*"]}])
    assert move_texts(g, position(g, s="AC")) == set()


# ----------------------------------------------------------------------------- packet


def test_a_row_in_packets_gives_each_target_its_packet_pile_after_pile():
    g = deal_game(pattern="row", packet=2)
    st = position(g, s="2C 3C 4C 5C 6C")
    play(g, st, "deal")
    assert tops(g, st) == ["6C 5C", "4C 3C", "2C"]


def test_spaces_in_packets_fill_only_the_empty_targets():
    g = deal_game(pattern="spaces", packet=3)
    st = position(g, s="2C 3C 4C 5C 6C 7C", t2="KH")
    play(g, st, "deal")
    assert tops(g, st) == ["7C 6C 5C", "KH", "4C 3C 2C"]


def test_a_packet_is_refused_with_a_one_card_pattern():
    with pytest.raises(ValueError, match="'packet' is allowed only with the patterns 'row' and 'spaces'"):
        deal_game(pattern="next", packet=2)


# ----------------------------------------------------------------------------- height for next-row, spaces and choose


HEIGHT = {"deal": "deal", "setup_rows": 1}


def test_next_row_with_height_deals_the_row_after_the_rows_dealt_even_when_the_last_is_played_empty():
    g = deal_game(count=9, grid=3, pattern="next-row", height=HEIGHT)
    st = position(g, s="3C 4C 5C 6C 7C 8C")  # the setup's row 1 is gone
    play(g, st, "deal")
    assert tops(g, st) == ["", "", "", "8C", "7C", "6C", "", "", ""]


def test_spaces_with_height_fill_only_the_last_row_dealt():
    row = {"id": "row", "kind": "deal", "to": ["t"], "pattern": "next-row", "height": {"deal": "row"}}
    g = deal_game(count=6, grid=3, pattern="spaces", height={"deal": "row"}, moves=[row])
    st = position(g, s="2C 3C 4C", t1="KH", t4="QH")
    st.vars["row.uses"] = 1
    play(g, st, "deal")
    assert tops(g, st) == ["KH", "", "", "QH", "4C", "3C"]


def test_choose_with_height_offers_only_the_vacancies_of_the_last_row_dealt():
    g = deal_game(count=6, grid=3, pattern="choose", into="spaces", height=HEIGHT)
    st = position(g, s="2C", t1="KH", t4="QH")
    assert move_texts(g, st) == {"deal t2", "deal t3"}
    st.vars["deal.uses"] = 1
    assert move_texts(g, st) == {"deal t5", "deal t6"}
