"""§10.8 tuck and §10.9 cycle, swap, fetch, flip, strip, lift, collect, pass: moves, effect, state and text."""

from helpers import listed, make_game, move_texts, pile, play, position

STOCK = {"id": "s", "role": "stock"}


# ----------------------------------------------------------------------------- tuck


def tuck_game(**rule):
    c = {"id": "c", "role": "tableau", "count": 3, "labels": ["A", "2", "3"]}
    zones = [STOCK, c, {"id": "w", "role": "discard"}, {"id": "h", "role": "reserve"}]
    return make_game(zones, [{"id": "tuck", "kind": "tuck", "zone": "c", **rule}])


def test_tuck_starts_at_pile_start_and_slides_the_card_face_up_under_the_pile_of_its_rank():
    g = tuck_game(aside="w")
    st = position(g, c1="2c 3c", c2="ac", c3="5c")
    assert st.vars["tuck.at"] == g.pile_index["c1"]
    assert listed(g, st) == ["tuck"]
    play(g, st, "tuck")
    assert pile(g, st, "c3") == "3C 5c" and pile(g, st, "c1") == "2C"
    assert st.vars["tuck.at"] == g.pile_index["c3"]


def test_tuck_a_card_without_a_labelled_pile_goes_aside():
    g = tuck_game(aside="w")
    st = position(g, c1="2c 3c", c2="ac", c3="5c")
    play(g, st, "tuck", "tuck")
    assert pile(g, st, "w") == "5C" and pile(g, st, "c3") == "3C"


def test_tuck_covered_needs_a_face_down_top_card_on_the_current_pile():
    g = tuck_game(aside="w")
    st = position(g, c1="2c 3c", c2="ac", c3="5c")
    play(g, st, "tuck", "tuck")
    assert listed(g, st) == []  # c3 shows its own tucked 3: nothing left to take there


def test_tuck_not_covered_takes_a_face_up_card_too():
    g = tuck_game(aside="w", covered=False)
    st = position(g, c1="2C 3C")
    play(g, st, "tuck")
    assert pile(g, st, "c3") == "3C" and listed(g, st) == ["tuck"]


def test_tuck_without_a_labelled_pile_or_an_aside_has_no_move():
    g = tuck_game()
    assert listed(g, position(g, c1="2c 5c")) == []


def test_tuck_start_chooses_the_first_pile():
    g = tuck_game(start=2, aside="w")
    st = position(g, c1="2c", c3="ac")
    assert st.vars["tuck.at"] == g.pile_index["c3"]
    play(g, st, "tuck")
    assert pile(g, st, "c1") == "AC 2c" and st.vars["tuck.at"] == g.pile_index["c1"]


def test_tuck_with_a_feed_starts_from_it_and_returns_to_it_after_an_aside():
    g = tuck_game(feed="h", aside="w")
    st = position(g, h="9C 2D", c2="ac")
    assert st.vars["tuck.at"] == -1
    play(g, st, "tuck")  # 2D from the feed under c2; play goes on from c2
    assert pile(g, st, "c2") == "2D ac" and st.vars["tuck.at"] == g.pile_index["c2"]
    play(g, st, "tuck")  # ac under c1
    assert pile(g, st, "c1") == "AC" and st.vars["tuck.at"] == g.pile_index["c1"]
    st = position(g, h="2D 9C")
    play(g, st, "tuck")
    assert pile(g, st, "w") == "9C" and st.vars["tuck.at"] == -1
    assert listed(g, st) == ["tuck"]  # the feed's face-up 2D is taken next


# ----------------------------------------------------------------------------- cycle


def test_cycle_slides_a_face_up_top_under_a_pile_with_face_down_cards():
    g = make_game([STOCK, {"id": "t", "role": "tableau", "count": 3}], [{"id": "cycle", "kind": "cycle", "zone": "t"}])
    st = position(g, t1="2c 3c 4C", t2="5C 6C", t3="7c")
    assert listed(g, st) == ["cycle t1"]
    play(g, st, "cycle t1")
    assert pile(g, st, "t1") == "4C 2c 3C"
    t1 = g.pile_index["t1"]
    assert (st.under[t1], st.down[t1]) == (1, 1)


def test_cycle_until_no_face_down_card_is_left():
    g = make_game([STOCK, {"id": "t", "role": "tableau"}], [{"id": "cycle", "kind": "cycle", "zone": "t"}])
    st = position(g, t="2c 4C")
    play(g, st, "cycle t")
    assert pile(g, st, "t") == "4C 2C" and listed(g, st) == []


# ----------------------------------------------------------------------------- swap


def swap_game(**rule):
    t = {"id": "t", "role": "tableau", "count": 3, "space": {"cards": ["K*"]}}
    return make_game([STOCK, t], [{"id": "swap", "kind": "swap", "zones": ["t"], **rule}])


def test_swap_exchanges_the_top_cards_of_each_pair_a_before_b():
    g = swap_game()
    st = position(g, t1="2C 3C", t2="5D", t3="4c")
    assert listed(g, st) == ["swap t1 t2"]
    play(g, st, "swap t1 t2")
    assert pile(g, st, "t1") == "2C 5D" and pile(g, st, "t2") == "3C"


def test_swap_keeps_the_face_down_cards_beneath():
    g = swap_game()
    st = position(g, t1="2c 3C", t2="5D")
    play(g, st, "swap t1 t2")
    assert pile(g, st, "t1") == "2c 5D"


def test_swap_differ_only_cards_of_different_value():
    g = swap_game(differ=True)
    assert listed(g, position(g, t1="3C", t2="3D", t3="4D")) == ["swap t1 t3", "swap t2 t3"]


def test_swap_shift_moves_a_top_card_into_an_empty_pile_that_admits_it():
    g = swap_game(shift=True)
    st = position(g, t1="2C KC", t2="5D")
    assert listed(g, st) == ["swap t1 t2", "swap t1>t3"]
    play(g, st, "swap t1>t3")
    assert pile(g, st, "t3") == "KC" and pile(g, st, "t1") == "2C"


def test_swap_shift_only_into_a_space_that_admits_the_card():
    g = swap_game(shift=True)
    assert listed(g, position(g, t1="2C QC", t2="5D")) == ["swap t1 t2"]


def test_swap_useful_only_swaps_after_which_a_free_card_fits():
    f = {"id": "f", "role": "foundation", "build": {"rank": "up"}, "space": {"cards": ["A*"]}}
    t = {"id": "t", "role": "tableau", "count": 3, "space": {"cards": ["K*"]}}
    rule = {"id": "swap", "kind": "swap", "zones": ["t"], "shift": True}
    piles = {"t1": "AH KC", "t2": "5D"}
    g = make_game([STOCK, t, f], [rule])
    assert listed(g, position(g, **piles)) == ["swap t1 t2", "swap t1>t3"]
    g = make_game([STOCK, t, f], [{**rule, "useful": {"from": ["t"], "to": ["f"]}}])
    assert listed(g, position(g, **piles)) == ["swap t1>t3"]  # only the shift lays AH bare


# ----------------------------------------------------------------------------- fetch


def fetch_game(**rule):
    return make_game([STOCK, {"id": "t", "role": "tableau", "count": 3}, {"id": "r", "role": "reserve"}],
                     [{"id": "fetch", "kind": "fetch", "zone": "t", "cards": ["K*"], **rule}])


def test_fetch_exchanges_a_top_card_with_the_topmost_matching_stock_card():
    g = fetch_game()
    st = position(g, s="KH 2C KS 3C", t1="5D", t3="6D")
    assert listed(g, st) == ["fetch t1", "fetch t3"]
    play(g, st, "fetch t3")
    assert pile(g, st, "t3") == "KS" and pile(g, st, "s") == "KH 2C 6D 3C"


def test_fetch_needs_a_matching_card_in_from():
    g = fetch_game(**{"from": "r"})
    assert listed(g, position(g, s="KH", t1="5D")) == []
    st = position(g, r="KD 2C", t1="5D")
    play(g, st, "fetch t1")
    assert pile(g, st, "t1") == "KD" and pile(g, st, "r") == "5D 2C"


# ----------------------------------------------------------------------------- flip


def test_flip_turns_up_the_top_card_of_the_first_pile_showing_a_face_down_top():
    g = make_game([STOCK, {"id": "t", "role": "tableau", "count": 3, "reveal": False}], [{"id": "flip", "kind": "flip", "zone": "t"}])
    st = position(g, t1="2C", t2="3c 4c", t3="5c")
    assert listed(g, st) == ["flip"]
    play(g, st, "flip")
    assert pile(g, st, "t2") == "3c 4C" and pile(g, st, "t3") == "5c"
    play(g, st, "flip")
    assert pile(g, st, "t3") == "5C"
    assert listed(g, st) == []


# ----------------------------------------------------------------------------- strip


def strip_game(**rule):
    h = {"id": "h", "role": "tableau", "count": 3}
    return make_game([STOCK, h, {"id": "w", "role": "discard"}],
                     [{"id": "strip", "kind": "strip", "zone": "h", "until": ["A*"], "to": "w", **rule},
                      {"id": "again", "kind": "redeal", "gather": {"zones": ["w"]}, "to": "s"}])


def test_strip_turns_cards_from_the_top_onto_to_until_a_matching_card_shows():
    g = strip_game()
    st = position(g, h1="5C AD 7C 8C", h2="9C")
    assert listed(g, st) == ["strip h1"]
    play(g, st, "strip h1")
    assert pile(g, st, "w") == "8C 7C" and pile(g, st, "h1") == "5C AD"
    assert st.vars["strip.next"] == 1


def test_strip_turn_bottom_turns_from_the_bottom_and_the_stopping_card_lies_on_top():
    g = strip_game(turn="bottom")
    st = position(g, h1="5C 6C AD 7C")
    play(g, st, "strip h1")
    assert pile(g, st, "w") == "5C 6C" and pile(g, st, "h1") == "7C AD"


def test_strip_takes_the_first_non_empty_heap_at_or_after_next_and_redeals_reset_next():
    g = strip_game()
    st = position(g, h1="AC", h2="", h3="2C AS 3C")
    play(g, st, "strip h1")
    assert pile(g, st, "h1") == "AC" and st.vars["strip.next"] == 1
    assert listed(g, st)[0] == "strip h3"
    play(g, st, "strip h3")
    assert st.vars["strip.next"] == 3 and "strip h1" not in move_texts(g, st)
    play(g, st, "again")
    assert st.vars["strip.next"] == 0 and listed(g, st)[0] == "strip h1"


# ----------------------------------------------------------------------------- lift


def test_lift_moves_every_face_up_top_card_to_the_pile_with_the_same_index():
    g = make_game([STOCK, {"id": "t", "role": "tableau", "count": 3}, {"id": "f", "role": "foundation", "count": 3}],
                  [{"id": "lift", "kind": "lift", "from": "t", "to": "f"}])
    st = position(g, t1="2c 3C", t2="4c", t3="5C", f3="KH")
    assert listed(g, st) == ["lift"]
    play(g, st, "lift")
    assert [pile(g, st, f) for f in ("f1", "f2", "f3")] == ["3C", "", "KH 5C"]
    assert pile(g, st, "t1") == "2C" and pile(g, st, "t2") == "4c"
    assert listed(g, st) == ["lift"]
    play(g, st, "lift")
    assert listed(g, st) == []


# ----------------------------------------------------------------------------- collect


def collect_game():
    t = {"id": "t", "role": "tableau", "count": 5, "build": {"rank": "down", "suit": "any"}}
    return make_game([STOCK, t], [{"id": "collect", "kind": "collect", "zone": "t"}])


def test_collect_gathers_each_long_piles_top_run_left_to_right_onto_the_space_after_the_last_pile():
    g = collect_game()
    st = position(g, t1="2C 9D 8D", t2="KH", t3="4C 5C", t4="")
    assert listed(g, st) == ["collect"]
    play(g, st, "collect")
    assert pile(g, st, "t4") == "9D 8D 5C" and pile(g, st, "t1") == "2C" and pile(g, st, "t3") == "4C"


def test_collect_never_takes_the_whole_pile():
    g = collect_game()
    st = position(g, t1="9D 8D")
    play(g, st, "collect")
    assert pile(g, st, "t1") == "9D" and pile(g, st, "t2") == "8D"


def test_collect_needs_a_long_pile_and_a_space_after_the_last_non_empty_pile():
    g = collect_game()
    assert listed(g, position(g, t1="9D", t2="8D")) == []
    assert listed(g, position(g, t1="", t2="9D 8D", t3="5C", t4="6C", t5="7C")) == []


# ----------------------------------------------------------------------------- pass


def test_pass_is_always_a_move_and_changes_nothing_in_one_player_games():
    g = make_game([STOCK, {"id": "t", "role": "tableau"}], [{"id": "pass", "kind": "pass"}])
    st = position(g)
    before = g.position_text(st)
    assert listed(g, st) == ["pass"]
    play(g, st, "pass")
    assert g.position_text(st) == before


# ----------------------------------------------------------------------------- sort as a rule


def sort_game(**rule):
    zones = [{"id": "s", "role": "stock"}, {"id": "a", "role": "tableau", "count": 2, "space": {"never": True}},
             {"id": "wr", "role": "talon"}, {"id": "wb", "role": "talon"}]
    spec = {"id": "refill", "kind": "sort", "routes": [{"to": ["a"], "cards": ["*r"], "fits": False},
                                                       {"to": ["wr"], "cards": ["*r"], "fits": False},
                                                       {"to": ["wb"], "cards": ["*b"], "fits": False}], **rule}
    return make_game(zones, [spec])


def test_sort_rule_routes_cards_from_the_stock_until_its_condition_holds():
    g = sort_game(until={"full": ["a"]})
    st = position(g, s="5D 4H 3S 2C", a1="9H")
    assert listed(g, st) == ["refill"]
    play(g, st, "refill")  # 2C and 3S go to the black talon, 4H fills a2, then the Army is full
    assert (pile(g, st, "s"), pile(g, st, "a2"), pile(g, st, "wb"), pile(g, st, "wr")) == ("5D", "4H", "2C 3S", "")
    assert listed(g, st) == []


def test_sort_rule_without_until_turns_the_whole_stock():
    g = sort_game()
    st = position(g, s="5D 4H 3S", a1="9H", a2="8H")
    play(g, st, "refill")
    assert (pile(g, st, "s"), pile(g, st, "wr"), pile(g, st, "wb")) == ("", "4H 5D", "3S")
