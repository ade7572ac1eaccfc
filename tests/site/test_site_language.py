"""Every primitive of the rule language is written out in words, in every site language.

The expectations are generated from the model (`patience.rules.model`), not listed: every class
a rule set is made of, every field, every value of every Literal field. A primitive added to the
model without its phrases in `patience/data/site/<lang>.toml` fails here, and so does a phrase
that does not show its field.
"""

from __future__ import annotations

import re
import typing
from pathlib import Path

import pytest
from pydantic import BaseModel

from patience.rules import model as m
from patience.rules.load import load_all
from patience.site.language import Writer, capitalize, placeholders, split_name
from patience.site.phrases import LANGUAGES, phrases
from patience.site.rulestext import rule_parts

REPO = Path(__file__).resolve().parents[2]
RULES = load_all(REPO)
CONTEXT = RULES.get("hagenaar2-24") or next(iter(RULES.values()))
"""A rule set whose zones and rules the samples refer to (t, f, s; rule `deal`)."""

META = {"RuleSet", "Text", "Titles", "Summary", "Evidence", "Variant", "PatchOp", "Escape"}
NAMES = {("Zone", "id"), ("Zone", "name"), ("RuleBase", "id"), ("Choice", "name")}
"""Fields that name an element rather than state a rule."""


def _models(annotation) -> list[type[BaseModel]]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    return [x for arg in typing.get_args(annotation) for x in _models(arg)]


def _classes() -> list[type[BaseModel]]:
    seen: list[type[BaseModel]] = []

    def walk(cls):
        if cls not in seen:
            seen.append(cls)
            for info in cls.model_fields.values():
                for sub in _models(info.annotation):
                    walk(sub)

    walk(m.RuleSet)
    return [c for c in seen if c.__name__ not in META]


CLASSES = _classes()


def _declarer(cls, attr) -> str:
    for base in cls.__mro__:
        if attr in getattr(base, "__annotations__", {}):
            return base.__name__
    return cls.__name__


def _fields(cls):
    """(attribute, JSON name, declaring class) of the rule-stating fields."""
    for attr, info in cls.model_fields.items():
        owner = _declarer(cls, attr)
        name = info.alias or attr
        if (owner, name) not in NAMES:
            yield attr, name, owner


def _literals(annotation) -> list | None:
    if typing.get_origin(annotation) is typing.Literal:
        return list(typing.get_args(annotation))
    for arg in typing.get_args(annotation):
        found = _literals(arg)
        if found is not None:
            return found
    return None


def _rank_or_suit(values) -> bool:
    return set(values) <= set(m.RANKS) and len(values) > 4 or set(values) == set(m.SUITS)


def _table(lang, cls) -> dict[str, str]:
    tables = phrases(lang).table("primitive")
    merged: dict[str, str] = {}
    for base in reversed(cls.__mro__):
        merged.update(tables.get(base.__name__, {}))
    return merged


def test_the_model_walk_finds_the_primitives():
    names = {c.__name__ for c in CLASSES}
    assert {"Zone", "Build", "Space", "Condition", "MoveRule", "DealRule", "Win", "Lanes", "Withdraw"} <= names


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_every_field_and_value_of_a_primitive_has_its_phrase(lang, cls):
    table = _table(lang, cls)
    assert table.get("label"), f"{lang}.toml [primitive.{cls.__name__}]: no label"
    named = {n for phrase in table.values() for p in placeholders(phrase) for n in (p, split_name(p)[0])}
    missing = []
    for attr, name, owner in _fields(cls):
        if not phrases(lang).get(f"field.{name}"):
            missing.append(f"[field] {name}")
        values = _literals(cls.model_fields[attr].annotation)
        if values is not None and not _rank_or_suit(values):  # every value its phrase (a kind's: its title)
            missing += [f"{name}.{v}" for v in values if f"{name}.{v}" not in table]
        elif not (name in table or any(k.startswith(name + ".") for k in table) or name in named):
            missing.append(name)  # neither a clause of its own nor named by a phrase
    assert not missing, f"{lang}.toml [primitive.{cls.__name__}] (or its bases): no phrase for {missing}"


# ----------------------------------------------------------------------------- samples


def _by_pattern(pattern: str, alt: bool = False):
    if "C|D|H|S" in pattern:
        return "KH" if alt else "A*"
    if "0-9]*$" in pattern:
        return "f2" if alt else "t1"
    if "a-z0-9-]{0,15}" in pattern:
        return "play" if alt else "deal"
    return "f" if alt else "t"


def _pattern(meta) -> str | None:
    return next((getattr(x, "pattern") for item in meta for x in [item, *getattr(item, "metadata", [])]
                 if getattr(x, "pattern", None)), None)


def _shape_sample(annotation, name: str, alt: bool = False):
    """A value for a field, by its type (`alt`: another one)."""
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Annotated:
        return _by_pattern(_pattern(args[1:]) or "", alt)
    if origin is typing.Literal:
        return args[1] if alt and len(args) > 1 else args[0]
    if origin in (typing.Union, getattr(__import__("types"), "UnionType")):
        return _shape_sample(next(a for a in args if a is not type(None)), name, alt)
    if origin is list:
        return [_shape_sample(args[0], name, alt)]
    if origin is dict:
        return {_shape_sample(args[0], name, alt): _shape_sample(args[1], name, alt)}
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return sample(annotation, **({a: _field_sample(annotation, a, True) for a, i in annotation.model_fields.items()
                                      if i.is_required() and _literals(i.annotation) is None} if alt else {}))
    if annotation is int:
        return 5 if alt else 3
    if annotation is bool:
        return True
    if name in ("choice", "suit_choice"):
        return "direction"
    return "down" if alt else "up"


def _field_sample(cls, attr, alt: bool = False):
    info = cls.model_fields[attr]
    pattern = _pattern(info.metadata)  # a top-level pattern (ZoneId, RuleId, …) sits in the field's metadata
    if info.annotation is str and pattern:
        return _by_pattern(pattern, alt)
    return _shape_sample(info.annotation, info.alias or attr, alt)


BASES = {"Players": {"count": 2}, "DealStep": {"counts": 3}}
"""Sample objects in the setting where their fields show (a one-player game has no turns)."""


def sample(cls, **given):
    values = {attr: _field_sample(cls, attr) for attr, info in cls.model_fields.items() if info.is_required()}
    values.update(BASES.get(cls.__name__, {}))
    values.update(given)
    return cls.model_construct(**values)


COMPANIONS = {
    ("Build", "ranks"): {"rank": "sequence"}, ("Build", "choice"): {"rank": "chosen"},
    ("Build", "anchor"): {"rank": "add"}, ("Build", "total"): {"rank": "sum"},
    ("Group", "total"): {"relation": "sum"}, ("Group", "cards"): {"relation": "match"},
    ("Group", "suit_choice"): {"relation": "match"},
    ("DealRule", "size"): {"pattern": "upto"}, ("DealRule", "height"): {"pattern": "short"}, ("DealRule", "rows"): {"pattern": "spaces"},
    ("DealRule", "per_pile"): {"pattern": "next"}, ("DealRule", "skip_full"): {"pattern": "next"},
    ("DealRule", "into"): {"pattern": "choose"}, ("DealRule", "prefer"): {"pattern": "choose"},
    ("SpaceAnchor", "factor"): {"rank": "multiple"}, ("DealStep", "packet"): {"counts": "all"},
    ("Win", "ranks"): {"kind": "tops"}, ("Win", "key"): {"kind": "labelled"},
    ("MoveRule", "stay"): {"unit": "packet"}, ("MoveRule", "priority"): {}, ("RuleBase", "stuck_ignores"): {"stuck": True},
    ("RedealRule", "fruitless"): {"progress": ["f"]},
}
"""A field that shows only beside another value (a sequence's ranks only in a sequence build)."""


def _changed_values(cls, attr):
    """Values for the field other than its default: every Literal value, a flipped flag, …"""
    info = cls.model_fields[attr]
    dflt = None if info.is_required() else (info.default_factory() if info.default_factory else info.default)
    values = _literals(info.annotation)
    if values is not None and not _rank_or_suit(values):
        if typing.get_origin(info.annotation) is list or (typing.get_origin(info.annotation) in (typing.Union,)
                                                          and any(typing.get_origin(a) is list for a in typing.get_args(info.annotation))):
            return [[v] for v in values]
        return [v for v in values if v != dflt]
    if info.annotation is bool:
        return [not dflt]
    if typing.get_origin(info.annotation) is list and typing.get_args(info.annotation) == (int,):
        return [[4, 7]]
    if info.annotation is int or (typing.get_origin(info.annotation) is not None and int in typing.get_args(info.annotation)
                                  and not any(typing.get_origin(a) is list for a in typing.get_args(info.annotation))):
        return [5 if dflt != 5 else 4]
    if cls.__name__ == "DealStep" and attr == "counts":
        return [[1, 2, 3], "all", 5]
    found = _field_sample(cls, attr, alt=info.is_required())
    return [found] if found != dflt else []


PARENTS = {"FinalPile": lambda p: m.FinalState.model_construct(piles=[p])}
"""Objects written as part of their parent (a promised pile by the final layout, which groups them)."""

CASES = [(cls, attr, v) for cls in CLASSES for attr, _, _ in _fields(cls)
         for v in _changed_values(cls, attr)
         if not (_literals(cls.model_fields[attr].annotation) or [None, None])[1:] == []]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("cls", "attr", "value"), CASES, ids=lambda x: x.__name__ if isinstance(x, type) else str(x))
def test_every_value_of_every_field_shows_in_the_words(lang, cls, attr, value):
    """Setting a field to a value other than its default changes the sentence, and the sentence
    has no unfilled placeholder."""
    w = Writer(CONTEXT, phrases(lang))
    extra = {**COMPANIONS.get((cls.__name__, attr), {}), **COMPANIONS.get((_declarer(cls, attr), attr), {})}
    base = sample(cls, **extra)
    if getattr(base, attr) == value:
        pytest.skip("the sample has this value")
    changed = sample(cls, **{**extra, attr: value})
    shown = PARENTS.get(cls.__name__, lambda obj: obj)
    before, after = w.render(shown(base)), w.render(shown(changed))
    assert "{" not in after and "}" not in after, after
    assert after != before, f"{lang}: {cls.__name__}.{attr} = {value!r} does not show: {after}"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("cls", [c for c in CLASSES if any(
    (_literals(i.annotation) or [0, 0])[1:] == [] for i in c.model_fields.values())], ids=lambda c: c.__name__)
def test_every_kind_has_a_title(lang, cls):
    assert Writer(CONTEXT, phrases(lang)).title(sample(cls))


# ----------------------------------------------------------------------------- the rule sets

RAW = re.compile(r"\b[a-z]+_[a-z_]+\b")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_every_rule_set_reads_as_rules_without_field_names(lang, rule_id):
    for _, items in rule_parts(RULES[rule_id], phrases(lang)):
        for rule in items:
            prose = re.sub(r"<code>[^<]*</code>", "", rule.html)
            text = re.sub(r"<[^>]+>", "", prose)
            assert "{" not in text and "}" not in text, (rule.pointer, text)
            assert not RAW.search(text), (rule.pointer, text)
            assert text[:1] == text[:1].upper() and text.endswith("."), (rule.pointer, text)


def test_capitalize_skips_markup_and_entities():
    assert capitalize('<span class="zone"><strong>suit pile</strong>&nbsp;</span>: x') == \
        '<span class="zone"><strong>Suit pile</strong>&nbsp;</span>: x'
    assert capitalize("7, 7 and 6 cards") == "7, 7 and 6 cards"


def test_cards_and_ranks_read_in_each_form():
    w = Writer(CONTEXT, phrases("en"))
    assert w.card("A*") == "an ace" and w.card("A*", "plural") == "aces" and w.card("*H", "plural") == "hearts"
    assert w.card("*r") == "a red card" and w.card("Kb", "plural") == "black kings"
    assert w.cards(["A*"] * 4, "short", "and") == "4 × A"
    nl = Writer(CONTEXT, phrases("nl"))
    assert nl.card("Q*") == "een vrouw" and nl.card("K*", "plural") == "heren" and nl.card("JH").startswith("B")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_run_of_three_or_more_equal_values_reads_once_with_its_count(lang):
    """No. 41's win (tops: eight kings, then eight queens); No. 29's sequence keeps its K, K."""
    win = next(re.sub(r"<[^>]+>", "", r.html) for _, items in rule_parts(RULES["hagenaar2-41"], phrases(lang))
               for r in items if r.pointer == "/win")
    assert "8 × " in win and "K, K" not in win and "H, H" not in win, win
    seq = [re.sub(r"<[^>]+>", "", r.html) for _, items in rule_parts(RULES["hagenaar2-29"], phrases(lang)) for r in items]
    assert any("K, K" in t or "H, H" in t for t in seq), seq


@pytest.mark.parametrize("label, the", [
    ("talon", "de"), ("rode talon", "de"), ("zwarte heren", "de"), ("leger", "het"), ("Lagerhuis", "het"),
    ("herenpakje 3", "het"), ("pak kaarten", "het"), ("stapeltje azen", "het"), ("kaarten van het spel", "de"),
    ("hulppakjes", "de"), ("zwarte heer (hulppakje)", "de")])
def test_a_dutch_pile_name_takes_het_when_its_head_is_neuter_or_a_diminutive(label, the):
    assert Writer(None, phrases("nl")).article(label) == the
