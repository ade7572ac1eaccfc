"""The board on each game page: the data file the browser player reads, and the code it runs.

The player (`site/player/`: the JavaScript executor in `engine/`, the board in `ui/`) is copied
beside the pages as `assets/player/`; each encoded game gets `assets/player/data/<rule set>.json`
with its rule file as written, the diagram's arrangement, its win certificates and where each
rule's paragraph and evidence marks are on the page.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..fsutil import atomic_write, read_json
from ..rules.load import with_variant
from ..rules.model import RuleSet
from ..rules.schema import schema_path
from ..solver import Certificate
from ..solver.check import certificate_path
from ..geometry import CARD_H, CARD_W, GAP, turned
from .diagram import arrange
from .marks import evidence_marks, under
from .rulestext import anchor

ASSETS = Path("assets") / "player"
CODE = ("engine", "ui", "player.css")
"""What of `site/player/` the pages load (the conformance runner and dev harness stay behind)."""
SERVED = (".js", ".json", ".css")
"""The kinds of file copied (not the folders' READMEs)."""
ENTRY = "ui/main.js"
"""The module a game page loads; it imports the others."""


def code_files(root: Path) -> list[str]:
    """The player's files the pages load, as paths under `site/player/` and `assets/player/`."""
    source = root / "site" / "player"
    return [path.relative_to(source).as_posix() for name in CODE
            for path in ([source / name] if (source / name).is_file() else sorted((source / name).rglob("*")))
            if path.is_file() and path.suffix in SERVED]


def modules(root: Path) -> list[str]:
    """The player's modules the entry imports: a game page preloads them all at once, instead of
    finding them an import at a time."""
    return [rel for rel in code_files(root) if rel.endswith(".js") and rel != ENTRY]


def layout(rules: RuleSet) -> dict[str, Any]:
    """The diagram's arrangement: zone origins and pile corners in diagram units; a crosswise
    pile (`turned`) is drawn turned a quarter about its centre."""
    blocks = arrange(rules)
    zones: list[dict[str, Any]] = [{"id": b.zone.id, "role": b.zone.role,
              "name": b.zone.name.model_dump() if b.zone.name else None,
              "x": round(b.x), "y": round(b.y), "width": round(b.width), "height": round(b.height),
              "fanned": b.zone.fanned or b.zone.role == "tableau",
              "piles": [{"name": f"{b.zone.id}{i + 1}" if b.zone.count > 1 else b.zone.id, "x": round(x), "y": round(y),
                         **({"turned": True} if crosswise else {})}
                        for i, ((x, y), crosswise) in enumerate(zip(b.piles, turned(b.zone)))]}
             for b in blocks]
    width = max((z["x"] + z["width"] for z in zones), default=0) + 10
    height = max((z["y"] + z["height"] for z in zones), default=0) + 10
    return {"width": width, "height": height, "card": {"w": CARD_W, "h": CARD_H, "gap": GAP}, "zones": zones}


def certificates(rules: RuleSet, root: Path) -> list[dict[str, Any]]:
    """The committed win certificates of the rule set and its variants."""
    found = []
    for variant in [None, *(v.id for v in rules.variants)]:
        path = certificate_path(rules.id, variant, root)
        if path.exists():
            cert = Certificate.load(path)
            found.append({"variant": variant, "seed": cert.seed, "moves": cert.moves, "order": cert.order})
    return found


def rules_on_page(rules: RuleSet) -> dict[str, dict[str, Any]]:
    """By rule id: the anchor of its paragraph and of its evidence marks in the book text."""
    marks = evidence_marks(rules, rules.games[0]) if rules.games else []
    return {rule.id: {"anchor": anchor(f"/moves/{i}"), "evidence": under(f"/moves/{i}", marks)}
            for i, rule in enumerate(rules.moves)}


def variant_layouts(rules: RuleSet, base: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """By variant id: the arrangement of a variant that changes the zones (others use the base)."""
    found = {}
    for v in rules.variants:
        shown = layout(with_variant(rules, v.id))
        if shown != base:
            found[v.id] = shown
    return found


def player_data(rules: RuleSet, rule_file: Path, root: Path) -> dict[str, Any]:
    base = layout(rules)
    return {
        "id": rules.id, "players": rules.players.count,
        "title": {"en": rules.titles.en, "nl": rules.titles.nl},
        "rules": read_json(rule_file),
        "variants": [{"id": v.id, "label": v.label.model_dump()} for v in rules.variants],
        "layout": base,
        "layouts": variant_layouts(rules, base),
        "certificates": certificates(rules, root),
        "rules_on_page": rules_on_page(rules),
    }


def write_player(encodings: list[tuple[RuleSet, Path]], docs: Path, root: Path) -> set[Path]:
    """Copy the player's code and write every data file under `docs`; the files written."""
    written = set()
    source = root / "site" / "player"
    for rel in code_files(root):
        target = docs / ASSETS / rel
        atomic_write(target, (source / rel).read_text("utf-8"))
        written.add(target)
    data = docs / ASSETS / "data"
    schema = data / "schema.json"
    atomic_write(schema, schema_path(root).read_text("utf-8"))
    written.add(schema)
    for rules, rule_file in encodings:
        target = data / f"{rules.id}.json"
        atomic_write(target, json.dumps(player_data(rules, rule_file, root), ensure_ascii=False, separators=(",", ":")))
        written.add(target)
    return written


def player_section(rules: RuleSet, lang: str) -> str:
    """The page's board container (the script fills it; without script it says why it is empty)."""
    return (f'<div class="patience-player" data-rules="{rules.id}" data-lang="{lang}">'
            f'<noscript>{"Het speelbord heeft JavaScript nodig." if lang == "nl" else "The board needs JavaScript."}'
            f"</noscript></div>\n")
