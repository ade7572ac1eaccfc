"""The site's glossary (`patience/data/site/glossary.toml`): one term per concept in each language,
following the books' own words, and its page."""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..rules.model import Text
from ..errors import PatienceError
from ..fsutil import read_toml
from .markdown import escape, front_matter
from .phrases import Phrases


class Concept(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    en: str = Field(min_length=1)
    nl: str = Field(min_length=1)
    book: list[str] = Field(default_factory=list, description="The word(s) Hagenaar uses.")
    quote: str | None = Field(None, description="Where corpus/clean/hagenaar2.txt says it.")
    at: int | None = Field(None, ge=0, description="The quote's offset in the clean text.")
    note: Text
    forbidden: list[str] = Field(default_factory=list, description="Synonyms (regular expressions) nl.toml must not use.")


class Glossary(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    concept: dict[str, Concept]


def site_data() -> Path:
    """The folder of the site's data files (phrases, glossary)."""
    return Path(str(resources.files("patience") / "data" / "site"))


@cache
def glossary() -> Glossary:
    """The glossary, checked (a missing language names the file and the field)."""
    path = site_data() / "glossary.toml"
    try:
        return Glossary.model_validate(read_toml(path))
    except ValidationError as exc:
        err = exc.errors()[0]
        raise PatienceError(f"{path}: {'.'.join(str(x) for x in err['loc'])}: {err['msg']}") from None


def glossary_page(ph: Phrases) -> str:
    """The terms of the site in the page's language, the other language's term and the book's words."""
    other = "nl" if ph.lang == "en" else "en"
    rows = [f"| {ph('glossary.term')} | {ph('glossary.other')} | {ph('glossary.book')} | {ph('glossary.note')} |\n"
            "|---|---|---|---|\n"]
    for concept in glossary().concept.values():
        book = ", ".join(f'<span lang="nl">{escape(w)}</span>' for w in concept.book)
        if concept.quote:
            book += f' (<span lang="nl">“{escape(concept.quote)}”</span>)'
        rows.append(f"| **{escape(getattr(concept, ph.lang))}** | <span lang=\"{other}\">{escape(getattr(concept, other))}</span> "
                   f"| {book} | {escape(getattr(concept.note, ph.lang))} |\n")
    return "\n".join([front_matter(title=ph("heading.glossary")), f"# {ph('heading.glossary')}\n",
                      ph("glossary.intro") + "\n", "".join(rows)])
