"""The opening layout of a rule set as an inline SVG: every zone a labelled group of piles,
each pile a card outline with the number of cards the deal puts there (face-down cards
shaded), arranged by the zone's `layout` (and `grid`) hint, zones flowing left to right."""

from __future__ import annotations

import html
from dataclasses import dataclass

from ..engine.game import Game
from ..errors import PatienceError
from ..geometry import CARD_H, CARD_W, GAP, centre, pile_positions, turned
from ..rules.model import DealStep, RuleSet, Withdraw, Zone
from .phrases import LANGUAGES, Phrases, phrases

LABEL_H, ZONE_GAP, MAX_W = 20, 28, 760
DOWN, UP, STROKE = "#b0bec5", "#ffffff", "#37474f"


@dataclass
class Pile:
    cards: int = 0
    down: int = 0
    label: str | None = None
    """The card a withdrawal put there (shown instead of a count)."""


def _withdrawn(rules: RuleSet, piles: dict[str, list[Pile]]) -> None:
    """Label the piles that a withdrawal gives one named card (and only that card)."""
    for step in rules.setup:
        if isinstance(step, Withdraw):
            target = piles[step.to]
            for i, card in enumerate(step.cards):
                pile = target[i % len(target)]
                pile.label = card if pile.label in (None, card) and pile.cards == 1 else None


def _estimate(rules: RuleSet) -> dict[str, list[Pile]]:
    """Cards per pile from the withdrawals and deal steps alone (when the executor cannot deal)."""
    piles = {z.id: [Pile() for _ in range(z.count)] for z in rules.zones}
    for step in rules.setup:
        target = piles.get(step.to) if isinstance(step, (Withdraw, DealStep)) else None
        if target is None:
            continue
        if isinstance(step, Withdraw):
            for i in range(len(step.cards)):
                target[i % len(target)].cards += 1
        elif isinstance(step, DealStep) and isinstance(step.counts, (int, list)):
            counts = [step.counts] * (step.piles or len(target)) if isinstance(step.counts, int) else step.counts
            for pile, n in zip(target, counts):
                pile.cards += n
                pile.down += n if step.face == "down" else max(n - 1, 0) if step.face == "top-up" else 0
    return piles


def opening(rules: RuleSet, seed: int = 1) -> dict[str, list[Pile]]:
    """Cards per pile (and face-down cards) of the opening position of deal `seed`, by zone id,
    as the executor deals it (its automatic moves made); an estimate where it cannot."""
    try:
        game = Game(rules)
        st = game.deal(seed)
    except (PatienceError, ValueError, KeyError, IndexError):
        piles = _estimate(rules)
    else:
        piles, p = {}, 0
        for z in rules.zones:
            piles[z.id] = [Pile(len(st.piles[p + i]), st.down[p + i]) for i in range(z.count)]
            p += z.count
    _withdrawn(rules, piles)
    return piles


def _card(pattern: str, ph: Phrases) -> str:
    """A withdrawn card's short text: rank (in the page language) and suit symbol."""
    rank, suit = pattern[:-1], pattern[-1]
    return ("" if rank == "*" else ph.get(f"rank.{rank}") or rank) + {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}.get(suit, "")


def _pile(x: float, y: float, pile: Pile, label: str | None, crosswise: bool = False) -> str:
    """A pile's outline (a crosswise one turned a quarter about its centre) and its count."""
    turn = f' transform="rotate(90 {x + CARD_W / 2:.0f} {y + CARD_H / 2:.0f})"' if crosswise else ""
    if pile.cards == 0:
        return (f'<rect x="{x:.0f}" y="{y:.0f}" width="{CARD_W}" height="{CARD_H}" rx="4" fill="none" '
                f'stroke="{STROKE}" stroke-dasharray="4 3"{turn}/>')
    shown = min(pile.cards, 3)
    out = [f'<g class="crosswise"{turn}>' if crosswise else ""]
    for k in range(shown):
        face_down = pile.cards - shown + k < pile.down
        off = 2 * (shown - 1 - k)
        out.append(f'<rect x="{x + off:.0f}" y="{y - off:.0f}" width="{CARD_W}" height="{CARD_H}" rx="4" '
                   f'fill="{DOWN if face_down else UP}" stroke="{STROKE}"/>')
    out.append("</g>" if crosswise else "")
    text = html.escape(label or str(pile.cards))
    out.append(f'<text x="{x + CARD_W / 2:.0f}" y="{y + CARD_H / 2 + 5:.0f}" text-anchor="middle" '
               f'font-size="14">{text}</text>')
    return "".join(out)


def _stacked(zones: list[Zone]) -> list[bool]:
    """Per zone: True for a zone in a run of three or more rows alike (same role, same count,
    laid in a row) — rows laid beneath each other, each drawn on a line of its own."""
    out = [False] * len(zones)
    start = 0
    for i in range(1, len(zones) + 1):
        alike = i < len(zones) and all(getattr(zones[i], a) == getattr(zones[start], a) for a in ("role", "count")) \
            and zones[i].layout == zones[start].layout == "row"
        if not alike:
            if i - start >= 3 and zones[start].count > 1:
                out[start:i] = [True] * (i - start)
            start = i
    return out


@dataclass
class Block:
    """A zone's place in the diagram: its origin, size and its piles' top-left corners
    (relative to the origin, below the zone's label)."""

    zone: Zone
    x: float
    y: float
    width: float
    height: float
    piles: list[tuple[float, float]]


def zone_label(z: Zone, ph: Phrases) -> str:
    return f"{getattr(z.name, ph.lang) if z.name else ph(f'role.{z.role}')} ({z.id})"


def _size(z: Zone, pos: list[tuple[float, float]], books: list[Phrases]) -> tuple[float, float]:
    """A zone's block: wide enough for its piles and its label (in either language)."""
    width = max(max(x for x, _ in pos) + CARD_W + 4, *(7.5 * len(zone_label(z, ph)) for ph in books))
    return width, max(y for _, y in pos) + CARD_H + 4


def arrange(rules: RuleSet) -> list[Block]:
    """The zones laid out left to right in lines, as the diagram and the board draw them (a
    label is given the room of its longer language, so both languages share one layout). A
    zone drawn `within` another sits in that zone's middle (side by side with the others
    there) instead of in the line."""
    books = [phrases(lang) for lang in LANGUAGES]
    ids = {z.id for z in rules.zones}
    inner: dict[str, list[tuple[Zone, float, float, list[tuple[float, float]]]]] = {}
    for z in rules.zones:
        if z.within in ids and z.within != z.id:
            pos = [(x, LABEL_H + y + 4) for x, y in pile_positions(z)]
            width, height = _size(z, pos, books)
            shift = (width - 4 - CARD_W - max(x for x, _ in pos)) / 2  # the piles centred under the label
            inner.setdefault(z.within, []).append((z, width, height, [(x + shift, y) for x, y in pos]))
    flowing = [z for z in rules.zones if z.id not in {i[0].id for group in inner.values() for i in group}]
    sized = []
    for z in flowing:
        room = inner.get(z.id, [])
        middle = (sum(w for _, w, _, _ in room) + ZONE_GAP * (len(room) - 1), max((h for _, _, h, _ in room), default=0))
        pos = [(x, LABEL_H + y + 4) for x, y in pile_positions(z, middle if room else (0, 0))]
        sized.append((z, *_size(z, pos, books), pos))
    blocks, x, y, line_h = [], 0.0, 0.0, 0.0
    for (z, width, height, pos), alone in zip(sized, _stacked(flowing)):
        if x > 0 and (alone or x + width > MAX_W):
            x, y, line_h = 0.0, y + line_h + ZONE_GAP, 0.0
        blocks.append(Block(z, x + 10, y + 10, width, height, pos))
        if z.id in inner:
            cx, cy = centre(z, pos)
            lefts = [sum(w + ZONE_GAP for _, w, _, _ in inner[z.id][:k]) for k in range(len(inner[z.id]))]
            piles = [(left + px, py) for left, (_, _, _, ipos) in zip(lefts, inner[z.id]) for px, py in ipos]
            ix, iy = centre(z, piles)  # the middle of all the piles drawn within
            for left, (iz, w, h, ipos) in zip(lefts, inner[z.id]):
                blocks.append(Block(iz, x + 10 + cx - ix + left, y + 10 + cy - iy, w, h, ipos))
        x, line_h = x + width + ZONE_GAP, max(line_h, height)
        if alone:
            x = MAX_W + 1  # the next zone starts a line of its own
    order = {z.id: i for i, z in enumerate(rules.zones)}
    return sorted(blocks, key=lambda b: order[b.zone.id])  # in zone order, as the zones are listed


def layout_svg(rules: RuleSet, ph: Phrases, title: str) -> str:
    """The SVG markup (one line per zone, no blank lines)."""
    piles = opening(rules)
    blocks = arrange(rules)
    out = []
    for b in blocks:
        inner = "".join(_pile(x, y, p, p.label and _card(p.label, ph), t)
                        for (x, y), p, t in zip(b.piles, piles[b.zone.id], turned(b.zone)))
        out.append(f'<g class="zone" data-zone="{html.escape(b.zone.id)}" transform="translate({b.x:.0f},{b.y:.0f})">'
                   f'<text x="0" y="14" font-size="13" font-weight="bold">{html.escape(zone_label(b.zone, ph))}</text>'
                   f'{inner}</g>')
    legend_w = 10 + 330 + 7 * len(ph("svg.count"))
    total_w = max(legend_w, max((b.x + b.width for b in blocks), default=0)) + 10  # cropped to the content
    legend_y = max((b.y + b.height for b in blocks), default=0) + 20
    legend = (f'<g class="legend" transform="translate(10,{legend_y:.0f})" font-size="13">'
              f'<rect width="12" height="16" fill="{UP}" stroke="{STROKE}"/>'
              f'<text x="18" y="12">{html.escape(ph("svg.face_up"))}</text>'
              f'<rect x="110" width="12" height="16" fill="{DOWN}" stroke="{STROKE}"/>'
              f'<text x="128" y="12">{html.escape(ph("svg.face_down"))}</text>'
              f'<rect x="230" width="12" height="16" fill="none" stroke="{STROKE}" stroke-dasharray="3 2"/>'
              f'<text x="248" y="12">{html.escape(ph("svg.empty"))}</text>'
              f'<text x="330" y="12">{html.escape(ph("svg.count"))}</text></g>')
    height = legend_y + 26
    name = html.escape(ph("svg.title", game=title))
    return (f'<svg class="layout" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{name}" '
            f'viewBox="0 0 {total_w:.0f} {height:.0f}" width="{total_w:.0f}" height="{height:.0f}" '
            f'font-family="sans-serif" fill="#263238">\n<title>{name}</title>\n'
            + "\n".join(out) + f"\n{legend}\n</svg>")
