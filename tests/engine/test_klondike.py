"""Klondike (klondike-nl) written in rule language 2, every rule checked on hand-built positions.

The rule set is inline (as the migration encodes it), so these tests do not depend on rules_json/.
"""

import pytest

from patience.engine import cards
from patience.engine.game import Game

from helpers import listed, move_texts, pile, play, position, rule_set

KLONDIKE = {
    "zones": [
        {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"}, "space": {"cards": ["A*"]}, "take": "none"},
        {"id": "t", "role": "tableau", "count": 7, "build": {"rank": "down", "suit": "alternate-colour"}, "space": {"cards": ["K*"]},
         "take": "run"},
        {"id": "s", "role": "stock"},
        {"id": "w", "role": "talon", "reveal": False},
    ],
    "setup": [{"step": "deal", "to": "t", "counts": [1, 2, 3, 4, 5, 6, 7], "face": "top-up", "order": "piles"}],
    "moves": [
        {"id": "draw", "kind": "draw", "from": "s", "to": ["w"], "cover": True, "stuck": True, "stuck_ignores": "reversible"},
        {"id": "found", "kind": "move", "from": ["w", "t"], "to": ["f"]},
        {"id": "play", "kind": "move", "from": ["w"], "to": ["t"]},
        {"id": "build", "kind": "move", "from": ["t"], "to": ["t"], "unit": "run"},
        {"id": "redeal", "kind": "redeal", "gather": {"zones": ["w"]}, "to": "s", "when": {"empty": ["s"]}, "shuffle": True,
         "stuck": True, "stuck_ignores": "reversible"},
    ],
    "win": {"kind": "all-in", "zones": ["f"]},
}


def klondike(count=1, shuffle=True) -> Game:
    spec = {**KLONDIKE, "moves": [dict(m) for m in KLONDIKE["moves"]]}
    spec["moves"][0]["count"] = count
    spec["moves"][4]["shuffle"] = shuffle
    return Game(rule_set(**spec))


@pytest.fixture
def game() -> Game:
    return klondike()


def test_the_deal_lays_seven_columns_with_only_their_top_cards_up(game):
    st = game.deal(1)
    assert [len(st.piles[p]) for p in game.zones["t"].piles] == [1, 2, 3, 4, 5, 6, 7]
    assert [st.up(p) for p in game.zones["t"].piles] == [1] * 7
    assert len(st.piles[game.pile_index["s"]]) == 24


def test_draw_turns_one_card_onto_the_waste(game):
    st = position(game, s="2C 3C 4C")
    play(game, st, "s>w")
    assert pile(game, st, "w") == "4C"


def test_draw_three_turns_three_cards_the_last_one_on_top_and_puts_the_earlier_ones_aside():
    game = klondike(count=3)
    st = position(game, s="5C 6C 2S 10C 9D")
    play(game, st, "s>w")
    assert pile(game, st, "w") == "9D 10C 2S"
    play(game, st, "s>w")
    assert pile(game, st, "w") == "9d 10c 2s 6C 5C"


def test_only_the_top_waste_card_is_playable(game):
    st = position(game, w="AH 2C")
    assert "w>f1" not in move_texts(game, st)


def test_a_foundation_starts_with_an_ace_and_follows_suit_upwards(game):
    st = position(game, t1="AH", t2="2H", t3="2S", t4="3H")
    assert {"t1>f1", "t1>f4"} <= move_texts(game, st)
    play(game, st, "t1>f1")
    legal = move_texts(game, st)
    assert "t2>f1" in legal and "t3>f1" not in legal and "t4>f1" not in legal


def test_columns_build_down_in_alternating_colours(game):
    st = position(game, t1="10S", t2="9H", t3="9C", t4="JD")
    legal = move_texts(game, st)
    assert "t2>t1" in legal and "t3>t1" not in legal and "t2>t4" not in legal


def test_an_empty_column_takes_only_a_king_or_a_run_from_a_king(game):
    st = position(game, t1="5C KD QS", t2="QH", w="KS")
    legal = move_texts(game, st)
    assert {"t1>t3:2", "w>t3"} <= legal
    assert "t2>t3" not in legal


def test_runs_and_parts_of_runs_move_together(game):
    st = position(game, t1="JD 10S 9H", t2="QC", t3="JH")
    legal = move_texts(game, st)
    assert "t1>t2:3" in legal and "t1>t3:2" in legal
    play(game, st, "t1>t2:3")
    assert pile(game, st, "t2") == "QC JD 10S 9H"


def test_a_card_that_is_not_part_of_a_run_does_not_move_with_it(game):
    assert "t1>t2:3" not in move_texts(game, position(game, t1="JD 9S 8H", t2="QC"))


def test_the_card_under_a_moved_card_is_turned_and_undo_turns_it_back(game):
    st = position(game, t1="4c 5c 8H", t2="9S")
    log = game.apply(st, game.parse_move(st, "t1>t2"))
    assert pile(game, st, "t1") == "4c 5C"
    game.undo(st, log)
    assert pile(game, st, "t1") == "4c 5c 8H"


def test_cards_never_leave_the_foundations(game):
    st = position(game, f1="AH 2H", t1="3C")
    assert not any(m.startswith("f1>") for m in move_texts(game, st))


def test_the_stock_is_turned_only_when_no_card_can_be_played(game):
    st = position(game, s="KC", t1="AH")
    assert listed(game, st) == ["t1>f1", "t1>f2", "t1>f3", "t1>f4"]
    st = position(game, s="KC", t1="2H")
    assert listed(game, st) == ["s>w"]


def test_a_run_that_can_only_shuttle_between_two_tens_does_not_hold_up_the_stock(game):
    st = position(game, s="KC", t1="10C", t2="10S", t3="2d 9H")
    assert "s>w" not in move_texts(game, st)  # moving 9H turns the 2 up
    st = position(game, s="KC", t1="10C", t3="10S 9H")
    assert move_texts(game, st) == {"t3>t1", "s>w"}  # 9H could go straight back onto 10S


def test_the_waste_is_shuffled_into_a_new_stock_once_the_stock_is_spent(game):
    st = position(game, w="AH 2H 3H 4H 5H 6H 7H", t1="KC")
    assert "redeal" not in move_texts(game, position(game, s="9C", w="AH", t1="KC"))
    assert "redeal" in move_texts(game, st)
    play(game, st, "redeal")
    stock = [cards.text(c) for c in st.piles[game.pile_index["s"]]]
    assert sorted(stock) == sorted("AH 2H 3H 4H 5H 6H 7H".split())
    assert stock != "7H 6H 5H 4H 3H 2H AH".split()  # shuffled, not just turned over
    assert st.passes == 1


def test_without_shuffling_the_waste_is_turned_over_and_passes_are_unlimited():
    game = klondike(shuffle=False)
    st = position(game, w="5H 6S 2D", t1="KC")
    for _ in range(5):
        play(game, st, "redeal")
        assert pile(game, st, "s") == "2D 6S 5H"
        play(game, st, "s>w", "s>w", "s>w")
    assert st.passes == 5


def test_the_game_is_won_when_every_card_is_on_the_foundations(game):
    ranks = "A 2 3 4 5 6 7 8 9 10 J Q K".split()
    st = position(game, **{f"f{i}": " ".join(r + s for r in ranks) for i, s in enumerate("CDHS", 1)})
    assert game.is_won(st) and move_texts(game, st) == set()
