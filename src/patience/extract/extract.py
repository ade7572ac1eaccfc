"""Extraction: a game's clean text -> a draft rule set with evidence (extract/drafts/<game>.json)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from .. import corpus, project_root
from ..corpus.modern import ShadowMap
from ..fsutil import atomic_write_json, read_json
from .pipeline import pipeline

#: Fields with one value per game (the best candidate wins); `layout` and `remaining` (numbers the
#: diff checks against the deal) keep every statement.
SINGLE = ("players", "packs", "pack", "redeals", "foundation.base", "foundation.count",
          "foundation.direction", "foundation.follow", "tableau")


#: Fields a variation ("No. 35. A.") inherits from the game it varies when its own text is silent: the
#: header "(Met twee whistspellen.)" is printed once, above the main game.
INHERITED = ("players", "packs", "pack")

#: Fields whose value may differ between the foundation piles of one game.
SET_FIELDS = ("foundation.base", "foundation.direction", "foundation.follow")


def drafts_dir(root: Path | None = None) -> Path:
    return (root or project_root()) / "extract" / "drafts"


def _shadow(source: str, start: int, end: int, root: Path | None) -> tuple[str, list[int]] | None:
    path = (root or project_root()) / "corpus" / "clean" / f"{source}.modern.map.json"
    if not path.is_file():
        return None
    shadow = ShadowMap([tuple(s) for s in read_json(path)["spans"]])
    modern = corpus.modern_text(source, root)
    base = shadow.to_modern(start)
    index = [shadow.to_modern(i) - base for i in range(start, end + 1)]
    return modern[base : shadow.to_modern(end)], index


def extract_game(game_id: str, root: Path | None = None) -> dict[str, Any]:
    """The draft of one game: {game, source, language, title, rules, evidence, facts, alternatives, layout}."""
    game = corpus.get_game(game_id, root)
    lo, hi = game.clean_span
    text = corpus.clean_text(game.source, root)[lo:hi]
    nlp = pipeline(game.language, root)
    doc = nlp.make_doc(text)
    if game.language == "ru":
        doc._.shadow = _shadow(game.source, lo, hi, root)
    for _name, proc in nlp.pipeline:
        doc = proc(doc)
    candidates = []
    raw = list(doc._.candidates or [])
    packs = [c for c in raw if c["field"] == "packs" and isinstance(c["value"], int)]
    packs.sort(key=lambda c: (-c["confidence"], c["start"]))
    # "Men neemt de negens en tienen uit het spel": four of each rank per pack
    raw = [dict(c, value=c["value"] * packs[0]["value"]) if c.get("per_pack") else c
           for c in raw if not c.get("per_pack") or packs]
    for c in raw:
        start, end = c["start"] + lo, c["end"] + lo
        candidates.append({
            "field": c["field"], "value": c["value"],
            "evidence": {"game": game_id, "start": start, "end": end, "quote": text[c["start"]:c["end"]]},
            "match": [c["match"][0] + lo, c["match"][1] + lo],
            "pattern": c["pattern"], "confidence": c["confidence"],
        })
    facts, alternatives = [], []
    for field in SINGLE:
        mine = sorted((c for c in candidates if c["field"] == field),
                      key=lambda c: (-c["confidence"], c["evidence"]["start"]))
        if not mine:
            continue
        best = dict(mine[0])
        if field in SET_FIELDS:
            # "op de azen in opklimmende volgorde en op de heeren in dalende volgorde": one sentence,
            # one pattern, several values of a field that differs between foundation piles.
            for c in mine[1:]:
                if (c["pattern"], c["evidence"]["start"]) == (best["pattern"], best["evidence"]["start"]):
                    value = best["value"] if isinstance(best["value"], list) else [best["value"]]
                    extra = c["value"] if isinstance(c["value"], list) else [c["value"]]
                    best["value"] = list(dict.fromkeys(value + extra))
                    best["match"] = [min(best["match"][0], c["match"][0]), max(best["match"][1], c["match"][1])]
        facts.append(best)
        alternatives += [c for c in mine[1:] if c["value"] != mine[0]["value"] and
                         (c["pattern"], c["evidence"]["start"]) != (best["pattern"], best["evidence"]["start"])]
    facts = sorted(facts + _inherited(game, facts, root), key=lambda f: SINGLE.index(f["field"]))
    layout, seen = [], set()
    for c in candidates:
        key = (c["field"], str(c["value"]), c["evidence"]["start"])
        if c["field"] in ("layout", "remaining") and key not in seen:
            seen.add(key)
            layout.append(c)
    rules, evidence = draft_rules(facts)
    return {
        "game": game_id, "source": game.source, "language": game.language, "title": game.title,
        "rules": rules, "evidence": evidence, "facts": facts, "alternatives": alternatives, "layout": layout,
    }


def parent_game(game: corpus.Game, root: Path | None = None) -> corpus.Game | None:
    """The game a lettered variation ("35A", "35B") varies: the same source, number without the letter."""
    number = str(game.number or "")
    if not number[:-1].isdigit() or not number[-1:].isalpha():
        return None
    return next((g for g in corpus.load_games(root) if g.source == game.source and str(g.number) == number[:-1]), None)


def _inherited(game: corpus.Game, facts: list[dict[str, Any]], root: Path | None) -> list[dict[str, Any]]:
    """Header facts of the varied game, for a variation whose text does not state them (evidence in the
    varied game's text; pattern `inherited:<pattern>`)."""
    missing = [f for f in INHERITED if not any(x["field"] == f for x in facts)]
    parent = parent_game(game, root) if missing else None
    if parent is None:
        return []
    return [dict(f, pattern=f"inherited:{f['pattern']}") for f in extract_game(parent.id, root)["facts"]
            if f["field"] in missing]


def draft_rules(facts: list[dict[str, Any]]) -> tuple[dict[str, Any], dict[str, list[dict]]]:
    """The partial rule set (rule language 2 field names) the facts propose, and its evidence by JSON
    pointer: `players`, `deck`, a foundation zone `f` and a tableau zone `t`, and a `redeal` rule in
    `moves` when the text allows re-deals (none for "no re-deal": that is the language's default)."""
    by = {f["field"]: f for f in facts}
    rules: dict[str, Any] = {}
    evidence: dict[str, list[dict]] = {}

    def cite(pointer: str, *fields: str) -> None:
        spans = []
        for name in fields:
            if name in by and by[name]["evidence"] not in spans:
                spans.append(by[name]["evidence"])
        if spans:
            evidence[pointer] = spans

    if "players" in by:
        rules["players"] = {"count": by["players"]["value"]}
        cite("/players", "players")
    if "pack" in by or "packs" in by:
        rules["deck"] = {k: by[k]["value"] for k in ("pack", "packs") if k in by}
        cite("/deck", "pack", "packs")
    zones = []
    found = [k for k in by if k.startswith("foundation.")]
    if found:
        zone: dict[str, Any] = {"id": "f", "role": "foundation"}
        if "foundation.count" in by:
            zone["count"] = by["foundation.count"]["value"]
        build: dict[str, Any] = {}
        direction = by.get("foundation.direction", {}).get("value")
        if isinstance(direction, list):
            direction = direction[0] if len(direction) == 1 else None  # differs by pile: see the facts
        if direction in ("up", "down"):
            build["rank"] = direction
        elif direction and direction.startswith(("up-by-", "down-by-")):
            build["rank"], build["by"] = direction.split("-by-")[0], int(direction.rsplit("-", 1)[1])
        elif direction == "doubling":
            build["rank"] = "double"
        follow = by.get("foundation.follow", {}).get("value")
        if isinstance(follow, list):
            follow = follow[0] if len(follow) == 1 else None
        if follow == "rank":
            build["suit"] = "any"
            build.setdefault("rank", "same")
        elif follow:
            build["suit"] = {"suit": "same"}.get(follow, follow)
        if build:
            zone["build"] = build
        base = by.get("foundation.base", {}).get("value")
        if base and "varies" not in base and base != ["any"]:
            zone["space"] = {"cards": [f"{rank}*" for rank in base]}
        zones.append(zone)
        cite(f"/zones/{len(zones) - 1}", *sorted(found))
    if "tableau" in by:
        zones.append({"id": "t", "role": "tableau", "count": by["tableau"]["value"]})
        cite(f"/zones/{len(zones) - 1}", "tableau")
    if zones:
        rules["zones"] = zones
    value = by.get("redeals", {}).get("value")
    if value:  # a number of re-deals, or 'unlimited'
        rule: dict[str, Any] = {"id": "redeal", "kind": "redeal"}
        if value != "unlimited":
            rule["limit"] = value
        rules["moves"] = [rule]
        cite("/moves/0", "redeals")
    return rules, evidence


def extract_all(ids: Iterable[str] | None = None, root: Path | None = None, write: bool = True,
                progress=None) -> list[dict[str, Any]]:
    """Drafts for the given games (default: every corpus game), written to extract/drafts/."""
    games = list(ids) if ids else [g.id for g in corpus.load_games(root)]
    for gid in games:
        corpus.get_game(gid, root)  # unknown ids fail before any work
    drafts = []
    for gid in games:
        draft = extract_game(gid, root)
        if write:
            atomic_write_json(drafts_dir(root) / f"{gid}.json", draft)
        drafts.append(draft)
        if progress:
            progress(gid)
    return drafts
