"""§7 Availability: which cards are free (take top / run / any / none) and the `free` rules of a zone."""

from helpers import make_game, move_texts, play, position

STOCK = {"id": "s", "role": "stock"}
ANYWHERE = {"id": "d", "role": "discard", "count": 1, "build": {"rank": "any", "suit": "any"}}


def free_game(count=3, unit="card", moves=(), **zone):
    """t: `count` piles with `zone`'s fields; rule m moves t's free cards onto d, which takes anything."""
    t = {"id": "t", "role": "tableau", "count": count, **zone}
    rules = [{"id": "m", "kind": "move", "from": ["t"], "to": ["d"], "unit": unit}, *moves]
    return make_game([STOCK, t, ANYWHERE], rules)


def sources(g, st):
    """The piles (with depth) that rule m takes a card from."""
    return {m.split(">")[0] for m in move_texts(g, st) if m.startswith("t")}


def test_take_top_frees_the_top_card_if_face_up():
    g = free_game(take="top")
    st = position(g, t1="5C 6C", t2="kd", t3="5D 7h")  # 7h lies face down on top
    assert move_texts(g, st) == {"t1>d"}


def test_take_none_frees_nothing():
    g = free_game(take="none")
    assert move_texts(g, position(g, t1="5C 6C")) == set()


def test_take_any_frees_every_face_up_card_and_skips_a_card_identical_to_one_above():
    g = make_game([STOCK, {"id": "t", "role": "tableau", "take": "any"}, ANYWHERE],
                  [{"id": "m", "kind": "move", "from": ["t"], "to": ["d"]}], deck={"pack": "whist", "packs": 2})
    st = position(g, t="qc 5C 6C", d="AS")
    st.piles[g.pile_index["t"]].append(52 + 17)  # the second pack's 5D on top
    st.piles[g.pile_index["t"]].insert(2, 17)  # the first pack's 5D under 6C: qc 5C 5D 6C 5D'
    assert move_texts(g, st) == {"t>d", "t/2>d", "t/4>d"}  # 5D' (top), 6C, 5C; the lower 5D is skipped, qc is face down


def test_take_run_frees_the_cards_of_a_run_of_the_zones_own_build():
    g = free_game(take="run", unit="run", build={"rank": "down", "suit": "alternate-colour"})
    st = position(g, t1="KC 9S 8H 7C", d="AS")
    assert move_texts(g, st) == {"t1>d", "t1>d:2", "t1>d:3"}  # 9S 8H 7C is a run; KC does not belong


def test_take_run_counts_face_up_cards_only():
    g = free_game(take="run", unit="run", build={"rank": "down", "suit": "alternate-colour"})
    st = position(g, t1="9s 8H 7C", d="AS")
    assert move_texts(g, st) == {"t1>d", "t1>d:2"}


def test_take_run_for_a_chosen_build_follows_the_chosen_direction():
    zones = [STOCK, {"id": "c", "role": "base-row"},
             {"id": "t", "role": "tableau", "take": "run", "build": {"rank": "chosen", "choice": "dir", "suit": "any"}}, ANYWHERE]
    g = make_game(zones, [{"id": "m", "kind": "move", "from": ["t"], "to": ["d"], "unit": "run"}],
                  choices=[{"name": "dir", "options": ["up", "down"], "set_by": {"zone": "c", "ranks": {"A": "up", "K": "down"}}}])
    st = position(g, t="5C 6C 7C", d="AS")
    assert move_texts(g, st) == {"t>d"}  # no direction yet: runs of one
    st = position(g, t="5C 6C 7C", d="AS", c="AH")
    g.settle_all(st, [])
    assert move_texts(g, st) == {"t>d", "t>d:2", "t>d:3"}
    st = position(g, t="5C 6C 7C", d="AS", c="KH")
    g.settle_all(st, [])
    assert move_texts(g, st) == {"t>d"}


def test_add_and_sequence_builds_form_no_runs_longer_than_one():
    g = free_game(take="run", unit="run", count=1, build={"rank": "sequence", "ranks": ["A", "2", "3"], "suit": "any"})
    assert move_texts(g, position(g, t="AC 2C 3C", d="AS")) == {"t>d"}


# ----------------------------------------------------------------------------- free rules


def grid_game(rule, count=9, columns=3, when=None):
    free = {"rule": rule}
    if when is not None:
        free["when"] = when
    return free_game(count=count, grid={"columns": columns}, free=free)


def full_grid(g, count=9, **over):
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    names = {f"t{i + 1}": ranks[i % 13] + "CD"[i // 13] for i in range(count)}
    names.update(over)
    return position(g, **names)


def test_lanes_upright_a_card_is_free_when_the_cells_above_or_below_are_empty():
    g = grid_game({"rule": "lanes", "orientation": "upright"})
    assert sources(g, full_grid(g)) == {"t1", "t2", "t3", "t7", "t8", "t9"}  # top and bottom rows
    assert sources(g, full_grid(g, t2="")) == {"t1", "t3", "t5", "t7", "t8", "t9"}  # t5's lane upwards is empty


def test_lanes_need_every_cell_to_the_edge_empty():
    g = grid_game({"rule": "lanes", "orientation": "upright"}, count=16, columns=4)
    st = full_grid(g, count=16, t2="")  # column 2: t2 empty, t6 t10 t14 occupied
    assert "t10" not in sources(g, st) and "t6" in sources(g, st)


def test_lanes_crosswise_a_card_is_free_when_the_cells_left_or_right_are_empty():
    g = grid_game({"rule": "lanes", "orientation": "crosswise"})
    assert sources(g, full_grid(g)) == {"t1", "t3", "t4", "t6", "t7", "t9"}
    assert sources(g, full_grid(g, t4="")) == {"t1", "t3", "t5", "t6", "t7", "t9"}


def test_lanes_checkerboard_is_upright_where_row_plus_column_is_even():
    g = grid_game({"rule": "lanes", "orientation": "checkerboard"})
    # upright cells (even): t1 t3 t5 t7 t9 - free on the top/bottom rows; crosswise (odd): t2 t4 t6 t8 - free at the sides
    assert sources(g, full_grid(g)) == {"t1", "t3", "t7", "t9", "t4", "t6"}
    assert sources(g, full_grid(g, t2="")) == {"t1", "t3", "t7", "t9", "t4", "t6", "t5"}


def test_cells_beyond_the_zones_piles_count_as_empty():
    g = grid_game({"rule": "lanes", "orientation": "upright"}, count=7, columns=3)  # row 2 holds only t7
    assert sources(g, full_grid(g, count=7)) == {"t1", "t2", "t3", "t5", "t6", "t7"}


def test_open_side_a_card_is_free_when_a_named_neighbour_is_empty_or_outside():
    g = grid_game({"rule": "open-side", "sides": ["left", "right"]})
    assert sources(g, full_grid(g)) == {"t1", "t3", "t4", "t6", "t7", "t9"}
    assert sources(g, full_grid(g, t6="")) == {"t1", "t3", "t4", "t5", "t7", "t9"}
    g = grid_game({"rule": "open-side", "sides": ["below"]})
    assert sources(g, full_grid(g, t8="")) == {"t5", "t7", "t9"}


def test_row_end_frees_only_the_last_of_the_fullest_piles():
    g = free_game(count=4, free={"rule": {"rule": "row-end"}})
    st = position(g, t1="AC 2C", t2="3C 4C", t3="5C", t4="")
    assert sources(g, st) == {"t2"}


def test_row_end_first_frees_the_first_of_the_fullest_piles():
    g = free_game(count=4, free={"rule": {"rule": "row-end", "end": "first"}})
    st = position(g, t1="AC", t2="3C 4C", t3="5C 6C", t4="")
    assert sources(g, st) == {"t2"}


def test_latest_row_frees_piles_holding_setup_rows_plus_the_deals_uses():
    g = free_game(count=3, free={"rule": {"rule": "latest-row", "deal": "row", "setup_rows": 1}},
                  moves=[{"id": "row", "kind": "deal", "to": ["t"], "pattern": "row"}])
    st = position(g, t1="AC", t2="2C 3C", t3="", s="4C 5C 6C 7C")
    assert sources(g, st) == {"t1"}  # 1 row
    play(g, st, "row")
    assert st.vars["row.uses"] == 1
    assert sources(g, st) == {"t1"}  # 2 rows: t1 holds 2 cards, t2 3, t3 1
    g = free_game(count=3, free={"rule": {"rule": "latest-row", "deal": "row", "setup_rows": 0}},
                  moves=[{"id": "row", "kind": "deal", "to": ["t"], "pattern": "row"}])
    st = position(g, t1="AC", t2="2C 3C", t3="", s="4C 5C 6C 7C")
    assert sources(g, st) == set()
    play(g, st, "row")
    assert sources(g, st) == {"t3"}


def test_latest_row_may_count_the_batches_the_deal_has_begun():
    g = free_game(count=3, free={"rule": {"rule": "latest-row", "deal": "row", "setup_rows": 0, "unit": "batches"}},
                  moves=[{"id": "row", "kind": "deal", "to": ["t"], "pattern": "next", "batch": 3}])
    st = position(g, s="4C 5C 6C 7C")
    play(g, st, "row")
    assert sources(g, st) == set()  # inside a batch only the deal moves; its pile count is what matters below
    play(g, st, "row", "row")
    assert st.vars["row.batches"] == 1 and sources(g, st) == {"t1", "t2", "t3"}


def test_latest_row_this_pass_counts_since_the_last_redeal():
    g = free_game(count=3, free={"rule": {"rule": "latest-row", "deal": "row", "setup_rows": 1, "this_pass": True}},
                  moves=[{"id": "row", "kind": "deal", "to": ["t"], "pattern": "row"},
                         {"id": "again", "kind": "redeal", "gather": {"zones": ["d"]}, "to": "s"}])
    st = position(g, t1="AC 2C", t2="3C", s="4C 5C 6C", d="KD")
    st.vars["row.uses"] = st.vars.get("row.uses", 0) + 1
    st.vars["row.pass-uses"] = 1
    assert sources(g, st) == {"t1"}  # 1 + 1 rows this pass
    play(g, st, "again")
    assert sources(g, st) == {"t2"}  # a new pass: 1 + 0 rows


def test_a_free_rule_holds_only_while_its_when_holds():
    g = free_game(count=4, free={"rule": {"rule": "row-end"}, "when": {"not_empty": ["s"]}})
    st = position(g, t1="AC 2C", t2="3C 4C", t3="5C", s="KH")
    assert sources(g, st) == {"t2"}
    st = position(g, t1="AC 2C", t2="3C 4C", t3="5C")
    assert sources(g, st) == {"t1", "t2", "t3"}


def test_a_move_rule_with_ignore_free_takes_blocked_cards_too_while_others_do_not():
    grace = {"id": "grace", "kind": "move", "from": ["t"], "to": ["d"], "ignore_free": True}
    g = free_game(count=9, grid={"columns": 3}, free={"rule": {"rule": "lanes", "orientation": "upright"}}, moves=[grace])
    st = full_grid(g)
    by_rule = {g.move_text(m): g.rule_of(m) for m in g.legal_moves(st)}
    assert by_rule["t1>d"] == "m" and by_rule["t5>d"] == "grace"  # t5 (the middle row) is blocked for rule m
    assert {t for t, r in by_rule.items() if r == "grace"} == {"t4>d", "t5>d", "t6>d"}
