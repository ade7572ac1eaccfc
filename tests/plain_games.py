"""Rule sets for tests that need a game of a plain shape no book in the corpus has (as JSON data).

Import as `from plain_games import ...` (tests/ is on sys.path, as for `helpers`)."""

from __future__ import annotations

import copy
from typing import Any

KLONDIKE: dict[str, Any] = {
    "id": "plain-klondike",
    "games": ["plain-klondike"],
    "titles": {"original": "Klondike", "en": "Klondike", "nl": "Klondike"},
    "summary": {"en": "Klondike as every computer plays it, for tests.", "nl": "Klondike zoals elke computer het speelt, voor tests."},
    "deck": {"pack": "whist"},
    "zones": [
        {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"}, "space": {"cards": ["A*"]}, "take": "none"},
        {"id": "t", "role": "tableau", "count": 7, "build": {"rank": "down", "suit": "alternate-colour"},
         "space": {"cards": ["K*"]}, "take": "run"},
        {"id": "s", "role": "stock"},
        {"id": "w", "role": "talon"},
    ],
    "setup": [{"step": "deal", "to": "t", "counts": [1, 2, 3, 4, 5, 6, 7], "face": "top-up", "order": "piles"}],
    "moves": [
        {"id": "draw", "kind": "draw", "from": "s", "to": ["w"]},
        {"id": "found", "kind": "move", "from": ["w", "t"], "to": ["f"]},
        {"id": "play", "kind": "move", "from": ["w"], "to": ["t"]},
        {"id": "build", "kind": "move", "from": ["t"], "to": ["t"], "unit": "run"},
        {"id": "redeal", "kind": "redeal", "gather": {"zones": ["w"]}, "to": "s", "when": {"empty": ["s"]}},
    ],
    "win": {"kind": "all-in", "zones": ["f"]},
}
"""Klondike as Solvitaire knows it: turn one, the waste turned over as often as you like once the stock is spent."""


def plain_klondike(rule_id: str = "plain-klondike", **patch: Any) -> dict[str, Any]:
    """A copy of KLONDIKE with id `rule_id`; `patch` maps "zone:ID", "rule:ID", "setup" or a top-level key to the
    fields laid over it (None as a value deletes the field; {"rule:ID": None} deletes the rule)."""
    data = copy.deepcopy(KLONDIKE)
    data["id"], data["games"] = rule_id, [rule_id]
    for key, fields in patch.items():
        kind, _, name = key.partition(":")
        if kind in ("zone", "rule"):
            items = data["zones" if kind == "zone" else "moves"]
            i = next(i for i, x in enumerate(items) if x["id"] == name)
            if fields is None:
                del items[i]
                continue
            for k, v in fields.items():
                if v is None:
                    items[i].pop(k, None)
                else:
                    items[i][k] = v
        else:
            data[key] = fields
    return data
