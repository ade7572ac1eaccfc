"""Scoring drafts against the curated rule sets, per fact and per language.

The curated value of a fact is what `patience.rules.facts` reads from the rule set's primitives
(re-deals: the sum of the `redeal` rules' limits, or 'unlimited'; foundations: the zones with role
`foundation`, their bases, directions and suit rules); the tableau is the number of piles of the
zones with role `tableau`.

Only facts the book states are scored. A curated fact is *unstated* when its value is the editor's,
not the text's: a field it is computed from is marked `invented` (the tableau of "a third, fourth and
so on row" laid as eight rows; a deal whose pile counts come from a lost figure; two packs where the
header says one), or it is a default of the language (no re-deal because the rule set has no `redeal`
rule: the book may be silent). Unstated facts are left out of precision and recall both (the bench
counts them apart); the disagreement report still shows a draft value that differs, except from an
invention.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import corpus
from ..errors import PatienceError
from ..rules.facts import facts as ruleset_facts
from ..rules.load import load_ruleset, rules_dir
from ..rules.model import DealStep, RedealRule, RuleSet, Withdraw
from .extract import SINGLE, extract_game

FACT_FIELDS = SINGLE

#: The extraction's words for fact values that `patience.rules.facts` names otherwise: "met de dubbele
#: waarde" (doubling) is the facts' `double`; "dalend of klimmend, welke keuze aan hem is" (the only
#: pattern that proposes `other`) is the player's choice, the facts' `chosen`.
DRAFT_TERMS: dict[str, dict[Any, Any]] = {"foundation.direction": {"doubling": "double", "other": "chosen"}}


def redeal_rules(rules: RuleSet) -> list[int]:
    """Indexes (in `moves`) of the rule set's redeal rules."""
    return [i for i, r in enumerate(rules.moves) if isinstance(r, RedealRule)]


def curated_facts(rules: RuleSet, facts: dict[str, Any] | None = None) -> dict[str, set]:
    """The fact vocabulary of `patience facts`, as sets of values (empty: the encoding has none)."""
    f = facts if facts is not None else ruleset_facts(rules)
    out: dict[str, set] = {name: set() for name in FACT_FIELDS}
    out["players"] = {f["players"]}
    out["packs"] = {f["packs"]}
    out["pack"] = {f["pack"]}
    out["redeals"] = {f["redeals"]}
    groups = f["foundations"]
    if groups:
        out["foundation.base"] = {g["base"] for g in groups}
        out["foundation.count"] = {sum(g["count"] for g in groups)}
        out["foundation.direction"] = {g["direction"] for g in groups}
        out["foundation.follow"] = {g["follow"] for g in groups}
    tableau = [z.count for z in rules.zones if z.role == "tableau"]
    if tableau:
        out["tableau"] = {sum(tableau)}
    return out


def _zone_pointers(rules: RuleSet, role: str, *parts: str) -> list[str]:
    out = []
    for i, z in enumerate(rules.zones):
        if z.role == role:
            out += [f"/zones/{i}"] + [f"/zones/{i}/{p}" for p in parts]
    return out


def fact_pointers(rules: RuleSet) -> dict[str, list[str]]:
    """Per fact: the rule-set fields whose invention makes the fact the editor's (an element, or the
    field of it the fact is read from; an invented detail such as the order of withdrawn kings does not)."""
    tableau = [z.id for z in rules.zones if z.role == "tableau"]
    found = [z.id for z in rules.zones if z.role == "foundation"]
    return {
        "players": ["/players", "/players/count"],
        "packs": ["/deck", "/deck/packs"],
        "pack": ["/deck", "/deck/pack"],
        "redeals": [p for i in redeal_rules(rules) for p in (f"/moves/{i}", f"/moves/{i}/limit")],
        "tableau": _zone_pointers(rules, "tableau", "count") + [
            f"/setup/{i}/counts" for i, s in enumerate(rules.setup) if isinstance(s, DealStep) and s.to in tableau],
        "foundation.count": _zone_pointers(rules, "foundation", "count"),
        "foundation.direction": _zone_pointers(rules, "foundation", "build", "build/rank", "build/by", "build/ranks"),
        "foundation.follow": _zone_pointers(rules, "foundation", "build", "build/suit"),
        "foundation.base": _zone_pointers(rules, "foundation", "space", "space/cards", "space/per_pile", "build/ranks")
        + [f"/setup/{i}" for i, s in enumerate(rules.setup) if isinstance(s, Withdraw) and s.to in found],
    }


def unstated_facts(rules: RuleSet) -> dict[str, str]:
    """Curated facts whose value the book does not state: fact -> why (the invented pointer, or the default)."""
    invented = set(rules.invented)
    out: dict[str, str] = {}
    if not redeal_rules(rules):
        out["redeals"] = "no redeal rule in the encoding: 0 re-deals is the language's default, not a reading"
    for name, ptrs in fact_pointers(rules).items():
        hit = sorted(invented & set(ptrs))
        if hit:
            out[name] = "invented: " + hit[0]
    return out


def draft_facts(draft: dict[str, Any]) -> dict[str, set]:
    """The draft's facts as sets of values, in the vocabulary of `patience.rules.facts`."""
    out: dict[str, set] = {name: set() for name in FACT_FIELDS}
    for fact in draft["facts"]:
        value, terms = fact["value"], DRAFT_TERMS.get(fact["field"], {})
        if isinstance(value, list):
            out[fact["field"]] |= {terms.get(v, v) for v in value}
        else:
            out[fact["field"]].add(terms.get(value, value))
    return out


@dataclass
class Tally:
    tp: int = 0
    fp: int = 0
    fn: int = 0

    def add(self, other: "Tally") -> None:
        self.tp += other.tp
        self.fp += other.fp
        self.fn += other.fn

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0


@dataclass
class Evaluation:
    games: list[dict[str, Any]] = field(default_factory=list)
    by_language: dict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))
    by_field: dict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))
    overall: Tally = field(default_factory=Tally)
    skipped: list[str] = field(default_factory=list)
    #: Facts left out because the book does not state them, and what the draft proposed for them.
    unstated: list[dict[str, Any]] = field(default_factory=list)
    #: The tallies if unstated facts were scored like the others (for comparison).
    with_unstated: Tally = field(default_factory=Tally)


def compare(draft: dict[str, Any], rules: RuleSet, skip: dict[str, str] | None = None,
            want: dict[str, set] | None = None) -> dict[str, Tally]:
    """Per fact field: values the draft got right (tp), proposed wrongly (fp) and missed (fn); the
    fields in `skip` (unstated facts) score nothing."""
    got, want = draft_facts(draft), want if want is not None else curated_facts(rules)
    return {name: Tally() if name in (skip or {}) else
            Tally(len(got[name] & want[name]), len(got[name] - want[name]), len(want[name] - got[name]))
            for name in FACT_FIELDS}


def evaluate(root: Path | None = None, drafts: dict[str, dict] | None = None,
             games: set[str] | None = None) -> Evaluation:
    """Score a draft of every curated game, or of the curated games among `games` (drafts computed
    unless given, by game id)."""
    result = Evaluation()
    for path in sorted(rules_dir(root).glob("*.json")):
        try:  # a rule set another branch is still writing must not stop the bench
            rules = load_ruleset(path)
            want = curated_facts(rules)
        except PatienceError as exc:
            result.skipped.append(str(exc))
            continue
        rule_id, gid = rules.id, rules.games[0]
        if games is not None and gid not in games:
            continue
        game = corpus.get_game(gid, root)
        draft = (drafts or {}).get(gid) or extract_game(gid, root)
        unstated = unstated_facts(rules)
        tallies = compare(draft, rules, unstated, want)
        for t in compare(draft, rules, want=want).values():
            result.with_unstated.add(t)
        got = draft_facts(draft)
        result.unstated += [{"id": rule_id, "field": name, "reason": why, "curated": sorted(map(str, want[name])),
                             "draft": sorted(map(str, got[name]))} for name, why in unstated.items()]
        total = Tally()
        for name, t in tallies.items():
            total.add(t)
            result.by_field[name].add(t)
        result.by_language[game.language].add(total)
        result.overall.add(total)
        result.games.append({"id": rule_id, "game": gid, "language": game.language,
                             "tp": total.tp, "fp": total.fp, "fn": total.fn,
                             "errors": {n: {"draft": sorted(map(str, got[n])), "curated": sorted(map(str, want[n]))}
                                        for n, t in tallies.items() if t.fp or t.fn}})
    return result
