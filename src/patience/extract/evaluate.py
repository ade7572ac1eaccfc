"""Scoring drafts against the curated rule sets, per fact and per language."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import corpus
from ..rules.facts import facts as ruleset_facts
from ..errors import PatienceError
from ..rules.load import load_ruleset, rules_dir
from ..rules.model import RuleSet
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


def compare(draft: dict[str, Any], rules: RuleSet) -> dict[str, Tally]:
    """Per fact field: values the draft got right (tp), proposed wrongly (fp) and missed (fn)."""
    got, want = draft_facts(draft), curated_facts(rules)
    return {name: Tally(len(got[name] & want[name]), len(got[name] - want[name]), len(want[name] - got[name]))
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
        tallies = compare(draft, rules)
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
