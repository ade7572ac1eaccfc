"""The pages drawn from all encodings together: games by family, rule kind and primitive of the
rule language, the schema reference (from `schema/patience-rules.schema.json`) and the export
page (the bundle)."""

from __future__ import annotations

import html
import json
from collections.abc import Callable, Iterator
from typing import Any

from pydantic import BaseModel

from ..export import BUNDLE, LINES, SCHEMA, SOLVITAIRE, ExportReport
from ..solvitaire import Refusal
from ..rules.facts import facts
from ..rules.model import RuleSet
from .encoding import direction_text, redeals_text
from .language import Writer, _REQUIRED, default, field_literals, json_name, primitives, rule_fields
from .markdown import escape, front_matter, in_language
from .model import GameDoc
from .phrases import Phrases
from .versions import distinct

EXPORT_DIR = "export"
"""Where the bundle lies in each language's folder of the built site."""


def _plain(markup: str) -> str:
    """Rule-text HTML as Markdown text (the index lists are Markdown)."""
    import re

    text = re.sub(r"<code>[^<]*</code>", "", markup)
    text = html.unescape(re.sub(r"<[^>]+>", "", text)).replace("\xa0", " ")
    return escape(" ".join(text.split()))


def _foundations(rules: RuleSet, ph: Phrases) -> list[str]:
    return [f"{direction_text(f['direction'], ph)}, {ph.get('facts.follow_' + f['follow']) or f['follow']}"
            for f in facts(rules)["foundations"]] or [ph("family.foundation_none")]


def _tableau(rules: RuleSet, ph: Phrases) -> list[str]:
    w = Writer(rules, ph)
    return [_plain(w.render(z.build)) for z in rules.zones if z.role == "tableau" and z.build] \
        or [ph("family.tableau_none")]


def _kinds(rules: RuleSet, ph: Phrases) -> list[str]:
    w = Writer(rules, ph)
    return [w.title(r) or r.kind for r in rules.moves]


def _steps(rules: RuleSet, ph: Phrases) -> list[str]:
    w = Writer(rules, ph)
    return [w.title(s) or s.step for s in rules.setup] or [ph("family.step_none")]


def _free(rules: RuleSet, ph: Phrases) -> list[str]:
    w = Writer(rules, ph)
    return [w.title(z.free.rule) or z.free.rule.rule for z in rules.zones if z.free] or [ph("family.free_none")]


def _win(rules: RuleSet, ph: Phrases) -> list[str]:
    return [Writer(rules, ph).table(type(rules.win)).get(f"label.{rules.win.kind}", rules.win.kind)]


FAMILIES: tuple[tuple[str, Callable[[RuleSet, Phrases], list[str]]], ...] = (
    ("family.pack", lambda r, ph: [ph("family.pack_value", packs=r.deck.packs, pack=ph(f"facts.pack_{r.deck.pack}"))]),
    ("family.players", lambda r, ph: [ph("family.players_value", n=r.players.count)]),
    ("family.foundation", _foundations),
    ("family.tableau", _tableau),
    ("family.redeals", lambda r, ph: [redeals_text(facts(r)["redeals"], ph)]),
    ("family.kind", _kinds),
    ("family.step", _steps),
    ("family.free", _free),
    ("family.win", _win),
)
"""Each grouping: the phrase key of its heading and the values a rule set falls under."""


def _objects(node: Any) -> Iterator[BaseModel]:
    """Every model object in a rule set's rules (not its texts, evidence or variants)."""
    if isinstance(node, BaseModel):
        if type(node) in primitives():
            yield node
        for attr in type(node).model_fields:
            if type(node).__name__ == "RuleSet" and attr in ("variants", "evidence", "invented", "escapes"):
                continue
            yield from _objects(getattr(node, attr))
    elif isinstance(node, (list, tuple)):
        for item in node:
            yield from _objects(item)
    elif isinstance(node, dict):
        for item in node.values():
            yield from _objects(item)


def used_primitives(rules: RuleSet, ph: Phrases) -> set[tuple[str, str]]:
    """(element, field) labels of every field a rule set sets beyond its default (a Literal
    field: its non-default value's own label where it is a kind)."""
    w = Writer(rules, ph)
    found = set()
    for obj in _objects(rules):
        cls = type(obj)
        for attr in rule_fields(cls):
            value, dflt = getattr(obj, attr), default(cls, attr)
            values = field_literals(cls, attr)
            if dflt is _REQUIRED and values is not None and len(values) == 1:
                continue  # a discriminator: the kind itself, listed above
            if value is None or (dflt is not _REQUIRED and value == dflt):
                continue
            name = json_name(cls, attr)
            found.add((w.label(cls), escape(ph.get(f"field.{name}") or name)))
    return found


def families_page(games: list[GameDoc], ph: Phrases) -> str:
    """The encoded games grouped by pack, players, foundations, tableau, re-deals, rule kinds,
    setup steps, free-card rules and wins, then by every primitive they use."""
    encoded = [g for g in games if g.encoding]
    out = [front_matter(title=ph("heading.families")), f"# {ph('heading.families')}\n",
           ph("family.intro", encoded=distinct(encoded), games=distinct(games)) + "\n"]
    if not encoded:
        out.append(ph("family.none") + "\n")

    def rules_of(g: GameDoc) -> RuleSet:
        assert g.encoding is not None  # one of `encoded`
        return g.encoding.rules

    def link(g: GameDoc) -> str:
        return f"[{escape(getattr(rules_of(g).titles, ph.lang))}](games/{g.id}.md)"

    def listing(groups: dict[str, list[GameDoc]]) -> str:
        return "".join(f"- **{value}** ({len(members)}): " + ", ".join(link(g) for g in members) + "\n"
                       for value, members in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])))

    for heading, values_of in FAMILIES:
        groups: dict[str, list[GameDoc]] = {}
        for game in encoded:
            for value in dict.fromkeys(values_of(rules_of(game), ph)):
                groups.setdefault(value, []).append(game)
        if groups:
            out.append(f"## {ph(heading)}\n")
            out.append(listing(groups))
    by_element: dict[str, dict[str, list[GameDoc]]] = {}
    for game in encoded:
        for element, field in sorted(used_primitives(rules_of(game), ph)):
            by_element.setdefault(element, {}).setdefault(field, []).append(game)
    if by_element:
        out.append(f"## {ph('family.primitives')}\n")
        out.append(ph("family.primitives_intro") + "\n")
        for element in sorted(by_element):
            out.append(f"### {element[:1].upper() + element[1:]}\n")
            out.append(listing(by_element[element]))
    return "\n".join(out)


def _type(prop: dict[str, Any], ph: Phrases) -> str:
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
            return ph("schema.or").join(_type(p, ph) for p in prop[key])
    kind = prop.get("type", "any")
    if kind == "array":
        items = prop.get("items") or {"type": ", ".join(_type(p, ph) for p in prop.get("prefixItems", []))}
        return ph("schema.list_of", type=_type(items, ph))
    if kind == "object" and isinstance(prop.get("additionalProperties"), dict):
        return ph("schema.map_to", type=_type(prop['additionalProperties'], ph))
    return f"{kind}" + (f" `{prop['pattern']}`" if "pattern" in prop else "")


def _described(text: str) -> str:
    """A schema description as Markdown: literal text, with its `quoted` names as code."""
    return "`".join(part if i % 2 else escape(part) for i, part in enumerate(text.split("`")))


def _definition(name: str, anchor: str, spec: dict[str, Any], ph: Phrases) -> str:
    required = set(spec.get("required", []))
    rows = "".join(
        f"| `{field}` | {_type(prop, ph)} | {ph('words.yes') if field in required else ''} "
        f"| {'`' + json.dumps(prop['default'], ensure_ascii=False) + '`' if 'default' in prop else ''} "
        f"| {in_language(_described(prop.get('description', '')), 'en', ph.lang)} |\n"
        for field, prop in spec.get("properties", {}).items())
    head = (f"| {ph('schema.field')} | {ph('schema.type')} | {ph('schema.required')} "
            f"| {ph('schema.default')} | {ph('schema.description')} |\n|---|---|---|---|---|\n")
    about = _described(spec.get("description", "")).strip()
    if about and ph.lang != "en":  # the schema's own words, in English: a block, as they may hold lists
        about = f'<div lang="en" markdown>\n\n{about}\n\n</div>'

    return f"## {name} {{#{anchor}}}\n\n" + (f"{about}\n\n" if about else "") + (head + rows if rows else "")


def schema_page(schema: dict[str, Any], file: str, ph: Phrases) -> str:
    """Every definition of the JSON Schema with its fields: type, required, default, description."""
    version = schema.get("properties", {}).get("schema_version", {}).get("const", "?")
    out = [front_matter(title=ph("heading.schema")), f"# {ph('heading.schema')}\n",
           ph("schema.intro", file=file, version=version) + "\n",
           _definition(ph("schema.root"), "def-ruleset", schema, ph)]
    out += [_definition(name, f"def-{name.lower()}", spec, ph) for name, spec in sorted(schema.get("$defs", {}).items())]
    return "\n".join(out)


FIGURES = ("outcomes", "rate", "budget", "two_players", "sources")
"""The paragraphs of the page on how the figures are made, in order (phrases `figures.<name>`)."""


def figures_page(ph: Phrases) -> str:
    """How the win rates on the game pages are made and what they mean."""
    return "\n".join([front_matter(title=ph("heading.figures")), f"# {ph('heading.figures')}\n",
                      *(ph(f"figures.{name}") + "\n" for name in FIGURES)])


def _refusal(reason: Refusal, ph: Phrases) -> str:
    """Why Solvitaire cannot express a rule set, in the page's language (rule ids as code)."""
    values = {k: f"`{v}`" if k in ("rule", "kind") else escape(v) for k, v in reason.values.items()}
    return ph(f"solvitaire.{reason.key}", **values)


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
        out.append("".join(f"- `{key}`: {_refusal(reason, ph)}\n" for key, reason in refused.items()))
    return "\n".join(out)
