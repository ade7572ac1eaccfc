"""Placement relations, §6.2 Space: which card an empty pile admits (every Space field)."""

from helpers import make_game, move_texts, position


def space_game(space, *, count=3, extra_zones=(), grid=None, build=None):
    """x, y: one-pile reserves (sources); t: `count` piles with `space` (and `build`, if given)."""
    t = {"id": "t", "role": "tableau", "count": count, "space": space}
    if grid:
        t["grid"] = {"columns": grid}
    if build:
        t["build"] = build
    zones = [{"id": "s", "role": "stock"}, {"id": "x", "role": "reserve"}, {"id": "y", "role": "reserve"}, t, *extra_zones]
    return make_game(zones, [{"id": "m", "kind": "move", "from": ["x", "y"], "to": ["t"]}])


def targets(g, st, src="x"):
    """The piles of t that the card on `src` may go to."""
    return {m.split(">")[1] for m in move_texts(g, st) if m.startswith(src + ">")}


def test_an_empty_space_admits_any_card():
    g = space_game({})
    assert targets(g, position(g, x="7D")) == {"t1", "t2", "t3"}


def test_never_admits_nothing_even_for_a_rule_that_allows_spaces():
    g = make_game([{"id": "s", "role": "stock"}, {"id": "x", "role": "reserve"}, {"id": "t", "role": "tableau", "space": {"never": True}}],
                  [{"id": "m", "kind": "move", "from": ["x"], "to": ["t"], "to_space": "only"}])
    assert move_texts(g, position(g, x="KD")) == set()


def test_cards_limits_the_cards_that_start_a_pile():
    g = space_game({"cards": ["K*", "QH"]})
    assert targets(g, position(g, x="KD")) == {"t1", "t2", "t3"}
    assert targets(g, position(g, x="QH")) == {"t1", "t2", "t3"}
    assert targets(g, position(g, x="QD")) == set()


def test_from_admits_only_cards_from_the_listed_zones():
    g = space_game({"from": ["y"]})
    st = position(g, x="7D", y="8D")
    assert targets(g, st, "x") == set()
    assert targets(g, st, "y") == {"t1", "t2", "t3"}


def test_in_order_admits_only_the_first_empty_pile():
    g = space_game({"order": "in-order"})
    assert targets(g, position(g, x="7D")) == {"t1"}
    assert targets(g, position(g, x="7D", t1="2C")) == {"t2"}
    assert targets(g, position(g, x="7D", t2="2C")) == {"t1"}  # t3 waits for t1


def test_first_sets_rank_every_pile_starts_with_the_first_piles_rank():
    g = space_game({"first_sets_rank": True})
    assert targets(g, position(g, x="7D")) == {"t1", "t2", "t3"}
    assert targets(g, position(g, x="7D", t2="7C")) == {"t1", "t3"}
    assert targets(g, position(g, x="8D", t2="7C")) == set()
    assert targets(g, position(g, x="7D", t2="7C 8C")) == {"t1", "t3"}  # the bottom card sets the rank


def test_distinct_suits_no_two_piles_start_with_one_suit():
    g = space_game({"distinct_suits": True})
    assert targets(g, position(g, x="7D", t1="2C")) == {"t2", "t3"}
    assert targets(g, position(g, x="7D", t1="2D")) == set()
    assert targets(g, position(g, x="7D", t1="2D 3C")) == set()  # the bottom card counts, not the top


def test_colour_first_follows_the_colour_of_the_first_started_pile():
    g = space_game({"colour": "first"})
    assert targets(g, position(g, x="7D")) == {"t1", "t2", "t3"}
    assert targets(g, position(g, x="7D", t2="2H", t3="2C")) == {"t1"}  # t2 is the first started pile: red
    assert targets(g, position(g, x="7S", t2="2H", t3="2C")) == set()


def test_relative_pile_i_starts_i_times_k_steps_above_pile_0():
    g = space_game({"relative": 2})
    assert targets(g, position(g, x="9D")) == {"t1"}  # pile 1 and 2 wait for pile 0
    assert targets(g, position(g, x="7D", t1="5C")) == {"t2"}  # 5 + 2
    assert targets(g, position(g, x="9D", t1="5C")) == {"t3"}  # 5 + 4
    assert targets(g, position(g, x="AD", t1="QC")) == {"t2"}  # Q + 2 wraps: K, A


def test_relative_may_count_down():
    g = space_game({"relative": -1})
    assert targets(g, position(g, x="4D", t1="5C")) == {"t2"}
    assert targets(g, position(g, x="KD", t1="AC")) == {"t2"}  # wraps below the ace


def test_per_pile_names_each_piles_rank():
    g = space_game({"per_pile": ["A", "5", "9"]})
    assert targets(g, position(g, x="5D")) == {"t2"}
    assert targets(g, position(g, x="9D")) == {"t3"}
    assert targets(g, position(g, x="KD")) == set()


def anchor_game(anchor, count=2):
    return space_game({"anchor": anchor}, count=count, extra_zones=[{"id": "a", "role": "base-row", "count": 2}])


def test_anchor_same_rank_reads_pile_i_of_the_anchor_zone():
    g = anchor_game({"zone": "a", "rank": "same"})
    assert targets(g, position(g, x="7D", a1="7C", a2="8C")) == {"t1"}
    assert targets(g, position(g, x="8D", a1="7C", a2="8C")) == {"t2"}


def test_anchor_reads_pile_i_mod_the_anchor_count():
    g = anchor_game({"zone": "a", "rank": "same"}, count=3)
    assert targets(g, position(g, x="7D", a1="7C", a2="8C")) == {"t1", "t3"}


def test_anchor_next_rank_is_one_step_above_and_wraps():
    g = anchor_game({"zone": "a", "rank": "next"})
    assert targets(g, position(g, x="8D", a1="7C", a2="KC")) == {"t1"}
    assert targets(g, position(g, x="AD", a1="7C", a2="KC")) == {"t2"}


def test_anchor_multiple_is_factor_times_the_value_mod_13():
    g = anchor_game({"zone": "a", "rank": "multiple", "factor": 3})
    assert targets(g, position(g, x="QD", a1="4C", a2="5C")) == {"t1"}  # 12
    assert targets(g, position(g, x="2D", a1="4C", a2="5C")) == {"t2"}  # 15 -> 2


def test_anchor_multiple_defaults_to_twice():
    g = anchor_game({"zone": "a", "rank": "multiple"})
    assert targets(g, position(g, x="KD", a1="4C", a2="KC")) == {"t2"}  # 26 counts as K


def test_anchor_suit_same_needs_the_anchor_cards_suit():
    g = anchor_game({"zone": "a", "rank": "same", "suit": "same"})
    assert targets(g, position(g, x="7C", a1="7C", a2="7D")) == {"t1"}


def test_anchor_reads_the_bottom_card_with_card_bottom():
    g = anchor_game({"zone": "a", "rank": "same", "card": "bottom"})
    assert targets(g, position(g, x="7D", a1="7C 9C", a2="9S")) == {"t1"}


def test_anchor_occupied_an_empty_anchor_admits_nothing():
    g = anchor_game({"zone": "a"})
    assert targets(g, position(g, x="7D", a1="7C")) == {"t1"}


def test_anchor_not_occupied_an_empty_anchor_puts_no_limit():
    g = anchor_game({"zone": "a", "occupied": False})
    assert targets(g, position(g, x="7D", a1="7C")) == {"t1", "t2"}


def test_anchor_not_occupied_an_empty_anchor_puts_no_limit_even_with_a_rank_relation():
    # §6.2: "If A is empty, the space admits nothing when occupied is true. Otherwise, with a = A's top card: ..."
    g = anchor_game({"zone": "a", "rank": "same", "occupied": False})
    assert targets(g, position(g, x="7D", a1="8C")) == {"t2"}


def test_laid_admits_only_cells_of_the_laid_rows():
    g = space_game({"laid": True}, count=6, grid=2)
    assert targets(g, position(g, x="7D")) == set()  # no laid rows
    assert targets(g, position(g, x="7D", t3="2C")) == {"t1", "t2", "t4"}  # rows 0 and 1
    assert targets(g, position(g, x="7D", t1="2C")) == {"t2"}


def test_suit_like_needs_the_suit_of_every_started_pile_of_the_zones():
    g = space_game({"suit_like": ["a"]}, extra_zones=[{"id": "a", "role": "base-row", "count": 2}])
    assert targets(g, position(g, x="7D")) == {"t1", "t2", "t3"}
    assert targets(g, position(g, x="7D", a1="2D")) == {"t1", "t2", "t3"}
    assert targets(g, position(g, x="7D", a1="2D", a2="3C")) == set()


def test_suit_unlike_needs_a_suit_no_started_pile_of_the_zones_has():
    g = space_game({"suit_unlike": ["a"]}, extra_zones=[{"id": "a", "role": "base-row", "count": 2}])
    assert targets(g, position(g, x="7D", a1="2C", a2="3S")) == {"t1", "t2", "t3"}
    assert targets(g, position(g, x="7D", a1="2C", a2="3D 4C")) == set()  # a2's bottom card is a diamond


def test_every_field_must_hold():
    g = space_game({"cards": ["*r"], "per_pile": ["7", "7", "8"]})
    assert targets(g, position(g, x="7D")) == {"t1", "t2"}
    assert targets(g, position(g, x="7S")) == set()


def test_accepts_uses_the_build_on_a_pile_and_the_space_on_an_empty_one():
    # §6.3: a non-empty pile never admits by its space, an empty one never takes by the build
    g = space_game({"cards": ["K*"]}, build={"rank": "down", "suit": "any"})
    assert targets(g, position(g, x="KD", t1="5C", t2="AC")) == {"t3"}
    assert targets(g, position(g, x="4D", t1="5C")) == {"t1"}


def test_laid_by_counts_the_rows_laid_by_a_rule_and_rows_stay_laid_when_emptied():
    t = {"id": "t", "role": "tableau", "count": 6, "grid": {"columns": 2}, "space": {"laid_by": {"rule": "row", "setup_rows": 1}}}
    zones = [{"id": "s", "role": "stock"}, {"id": "x", "role": "reserve"}, t]
    g = make_game(zones, [{"id": "m", "kind": "move", "from": ["x"], "to": ["t"]},
                          {"id": "row", "kind": "deal", "to": ["t"], "pattern": "next-row", "from": ["x"]}])
    st = position(g, x="7D")
    assert st.vars["row.uses"] == 0
    assert targets(g, st) == {"t1", "t2"}  # the setup's one row, empty or not
    st.vars["row.uses"] = 1
    assert targets(g, st) == {"t1", "t2", "t3", "t4"}
