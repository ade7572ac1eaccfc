"""The export bundle: every rule set in one JSON file and as JSON Lines, the JSON Schema, and
Solvitaire rule presets for the games Solvitaire's format can express."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from itertools import combinations
from pathlib import Path
from typing import Any

from . import project_root
from .errors import PatienceError
from .fsutil import atomic_write, atomic_write_json
from .rules.load import load_all, variant_label, with_variant
from .rules.model import SCHEMA_VERSION, RuleSet
from .rules.schema import schema_path
from .solvitaire import Refusal, expressible, preset

BUNDLE = "patience-rules.json"
LINES = "patience-rules.jsonl"
SCHEMA = "patience-rules.schema.json"
SOLVITAIRE = "solvitaire"
"""File names inside the bundle folder (presets: `solvitaire/<id>.json`)."""


@dataclass(frozen=True)
class ExportReport:
    out: str
    schema_version: int
    games: int
    files: list[str]
    """Written or unchanged, relative to `out`."""
    solvitaire: dict[str, Refusal | None]
    """By rule-set id (`id~variant` for a variant, `id~a+b` for variants combined): None where a
    preset was written, else why Solvitaire cannot express it."""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def default_out(root: Path | None = None) -> Path:
    return (root or project_root()) / "build" / "export"


def ruleset_data(rules: RuleSet) -> dict[str, Any]:
    """A rule set as JSON data: the fields its file sets, schema version first."""
    data = rules.model_dump(mode="json", by_alias=True, exclude_unset=True)
    return {"schema_version": rules.schema_version, **data}


def variant_sets(rules: RuleSet) -> Iterator[list[str]]:
    """The base rules ([]), each variant, then every combination of two or more in their order."""
    ids = [v.id for v in rules.variants]
    for size in range(len(ids) + 1):
        yield from (list(c) for c in combinations(ids, size))


def _played(rules: RuleSet, names: list[str]) -> RuleSet | Refusal:
    """The rule set with the variants applied, or why they do not combine."""
    try:
        return with_variant(rules, names)
    except PatienceError as e:
        return Refusal("variants", label=variant_label(names) or "", error=str(e).splitlines()[0])


def export_bundle(out: Path | None = None, root: Path | None = None) -> ExportReport:
    """Write the bundle into `out` (default `build/export/`); drop presets of games no longer expressible."""
    out = Path(out) if out else default_out(root)
    if out.exists() and not out.is_dir():
        raise PatienceError(f"{out}: not a folder (the bundle is written into a folder)")
    rulesets = load_all(root)
    data = [ruleset_data(r) for r in rulesets.values()]
    atomic_write_json(out / BUNDLE, {"schema_version": SCHEMA_VERSION, "rules": data})
    atomic_write(out / LINES, "".join(json.dumps(d, ensure_ascii=False) + "\n" for d in data))
    atomic_write(out / SCHEMA, schema_path(root).read_text("utf-8"))
    files = [BUNDLE, LINES, SCHEMA]
    reasons: dict[str, Refusal | None] = {}
    for rid, rules in rulesets.items():
        for names in variant_sets(rules):
            key = f"{rid}~{variant_label(names)}" if names else rid
            played = _played(rules, names)
            reasons[key] = played if isinstance(played, str) else expressible(played)
            if not isinstance(played, str) and reasons[key] is None:
                atomic_write_json(out / SOLVITAIRE / f"{key}.json", preset(played))
                files.append(f"{SOLVITAIRE}/{key}.json")
    for stale in sorted((out / SOLVITAIRE).glob("*.json")):
        if reasons.get(stale.stem, "gone") is not None:
            stale.unlink()
    return ExportReport(str(out), SCHEMA_VERSION, len(data), files, reasons)
