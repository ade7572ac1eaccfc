"""The evidence spans of a rule set as marks in a game's book text, each with a page anchor.

Spans are numbered in the order of the rule set's `evidence` (pointer by pointer, span by
span), so the rules text, the book text and the board's rule links agree on `ev-N`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.model import RuleSet


@dataclass(frozen=True)
class Mark:
    start: int
    end: int
    anchor: str
    pointer: str


def evidence_anchors(rules: RuleSet) -> list[tuple[str, str, int, int, str]]:
    """(anchor, pointer, start, end, game) of every evidence span, numbered from ev-1."""
    found, n = [], 0
    for pointer, spans in rules.evidence.items():
        for ev in spans:
            n += 1
            found.append((f"ev-{n}", pointer, ev.start, ev.end, ev.game.split("/")[0]))
    return found


def evidence_marks(rules: RuleSet, game_id: str) -> list[Mark]:
    """The spans that lie in the text of game `game_id`."""
    return [Mark(start, end, anchor, pointer) for anchor, pointer, start, end, game in evidence_anchors(rules)
            if game == game_id and end > start]


def under(pointer: str, marks: list[Mark]) -> list[str]:
    """The anchors of the marks on `pointer` and the fields below it."""
    return [m.anchor for m in marks if m.pointer == pointer or m.pointer.startswith(pointer + "/")]
