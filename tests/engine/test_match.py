"""Matches between policies: they end, within the move bound, and the same seed plays the same match."""

import json

import pytest
from typer.testing import CliRunner

from patience.cli import _register, app
from patience.engine.game import Game
from patience.engine.match import move_class, play_match
from patience.errors import PatienceError
from patience.rules.load import load, with_variant

GAMES = [("hagenaar2-48", None), ("hagenaar2-48", "reserve"), ("hagenaar2-49", None), ("hagenaar2-50", None)]
WINNERS = {"hagenaar2-48": {"both", "none"}, "hagenaar2-49": {"A", "B"}, "hagenaar2-50": {"A", "B", "none"}}


@pytest.mark.parametrize("gid,variant", GAMES)
@pytest.mark.parametrize("policies", [["greedy", "random"], ["random", "greedy"]])
def test_a_match_runs_to_its_end_for_many_seeds(gid, variant, policies):
    g = Game(with_variant(load(gid), variant))
    for seed in range(1, 16):
        r = play_match(g, seed, policies, max_moves=5000)
        assert r.finished and r.moves < 5000
        assert r.winner in WINNERS[gid]
        assert len(r.movers) == r.moves == len(r.move_list)


@pytest.mark.parametrize("gid,variant", GAMES)
def test_the_same_seed_plays_the_same_match(gid, variant):
    g = Game(with_variant(load(gid), variant))
    assert play_match(g, 7, ["random", "greedy"]) == play_match(g, 7, ["random", "greedy"])


def test_a_match_is_bounded_by_max_moves():
    g = Game(load("hagenaar2-49"))
    r = play_match(g, 1, ["random", "random"], max_moves=10)
    assert r.moves == 10 and not r.finished and r.winner == "none"


def test_the_moves_of_a_match_replay_as_legal_moves():
    g = Game(load("hagenaar2-50"))
    r = play_match(g, 4, ["greedy", "random"])
    st = g.deal(4)
    for text, who in zip(r.move_list, r.movers):
        move = g.parse_move(text)
        assert "AB"[st.vars["turn"]] == who and move in list(g.legal_moves(st))
        g.apply(st, move)


def test_greedy_prefers_the_foundation_then_the_opponent_then_its_own_talon():
    g = Game(load("hagenaar2-49"))
    st = g.deal(1)
    turn = st.vars["turn"]
    me, opp = "ab"[turn], "ab"[1 - turn]
    moves = [("play", g.pile_index["w" + me]), ("play", g.pile_index["w" + opp]), ("play", g.pile_index["f1"])]
    assert [move_class(g, st, m) for m in moves] == [2, 1, 0]


def test_greedy_beats_random_at_over_en_weer():
    g = Game(load("hagenaar2-49"))
    wins = [play_match(g, s, ["greedy", "random"]).winner for s in range(1, 21)]
    assert wins.count("A") > wins.count("B")


def test_bad_policies_and_one_player_games_are_one_line_errors():
    g = Game(load("hagenaar2-49"))
    with pytest.raises(PatienceError, match="unknown policy 'smart'"):
        play_match(g, 1, ["greedy", "smart"])
    with pytest.raises(PatienceError, match="two policies"):
        play_match(g, 1, ["greedy"])
    with pytest.raises(PatienceError, match="not a two-player game"):
        play_match(Game(load("hagenaar2-09")), 1, ["greedy", "random"])


def test_the_match_command_prints_a_match_or_a_tally_as_json():
    _register()
    runner = CliRunner()
    one = runner.invoke(app, ["match", "hagenaar2-49", "--seed", "3", "--json"])
    assert one.exit_code == 0 and json.loads(one.output)["winner"] in ("A", "B")
    many = runner.invoke(app, ["match", "hagenaar2-48", "--deals", "5", "--json"])
    data = json.loads(many.output)
    assert many.exit_code == 0 and sum(data["wins"].values()) == 5
