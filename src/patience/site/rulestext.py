"""The rules of a rule set written out in one language, each rule with its evidence.

`rule_parts` turns a RuleSet into parts (players and pack, piles, deal, play, end), each a list
of `Rule`: one sentence for one element of the rule set (a zone, a setup step, a choice, a rule,
the win), written by `patience.site.language` from the phrase tables of the rule language, with
the JSON pointer of the element. `rules_html` adds, under every rule, the clean-text spans of the
`evidence` map and the reasons of the `invented` map whose pointers fall under it (evidence on a
whole part, e.g. `/setup`, goes under the part's heading).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass

from ..rules.model import DrawRule, Evidence, MoveRule, RuleSet, Text
from .language import Writer
from .marks import evidence_anchors
from .markdown import page_anchor
from .phrases import Phrases


@dataclass(frozen=True)
class Rule:
    pointer: str
    html: str
    number: int | None = None
    """Rules of play are numbered (other rules refer to them so)."""
    meta: str = ""
    """Small print after the sentence: the kind's title, the move notation word."""


PARTS = (("rules.part_game", ()), ("rules.part_layout", ("/zones",)), ("rules.part_deal", ("/setup",)),
         ("rules.part_play", ("/choices", "/phases", "/moves")), ("rules.part_end", ()), ("rules.part_advice", ("/advice",)),
         ("rules.part_escapes", ("/escapes",)))
"""Each part's heading, and the pointers of the lists it shows (evidence on a whole list goes under the heading)."""


def _e(text: str) -> str:
    return html.escape(text, quote=False)


def _meta(w: Writer, title: str | None, notation: str | None) -> str:
    bits = [title] if title else []
    if notation:
        bits.append(_e(w.ph("rules.notation", notation="\x00")).replace("\x00", f"<code>{_e(notation)}</code>"))
    return " · ".join(bits)


def rule_parts(rules: RuleSet, ph: Phrases) -> list[tuple[str, list[Rule]]]:
    """The rules in reading order, as (phrase key of the part's heading, rules)."""
    w = Writer(rules, ph)
    play = [Rule(f"/choices/{i}", w.sentence(c),
                 meta=_meta(w, w.label(type(c)), ph("rules.choose_notation", name=c.name)))
            for i, c in enumerate(rules.choices)]
    play += [Rule(f"/phases/{i}", w.sentence(p), meta=_meta(w, w.label(type(p)), None)) for i, p in enumerate(rules.phases)]
    for i, r in enumerate(rules.moves):
        notation = None if isinstance(r, (MoveRule, DrawRule)) else r.id
        play.append(Rule(f"/moves/{i}", w.sentence(r), number=i + 1, meta=_meta(w, w.title(r), notation)))
    end = [Rule("/win", w.sentence(rules.win))]
    if rules.final_state is not None:
        end.append(Rule("/final_state", w.sentence(rules.final_state)))
    escapes = [Rule(f"/escapes/{i}", _e(ph("rules.escape", name="\x00", reason=getattr(e.reason, ph.lang)))
                    .replace("\x00", f"<code>{_e(e.name)}</code>")) for i, e in enumerate(rules.escapes)]
    parts = [
        ("rules.part_game", [Rule("/players", w.sentence(rules.players)), Rule("/deck", w.sentence(rules.deck))]),
        ("rules.part_layout", [Rule(f"/zones/{i}", w.sentence(z)) for i, z in enumerate(rules.zones)]),
        ("rules.part_deal", [Rule(f"/setup/{i}", w.sentence(s), meta=_meta(w, w.title(s), None))
                             for i, s in enumerate(rules.setup)]),
        ("rules.part_play", play),
        ("rules.part_end", end),
        ("rules.part_advice", [Rule(f"/advice/{i}", _e(getattr(a, ph.lang))) for i, a in enumerate(rules.advice)]),
        ("rules.part_escapes", escapes),
    ]
    return [(heading, items) for heading, items in parts if items]


def _owner(pointer: str, owners: list[str]) -> str | None:
    """The longest rule pointer that is `pointer` or one of its ancestors."""
    found = [p for p in owners if pointer == p or pointer.startswith(p + "/")]
    return max(found, key=len) if found else None


def field_label(pointer: str, owner: str | None, ph: Phrases) -> str:
    """What a pointer below its rule is about, in words: `/zones/0/space/order` under
    `/zones/0` -> "empty piles › order"."""
    tail = pointer[len(owner or ""):].strip("/")
    words = []
    for seg in tail.split("/") if tail else []:
        words.append(str(int(seg) + 1) if seg.isdigit() else ph.get(f"field.{seg}") or seg)
    return " › ".join(words)


PageOf = Callable[[str, int], int | None]


def _evidence_note(pointer: str, ev: Evidence, anchor: str, owner: str | None, ph: Phrases, game_id: str,
                   page_of: PageOf) -> str:
    """A quoted span linking to its mark in the original text (on its page); what it is about
    where that is a part of the rule."""
    page = page_of(ev.game, ev.start)
    base = ev.game.split("/")[0]
    own = base == game_id
    href = f"#{anchor}" if own else f"../{base}/#original"
    where = ph("label.page", page=page) if page is not None else ph("heading.original")
    if not own:
        where = f"{base}, {where}"
    quote = f'<a class="evidence-quote" href="#{anchor}">“{_e(ev.quote)}”</a>' if own else f"“{_e(ev.quote)}”"
    if own and page is not None:  # the quote leads to its passage, the page to the page's marker
        href = f"#{page_anchor(page)}"
    about = field_label(pointer, owner, ph)
    about = f' <span class="about">({_e(ph("rules.about", field=about))})</span>' if about else ""
    return (f'<blockquote class="evidence" data-pointer="{html.escape(pointer)}"><p>{quote} '
            f'<a href="{href}">{_e(where)}</a>{about}</p></blockquote>')


def _invented_note(pointer: str, reason: Text, owner: str | None, ph: Phrases) -> str:
    about = field_label(pointer, owner, ph)
    about = f' <span class="about">({_e(ph("rules.about", field=about))})</span>' if about else ""
    return (f'<p class="invented" data-pointer="{html.escape(pointer)}"><strong>{_e(ph("rules.invented"))}'
            f'</strong>{about}: {_e(getattr(reason, ph.lang))}</p>')


def _notes(rules: RuleSet, owners: list[str], ph: Phrases, game_id: str, page_of: PageOf
           ) -> list[tuple[str | None, str]]:
    """(owning pointer or None, HTML) of every evidence span and invented reason."""
    found = []
    anchors = iter(evidence_anchors(rules))
    for pointer, spans in rules.evidence.items():
        owner = _owner(pointer, owners)
        found += [(owner, _evidence_note(pointer, ev, next(anchors)[0], owner, ph, game_id, page_of)) for ev in spans]
    for pointer, reason in rules.invented.items():
        owner = _owner(pointer, owners)
        found.append((owner, _invented_note(pointer, reason, owner, ph)))
    return found


def notes_under(rules: RuleSet, pointer: str, ph: Phrases, game_id: str, page_of: PageOf) -> list[str]:
    """The HTML notes on `pointer` and the fields below it."""
    return [note for owner, note in _notes(rules, [pointer], ph, game_id, page_of) if owner]


def anchor(pointer: str) -> str:
    return "rule" + pointer.replace("/", "-").replace("_", "-")


def rule_html(rule: Rule, notes: list[str], ph: Phrases) -> str:
    """One rule: its number, sentence, small print and link, then its notes."""
    a = anchor(rule.pointer)
    number = f'<span class="rule-no">{rule.number}.</span> ' if rule.number is not None else ""
    meta = f' <small class="rule-meta">{rule.meta}</small>' if rule.meta else ""
    found = notes or [f'<p class="no-evidence">{_e(ph("rules.no_evidence"))}</p>']
    return "\n".join([f'<div class="rule" id="{a}" data-pointer="{html.escape(rule.pointer)}"><p>{number}{rule.html}'
                      f'{meta} <a class="pointer" href="#{a}" title="{html.escape(ph("rules.link"))}">¶</a></p>',
                      *found, "</div>"])


def rules_html(rules: RuleSet, ph: Phrases, game_id: str, page_of: PageOf) -> str:
    """Markdown: the intro, each part under a heading (not a section of the search index: the
    scholars' toggle it is shown in is left out), each rule as HTML with its evidence."""
    parts = rule_parts(rules, ph)
    lists = {heading: pointers for heading, pointers in PARTS}
    owners = [r.pointer for _, items in parts for r in items] + [p for h, _ in parts for p in lists[h]]
    notes: dict[str, list[str]] = {}
    stray = []
    for owner, note in _notes(rules, owners, ph, game_id, page_of):
        if owner:
            notes.setdefault(owner, []).append(note)
        elif 'data-pointer="/variants/' not in note:  # shown with the variant
            stray.append(note)
    out = [ph("rules.intro") + "\n"]
    for heading, items in parts:
        out.append(f"### {ph(heading)} {{ data-search-exclude }}\n")
        block = ['<div class="rules">']
        for pointer in lists[heading]:
            if notes.get(pointer):
                block.append(f'<div class="part-notes" data-pointer="{pointer}">' + "\n".join(notes[pointer]) + "</div>")
        block += [rule_html(rule, notes.get(rule.pointer, []), ph) for rule in items]
        block.append("</div>")
        out.append("\n".join(block) + "\n")
    if stray:
        out.append(f"### {ph('rules.other_evidence')} {{ data-search-exclude }}\n")
        out.append('<div class="rules">\n' + "\n".join(stray) + "\n</div>\n")
    return "\n".join(out)
