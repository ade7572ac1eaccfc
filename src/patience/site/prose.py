"""The rules as a player reads them: the object of the game in one line, then Layout, Deal,
Play, Re-deals and End, written from the same rule set the executor plays.

A reader `Writer` (`patience.site.language`) writes each element with the `[reader.<Class>]`
phrases over the rule language's own, and names piles as a player does, never by code. No
evidence, editorial choice or pointer shows here: those live in the scholars' rules
(`patience.site.rulestext`). The rules of play keep the numbers the scholars' rules give them,
so "rule 4" means the same in both.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass

from ..rules.model import RedealRule, RuleSet
from .language import Writer
from .phrases import Phrases


@dataclass(frozen=True)
class Part:
    """One part of the prose: its heading's phrase key and its sentences (HTML); `numbers`
    holds each sentence's rule number where the part lists rules of play."""
    heading: str
    sentences: tuple[str, ...]
    numbers: tuple[int, ...] = ()


def _e(text: str) -> str:
    return html.escape(text, quote=False)


def object_line(rules: RuleSet, ph: Phrases) -> str:
    """"Object: to bring every card onto the foundations." (HTML)."""
    w = Writer(rules, ph, reader=True)
    return _e(ph("prose.object")) + " " + w.render(rules.win) + "."


def parts(rules: RuleSet, ph: Phrases) -> list[Part]:
    """The prose's parts in reading order, then the book's advice; a part with nothing to say
    is left out, except Re-deals, which says that there are none."""
    w = Writer(rules, ph, reader=True)
    layout = [w.sentence(rules.deck), w.sentence(rules.players)] + [w.sentence(z) for z in rules.zones]
    deal = [w.sentence(s) for s in rules.setup]
    play = [w.sentence(c) for c in rules.choices] + [w.sentence(p) for p in rules.phases]
    numbered = [(i + 1, w.sentence(r)) for i, r in enumerate(rules.moves) if not isinstance(r, RedealRule)]
    redeals = [(i + 1, w.sentence(r)) for i, r in enumerate(rules.moves) if isinstance(r, RedealRule)]
    end = [_e(ph("prose.end_one" if rules.players.count == 1 else "prose.end_two"))]
    if rules.final_state is not None:
        end.append(w.sentence(rules.final_state))
    out = [Part("prose.layout", tuple(layout))]
    if deal:
        out.append(Part("prose.deal", tuple(deal)))
    out.append(Part("prose.play", tuple(play + [s for _, s in numbered]),
                    (0,) * len(play) + tuple(n for n, _ in numbered)))
    stock = any(z.role == "stock" for z in rules.zones)
    none = _e(ph("prose.no_redeal_stock" if stock else "prose.no_redeal"))
    out.append(Part("prose.redeals", tuple(s for _, s in redeals) or (none,),
                    tuple(n for n, _ in redeals)))
    out.append(Part("prose.end", tuple(end)))
    if rules.advice:
        out.append(Part("prose.advice", tuple(_e(getattr(a, ph.lang)) for a in rules.advice)))
    return out


def prose_html(rules: RuleSet, ph: Phrases) -> str:
    """The prose as page Markdown: the object line, then each part as a paragraph under a
    heading; numbered rules of play as a list whose items the rule references link to."""
    out = [f'<p class="object">{object_line(rules, ph)}</p>\n']
    for part in parts(rules, ph):
        out.append(f"### {ph(part.heading)}\n")
        if any(part.numbers):
            lead = [s for s, n in zip(part.sentences, part.numbers) if not n]
            if lead:
                out.append(f'<p>{" ".join(lead)}</p>\n')
            items = [f'<li id="play-{n}" value="{n}">{s}</li>' for s, n in zip(part.sentences, part.numbers) if n]
            out.append('<ol class="play-rules">\n' + "\n".join(items) + "\n</ol>\n")
        else:
            out.append(f'<p>{" ".join(part.sentences)}</p>\n')
    return "\n".join(out)


def prose_text(rules: RuleSet, ph: Phrases, plain: Callable[[str], str]) -> str:
    """The prose as terminal text: the object line, each heading, its sentences (numbered
    rules as "4. …"); `plain` turns HTML into text."""
    out = [plain(object_line(rules, ph))]
    for part in parts(rules, ph):
        out.append("")
        out.append(ph(part.heading))
        numbers = part.numbers or (0,) * len(part.sentences)
        out += [f"  {f'{n}. ' if n else ''}{plain(s)}" for s, n in zip(part.sentences, numbers)]
    return "\n".join(out)

