"""§10.2 draw: stock cards onto a talon (count, cover, piles_per_pass, unplayable), effect and text."""

from helpers import listed, make_game, move_texts, pile, play, position

STOCK = {"id": "s", "role": "stock"}
FOUND = {"id": "f", "role": "foundation", "count": 2, "build": {"rank": "up"}, "space": {"cards": ["A*"]}, "take": "none"}


def draw_game(talons=1, reveal=True, **rule):
    w = {"id": "w", "role": "talon", "count": talons, "reveal": reveal}
    return make_game([STOCK, w, FOUND], [{"id": "draw", "kind": "draw", "from": "s", "to": ["w"], **rule},
                                         {"id": "home", "kind": "move", "from": ["w"], "to": ["f"]}])


def test_a_draw_turns_the_stocks_top_card_onto_the_talon():
    g = draw_game()
    st = position(g, s="2C 3C 4C")
    assert move_texts(g, st) == {"s>w"}
    play(g, st, "s>w")
    assert pile(g, st, "w") == "4C" and pile(g, st, "s") == "2C 3C"


def test_no_draw_from_an_empty_stock():
    g = draw_game()
    assert move_texts(g, position(g, w="5C")) == set()


def test_count_turns_several_cards_one_at_a_time_the_last_turned_on_top():
    g = draw_game(count=3)
    st = position(g, s="2S 10C 9D 8H")
    play(g, st, "s>w")
    assert pile(g, st, "w") == "8H 9D 10C" and pile(g, st, "s") == "2S"


def test_count_takes_what_is_left_when_fewer_cards_remain():
    g = draw_game(count=3)
    st = position(g, s="2S 10C")
    play(g, st, "s>w")
    assert pile(g, st, "w") == "10C 2S" and pile(g, st, "s") == ""


def test_cover_turns_the_talon_face_down_before_the_new_cards_come():
    g = draw_game(count=2, cover=True, reveal=False)
    st = position(g, s="2S 10C 9D 8H")
    play(g, st, "s>w")
    assert pile(g, st, "w") == "8H 9D"
    play(g, st, "s>w")
    assert pile(g, st, "w") == "8h 9d 10C 2S"


def test_covered_cards_stay_down_when_the_talon_does_not_reveal():
    g = draw_game(count=1, cover=True, reveal=False)
    st = position(g, s="AH 5C", w="")
    play(g, st, "s>w")  # 5C
    play(g, st, "s>w")  # AH on the covered 5C
    play(g, st, "w>f1")
    assert pile(g, st, "w") == "5c" and move_texts(g, st) == set()


def test_one_draw_per_talon_pile_in_pile_order():
    g = draw_game(talons=3)
    assert listed(g, position(g, s="5C")) == ["s>w1", "s>w2", "s>w3"]


def test_piles_per_pass_uses_the_first_piles_of_the_talon_the_last_number_holding_on():
    g = draw_game(talons=3, piles_per_pass=[3, 2])
    st = position(g, s="5C")
    assert listed(g, st) == ["s>w1", "s>w2", "s>w3"]
    st.passes = 1
    assert listed(g, st) == ["s>w1", "s>w2"]
    st.passes = 4
    assert listed(g, st) == ["s>w1", "s>w2"]


def test_unplayable_a_card_that_fits_those_zones_cannot_go_to_the_talon():
    g = draw_game(unplayable=["f"])
    assert move_texts(g, position(g, s="5C AH")) == set()
    assert move_texts(g, position(g, s="AH 5C")) == {"s>w"}
    assert move_texts(g, position(g, s="2H", f1="AH")) == set()


def test_draws_are_card_moves_and_undo_restores_the_stock():
    g = draw_game(count=2, cover=True)
    st = position(g, s="2S 10C 9D 8H", w="KC")
    before = g.position_text(st)
    log = g.apply(st, g.parse_move(st, "s>w"))
    assert pile(g, st, "w") == "kc 8H 9D"
    g.undo(st, log)
    assert g.position_text(st) == before
