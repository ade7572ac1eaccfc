"""`patience align --suggest`: candidate links from titles, encodings and shared numbers.

Three signals, each in 0..1: shared title concepts (extract/titles.toml, across
languages), agreeing facts of the two encodings (packs, foundation direction and
suit relation, special mechanics), and numbers both texts mention (digits and
number words). A pair is proposed when its weighted score reaches the threshold.

Scored against the curated table: a proposed pair is right when both games sit in
one curated group (a group gathers the versions of a game and the games sharing its
name); recall counts the curated links that were proposed.
"""

from __future__ import annotations

import re
from itertools import combinations
from pathlib import Path
from typing import Any

from .. import corpus, project_root
from ..errors import PatienceError
from ..fsutil import read_toml
from ..rules.facts import facts
from ..rules.usage import primitives
from ..rules.load import load_all
from .table import Alignment

WEIGHTS = {"title": 0.6, "facts": 0.25, "numbers": 0.15}
THRESHOLD = 0.45
WORD = re.compile(r"[^\W\d_]+|\d+", re.UNICODE)


def _lexicon(root: Path | None) -> dict:
    path = (root or project_root()) / "extract" / "titles.toml"
    data = read_toml(path)
    if not isinstance(data.get("concepts"), dict) or not isinstance(data.get("numbers"), dict):
        raise PatienceError(f"{path}: needs tables [concepts] and [numbers]")
    return data


def _concepts(title: str, language: str, lexicon: dict) -> set[str]:
    words = [w.lower() for w in WORD.findall(title)]
    found = set()
    for concept, by_lang in lexicon["concepts"].items():
        stems = [s.lower() for s in by_lang.get(language, [])]
        if any(w.startswith(s) or s in w for w in words for s in stems):
            found.add(concept)
    return found


def _numbers(text: str, language: str, lexicon: dict) -> set[int]:
    table = lexicon["numbers"].get(language, {})
    out = set()
    for w in WORD.findall(text.lower()):
        if w.isdigit() and 5 <= int(w) <= 30:
            out.add(int(w))
        elif w in table and table[w] >= 5:
            out.add(table[w])
    return out


def _facts_score(fa: dict | None, fb: dict | None, ma: set[str], mb: set[str]) -> float:
    """How alike two encodings are: foundations, the rule kinds they use, the pack."""
    if fa is None or fb is None:
        return 0.0
    checks = [
        {(f["direction"], f["follow"]) for f in fa["foundations"]} == {(f["direction"], f["follow"]) for f in fb["foundations"]},
        ma == mb,
        fa["pack"] == fb["pack"],
    ]
    return sum(checks) / len(checks)


def _jaccard(a: set, b: set) -> float:
    return len(a & b) / len(a | b) if a | b else 0.0


def suggest(truth: Alignment, root: Path | None = None) -> dict:
    """Scored candidate pairs across the corpus, and their precision and recall against `truth`."""
    lexicon = _lexicon(root)
    games = corpus.load_games(root)
    rulesets = load_all(root)
    info: dict[str, dict[str, Any]] = {}
    for g in games:
        rs = rulesets.get(g.id)
        titles = [g.title] + ([rs.titles.original, rs.titles.en, rs.titles.nl] if rs else [])
        concepts = set().union(*(_concepts(t, lang, lexicon) for t in titles for lang in ("nl", "ru", "en")))
        info[g.id] = {
            "concepts": concepts,
            "numbers": _numbers(corpus.game_text(g.id, root), g.language, lexicon),
            "facts": facts(rs) if rs else None,
            "kinds": {p for p in primitives(rs) if p.startswith("kind:")} if rs else set(),
        }
    candidates: list[dict[str, Any]] = []
    for a, b in combinations([g.id for g in games], 2):
        ia, ib = info[a], info[b]
        parts = {
            "title": 1.0 if ia["concepts"] & ib["concepts"] else 0.0,
            "facts": _facts_score(ia["facts"], ib["facts"], ia["kinds"], ib["kinds"]),
            "numbers": _jaccard(ia["numbers"], ib["numbers"]),
        }
        score = sum(WEIGHTS[k] * v for k, v in parts.items())
        if score >= THRESHOLD:
            candidates.append({"a": a, "b": b, "score": round(score, 3), "signals": {k: round(v, 2) for k, v in parts.items()},
                               "concepts": sorted(ia["concepts"] & ib["concepts"]), "curated": frozenset((a, b)) in truth.pairs()})
    candidates.sort(key=lambda c: -c["score"])
    group_of = {gid: g.id for g in truth.group for gid in g.games}
    for c in candidates:
        c["same_group"] = c["a"] in group_of and group_of.get(c["a"]) == group_of.get(c["b"])
    proposed = {frozenset((c["a"], c["b"])) for c in candidates}
    true = truth.pairs()
    precision = sum(c["same_group"] for c in candidates) / len(candidates) if candidates else 0.0
    recall = len(proposed & true) / len(true) if true else 0.0
    return {"candidates": candidates, "precision": round(precision, 3), "recall": round(recall, 3)}
