"""Cross-references of a rule set: every zone, pile, rule and choice a field names must exist.

`check(doc)` walks the parsed rule set and returns the first problem as
"<pointer>: <message>", or None. Zone references may be 'own:G' / 'opponent:G'
(G a zone group); pile names are a zone id plus a 1-based index, or a one-pile
zone's bare id.
"""

from __future__ import annotations

from typing import Any, Iterator

ZONE_FIELDS = {"from", "to", "zone", "row", "feed", "aside", "empty", "not_empty", "full", "suits_based", "zones",
               "suit_like", "suit_unlike", "progress", "unplayable", "fits_also"}
PILE_FIELDS = {"piles"}


def _walk(node: Any, path: str) -> Iterator[tuple[str, str, Any]]:
    """(pointer, key, value) of every field below `node`."""
    if isinstance(node, dict):
        for k, v in node.items():
            yield f"{path}/{k}", k, v
            yield from _walk(v, f"{path}/{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _walk(v, f"{path}/{i}")


def _names(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and all(isinstance(x, str) for x in value):
        return list(value)
    return []


def check(doc: dict) -> str | None:
    zones = {z["id"]: z for z in doc.get("zones", [])}
    groups = {z.get("group") for z in zones.values() if z.get("group")}
    piles = {zid if z.get("count", 1) == 1 else f"{zid}{i + 1}" for zid, z in zones.items() for i in range(z.get("count", 1))}
    ids = [r["id"] for r in doc.get("moves", [])]
    dup = next((i for i in ids if ids.count(i) > 1), None)
    if dup:
        return f"/moves: rule id {dup!r} is used twice"
    if len(set(zones)) != len(doc.get("zones", [])):
        return "/zones: duplicate zone ids"
    choices = {c["name"] for c in doc.get("choices", [])}
    phases = [p["name"] for p in doc.get("phases", [])]
    if len(set(phases)) != len(phases):
        return "/phases: a phase name is used twice"

    def zone_ok(name: str) -> bool:
        if ":" in name:
            return name.split(":", 1)[1] in groups
        return name in zones

    for section in ("zones", "setup", "moves", "win", "final_state", "choices", "players", "phases"):
        for ptr, key, value in _walk(doc.get(section), f"/{section}"):
            parent = ptr.rsplit("/", 1)[0]
            if key in ZONE_FIELDS:
                for name in _names(value):
                    if not zone_ok(name):
                        return f"{ptr}: names unknown zone {name!r} (zones: {', '.join(zones)})"
            elif key in PILE_FIELDS:
                for name in _names(value):
                    if name not in piles:
                        return f"{ptr}: names unknown pile {name!r}"
            elif key == "only_to" and isinstance(value, dict):
                for a, bs in value.items():
                    for name in [a, *bs]:
                        if name not in piles:
                            return f"{ptr}: names unknown pile {name!r}"
            elif (key in ("unless", "first")) or (key == "rule" and (parent.endswith("/uses") or parent.endswith("/laid_by"))) or (
                key == "deal" and ("/free/rule" in parent or parent.endswith("/height"))
            ):
                for name in _names(value):
                    if name not in ids:
                        return f"{ptr}: names unknown rule {name!r} (rules: {', '.join(ids)})"
            elif key == "phase" and isinstance(value, str):
                if value not in phases:
                    return f"{ptr}: names unknown phase {value!r} (phases: {', '.join(phases) or 'none'})"
            elif key in ("choice", "suit_choice"):
                for name in _names(value):
                    if name not in choices:
                        return f"{ptr}: names unknown choice {name!r}"
    for i, step in enumerate(doc.get("setup", [])):
        for key in ("to", "zone", "from"):
            if isinstance(step.get(key), str) and step[key] not in zones:
                return f"/setup/{i}/{key}: names unknown zone {step[key]!r}"
        for j, route in enumerate(step.get("routes", [])):
            for name in route.get("to", []):
                if name not in zones:
                    return f"/setup/{i}/routes/{j}/to: names unknown zone {name!r}"
    for i, c in enumerate(doc.get("choices", [])):
        sb = c.get("set_by")
        if sb and sb.get("zone") not in zones:
            return f"/choices/{i}/set_by/zone: names unknown zone {sb.get('zone')!r}"
        for rank, value in (sb or {}).get("ranks", {}).items():
            if value not in c.get("options", []):
                return f"/choices/{i}/set_by/ranks/{rank}: {value!r} is not an option of choice {c['name']!r}"
    return _cycle(doc)


def _cycle(doc: dict) -> str | None:
    """`unless` must not form a cycle (a rule waiting, through others, on itself)."""
    deps = {r["id"]: list(r.get("unless", [])) for r in doc.get("moves", [])}
    state: dict[str, int] = {}

    def visit(rid: str, trail: list[str]) -> str | None:
        if state.get(rid) == 1:
            return " -> ".join([*trail, rid])
        if state.get(rid) == 2:
            return None
        state[rid] = 1
        for d in deps.get(rid, []):
            found = visit(d, [*trail, rid])
            if found:
                return found
        state[rid] = 2
        return None

    for rid in deps:
        found = visit(rid, [])
        if found:
            return f"/moves: 'unless' goes round in a circle: {found}"
    return None
