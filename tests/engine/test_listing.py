"""§9 The legal moves of a position: rule order, dedupe, when, limit, unless, stuck, stuck_ignores, must,
auto rules and settling (§11), pending and card-set choices, batches, decided games."""

import pytest

from patience.errors import PatienceError

from helpers import listed, make_game, move_texts, pile, play, position

STOCK = {"id": "s", "role": "stock"}
TALON = {"id": "w", "role": "talon"}
FOUND = {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"}, "space": {"cards": ["A*"]}, "take": "none"}
TAB = {"id": "t", "role": "tableau", "count": 3, "build": {"rank": "down", "suit": "any"}, "take": "run"}
DRAW = {"id": "draw", "kind": "draw", "from": "s", "to": ["w"]}
HOME = {"id": "home", "kind": "move", "from": ["w", "t"], "to": ["f"]}
BUILD = {"id": "build", "kind": "move", "from": ["t", "w"], "to": ["t"], "unit": "run"}


def game(*moves, zones=(STOCK, FOUND, TAB, TALON), **fields):
    return make_game(list(zones), list(moves), **fields)


def test_moves_follow_rule_order_then_each_rules_own_order():
    g = game(DRAW, HOME, BUILD)
    st = position(g, s="KC", w="AH", t1="5C", t2="4D", t3="6S")
    assert listed(g, st) == ["s>w", "w>f1", "w>f2", "w>f3", "w>f4", "t1>t3", "t2>t1"]
    g = game(BUILD, HOME, DRAW)
    st = position(g, s="KC", w="AH", t1="5C", t2="4D", t3="6S")
    assert listed(g, st) == ["t1>t3", "t2>t1", "w>f1", "w>f2", "w>f3", "w>f4", "s>w"]


def test_a_card_move_two_rules_allow_is_listed_once_under_the_first():
    other = {"id": "other", "kind": "move", "from": ["t"], "to": ["t"], "build": {"rank": "any", "suit": "any"}}
    g = game(BUILD, other)
    st = position(g, t1="KH 5C", t2="KS 4D")
    moves = list(g.legal_moves(st))
    assert [g.move_text(m) for m in moves] == ["t1>t3", "t2>t1", "t2>t3", "t1>t2"]
    assert [g.rule_of(m) for m in moves] == ["build", "build", "build", "other"]


def test_when_guards_a_rule():
    g = game({**DRAW, "when": {"empty": ["t"]}}, BUILD)
    assert "s>w" not in move_texts(g, position(g, s="KC", t1="5C"))
    assert "s>w" in move_texts(g, position(g, s="KC"))


def test_limit_a_rule_is_used_at_most_limit_times():
    g = game({**DRAW, "limit": 2})
    st = position(g, s="KC QC JC")
    play(g, st, "s>w", "s>w")
    assert st.vars["draw.uses"] == 2
    assert move_texts(g, st) == set()


def test_unless_a_rule_applies_only_when_its_unless_rules_have_no_move():
    g = game({**DRAW, "unless": ["home"]}, HOME, BUILD)
    st = position(g, s="KC", t1="AH", t2="9C", t3="8D")
    assert "s>w" not in move_texts(g, st)  # AH can go home
    st = position(g, s="KC", t1="2H", t2="9C", t3="8D")
    assert "s>w" in move_texts(g, st)  # a build is possible, but only home blocks the draw


def test_unless_chains_through_the_same_procedure():
    # draw unless build; build unless home: while a card can go home, build has no move, so draw is free again
    g = game({**DRAW, "unless": ["build"]}, HOME, {**BUILD, "unless": ["home"]})
    st = position(g, s="KC", t1="AH", t2="9C", t3="8D")
    assert move_texts(g, st) == {"s>w", "t1>f1", "t1>f2", "t1>f3", "t1>f4"}
    st = position(g, s="KC", t1="2H", t2="9C", t3="8D")
    assert move_texts(g, st) == {"t3>t2"}


def test_unless_may_name_an_automatic_rule():
    g = game({**DRAW, "unless": ["home"]}, {**HOME, "auto": True, "when": {"not_empty": ["s"]}})
    st = position(g, s="KC", t1="AH")  # hand-laid: not settled yet, so home has a move now
    assert move_texts(g, st) == set()
    g.settle_all(st, [])
    assert move_texts(g, st) == {"s>w"}


def test_an_unless_cycle_is_an_error():
    with pytest.raises(ValueError, match="circle"):
        game({**DRAW, "unless": ["home"]}, {**HOME, "unless": ["draw"]})


def test_stuck_a_rule_applies_only_when_no_rule_without_stuck_has_a_move():
    g = game({**DRAW, "stuck": True}, HOME, BUILD)
    st = position(g, s="KC", t1="KH 9C", t2="KS 8D")
    assert move_texts(g, st) == {"t2>t1", "t1>t3", "t2>t3"}
    st = position(g, s="KC", t1="KH 9C", t2="KS 3D")
    assert move_texts(g, st) == {"t1>t3", "t2>t3"}  # moves into the space still count


def test_stuck_rules_are_listed_once_nothing_else_moves():
    g = game({**DRAW, "stuck": True}, HOME, {**BUILD, "to_space": "none"})
    st = position(g, s="KC", t1="9C", t2="3D")
    assert move_texts(g, st) == {"s>w"}


def test_stuck_ignores_reversible_does_not_count_a_move_that_can_be_taken_straight_back():
    g = game({**DRAW, "stuck": True}, HOME, BUILD)
    st = position(g, s="KC", t1="10C", t2="10S", t3="9H")
    assert "s>w" not in move_texts(g, st)
    g = game({**DRAW, "stuck": True, "stuck_ignores": "reversible"}, HOME, BUILD)
    assert move_texts(g, st) == {"s>w", "t3>t1", "t3>t2"}  # 9H shuttles between the tens and back into its space


def test_stuck_ignores_reversible_still_counts_a_move_that_turns_a_card_up():
    g = game({**DRAW, "stuck": True, "stuck_ignores": "reversible"}, HOME, BUILD)
    st = position(g, s="KC", t1="10C", t2="10S", t3="5c 9H")
    assert "s>w" not in move_texts(g, st)


def test_stuck_ignores_reversible_still_counts_a_move_whose_cards_cannot_go_back():
    kings = {**TAB, "space": {"cards": ["K*"]}}
    g = game({**DRAW, "stuck": True, "stuck_ignores": "reversible"}, HOME, BUILD, zones=(STOCK, FOUND, kings, TALON))
    st = position(g, s="KC", t1="10C", t3="9H")  # 9H cannot return into the space it leaves
    assert "s>w" not in move_texts(g, st)
    st = position(g, s="KC", t1="10C", t3="5C 9H")  # 9H cannot go back onto the 5
    assert "s>w" not in move_texts(g, st)
    st = position(g, s="KC", t1="10C", t3="10D 9H")
    assert "s>w" in move_texts(g, st)


def test_stuck_ignores_reversible_counts_moves_to_a_zone_no_card_leaves():
    g = game({**DRAW, "stuck": True, "stuck_ignores": "reversible"}, HOME, BUILD)
    st = position(g, s="KC", t1="AH", t2="10C 9S")  # AH home cannot come back (take: none)
    assert "s>w" not in move_texts(g, st)


def test_stuck_ignores_reversible_a_card_on_a_pile_its_free_rule_blocks_cannot_come_straight_back():
    t = {"id": "t", "role": "tableau", "count": 3, "grid": {"columns": 1}, "build": {"rank": "any", "suit": "any"},
         "free": {"rule": {"rule": "lanes", "orientation": "upright"}}}
    g = game({**DRAW, "stuck": True, "stuck_ignores": "reversible"}, {"id": "m", "kind": "move", "from": ["t"], "to": ["t"]},
             zones=(STOCK, t, TALON))
    st = position(g, s="KC", t1="5C 6C", t2="7C", t3="8C")
    # 6C onto t2 (walled in by t1 and t3) is not free there: t1>t2 cannot be taken straight back, so it counts
    assert listed(g, st) == ["t1>t2", "t1>t3", "t3>t1", "t3>t2"]


def test_stuck_ignores_reversible_the_way_back_is_a_move_the_listing_offers_after_tie_and_prefer():
    t = {"id": "t", "role": "tableau", "count": 3, "build": {"rank": "down", "suit": "any"}}
    g = game({**DRAW, "stuck": True, "stuck_ignores": "reversible"}, {"id": "m", "kind": "move", "from": ["t"], "to": ["t"], "tie": "last"},
             zones=(STOCK, t, TALON))
    st = position(g, s="KC", t1="10C 9H", t2="10S", t3="10D")
    # 9H goes to t3 (the last ten); from there tie: last sends it only to t2, never straight back to t1
    assert listed(g, st) == ["t1>t3"]


def test_stuck_ignores_reversible_needs_the_same_number_of_cards_back():
    g = game({**DRAW, "stuck": True, "stuck_ignores": "reversible"}, HOME, {**BUILD, "unit": "card"},
             zones=(STOCK, FOUND, {**TAB, "take": "top"}, TALON))
    st = position(g, s="KC", t1="10C", t2="10S", t3="9H")
    assert "s>w" in move_texts(g, st)


def test_stuck_ignores_reversible_applies_to_unless_too():
    g = game({**DRAW, "unless": ["build"], "stuck_ignores": "reversible"}, HOME, BUILD)
    st = position(g, s="KC", t1="10C", t2="10S", t3="9H")
    assert "s>w" in move_texts(g, st)
    g = game({**DRAW, "unless": ["build"]}, HOME, BUILD)
    assert "s>w" not in move_texts(g, st)


def test_must_while_a_must_rule_has_a_move_only_must_rules_moves_are_legal():
    g = game(DRAW, {**HOME, "priority": "must"}, BUILD)
    st = position(g, s="KC", t1="AH", t2="9C", t3="8D")
    assert move_texts(g, st) == {"t1>f1", "t1>f2", "t1>f3", "t1>f4"}
    st = position(g, s="KC", t1="2H", t2="9C", t3="8D")
    assert move_texts(g, st) == {"s>w", "t3>t2"}


def test_must_rules_are_listed_in_rule_order_among_themselves():
    g = game({**DRAW, "priority": "must"}, {**HOME, "priority": "must"}, BUILD)
    st = position(g, s="KC", t1="AH", t2="9C", t3="8D")
    assert listed(g, st) == ["s>w", "t1>f1", "t1>f2", "t1>f3", "t1>f4"]


# ----------------------------------------------------------------------------- automatic moves (§11)


def test_auto_rules_are_never_listed_and_are_made_after_every_move():
    g = game(DRAW, {**HOME, "auto": True}, BUILD)
    st = position(g, s="AH KC", t1="3D 9C")
    assert move_texts(g, st) == {"s>w", "t1>t2", "t1>t3"}
    play(g, st, "s>w")
    # KC was drawn; nothing goes home
    assert pile(g, st, "w") == "KC"
    play(g, st, "s>w")
    assert pile(g, st, "w") == "KC" and pile(g, st, "f1") == "AH"


def test_settling_repeats_until_no_auto_rule_has_a_move_taking_each_rules_first_move():
    g = game(DRAW, {**HOME, "auto": True})
    st = position(g, s="3H", t1="2H", t2="AH")
    log = g.apply(st, g.parse_move(st, "s>w"))
    assert pile(g, st, "f1") == "AH 2H 3H" and pile(g, st, "f2") == ""  # AH to the first foundation, then 2H, then 3H
    g.undo(st, log)
    assert pile(g, st, "t1") == "2H" and pile(g, st, "t2") == "AH" and pile(g, st, "s") == "3H" and pile(g, st, "f1") == ""


def test_the_first_auto_rule_in_order_with_a_move_goes_first():
    to_t = {"id": "back", "kind": "move", "from": ["w"], "to": ["t"], "auto": True}
    g = game(DRAW, to_t, {**HOME, "from": ["w"], "auto": True})
    st = position(g, s="AH", t1="2S")
    play(g, st, "s>w")
    assert pile(g, st, "t1") == "2S AH" and pile(g, st, "f1") == ""


def test_auto_rules_honour_when_limit_unless_and_stuck():
    g = game(DRAW, {**HOME, "auto": True, "limit": 1})
    st = position(g, s="2H", t1="AH", t2="AS")
    assert st.vars["home.uses"] == 0
    g.settle_all(st, [])
    assert st.vars["home.uses"] == 1 and pile(g, st, "t2") == "AS"
    g = game(DRAW, {**HOME, "auto": True, "stuck": True}, BUILD)
    st = position(g, s="2H", t1="AH", t2="AS")
    g.settle_all(st, [])
    assert pile(g, st, "t1") == "AH"  # a build t1>t3 (into a space) is possible: the auto rule waits
    g = game(DRAW, {**HOME, "auto": True, "unless": ["build"]}, {**BUILD, "to_space": "none"})
    st = position(g, s="2H", t1="AH", t2="AS")
    g.settle_all(st, [])
    assert pile(g, st, "t1") == "" and pile(g, st, "t2") == ""


def test_settling_stops_once_the_game_is_won():
    g = game(DRAW, {**HOME, "auto": True}, win={"kind": "all-in", "zones": ["f"], "total": 1})
    st = position(g, s="KC", t1="AH", t2="AS")
    g.settle_all(st, [])
    assert g.is_won(st) and pile(g, st, "t2") == "AS"
    assert move_texts(g, st) == set()


# ----------------------------------------------------------------------------- choices

CHOICES = [{"name": "dir", "options": ["up", "down"]}, {"name": "suit", "options": ["C", "H"]}]


def test_an_open_choice_is_the_only_thing_to_do_first_choice_first():
    g = game(DRAW, choices=CHOICES)
    st = g.deal(1)
    assert listed(g, st) == ["choose dir up", "choose dir down"]
    play(g, st, "choose dir down")
    assert st.vars["choice:dir"] == "down"
    assert listed(g, st) == ["choose suit C", "choose suit H"]
    play(g, st, "choose suit H")
    assert listed(g, st) == ["s>w"]


def test_a_choice_is_undone_with_its_move():
    g = game(DRAW, choices=CHOICES[:1])
    st = g.deal(1)
    log = g.apply(st, g.parse_move(st, "choose dir up"))
    g.undo(st, log)
    assert "choice:dir" not in st.vars


def test_a_choice_set_by_a_card_is_made_by_the_rank_of_the_first_started_piles_bottom_card():
    ch = [{"name": "dir", "options": ["up", "down"], "set_by": {"zone": "t", "ranks": {"A": "up", "K": "down"}}}]
    g = game(DRAW, BUILD, choices=ch)
    st = position(g, s="5C", t2="KD", t3="AS")
    g.settle_all(st, [])
    assert st.vars["choice:dir"] == "down"


def test_a_set_by_rank_not_listed_leaves_the_choice_open_and_asks_nobody():
    ch = [{"name": "dir", "options": ["up", "down"], "set_by": {"zone": "t", "ranks": {"A": "up", "K": "down"}}}]
    g = game(DRAW, choices=ch)
    st = position(g, s="5C", t1="7D")
    g.settle_all(st, [])
    assert "choice:dir" not in st.vars
    assert listed(g, st) == ["s>w"]


def test_a_set_by_choice_is_made_by_the_move_that_lays_the_card():
    ch = [{"name": "dir", "options": ["up", "down"], "set_by": {"zone": "f", "ranks": {"A": "up"}}}]
    g = game(DRAW, HOME, choices=ch)
    st = position(g, s="5C", w="AC")
    log = g.apply(st, g.parse_move(st, "w>f1"))
    assert st.vars["choice:dir"] == "up"
    g.undo(st, log)
    assert "choice:dir" not in st.vars


# ----------------------------------------------------------------------------- batches, decided games


def test_while_a_batch_runs_only_its_rules_moves_are_legal():
    deal = {"id": "deal", "kind": "deal", "to": ["t"], "pattern": "next", "batch": 2}
    g = game(deal, BUILD, DRAW)
    st = position(g, s="2C 3C 4C", t1="KH 9C", t2="KS 8D")
    assert listed(g, st) == ["deal", "t1>t3", "t2>t1", "t2>t3", "s>w"]
    play(g, st, "deal")
    assert st.vars["deal.left"] == 1
    assert listed(g, st) == ["deal"]
    play(g, st, "deal")
    assert st.vars["deal.left"] == 0
    assert "s>w" in move_texts(g, st)


def test_a_won_game_has_no_moves():
    g = game(DRAW, win={"kind": "empty", "zones": ["t"]})
    st = position(g, s="KC")
    assert g.is_won(st) and move_texts(g, st) == set()


def test_an_unknown_rule_in_unless_is_rejected():
    with pytest.raises(ValueError, match="unknown rule"):
        game({**DRAW, "unless": ["nope"]})


def test_a_limit_on_a_rule_counts_uses_in_the_position():
    g = game({**DRAW, "limit": 5})
    st = position(g, s="KC QC")
    log = g.apply(st, g.parse_move(st, "s>w"))
    assert st.vars["draw.uses"] == 1
    g.undo(st, log)
    assert st.vars["draw.uses"] == 0


def test_a_rule_set_whose_auto_rules_never_settle_is_an_error():
    loop = [{"id": "a", "kind": "move", "from": ["t"], "to": ["t"], "auto": True, "build": {"rank": "any", "suit": "any"}}]
    g = make_game([STOCK, {"id": "t", "role": "tableau", "count": 2}], loop)
    st = position(g, t1="5C 6C")
    with pytest.raises(PatienceError, match="never settle"):
        g.settle_all(st, [])


def test_a_reversibility_test_nested_in_automatic_moves_counts_every_card_move():
    # §9: while draw tests whether t2>t1 is reversible, the automatic flip (stuck, stuck_ignores reversible) settling
    # after it must count every card move (t1>t2 is there), so it does not turn t2's face-down card and t2>t1 stays
    # reversible; read recursively, the flip would run and t2>t1 would count, hiding the draw.
    t = {"id": "t", "role": "tableau", "count": 2, "build": {"rank": "any", "suit": "any"}, "reveal": False}
    rules = [{**DRAW, "stuck": True, "stuck_ignores": "reversible"},
             {"id": "build", "kind": "move", "from": ["t"], "to": ["t"]},
             {"id": "flip", "kind": "flip", "zone": "t", "auto": True, "stuck": True, "stuck_ignores": "reversible"}]
    g = make_game([STOCK, t, TALON], rules)
    st = position(g, s="KC", t1="10H", t2="4c 9S")
    assert move_texts(g, st) == {"t1>t2", "t2>t1", "s>w"}
    play(g, st, "t2>t1")  # made for real, the flip's own test is not nested: t1>t2 is reversible, so the flip runs
    assert pile(g, st, "t2") == "4C"
