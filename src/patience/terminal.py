"""A position drawn for a terminal, zone by zone in the game's geometry.

Each zone has a header line (its name, role and id). Fanned rows (tableaux) are drawn as
columns, cards downward; other zones as their piles lie on the table (`geometry`): a grid as
a grid, a circle or cross on a character grid, each pile by name with its top card and the
number of cards beneath. The stock shows only its count; face-down cards read `##`.
"""

from __future__ import annotations

import html
import re

from .engine import cards
from .engine.game import Game, State
from .geometry import CARD_H, CARD_W, GAP, PER_ROW, pile_positions
from .rules.model import RuleSet, Zone
from .site.phrases import phrases
from .site.prose import prose_text

SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
RED, RESET = "\x1b[31m", "\x1b[0m"
CELL = 10
"""Characters per pile in a drawn zone (name, top card and count: "c12 10♥+3")."""


def card_text(card: int, colour: bool = False) -> str:
    """`10♥`, in red where `colour` is on and the suit is red."""
    t = cards.text(card)
    face = t[:-1] + SYMBOLS[t[-1]]
    return f"{RED}{face}{RESET}" if colour and cards.is_red(card) else face


def _width(text: str) -> int:
    return len(re.sub(r"\x1b\[\d+m", "", text))


def _pad(text: str, width: int) -> str:
    return text + " " * max(width - _width(text), 0)


def _label(z: Zone) -> str:
    name = z.name.en if z.name else z.role
    return f"{name} ({z.role}, {z.id})" if name != z.role else f"{z.role} ({z.id})"


def _pile_cards(game: Game, st: State, p: int, colour: bool) -> list[str]:
    pile, u, d = st.piles[p], st.under[p], st.down[p]
    return [card_text(c, colour) for c in pile[:u]] + ["##"] * d + [card_text(c, colour) for c in pile[u + d:]]


def _cell(game: Game, st: State, name: str, colour: bool) -> str:
    """A pile as one cell: its name, top card (or `.` when empty) and `+n` cards beneath."""
    p = game.pile_index[name]
    shown = _pile_cards(game, st, p, colour)
    if p == game.stock:
        return f"{name} [{len(shown)}]"
    if not shown:
        return f"{name} ."
    return f"{name} {shown[-1]}" + (f"+{len(shown) - 1}" if len(shown) > 1 else "")


def _columns(game: Game, st: State, names: list[str], colour: bool) -> list[str]:
    """Fanned piles side by side: a row of names, then their cards downward."""
    out = []
    for start in range(0, len(names), PER_ROW):
        group = names[start:start + PER_ROW]
        stacks = [_pile_cards(game, st, game.pile_index[n], colour) for n in group]
        out.append("  " + "".join(_pad(n, 5) for n in group).rstrip())
        for row in range(max((len(s) for s in stacks), default=0)):
            out.append("  " + "".join(_pad(s[row] if row < len(s) else "", 5) for s in stacks).rstrip())
        if not any(stacks):
            out.append("  " + "".join(_pad(".", 5) for _ in group).rstrip())
    return out


def _placed(game: Game, st: State, z: Zone, names: list[str], colour: bool) -> list[str]:
    """Piles where the geometry puts them, on a grid of half-card steps."""
    step_x, step_y = (CARD_W + GAP) / 2, (CARD_H + GAP) / 2
    grid: dict[tuple[int, int], str] = {}
    for name, (x, y) in zip(names, pile_positions(z)):
        row, col = round(y / step_y), round(x / step_x)
        while (row, col) in grid or (row, col - 1) in grid:
            col += 1  # two piles rounded onto one spot: the later one moves right
        grid[(row, col)] = _cell(game, st, name, colour)
    lines = []
    for row in sorted({r for r, _ in grid}):
        line = ""
        for col in sorted(c for r, c in grid if r == row):
            line = _pad(line, col * CELL // 2) + grid[(row, col)] + " "
        lines.append("  " + line.rstrip())
    return lines


def board(game: Game, st: State, colour: bool = False) -> str:
    """The whole position, zone by zone."""
    out = []
    for z in game.rules.zones:
        names = [n for n, p in game.pile_index.items() if game.pile_zone[p].spec is z]
        out.append(_label(z))
        if (z.fanned or z.role == "tableau") and z.layout in ("row", "grid") and any(
                len(st.piles[game.pile_index[n]]) > 1 for n in names):
            out += _columns(game, st, names, colour)
        else:
            out += _placed(game, st, z, names, colour)
    if st.passes:
        out.append(f"deal {st.passes + 1}")
    return "\n".join(out)


def plain(markup: str) -> str:
    """HTML prose as terminal text (tags dropped, entities read)."""
    return html.unescape(re.sub(r"<[^>]+>", "", markup))


def rules_in_words(rules: RuleSet, lang: str = "en") -> str:
    """The site's "How to play" as plain text: the object, each part's heading, its sentences."""
    return prose_text(rules, phrases(lang), plain)
