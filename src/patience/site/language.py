"""The rule language in words: every primitive of `patience.rules.model` written out from the
phrase tables `[primitive.<Class>]` of the site's language files (`patience/data/site/<lang>.toml`).

The keys of a class's table (a class also reads the tables of its model bases, e.g. `RuleBase`):

  `text`           the clause for an object of the class, with `{field}` placeholders;
  `"<f>.<value>"`  a phrase for that value of field f: one for every value of a Literal field (a
                   discriminator's is the kind's title), optional for others (numbers, `true` /
                   `false`, `none` for null or an empty list); a list of Literal values renders
                   each member by its phrase;
  `"<f>.list"`     f's phrase when its value is a non-empty list (optional);
  `<f>`            f's clause, shown only when the value is not the field's default; `{value}` in
                   it is the field's value;
  `label`          the class's name in indexes;
  `sep`            how the clauses that take the place of `{rest}` are joined (default "; ");
  other keys       phrases the others name as placeholders (e.g. `guards`), filled the same way.

A placeholder names a field (or `value`) plus optional forms and a joining word, in this order:
`{to}`, `{to_or}`, `{from_a_or}` (zones: `every` "every pile of Z", `a` "a pile of Z", `piles`
"the piles of Z"), `{cards_plural_or}`, `{cards_short}` (cards and ranks: `noun`, `plural`,
`short`), `{start_pos}` (numbers: `ordinal`, `pos` = the ordinal of a 0-based index, `num` =
digits of it plus one). A field that no phrase of its table names is written where `{rest}`
stands, or after the text. `tests/site/test_site_language.py` checks, from the model, that
every field and every Literal value has its phrase in every language, and that it shows.
"""

from __future__ import annotations

import html
import itertools
import string
import typing
from collections.abc import Callable
from functools import cache
from itertools import groupby
from typing import Any, cast

from pydantic import BaseModel

from ..rules import model as m
from .phrases import Phrases

SUIT_SYMBOLS = {"C": "♣", "D": '<span class="red">♦</span>', "H": '<span class="red">♥</span>', "S": "♠"}
ZONE_FORMS = ("every", "a", "piles")
CARD_FORMS = ("noun", "plural", "short")
NUMBER_FORMS = ("ordinal", "pos", "num")
FORMS = ZONE_FORMS + CARD_FORMS + NUMBER_FORMS
META_CLASSES = ("RuleSet", "Text", "Titles", "Summary", "Evidence", "Variant", "PatchOp", "Escape")
"""Model classes that are not rules: the rule set's frame, texts, evidence, variants, escapes."""
META_FIELDS = {("Zone", "id"), ("Zone", "name"), ("RuleBase", "id"), ("Choice", "name")}
"""Fields that name or label an element rather than state a rule (ids appear as notation only)."""


def _e(text: str) -> str:
    return html.escape(text, quote=False)


# ----------------------------------------------------------------------------- the model's shape


def _models(annotation: Any) -> list[type[BaseModel]]:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    return [x for arg in typing.get_args(annotation) for x in _models(arg)]


@cache
def primitives() -> tuple[type[BaseModel], ...]:
    """Every model class a rule set's rules are made of (reachable from RuleSet, not META_CLASSES)."""
    seen: list[type[BaseModel]] = []

    def walk(cls: type[BaseModel]) -> None:
        if cls in seen:
            return
        seen.append(cls)
        for info in cls.model_fields.values():
            for sub in _models(info.annotation):
                walk(sub)

    walk(m.RuleSet)
    return tuple(c for c in seen if c.__name__ not in META_CLASSES)


@cache
def json_name(cls: type[BaseModel], attr: str) -> str:
    info = cls.model_fields[attr]
    return info.alias or attr


@cache
def owner(cls: type[BaseModel], attr: str) -> str:
    """The model class that declares the field (`RuleBase` for the guards every rule has)."""
    for base in cls.__mro__:
        if isinstance(base, type) and issubclass(base, BaseModel) and attr in getattr(base, "__annotations__", {}):
            return base.__name__
    return cls.__name__


@cache
def rule_fields(cls: type[BaseModel]) -> tuple[str, ...]:
    """The fields of a primitive that state rules (attribute names), in model order."""
    return tuple(a for a in cls.model_fields if (owner(cls, a), json_name(cls, a)) not in META_FIELDS)


def literal_values(annotation: Any) -> list[Any] | None:
    """The values of a Literal (also inside Optional or list), or None."""
    if typing.get_origin(annotation) is typing.Literal:
        return list(typing.get_args(annotation))
    for arg in typing.get_args(annotation):
        if arg is type(None):
            continue
        found = literal_values(arg)
        if found is not None:
            return found
    return None


@cache
def field_literals(cls: type[BaseModel], attr: str) -> tuple[Any, ...] | None:
    """The Literal values a field takes (`literal_values` of its annotation), or None."""
    found = literal_values(cls.model_fields[attr].annotation)
    return None if found is None else tuple(found)


def _pattern(meta: Any) -> str | None:
    for item in meta or ():
        found = getattr(item, "pattern", None)
        if found:
            return found
        found = _pattern(getattr(item, "metadata", None))
        if found:
            return found
    return None


def _runs(items: list[str], least: int = 3) -> list[str]:
    """Items with each run of `least` or more equal ones written once with its count: K, K, K → 3 × K."""
    out: list[str] = []
    for item, run in groupby(items):
        n = len(list(run))
        out.extend([f"{n} × {item}"] if n >= least else [item] * n)
    return out


_PATTERNS = {_pattern(typing.get_args(alias)[1].metadata): name for alias, name in (
    (m.ZoneId, "zone"), (m.ZoneRef, "zone"), (m.PileName, "pile"), (m.RuleId, "rule"), (m.CardPattern, "card"))}
_RANKS, _SUITS = set(m.RANKS), set(m.SUITS)
CHOICE_FIELDS = {"choice", "suit_choice"}
OPTION_FIELDS = {"options", "labels", "ranks"}


def shape(annotation: Any, meta: Any = None, name: str = "") -> tuple:
    """What a field holds: ('model', cls), ('list', shape), ('dict', key, value), ('literal', values),
    ('union', shapes), or one of ('zone',) ('pile',) ('rule',) ('card',) ('rank',) ('suit',)
    ('choice',) ('option',) ('int',) ('bool',) ('str',)."""
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Annotated:
        return shape(args[0], args[1:], name)
    if origin is typing.Literal:
        values = set(args)
        if values <= _RANKS and len(values) > 4:
            return ("rank",)
        if values == _SUITS:
            return ("suit",)
        return ("literal", list(args))
    if origin in (typing.Union, getattr(__import__("types"), "UnionType", None)):
        parts = [shape(a, None, name) for a in args if a is not type(None)]
        return parts[0] if len(parts) == 1 else ("union", parts)
    if origin is list:
        return ("list", shape(args[0], None, name))
    if origin is dict:
        return ("dict", shape(args[0], None, name), shape(args[1], None, name))
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return ("model", annotation)
    if annotation is bool:
        return ("bool",)
    if annotation is int:
        return ("int",)
    if annotation is str:
        found = _PATTERNS.get(_pattern(meta) or "")
        if found:
            return (found,)
        if name in CHOICE_FIELDS:
            return ("choice",)
        if name in OPTION_FIELDS:
            return ("option",)
        return ("str",)
    return ("str",)


@cache
def field_shape(cls: type[BaseModel], attr: str) -> tuple:
    info = cls.model_fields[attr]
    return shape(info.annotation, info.metadata, json_name(cls, attr))


def default(cls: type[BaseModel], attr: str) -> Any:
    """The field's default (a fresh one from its factory), or a sentinel for a required field."""
    info = cls.model_fields[attr]
    if info.is_required():
        return _REQUIRED
    if info.default_factory is not None:  # called, not info.get_default(), which inspects its signature every time
        return cast(Callable[[], Any], info.default_factory)()
    return info.default


_REQUIRED = object()


def value_key(value: Any) -> str | None:
    """The key part of a value-specific phrase: `"<field>.<key>"`."""
    if value is None or value == [] or value == {}:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, str)):
        return str(value)
    return None


@cache
def split_name(name: str) -> tuple[str, tuple[str, ...], str | None]:
    """`from_a_or` -> ('from', ('a',), 'or')."""
    word = None
    for w in ("or", "and"):
        if name.endswith("_" + w):
            name, word = name[: -len(w) - 1], w
            break
    forms: list[str] = []
    while True:
        for f in FORMS:
            if name.endswith("_" + f):
                forms.insert(0, f)
                name = name[: -len(f) - 1]
                break
        else:
            break
    return name, tuple(forms), word


@cache
def placeholders(text: str) -> frozenset[str]:
    return frozenset(fname for _, fname, _, _ in string.Formatter().parse(text) if fname)


# ----------------------------------------------------------------------------- the writer


class Writer:
    """Writes the primitives of one rule set in one language, as HTML (phrases are escaped,
    values are HTML). `rules` may be None: then zone, rule and choice references are shown by
    their codes. A `reader` writer names piles as a player does ("a pile of the carpet"), never
    by their codes, and links rule numbers to the prose's list of play (`patience.site.prose`)."""

    def __init__(self, rules: m.RuleSet | None, ph: Phrases, reader: bool = False):
        self.rules, self.ph, self.reader = rules, ph, reader
        self.zones = {z.id: z for z in rules.zones} if rules else {}
        self.rule_index = {r.id: i for i, r in enumerate(rules.moves)} if rules else {}
        self.choice_index = {c.name: i for i, c in enumerate(rules.choices)} if rules else {}
        self._tables: dict[type, dict[str, str]] = {}

    # ------------------------------------------------------------------ words

    def word(self, key: str, **values: str) -> str:
        """A phrase of the `[words]` table (for a reader, `[reader_words]` first), escaped,
        filled with HTML values."""
        found = self.ph.get(f"reader_words.{key}") if self.reader else None
        text = _e(found if found is not None else self.ph(f"words.{key}"))
        return text.format(**values) if values else text

    def join(self, items: list[str], word: str | None = "and") -> str:
        items = [i for i in items if i]
        if len(items) <= 1:
            return "".join(items)
        return f"{', '.join(items[:-1])} {self.word(word or 'and')} {items[-1]}"

    def number(self, n: int, form: str | None = None) -> str:
        if form == "num":
            return str(n + 1)
        if form in ("ordinal", "pos"):
            k = n + 1 if form == "pos" else n
            return _e(self.ph.get(f"ordinal.{k}") or self.ph("ordinal.n", n=k))
        return _e(self.ph.get(f"number.{n}") or str(n))

    def rank(self, rank: str, form: str | None = None) -> str:
        if form == "noun":
            return _e(self.ph(f"rank_noun.{rank}"))
        if form == "plural":
            return _e(self.ph(f"rank_plural.{rank}"))
        if form == "word":
            return _e(self.ph(f"rank_word.{rank}"))
        return _e(self.ph.get(f"rank.{rank}") or rank)

    def suit(self, suit: str, form: str | None = None) -> str:
        if form == "noun":
            return _e(self.ph(f"suit_noun.{suit}"))
        if form == "plural":
            return _e(self.ph(f"suit_plural.{suit}"))
        return SUIT_SYMBOLS[suit]

    def card(self, pattern: str, form: str | None = None) -> str:
        """A card pattern: `noun` "an ace" (default), `plural` "aces", `short` "A"."""
        rank, suit = pattern[:-1], pattern[-1]
        form = form or "noun"
        if rank != "*" and suit in SUIT_SYMBOLS:
            return self.rank(rank) + SUIT_SYMBOLS[suit]
        if form == "short":
            if rank == "*" and suit == "*":
                return self.word("any")
            colour = self.word(f"colour_short_{suit}") if suit in "rb" else ""
            if rank == "*":
                return SUIT_SYMBOLS.get(suit) or colour
            return self.rank(rank) + (f" ({colour})" if colour else "")
        if rank == "*" and suit == "*":
            return self.word(f"any_card_{form}")
        if rank == "*" and suit in SUIT_SYMBOLS:
            return self.suit(suit, form)
        if rank == "*":
            return self.word(f"colour_card_{form}", colour=self.word(f"colour_{suit}"))
        if suit == "*":
            return self.rank(rank, form)
        return self.word(f"colour_rank_{form}", colour=self.word(f"colour_{suit}"),
                         rank=self.rank(rank, "plural" if form == "plural" else "word"))

    def cards(self, patterns: list[str], form: str | None, word: str | None) -> str:
        if form == "short":  # counted: "4 × A"
            return self.join(_runs([self.card(p, "short") for p in patterns], least=2), word)
        return self.join([self.card(p, form) for p in patterns], word)

    def zone_label(self, zone_id: str) -> str:
        z = self.zones.get(zone_id)
        if z is None:
            return _e(zone_id)
        return _e(getattr(z.name, self.ph.lang) if z.name else self.ph(f"role.{z.role}"))

    def zone(self, ref: str, form: str | None = None) -> str:
        """A zone by its label (bold) with its code in small print; `every`/`a`/`piles` for a
        zone of several piles; own:G / opponent:G as the player's own or the opponent's zone."""
        side, _, group = ref.rpartition(":")
        target = next((z for z in self.zones.values() if z.group == group), None) if side else self.zones.get(ref)
        label = self.zone_label(target.id) if target else _e(group)
        if self.reader:
            return self._reader_zone(label, side, form, target is None or target.count > 1)
        out = f'<span class="zone"><strong>{label}</strong>&nbsp;<code>{_e(ref)}</code></span>'
        if side:
            out = self.word(side, zone=out)
        if form in ZONE_FORMS and (target is None or target.count > 1):
            out = self.word(f"zone_{form}", zone=out)
        return out

    def _reader_zone(self, label: str, side: str, form: str | None, several: bool) -> str:
        """A zone as a player names it: "the talon", "a pile of the carpet", "his own pack"."""
        the = self.article(label)
        if side:
            marks = (self.ph.get("reader_words.owner_marks") or "").split("|")
            for mark in filter(None, marks):
                label = label.replace(_e(mark), "")
            out = self.word(side, zone=label.strip(), the=self.article(label.strip()))
        elif form in ZONE_FORMS and several:
            out = self.word(f"zone_{form}", zone=label, the=the)
        else:
            out = self.word("zone_the", zone=label, the=the)
        return f'<span class="zone">{out.strip()}</span>'

    def article(self, label: str) -> str:
        """The definite article of a pile's name: Dutch "het" when a word of the name's first word
        group (before a preposition or bracket; numbers left out) is a diminutive (-je) or ends
        with a word of `[reader_words] neuter`: the head ("het rode leger") or a neuter head before
        a plural ("het pak kaarten", "het stapeltje azen"); otherwise "de" (English: "the")."""
        marks = (self.ph.get("reader_words.owner_marks") or "").split("|")
        if self.ph.lang == "en" and any(mark and mark in html.unescape(label) for mark in marks):
            return ""  # "A's talon", not "the A's talon"
        words = html.unescape(label).split(" (")[0].split()
        stops = {"van", "der", "den", "naast", "in", "bij", "waaruit", "of", "beside", "to"}
        group = list(itertools.takewhile(lambda word: word.lower() not in stops, words)) or words
        neuter = (self.ph.get("reader_words.neuter") or "").split()
        is_neuter = any(w.endswith("je") or any(w.endswith(n) for n in neuter)
                        for w in (word.lower() for word in group if not word.isdigit()))
        return _e(self.ph("reader_words.the_neuter" if is_neuter else "reader_words.the"))

    def _pile_of(self, name: str) -> tuple[str, int | None] | None:
        """A pile name's zone and number ("t3" -> ("t", 3); a one-pile zone's name -> (id, None))."""
        for zid in sorted(self.zones, key=len, reverse=True):
            rest = name[len(zid):]
            if name.startswith(zid) and (rest.isdigit() or (not rest and self.zones[zid].count == 1)):
                return zid, int(rest) if rest else None
        return None

    def pile(self, name: str) -> str:
        found = self._pile_of(name)
        if found is None:
            return f"<code>{_e(name)}</code>"
        zid, n = found
        zone = self.zone_label(zid)
        if self.reader:
            return f'<span class="zone">{self.word("pile_n" if n is not None else "zone_the", zone=zone, the=self.article(zone), n="" if n is None else str(n))}</span>'
        label = zone + (f" {n}" if n is not None else "")
        return f'<span class="zone"><strong>{label}</strong>&nbsp;<code>{_e(name)}</code></span>'

    def pile_runs(self, names: list[str]) -> list[str]:
        """Piles as a reader names them, consecutive piles of a zone as one range: "piles 1–4
        of the help packets"."""
        runs: list[list] = []  # [zone, first, last] or [name]
        for name in names:
            found = self._pile_of(name)
            if found and found[1] is not None and runs and len(runs[-1]) == 3 and runs[-1][0] == found[0] and runs[-1][2] + 1 == found[1]:
                runs[-1][2] = found[1]
            else:
                runs.append([found[0], found[1], found[1]] if found and found[1] is not None else [name])
        out = []
        for run in runs:
            if len(run) == 3 and run[2] > run[1]:
                zone = self.zone_label(run[0])
                out.append(f'<span class="zone">{self.word("piles_range", zone=zone, the=self.article(zone), first=str(run[1]), last=str(run[2]))}</span>')
            else:
                out.append(self.pile(run[0] if len(run) == 1 else f"{run[0]}{run[1]}"))
        return out

    def rule_ref(self, rule_id: str) -> str:
        i = self.rule_index.get(rule_id)
        if i is None:
            return f"<code>{_e(rule_id)}</code>"
        if self.reader:
            return f'<a class="rule-ref" href="#play-{i + 1}">{self.word("rule", n=str(i + 1))}</a>'
        return f'<a class="rule-ref" href="#rule-moves-{i}">{self.word("rule", n=str(i + 1))}</a>'

    def choice_ref(self, name: str) -> str:
        i = self.choice_index.get(name)
        if i is None:
            return f"<code>{_e(name)}</code>"
        return f'<a class="rule-ref" href="#rule-choices-{i}">{self.word("choice", n=str(i + 1))}</a>'

    def option(self, value: str) -> str:
        if value in _SUITS:
            return self.suit(value, "plural")
        if value in _RANKS:
            return self.rank(value, "plural")
        found = self.ph.get(f"option.{value}")
        return _e(found) if found else f"<code>{_e(value)}</code>"

    def stock(self) -> str:
        stock = next((z for z in self.zones.values() if z.role == "stock"), None)
        return self.zone(stock.id) if stock else self.word("the_stock")

    # ------------------------------------------------------------------ phrase tables

    def table(self, cls: type[BaseModel]) -> dict[str, str]:
        """The class's phrases, over those of its model bases (for a reader, the `[reader.<Class>]`
        phrases over the `[primitive.<Class>]` ones)."""
        if cls not in self._tables:
            merged: dict[str, str] = {}
            sections = ("primitive", "reader") if self.reader else ("primitive",)
            for base in reversed(cls.__mro__):
                if isinstance(base, type) and issubclass(base, BaseModel) and base.__module__ == m.__name__:
                    for section in sections:
                        merged.update(self.ph.table(section).get(base.__name__, {}))
            self._tables[cls] = merged
        return self._tables[cls]

    def title(self, obj: BaseModel) -> str | None:
        """The title of a rule kind, setup step or free rule (its discriminator's phrase)."""
        cls = type(obj)
        for attr in cls.model_fields:
            values = field_literals(cls, attr)
            if values and len(values) == 1 and default(cls, attr) is _REQUIRED:
                found = self.table(cls).get(f"{json_name(cls, attr)}.{values[0]}")
                return _e(found) if found else None
        return None

    def label(self, cls: type[BaseModel]) -> str:
        return _e(self.table(cls).get("label", cls.__name__))

    # ------------------------------------------------------------------ rendering

    def raw(self, value: Any, sh: tuple, forms: tuple[str, ...], word: str | None,
            table: dict[str, str], name: str, ctx: "_Context") -> str:
        """A value as HTML, by the shape of its field (`name`: the field, for its value phrases)."""
        if value is None:
            return ""
        kind = sh[0]
        form = forms[0] if forms else None
        if kind == "union":
            for part in sh[1]:
                if (part[0] == "list") == isinstance(value, list) and (part[0] != "literal" or value in part[1]):
                    return self.raw(value, part, forms, word, table, name, ctx)
            return _e(str(value))
        if kind == "list":
            inner = sh[1]
            if inner[0] == "pile" and self.reader:
                return self.join(self.pile_runs(value), word)
            if inner[0] == "card":
                return self.cards(value, form, word)
            if inner[0] == "int":
                return self.join([str(v) for v in value], word)
            items = _runs([self.raw(v, inner, forms, word, table, name, ctx) for v in value])
            sep = table.get(f"{name}.sep")
            return _e(sep).join(items) if sep is not None else self.join(items, word)
        if kind == "dict":
            each = table.get(f"{name}.each")
            parts = []
            for k, v in value.items():
                if each:
                    parts.append(ctx.child({"key": (k, sh[1], name), "value": (v, sh[2], name)}).fill(each))
                else:
                    parts.append(f"{self.raw(k, sh[1], (), None, table, name, ctx)}: {self.raw(v, sh[2], (), None, table, name, ctx)}")
            sep = table.get(f"{name}.sep")
            return _e(sep).join(parts) if sep is not None else self.join(parts, word)
        if kind == "literal":
            phrase = table.get(f"{name}.{value}")
            return ctx.fill(phrase) if phrase is not None else f"<code>{_e(str(value))}</code>"
        if kind == "model":
            return self.render(value)
        if kind == "zone":
            return self.zone(value, form)
        if kind == "pile":
            return self.pile(value)
        if kind == "rule":
            return self.rule_ref(value)
        if kind == "card":
            return self.card(value, form)
        if kind == "rank":
            return self.rank(value, form)
        if kind == "suit":
            return self.suit(value, form)
        if kind == "choice":
            return self.choice_ref(value)
        if kind == "option":
            return self.option(value)
        if kind == "bool":
            return self.word("yes" if value else "no")
        if kind == "int":
            return self.number(value, form)
        return f"<code>{_e(str(value))}</code>"

    def render(self, obj: BaseModel) -> str:
        """The object as a clause (lower case, no full stop)."""
        cls = type(obj)
        table = self.table(cls)
        ctx = _Context(self, obj, table)
        text = ctx.extra.pop("__text__", None) or table.get("text", "{rest}")
        rest = [part for part in (ctx[name] for name in ctx.leftovers()) if part]
        sep = _e(table.get("sep", "; "))
        joined = sep.join(rest)
        if "{rest}" in text:
            before = text[:text.index("{rest}")]
            if joined and before and not before.endswith(" "):
                joined = sep + joined
            ctx.extra["rest"] = joined
            return ctx.fill(text)
        out = ctx.fill(text)
        return out + (sep + joined if joined and out else joined)

    def sentence(self, obj: BaseModel) -> str:
        """The object as a sentence: its clause with a capital and a full stop."""
        return capitalize(self.render(obj)) + "."


def capitalize(text: str) -> str:
    """The first letter outside markup in upper case."""
    i, n = 0, len(text)
    while i < n:
        if text[i] == "<":
            i = text.find(">", i) + 1 or n
        elif text[i] == "&":
            i = text.find(";", i) + 1 or n
        elif text[i].isalnum():
            return text[:i] + text[i].upper() + text[i + 1:]
        else:
            i += 1
    return text


class _Context(dict):
    """format_map values for one object: its fields (rendered on demand), the table's other
    phrases, the hooks' keys (`extra`); `child` adds `value` (a field's own value) for a clause."""

    def __init__(self, writer: Writer, obj: BaseModel, table: dict[str, str],
                 own: dict[str, tuple[Any, tuple, str]] | None = None, parent: "_Context | None" = None):
        super().__init__()
        self.w, self.obj, self.table = writer, obj, table
        self.own = own or {}
        self.parent = parent
        self.busy: set[str] = set()
        cls = type(obj)
        self.attrs: dict[str, str]
        self.extra: dict[str, str]
        if parent is not None:
            self.attrs, self.extra = parent.attrs, parent.extra
            return
        self.attrs = {json_name(cls, a): a for a in rule_fields(cls)}
        self.extra = {}
        for base in reversed(cls.__mro__):
            hook = HOOKS.get(base.__name__)
            if hook:
                hook[0](writer, obj, self)

    def child(self, own: dict[str, tuple[Any, tuple, str]]) -> "_Context":
        return _Context(self.w, self.obj, self.table, own, self)

    def fill(self, phrase: str) -> str:
        return _e(phrase).format_map(self)

    def leftovers(self) -> list[str]:
        """The fields no phrase of the table names (JSON names), in model order."""
        cls = type(self.obj)
        named = {n for phrase in self.table.values() for p in placeholders(phrase) for n in (p, split_name(p)[0])}
        consumed = set().union(*(HOOKS[b.__name__][1] for b in cls.__mro__ if b.__name__ in HOOKS))
        out = []
        for name, attr in self.attrs.items():
            values = field_literals(cls, attr)
            discriminator = values is not None and len(values) == 1 and default(cls, attr) is _REQUIRED
            if name not in named and name not in consumed and not discriminator:
                out.append(name)
        return out

    def field(self, attr: str, forms: tuple[str, ...] = (), word: str | None = None) -> str:
        """A field: its value's phrase, its clause (when not the default), or its value."""
        cls = type(self.obj)
        name = json_name(cls, attr)
        value = getattr(self.obj, attr)
        sh = field_shape(cls, attr)
        key = value_key(value)
        t = self.table
        own = {"value": (value, sh, name)}
        if key is not None and f"{name}.{key}" in t:
            return self.child(own).fill(t[f"{name}.{key}"])
        if isinstance(value, list) and value and f"{name}.list" in t:
            return self.child(own).fill(t[f"{name}.list"])
        if name in t:
            if value is None or value == default(cls, attr):
                return ""
            return self.child(own).fill(t[name])
        if sh[0] == "list" and sh[1][0] == "literal":
            return self.w.join([self.fill(t[f"{name}.{v}"]) if f"{name}.{v}" in t else f"<code>{_e(str(v))}</code>"
                                for v in value], word)
        return self.w.raw(value, sh, forms, word, t, name, self)

    def __missing__(self, key: str) -> str:
        if key in self.busy:
            raise ValueError(f"phrase loop at {{{key}}}")
        self.busy.add(key)
        try:
            return self._lookup(key)
        finally:
            self.busy.discard(key)

    def _lookup(self, key: str) -> str:
        if key in self.extra:
            return self.extra[key]
        names: list[tuple[str, tuple[str, ...], str | None]] = [(key, (), None)]
        if split_name(key)[0] != key:
            names.append(split_name(key))
        for base, forms, word in names:
            ctx: _Context | None = self
            while ctx is not None:  # a clause's own value first, then its parents'
                if base in ctx.own:
                    value, sh, field = ctx.own[base]
                    if sh[0] == "list" and sh[1][0] == "literal":
                        return self.w.join([self.fill(self.table.get(f"{field}.{v}", str(v))) for v in value], word)
                    return self.w.raw(value, sh, forms, word, self.table, field, self)
                ctx = ctx.parent
            if base in self.attrs:
                return self.field(self.attrs[base], forms, word)
            if base in self.table and not forms and not word:
                return self.fill(self.table[base])
        if key == "stock":
            return self.w.stock()
        return "{" + key + "}"


# ----------------------------------------------------------------------------- hooks
# A hook adds computed keys to an object's context; the set names the fields it writes itself.


def _rule_hook(w: Writer, r: m.RuleBase, ctx: _Context) -> None:
    t = ctx.table
    conditions = [ctx.field(a) for a in ("when", "stuck", "unless") if getattr(r, a) not in (None, False, [])]
    ctx.extra["modal"] = ctx.fill(t["modal_auto"]) if r.auto else ctx.field("priority")
    ctx.extra["conditions"] = w.join(conditions)
    ctx.extra["only_when"] = ctx.fill(t["only_when"]) if conditions else ""


def _deal_step_hook(w: Writer, s: m.DealStep, ctx: _Context) -> None:
    ones = s.counts == 1 or (isinstance(s.counts, list) and all(c <= 1 for c in s.counts))
    if ones or (s.counts == "all" and s.packet is not None):
        ctx.extra["order"] = ""


def _deal_rule_hook(w: Writer, r: m.DealRule, ctx: _Context) -> None:
    """Several sources; what a short pile falls short of, and what `upto` fills to: the rows
    dealt so far (`height`) where given, else the fullest pile or `size` cards."""
    t = ctx.table
    if r.height is not None:
        ctx.extra["short_of"] = ctx.fill(t["short_height"])
        ctx.extra["upto"] = ctx.fill(t["upto_height"])
    else:
        ctx.extra["short_of"] = ctx.fill(t["fullest"])
        ctx.extra["upto"] = ctx.fill(t["upto_size"])
    if r.from_ and len(r.from_) > 1:
        ctx.extra["from"] = ctx.child({"value": (r.from_, field_shape(m.DealRule, "from_"), "from")}).fill(ctx.table["from_several"])
    # `height` with spaces/choose (only the last row dealt) and next-row (the row after the rows dealt)
    ctx.extra["last_row"] = ctx.fill(t["last_row"]) if r.height is not None and r.pattern in ("spaces", "choose") else ""
    ctx.extra["next_row"] = ctx.fill(t["next_row"]) if r.height is not None and r.pattern == "next-row" else ""


def _space_hook(w: Writer, s: m.Space, ctx: _Context) -> None:
    if s.relative is not None:
        key = "relative.up" if s.relative > 0 else "relative.down"
        ctx.extra["relative"] = ctx.child({"value": (abs(s.relative), ("int",), "relative")}).fill(ctx.table[key])


def _tuck_hook(w: Writer, r: m.TuckRule, ctx: _Context) -> None:
    if r.feed:
        ctx.extra["start"] = ""


def _swap_hook(w: Writer, r: m.SwapRule, ctx: _Context) -> None:
    """An exchange between two sides (`other`) reads as one card of each side."""
    if r.other is not None:
        ctx.extra["__text__"] = ctx.table["text_other"]


def _tuck_step_hook(w: Writer, s: m.TuckStep, ctx: _Context) -> None:
    """A packet paid away under another pile (`packet`) reads as such."""
    if s.packet is not None:
        ctx.extra["__text__"] = ctx.table["text_packet"]
        ctx.extra["packet_to"] = w.zone(s.to) if s.to else ""


def _win_hook(w: Writer, win: m.Win, ctx: _Context) -> None:
    key = "what_total" if win.total is not None else "what_suit" if win.suit_choice else "what_all"
    ctx.extra["what"] = ctx.fill(ctx.table[key])


def _condition_hook(w: Writer, c: m.Condition, ctx: _Context) -> None:
    """A negated condition of one zone field reads as its opposite ("some pile … is empty")."""
    inner = c.not_
    if inner is None:
        return
    given = [a for a in type(inner).model_fields if getattr(inner, a) not in (None, [], False)]
    if len(given) == 1 and f"not.{given[0]}" in ctx.table:
        a = given[0]
        own = {"value": (getattr(inner, a), field_shape(type(inner), a), a)}
        ctx.extra["not"] = ctx.child(own).fill(ctx.table[f"not.{a}"])


def _uses_hook(w: Writer, u: m.Uses, ctx: _Context) -> None:
    """"Not used yet" rather than "used at most zero times"."""
    if u.max == 0 and not u.min:
        ctx.extra.update({"__text__": ctx.table["text_never"], "min": "", "max": ""})


def _final_state_hook(w: Writer, fs: m.FinalState, ctx: _Context) -> None:
    """Consecutive piles of a zone that promise the same are said once ("piles 1–4 of …")."""
    groups: list[list] = []  # [first pile, last index, details]
    for p in fs.piles:
        details = w.render(p)
        last = groups[-1] if groups else None
        if last and p.pile is not None and last[0].zone == p.zone and last[1] is not None \
                and last[1] + 1 == p.pile and last[2] == details:
            last[1] = p.pile
        else:
            groups.append([p, p.pile, details])
    shown = []
    for first, last, details in groups:
        pile = _Context(w, first, w.table(m.FinalPile))
        z = w.zones.get(first.zone)
        key = "where_all" if first.pile is None or (z is not None and z.count == 1) else \
            "where_one" if first.pile == last else "where_range"
        pile.extra["last"] = str((last or 0) + 1)
        where = pile.fill(pile.table[key])
        shown.append(f"{where}: {details}" if details else where)
    ctx.extra["piles"] = _e(ctx.table.get("piles.sep", "; ")).join(shown)


def _zone_hook(w: Writer, z: m.Zone, ctx: _Context) -> None:
    """A zone's label; where moves bring cards, that nothing is built on it or that any card
    starts an empty pile (what the defaults mean there)."""
    ctx.extra["zone"] = w.zone(z.id)
    if w.rules is None:
        return
    into = [r for r in w.rules.moves if isinstance(r, m.MoveRule) and z.id in r.to]
    t = ctx.table
    if z.build is None and any(r.to_space != "only" for r in into):
        ctx.extra["build"] = ctx.fill(t["no_build"])
    if z.space == m.Space() and any(r.to_space != "none" for r in into):
        ctx.extra["space"] = ctx.fill(t["space_any"])


HOOKS: dict[str, tuple[Callable[[Writer, Any, _Context], None], set[str]]] = {
    "RuleBase": (_rule_hook, {"when", "stuck", "unless", "auto", "priority"}),
    "DealStep": (_deal_step_hook, set()),
    "DealRule": (_deal_rule_hook, set()),
    "Space": (_space_hook, set()),
    "TuckRule": (_tuck_hook, set()),
    "SwapRule": (_swap_hook, set()),
    "TuckStep": (_tuck_step_hook, set()),
    "Win": (_win_hook, set()),
    "Condition": (_condition_hook, set()),
    "FinalState": (_final_state_hook, set()),
    "Uses": (_uses_hook, set()),
    "FinalPile": (lambda w, p, ctx: None, {"zone", "pile"}),
    "Zone": (_zone_hook, set()),
}
"""Per class: a function adding computed keys to the context, and the fields it writes itself."""

