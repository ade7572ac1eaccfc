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
        "schema_version": 1,
        "id": draft["game"],
        "games": [draft["game"]],
        "status": "incomplete",
        "titles": {"original": draft["title"], "en": draft["title"], "nl": draft["title"]},
        "summary": {"en": "Draft from `patience extract`: to be written.",
                    "nl": "Concept uit `patience extract`: nog te schrijven."},
        "players": rules.get("players", 1),
        "deck": {"pack": "whist", "packs": 1, **rules.get("deck", {})},
        "zones": zones,
        "win": {"kind": "all-in", "zones": [win_zone]},
        "evidence": dict(draft["evidence"]),
    }
    if rules.get("redeal") and rules["redeal"]["limit"] != 0:
        doc["zones"] += [{"id": "s", "role": "stock"}, {"id": "w", "role": "talon"}]
        doc["redeal"] = {"limit": rules["redeal"]["limit"], "gather": ["w"], "to": "s"}
    validate_data(doc, f"draft {draft['game']}")
    return doc


def init_ruleset(draft: dict[str, Any], root: Path | None = None) -> Path:
    path = ruleset_path(draft["game"], root)
    if path.exists():
        raise PatienceError(f"{path}: already exists; --init only starts a new rule set")
    atomic_write_json(path, skeleton(draft))
    return path
