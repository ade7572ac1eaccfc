"""Where a zone's piles lie on the table, from its `layout` hint (and `grid`): the one
arrangement the site's diagram, the browser board and the terminal all draw.

Positions are the top-left corners of cards CARD_W × CARD_H, GAP apart, in pile order."""

from __future__ import annotations

import math

from .rules.model import Zone

CARD_W, CARD_H, GAP = 38, 54, 8
PER_ROW = 10
"""Piles per row of a `row` zone without a grid."""


def pile_positions(z: Zone) -> list[tuple[float, float]]:
    """Pile positions (top-left corners) inside the zone, in pile order."""
    n, step_x, step_y = z.count, CARD_W + GAP, CARD_H + GAP
    if z.layout == "circle" and n > 2:
        r = max(step_x * n / (2 * math.pi), step_x)
        return [(r + r * math.sin(2 * math.pi * i / n), r - r * math.cos(2 * math.pi * i / n)) for i in range(n)]
    if z.layout == "column":
        return [(0, i * step_y) for i in range(n)]
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
    return [((i % columns) * step_x, (i // columns) * step_y) for i in range(n)]
