"""Per-language phrases of the site, read from `patience/data/site/<lang>.toml` and, for the
rules as a player reads them (`patience.site.prose`), `patience/data/site/prose/<lang>.toml`."""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

from ..errors import PatienceError
from ..fsutil import read_toml

LANGUAGES = ("en", "nl")
DEFAULT_LANGUAGE = "en"


def data_file(name: str) -> Path:
    return Path(str(resources.files("patience") / "data" / "site" / name))


class Phrases:
    """The phrases of one site language: `ph("label.pages_range", first=3, last=4)`."""

    def __init__(self, lang: str, table: dict):
        self.lang = lang
        self._table = table

    def __call__(self, key: str, **values: object) -> str:
        section, _, name = key.partition(".")
        try:
            text = self._table[section][name]
        except KeyError:
            raise PatienceError(f"site phrases {self.lang}.toml: no phrase {key!r}") from None
        return text.format(**values) if values else text

    def table(self, section: str) -> dict:
        """A whole section of the tables (e.g. `primitive`, whose entries are tables), or {}."""
        return self._table.get(section, {})

    def get(self, key: str, **values: object) -> str | None:
        """The phrase, or None where the tables have none (e.g. a field with no phrase of its own)."""
        section, _, name = key.partition(".")
        text = self._table.get(section, {}).get(name)
        return None if text is None else text.format(**values) if values else text


@cache
def phrases(lang: str) -> Phrases:
    """The phrases of `lang`, one of LANGUAGES."""
    if lang not in LANGUAGES:
        raise PatienceError(f"site language {lang!r}: expected one of {', '.join(LANGUAGES)}")
    table = read_toml(data_file(f"{lang}.toml"))
    prose = read_toml(data_file(f"prose/{lang}.toml"))
    both = sorted(set(table) & set(prose))
    if both:
        raise PatienceError(f"site phrases prose/{lang}.toml: section {both[0]!r} is also in {lang}.toml")
    return Phrases(lang, {**table, **prose})


@cache
def leading_articles() -> dict[str, tuple[str, ...]]:
    """Per title language, the articles the A–Z index moves behind the title."""
    table = read_toml(data_file("sorting.toml"))["articles"]
    return {lang: tuple(words) for lang, words in table.items()}
