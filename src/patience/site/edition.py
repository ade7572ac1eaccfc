"""The edition's apparatus: how to cite it (stable URL, version, date), the errata of each game,
and the licence page. The site's URL is set once, as `site_url` in `site/mkdocs.yml`."""

from __future__ import annotations

import os
import re
import subprocess
from datetime import datetime, timezone
from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from .. import __version__
from ..errors import PatienceError
from ..fsutil import read_text, read_toml
from .markdown import escape, front_matter, page_anchor
from .model import Book, GameDoc
from .phrases import DEFAULT_LANGUAGE, Phrases, data_file

SITE_HOME = Path(__file__).resolve().parents[3] / "site"
"""The mkdocs project: `mkdocs.yml` and the theme overrides."""

_SITE_URL = re.compile(r"^site_url:\s*(\S+)\s*$", re.MULTILINE)


@cache
def site_url(config: Path = SITE_HOME / "mkdocs.yml") -> str:
    """The site's address, ending in "/" (`site_url` in mkdocs.yml)."""
    found = _SITE_URL.search(read_text(config)) if config.is_file() else None
    url = found.group(1).strip("'\"") if found else ""
    if not re.fullmatch(r"https://[^\s/]+(/[^\s]*)?/", url):
        raise PatienceError(f"{config}: site_url: expected an https address ending in '/', got {url or 'none'!r}")
    return url


def page_url(lang: str, path: str) -> str:
    """The stable address of a generated page (`games/x.md` -> `<site_url>[nl/]games/x/`)."""
    stem = path.removesuffix(".md").removesuffix("index")
    folder = "" if lang == DEFAULT_LANGUAGE else f"{lang}/"
    return site_url() + folder + (stem + "/" if stem and not stem.endswith("/") else stem)


def edition_date(root: Path) -> str:
    """The date of this version of the edition: SOURCE_DATE_EPOCH, else the last commit of the
    checkout at `root`, else today (UTC), as YYYY-MM-DD."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch and epoch.isdigit():
        return datetime.fromtimestamp(int(epoch), timezone.utc).strftime("%Y-%m-%d")
    try:
        done = subprocess.run(["git", "-C", str(root), "log", "-1", "--format=%cs"],
                              capture_output=True, text=True, timeout=10)
        if done.returncode == 0 and re.fullmatch(r"\d{4}-\d{2}-\d{2}", done.stdout.strip()):
            return done.stdout.strip()
    except (OSError, subprocess.SubprocessError):
        pass
    return datetime.now(timezone.utc).strftime("%Y-%m-%d")


def cite_line(ph: Phrases, date: str, url: str, title: str | None = None) -> str:
    """"Title", in Edition, version V (date), URL — for a page (`title`) or the whole edition."""
    edition = ph("edition.cite_edition", version=__version__, date=date)
    link = f"<{url}>"
    text = ph("edition.cite_page", title=escape(title), edition=edition, url=link) if title \
        else ph("edition.cite_whole", edition=edition, url=link)
    return f"{text}\n{{: .cite }}\n"


def errata_section(game: GameDoc, ph: Phrases) -> str:
    """The curated corrections inside the game's text: page, as the source reads, corrected, why."""
    if not game.errata:
        return ph("edition.errata_none") + "\n"
    head = [ph("edition.errata_page"), ph("edition.errata_printed"), ph("edition.errata_corrected"),
            ph("edition.errata_reason")]
    rows = []
    for e in game.errata:
        page = f"[{ph('label.page', page=e.page)}](#{page_anchor(e.page)})" if e.page is not None else "—"
        rows.append(f"| {page} | {escape(e.printed) or '—'} | {escape(e.corrected) or '—'} "
                    f"| {escape(e.reason_nl if ph.lang == 'nl' else e.reason)} |")
    return (f"{ph('edition.errata_intro')}\n\n| {' | '.join(head)} |\n|---|---|---|---|\n" + "\n".join(rows) + "\n")


class _Rights(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    en: str
    nl: str


class _Licences(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    code: _Rights
    data: _Rights
    sources: dict[str, _Rights]


def load_licences(books: list[Book]) -> _Licences:
    """`patience/data/site/licences.toml`: the code's and the data's licence, and each source's status
    (every source of `corpus/sources.toml`, no other)."""
    path = data_file("licences.toml")
    try:
        found = _Licences.model_validate(read_toml(path))
    except ValidationError as exc:
        err = exc.errors()[0]
        raise PatienceError(f"{path}: {'.'.join(str(x) for x in err['loc'])}: {err['msg']}") from None
    missing = [b.id for b in books if b.id not in found.sources]
    unknown = sorted(set(found.sources) - {b.id for b in books})
    if missing or unknown:
        what = f"no entry for {', '.join(missing)}" if missing else f"unknown source {', '.join(unknown)}"
        raise PatienceError(f"{path}: sources: {what} (the sources are those of corpus/sources.toml)")
    return found


def licence_page(licences: _Licences, books: list[Book], ph: Phrases) -> str:
    """The licences of the code and of the data, stated apart, and each source's status."""
    lang = ph.lang
    out = [front_matter(title=ph("edition.licence_heading")), f"# {ph('edition.licence_heading')}\n",
           ph("edition.licence_intro") + "\n",
           f"## {ph('edition.licence_code')}\n", getattr(licences.code, lang) + "\n",
           f"## {ph('edition.licence_data')}\n", getattr(licences.data, lang) + "\n",
           f"## {ph('edition.licence_sources')}\n", ph("edition.licence_sources_intro") + "\n"]
    for book in books:
        out.append(f"### {escape(book.title)} {{#{book.id}}}\n\n{getattr(licences.sources[book.id], lang)} "
                   f"([{ph('edition.licence_book')}](books/{book.id}.md))\n")
    return "\n".join(out)


def cite_block(ph: Phrases, date: str, url: str, title: str | None = None) -> str:
    """The "How to cite" heading and its line."""
    return f"## {ph('edition.cite_heading')} {{#cite}}\n\n{cite_line(ph, date, url, title)}"
