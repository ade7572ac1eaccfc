"""The same game in other books: the curated alignment (`corpus/alignment.toml`, read with
`patience.align`) as the game pages show it — the game's group, each link's relation,
confidence and reason, the curated differences of the two texts clause by clause, the same
rule field's evidence in both versions side by side, and
the names other collections (PySolFC) use, with a warning where a well-known name means a
different game. The reasons are English data: on other pages they are marked as such."""

from __future__ import annotations

import html
from dataclasses import replace
from pathlib import Path

from pydantic import ValidationError

from ..align.table import Alignment, alignment_path, as_json
from ..errors import PatienceError
from ..fsutil import read_toml
from .markdown import display_title
from .model import AlignedLink, Book, Clause, Difference, GameDoc, GameRef, OtherName, Versions
from .phrases import Phrases


def _table(root: Path) -> Alignment | None:
    path = alignment_path(root)
    if not path.is_file():
        return None
    try:
        return Alignment.model_validate(read_toml(path))
    except ValidationError as exc:
        err = exc.errors()[0]
        raise PatienceError(f"{path}: {'.'.join(str(x) for x in err['loc'])}: {err['msg']}") from None


def _own_clauses(a: GameDoc | None, b: GameDoc | None) -> tuple[Clause, ...]:
    """Clauses from the site's encodings (a rule set named other than its game), as
    `patience.align.table.clauses` computes them: the fields both record evidence for."""
    if not (a and b and a.encoding and b.encoding):
        return ()
    ev_a, ev_b = a.encoding.rules.evidence, b.encoding.rules.evidence
    return tuple(Clause(f, tuple(e.quote for e in ev_a[f]), tuple(e.quote for e in ev_b[f]))
                 for f in sorted(set(ev_a) & set(ev_b)))


def attach_versions(games: list[GameDoc], books: list[Book], root: Path) -> list[GameDoc]:
    """The games, each with its alignment group's links and its names elsewhere."""
    table = _table(root)
    if table is None:
        return games
    data = as_json(table, root=root)
    by_id = {g.id: g for g in games}
    book_titles = {b.id: b.title for b in books}

    def ref(gid: str) -> GameRef:
        g = by_id.get(gid)
        if g is None:
            return GameRef(gid, gid, "", "", known=False)
        return GameRef(gid, display_title(g.title), book_titles.get(g.source, g.source), g.language)

    found: dict[str, Versions] = {}
    for group in data["groups"]:
        links = []
        for row in group["links"]:
            clauses = tuple(Clause(c["field"], tuple(c["a"]), tuple(c["b"])) for c in row.get("clauses", ())) \
                or _own_clauses(by_id.get(row["a"]), by_id.get(row["b"]))
            differences = None if row["differences"] is None else tuple(
                Difference(d["clause"], d["a_words"], d["b_words"], d["what"]) for d in row["differences"])
            links.append(AlignedLink(ref(row["a"]), ref(row["b"]), row["relation"], row["confidence"],
                                     row["why"], clauses, differences))
        for gid in group["games"]:
            found[gid] = Versions(group["id"], tuple(links))
    for row in data["names"]:
        name = OtherName(row["system"], row["name"], row["relation"], row["confidence"], row["why"],
                         bool(row.get("warning")))
        current = found.get(row["game"], Versions())
        found[row["game"]] = replace(current, names=(*current.names, name))
    return [replace(g, versions=found[g.id]) if g.id in found else g for g in games]


def distinct(games: list[GameDoc]) -> int:
    """How many games there are when a text in two witnesses (a same-text link) counts once."""
    parent = {g.id: g.id for g in games}

    def root(gid: str) -> str:
        while parent[gid] != gid:
            gid = parent[gid]
        return gid

    for game in games:
        for link in game.versions.links:
            if link.relation == "same-text" and link.a.id in parent and link.b.id in parent:
                parent[root(link.a.id)] = root(link.b.id)
    return len({root(g.id) for g in games})


def _e(text: str) -> str:
    return html.escape(text, quote=False)


def _pct(x: float) -> str:
    return f"{100 * x:.0f} %"


def _lang(ref: GameRef) -> str:
    """The lang attribute of a game's own words (its title, its book's title, its quotes)."""
    return f' lang="{html.escape(ref.language)}"' if ref.language else ""


def _link(ref: GameRef) -> str:
    label = _e(ref.title)
    if not ref.known:
        return f"<code>{label}</code>"
    book = f" <span class=\"version-book\"{_lang(ref)}>({_e(ref.book)})</span>" if ref.book else ""
    return f'<a href="../{html.escape(ref.id)}/"{_lang(ref)}>{label}</a>{book}'


def _kind(relation: str) -> str:
    return {"same": "success", "same-text": "success", "variant": "info"}.get(relation, "warning")


def _field(pointer: str, ph: Phrases) -> str:
    top = pointer.strip("/").split("/")[0]
    label = ph.get(f"versions.field_{top}")
    return (f"{_e(label)}<br>" if label else "") + f"<code>{_e(pointer)}</code>"


def _quotes(quotes: tuple[str, ...], ref: GameRef) -> str:
    return "".join(f"<p{_lang(ref)}>“{_e(q)}”</p>" for q in quotes)


def _clauses(link: AlignedLink, this: GameRef, other: GameRef, ph: Phrases) -> str:
    """The evidence of the fields both versions record, side by side. Left out of the search index:
    every quote is also in its own game's original text, which the index holds."""
    if not link.clauses:
        return f'<p class="no-clauses">{_e(ph("versions.no_clauses"))}</p>'
    flip = link.a.id != this.id
    rows = "".join(
        f"<tr><td>{_field(c.field, ph)}</td><td>{_quotes(c.b if flip else c.a, this)}</td>"
        f"<td>{_quotes(c.a if flip else c.b, other)}</td></tr>" for c in link.clauses)
    return (f'<details class="clauses" open data-search-exclude><summary>{_e(ph("versions.clauses", n=len(link.clauses)))}</summary>'
            f'<table class="clauses"><thead><tr><th>{_e(ph("versions.field"))}</th>'
            f"<th>{_e(ph('versions.this_game'))}</th><th{_lang(other)}>{_e(other.title)}</th></tr></thead>"
            f"<tbody>{rows}</tbody></table></details>")


def _words(words: str, ref: GameRef, ph: Phrases) -> str:
    if not words:
        return f'<p class="absent">{_e(ph("versions.absent"))}</p>'
    return f"<p{_lang(ref)}>“{_e(words)}”</p>"


def _differences(link: AlignedLink, this: GameRef, other: GameRef, ph: Phrases) -> str:
    """The curated differences of the two texts, this game's words first; nothing where the texts were not compared."""
    if link.differences is None:
        return ""
    if not link.differences:
        return f'<p class="no-clauses no-differences">{_e(ph("versions.no_differences"))}</p>'
    flip = link.a.id != this.id
    rows = "".join(
        f"<tr><td>{_e(d.clause[ph.lang])}</td><td>{_words(d.b_words if flip else d.a_words, this, ph)}</td>"
        f"<td>{_words(d.a_words if flip else d.b_words, other, ph)}</td><td>{_e(d.what[ph.lang])}</td></tr>"
        for d in link.differences)
    return (f'<details class="clauses differences" open><summary>{_e(ph("versions.differences", n=len(link.differences)))}'
            f'</summary><table class="clauses differences"><thead><tr><th>{_e(ph("versions.clause"))}</th>'
            f"<th>{_e(ph('versions.this_game'))}</th><th{_lang(other)}>{_e(other.title)}</th>"
            f"<th>{_e(ph('versions.what_differs'))}</th></tr></thead><tbody>{rows}</tbody></table></details>")


def _why(link_why: dict[str, str], confidence: float, ph: Phrases) -> str:
    return (f'<p><strong>{_e(ph("versions.confidence"))}:</strong> {_pct(confidence)} · '
            f'<strong>{_e(ph("versions.why"))}:</strong> {_e(link_why[ph.lang])}</p>')


def _direct(link: AlignedLink, this: GameRef, ph: Phrases) -> str:
    other = link.b if link.a.id == this.id else link.a
    title = ph(f"versions.relation_{link.relation}")
    return (f'<div class="admonition {_kind(link.relation)} version" data-relation="{link.relation}" '
            f'data-game="{html.escape(other.id)}"><p class="admonition-title">{_e(title)}: {_link(other)}</p>'
            f"{_why(link.why, link.confidence, ph)}{_differences(link, this, other, ph)}"
            f"{_clauses(link, this, other, ph)}</div>")


def _name(name: OtherName, ph: Phrases) -> str:
    system = ph.get(f"versions.system_{name.system}") or name.system
    key = "versions.name_warning" if name.warning else f"versions.name_{name.relation}"
    title = ph(key, system=system, name=name.name)
    return (f'<div class="admonition {"warning" if name.warning else _kind(name.relation)} other-name" '
            f'data-relation="{name.relation}"><p class="admonition-title">{_e(title)}</p>'
            f"{_why(name.why, name.confidence, ph)}</div>")


def versions_section(game: GameDoc, ph: Phrases) -> str:
    """The section's Markdown (HTML blocks): the links of the game's group, then its names elsewhere."""
    v = game.versions
    this = GameRef(game.id, display_title(game.title), "", game.language)
    direct = [link for link in v.links if game.id in (link.a.id, link.b.id)]
    others = [link for link in v.links if game.id not in (link.a.id, link.b.id)]
    if not direct and not others and not v.names:
        return ph("versions.none") + "\n"
    out = []
    if v.group:
        out.append(ph("versions.intro", group=f"`{v.group}`") + "\n")
        out += ["\n".join(_direct(link, this, ph) for link in sorted(direct, key=lambda x: -x.confidence)) + "\n"]
    if others:
        out.append(f"{ph('versions.others')}\n")
        out.append("".join(
            f"- {_link(link.a)} ↔ {_link(link.b)}: {_e(ph('versions.relation_' + link.relation))} "
            f"({_pct(link.confidence)})\n" for link in others))
    if v.names:
        out.append(f"### {ph('versions.names')}\n")
        out.append(ph("versions.names_intro") + "\n")
        out.append("\n".join(_name(n, ph) for n in v.names) + "\n")
    return "\n".join(out)
