"""The compulsory component: fitting cards of the source zones must be played before anything else."""

from patience.engine.game import Game

from helpers import position, rule_set, sorted_move_texts


def make_game() -> Game:
    return Game(rule_set(
        zones=[
            {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"}, "space": {"ranks": ["A"]},
             "take": "none"},
            {"id": "r", "role": "reserve", "count": 2},
            {"id": "s", "role": "stock"},
            {"id": "w", "role": "talon"},
        ],
        setup=[{"action": "deal", "to": "r", "counts": 1}],
        moves=[{"action": "draw", "from": ["s"], "to": ["w"]}, {"from": ["r", "w"], "to": ["f"]}],
        mechanics=[{"name": "compulsory", "params": {"sources": ["r"], "targets": ["f"]}}],
        win={"kind": "all-in", "zones": ["f"]},
    ))


def test_a_fitting_source_card_must_be_played_first():
    g = make_game()
    state = position(g, r1="AC", r2="9D")
    assert [g.move_text(m) for m in g.legal_moves(state)] == ["r1>f1"]


def test_without_a_fitting_source_card_every_rule_move_is_offered():
    g = make_game()
    state = position(g, r1="5C", r2="9D", w="AH")
    assert sorted_move_texts(g, state) == ["s>w", "w>f1"]
