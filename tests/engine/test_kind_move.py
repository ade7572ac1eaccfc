"""§10.1 move: units (card, run, up, pile, packet), destinations and filters, effect and text."""

from helpers import make_game, move_texts, pile, play, position

STOCK = {"id": "s", "role": "stock"}
ANY = {"rank": "any", "suit": "any"}


def mv(unit="card", src=None, dst=None, rule=None, zones=()):
    """x: a source zone of 2 piles (`src` fields), t: 3 destination piles (`dst` fields), rule m: x -> t."""
    x = {"id": "x", "role": "reserve", "count": 2, **(src or {})}
    t = {"id": "t", "role": "tableau", "count": 3, **(dst or {"build": ANY})}
    return make_game([STOCK, x, t, *zones], [{"id": "m", "kind": "move", "from": ["x"], "to": ["t"], "unit": unit, **(rule or {})}])


# ----------------------------------------------------------------------------- units


def test_card_offers_the_top_card():
    g = mv()
    assert move_texts(g, position(g, x1="5C 6D", t1="KS")) == {"x1>t1", "x1>t2", "x1>t3"}


def test_card_with_take_any_offers_each_face_up_card_from_the_top_down():
    g = make_game([STOCK, {"id": "x", "role": "reserve", "take": "any"}, {"id": "t", "role": "tableau", "build": ANY}],
                  [{"id": "m", "kind": "move", "from": ["x"], "to": ["t"]}])
    st = position(g, x="2s 5C 6D 7H", t="KS")
    assert move_texts(g, st) == {"x>t", "x/2>t", "x/3>t"}


def test_a_card_taken_from_depth_leaves_the_cards_above_closing_up():
    g = make_game([STOCK, {"id": "x", "role": "reserve", "take": "any"}, {"id": "t", "role": "tableau", "build": ANY}],
                  [{"id": "m", "kind": "move", "from": ["x"], "to": ["t"]}])
    st = position(g, x="2s 5C 6D 7H", t="KS")
    play(g, st, "x/2>t")
    assert pile(g, st, "x") == "2s 5C 7H" and pile(g, st, "t") == "KS 6D"


def test_card_must_match_the_rules_cards():
    g = mv(rule={"cards": ["*H"]}, dst={"count": 3, "build": ANY})
    st = position(g, x1="6D", x2="7H", t1="KS")
    assert {m.split(">")[0] for m in move_texts(g, st)} == {"x2"}


def test_run_offers_every_length_up_to_the_longest_run():
    seq = {"rank": "down", "suit": "any"}
    g = mv("run", src={"take": "run", "build": seq})
    st = position(g, x1="2C 9S 8H 7C", t1="KS")
    assert {m for m in move_texts(g, st) if m.endswith("t1") or ">t1:" in m} == {"x1>t1", "x1>t1:2", "x1>t1:3"}


def test_run_bottom_card_must_match_cards_and_fit():
    seq = {"rank": "down", "suit": "any"}
    g = mv("run", src={"take": "run", "build": seq}, dst={"count": 1, "build": {"rank": "down", "suit": "any"}},
           rule={"cards": ["9*", "7*"]})
    st = position(g, x1="2C 9S 8H 7C", t="10D")
    assert move_texts(g, st) == {"x1>t:3"}
    st = position(g, x1="2C 9S 8H 7C", t="8D")
    assert move_texts(g, st) == {"x1>t"}


def test_run_from_a_zone_without_take_run_moves_one_card():
    g = mv("run", src={"take": "top", "build": {"rank": "down", "suit": "any"}}, dst={"count": 1, "build": ANY})
    assert move_texts(g, position(g, x1="9S 8H 7C", t="KS")) == {"x1>t"}


def test_up_moves_all_the_face_up_cards_kept_in_order():
    g = mv("up", dst={"count": 1, "build": ANY})
    st = position(g, x1="2c 9S 3H 7C", t="KS")
    assert move_texts(g, st) == {"x1>t:3"}
    play(g, st, "x1>t:3")
    assert pile(g, st, "t") == "KS 9S 3H 7C" and pile(g, st, "x1") == "2C"


def test_up_bottom_card_must_match_cards():
    g = mv("up", dst={"count": 1, "build": ANY}, rule={"cards": ["9*"]})
    assert move_texts(g, position(g, x1="2c 9S 3H", x2="3c 8S 9H", t="KS")) == {"x1>t:2"}


def test_pile_moves_a_whole_face_up_pile_card_by_card_each_fitting():
    g = mv("pile", dst={"count": 1, "build": {"rank": "up", "suit": "any"}})
    st = position(g, x1="7C 6D 5S", x2="5c 6C", t="4H")
    assert move_texts(g, st) == {"x1>t:3"}  # x2 has a face-down card
    play(g, st, "x1>t:3")
    assert pile(g, st, "t") == "4H 5S 6D 7C" and pile(g, st, "x1") == ""


def test_pile_needs_every_card_to_fit_on_the_new_top():
    g = mv("pile", dst={"count": 1, "build": {"rank": "up", "suit": "any"}})
    assert move_texts(g, position(g, x1="8C 6D 5S", t="4H")) == set()


def test_pile_into_a_space_the_first_card_by_space_the_rest_by_build():
    g = mv("pile", dst={"count": 1, "build": {"rank": "up", "suit": "any"}, "space": {"cards": ["5*"]}})
    assert move_texts(g, position(g, x1="7C 6D 5S")) == {"x1>t:3"}
    assert move_texts(g, position(g, x1="7C 6D 4S")) == set()


def test_packet_moves_the_cards_above_the_topmost_stay_card_one_at_a_time():
    g = mv("packet", dst={"count": 1, "build": ANY}, rule={"stay": ["K*"]})
    st = position(g, x1="3C KD 5C 6D", t="2H")
    assert move_texts(g, st) == {"x1>t:2"}
    play(g, st, "x1>t:2")
    assert pile(g, st, "t") == "2H 6D 5C" and pile(g, st, "x1") == "3C KD"


def test_packet_goes_card_by_card_each_taken_by_the_new_top_by_the_build():
    g = mv("packet", dst={"count": 1, "build": {"rank": "down", "suit": "any"}}, rule={"stay": ["K*"]})
    st = position(g, x1="3C KD 5C 6D", t="7H")  # 6D on 7H, then 5C on 6D
    assert move_texts(g, st) == {"x1>t:2"}
    play(g, st, "x1>t:2")
    assert pile(g, st, "t") == "7H 6D 5C"


def test_packet_without_a_stay_card_moves_every_face_up_card_and_nothing_when_a_stay_card_is_on_top():
    g = mv("packet", dst={"count": 1, "build": ANY}, rule={"stay": ["K*"]})
    assert move_texts(g, position(g, x1="4c 3C 5C", t="2H")) == {"x1>t:2"}
    assert move_texts(g, position(g, x1="3C KD", t="2H")) == set()


# ----------------------------------------------------------------------------- sources and destinations


def test_only_piles_with_a_face_up_free_card_are_sources():
    g = mv(dst={"count": 1, "build": ANY})
    assert move_texts(g, position(g, x1="5c", x2="6C", t="KS")) == {"x2>t"}


def test_alone_takes_only_cards_lying_alone():
    g = mv(dst={"count": 1, "build": ANY}, rule={"alone": True})
    assert move_texts(g, position(g, x1="5C 6C", x2="7C", t="KS")) == {"x2>t"}


def test_a_card_never_moves_onto_its_own_pile():
    g = make_game([STOCK, {"id": "t", "role": "tableau", "count": 2, "build": ANY}], [{"id": "m", "kind": "move", "from": ["t"], "to": ["t"]}])
    assert move_texts(g, position(g, t1="5C", t2="6C")) == {"t1>t2", "t2>t1"}


def test_a_whole_pile_never_goes_into_another_space_of_its_own_zone():
    g = make_game([STOCK, {"id": "t", "role": "tableau", "count": 3, "build": ANY}, {"id": "u", "role": "cell"}],
                  [{"id": "m", "kind": "move", "from": ["t"], "to": ["t", "u"]}])
    assert move_texts(g, position(g, t1="5C", t2="6C")) == {"t1>t2", "t2>t1", "t1>u", "t2>u"}
    assert move_texts(g, position(g, t1="4C 5C")) == {"t1>t2", "t1>t3", "t1>u"}


def test_to_space_none_excludes_empty_piles_and_only_excludes_the_others():
    g = mv(rule={"to_space": "none"})
    assert move_texts(g, position(g, x1="5C", t1="KS")) == {"x1>t1"}
    g = mv(rule={"to_space": "only"})
    assert move_texts(g, position(g, x1="5C", t1="KS")) == {"x1>t2", "x1>t3"}


def test_the_rules_build_replaces_the_zones_build():
    g = mv(dst={"count": 1, "build": {"rank": "down"}}, rule={"build": {"rank": "up", "suit": "any"}})
    assert move_texts(g, position(g, x1="5C", x2="3C", t="4H")) == {"x1>t"}


def test_the_rules_build_applies_to_a_zone_without_a_build():
    g = mv(dst={"count": 1}, rule={"build": {"rank": "same", "suit": "any"}})
    assert move_texts(g, position(g, x1="4C", x2="3C", t="4H")) == {"x1>t"}


def test_with_the_rules_build_the_zones_limit_closed_by_and_until_still_apply():
    rule = {"build": {"rank": "any", "suit": "any"}}
    g = mv(dst={"count": 1, "build": {"rank": "down"}, "limit": 2}, rule=rule)
    assert move_texts(g, position(g, x1="5C", t="4H 2H")) == set()
    g = mv(dst={"count": 1, "build": {"rank": "down", "closed_by": ["A"]}}, rule=rule)
    assert move_texts(g, position(g, x1="5C", t="AH")) == set()
    g = mv(dst={"count": 1, "build": {"rank": "down", "until": ["Q"]}}, rule=rule)
    assert move_texts(g, position(g, x1="5C", t="QH")) == set()
    assert move_texts(g, position(g, x1="5C", t="JH")) == {"x1>t"}


def test_prefer_keeps_only_destinations_taking_the_card_by_the_preferred_relation():
    g = mv(rule={"prefer": {"rank": "down", "suit": "same"}, "to_space": "none"})
    assert move_texts(g, position(g, x1="5C", t1="KS", t2="6C", t3="6H")) == {"x1>t2"}
    assert move_texts(g, position(g, x1="5C", t1="KS", t2="7C", t3="6H")) == {"x1>t1", "x1>t2", "x1>t3"}


def test_tie_last_keeps_only_the_last_of_destinations_with_equal_top_ranks():
    g = mv(rule={"tie": "last"})
    assert move_texts(g, position(g, x1="5C", t1="6S", t2="6H", t3="")) == {"x1>t2", "x1>t3"}
    assert move_texts(g, position(g, x1="5C", t1="6S", t2="7H", t3="6D")) == {"x1>t2", "x1>t3"}


def test_only_to_limits_the_destinations_of_the_named_source():
    g = mv(rule={"only_to": {"x1": ["t2"]}})
    st = position(g, x1="5C", x2="6C", t1="KS", t2="KH", t3="KD")
    assert move_texts(g, st) == {"x1>t2", "x2>t1", "x2>t2", "x2>t3"}


def test_one_pile_after_the_first_move_only_that_pile_is_a_destination():
    g = mv(rule={"one_pile": True})
    st = position(g, x1="5C 6C", x2="7C", t1="KS", t2="KH", t3="KD")
    assert st.vars["m.pile"] == -1
    play(g, st, "x1>t2")
    assert st.vars["m.pile"] == g.pile_index["t2"]
    assert move_texts(g, st) == {"x1>t2", "x2>t2"}


def test_dest_size_limits_the_destinations_by_their_card_count():
    g = mv(rule={"dest_size": {"min": 1, "max": 2}})
    st = position(g, x1="5C", t1="KS", t2="KH QH", t3="")
    assert move_texts(g, st) == {"x1>t1", "x1>t2"}
    st = position(g, x1="5C", t1="KS", t2="KH QH 2H")
    assert move_texts(g, st) == {"x1>t1"}


def test_useful_keeps_a_move_only_if_afterwards_a_free_card_fits():
    found = {"id": "f", "role": "foundation", "build": {"rank": "up"}, "space": {"cards": ["A*"]}}
    g = make_game([STOCK, {"id": "x", "role": "reserve", "count": 2}, {"id": "t", "role": "tableau", "count": 2, "build": ANY}, found],
                  [{"id": "m", "kind": "move", "from": ["x"], "to": ["t"], "useful": {"from": ["x"], "to": ["f"]}}])
    st = position(g, x1="AH 5C", x2="9D", t1="KS", t2="KD")
    assert move_texts(g, st) == {"x1>t1", "x1>t2"}  # moving 5C frees AH; moving 9D frees nothing


def test_useful_depth_looks_further_moves_of_the_same_rule_ahead():
    found = {"id": "f", "role": "foundation", "build": {"rank": "up"}, "space": {"cards": ["A*"]}}
    zones = [STOCK, {"id": "x", "role": "reserve", "count": 2}, {"id": "t", "role": "tableau", "count": 2, "build": ANY}, found]
    st_piles = {"x1": "AH 5C 6C", "x2": "9D", "t1": "KS", "t2": "KD"}
    g = make_game(zones, [{"id": "m", "kind": "move", "from": ["x"], "to": ["t"], "useful": {"from": ["x"], "to": ["f"]}}])
    assert move_texts(g, position(g, **st_piles)) == set()
    g = make_game(zones, [{"id": "m", "kind": "move", "from": ["x"], "to": ["t"], "useful": {"from": ["x"], "to": ["f"], "depth": 2}}])
    assert move_texts(g, position(g, **st_piles)) == {"x1>t1", "x1>t2"}


# ----------------------------------------------------------------------------- effect and text


def test_moving_the_last_face_up_card_turns_the_next_card_up_and_undo_turns_it_back():
    g = mv(dst={"count": 1, "build": ANY})
    st = position(g, x1="3c 4c 5C", t="KS")
    log = g.apply(st, g.parse_move(st, "x1>t"))
    assert pile(g, st, "x1") == "3c 4C"
    g.undo(st, log)
    assert pile(g, st, "x1") == "3c 4c 5C"


def test_a_zone_with_reveal_false_leaves_the_face_down_cards_down():
    g = mv(src={"reveal": False}, dst={"count": 1, "build": ANY})
    st = position(g, x1="3c 4c 5C", t="KS")
    play(g, st, "x1>t")
    assert pile(g, st, "x1") == "3c 4c"
    assert move_texts(g, st) == set()


def test_texts_show_count_from_two_and_depth_from_two():
    g = make_game([STOCK, {"id": "x", "role": "reserve", "take": "any"}, {"id": "t", "role": "tableau", "count": 12, "build": ANY}],
                  [{"id": "m", "kind": "move", "from": ["x"], "to": ["t"]},
                   {"id": "n", "kind": "move", "from": ["x"], "to": ["t"], "unit": "up"}])
    st = position(g, x="5C 6D", t10="KS")
    assert {"x>t10", "x/2>t10", "x>t10:2"} <= move_texts(g, st)
    for text in ("x>t10", "x/2>t10", "x>t10:2"):
        m = g.parse_move(st, text)
        assert g.move_text(m) == text


def test_useful_counts_every_free_card_of_a_take_any_zone_not_only_the_tops():
    # §10.1 "some free card of useful.from is accepted by a pile of useful.to"; with take: any every face-up card is free (§7)
    found = {"id": "f", "role": "foundation", "build": {"rank": "up"}, "space": {"cards": ["A*"]}}
    g = make_game([STOCK, {"id": "x", "role": "reserve", "count": 2, "take": "any"}, {"id": "t", "role": "tableau", "build": ANY}, found],
                  [{"id": "m", "kind": "move", "from": ["x"], "to": ["t"], "useful": {"from": ["x"], "to": ["f"]}}])
    st = position(g, x1="AH 5C", x2="9D", t="KS")
    assert move_texts(g, st) == {"x1>t", "x2>t"}  # AH stays free (and fits f) after both; after x1/2>t it lies on t


def test_useful_tries_each_card_of_the_top_run_of_a_take_run_zone():
    found = {"id": "f", "role": "foundation", "build": {"rank": "up", "suit": "any"}, "space": {"cards": ["A*"]}}
    x = {"id": "x", "role": "reserve", "count": 2, "take": "run", "build": {"rank": "down", "suit": "any"}}
    g = make_game([STOCK, x, {"id": "t", "role": "tableau", "build": ANY}, found],
                  [{"id": "m", "kind": "move", "from": ["x"], "to": ["t"], "useful": {"from": ["x"], "to": ["f"]}}])
    st = position(g, x1="3C 2D", x2="9D", t="KS", f="AH 2H")  # 3C, under 2D in their run, is free and fits f
    assert move_texts(g, st) == {"x1>t", "x2>t"}
    st = position(g, x1="3C 5D", x2="9D", t="KS", f="AH 2H")  # 3C is no longer in the top run
    assert move_texts(g, st) == {"x1>t"}


def test_useful_new_counts_only_a_fit_the_move_creates():
    found = {"id": "f", "role": "foundation", "count": 2, "build": {"rank": "up"}, "space": {"cards": ["A*"]}}
    zones = [STOCK, {"id": "x", "role": "reserve", "count": 3}, {"id": "t", "role": "tableau", "build": ANY}, found]
    piles = {"x1": "5C", "x2": "AS", "x3": "AH 6C", "t": "KS"}
    g = make_game(zones, [{"id": "m", "kind": "move", "from": ["x"], "to": ["t"], "useful": {"from": ["x"], "to": ["f"]}}])
    assert move_texts(g, position(g, **piles)) == {"x1>t", "x3>t"}  # AS on x2 fits f after x1>t as it did before
    g = make_game(zones, [{"id": "m", "kind": "move", "from": ["x"], "to": ["t"], "useful": {"from": ["x"], "to": ["f"], "new": True}}])
    assert move_texts(g, position(g, **piles)) == {"x3>t"}  # only x3>t lays a card bare that fits


def test_useful_looks_at_the_position_after_the_moves_automatic_moves():
    found = {"id": "f", "role": "foundation", "build": {"rank": "up"}, "space": {"cards": ["A*"]}}
    x = {"id": "x", "role": "reserve", "count": 2, "reveal": False}
    g = make_game([STOCK, x, {"id": "t", "role": "tableau", "build": ANY}, found],
                  [{"id": "m", "kind": "move", "from": ["x"], "to": ["t"], "useful": {"from": ["x"], "to": ["f"]}},
                   {"id": "flip", "kind": "flip", "zone": "x", "auto": True}])
    st = position(g, x1="ah 5C", x2="2c 9D", t="KS")
    assert move_texts(g, st) == {"x1>t"}  # the automatic flip turns AH up after it; 2C fits nowhere


def test_to_free_only_onto_non_empty_piles_that_have_a_free_card_now():
    t = {"id": "t", "role": "tableau", "count": 3, "build": ANY, "free": {"rule": {"rule": "row-end"}}}
    zones = [STOCK, {"id": "x", "role": "reserve"}, t]
    piles = {"x": "5C", "t1": "KS QS", "t2": "KH"}  # row-end: only t1 (the fullest) is free
    g = make_game(zones, [{"id": "m", "kind": "move", "from": ["x"], "to": ["t"]}])
    assert move_texts(g, position(g, **piles)) == {"x>t1", "x>t2", "x>t3"}
    g = make_game(zones, [{"id": "m", "kind": "move", "from": ["x"], "to": ["t"], "to_free": True}])
    assert move_texts(g, position(g, **piles)) == {"x>t1", "x>t3"}  # an empty pile is not held by to_free
