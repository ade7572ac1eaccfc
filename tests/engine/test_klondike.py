"""Every move rule of Klondike (klondike-nl), checked on hand-built positions."""

import pytest

from patience.engine import cards
from patience.engine.game import Game, State
from patience.rules.load import load, with_variant

from helpers import move_texts


def C(text: str) -> int:
    return cards.parse(text)


@pytest.fixture
def game() -> Game:
    return Game(load("klondike-nl"))


def position(game: Game, **piles: str) -> State:
    """A position from pile names: `t1="5S ## ..."`: '##' marks the face-down count prefix."""
    n = len(game.pile_names)
    state = State([[] for _ in range(n)], [0] * n, seed=1)
    for name, spec in piles.items():
        i = game.pile_index[name]
        tokens = spec.split()
        state.down[i] = tokens.count("##")
        face_down = [t for t in tokens if t.startswith("#") and t != "##"]
        cards_ = [C(t.lstrip("#")) for t in face_down] + [C(t) for t in tokens if not t.startswith("#")]
        state.piles[i] = cards_
    return state


def test_draw_turns_one_card_onto_the_waste(game):
    state = position(game, s="2C 3C 4C")
    game.apply(state, game.parse_move("s>w"))
    assert [cards.text(c) for c in state.piles[game.pile_index["w"]]] == ["4C"]


def test_draw_three_turns_three_cards_the_last_one_on_top():
    game = Game(with_variant(load("klondike-nl"), "draw-3"))
    state = position(game, s="2S 10C 9D")
    game.apply(state, game.parse_move("s>w"))
    assert [cards.text(c) for c in state.piles[game.pile_index["w"]]] == ["9D", "10C", "2S"]


def test_only_the_top_waste_card_is_playable(game):
    state = position(game, w="AH 2C")
    assert "w>f1" not in move_texts(game, state)  # 2C cannot start a foundation; AH lies under it


def test_a_foundation_starts_with_an_ace_and_follows_suit_upwards(game):
    state = position(game, t1="AH", t2="2H", t3="2S", t4="3H")
    assert move_texts(game, state) >= {"t1>f1"}
    game.apply(state, game.parse_move("t1>f1"))
    legal = move_texts(game, state)
    assert "t2>f1" in legal and "t3>f1" not in legal and "t4>f1" not in legal


def test_columns_build_down_in_alternating_colours(game):
    state = position(game, t1="10S", t2="9H", t3="9C", t4="JD")
    legal = move_texts(game, state)
    assert "t2>t1" in legal  # red nine on black ten
    assert "t3>t1" not in legal  # black on black
    assert "t2>t4" not in legal  # nine on a jack


def test_an_empty_column_takes_only_a_king_or_a_run_from_a_king(game):
    state = position(game, t1="5C KD QS", t2="QH", w="KS")
    legal = move_texts(game, state)
    assert "t1>t3:2" in legal  # the run K-Q into a space
    assert "w>t3" in legal
    assert "t2>t3" not in legal  # a queen may not fill a space


def test_runs_and_parts_of_runs_move_together(game):
    state = position(game, t1="JD 10S 9H", t2="QC", t3="JH")
    legal = move_texts(game, state)
    assert "t1>t2:3" in legal and "t1>t3:2" in legal
    game.apply(state, game.parse_move("t1>t2:3"))
    assert [cards.text(c) for c in state.piles[game.pile_index["t2"]]] == ["QC", "JD", "10S", "9H"]


def test_a_card_that_is_not_part_of_a_run_does_not_move_with_it(game):
    state = position(game, t1="JD 9S 8H", t2="QC")
    assert "t1>t2:3" not in move_texts(game, state)


def test_the_card_under_a_moved_card_is_turned_and_undo_turns_it_back(game):
    state = position(game, t1="## #5C 8H", t2="9S")
    log = game.apply(state, game.parse_move("t1>t2"))
    assert state.down[game.pile_index["t1"]] == 0
    game.undo(state, log)
    assert state.down[game.pile_index["t1"]] == 1


def test_cards_never_leave_the_foundations(game):
    state = position(game, f1="AH 2H", t1="3C")
    assert not any(m.startswith("f1>") for m in move_texts(game, state))


def test_the_waste_is_reshuffled_into_a_new_stock_as_the_text_says(game):
    state = position(game, w="AH 2H 3H 4H 5H 6H 7H")
    assert "redeal" in move_texts(game, state)
    game.apply(state, ("redeal",))
    stock = state.piles[game.pile_index["s"]]
    assert sorted(stock) == sorted(C(c) for c in "AH 2H 3H 4H 5H 6H 7H".split())
    assert stock != [C(c) for c in "7H 6H 5H 4H 3H 2H AH".split()]  # shuffled, not just turned over


def test_the_no_shuffle_variant_turns_the_waste_over_and_passes_are_unlimited():
    game = Game(with_variant(load("klondike-nl"), "no-shuffle"))
    state = position(game, w="AH 2H 3H")
    for _ in range(5):
        game.apply(state, ("redeal",))
        assert [cards.text(c) for c in state.piles[game.pile_index["s"]]] == ["3H", "2H", "AH"]
        for _ in range(3):
            game.apply(state, game.parse_move("s>w"))
    assert state.passes == 5


def test_the_game_is_won_when_every_card_is_on_the_foundations(game):
    state = position(game, **{f"f{i + 1}": " ".join(r + s for r in ("A",) + tuple(map(str, range(2, 11))) + ("J", "Q", "K")) for i, s in enumerate("CDHS")})
    assert game.is_won(state)
