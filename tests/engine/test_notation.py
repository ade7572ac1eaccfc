"""§14 Move notation (texts unique, parse round trip, one-line rejections) and §15 position notation."""

import pytest

from patience.errors import PatienceError

from helpers import listed, make_game, play, position

ZONES = [
    {"id": "s", "role": "stock"},
    {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"}, "space": {"cards": ["A*"]}},
    {"id": "t", "role": "tableau", "count": 7, "build": {"rank": "down", "suit": "alternate-colour"}, "take": "run"},
    {"id": "w", "role": "talon"},
    {"id": "x", "role": "reserve", "take": "any"},
]
RULES = [
    {"id": "draw", "kind": "draw", "from": "s", "to": ["w"]},
    {"id": "home", "kind": "move", "from": ["t", "w", "x"], "to": ["f"]},
    {"id": "build", "kind": "move", "from": ["t", "x"], "to": ["t"], "unit": "run"},
    {"id": "pair", "kind": "remove", "group": {"from": ["t"], "relation": "sum", "total": 13}, "to": "w"},
    {"id": "redeal", "kind": "redeal", "gather": {"zones": ["w"]}, "to": "s", "progress": ["f"], "when": {"empty": ["s"]}},
]


@pytest.fixture
def game():
    return make_game(ZONES, RULES, choices=[{"name": "mode", "options": ["a", "b"]}])


@pytest.fixture
def st(game):
    s = position(game, s="KC", t7="AH", t1="5C 9D 8S", t2="10C", t3="5H", x="AS 7S QC")
    play(game, s, "choose mode a")
    return s


def test_every_legal_move_has_a_unique_text_that_parses_back_to_it(game, st):
    moves = list(game.legal_moves(st))
    texts = [game.move_text(m) for m in moves]
    assert len(set(texts)) == len(texts)
    assert {"s>w", "t7>f1", "t1>t2:2", "x/3>f1", "pair t1 t3"} <= set(texts)
    for m, t in zip(moves, texts):
        assert game.parse_move(st, t) == m


def test_parsing_normalises_spaces(game, st):
    assert game.move_text(game.parse_move(st, "  t7>f1 ")) == "t7>f1"
    assert game.move_text(game.parse_move(st, "pair   t1  t3")) == "pair t1 t3"


def test_choices_are_written_choose_name_option(game):
    s = position(game)
    assert listed(game, s) == ["choose mode a", "choose mode b"]
    assert game.parse_move(s, "choose mode b") == (-1, "mode", "b")


@pytest.mark.parametrize("text,why", [
    ("t7>f1:0", "count"),
    ("t7>f1:1", "count"),
    ("t1/1>t2", "depth"),
    ("t1/0>t2", "depth"),
    ("t1>t1", "own pile"),
    ("t9>f1", "no pile named 't9'"),
    ("q>f1", "no pile named 'q'"),
    ("nope", "no rule 'nope'"),
    ("pair t1 t99", "no pile named 't99'"),
    ("redeal", "not legal"),
    ("t2>f1", "not legal"),
    ("choose mode c", "no such choice"),
    ("", "empty"),
])
def test_a_text_naming_no_legal_move_is_rejected_with_one_line_saying_why(game, st, text, why):
    with pytest.raises(PatienceError) as e:
        game.parse_move(st, text)
    msg = str(e.value)
    assert why in msg and "\n" not in msg


def test_a_rejection_quotes_the_text(game, st):
    with pytest.raises(PatienceError, match="'t7>f1:0'"):
        game.parse_move(st, "t7>f1:0")


# ----------------------------------------------------------------------------- position notation


def test_position_text_one_line_per_pile_then_passes_then_sorted_state(game):
    s = position(game, t1="KH qs 5C", t2="ah 10d", t3="7D", w="2C")
    s.passes = 2
    play(game, s, "choose mode b")
    lines = game.position_text(s).splitlines()
    assert lines[: len(game.pile_names)] == [
        "s:", "f1:", "f2:", "f3:", "f4:", "t1: KH qs 5C", "t2: ah 10d", "t3: 7D", "t4:", "t5:", "t6:", "t7:", "w: 2C", "x:"]
    rest = lines[len(game.pile_names):]
    assert rest[0] == "passes: 2"
    assert rest[1:] == ["choice:mode: b", "redeal.fruitless: 0", "redeal.start: 0 0 0 0"]


def test_position_text_shows_booleans_as_yes_and_no():
    g = make_game([{"id": "f", "role": "foundation", "count": 2, "build": {"rank": "up"}, "space": {"cards": ["A*"]}},
                   {"id": "sa", "role": "stock", "owner": "A", "group": "s"}, {"id": "sb", "role": "stock", "owner": "B", "group": "s"}],
                  [{"id": "p", "kind": "pass", "ends_turn": True}], deck={"pack": "whist", "packs": 2},
                  players={"count": 2, "layout": "first-turn"}, win={"kind": "first-out", "zones": ["own:s"]})
    s = g.deal(1)
    assert "laid: yes no" in g.position_text(s).splitlines()
    assert "turn: 0" in g.position_text(s).splitlines()


def test_the_notation_round_trips_through_lay(game):
    from helpers import pile

    s = position(game, t1="KH qs 5C", t2="ah 10d")
    assert pile(game, s, "t1") == "KH qs 5C" and pile(game, s, "t2") == "ah 10d"
    t1 = game.pile_index["t1"]
    assert (s.under[t1], s.down[t1], s.up(t1)) == (1, 1, 1)
