"""The 'lanes' component: a grid card is free when the lane from a narrow end to the edge is clear."""

from __future__ import annotations

from patience.engine.game import Game
from patience.rules.model import RuleSet

from helpers import position, rule_set


def rules(orientation: str) -> RuleSet:
    return rule_set(
        zones=[
            {"id": "f", "role": "foundation", "count": 1, "build": {"rank": "any", "suit": "any"}, "take": "none"},
            {"id": "a", "role": "tableau", "count": 3, "take": "none", "space": {"never": True}},
            {"id": "b", "role": "tableau", "count": 3, "take": "none", "space": {"never": True}},
            {"id": "c", "role": "tableau", "count": 3, "take": "none", "space": {"never": True}},
            {"id": "s", "role": "stock"},
        ],
        mechanics=[{"name": "lanes", "params": {"zones": ["a", "b", "c"], "columns": 3,
                                                "orientation": orientation, "to": ["f"]}}],
        win={"zones": ["f"]},
    )


def free_cells(orientation: str, removed: tuple[str, ...] = ()) -> set[str]:
    g = Game(rules(orientation))
    grid = {name: "" if name in removed else "5H" for name in ("a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3")}
    st = position(g, f="KS", **grid)
    return {g.move_text(m).split(">")[0] for m in g.legal_moves(st)}


def test_upright_cards_are_free_at_the_top_and_bottom_rows():
    assert free_cells("upright") == {"a1", "a2", "a3", "c1", "c2", "c3"}
    assert "b2" in free_cells("upright", removed=("a2",))


def test_crosswise_cards_are_free_at_the_side_columns():
    assert free_cells("crosswise") == {"a1", "b1", "c1", "a3", "b3", "c3"}


def test_checkerboard_removal_does_not_free_the_neighbour():
    # a1, a3, b2, c1, c3 upright; a2, b1, b3, c2 crosswise
    assert free_cells("checkerboard") == {"a1", "a3", "c1", "c3", "b1", "b3"}
    assert "b2" not in free_cells("checkerboard", removed=("b1",))  # b2's narrow ends face a2 and c2
    assert "b2" in free_cells("checkerboard", removed=("a2",))
