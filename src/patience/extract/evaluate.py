"""Scoring drafts against the curated rule sets, per fact and per language.

Only facts the book states are scored. A curated fact is *unstated* when its value is the editor's,
not the text's: a field it is computed from is marked `invented` (the tableau of "a third, fourth and
so on row" laid as eight rows; a deal whose pile counts come from a lost figure; two packs where the
header says one), or it is a default of
the encoding (no re-deal because the rule set has a stock but no `redeal` and no `/redeal` evidence:
the book is silent). Unstated facts are left out of precision and recall both (the bench counts them
apart); the disagreement report still shows a draft value that differs, except from an invention.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import corpus
from ..rules.facts import facts as ruleset_facts
from ..errors import PatienceError
from ..rules.load import load_ruleset, rules_dir
from ..rules.model import Deal, RuleSet, Withdraw
from .extract import SINGLE, extract_game

FACT_FIELDS = SINGLE


def _key(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value


def curated_facts(rules: RuleSet) -> dict[str, set]:
    """The fact vocabulary of `patience facts`, as sets of values (empty: the encoding has none)."""
    f = ruleset_facts(rules)
    out: dict[str, set] = {name: set() for name in FACT_FIELDS}
    out["players"] = {f["players"]}
    out["packs"] = {f["packs"]}
    out["pack"] = {f["pack"]}
    if f["redeals"] is not None:
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


def unstated_facts(rules: RuleSet) -> dict[str, str]:
    """Curated facts whose value the book does not state: fact -> why (the invented pointer, or the default)."""
    invented = set(rules.invented)
    out: dict[str, str] = {}
    if rules.redeal is None and "/redeal" not in rules.evidence and "/redeal" not in invented:
        if curated_facts(rules)["redeals"]:
            out["redeals"] = "no redeal in the encoding and no /redeal evidence: the encoding's default, not a reading"
    elif rules.redeal is not None and invented & {"/redeal", "/redeal/limit"}:
        out["redeals"] = "invented: " + min(invented & {"/redeal", "/redeal/limit"})
    tableau = [z.id for z in rules.zones if z.role == "tableau"]
    pointers = {
        "players": ["/players"],
        "packs": ["/deck", "/deck/packs"],
        "pack": ["/deck", "/deck/pack"],
        "tableau": _zone_pointers(rules, "tableau", "count") + [
            f"/setup/{i}/counts" for i, s in enumerate(rules.setup) if isinstance(s, Deal) and s.to in tableau],
        "foundation.count": _zone_pointers(rules, "foundation", "count"),
        "foundation.direction": _zone_pointers(rules, "foundation", "build", "build/rank", "build/by"),
        "foundation.follow": _zone_pointers(rules, "foundation", "build", "build/suit"),
        "foundation.base": _zone_pointers(rules, "foundation", "space", "space/ranks"),
    }
    found = [z.id for z in rules.zones if z.role == "foundation"]
    pointers["foundation.base"] += [f"/setup/{i}" for i, s in enumerate(rules.setup)
                                    if isinstance(s, Withdraw) and s.to in found]
    for name, ptrs in pointers.items():
        hit = sorted(invented & set(ptrs))
        if hit:
            out[name] = "invented: " + hit[0]
    return out


def draft_facts(draft: dict[str, Any]) -> dict[str, set]:
    out: dict[str, set] = {name: set() for name in FACT_FIELDS}
    for fact in draft["facts"]:
        value = fact["value"]
        out[fact["field"]] |= set(value) if isinstance(value, list) else {_key(value)}
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


def agree(name: str, got: set, want: set) -> bool:
    """"There is no re-deal" and an encoding without a stock to re-deal agree."""
    return name == "redeals" and got == {0} and not want


def mechanic_layings(rules: RuleSet, name: str, got: set) -> bool:
    """Re-deals the encoding keeps in a mechanic instead of `redeal`: "Ten slotte wordt deze handeling nog
    voor de derde maal herhaald" (two re-deals) and a mechanic with `layings: 3`."""
    if name != "redeals" or len(got) != 1:
        return False
    value = next(iter(got))
    return isinstance(value, int) and any(
        m.params.get("layings") == value + 1 for m in rules.mechanics if isinstance(getattr(m, "params", None), dict))


def compare(draft: dict[str, Any], rules: RuleSet, skip: dict[str, str] | None = None) -> dict[str, Tally]:
    """Per fact field: values the draft got right (tp), proposed wrongly (fp) and missed (fn); the
    fields in `skip` (unstated facts) score nothing."""
    got, want = draft_facts(draft), curated_facts(rules)
    return {name: Tally() if name in (skip or {}) or agree(name, got[name], want[name])
            or mechanic_layings(rules, name, got[name]) else
            Tally(len(got[name] & want[name]), len(got[name] - want[name]), len(want[name] - got[name]))
            for name in FACT_FIELDS}


def evaluate(root: Path | None = None, drafts: dict[str, dict] | None = None) -> Evaluation:
    """Score a draft of every curated game (drafts computed unless given, by game id)."""
    result = Evaluation()
    for path in sorted(rules_dir(root).glob("*.json")):
        try:  # a rule set another branch is still writing must not stop the bench
            rules = load_ruleset(path)
        except PatienceError as exc:
            result.skipped.append(str(exc))
            continue
        rule_id, gid = rules.id, rules.games[0]
        game = corpus.get_game(gid, root)
        draft = (drafts or {}).get(gid) or extract_game(gid, root)
        unstated = unstated_facts(rules)
        tallies = compare(draft, rules, unstated)
        for t in compare(draft, rules).values():
            result.with_unstated.add(t)
        got, want = draft_facts(draft), curated_facts(rules)
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
                             "errors": {n: {"draft": sorted(map(str, draft_facts(draft)[n])),
                                            "curated": sorted(map(str, curated_facts(rules)[n]))}
                                        for n, t in tallies.items() if t.fp or t.fn}})
    return result
