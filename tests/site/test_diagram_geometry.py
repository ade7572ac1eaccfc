"""The diagrams drawn to the books' geometry (issue 14): each test checks one text's claim about
where its piles lie against the arrangement the diagram, the board and the terminal share."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from patience.geometry import CARD_H, CARD_W
from patience.rules.load import load_all
from patience.site.diagram import arrange, layout_svg
from patience.site.phrases import phrases

REPO = Path(__file__).resolve().parents[2]
RULES = load_all(REPO)
SVG = "{http://www.w3.org/2000/svg}"
HOURS = {"A": 1, "J": 11, "K": 12}


def _centres(rule_id: str) -> dict[str, list[tuple[float, float]]]:
    """By zone id: the centres of its piles, in diagram units (absolute)."""
    return {b.zone.id: [(b.x + x + CARD_W / 2, b.y + y + CARD_H / 2) for x, y in b.piles] for b in arrange(RULES[rule_id])}


def _middle(points: list[tuple[float, float]]) -> tuple[float, float]:
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2


def test_the_clock_has_the_king_of_hearts_at_twelve_and_each_card_at_its_hour():
    """No. 27: "Hartenheer beteekent 12 uur, de boer 11 uur, de overige de uren naar hun getal";
    the queens take their place in the middle of the dial."""
    rules = RULES["hagenaar2-27"]
    cards = next(step.cards for step in rules.setup if getattr(step, "to", None) == "h")
    piles = _centres("hagenaar2-27")
    cx, cy = _middle(piles["h"])
    top = min(range(len(cards)), key=lambda i: piles["h"][i][1])
    assert cards[top] == "KH"
    for card, (x, y) in zip(cards, piles["h"]):
        hour = round(math.degrees(math.atan2(x - cx, cy - y)) / 30) % 12  # clockwise from the top
        rank = card[:-1]
        assert hour == HOURS.get(rank, int(rank) if rank.isdigit() else 0) % 12, card
    (qx, qy), = piles["q"]
    assert abs(qx - cx) < CARD_W and abs(qy - cy) < CARD_H


def test_krepost_lies_in_two_groups_with_the_aces_between_them():
    """Крѣпость: "раскладываютъ поперечными рядами на двѣ группы … оставляя при этомъ свободное
    мѣсто посрединѣ для четырехъ тузовъ" — two groups of rows, room in the middle for the aces."""
    piles = _centres("cadogan-ru-krepost")
    left, right, aces = piles["t"][:5], piles["t"][5:], piles["f"]
    assert len({x for x, _ in left}) == len({x for x, _ in right}) == 1  # each group's rows one beneath another
    assert max(x for x, _ in left) < min(x for x, _ in aces) <= max(x for x, _ in aces) < min(x for x, _ in right)
    top, bottom = min(y for _, y in left), max(y for _, y in left)
    assert all(top <= y <= bottom for _, y in aces)


def test_the_wheel_has_a_cross_of_aces_in_the_centre_of_its_circle():
    """The Wheel: the aces "in the form of a cross"; at the end "the cross of aces in the centre,
    surrounded by a circle"."""
    piles = _centres("cadogan-wheel")
    cross = piles["x"]
    cx, cy = _middle(cross)
    vertical = [(x, y) for x, y in cross if abs(x - cx) < 1]
    horizontal = [(x, y) for x, y in cross if abs(y - cy) < 1]
    assert len(vertical) >= 2 and len(horizontal) >= 2
    assert {y > cy for _, y in vertical} == {True, False} and {x > cx for x, _ in horizontal} == {True, False}
    wx, wy = _middle(piles["w"])
    assert abs(wx - cx) < 1 and abs(wy - cy) < 1


def test_the_carpet_alternates_upright_and_crosswise_cards():
    """The Carpet: its free rule (lanes, checkerboard) lays the cards upright and crosswise in
    turn; the diagram turns every crosswise card a quarter."""
    rules = RULES["cadogan-carpet"]
    tree = ET.fromstring(layout_svg(rules, phrases("en"), "The Carpet"))
    carpet = next(g for g in tree.iter(f"{SVG}g") if g.get("data-zone") == "c")
    piles = [child for child in carpet if child.tag in (f"{SVG}g", f"{SVG}rect")]
    assert len(piles) == 64
    columns = rules.zones[[z.id for z in rules.zones].index("c")].grid.columns
    for i, pile in enumerate(piles):
        crosswise = bool(re.match(r"rotate\(90 ", pile.get("transform") or ""))
        assert crosswise == ((i // columns + i % columns) % 2 == 1), i


@pytest.mark.parametrize("rule_id", ["hagenaar2-27", "cadogan-ru-krepost", "cadogan-carpet", "cadogan-wheel"])
def test_a_diagram_is_cropped_and_its_text_legible_at_natural_size(rule_id):
    """The viewBox ends 10 units past the content (or the legend), and no text is under 11 px at
    natural size (the page draws the SVG at its natural size and scrolls it on a narrow screen)."""
    rules = RULES[rule_id]
    tree = ET.fromstring(layout_svg(rules, phrases("en"), "x"))
    width = float(tree.get("viewBox").split()[2])
    right = max(b.x + b.width for b in arrange(rules))
    assert width <= max(right, 340 + 7 * len(phrases("en")("svg.count"))) + 10.5
    assert all(float(t.get("font-size") or 13) >= 11 for t in tree.iter(f"{SVG}text"))
    css = (REPO / "site" / "overrides" / "assets" / "patience.css").read_text("utf-8")
    assert re.search(r"\.layout-diagram svg \{[^}]*max-width: none", css)
