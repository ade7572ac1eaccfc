"""`patience extract GAME --init`: start a rules_json file from a draft, never over an existing one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..errors import PatienceError
from ..fsutil import atomic_write_json
from ..rules.load import ruleset_path, validate_data


def skeleton(draft: dict[str, Any]) -> dict[str, Any]:
    """A schema-valid, incomplete rule set holding what the draft found, with its evidence.

    Everything the draft did not find is a placeholder without evidence, so `patience diff`
    lists it (kind `unevidenced`) until an editor encodes it.
    """
    rules = draft["rules"]
    zones = [dict(z) for z in rules.get("zones", [])]
    if not zones:
        zones = [{"id": "t", "role": "tableau", "count": 1}]
    win_zone = next((z["id"] for z in zones if z["role"] == "foundation"), zones[0]["id"])
    doc: dict[str, Any] = {
        "schema_version": 2,
        "id": draft["game"],
        "games": [draft["game"]],
        "status": "incomplete",
        "titles": {"original": draft["title"], "en": draft["title"], "nl": draft["title"]},
        "summary": {"en": "Draft from `patience extract`: to be written.",
                    "nl": "Concept uit `patience extract`: nog te schrijven."},
        "players": rules.get("players", {"count": 1}),
        "deck": {"pack": "whist", "packs": 1, **rules.get("deck", {})},
        "zones": zones,
        "moves": [],
        "win": {"kind": "all-in", "zones": [win_zone]},
        "evidence": dict(draft["evidence"]),
    }
    for rule in rules.get("moves", []):
        if rule["kind"] == "redeal":  # the talon taken up onto the stock once the stock is spent
            doc["zones"] += [{"id": "s", "role": "stock"}, {"id": "w", "role": "talon"}]
            rule = {**rule, "gather": {"zones": ["w"]}, "to": "s", "when": {"empty": ["s"]}}
        doc["moves"].append(rule)
    validate_data(doc, f"draft {draft['game']}")
    return doc


def init_ruleset(draft: dict[str, Any], root: Path | None = None) -> Path:
    path = ruleset_path(draft["game"], root)
    if path.exists():
        raise PatienceError(f"{path}: already exists; --init only starts a new rule set")
    atomic_write_json(path, skeleton(draft))
    return path
