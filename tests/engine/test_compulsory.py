"""The compulsory component: fitting cards of the source zones must be played before anything else."""

from patience.engine import cards
from patience.engine.game import Game
from patience.rules.model import RuleSet


def make_game() -> Game:
    rules = RuleSet.model_validate({
        "id": "test-compulsory", "games": ["test"],
        "titles": {"original": "T", "en": "T", "nl": "T"},
        "summary": {"en": "A test rule set for compulsory plays.", "nl": "Een testspel voor verplichte zetten."},
        "deck": {"pack": "whist"},
        "zones": [
            {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"}, "space": {"ranks": ["A"]},
             "take": "none"},
            {"id": "r", "role": "reserve", "count": 2},
            {"id": "s", "role": "stock"},
            {"id": "w", "role": "talon"},
        ],
        "setup": [{"action": "deal", "to": "r", "counts": 1}],
        "moves": [{"action": "draw", "from": ["s"], "to": ["w"]}, {"from": ["r", "w"], "to": ["f"]}],
        "mechanics": [{"name": "compulsory", "params": {"sources": ["r"], "targets": ["f"]}}],
        "win": {"kind": "all-in", "zones": ["f"]},
    })
    return Game(rules)


def test_a_fitting_source_card_must_be_played_first():
    g = make_game()
    state = g.deal(1)
    r1, r2 = g.zones["r"].piles
    state.piles[r1], state.piles[r2] = [cards.parse("AC")], [cards.parse("9D")]
    assert [g.move_text(m) for m in g.legal_moves(state)] == ["r1>f1"]


def test_without_a_fitting_source_card_every_rule_move_is_offered():
    g = make_game()
    state = g.deal(1)
    r1, r2 = g.zones["r"].piles
    state.piles[r1], state.piles[r2] = [cards.parse("5C")], [cards.parse("9D")]
    state.piles[g.talon] = [cards.parse("AH")]
    assert sorted(g.move_text(m) for m in g.legal_moves(state)) == ["s>w", "w>f1"]
