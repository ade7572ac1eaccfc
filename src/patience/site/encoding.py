"""The sections of a game page drawn from its encoding: one plug-in function each.

Each takes the game and its phrases and returns Markdown, or None when there is nothing to
show. A game without a rule set gets one plain "not yet encoded" notice instead (pages.py).
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from pathlib import Path

from ..rules.facts import facts
from ..rules.load import load_all, with_variant
from .diagram import layout_svg as svg
from .figures import WinRate, load_disagreements, load_winrates
from .markdown import display_title, english, escape
from .model import Encoding, GameDoc
from .phrases import Phrases
from .rulestext import notes_under, rule_parts, rules_html
from .versions import versions_section


def load_encodings(root: Path) -> dict[str, Encoding]:
    """Every rule set of `rules_json/` (validated), with its win rates and disagreements,
    by each corpus game id it encodes."""
    winrates = load_winrates(root)
    disagreements = load_disagreements(root)
    found = {}
    for rule_id, rules in load_all(root).items():
        encoding = Encoding(
            rules=rules, file=str(root / "rules_json" / f"{rule_id}.json"),
            winrates={variant: rate for (rid, variant), rate in winrates.items() if rid == rule_id},
            disagreements=tuple(d for gid in dict.fromkeys([rule_id, *rules.games])
                                for d in disagreements.get(gid, [])))
        for game_id in rules.games:
            found.setdefault(game_id, encoding)
    return found


def _page_of(game: GameDoc) -> Callable[[str, int], int | None]:
    pages = game.encoding.pages if game.encoding else {}
    return lambda gid, start: pages.get((gid, start))


def summary(game: GameDoc, ph: Phrases) -> str | None:
    """The encoding's summary in the page's language."""
    return escape(getattr(game.encoding.rules.summary, ph.lang)) if game.encoding else None


def rules_text(game: GameDoc, ph: Phrases) -> str | None:
    """The rules written out from the encoding in the page's language, with their evidence."""
    if game.encoding is None:
        return None
    return rules_html(game.encoding.rules, ph, game.id, _page_of(game))


def layout_svg(game: GameDoc, ph: Phrases) -> str | None:
    """An SVG diagram of the encoding's zones and deal."""
    if game.encoding is None:
        return None
    return f'<div class="layout-diagram">\n{svg(game.encoding.rules, ph, display_title(game.title))}\n</div>\n'


def _pct(x: float) -> str:
    return f"{100 * x:.0f} %"


def _winrate(rate: WinRate | None, ph: Phrases) -> str:
    if rate is None:
        return ph("facts.winrate_none")
    if rate.rate is not None and rate.ci:
        return ph("facts.winrate_bench", rate=_pct(rate.rate), deals=rate.deals, lo=_pct(rate.ci[0]), hi=_pct(rate.ci[1]))
    return ph("facts.winrate_check", won=rate.won, deals=rate.deals, lost=rate.lost, unknown=rate.unknown)


def facts_card(game: GameDoc, ph: Phrases) -> str | None:
    """Players, packs, cards, re-deals, foundations and the executor's win rate over N deals."""
    if game.encoding is None:
        return None
    rules = game.encoding.rules
    f = facts(rules)
    redeals = f["redeals"]
    shown_redeals = ph("facts.redeals_na") if redeals is None else ph("facts.redeals_none") if redeals == 0 \
        else ph("facts.redeals_unlimited") if redeals == "unlimited" else str(redeals)
    foundations = "; ".join(
        ph("facts.foundation", count=fd["count"],
           base=ph(f"facts.base_{fd['base']}") if fd["base"] in ("any", "varies") else ph.get(f"rank.{fd['base']}") or fd["base"],
           direction=ph(f"facts.direction_{fd['direction']}"), follow=ph(f"facts.follow_{fd['follow']}"))
        for fd in f["foundations"]) or ph("facts.foundations_none")
    rows = [
        (ph("facts.players"), str(f["players"])),
        (ph("facts.packs"), f"{f['packs']} × {ph('facts.pack_' + f['pack'])}"),
        (ph("facts.cards"), str(f["cards"])),
        (ph("facts.redeals"), shown_redeals),
        (ph("facts.foundations"), foundations),
        (ph("facts.winrate"), _winrate(game.encoding.winrates.get(None), ph)),
        (ph("facts.status"), ph(f"facts.status_{rules.status}")),
    ]
    return '<table class="facts-card">\n' + "\n".join(
        f"<tr><th>{html.escape(label)}</th><td>{html.escape(value)}</td></tr>" for label, value in rows) + "\n</table>\n"


def _op(op: dict, ph: Phrases) -> str:
    kind = op.get("op", "")
    value = "" if kind == "remove" else f" → `{json.dumps(op.get('value'), ensure_ascii=False)}`"
    return f"{ph.get('variant.op_' + kind) or kind} `{op.get('path', '')}`{value}"


def encoded_variants(game: GameDoc, ph: Phrases) -> str | None:
    """The variants the encoding describes: what changes (the rules re-rendered), the patch,
    the book's text and the executor's figures."""
    if game.encoding is None:
        return None
    rules = game.encoding.rules
    if not rules.variants:
        return ph("variant.none")
    base = {r.html for _, items in rule_parts(rules, ph) for r in items}
    corpus = {v.id for v in game.variants}
    out = []
    for i, v in enumerate(rules.variants):
        changed = [r for _, items in rule_parts(with_variant(rules, v.id), ph) for r in items if r.html not in base]
        label = v.label.get(ph.lang) or v.id
        out.append(f"### {escape(label[:1].upper() + label[1:])} {{#variant-{v.id}}}\n")
        block = ['<div class="rules variant">']
        if changed:
            block.append(f"<p><strong>{ph('variant.changes')}:</strong></p><ul>"
                         + "".join(f"<li>{r.html}</li>" for r in changed) + "</ul>")
        block += notes_under(rules, f"/variants/{i}", ph, game.id, _page_of(game))
        block.append("</div>")
        out.append("\n".join(block) + "\n")
        out.append(f"- **{ph('variant.patch')}:** " + "; ".join(_op(op, ph) for op in v.patch))
        if v.game:
            link = f"[{ph('variant.corpus_link')}](#variants)" if v.game in corpus else f"`{escape(v.game)}`"
            out.append(f"- **{ph('variant.corpus')}:** {link}")
        out.append(f"- **{ph('facts.winrate')}:** {escape(_winrate(game.encoding.winrates.get(v.id), ph))}\n")
    return "\n".join(out)


def _cell(value: object) -> str:
    return escape(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))


def disagreements(game: GameDoc, ph: Phrases) -> str | None:
    """Where the text and the encoding disagree, from `patience diff` (checks/diff.json)."""
    if game.encoding is None:
        return None
    found = game.encoding.disagreements
    if not found:
        return ph("diff.none")
    head = [ph("diff.kind"), ph("diff.field"), ph("diff.text"), ph("diff.encoded"), ph("diff.message")]
    rows = "".join(
        f"| {_cell(d.get('kind', ''))} | `{d.get('field', '')}` | {_cell(d.get('text_value', ''))} "
        f"| {_cell(d.get('encoded_value', ''))} | {english(_cell(d.get('message', '')), ph)} |\n" for d in found)
    return f"{ph('diff.intro')}\n\n| {' | '.join(head)} |\n|---|---|---|---|---|\n{rows}"


def json_download(game: GameDoc, ph: Phrases) -> str | None:
    """A link to the game's JSON rule set, copied beside the page as `<game-id>.json`."""
    if game.encoding is None:
        return None
    return f"[{game.id}.json]({game.id}.json)"


SECTIONS: tuple[tuple[str, Callable[[GameDoc, Phrases], str | None]], ...] = (
    ("heading.summary", summary),
    ("heading.layout", layout_svg),
    ("heading.facts", facts_card),
    ("heading.rules", rules_text),
    ("heading.encoded_variants", encoded_variants),
    ("heading.disagreements", disagreements),
    ("heading.versions", versions_section),
    ("heading.download", json_download),
)
"""The encoding sections in page order, each with the phrase key of its heading."""
