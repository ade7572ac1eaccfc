"""§8 Conditions: each field of a guard, and `any` / `not`, read through a rule's `when`."""

import pytest

from helpers import make_game, move_texts, play, position

ZONES = [
    {"id": "s", "role": "stock"},
    {"id": "a", "role": "tableau", "count": 2},
    {"id": "b", "role": "reserve", "count": 4},
    {"id": "w", "role": "talon"},
    {"id": "d", "role": "discard", "build": {"rank": "any", "suit": "any"}},
]


def guarded(when, extra=()):
    """Rule `p` (a pass) is offered exactly when `when` holds."""
    return make_game(ZONES, [{"id": "p", "kind": "pass", "when": when}, *extra])


def holds(g, st):
    return "p" in move_texts(g, st)


def test_an_empty_condition_always_holds():
    g = guarded({})
    assert holds(g, position(g))


def test_empty_every_pile_of_the_zones_is_empty():
    g = guarded({"empty": ["a", "w"]})
    assert holds(g, position(g, b1="5C"))
    assert not holds(g, position(g, a2="5C"))
    assert not holds(g, position(g, w="5C"))


def test_not_empty_some_pile_holds_a_card():
    g = guarded({"not_empty": ["a"]})
    assert not holds(g, position(g, b1="5C"))
    assert holds(g, position(g, a2="5C"))


def test_full_every_pile_holds_a_card():
    g = guarded({"full": ["a"]})
    assert not holds(g, position(g, a1="5C"))
    assert holds(g, position(g, a1="5C", a2="6c"))


def test_suits_based_the_bottom_cards_of_the_started_piles_show_all_four_suits():
    g = guarded({"suits_based": ["b"]})
    assert holds(g, position(g, b1="5C 6H", b2="KD", b3="2H", b4="9S"))
    assert not holds(g, position(g, b1="5H 6C", b2="KD", b3="2H", b4="9S"))  # the club is not a bottom card
    assert not holds(g, position(g, b1="5C", b2="KD", b3="2H"))


def test_passes_within_the_bounds():
    g = guarded({"passes": {"min": 1, "max": 2}})
    st = position(g)
    assert not holds(g, st)
    st.passes = 1
    assert holds(g, st)
    st.passes = 2
    assert holds(g, st)
    st.passes = 3
    assert not holds(g, st)


MOVE = {"id": "m", "kind": "move", "from": ["b"], "to": ["d"]}
REDEAL = {"id": "r", "kind": "redeal", "gather": {"zones": ["d"]}, "to": "s"}


def test_uses_counts_the_moves_the_rule_has_made():
    g = guarded({"uses": {"rule": "m", "min": 2}}, [MOVE])
    st = position(g, b1="5C", b2="6C", b3="7C")
    assert st.vars["m.uses"] == 0 and not holds(g, st)
    play(g, st, "b1>d")
    assert not holds(g, st)
    play(g, st, "b2>d")
    assert st.vars["m.uses"] == 2 and holds(g, st)


def test_uses_max_bounds_from_above():
    g = guarded({"uses": {"rule": "m", "max": 0}}, [MOVE])
    st = position(g, b1="5C")
    assert holds(g, st)
    play(g, st, "b1>d")
    assert not holds(g, st)


def test_uses_this_pass_counts_since_the_last_redeal():
    g = guarded({"uses": {"rule": "m", "min": 1, "this_pass": True}}, [MOVE, REDEAL])
    st = position(g, b1="5C", b2="6C")
    play(g, st, "b1>d")
    assert holds(g, st) and st.vars["m.pass-uses"] == 1
    play(g, st, "r")
    assert st.vars["m.pass-uses"] == 0 and st.vars["m.uses"] == 1
    assert not holds(g, st)


def test_uses_counters_are_kept_only_for_rules_something_reads():
    g = guarded({"uses": {"rule": "m", "min": 1}}, [MOVE, {"id": "n", "kind": "move", "from": ["a"], "to": ["d"]}])
    st = position(g)
    assert "m.uses" in st.vars and "n.uses" not in st.vars and "m.pass-uses" not in st.vars


def test_any_holds_when_one_of_its_conditions_holds():
    g = guarded({"any": [{"not_empty": ["a"]}, {"not_empty": ["w"]}]})
    assert not holds(g, position(g))
    assert holds(g, position(g, w="5C"))
    assert holds(g, position(g, a1="5C"))


def test_not_holds_when_its_condition_does_not():
    g = guarded({"not": {"empty": ["a"]}})
    assert not holds(g, position(g))
    assert holds(g, position(g, a1="5C"))


def test_every_field_given_must_hold():
    g = guarded({"empty": ["w"], "not_empty": ["a"]})
    assert holds(g, position(g, a1="5C"))
    assert not holds(g, position(g, a1="5C", w="6C"))
    assert not holds(g, position(g))


@pytest.mark.parametrize("field", ["empty", "not_empty", "full", "suits_based"])
def test_a_guard_naming_an_unknown_zone_is_rejected(field):
    with pytest.raises(ValueError, match="unknown zone"):
        guarded({field: ["zz"]})


def test_shows_some_pile_has_a_face_up_top_card_matching_the_cards():
    g = guarded({"shows": {"zones": ["a", "w"], "cards": ["K*", "QH"]}})
    assert not holds(g, position(g, a1="KC 5C", w="QD"))
    assert holds(g, position(g, a1="5C KC"))
    assert holds(g, position(g, w="QH"))
    assert not holds(g, position(g, a1="5c kc"))  # a face-down king does not show
    assert not holds(g, position(g, b1="KC"))
