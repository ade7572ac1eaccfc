"""Committed win certificates replay to a win; tampered ones are refused."""

import dataclasses
from pathlib import Path

import pytest

from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.load import load, with_variant
from patience.solver import Certificate, replay, solve
from patience.solver.check import certificates_dir

CERTS = sorted(certificates_dir().glob("*.json"))


def _game(cert: Certificate) -> Game:
    return Game(with_variant(load(cert.rules), cert.variant))


@pytest.mark.parametrize("path", CERTS, ids=lambda p: p.stem)
def test_certificate_replays_to_a_win_matching_the_promised_end(path):
    cert = Certificate.load(path)
    game = _game(cert)
    end = replay(game, cert)
    assert game.is_won(end)
    assert game.final_state_mismatches(end) == []


def test_a_certificate_with_an_illegal_move_is_refused():
    cert = Certificate.load(certificates_dir() / "hagenaar2-04.json")
    bad = dataclasses.replace(cert, moves=["t1>t1", *cert.moves])
    with pytest.raises(PatienceError, match="move 1 't1>t1' is not legal"):
        replay(_game(bad), bad)


def test_a_certificate_that_stops_early_is_refused():
    cert = Certificate.load(certificates_dir() / "hagenaar2-04.json")
    short = dataclasses.replace(cert, moves=cert.moves[:-1])
    with pytest.raises(PatienceError, match="end without a win"):
        replay(_game(short), short)


def test_certificates_round_trip_through_their_file(tmp_path):
    cert = Certificate("hagenaar2-09", None, 3, ["pair t1 t2"])
    cert.save(tmp_path / "c.json")
    assert Certificate.load(tmp_path / "c.json") == cert


def test_the_solver_says_won_with_moves_that_replay():
    game = Game(load("hagenaar2-04"))
    for seed in range(1, 30):
        out = solve(game, game.deal(seed), max_nodes=20_000)
        if out.result == "won":
            cert = Certificate("hagenaar2-04", None, seed, [game.move_text(m) for m in out.moves])
            assert game.is_won(replay(game, cert))
            return
    pytest.fail("no win in 29 deals")


def test_the_solver_proves_a_deterministic_loss():
    game = Game(load("hagenaar2-01"))
    results = {solve(game, game.deal(seed)).result for seed in range(1, 12)}
    assert results == {"won", "lost"}


def test_the_solver_reports_unknown_when_the_budget_is_spent():
    game = Game(with_variant(load("klondike-nl"), "draw-3"))
    outcomes = [solve(game, game.deal(seed), max_nodes=2_048).result for seed in range(1, 6)]
    assert "unknown" in outcomes
