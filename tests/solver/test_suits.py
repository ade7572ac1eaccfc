"""Proofs of loss one suit at a time: which rule sets qualify, the one-suit position,
a deal proven lost that the whole-game search cannot decide, and no proof ever
contradicting a certificate's win."""

import pytest

from patience import project_root
from patience.engine import cards
from patience.engine.game import Game
from patience.rules.load import load
from patience.solver import Certificate, Outcome, check, solve
from patience.solver.check import check_game
from patience.solver.suits import not_separable, prove_lost, suit_state


def _game(rule_id: str) -> Game:
    return Game(load(rule_id))


@pytest.mark.parametrize("rule_id, why", [
    ("klondike-nl", "zone 't' builds across suits"),
    ("cadogan-sly", "it has special mechanics"),
    ("hagenaar2-31", None),
    ("hagenaar2-46", None),
])
def test_not_separable_names_what_lets_suits_touch(rule_id, why):
    assert not_separable(_game(rule_id)) == why


def test_the_one_suit_position_keeps_each_piles_order_and_turns_every_card_up():
    game = _game("hagenaar2-46")
    state = game.deal(5)
    hearts = suit_state(state, cards.suit(cards.parse("AH")))
    for whole, part in zip(state.piles, hearts.piles):
        assert part == [c for c in whole if cards.suit(c) == cards.suit(cards.parse("AH"))]
    assert not any(hearts.down)


def test_a_deal_the_whole_search_cannot_decide_is_proven_lost_one_suit_at_a_time():
    game = _game("hagenaar2-46")
    state = game.deal(5)
    before = state.key()
    assert solve(game, state, max_nodes=30_000, max_seconds=60).result == "unknown"
    assert prove_lost(game, state, max_nodes=100_000, max_seconds=60).result == "lost"
    assert state.key() == before and game.win_need == game.total  # the game and the deal are left as they were


@pytest.mark.parametrize("rule_id", ["hagenaar2-46", "hagenaar2-47", "cadogan-ru-sultan", "cadogan-ru-krepost",
                                     "cadogan-mount-olympus"])
def test_no_proof_of_loss_for_a_deal_a_certificate_wins(rule_id):
    cert = Certificate.load(project_root() / "checks" / "certificates" / f"{rule_id}.json")
    game = _game(rule_id)
    assert not_separable(game) is None
    assert prove_lost(game, game.deal(cert.seed), max_nodes=100_000, max_seconds=60).result == "unknown"


def test_check_counts_losses_proven_one_suit_at_a_time(tmp_path, monkeypatch):
    (tmp_path / "rules_json").mkdir()
    (tmp_path / "rules_json" / "hagenaar2-46.json").write_bytes(
        (project_root() / "rules_json" / "hagenaar2-46.json").read_bytes())
    monkeypatch.setattr(check, "solve", lambda *a, **k: Outcome("unknown"))  # the whole-game search decides nothing
    res = check_game("hagenaar2-46", None, 1, first_seed=5, max_nodes=100_000, max_seconds=60, root=tmp_path,
                     playouts=False)
    assert (res.won, res.lost, res.unknown, res.lost_by_suit) == (0, 1, 0, 1)
