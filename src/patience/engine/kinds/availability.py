"""Geometric `free` rules: which piles of a zone have free cards."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...errors import PatienceError
from ..state import State

if TYPE_CHECKING:
    from ..game import Game, ZoneRT


def _grid(game: "Game", rt: "ZoneRT") -> tuple[int, int]:
    if rt.spec.grid is None:
        raise PatienceError(f"{game.rules.id}: zone {rt.spec.id!r} has a free rule that needs a grid")
    cols = rt.spec.grid.columns
    return (rt.count + cols - 1) // cols, cols


def free_under(game: "Game", st: State, rt: "ZoneRT", rule: Any) -> list[int]:
    piles = st.piles
    kind = rule.rule
    occupied = [p for p in rt.piles if piles[p]]
    if kind == "row-end":
        if not occupied:
            return []
        top = max(len(piles[p]) for p in occupied)
        tallest = [p for p in occupied if len(piles[p]) == top]
        return [tallest[-1] if rule.end == "last" else tallest[0]]
    if kind == "latest-row":
        field = (".pass-" if rule.this_pass else ".") + rule.unit
        rows = rule.setup_rows + st.vars[rule.deal + field]
        return [p for p in occupied if len(piles[p]) == rows]
    rows, cols = _grid(game, rt)

    def empty(r: int, c: int) -> bool:
        if not (0 <= r < rows and 0 <= c < cols):
            return True
        i = r * cols + c
        return i >= rt.count or not piles[rt.start + i]

    out = []
    for p in occupied:
        r, c = divmod(p - rt.start, cols)
        if kind == "open-side":
            steps = {"above": (-1, 0), "below": (1, 0), "left": (0, -1), "right": (0, 1)}
            if any(empty(r + dr, c + dc) for dr, dc in (steps[s] for s in rule.sides)):
                out.append(p)
            continue
        upright = rule.orientation == "upright" or (rule.orientation == "checkerboard" and (r + c) % 2 == 0)
        if upright:
            lanes = ([(x, c) for x in range(r)], [(x, c) for x in range(r + 1, rows)])
        else:
            lanes = ([(r, x) for x in range(c)], [(r, x) for x in range(c + 1, cols)])
        if any(all(empty(a, b) for a, b in lane) for lane in lanes):
            out.append(p)
    return out
