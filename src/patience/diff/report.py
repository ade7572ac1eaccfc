"""`patience diff`: findings of six kinds for each curated rule set.

- `value`: a fact the extraction draft reads from the text differs from the encoding's (as
  `patience.rules.facts` reads it from the primitives; not where the encoding marks that value
  invented: its note says why);
- `unevidenced`: a rule-bearing field (LANGUAGE.md §17) with no evidence and not marked `invented`;
- `stale-quote`: an evidence quote that no longer matches the clean corpus (after a re-clean);
- `number`: a number in the text the encoding contradicts (a layout of N piles of M cards, the
  cards left after the deal) or a deal that needs more cards than the pack holds;
- `ocr`: a word inside an evidence span that looks like OCR damage (in no lookup table, not in the
  period word list `extract/period_words.toml`, printed fewer than `corpus_min` times in the clean
  corpus of its language) or a curated correction next to the span: check the scan;
- `executor`: `patience check` found the encoding unwinnable, won none of 50 or more deals, or winning
  play misses the end state the book promises (read from checks/results/).

Evidence is cited by v2 pointers: a re-deal by its redeal rules (`/moves/N`, `/moves/N/limit`).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from pydantic import BaseModel, ConfigDict, Field

from .. import corpus
from ..corpus.corrections import load_corrections
from .periodwords import WORD, period_words
from ..errors import PatienceError
from ..extract.evaluate import FACT_FIELDS, curated_facts, draft_facts, redeal_rules, unstated_facts
from ..extract.extract import extract_game
from ..extract.lang import load_lang
from ..fsutil import read_json
from ..rules.load import load, load_all
from ..rules.model import DealStep, RuleSet, SortStep, Withdraw
from ..rules.validate import rule_bearing
from ..solver.check import certificate_path, results_path

KINDS = ("value", "unevidenced", "stale-quote", "number", "ocr", "executor")
NEAR = 40  # characters around an evidence span in which a curated correction is reported


class Span(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    role: str = Field(description="text (what the book says), encoded (cited by the rule set), current (clean text now).")
    game: str
    start: int
    end: int
    quote: str


class Finding(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    game: str
    kind: str
    field: str
    text_value: Any = None
    encoded_value: Any = None
    spans: list[Span] = Field(default_factory=list)
    message: str
    phrase: str
    """The message's key in the site's phrase tables (`finding.<phrase>`), which word it per language."""
    values: dict[str, Any] = Field(default_factory=dict)
    """The values the phrase is filled with."""


def _span(role: str, ev: Any) -> Span:
    d = ev if isinstance(ev, dict) else ev.model_dump()
    return Span(role=role, game=d["game"], start=d["start"], end=d["end"], quote=d["quote"])


def _value(values: set) -> Any:
    items = sorted(values, key=str)
    return items[0] if len(items) == 1 else items if items else None


# ----------------------------------------------------------------------------- pointers


def field_pointers(rules: RuleSet, field: str) -> list[str]:
    """The rule-set fields a fact is computed from (re-deals: the redeal rules; none without one)."""
    if field == "players":
        return ["/players"]
    if field in ("packs", "pack"):
        return ["/deck"]
    if field == "redeals":
        return [f"/moves/{i}" for i in redeal_rules(rules)]
    role = "foundation" if field.startswith("foundation.") else "tableau"
    zones = [z.id for z in rules.zones if z.role == role]
    out = [f"/zones/{i}" for i, z in enumerate(rules.zones) if z.role == role]
    if role == "foundation":
        out += [f"/setup/{i}" for i, s in enumerate(rules.setup) if isinstance(s, Withdraw) and s.to in zones]
    return out


def cited(rules: RuleSet, pointers: list[str]) -> list[Span]:
    """Evidence of these fields, of their parts, and of the fields holding them."""
    spans: list[Span] = []
    for ptr, evs in rules.evidence.items():
        if any(ptr == p or ptr.startswith(p + "/") or p.startswith(ptr + "/") for p in pointers):
            for ev in evs:
                s = _span("encoded", ev)
                if s not in spans:
                    spans.append(s)
    return spans


# ----------------------------------------------------------------------------- kinds


def value_findings(rules: RuleSet, draft: dict[str, Any], facts: dict[str, Any] | None = None) -> list[Finding]:
    got, want = draft_facts(draft), curated_facts(rules, facts)
    invented = {k for k, why in unstated_facts(rules).items() if why.startswith("invented")}
    by = {f["field"]: f for f in draft["facts"]}
    out = []
    for name in FACT_FIELDS:
        if not got[name] or got[name] == want[name]:
            continue
        if name in invented:
            continue  # the encoding marks this value invented and says why (the text gives a part of it)
        fact = by[name]
        encoded = _value(want[name])
        out.append(Finding(
            game=rules.id, kind="value", field=name, text_value=_value(got[name]), encoded_value=encoded,
            spans=[_span("text", fact["evidence"]), *cited(rules, field_pointers(rules, name))],
            message=f"the text reads {name} = {_value(got[name])} ({fact['pattern']}, confidence "
                    f"{fact['confidence']}); the encoding has {encoded if encoded is not None else 'none'}",
            phrase="value", values={"name": name, "text": _value(got[name]), "pattern": fact["pattern"],
                                    "confidence": fact["confidence"], "encoded": encoded},
        ))
    return out


def unevidenced_findings(rules: RuleSet) -> list[Finding]:
    keys = [*rules.evidence, *rules.invented]
    doc = rules.model_dump(mode="json", by_alias=True, exclude_none=True)
    out = []
    for ptr in rule_bearing(rules):
        if any(k == ptr or ptr.startswith(k + "/") or k.startswith(ptr + "/") for k in keys):
            continue
        node: Any = doc
        for part in ptr.strip("/").split("/"):
            node = node[int(part)] if isinstance(node, list) else node[part]
        out.append(Finding(game=rules.id, kind="unevidenced", field=ptr, encoded_value=node,
                           message=f"{ptr} has no evidence and is not marked invented",
                           phrase="unevidenced", values={"pointer": ptr}))
    return out


def stale_findings(rules: RuleSet, root: Path | None) -> list[Finding]:
    out = []
    for ptr, evs in rules.evidence.items():
        for ev in evs:
            try:
                game = corpus.get_game(ev.game, root)
            except PatienceError as exc:
                out.append(Finding(game=rules.id, kind="stale-quote", field=ptr, spans=[_span("encoded", ev)],
                                   message=str(exc), phrase="stale_game", values={"game": ev.game}))
                continue
            text = corpus.clean_text(game.source, root)
            now = text[ev.start : ev.end]
            if now == ev.quote:
                continue
            lo, hi = game.clean_span
            at = text.find(ev.quote, lo, hi)
            where = (f"the quote now stands at [{at}, {at + len(ev.quote)}]" if at >= 0
                     else "the quote is no longer in the game's clean text")
            out.append(Finding(
                game=rules.id, kind="stale-quote", field=ptr, text_value=now, encoded_value=ev.quote,
                spans=[_span("encoded", ev), Span(role="current", game=ev.game, start=ev.start, end=ev.end, quote=now)],
                message=f"evidence [{ev.start}, {ev.end}] quotes {ev.quote[:50]!r} but the clean text there reads "
                        f"{now[:50]!r}; {where}",
                phrase="stale_moved" if at >= 0 else "stale_gone",
                values={"start": ev.start, "end": ev.end, "quote": ev.quote[:50], "now": now[:50], "at": at,
                        "to": at + len(ev.quote)},
            ))
    return out


@dataclass(frozen=True)
class Layout:
    """What the setup lays out, read from its steps without dealing."""

    #: (zone id, piles dealt to, cards per pile) of each deal step whose counts do not depend on the shuffle.
    deals: list[tuple[str, int, list[int]]]
    #: The deal steps in short: 't 8x4, b 8x1' ('h all' for a deal of the rest after a sort step).
    shown: str
    #: Some deal step's piles depend on the shuffle (a deal of the whole stock after a sort step).
    open: bool
    #: Cards the deal steps and withdrawals take from the pack, and those laid out before the rest is
    #: "left" (withdrawn, and dealt to tableau zones: "the four remaining cards" of No. 4 go to its cells
    #: after the tableau is dealt); None where a sort step makes them depend on the shuffle.
    dealt: int | None
    laid_out: int | None


def layout(rules: RuleSet, game: Any) -> Layout:
    """The setup's deal steps, pile by pile (a deal of the whole rest spread as the executor deals it)."""
    zones = {z.id: z for z in rules.zones}
    left: int | None = game.total
    dealt, laid, deals, shown, open_ = 0, 0, [], [], False
    for step in rules.setup:
        if isinstance(step, Withdraw):
            dealt += len(step.cards)
            laid += len(step.cards)
            left = None if left is None else left - len(step.cards)
        elif isinstance(step, SortStep):
            left = None
        elif isinstance(step, DealStep):
            z = zones[step.to]
            n = step.piles or z.count
            if step.counts == "all" and left is None:
                shown.append(f"{z.id} all")
                open_ = True
                continue
            try:
                order = game.deal_order(step, z.count, max(left or 0, 0))
            except PatienceError:  # a deal the executor refuses (more cards than its packets hold)
                shown.append(f"{z.id} all")
                open_, left = True, None
                continue
            counts = [order.count(i) for i in range(n)]
            deals.append((z.id, n, counts))
            shown.append(f"{z.id} {n}x{counts[0] if len(set(counts)) == 1 else counts}")
            dealt += len(order)
            laid += len(order) if z.role == "tableau" else 0
            left = None if left is None else left - len(order)
    exact = not open_ and not any(isinstance(s, SortStep) for s in rules.setup)
    return Layout(deals=deals, shown=", ".join(shown) or "no deal", open=open_,
                  dealt=dealt if exact else None, laid_out=laid if exact else None)


def number_findings(rules: RuleSet, draft: dict[str, Any], game: Any) -> list[Finding]:
    cards = game.total
    lay = layout(rules, game)
    out = []
    if lay.dealt is not None and lay.dealt > cards:
        out.append(Finding(game=rules.id, kind="number", field="/setup", text_value=cards, encoded_value=lay.dealt,
                           spans=cited(rules, ["/setup", "/deck"]),
                           message=f"the setup deals {lay.dealt} cards but the pack holds {cards}",
                           phrase="number_pack", values={"dealt": lay.dealt, "cards": cards}))
    for stmt in draft.get("layout", []):
        if stmt["field"] == "layout":
            piles, each = stmt["value"]
            ok = any((n == piles and set(c) == {each}) or (n == piles * each and set(c) == {1}) for _, n, c in lay.deals)
            if ok or lay.open:
                continue  # a deal whose piles the shuffle decides does not contradict it
            message = f"the text lays out {piles} pile(s) of {each} card(s); the encoding deals {lay.shown}"
            phrase, values = "number_layout", {"piles": piles, "each": each, "shown": lay.shown}
            text_value = f"{piles}x{each}"
        else:
            if lay.laid_out is None:
                continue  # a sort step lays out as many cards as the shuffle brings
            left = cards - lay.laid_out
            if stmt["value"] == left:
                continue
            message = (f"the text leaves {stmt['value']} card(s) after the deal; the encoding leaves {left} "
                       f"({cards} cards, {lay.laid_out} laid out)")
            phrase, values = "number_left", {"value": stmt["value"], "left": left, "cards": cards, "laid": lay.laid_out}
            text_value = stmt["value"]
        out.append(Finding(game=rules.id, kind="number", field="/setup", text_value=text_value, encoded_value=lay.shown,
                           spans=[_span("text", stmt["evidence"]), *cited(rules, ["/setup"])],
                           message=f"{message} ({stmt['pattern']})",
                           phrase=phrase, values={**values, "pattern": stmt["pattern"]}))
    return out


# ----------------------------------------------------------------------------- OCR


@lru_cache(maxsize=8)
def _lookup_words(language: str) -> tuple[frozenset[str], tuple[tuple[str, str], ...]]:
    """Words of spacy-lookups-data's lemma tables (lookup, index, exceptions) and its suffix rules."""
    if language == "ru":
        return frozenset(), ()
    import gzip

    import spacy_lookups_data

    folder = Path(spacy_lookups_data.__file__).parent / "data"

    def table(name: str) -> Any:
        path = folder / f"{language}_{name}.json.gz"
        if not path.is_file():
            return {}
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            return json.load(fh)

    words: set[str] = set()
    lookup = table("lemma_lookup")
    words.update(lookup)
    words.update(v for v in lookup.values() if isinstance(v, str))
    for entries in table("lemma_index").values():
        words.update(entries)
    for forms in table("lemma_exc").values():
        words.update(forms)
        for lemmas in forms.values():
            words.update(lemmas)
    rules = {(old, new) for pairs in table("lemma_rules").values() for old, new in pairs if old}
    return frozenset(w.lower() for w in words), tuple(sorted(rules))


@lru_cache(maxsize=8)
def _corpus_counts(texts: tuple[str, ...]) -> Counter:
    return Counter(w.lower() for text in texts for w in WORD.findall(text))


ROMAN = re.compile(r"[IVXLC]+")
"""A numeral in capitals (rules numbered "III."), not a word."""


class WordList:
    """The words of a language's period: lookup tables (modernised spelling), the language file's
    period words and lexicon, the period word list (`extract/period_words.toml`), and words the
    clean corpus of the language prints `corpus_min` times or more."""

    def __init__(self, language: str, root: Path | None):
        self.language = language
        self.lang = load_lang(language, root)
        self.known, self.suffixes = _lookup_words(language)
        listed = period_words(root)
        self.extra = {w.lower() for w in self.lang.modernise.words} | set(listed.words.get(language, ()))
        for table in self.lang.lexicon.values():
            self.extra.update(k.lower() for k in table)
        texts = tuple(corpus.clean_text(s.id, root) for s in corpus.load_sources(root) if s.language == language)
        self.counts = _corpus_counts(texts)
        self.corpus_min = listed.corpus_min

    def ok(self, word: str) -> bool:
        w = word.lower()
        if len(w) < 3 or w in self.extra or self.counts[w] >= self.corpus_min or ROMAN.fullmatch(word):
            return True
        forms = {w}
        for old, new in self.lang.modernise.rules:
            forms |= {re.sub(old, new, f) for f in forms}
        if self.language == "ru":
            from ..extract.pipeline import _morph

            morph = _morph()
            if any(morph.word_is_known(f.translate(_RU_MODERN).rstrip("ъ")) for f in forms):
                return True
        elif any(self._known(f) for f in forms):
            return True
        parts = w.split("-")
        return len(parts) > 1 and all(self.ok(p) for p in parts if p not in ("нибудь", "либо", "то"))

    def _known(self, w: str) -> bool:
        if w in self.known:
            return True
        return any(w.endswith(old) and w[: len(w) - len(old)] + new in self.known for old, new in self.suffixes)


_RU_MODERN = str.maketrans("ѣіѳѵ", "еифи")


def ocr_findings(rules: RuleSet, root: Path | None) -> list[Finding]:
    out: list[Finding] = []
    seen: set[tuple[str, int]] = set()
    lists: dict[str, WordList] = {}
    for ptr, evs in rules.evidence.items():
        for ev in evs:
            try:
                game = corpus.get_game(ev.game, root)
            except PatienceError:
                continue
            text = corpus.clean_text(game.source, root)
            if text[ev.start : ev.end] != ev.quote:
                continue  # a stale quote is reported as such
            words = lists.get(game.language) or lists.setdefault(game.language, WordList(game.language, root))
            for m in WORD.finditer(ev.quote):
                at = ev.start + m.start()
                if (ev.game, at) in seen or words.ok(m.group()):
                    continue
                seen.add((ev.game, at))
                out.append(Finding(
                    game=rules.id, kind="ocr", field=ptr, text_value=m.group(),
                    spans=[Span(role="text", game=ev.game, start=at, end=at + len(m.group()), quote=m.group()),
                           _span("encoded", ev)],
                    message=f"{m.group()!r} is not in the {game.language} word list of the period: check the scan",
                    phrase="ocr_word", values={"word": m.group(), "language": game.language},
                ))
            dutch = {(c.before, c.after, c.reason): c.reason_nl for c in load_corrections(game.source, root)}
            for edit in _corrections(game.source, root):
                if ev.start - NEAR <= edit.clean_start <= ev.end + NEAR and (ev.game, -edit.clean_start) not in seen:
                    seen.add((ev.game, -edit.clean_start))
                    after = text[edit.clean_start : edit.clean_start + len(edit.after)]
                    out.append(Finding(
                        game=rules.id, kind="ocr", field=ptr, text_value=edit.after, encoded_value=edit.before,
                        spans=[Span(role="current", game=ev.game, start=edit.clean_start,
                                    end=edit.clean_start + len(after), quote=after or edit.after), _span("encoded", ev)],
                        message=f"curated correction {edit.before!r} -> {edit.after!r} at {edit.clean_start} "
                                f"({edit.reason}): check the scan",
                        phrase="ocr_correction", values={"before": edit.before, "after": edit.after,
                                                         "at": edit.clean_start, "reason": edit.reason,
                                                         "reason_nl": dutch.get((edit.before, edit.after, edit.reason))},
                    ))
    return out


def _corrections(source: str, root: Path | None):
    return [e for e in corpus.ledger(source, root) if e.rule == "correction" and e.after]


# ----------------------------------------------------------------------------- executor


NO_WIN_DEALS = 50  # deals without a single win that make an `executor` finding even when some are undecided


def executor_findings(rules: RuleSet, root: Path | None) -> list[Finding]:
    out = []
    for variant in [None, *(v.id for v in rules.variants)]:
        path = results_path(rules.id, variant, root)
        if not path.is_file():
            continue
        res = read_json(path)
        label = f"variant {variant}" if variant else "the rules"
        subject = {"variant": variant or ""}
        field = f"/variants/{[v.id for v in rules.variants].index(variant)}" if variant else "/win"
        spans = cited(rules, [field, *(f"/moves/{i}" for i in redeal_rules(rules))])
        by_suit = f", {res['lost_by_suit']} of them one suit at a time" if res.get("lost_by_suit") else ""
        # Won in the check, or by a committed certificate (from a longer search): no finding.
        won = res.get("won", 0) > 0 or certificate_path(rules.id, variant, root).is_file()
        if not won and res.get("lost", 0) > 0 and res.get("unknown", 0) == 0:
            out.append(Finding(
                game=rules.id, kind="executor", field=field, text_value="winnable", encoded_value="unwinnable",
                spans=spans,
                message=f"{label}: the solver proved all {res['lost']} deal(s) it tried lost{by_suit} and left none "
                        f"open: unwinnable as encoded ({path.name})",
                phrase="executor_lost", values={**subject, "lost": res["lost"], "by_suit": res.get("lost_by_suit", 0),
                                                "file": path.name},
            ))
        elif not won and res.get("deals", 0) >= NO_WIN_DEALS:
            # Not a proof: the budget ran out. Editors check the encoding against the spans.
            out.append(Finding(
                game=rules.id, kind="executor", field=field, text_value="winnable", encoded_value="no win found",
                spans=spans,
                message=f"{label}: no win in {res['deals']} deals ({res.get('lost', 0)} proven lost{by_suit}; "
                        f"{res.get('unknown', 0)} undecided): practically unwinnable as encoded, or beyond the "
                        f"solver's budget ({path.name})",
                phrase="executor_no_win", values={**subject, "deals": res["deals"], "lost": res.get("lost", 0),
                                                  "by_suit": res.get("lost_by_suit", 0),
                                                  "unknown": res.get("unknown", 0), "file": path.name},
            ))
        mismatches = res.get("final_state_mismatches") or []
        if mismatches:
            out.append(Finding(
                game=rules.id, kind="executor", field="/final_state", text_value="promised end state",
                encoded_value=mismatches[:3], spans=cited(rules, ["/final_state"]),
                message=f"{label}: winning play does not reach the end state the book promises "
                        f"({len(mismatches)} mismatch(es), first: {mismatches[0]})",
                phrase="executor_end", values={**subject, "mismatches": len(mismatches), "first": mismatches[0]},
            ))
    return out


# ----------------------------------------------------------------------------- all


def diff_ruleset(rules: RuleSet, root: Path | None = None, kinds: tuple[str, ...] = KINDS) -> list[Finding]:
    from ..engine.game import Game
    from ..rules.facts import facts

    out: list[Finding] = []
    draft = extract_game(rules.games[0], root) if {"value", "number"} & set(kinds) else None
    game = Game(rules) if {"value", "number"} & set(kinds) else None
    if "value" in kinds:
        assert draft is not None
        out += value_findings(rules, draft, facts(rules, game))
    if "unevidenced" in kinds:
        out += unevidenced_findings(rules)
    if "stale-quote" in kinds:
        out += stale_findings(rules, root)
    if "number" in kinds:
        assert draft is not None
        out += number_findings(rules, draft, game)
    if "ocr" in kinds:
        out += ocr_findings(rules, root)
    if "executor" in kinds:
        out += executor_findings(rules, root)
    return out


def diff_all(ids: list[str] | None = None, root: Path | None = None, kinds: tuple[str, ...] = KINDS,
             progress: Callable[[str], None] | None = None) -> list[Finding]:
    unknown = set(kinds) - set(KINDS)
    if unknown:
        raise PatienceError(f"unknown kind(s): {', '.join(sorted(unknown))} (known: {', '.join(KINDS)})")
    rulesets = {i: load(i, root) for i in ids} if ids else load_all(root)
    out = []
    for rid, rules in rulesets.items():
        out += diff_ruleset(rules, root, kinds)
        if progress:
            progress(rid)
    return out


# ----------------------------------------------------------------------------- rendering


def _short(value: Any, width: int = 28) -> str:
    text = "" if value is None else value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    text = text.replace("\n", " ")
    return text if len(text) <= width else text[: width - 1] + "…"


def render_table(findings: list[Finding]) -> str:
    if not findings:
        return "no disagreements"
    head = ("game", "kind", "field", "text", "encoded")
    rows = [(f.game, f.kind, f.field, _short(f.text_value), _short(f.encoded_value)) for f in findings]
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(head)]
    line = lambda cells: "  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip()  # noqa: E731
    out = [line(head), line(tuple("-" * w for w in widths))]
    for f, row in zip(findings, rows):
        out.append(line(row))
        out.append(f"    {f.message}")
        for s in f.spans:
            out.append(f"    {s.role:<8} {s.game} [{s.start}, {s.end}] {_short(s.quote, 90)!s}")
    counts = Counter(f.kind for f in findings)
    out.append(f"{len(findings)} finding(s): " + ", ".join(f"{k} {counts[k]}" for k in KINDS if counts[k]))
    return "\n".join(out)


def render_markdown(findings: list[Finding]) -> str:
    def cell(text: Any) -> str:
        return _short(text, 80).replace("|", "\\|")

    out = ["# Text and encoding: disagreements", ""]
    if not findings:
        return "\n".join(out + ["No disagreements.", ""])
    for game in dict.fromkeys(f.game for f in findings):
        out += [f"## {game}", "", "| kind | field | text | encoded | note | spans |", "|---|---|---|---|---|---|"]
        for f in (x for x in findings if x.game == game):
            spans = "<br>".join(f"{s.role} [{s.start}, {s.end}] “{cell(s.quote)}”" for s in f.spans)
            out.append(f"| {f.kind} | `{f.field}` | {cell(f.text_value)} | {cell(f.encoded_value)} | "
                       f"{cell(f.message)} | {spans} |")
        out.append("")
    return "\n".join(out)
