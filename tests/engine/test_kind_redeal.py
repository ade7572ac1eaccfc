"""§10.4 redeal: gather order, turn, shuffle, laying under `to`, deal steps (per pass), resets, progress and fruitless."""

from patience.engine import cards
from patience.engine.shuffle import shuffled

from helpers import listed, make_game, move_texts, pile, play, position

STOCK = {"id": "s", "role": "stock"}
FOUND = {"id": "f", "role": "foundation", "count": 2, "build": {"rank": "up", "suit": "any"}, "space": {"cards": ["A*"]}, "take": "none"}
TAB = {"id": "t", "role": "tableau", "count": 3}


def redeal_game(moves=(), **rule):
    spec = {"id": "again", "kind": "redeal", "gather": {"zones": ["t"]}, "to": "s", **rule}
    return make_game([STOCK, TAB, FOUND, {"id": "w", "role": "talon"}], [spec, *moves])


def test_a_redeal_takes_up_the_piles_in_order_each_bottom_card_first_and_turns_the_packet_over():
    g = redeal_game()
    st = position(g, t1="2C 3C", t2="4C", t3="5C 6C")
    play(g, st, "again")
    # packet 2C 3C 4C 5C 6C, turned over: its first card 2C on top of the new stock
    assert pile(g, st, "s") == "6C 5C 4C 3C 2C"
    assert [pile(g, st, t) for t in ("t1", "t2", "t3")] == ["", "", ""]
    assert st.passes == 1


def test_gather_pay_takes_the_matching_cards_and_so_many_others_each_from_the_bottom():
    g = redeal_game(gather={"zones": ["t"], "pay": {"cards": ["Q*"], "per_card": 2}})
    st = position(g, t1="2C 3C QH 4C", t2="5C 6C QS 7C 8C 9C")
    play(g, st, "again")
    # two queens pay for four others, the lowest: 2C 3C 4C 5C; the packet keeps its order and is turned over
    assert pile(g, st, "s") == "QS 5C 4C QH 3C 2C"
    assert pile(g, st, "t1") == "" and pile(g, st, "t2") == "6C 7C 8C 9C"


def test_gather_pay_takes_every_card_when_too_few_are_left_and_nothing_without_a_match():
    g = redeal_game(gather={"zones": ["t"], "pay": {"cards": ["Q*"], "per_card": 3}})
    st = position(g, t1="2C QH 4C")
    play(g, st, "again")
    assert pile(g, st, "s") == "4C QH 2C" and pile(g, st, "t1") == ""
    assert "again" not in move_texts(g, position(g, t1="2C 4C"))


def test_turn_keep_lays_the_packet_as_gathered():
    g = redeal_game(turn="keep")
    st = position(g, t1="2C 3C", t2="4C")
    play(g, st, "again")
    assert pile(g, st, "s") == "2C 3C 4C"


def test_gather_start_goes_round_the_zone_from_that_pile():
    g = redeal_game(turn="keep", gather={"zones": ["t"], "start": 1})
    st = position(g, t1="2C", t2="3C", t3="4C")
    play(g, st, "again")
    assert pile(g, st, "s") == "3C 4C 2C"


def test_gather_reverse_piles_takes_the_piles_last_to_first():
    g = redeal_game(turn="keep", gather={"zones": ["t"], "reverse_piles": True})
    st = position(g, t1="2C", t2="3C 5C", t3="4C")
    play(g, st, "again")
    assert pile(g, st, "s") == "4C 3C 5C 2C"


def test_row_reverse_takes_a_grid_up_row_by_row_each_row_right_to_left():
    grid = {"id": "g", "role": "tableau", "count": 6, "grid": {"columns": 3}}
    zones = [STOCK, grid]
    g = make_game(zones, [{"id": "again", "kind": "redeal", "gather": {"zones": ["g"], "row_reverse": True}, "to": "s", "turn": "keep"}])
    piles = {f"g{i}": c for i, c in enumerate("AC 2C 3C 4C 5C 6C".split(), 1)}
    st = position(g, **piles)
    play(g, st, "again")
    assert pile(g, st, "s") == "3C 2C AC 6C 5C 4C"
    g = make_game(zones, [{"id": "again", "kind": "redeal", "gather": {"zones": ["g"], "row_reverse": True, "reverse_piles": True},
                           "to": "s", "turn": "keep"}])
    st = position(g, **piles)
    play(g, st, "again")
    assert pile(g, st, "s") == "6C 5C 4C 3C 2C AC"


def test_several_zones_are_gathered_in_the_order_named():
    g = redeal_game(turn="keep", gather={"zones": ["w", "t"]})
    st = position(g, t1="2C", w="KH QH")
    play(g, st, "again")
    assert pile(g, st, "s") == "KH QH 2C"


def test_the_packet_goes_under_the_cards_already_on_to():
    g = redeal_game(turn="keep")
    st = position(g, t1="2C 3C", s="9D")
    play(g, st, "again")
    assert pile(g, st, "s") == "2C 3C 9D"


def test_face_down_cards_are_gathered_and_lie_face_up_in_the_new_stock():
    g = redeal_game(turn="keep")
    st = position(g, t1="2c 3C")
    play(g, st, "again")
    t1 = g.pile_index["t1"]
    assert pile(g, st, "s") == "2C 3C" and (st.down[t1], st.under[t1]) == (0, 0)


def test_shuffle_shuffles_the_packet_with_the_new_pass_as_stream():
    g = redeal_game(shuffle=True)
    st = position(g, seed=5, t1="2C 3C 4C 5C 6C 7C")
    st.passes = 2
    play(g, st, "again")
    packet = [cards.parse(c) for c in "2C 3C 4C 5C 6C 7C".split()]
    assert st.piles[g.pile_index["s"]] == shuffled(packet, 5, stream=3)


def test_no_redeal_when_the_gathered_piles_are_empty():
    g = redeal_game()
    assert move_texts(g, position(g, s="2C", w="3C")) == set()


def test_deal_steps_run_from_to_after_the_redeal():
    g = redeal_game(turn="keep", deal=[{"step": "deal", "to": "t", "counts": 1, "face": "down"}])
    st = position(g, t1="2C 3C", t2="4C 5C")
    play(g, st, "again")
    # new stock 2C 3C 4C 5C (top 5C): one card face down to each pile
    assert [pile(g, st, t) for t in ("t1", "t2", "t3")] == ["5c", "4c", "3c"] and pile(g, st, "s") == "2C"


def test_deal_per_pass_the_last_begun_entry_replaces_the_deal_steps():
    one = [{"step": "deal", "to": "t", "counts": 1}]
    two = [{"step": "deal", "to": "t", "counts": 1, "piles": 1}]
    g = redeal_game(turn="keep", deal=one, deal_per_pass=[{"from_pass": 2, "deal": two}])
    st = position(g, t1="2C 3C 4C 5C 6C")
    play(g, st, "again")
    assert [len(st.piles[p]) for p in g.zones["t"].piles] == [1, 1, 1]
    play(g, st, "again")
    assert st.passes == 2 and [len(st.piles[p]) for p in g.zones["t"].piles] == [1, 0, 0]


def test_per_pass_counters_reset_and_game_counters_do_not():
    move = {"id": "m", "kind": "move", "from": ["t"], "to": ["w"], "when": {"uses": {"rule": "m", "max": 5, "this_pass": True}}, "limit": 9}
    g = redeal_game(moves=[move])
    st = position(g, t1="2C 3C", t2="4C")
    play(g, st, "t1>w")
    assert (st.vars["m.uses"], st.vars["m.pass-uses"]) == (1, 1)
    play(g, st, "again")
    assert (st.vars["m.uses"], st.vars["m.pass-uses"]) == (1, 0)


def test_the_redeal_is_undone_as_one_move():
    g = redeal_game(shuffle=True, deal=[{"step": "deal", "to": "t", "counts": 1}])
    st = position(g, t1="2c 3C", t2="4C 5C", s="9D")
    before = g.position_text(st)
    log = g.apply(st, g.parse_move(st, "again"))
    assert st.passes == 1
    g.undo(st, log)
    assert g.position_text(st) == before


# ----------------------------------------------------------------------------- progress, fruitless

HOME = {"id": "home", "kind": "move", "from": ["t"], "to": ["f"]}


def test_progress_records_the_start_counts_and_a_pass_without_progress_ends_the_redeals():
    g = redeal_game(moves=[HOME], progress=["f"], deal=[{"step": "deal", "to": "t", "counts": 1}])
    st = position(g, t1="2C 3C 4C", t2="AH")
    st.vars["again.start"] = (0, 0)
    assert "again" not in move_texts(g, st)  # nothing has reached f in this pass (fruitless defaults to 1)
    play(g, st, "t2>f1")
    assert "again" in move_texts(g, st)
    play(g, st, "again")
    assert st.vars["again.start"] == (1, 0) and st.vars["again.fruitless"] == 0
    assert "again" not in move_texts(g, st)


def test_fruitless_allows_that_many_passes_in_a_row_without_progress():
    g = redeal_game(moves=[HOME], progress=["f"], fruitless=2, deal=[{"step": "deal", "to": "t", "counts": 1}])
    st = position(g, t1="2C 3C 4C", t2="5C")
    assert "again" in move_texts(g, st)  # this pass is fruitless, but none before it
    play(g, st, "again")
    assert st.vars["again.fruitless"] == 1
    assert "again" not in move_texts(g, st)


def test_a_fruitful_pass_resets_the_fruitless_count():
    g = redeal_game(moves=[HOME], progress=["f"], fruitless=2, turn="keep", deal=[{"step": "deal", "to": "t", "counts": 1}])
    st = position(g, t1="2C 3C 4C", t2="AH 5C")
    play(g, st, "again")  # stock 2C 3C 4C AH 5C, t1 gets 5C, t2 AH, t3 4C
    assert st.vars["again.fruitless"] == 1 and st.vars["again.start"] == (0, 0)
    play(g, st, "t2>f1")
    assert "again" in listed(g, st)
    play(g, st, "again")
    assert st.vars["again.fruitless"] == 0


def test_the_documents_example_redeal_only_once_the_stock_is_spent_twice_at_most():
    g = make_game([STOCK, {"id": "w", "role": "talon"}],
                  [{"id": "draw", "kind": "draw", "from": "s", "to": ["w"]},
                   {"id": "redeal", "kind": "redeal", "gather": {"zones": ["w"]}, "to": "s", "limit": 2, "when": {"empty": ["s"]}}])
    st = position(g, s="2C 3C")
    assert listed(g, st) == ["s>w"]
    play(g, st, "s>w", "s>w")
    assert listed(g, st) == ["redeal"]
    play(g, st, "redeal")
    assert pile(g, st, "s") == "2C 3C"  # the talon turned over: the first card drawn comes first again
    play(g, st, "s>w", "s>w", "redeal", "s>w", "s>w")
    assert listed(g, st) == [] and st.passes == 2
