"""The curated alignment table (corpus/alignment.toml): loading, integrity, clauses."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .. import corpus, project_root
from ..errors import PatienceError
from ..fsutil import read_toml
from ..rules.load import load_all
from ..rules.model import RuleSet

Relation = Literal["same", "same-text", "variant", "same-name-different-game"]
"""same-text: one text in two witnesses, one inside the other (an excerpt and the book it comes from)."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Reason(_Strict):
    """A one-line reason in English and in Dutch (both required)."""

    en: str = Field(min_length=10)
    nl: str = Field(min_length=10)


class Label(_Strict):
    """A short label in English and in Dutch (both required)."""

    en: str = Field(min_length=3)
    nl: str = Field(min_length=3)


class Difference(_Strict):
    """Where two texts of one game differ, curated from the texts alone (not the encodings):
    the clause, the words of game a and of game b (empty where that text lacks the clause),
    and what differs, the clause and what in English and Dutch."""

    clause: Label
    a_words: str
    b_words: str
    what: Reason


class Link(_Strict):
    a: str
    b: str
    relation: Relation
    confidence: float = Field(ge=0, le=1)
    why: Reason
    differences: list[Difference] | None = None
    """None: the texts were not compared clause by clause; []: compared, and they do not differ."""


class Group(_Strict):
    id: str
    games: list[str] = Field(min_length=2)
    link: list[Link] = Field(min_length=1)


class External(_Strict):
    game: str
    system: Literal["pysolfc"]
    name: str
    relation: Relation
    confidence: float = Field(ge=0, le=1)
    why: Reason


class Alignment(_Strict):
    group: list[Group] = Field(default_factory=list)
    external: list[External] = Field(default_factory=list)

    def links(self) -> list[Link]:
        return [link for g in self.group for link in g.link]

    def pairs(self) -> set[frozenset[str]]:
        return {frozenset((link.a, link.b)) for link in self.links()}


def alignment_path(root: Path | None = None) -> Path:
    return (root or project_root()) / "corpus" / "alignment.toml"


def load_alignment(root: Path | None = None) -> Alignment:
    """The curated table, checked: known game ids, no self-links, no contradictory pairs."""
    path = alignment_path(root)
    try:
        table = Alignment.model_validate(read_toml(path))
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(x) for x in err["loc"])
        raise PatienceError(f"{path}: {where}: {err['msg']}") from None
    known = {g.id for g in corpus.load_games(root)}
    seen: dict[frozenset[str], tuple[str, Link]] = {}
    member: dict[str, str] = {}
    for group in table.group:
        for gid in group.games:
            if gid not in known:
                raise PatienceError(f"{path}: group '{group.id}': unknown game '{gid}'")
            if gid in member:
                raise PatienceError(f"{path}: game '{gid}' is in groups '{member[gid]}' and '{group.id}'")
            member[gid] = group.id
        for i, link in enumerate(group.link, 1):
            where = f"{path}: group '{group.id}' link {i}"
            for gid in (link.a, link.b):
                if gid not in known:
                    raise PatienceError(f"{where}: unknown game '{gid}'")
                if gid not in group.games:
                    raise PatienceError(f"{where}: game '{gid}' is not listed in the group's games")
            if link.a == link.b:
                raise PatienceError(f"{where}: links game '{link.a}' to itself")
            pair = frozenset((link.a, link.b))
            if pair in seen:
                other_group, other = seen[pair]
                if (other.relation, other.confidence) != (link.relation, link.confidence):
                    raise PatienceError(
                        f"{where}: asymmetric link {link.a} <-> {link.b}: '{link.relation}' here, "
                        f"'{other.relation}' in group '{other_group}'"
                    )
                raise PatienceError(f"{where}: duplicate link {link.a} <-> {link.b}")
            seen[pair] = (group.id, link)
            _check_differences(link, where, root)
    for i, ext in enumerate(table.external, 1):
        if ext.game not in known:
            raise PatienceError(f"{path}: external {i}: unknown game '{ext.game}'")
    return table


def _words(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _check_differences(link: Link, where: str, root: Path | None) -> None:
    """Each difference quotes its games' words as the clean texts have them (white space aside)."""
    texts = {gid: _words(corpus.game_text(gid, root)) for gid in (link.a, link.b)} if link.differences else {}
    for j, diff in enumerate(link.differences or [], 1):
        if not (diff.a_words or diff.b_words):
            raise PatienceError(f"{where} difference {j} ('{diff.clause.en}'): a_words and b_words are both empty")
        for gid, field, words in ((link.a, "a_words", diff.a_words), (link.b, "b_words", diff.b_words)):
            if words and _words(words) not in texts[gid]:
                raise PatienceError(f"{where} difference {j} ('{diff.clause.en}'): {field} is not in the text of '{gid}'")


def clauses(a: str, b: str, rulesets: dict[str, RuleSet]) -> list[dict]:
    """Evidence of the same rule field in two encoded games (of `rulesets`, by id), side by side."""
    if a not in rulesets or b not in rulesets:
        return []
    ra, rb = rulesets[a], rulesets[b]
    by_a = {field_label(ra, f): quotes for f, quotes in ra.evidence.items()}
    by_b = {field_label(rb, f): quotes for f, quotes in rb.evidence.items()}
    return [
        {"field": field, "a": [e.quote for e in by_a[field]], "b": [e.quote for e in by_b[field]]}
        for field in sorted(set(by_a) & set(by_b))
    ]


def field_label(rules, pointer: str) -> str:
    """A pointer named by what it points at, so that two encodings can be compared: list items by their zone
    role and id, rule kind and id, or step and target (`/moves/3/limit` -> `/moves/redeal:redeal/limit`)."""
    parts = pointer.split("/")
    if len(parts) > 2 and parts[2].isdigit():
        i = int(parts[2])
        items = {"zones": rules.zones, "moves": rules.moves, "setup": rules.setup}.get(parts[1])
        if items is not None and i < len(items):
            item = items[i]
            name = f"{item.role}:{item.id}" if parts[1] == "zones" else f"{item.kind}:{item.id}" if parts[1] == "moves" else f"{item.step}:{getattr(item, 'to', '') or getattr(item, 'zone', '')}"
            parts[2] = name
    return "/".join(parts)


def as_json(table: Alignment, with_clauses: bool = True, root: Path | None = None) -> dict:
    """{"groups": [{"id", "games", "links": [{a, b, relation, confidence, why, differences, clauses}]}],
    "names": [...]}; differences (curated from the texts) is null where the texts were not compared."""
    rulesets = load_all(root) if with_clauses else {}
    groups = []
    for g in table.group:
        links = []
        for link in g.link:
            row = link.model_dump()
            if with_clauses:
                row["clauses"] = clauses(link.a, link.b, rulesets)
            links.append(row)
        groups.append({"id": g.id, "games": g.games, "links": links})
    names = [e.model_dump() | {"warning": e.relation == "same-name-different-game"} for e in table.external]
    return {"groups": groups, "names": names}
