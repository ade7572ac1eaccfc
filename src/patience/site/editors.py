"""The editors' view of `patience diff` (checks/diff.json), apart from the readers' pages.

The editors' page lists every finding, grouped by kind, one table body per game (anchor
`<kind>-<rule set>`). A game page shows only the findings that matter to a player: those about
what the game does — the facts the text states (`value`), the numbers of its deal (`number`) and
the solver's verdict (`executor`) — worded for a player, with a link to the editors' rows.
Findings about the apparatus (`unevidenced`, `stale-quote`, `ocr`) stay on the editors' page.
"""

from __future__ import annotations

import html
import json
from typing import Any

from .markdown import display_title, front_matter, in_language
from .model import GameDoc
from .phrases import Phrases

KINDS = ("value", "number", "executor", "unevidenced", "stale-quote", "ocr")
"""`patience diff`'s kinds, in the order the editors' page lists them."""
PLAYER_KINDS = ("value", "number", "executor")
"""The kinds a game page shows: each says the game may not play as the book describes it."""


def _e(text: str) -> str:
    return html.escape(text, quote=False)


def _cell(value: object) -> str:
    """A value as the text or the encoding writes it: code (or a dash for none)."""
    if value is None or value == "":
        return "—"
    return f"<code>{_e(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))}</code>"


def anchor(kind: str, rule_id: str) -> str:
    return f"{kind}-{rule_id}"


def editors_page(games: list[GameDoc], ph: Phrases) -> str:
    """Every finding of checks/diff.json by kind, then by game, linking each game's page."""
    from .encoding import finding_text  # here: encoding.py lists this module's section

    pages: dict[str, GameDoc] = {}
    for game in games:
        if game.encoding:
            pages.setdefault(game.encoding.rules.id, game)
    by_kind: dict[str, dict[str, list[dict[str, Any]]]] = {kind: {} for kind in KINDS}
    for rule_id, game in pages.items():
        assert game.encoding is not None
        for finding in game.encoding.disagreements:
            by_kind.setdefault(finding.get("kind", ""), {}).setdefault(rule_id, []).append(finding)
    title = ph("edition.editors_heading")
    out = [front_matter(title=title), f"# {title}\n", ph("edition.editors_intro") + "\n"]
    out.append("".join(f"- [{ph('edition.kind_' + kind)}](#kind-{kind}): {sum(map(len, by_kind[kind].values()))}\n"
                       for kind in by_kind if kind in KINDS))
    head = [ph("edition.editors_game"), ph("diff.field"), ph("diff.text"), ph("diff.encoded"), ph("diff.message")]
    for kind, found in by_kind.items():
        if kind not in KINDS:
            continue
        out.append(f"## {ph('edition.kind_' + kind)} {{#kind-{kind}}}\n\n{ph('edition.about_' + kind)}\n")
        if not found:
            out.append(ph("edition.editors_none") + "\n")
            continue
        rows = ['<table class="findings">', "<thead><tr>" + "".join(f"<th>{_e(h)}</th>" for h in head) + "</tr></thead>"]
        for rule_id, items in found.items():
            game = pages[rule_id]
            title = in_language(_e(display_title(game.title)), game.language, ph.lang)
            link = f'<a href="../games/{game.id}/">{title}</a>'
            rows.append(f'<tbody id="{anchor(kind, rule_id)}">')
            for n, f in enumerate(items):
                first = f'<th rowspan="{len(items)}">{link}</th>' if n == 0 else ""
                rows.append(f"<tr>{first}<td><code>{_e(str(f.get('field', '')))}</code></td>"
                            f"<td>{_cell(f.get('text_value'))}</td><td>{_cell(f.get('encoded_value'))}</td>"
                            f"<td>{finding_text(f, ph)}</td></tr>")
            rows.append("</tbody>")
        rows.append("</table>")
        out.append("\n".join(rows) + "\n")
    return "\n".join(out)


def _value(field: str, value: Any, ph: Phrases) -> str:
    """A fact's value as a player reads it (a direction or rank in words)."""
    if isinstance(value, list):
        return " / ".join(_value(field, v, ph) for v in value)
    if value is None:
        return ph("edition.value_none")
    text = str(value)
    if field == "foundation.direction":
        from .encoding import direction_text  # here: encoding.py lists this module's section

        return direction_text(text, ph)
    if field == "foundation.base":
        return ph(f"facts.base_{text}") if text in ("any", "varies") else ph.get(f"rank.{text}") or text
    return text


def _quote(finding: dict[str, Any]) -> str:
    quotes = [s.get("quote", "") for s in finding.get("spans", []) if s.get("role") == "text"]
    return f" (“{_e(quotes[0])}”)" if quotes and quotes[0] else ""


def player_sentence(finding: dict[str, Any], ph: Phrases) -> str:
    """One finding of a player kind, in words (HTML)."""
    kind, field = finding.get("kind"), str(finding.get("field", ""))
    if kind == "value":
        label = ph.get(f"edition.fact_{field.replace('.', '_')}") or field
        return _e(ph("edition.player_value", field=label, text=_value(field, finding.get("text_value"), ph),
                     encoded=_value(field, finding.get("encoded_value"), ph))) + _quote(finding) + "."
    if kind == "number":
        return _e(ph("edition.player_number")) + _quote(finding) + "."
    if field == "/final_state":
        return _e(ph("edition.player_final_state"))
    if finding.get("encoded_value") == "unwinnable":
        return _e(ph("edition.player_unwinnable"))
    return _e(ph("edition.player_no_win"))


def player_findings(game: GameDoc, ph: Phrases) -> str | None:
    """The game page's findings: the player kinds in words, and links to the editors' rows."""
    if game.encoding is None:
        return None
    found = game.encoding.disagreements
    shown = [f for f in found if f.get("kind") in PLAYER_KINDS]
    rule_id = game.encoding.rules.id
    out = ["<ul>" + "".join(f"<li>{player_sentence(f, ph)}</li>" for f in shown) + "</ul>"
           if shown else ph("edition.player_none")]
    counts = {kind: sum(1 for f in found if f.get("kind") == kind) for kind in KINDS}
    links = [f"[{ph('edition.kind_' + kind)}: {n}](../editors.md#{anchor(kind, rule_id)})"
             for kind, n in counts.items() if n]
    if links:
        out.append(f"{ph('edition.player_editors')} " + " · ".join(links))
    return "\n\n".join(out) + "\n"
