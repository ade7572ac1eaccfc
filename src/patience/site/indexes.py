"""The pages drawn from all encodings together: games by family and mechanic, the schema
reference (from `schema/patience-rules.schema.json`) and the export page (the bundle)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..export import BUNDLE, LINES, SCHEMA, SOLVITAIRE, ExportReport
from ..rules.facts import facts
from ..rules.model import RuleSet
from .markdown import english, escape, front_matter
from .model import GameDoc
from .mechanics import title as mechanic_title
from .phrases import Phrases
from .rulestext import Writer

EXPORT_DIR = "export"
"""Where the bundle lies in each language's folder of the built site."""


def _redeals(rules: RuleSet, ph: Phrases) -> list[str]:
    value = facts(rules)["redeals"]
    return [ph("facts.redeals_na") if value is None else ph("facts.redeals_none") if value == 0
            else ph("facts.redeals_unlimited") if value == "unlimited" else str(value)]


def _foundations(rules: RuleSet, ph: Phrases) -> list[str]:
    return [f"{ph('facts.direction_' + f['direction'])}, {ph('facts.follow_' + f['follow'])}"
            for f in facts(rules)["foundations"]] or [ph("family.foundation_none")]


def _tableau(rules: RuleSet, ph: Phrases) -> list[str]:
    w = Writer(rules, ph)
    return [w.sequence(z.build) for z in rules.zones if z.role == "tableau" and z.build] \
        or [ph("family.tableau_none")]


def _mechanics(rules: RuleSet, ph: Phrases) -> list[str]:
    return [mechanic_title(ph, m.name) for m in rules.mechanics] or [ph("family.mechanic_none")]


FAMILIES: tuple[tuple[str, Callable[[RuleSet, Phrases], list[str]]], ...] = (
    ("family.pack", lambda r, ph: [ph("family.pack_value", packs=r.deck.packs, pack=ph(f"facts.pack_{r.deck.pack}"))]),
    ("family.players", lambda r, ph: [ph("family.players_value", n=r.players)]),
    ("family.foundation", _foundations),
    ("family.tableau", _tableau),
    ("family.redeals", _redeals),
    ("family.mechanic", _mechanics),
)
"""Each grouping: the phrase key of its heading and the values a rule set falls under."""


def families_page(games: list[GameDoc], ph: Phrases) -> str:
    """The encoded games grouped by pack, players, foundations, tableau, re-deals, mechanics."""
    encoded = [g for g in games if g.encoding]
    out = [front_matter(title=ph("heading.families")), f"# {ph('heading.families')}\n",
           ph("family.intro", encoded=len(encoded), games=len(games)) + "\n"]
    if not encoded:
        out.append(ph("family.none") + "\n")
    for heading, values_of in FAMILIES:
        groups: dict[str, list[GameDoc]] = {}
        for game in encoded:
            for value in dict.fromkeys(values_of(game.encoding.rules, ph)):  # type: ignore[union-attr]
                groups.setdefault(value, []).append(game)
        if not groups:
            continue
        out.append(f"## {ph(heading)}\n")
        out.append("".join(
            f"- **{value}** ({len(members)}): " + ", ".join(
                f"[{escape(getattr(g.encoding.rules.titles, ph.lang))}](games/{g.id}.md)"  # type: ignore[union-attr]
                for g in members) + "\n"
            for value, members in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))))
    return "\n".join(out)


def _type(prop: dict[str, Any]) -> str:
    """A schema property's type in a few words, definitions linked."""
    if "$ref" in prop:
        name = prop["$ref"].rsplit("/", 1)[-1]
        return f"[{name}](#def-{name.lower()})"
    if "const" in prop:
        return f"`{json.dumps(prop['const'])}`"
    if "enum" in prop:
        return " \\| ".join(f"`{json.dumps(v)}`" for v in prop["enum"])
    for key in ("anyOf", "oneOf"):
        if key in prop:
            return " or ".join(_type(p) for p in prop[key])
    kind = prop.get("type", "any")
    if kind == "array":
        items = prop.get("items") or {"type": ", ".join(_type(p) for p in prop.get("prefixItems", []))}
        return f"list of {_type(items)}"
    if kind == "object" and isinstance(prop.get("additionalProperties"), dict):
        return f"map to {_type(prop['additionalProperties'])}"
    return f"{kind}" + (f" `{prop['pattern']}`" if "pattern" in prop else "")


def _definition(name: str, anchor: str, spec: dict[str, Any], ph: Phrases) -> str:
    required = set(spec.get("required", []))
    rows = "".join(
        f"| `{field}` | {_type(prop)} | {ph('rules.yes') if field in required else ''} "
        f"| {'`' + json.dumps(prop['default'], ensure_ascii=False) + '`' if 'default' in prop else ''} "
        f"| {escape(prop.get('description', ''))} |\n"
        for field, prop in spec.get("properties", {}).items())
    head = (f"| {ph('schema.field')} | {ph('schema.type')} | {ph('schema.required')} "
            f"| {ph('schema.default')} | {ph('schema.description')} |\n|---|---|---|---|---|\n")
    about = escape(spec.get("description", "")).strip()
    return f"## {name} {{#{anchor}}}\n\n" + (f"{about}\n\n" if about else "") + (head + rows if rows else "")


def schema_page(schema: dict[str, Any], file: str, ph: Phrases) -> str:
    """Every definition of the JSON Schema with its fields: type, required, default, description."""
    version = schema.get("properties", {}).get("schema_version", {}).get("const", "?")
    out = [front_matter(title=ph("heading.schema")), f"# {ph('heading.schema')}\n",
           ph("schema.intro", file=file, version=version) + "\n",
           _definition(ph("schema.root"), "def-ruleset", schema, ph)]
    out += [_definition(name, f"def-{name.lower()}", spec, ph) for name, spec in sorted(schema.get("$defs", {}).items())]
    return "\n".join(out)


def export_page(report: ExportReport, ph: Phrases) -> str:
    """Links to the bundle `patience export` wrote beside the page, and the Solvitaire presets."""
    out = [front_matter(title=ph("heading.export")), f"# {ph('heading.export')}\n",
           ph("export.intro", version=report.schema_version) + "\n",
           f"- [{ph('export.bundle')}]({EXPORT_DIR}/{BUNDLE}) (`{BUNDLE}`)\n"
           f"- [{ph('export.jsonl')}]({EXPORT_DIR}/{LINES}) (`{LINES}`)\n"
           f"- [{ph('export.schema')}]({EXPORT_DIR}/{SCHEMA}) (`{SCHEMA}`) — [{ph('heading.schema')}](schema.md)\n",
           ph("export.per_game") + "\n", f"## {ph('export.solvitaire')}\n"]
    presets = [key for key, reason in report.solvitaire.items() if reason is None]
    if presets:
        out.append(ph("export.solvitaire_intro") + "\n")
        out.append("".join(f"- [{key}.json]({EXPORT_DIR}/{SOLVITAIRE}/{key}.json)\n" for key in presets))
    else:
        out.append(ph("export.solvitaire_none") + "\n")
    refused = {key: reason for key, reason in report.solvitaire.items() if reason is not None}
    if refused:
        out.append(f"### {ph('export.solvitaire_not')}\n")
        out.append("".join(f"- `{key}`: {english(escape(reason), ph)}\n" for key, reason in refused.items()))
    return "\n".join(out)
