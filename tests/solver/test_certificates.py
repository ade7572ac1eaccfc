"""Committed win certificates replay to a win; tampered ones are refused."""

import dataclasses
import re

import pytest

from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.load import load, ruleset_path, variant_label, with_variant
from patience.solver import Certificate, replay, solve
from patience.solver.check import certificates_dir

CERTS = sorted(certificates_dir().glob("*.json"))


def _game(cert: Certificate) -> Game:
    return Game(with_variant(load(cert.rules), cert.variant))


@pytest.mark.parametrize("path", CERTS, ids=lambda p: p.stem)
def test_certificate_replays_to_a_win_matching_the_promised_end(path):
    cert = Certificate.load(path)
    assert path.stem == cert.rules + (f"~{variant_label(cert.variant)}" if cert.variant else "")
    if not ruleset_path(cert.rules).is_file():
        pytest.skip(f"no rules_json/{cert.rules}.json (not migrated yet)")
    game = _game(cert)
    end = replay(game, cert)
    assert game.is_won(end)
    assert game.final_state_mismatches(end) == []


@pytest.fixture(scope="module")
def won() -> tuple[Game, Certificate]:
    """A win found by the search (not a committed file, so the tests below hold whatever is committed)."""
    game = Game(load("hagenaar2-04"))
    for seed in range(1, 30):
        out = solve(game, game.deal(seed), max_nodes=20_000)
        if out.result == "won" and len(out.moves) >= 4:
            return game, Certificate("hagenaar2-04", None, seed, [game.move_text(m) for m in out.moves])
    pytest.fail("no win in 29 deals")


def _illegal_at(game: Game, cert: Certificate, n: int) -> str:
    """A move text of the certificate that is not legal after its first n moves."""
    state = game.deal(cert.seed)
    for text in cert.moves[:n]:
        game.apply(state, game.parse_move(state, text))
    legal = {game.move_text(m) for m in game.legal_moves(state)}
    return next(t for t in cert.moves if t not in legal)


@pytest.mark.parametrize("where", ["first", "middle"])
def test_a_certificate_with_an_illegal_move_is_refused_naming_the_move(won, where):
    game, cert = won
    n = 0 if where == "first" else len(cert.moves) // 2
    text = _illegal_at(game, cert, n)
    bad = dataclasses.replace(cert, moves=[*cert.moves[:n], text, *cert.moves[n:]])
    with pytest.raises(PatienceError, match=rf"seed {cert.seed}: move {n + 1}: move {re.escape(repr(text))}: not legal"):
        replay(game, bad)


def test_a_certificate_that_stops_early_is_refused(won):
    game, cert = won
    assert game.is_won(replay(game, cert))
    short = dataclasses.replace(cert, moves=cert.moves[:-1])
    with pytest.raises(PatienceError, match="end without a win"):
        replay(game, short)


def test_a_certificate_for_another_deal_is_refused(won):
    game, cert = won
    with pytest.raises(PatienceError, match="not legal|end without a win"):
        replay(game, dataclasses.replace(cert, seed=cert.seed + 1000))


def test_certificates_round_trip_through_their_file(tmp_path):
    cert = Certificate("hagenaar2-09", None, 3, ["pair t1 t2"])
    cert.save(tmp_path / "c.json")
    assert Certificate.load(tmp_path / "c.json") == cert


def test_the_solver_says_won_with_moves_that_replay(won):
    game, cert = won
    assert game.is_won(replay(game, cert))


def test_the_solver_proves_a_deterministic_loss():
    game = Game(load("hagenaar2-01"))
    results = {solve(game, game.deal(seed)).result for seed in range(1, 12)}
    assert results == {"won", "lost"}


def test_the_solver_reports_unknown_when_the_budget_is_spent():
    game = Game(with_variant(load("klondike-nl"), "draw-3"))
    outcomes = [solve(game, game.deal(seed), max_nodes=2_048).result for seed in range(1, 6)]
    assert "unknown" in outcomes
