"""Rules the books state explicitly, checked through the executor, for the first encodings."""

from patience.engine import cards
from patience.engine.game import Game, State
from patience.rules.load import load

from helpers import move_texts


def C(text: str) -> int:
    return cards.parse(text)


def empty(game: Game) -> State:
    n = len(game.pile_names)
    return State([[] for _ in range(n)], [0] * n, seed=1)


def test_ondersteken_continues_from_the_packet_the_card_went_under_and_stops_when_it_is_used_up():
    game = Game(load("hagenaar2-01"))
    state = game.deal(1)
    seen = 0
    while list(game.legal_moves(state)):
        at = state.vars["at"]
        card = state.piles[at][-1]
        game.apply(state, ("tuck",))
        label = ["7", "8", "9", "10", "J", "Q", "K", "A"].index(cards.text(card)[:-1])
        assert state.vars["at"] == game.zones["t"].start + label
        assert state.piles[state.vars["at"]][0] == card  # slid under its packet
        seen += 1
    assert state.vars["fresh"][state.vars["at"] - game.zones["t"].start] == 0
    assert seen <= 32


def test_kwade_zeven_builds_aces_up_through_the_piquet_order_and_columns_down_in_alternating_colours():
    game = Game(load("hagenaar2-04"))
    state = empty(game)
    state.piles[game.pile_index["f1"]] = [C("AH")]
    state.piles[game.pile_index["t1"]] = [C("7H")]
    state.piles[game.pile_index["t2"]] = [C("10S")]
    state.piles[game.pile_index["t3"]] = [C("9D")]
    state.piles[game.pile_index["t4"]] = [C("9C")]
    moves = move_texts(game, state)
    assert "t1>f1" in moves  # the seven follows the ace
    assert "t3>t2" in moves and "t4>t2" not in moves


def test_kwade_zeven_fills_an_empty_packet_only_with_open_cards_of_another():
    game = Game(load("hagenaar2-04"))
    state = empty(game)
    state.piles[game.pile_index["t1"]] = [C("7C"), C("KS"), C("QD")]
    state.down[game.pile_index["t1"]] = 1
    moves = move_texts(game, state)
    assert "t1>t2:2" in moves and "t1>t2" in moves
    state.piles[game.pile_index["c1"]] = [C("8C")]
    assert "c1>t2" not in move_texts(game, state)  # a spare card does not fill a space


def test_veertien_removes_only_pairs_of_fourteen_in_one_row_or_column():
    game = Game(load("hagenaar2-09"))
    state = empty(game)
    grid = ["KH", "5C", "9D", "2S", "3C", "8S", "4H", "6D", "AC", "7H", "7S", "JD", "10C", "QS", "2H", "6H"]
    for i, c in enumerate(grid):
        state.piles[game.pile_index[f"t{i + 1}"]] = [C(c)]
    state.piles[game.pile_index["s"]] = [C("4D")]
    moves = move_texts(game, state)
    assert "pair t1 t9" in moves  # K + A, same column
    assert "pair t11 t10" not in moves and "pair t10 t11" in moves  # 7 + 7 in one row, named in pile order
    assert "pair t3 t12" not in moves  # 9 + J make 20


def test_napoleon_doubles_the_value_and_subtracts_thirteen():
    game = Game(load("hagenaar2-25"))
    state = empty(game)
    state.piles[game.pile_index["f"]] = [C("8S")]
    state.piles[game.pile_index["r1"]] = [C("3D")]
    state.piles[game.pile_index["r2"]] = [C("4D")]
    moves = move_texts(game, state)
    assert "r1>f" in moves and "r2>f" not in moves  # 2 x 8 = 16 - 13 = 3


def test_napoleon_talon_is_taken_up_twice_only():
    game = Game(load("hagenaar2-25"))
    state = empty(game)
    state.piles[game.pile_index["f"]] = [C("KS")]
    for i in range(7):
        state.piles[game.pile_index[f"r{i + 1}"]] = [C("KH")]
    state.piles[game.pile_index["w"]] = [C("2C")]
    for _ in range(2):
        assert "redeal" in move_texts(game, state)
        game.apply(state, ("redeal",))
        game.apply(state, game.parse_move("s>w"))
    assert "redeal" not in move_texts(game, state)


def test_mount_olympus_builds_foundations_and_battery_by_twos_in_suit():
    game = Game(load("cadogan-mount-olympus"))
    state = empty(game)
    state.piles[game.pile_index["f1"]] = [C("AS")]
    state.piles[game.pile_index["b1"]] = [C("3S")]
    state.piles[game.pile_index["b2"]] = [C("2S")]
    state.piles[game.pile_index["b3"]] = [C("9H")]
    state.piles[game.pile_index["b4"]] = [C("JH")]
    moves = move_texts(game, state)
    assert "b1>f1" in moves and "b2>f1" not in moves
    assert "b3>b4" in moves and "b4>b3" not in moves


def test_krepost_lets_only_the_outer_card_of_a_row_move_and_never_redeals():
    game = Game(load("cadogan-ru-krepost"))
    state = empty(game)
    state.piles[game.pile_index["t1"]] = [C("AH"), C("5C")]
    state.piles[game.pile_index["t2"]] = [C("6C")]
    moves = move_texts(game, state)
    assert "t1>f1" not in moves  # the ace lies inside the row
    assert "t1>t2" in moves and "t2>t1" in moves  # marriages up or down in suit
    assert "redeal" not in moves and game.rules.redeal is None


def test_chetyrnadtsat_exchanges_cards_only_when_no_pair_of_fourteen_is_left():
    game = Game(load("cadogan-ru-chetyrnadtsat"))
    state = empty(game)
    for i in range(25):
        state.piles[game.pile_index[f"t{i + 1}"]] = [C("2C")]
    state.piles[game.pile_index["t1"]] = [C("KD")]
    state.piles[game.pile_index["t7"]] = [C("AD")]  # K + A, but in neither row nor column of t1
    moves = move_texts(game, state)
    assert moves and all(m.startswith("swap") for m in moves)
    state.piles[game.pile_index["t2"]] = [C("AH")]  # same row as the king
    moves = move_texts(game, state)
    assert moves == {"pair t1 t2"}
