"""Where a zone's piles lie on the table, from its `layout` hint (and `grid`): the one
arrangement the site's diagram, the browser board and the terminal all draw.

Positions are the top-left corners of cards CARD_W × CARD_H, GAP apart, in pile order. A
crosswise card (`turned`) is the same card turned a quarter about its centre."""

from __future__ import annotations

import math

from .rules.model import Lanes, Zone

CARD_W, CARD_H, GAP = 38, 54, 8
PER_ROW = 10
"""Piles per row of a `row` zone without a grid."""
HALF_DIAGONAL = math.hypot(CARD_W, CARD_H) / 2


def turned(z: Zone) -> list[bool]:
    """Per pile: whether its card lies crosswise — as the zone's `lanes` free rule orients it
    (`checkerboard`: upright where row + column is even)."""
    rule = z.free.rule if z.free else None
    if not isinstance(rule, Lanes) or rule.orientation == "upright":
        return [False] * z.count
    if rule.orientation == "crosswise":
        return [True] * z.count
    columns = z.grid.columns if z.grid else z.count
    return [(i // columns + i % columns) % 2 == 1 for i in range(z.count)]


def _cross(n: int) -> list[tuple[int, int]]:
    """Cells (column, row) of a cross, in reading order: n = 4k, four arms of k round an empty
    centre; otherwise a centre pile, arms of (n − 1) div 4 to the left and right, the rest
    above and below it (the upper arm the longer)."""
    k, middle = (n // 4, 0) if n % 4 == 0 else ((n - 1) // 4, 1)
    up = (n - 2 * k - middle + 1) // 2 if middle else k
    down = n - 2 * k - middle - up
    cells = [(k, r) for r in range(up)]
    cells += [(c, up) for c in range(k)] + [(k, up)] * middle + [(k + 1 + c, up) for c in range(k)]
    cells += [(k, up + 1 + r) for r in range(down)]
    return cells


def pile_positions(z: Zone, middle: tuple[float, float] = (0, 0)) -> list[tuple[float, float]]:
    """Pile positions (top-left corners) inside the zone, in pile order; `middle`, the room
    (width, height) to leave in the zone's middle for the zones drawn `within` it."""
    n, step_x, step_y = z.count, CARD_W + GAP, CARD_H + GAP
    if z.layout in ("circle", "clock") and n > 2:
        r = max(step_x * n / (2 * math.pi), step_x)
        if middle != (0, 0):
            r = max(r, math.hypot(*middle) / 2 + HALF_DIAGONAL + GAP)
        first = 1 if z.layout == "clock" else 0  # a clock's pile k stands at k o'clock: its last at the top
        return [(r + r * math.sin(2 * math.pi * (i + first) / n), r - r * math.cos(2 * math.pi * (i + first) / n))
                for i in range(n)]
    if z.layout == "column":
        return [(0, i * step_y) for i in range(n)]
    if z.layout == "wings":
        half = math.ceil(n / 2)
        right = CARD_W + max(middle[0] + 2 * GAP, step_x)
        return [(0 if i < half else right, (i if i < half else i - half) * step_y) for i in range(n)]
    if z.layout == "cross":
        return [(c * step_x, r * step_y) for c, r in _cross(n)]
    if z.layout == "pyramid":
        rows: list[int] = []
        size = 1
        while sum(rows) < n:
            rows.append(min(size, n - sum(rows)))
            size += 2
        widest = max(rows)
        return [((widest - len_row) * step_x / 2 + i * step_x, r * step_y)
                for r, len_row in enumerate(rows) for i in range(len_row)]
    if z.layout == "square" and n > 1:
        k = max(2, math.ceil(n / 4) + 1)  # cells on a side: the piles go round its edge
        ring = [(c, 0) for c in range(k)] + [(k - 1, r) for r in range(1, k)] \
            + [(c, k - 1) for c in range(k - 2, -1, -1)] + [(0, r) for r in range(k - 2, 0, -1)]
        if n == 4:
            ring = [(0, 0), (k - 1, 0), (0, k - 1), (k - 1, k - 1)]
        return [(c * step_x, r * step_y) for c, r in ring[:n]]
    columns = z.grid.columns if z.grid else min(n, PER_ROW)
    if any(turned(z)):  # square cells, each card centred in its own
        cell = CARD_H + GAP
        return [((i % columns) * cell + (CARD_H - CARD_W) / 2, (i // columns) * cell) for i in range(n)]
    return [((i % columns) * step_x, (i // columns) * step_y) for i in range(n)]


def centre(z: Zone, positions: list[tuple[float, float]]) -> tuple[float, float]:
    """The middle of a zone's piles (where the zones drawn `within` it are centred)."""
    xs = [x for x, _ in positions]
    ys = [y for _, y in positions]
    return (min(xs) + max(xs) + CARD_W) / 2, (min(ys) + max(ys) + CARD_H) / 2
