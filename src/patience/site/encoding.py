"""The sections of a game page drawn from its encoding: one plug-in function each.

Each takes the game and its phrases and returns Markdown, or None when there is nothing to
show. A game without a rule set gets one plain "not yet encoded" notice instead (pages.py).
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..errors import PatienceError
from ..rules.facts import facts
from ..rules.load import load_all, with_variant
from ..rules.model import RuleSet
from .diagram import layout_svg as svg
from .editors import player_findings
from .figures import OUT_OF, WinRate, load_disagreements, load_matches, load_winrates
from .markdown import display_title, escape
from .model import Encoding, GameDoc
from .phrases import Phrases
from .bookfigures import figures_section
from .player import player_section
from .prose import prose_html
from .rulestext import Rule, notes_under, rule_parts, rules_html
from .versions import versions_section


def load_encodings(root: Path) -> dict[str, Encoding]:
    """Every rule set of `rules_json/` (validated), with its win rates and disagreements,
    by each corpus game id it encodes."""
    winrates = load_winrates(root)
    matches = load_matches(root)
    disagreements = load_disagreements(root)
    found: dict[str, Encoding] = {}
    for rule_id, rules in load_all(root).items():
        encoding = Encoding(
            rules=rules, file=str(root / "rules_json" / f"{rule_id}.json"),
            winrates={variant: rate for (rid, variant), rate in winrates.items() if rid == rule_id},
            matches=tuple(matches.get((rule_id, None), [])),
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


def how_to_play(game: GameDoc, ph: Phrases) -> str | None:
    """The rules as a player reads them: the object, then Layout, Deal, Play, Re-deals, End."""
    return prose_html(game.encoding.rules, ph) if game.encoding else None


def rules_text(game: GameDoc, ph: Phrases) -> str | None:
    """The rules written out element by element, with their evidence and editorial choices,
    folded away under the scholars' toggle. The toggle is left out of the search index: its quotes are
    the book's text, which the page's own text section already indexes."""
    if game.encoding is None:
        return None
    return (f'<details class="scholars" markdown="1" data-search-exclude>\n<summary>{html.escape(ph("prose.scholars"))}</summary>\n\n'
            f"{rules_html(game.encoding.rules, ph, game.id, _page_of(game))}\n</details>\n")


def layout_svg(game: GameDoc, ph: Phrases) -> str | None:
    """An SVG diagram of the encoding's zones and deal."""
    if game.encoding is None:
        return None
    return f'<div class="layout-diagram">\n{svg(game.encoding.rules, ph, display_title(game.title))}\n</div>\n'


def _pct(x: float) -> str:
    return f"{100 * x:.0f} %"


def match_text(row: dict, ph: Phrases) -> str:
    """One tally: "greedy (A) against random (B), 200 deals: A won 187, B 13, together 0, undecided 0"."""
    a, b = row["policies"]
    w = row["wins"]
    return ph("facts.match", a=a, b=b, deals=row["deals"], won_a=w.get("A", 0), won_b=w.get("B", 0),
              both=w.get("both", 0), none=w.get("none", 0))


def winrate_text(rate: WinRate | None, ph: Phrases) -> str:
    """"won W of D decided deals (R; 95 % interval lo–hi); U undecided (why)", or "not yet decided"."""
    if rate is None:
        return ph("facts.winrate_none")
    if rate.rate is None:
        return ph("facts.winrate_undecided", deals=rate.deals) + out_of_text(rate, ph)
    lo, hi = rate.interval
    text = ph("facts.winrate_decided", won=rate.won, decided=rate.decided, rate=_pct(rate.rate), lo=_pct(lo), hi=_pct(hi))
    if not rate.unknown:
        return text
    bounds = ph("facts.winrate_bounds", least=_pct(rate.won / rate.deals), most=_pct((rate.won + rate.unknown) / rate.deals),
                deals=rate.deals)
    return text + ph("facts.winrate_unknown", unknown=rate.unknown) + out_of_text(rate, ph) + bounds


def out_of_text(rate: WinRate, ph: Phrases) -> str:
    """Why the undecided deals are undecided, where the figures say: " (time ran out in 3, …)", or ""."""
    why = [ph(f"facts.out_of_{limit}", n=rate.out_of[limit]) for limit in OUT_OF if rate.out_of.get(limit)]
    return ph("facts.winrate_out_of", why=", ".join(why)) if why else ""


def redeals_text(value: int | str, ph: Phrases) -> str:
    return ph("facts.redeals_none") if value == 0 else ph("facts.redeals_unlimited") if value == "unlimited" \
        else str(value)


def direction_text(direction: str, ph: Phrases) -> str:
    """A foundation's direction from `facts` ("up", "down-by-2", "up-then-down", …) in words."""
    head, _, by = direction.partition("-by-")
    if by.isdigit():
        return ph(f"facts.direction_{head}_by", n=by)
    return ph.get(f"facts.direction_{direction}") or direction


def foundation_text(fd: dict, ph: Phrases) -> str:
    base = fd["base"]
    shown = ph(f"facts.base_{base}") if base in ("any", "varies") else ph.get(f"rank.{base}") or base
    text = ph("facts.foundation", count=fd["count"], base=shown, direction=direction_text(fd["direction"], ph),
              follow=ph.get(f"facts.follow_{fd['follow']}") or fd["follow"], wrap=ph("facts.wrap") if fd["wrap"] else "")
    return text


def facts_card(game: GameDoc, ph: Phrases) -> str | None:
    """Players, packs, cards, re-deals, foundations (from `patience.rules.facts`, read from the
    rule language) and the executor's win rate over N deals."""
    if game.encoding is None:
        return None
    rules = game.encoding.rules
    f = facts(rules)
    foundations = "; ".join(foundation_text(fd, ph) for fd in f["foundations"]) or ph("facts.foundations_none")
    rows = [
        (ph("facts.players"), str(f["players"])),
        (ph("facts.packs"), f"{f['packs']} × {ph('facts.pack_' + f['pack'])}"),
        (ph("facts.cards"), str(f["cards"])),
        (ph("facts.redeals"), redeals_text(f["redeals"], ph)),
        (ph("facts.foundations"), foundations),
        (ph("facts.matches"), "; ".join(match_text(m, ph) for m in game.encoding.matches) or ph("facts.matches_none"))
        if rules.players.count == 2 else (ph("facts.winrate"), winrate_text(game.encoding.winrates.get(None), ph)),
        (ph("facts.status"), ph(f"facts.status_{rules.status}")),
    ]
    return '<table class="facts-card">\n' + "\n".join(
        f"<tr><th>{html.escape(label)}</th><td>{html.escape(value)}</td></tr>" for label, value in rows) + "\n</table>\n" \
        + f"\n[{ph('heading.figures')}](../figures.md)\n"


def _elements(rules: RuleSet, ph: Phrases) -> dict[tuple, Rule]:
    """The written rules by what they are about: a zone by its id, a rule by its id, the rest
    by their pointers (so that a variant's rules are matched with the base's)."""
    out = {}
    for _, items in rule_parts(rules, ph):
        for r in items:
            parts = r.pointer.strip("/").split("/")
            if parts[0] == "zones":
                key: tuple = ("zones", rules.zones[int(parts[1])].id)
            elif parts[0] == "moves":
                key = ("moves", rules.moves[int(parts[1])].id)
            else:
                key = (r.pointer,)
            out[key] = r
    return out


def variant_changes(rules: RuleSet, variant: RuleSet, ph: Phrases) -> list[str]:
    """What a variant changes, rule by rule, as HTML list items: each changed rule as it now
    reads (and as it read), each added rule, each rule left out."""
    base, new = _elements(rules, ph), _elements(variant, ph)
    out = []
    for key, r in new.items():
        old = base.get(key)
        if old is None:
            out.append(f'<li class="added"><strong>{html.escape(ph("variant.added"))}:</strong> {r.html}</li>')
        elif old.html != r.html:
            out.append(f'<li class="changed">{r.html} <span class="was">({html.escape(ph("variant.changed"))}: '
                       f"{old.html})</span></li>")
    for key, r in base.items():
        if key not in new:
            out.append(f'<li class="removed"><strong>{html.escape(ph("variant.removed"))}:</strong> <del>{r.html}</del></li>')
    return out


def encoded_variants(game: GameDoc, ph: Phrases) -> str | None:
    """The variants the encoding describes: what changes (the rules of the variant written out
    by the same phrases, against the base's), the patch, the book's text and the figures."""
    if game.encoding is None:
        return None
    rules = game.encoding.rules
    if not rules.variants:
        return ph("variant.none")
    corpus = {v.id for v in game.variants}
    out = []
    for i, v in enumerate(rules.variants):
        label = getattr(v.label, ph.lang) or v.id
        out.append(f"### {escape(label[:1].upper() + label[1:])} {{#variant-{v.id}}}\n")
        block = ['<div class="rules variant">']
        try:
            changes = variant_changes(rules, with_variant(rules, v.id), ph)
        except PatienceError as exc:  # a draft whose patch does not apply: said, not fatal
            changes = [f"<li><code>{html.escape(str(exc))}</code></li>"]
        block.append(f"<p><strong>{html.escape(ph('variant.changes'))}:</strong></p><ul>" + "".join(changes) + "</ul>"
                     if changes else f"<p>{html.escape(ph('variant.no_change'))}</p>")
        block += notes_under(rules, f"/variants/{i}", ph, game.id, _page_of(game))
        patch = json.dumps([op.model_dump(mode="json", exclude_none=True) for op in v.patch], ensure_ascii=False, indent=1)
        block.append(f'<details class="patch"><summary>{html.escape(ph("variant.patch"))}</summary>'
                     f"<pre><code>{html.escape(patch)}</code></pre></details>")
        block.append("</div>")
        out.append("\n".join(block) + "\n")
        if v.game:
            link = f"[{ph('variant.corpus_link')}](#variants)" if v.game in corpus else f"`{escape(v.game)}`"
            out.append(f"- **{ph('variant.corpus')}:** {link}")
        if game.encoding.rules.players.count == 1:  # a race between two players has no win rate
            out.append(f"- **{ph('facts.winrate')}:** {escape(winrate_text(game.encoding.winrates.get(v.id), ph))}\n")
        else:
            out.append("")  # the blank line before the next variant
    return "\n".join(out)


def _cell(value: object) -> str:
    return escape(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))


def _code(value: object) -> str:
    """A value as code (the encoding's notation, or the text's word as printed), or nothing."""
    if value is None or value == "":
        return ""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return f"<code>{html.escape(text).replace('|', '&#124;')}</code>"


_AS_CODE = {"pointer", "name", "text", "encoded", "pattern", "shown", "before", "after", "word", "file", "game",
            "quote", "now", "first"}
"""Values of a finding shown as code: the encoding's notation, field names and the book's words as printed."""


def finding_text(finding: dict[str, Any], ph: Phrases) -> str:
    """A finding of `patience diff` in the page's language: its phrase (`finding.<phrase>`) filled
    with its values (a language code named, a variant as the rule set's subject)."""
    if "phrase" not in finding:
        raise PatienceError(f"checks/diff.json: a finding of {finding.get('game')} has no field 'phrase' "
                            "(written by an older patience diff: run `patience diff --out checks/diff.json`)")
    values = dict(finding.get("values", {}))
    if "variant" in values:
        variant = values.pop("variant")
        values["subject"] = ph("finding.subject_variant", variant=variant) if variant else ph("finding.subject_rules")
    shown = {k: v if k == "subject" else ph(f"language.{v}") if k == "language" else
             ph("finding.none") if v is None else _code(v) if k in _AS_CODE else _cell(v) for k, v in values.items()}
    return ph(f"finding.{finding['phrase']}", **shown)


def json_download(game: GameDoc, ph: Phrases) -> str | None:
    """A link to the game's JSON rule set, copied beside the page as `<game-id>.json`."""
    if game.encoding is None:
        return None
    return f"[{game.id}.json]({game.id}.json)"


def board(game: GameDoc, ph: Phrases) -> str | None:
    """The board the browser player builds from the rule file."""
    return player_section(game.encoding.rules, ph.lang) if game.encoding else None


SECTIONS: tuple[tuple[str, Callable[[GameDoc, Phrases], str | None]], ...] = (
    ("heading.summary", summary),
    ("prose.heading", how_to_play),
    ("heading.book_figures", figures_section),
    ("heading.layout", layout_svg),
    ("heading.play", board),
    ("heading.facts", facts_card),
    ("heading.rules", rules_text),
    ("heading.encoded_variants", encoded_variants),
    ("edition.findings_heading", player_findings),
    ("heading.versions", versions_section),
    ("heading.download", json_download),
)
"""The encoding sections in page order, each with the phrase key of its heading."""
