"""Per-language domain data for extraction: `extract/<lang>.toml`, validated on load."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .. import project_root
from ..errors import PatienceError
from ..fsutil import read_toml

LANGUAGES = ("nl", "ru", "en")
CLASSES: Final = ("NUM", "MULT", "ORD", "RANK", "DECK", "ROLE", "DIR")
FIELDS = (
    "players", "packs", "pack", "redeals", "foundation.base", "foundation.count",
    "foundation.direction", "foundation.follow", "tableau", "layout", "remaining",
)
REFERENCE = re.compile(r"^\$(NUM|NUM2|MULT|RANK|RANK2|RANKS|BASE|DECK|DIR|DIRS|NUM\*NUM2|PACK_OF_NUM|PACK_OF_NUM2"
                       r"|RANGE_DIR|NUM,NUM2|NUM\*NUM2,1|NUM-1|NUM\+1|NUMMAX|MULT-1|ORDMAX|ORDMAX-1|RANK_RANGE|LIST_RANKS|LIST_COUNT|RANKS\*4)$")


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Pattern(Strict):
    """One rule: a spaCy Matcher token pattern and the fact values it proposes."""

    id: str = Field(pattern=r"^(nl|ru|en)\.[a-z]+\.[a-z0-9-]+$")
    values: dict[str, Any] = Field(min_length=1)
    confidence: float = Field(gt=0, le=1)
    scope: Literal["any", "foundation-near", "foundation-sentence"] = "any"
    window: int = Field(10, ge=1, le=60, description="foundation-near: most tokens between match and word.")
    pattern: list[dict[str, Any]] = Field(min_length=1)

    @field_validator("values")
    @classmethod
    def _known(cls, values: dict[str, Any]) -> dict[str, Any]:
        for key, value in values.items():
            if key not in FIELDS:
                raise ValueError(f"unknown fact field {key!r} (known: {', '.join(FIELDS)})")
            if isinstance(value, str) and value.startswith("$") and not REFERENCE.match(value):
                raise ValueError(f"{key}: unknown reference {value!r}")
        return values


class Modernise(Strict):
    rules: list[tuple[str, str]] = Field(default_factory=list, description="Old spelling regex -> modern.")
    words: list[str] = Field(default_factory=list, description="Period words missing from the lookup tables.")


class Groups(Strict):
    not_after: list[str] = Field(default_factory=list, description="Words that cancel a NUM RANK base just after.")
    either: list[str] = Field(default_factory=list, description="'or': bases listed as alternatives vary by deal.")
    example: list[str] = Field(default_factory=list, description="'for example': alternatives named after it are "
                               "examples of any rank ('Is het b.v. een zes, boer of aas, dan zijn de acht zessen, …').")
    not_foundation: list[str] = Field(
        default_factory=list, description="Words (lower case or lemma) of sentences about building elsewhere "
        "(marriages on the tableau): foundation-scoped patterns and bases do not fire there.")
    rank_piles: list[str] = Field(
        default_factory=list, description="Suffixes that make a rank word a foundation pile founded on that rank "
        "('heeren' + 'pakjes': heerenpakjes).")
    anaphora: list[str] = Field(
        default_factory=list, description="Sentence-initial words ('Daarop') that carry the foundation of the sentence "
        "before into this one.")
    joiners: list[str] = Field(
        default_factory=lambda: [","], description="Separators of a listed building order ('drie, vijf, zeven en negen').")
    sequence_min: int = Field(4, ge=3, description="Fewest cards in a listed building order.")
    sequence_not_after: list[str] = Field(
        default_factory=list, description="Words that make a list of cards the cards laid, not a building order, "
        "just before it ('op een tweede rij een twee, vier, zes en acht').")
    suit_prefixes: list[str] = Field(
        default_factory=list, description="Suit names that make a card of a rank word ('harten' + 'heer': hartenheer, "
        "'ruiten' + 'twee': ruitentwee); the card counts as its rank.")


class LangData(Strict):
    language: Literal["nl", "ru", "en"]
    period: str
    lexicon: dict[Literal["NUM", "MULT", "ORD", "RANK", "DECK", "ROLE", "DIR"], dict[str, int | str]]
    groups: Groups = Field(default_factory=Groups)
    modernise: Modernise = Field(default_factory=Modernise)
    pattern: list[Pattern] = Field(min_length=1)

    @field_validator("pattern")
    @classmethod
    def _unique(cls, patterns: list[Pattern]) -> list[Pattern]:
        ids = [p.id for p in patterns]
        dup = sorted({i for i in ids if ids.count(i) > 1})
        if dup:
            raise ValueError(f"duplicate pattern ids: {', '.join(dup)}")
        return patterns

    def rank_pile(self, form: str) -> str:
        """The base rank of a compound foundation word ('azenpakjes' -> 'A'), or ''."""
        for suffix in self.groups.rank_piles:
            if form.endswith(suffix) and len(form) > len(suffix):
                hit = self.classify(form[: -len(suffix)])
                if hit and hit[0] == "RANK":
                    return str(hit[1])
        return ""

    def suit_card(self, word: str) -> str | None:
        """The rank of a suit-and-rank compound ("hartenheer": K, "ruitentwee": 2), or None."""
        for prefix in self.groups.suit_prefixes:
            if word.startswith(prefix) and len(word) > len(prefix):
                hit = self.classify(word[len(prefix):])
                if hit and hit[0] == "RANK":
                    return str(hit[1])
                if hit and hit[0] == "NUM" and 2 <= int(hit[1]) <= 10:
                    return str(hit[1])
        return None

    def classify(self, *forms: str) -> tuple[str, int | str] | None:
        """(class, value) of the first form found in the lexicon."""
        for form in forms:
            for cls in CLASSES:
                table = self.lexicon.get(cls)
                if table and form in table:
                    return cls, table[form]
        return None


def data_dir(root: Path | None = None) -> Path:
    return (root or project_root()) / "extract"


def lang_path(language: str, root: Path | None = None) -> Path:
    return data_dir(root) / f"{language}.toml"


def parse_lang(data: dict[str, Any], where: str) -> LangData:
    """Validate parsed TOML, or raise a one-line error naming the file and the field."""
    try:
        lang = LangData.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = ".".join(str(x) for x in err["loc"])
        if err["loc"][:1] == ("pattern",) and len(err["loc"]) > 1 and isinstance(data.get("pattern"), list):
            try:
                pid = data["pattern"][err["loc"][1]].get("id", "?")
                loc += f" ({pid})"
            except (IndexError, AttributeError, TypeError):
                pass
        raise PatienceError(f"{where}: {loc}: {err['msg']}") from None
    if lang.language not in Path(where).stem:
        raise PatienceError(f"{where}: language: {lang.language!r} does not match the file name")
    return lang


@lru_cache(maxsize=16)
def _load(path: str, mtime: float) -> LangData:
    return parse_lang(read_toml(Path(path)), path)


def load_lang(language: str, root: Path | None = None) -> LangData:
    if language not in LANGUAGES:
        raise PatienceError(f"no extraction data for language {language!r} (known: {', '.join(LANGUAGES)})")
    path = lang_path(language, root)
    if not path.is_file():
        raise PatienceError(f"{path}: file not found")
    return _load(str(path), path.stat().st_mtime)
