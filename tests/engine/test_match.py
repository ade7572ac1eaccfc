"""Matches between policies on a small two-player race (inline, rule language 2): they end within the move bound,
the same seed plays the same match, the moves replay as legal moves of the player on turn, greedy's order."""

import json

import pytest
from typer.testing import CliRunner

from patience.cli import _register, app
from patience.engine.game import Game
from patience.engine.match import move_class, play_match, tally
from patience.errors import PatienceError

from helpers import make_game, rule_set

RACE = {
    "deck": {"pack": "whist", "packs": 2},
    "players": {"count": 2, "start": "draw", "stalemate": 60},
    "zones": [
        {"id": "f", "role": "foundation", "count": 8, "build": {"rank": "up"}, "space": {"cards": ["A*"]}, "take": "none"},
        {"id": "sa", "role": "stock", "owner": "A", "group": "s"},
        {"id": "wa", "role": "talon", "owner": "A", "group": "w", "build": {"rank": "either", "wrap": True, "suit": "any"},
         "space": {"never": True}},
        {"id": "sb", "role": "stock", "owner": "B", "group": "s"},
        {"id": "wb", "role": "talon", "owner": "B", "group": "w", "build": {"rank": "either", "wrap": True, "suit": "any"},
         "space": {"never": True}},
    ],
    "moves": [
        {"id": "home", "kind": "move", "from": ["own:w"], "to": ["f"]},
        {"id": "unload", "kind": "move", "from": ["own:w"], "to": ["opponent:w"]},
        {"id": "draw", "kind": "draw", "from": "own:s", "to": ["own:w"], "ends_turn": True},
        {"id": "turn", "kind": "redeal", "gather": {"zones": ["own:w"]}, "to": "own:s", "when": {"empty": ["own:s"]}, "ends_turn": True},
    ],
    "win": {"kind": "first-out", "zones": ["own:s", "own:w"]},
}


@pytest.fixture(scope="module")
def race() -> Game:
    return Game(rule_set(**RACE))


@pytest.mark.parametrize("policies", [["greedy", "random"], ["random", "greedy"], ["greedy", "greedy"]])
def test_a_match_runs_to_its_end_for_many_seeds(race, policies):
    for seed in range(1, 9):
        r = play_match(race, seed, policies, max_moves=3000)
        assert r.moves < 3000
        assert r.winner in ("A", "B", "none")
        assert r.finished == (r.winner != "none" or not list(race.legal_moves(_replay(race, r))))
        assert len(r.movers) == r.moves == len(r.move_list)


def _replay(game, r):
    st = game.deal(r.seed)
    for text in r.move_list:
        game.apply(st, game.parse_move(st, text))
    return st


def test_the_same_seed_plays_the_same_match(race):
    assert play_match(race, 7, ["random", "greedy"]) == play_match(race, 7, ["random", "greedy"])


def test_a_match_is_bounded_by_max_moves(race):
    r = play_match(race, 1, ["random", "random"], max_moves=10)
    assert r.moves == 10 and not r.finished and r.winner == "none"


def test_the_moves_of_a_match_replay_as_legal_moves_of_the_player_on_turn(race):
    r = play_match(race, 4, ["greedy", "random"], max_moves=400)
    st = race.deal(4)
    assert "AB"[st.vars["turn"]] == r.starter
    for text, who in zip(r.move_list, r.movers):
        move = race.parse_move(st, text)
        assert "AB"[st.vars["turn"]] == who and move in list(race.legal_moves(st))
        race.apply(st, move)


def test_greedy_prefers_the_foundation_then_the_opponent_then_its_own_talon(race):
    st = race.deal(1)
    turn = st.vars["turn"]
    me, opp = "ab"[turn], "ab"[1 - turn]
    src = race.pile_index["s" + me]
    moves = [(2, src, race.pile_index["w" + me]), (1, src, race.pile_index["w" + opp]), (0, src, race.pile_index["f1"]),
             (3, )]
    assert [move_class(race, st, m) for m in moves] == [2, 1, 0, 3]


def test_greedy_beats_random_at_the_race(race):
    wins = [play_match(race, s, ["greedy", "random"], max_moves=3000).winner for s in range(1, 9)]
    assert wins.count("A") > wins.count("B")


def test_a_tally_counts_wins_and_starters(race):
    results = [play_match(race, s, ["greedy", "random"], max_moves=2000) for s in range(1, 6)]
    t = tally(results)
    assert t["deals"] == 5 and sum(t["wins"].values()) == 5 and sum(t["starts"].values()) == 5


def test_bad_policies_and_one_player_games_are_one_line_errors(race):
    with pytest.raises(PatienceError, match="unknown policy 'smart'"):
        play_match(race, 1, ["greedy", "smart"])
    with pytest.raises(PatienceError, match="two policies"):
        play_match(race, 1, ["greedy"])
    solo = make_game([{"id": "s", "role": "stock"}, {"id": "w", "role": "talon"}], [{"id": "d", "kind": "draw", "from": "s", "to": ["w"]}])
    with pytest.raises(PatienceError, match="not a two-player game"):
        play_match(solo, 1, ["greedy", "random"])


def test_the_match_command_prints_a_match_or_a_tally_as_json(tmp_path, monkeypatch):
    (tmp_path / "rules_json").mkdir()
    doc = rule_set(**RACE).model_dump(mode="json", by_alias=True, exclude_none=True)
    doc["id"] = "race"
    (tmp_path / "rules_json" / "race.json").write_text(json.dumps(doc), "utf-8")
    monkeypatch.setenv("PATIENCE_ROOT", str(tmp_path))
    _register()
    runner = CliRunner()
    one = runner.invoke(app, ["match", "race", "--seed", "3", "--json", "--max-moves", "2000"])
    assert one.exit_code == 0, one.output
    assert json.loads(one.output)["winner"] in ("A", "B", "none")
    many = runner.invoke(app, ["match", "race", "--deals", "3", "--json", "--max-moves", "2000"])
    assert many.exit_code == 0, many.output
    assert sum(json.loads(many.output)["wins"].values()) == 3
