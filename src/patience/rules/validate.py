"""`patience validate`: schema and semantic checks of every rules_json file."""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .. import corpus
from ..engine.game import Game
from ..errors import PatienceError, nearest
from .load import load_ruleset, rules_dir, with_variant
from .model import RuleSet


@dataclass
class Report:
    file: str
    id: str | None
    errors: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.errors

    def as_dict(self) -> dict[str, Any]:
        return {**asdict(self), "ok": self.ok}


def resolve(doc: Any, pointer: str) -> bool:
    """Does the JSON pointer name a field of `doc`?"""
    node = doc
    for part in pointer.lstrip("/").split("/") if pointer != "/" else []:
        part = part.replace("~1", "/").replace("~0", "~")
        if isinstance(node, list):
            if not part.isdigit() or int(part) >= len(node):
                return False
            node = node[int(part)]
        elif isinstance(node, dict) and part in node:
            node = node[part]
        else:
            return False
    return True


def check_evidence(rules: RuleSet, root: Path | None) -> list[str]:
    errors = []
    doc = rules.model_dump(mode="json", by_alias=True)
    for gid in rules.games:
        try:
            corpus.get_game(gid, root)
        except PatienceError as exc:
            errors.append(f"/games: {exc}")
    for kind, paths in (("evidence", rules.evidence), ("invented", rules.invented)):
        for ptr in paths:
            if not resolve(doc, ptr):
                errors.append(f"/{kind}/{ptr}: names no field of the rule set")
    for ptr, spans in rules.evidence.items():
        for i, ev in enumerate(spans):
            where = f"/evidence/{ptr}/{i}"
            try:
                game = corpus.get_game(ev.game, root)
            except PatienceError as exc:
                errors.append(f"{where}: {exc}")
                continue
            lo, hi = game.clean_span
            if not (lo <= ev.start and ev.end <= hi):
                errors.append(f"{where}: span [{ev.start}, {ev.end}] lies outside game {ev.game} [{lo}, {hi}]")
                continue
            text = corpus.clean_text(game.source, root)[ev.start : ev.end]
            if text != ev.quote:
                errors.append(f"{where}: quote {ev.quote[:40]!r} does not match the clean text {text[:40]!r}")
    return errors


def rule_bearing(rules: RuleSet) -> list[str]:
    """The pointers that evidence or an invented reason must cover (LANGUAGE.md §17)."""
    out = ["/players", "/deck", "/win"]
    for name in ("zones", "setup", "choices", "phases", "moves", "variants"):
        out += [f"/{name}/{i}" for i in range(len(getattr(rules, name)))]
    if rules.final_state is not None:
        out.append("/final_state")
    return out


def check_coverage(rules: RuleSet) -> list[str]:
    """Every rule-bearing field has evidence or an invented reason (on it, above it or below it)."""
    keys = [*rules.evidence, *rules.invented]
    return [
        f"{ptr}: no evidence and no invented reason"
        for ptr in rule_bearing(rules)
        if not any(k == ptr or ptr.startswith(k + "/") or k.startswith(ptr + "/") for k in keys)
    ] + [f"/advice/{i}: the book's advice has no evidence" for i in range(len(rules.advice))
         if f"/advice/{i}" not in rules.evidence]


PLAYOUT_SEEDS = 3
PLAYOUT_STEPS = 150


def check_play(rules: RuleSet) -> list[str]:
    """Compile and deal the base rules and every variant: every card dealt exactly once; seeded random
    playouts whose moves round-trip through their text and whose undo restores the position."""
    errors = []
    for variant in [None, *(v.id for v in rules.variants)]:
        label = f"variant {variant}" if variant else "rules"
        try:
            game = Game(with_variant(rules, variant))
            for seed in range(PLAYOUT_SEEDS):
                problem = _playout(game, seed)
                if problem:
                    errors.append(f"{label}: seed {seed}: {problem}")
                    break
            if not any(game.over(s) or next(iter(game.legal_moves(s)), None) for s in map(game.deal, range(PLAYOUT_SEEDS))):
                errors.append(f"{label}: no legal move in the opening position of seeds 0 to {PLAYOUT_SEEDS - 1}")
        except PatienceError as exc:
            errors.append(f"{label}: {exc}")
        except Exception as exc:  # a rule set the executor cannot handle is reported, not raised
            errors.append(f"{label}: the executor failed on it ({type(exc).__name__}: {exc})")
    return errors


def _playout(game: Game, seed: int) -> str | None:
    state = game.deal(seed)
    dealt = sorted(c for pile in state.piles for c in pile)
    if dealt != sorted(game.pack):
        return f"the deal holds {len(dealt)} cards, the pack {len(game.pack)}"
    rng = random.Random(seed)
    for step in range(PLAYOUT_STEPS):
        moves = list(game.legal_moves(state))
        if not moves:
            return None
        texts = [game.move_text(m) for m in moves]
        if len(set(texts)) != len(texts):
            return f"step {step}: two legal moves share a text ({sorted(t for t in texts if texts.count(t) > 1)[0]!r})"
        move = moves[rng.randrange(len(moves))]
        if game.parse_move(state, game.move_text(move)) != move:
            return f"step {step}: {game.move_text(move)!r} does not parse back to its move"
        before = state.key()  # everything the position holds: stricter than its text, and cheaper
        log = game.apply(state, move)
        if sum(len(p) for p in state.piles) != game.total:
            return f"step {step}: {game.move_text(move)!r} changes the number of cards"
        game.undo(state, log)
        if state.key() != before:
            return f"step {step}: undoing {game.move_text(move)!r} does not restore the position"
        game.apply(state, move)
    return None


def validate_file(path: Path, root: Path | None = None) -> Report:
    try:
        rules = load_ruleset(path)
    except PatienceError as exc:
        return Report(str(path), None, [str(exc)])
    report = Report(str(path), rules.id)
    report.errors += [f"{path}: {e}" for e in check_evidence(rules, root)]
    report.errors += [f"{path}: {e}" for e in check_coverage(rules)]
    report.errors += [f"{path}: {e}" for e in check_play(rules)]
    return report


def validate_all(root: Path | None = None, ids: list[str] | None = None) -> list[Report]:
    files = sorted(rules_dir(root).glob("*.json"))
    if ids:
        wanted = set(ids)
        unknown = wanted - {f.stem for f in files}
        if unknown:
            first = sorted(unknown)[0]
            raise PatienceError(f"unknown game {first!r}: no file in {rules_dir(root)} ({nearest(first, (f.stem for f in files))})")
        files = [f for f in files if f.stem in wanted]
    return [validate_file(f, root) for f in files]
