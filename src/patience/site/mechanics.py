"""Special mechanics described in words: one phrase table per registered mechanic.

Each language file has a table `[mechanic.<registry name>]` with a `title` and a `text`
whose `{param}` placeholders are filled with the mechanic's parameters (defaults from its
pydantic Params model filled in): zones as their labels, cards and ranks in the page's
letters, lists joined with "and" (`{param_or}`: with "or").

Optional phrases of the same table shape a value:
  `<param>_<value>`   a phrase for that exact value (enum members, numbers, `yes`/`no` for
                      booleans, `none` for an empty list or None);
  `<param>_some`      a wrapper for any other value, itself filled with `{value}`,
                      `{value_or}`, `{ordinal}` (a number plus one) and every other parameter.
A list of enum values renders each member through `<param>_<member>`.
Structured values:
  `<param>_each`      a phrase for each entry of a mapping (`{key}`, `{value}`) or of a list
                      (`{key}` its number from 1, `{value}`), joined with "and"; an entry that is
                      an object also fills its fields `{field}`, shaped by `<param>_<field>_<value>`
                      and `<param>_<field>_some` (an object inside it: `{field_sub}`, shaped by
                      `<param>_<field>_<sub>_…`); `<param>_sep` joins the entries instead of
                      "and", and `<param>_some` may wrap the whole as `{value}`;
  an object value (e.g. a build sequence) fills `{param_field}`, shaped by `<param>_<field>_…`.
A mechanic without a table is shown by its registry name and parameters (rulestext.py);
tests/site/test_site_mechanics.py fails for a registered mechanic without one.
"""

from __future__ import annotations

import html
import re
import string
from collections.abc import Callable
from typing import Any, get_args

from pydantic import BaseModel

from ..engine import registry
from .phrases import Phrases

_CARD = re.compile(r"^(A|[2-9]|10|J|Q|K|\*)(C|D|H|S|\*|r|b)$")
_RANKS = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"}
_SUITS = {"C": "♣", "D": '<span class="red">♦</span>', "H": '<span class="red">♥</span>', "S": "♠"}


def _e(text: str) -> str:
    return html.escape(text, quote=False)


def described(ph: Phrases, name: str) -> dict[str, str] | None:
    """The phrase table of mechanic `name` in `ph`'s language, or None."""
    table = ph.table("mechanic").get(name)
    return table if isinstance(table, dict) and "title" in table and "text" in table else None


def title(ph: Phrases, name: str) -> str:
    """The mechanic's short title (plain text), or its registry name."""
    table = described(ph, name)
    return table["title"] if table else name


def placeholders(text: str) -> set[str]:
    """The `{name}` fields of a phrase."""
    return {field for _, field, _, _ in string.Formatter().parse(text) if field}


def full_params(name: str, params: dict[str, Any]) -> dict[str, Any]:
    """The parameters with the Params model's defaults filled in, also inside nested objects
    (as given when unknown)."""
    model = registry.params_model(name)
    if model is None:
        return dict(params)
    try:
        return {**params, **model(**params).model_dump(by_alias=True, mode="json")}
    except Exception:  # an invalid rule set is `patience validate`'s business, not the page's
        return dict(params)


def _models(annotation: Any) -> list[type[BaseModel]]:
    """The pydantic models inside a type annotation (list[M], dict[K, M], M | None, …)."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    return [m for arg in get_args(annotation) for m in _models(arg)]


def _names(model: type[BaseModel], prefix: str) -> set[str]:
    out: set[str] = set()
    for field, info in model.model_fields.items():
        for f in {field, info.alias or field}:
            out |= {prefix + f, f"{prefix}{f}_or"}
            for sub in _models(info.annotation):
                out |= _names(sub, f"{prefix}{f}_")
    return out


def placeholder_names(name: str) -> set[str]:
    """Every placeholder a phrase of mechanic `name` may use: its parameters (`{p}`, `{p_or}`),
    the wrappers' values, and the fields of nested objects (bare inside `_each`, `{p_field}`)."""
    model = registry.params_model(name)
    if model is None:
        return set()
    out = _names(model, "") | {"value", "value_or", "ordinal", "key"}
    for info in model.model_fields.values():
        for sub in _models(info.annotation):
            out |= _names(sub, "")
    return out


class Describer:
    """Fills a mechanic's phrases in one language; `zone`/`card`/`rank`/`join` render values
    as HTML (the rules Writer's)."""

    def __init__(self, ph: Phrases, zones: set[str], zone: Callable[[str], str], card: Callable[[str], str],
                 rank: Callable[[str], str], join: Callable[[list[str], str], str]):
        self.ph, self.zones = ph, zones
        self.zone, self.card, self.rank, self.join = zone, card, rank, join

    def item(self, value: Any) -> str:
        if isinstance(value, bool):
            return _e(self.ph("rules.yes" if value else "rules.no"))
        if isinstance(value, str):
            if value in self.zones:
                return self.zone(value)
            if value in _RANKS:
                return self.rank(value)
            if value in _SUITS:
                return _SUITS[value]
            if _CARD.match(value):
                return self.card(value)
            return f"<code>{_e(value)}</code>"
        return _e(str(value))

    def plain(self, obj: dict[str, Any]) -> dict[str, str]:
        """Values as they are, without phrases (`{p}` and `{p_or}`), for use inside wrappers."""
        out: dict[str, str] = {}
        for field, value in obj.items():
            for w in ("and", "or"):
                out[field if w == "and" else f"{field}_or"] = "" if isinstance(value, dict) else \
                    self.join([self.item(v) for v in value], w) if isinstance(value, list) else self.item(value)
        return out

    def fields(self, table: dict[str, str], key: str, obj: dict[str, Any], others: dict[str, str]) -> dict[str, str]:
        """An object's fields as `{field}` (an object inside it: `{field_sub}`), shaped by
        `<key>_<field>_…`; their wrappers see the object's other fields."""
        nested: dict[str, str] = {}
        for field, value in obj.items():
            if isinstance(value, dict):
                nested.update({f"{field}_{n}": v for n, v in self.fields(table, f"{key}_{field}", value, others).items()})
        ctx = {**others, **self.plain(obj), **nested}
        out = dict(nested)
        for field, value in obj.items():
            out[field] = self.value(table, f"{key}_{field}", value, "and", ctx)
            out[f"{field}_or"] = self.value(table, f"{key}_{field}", value, "or", ctx)
        return out

    def each(self, table: dict[str, str], param: str, value: dict | list, word: str, others: dict[str, str]) -> str:
        entries = list(value.items()) if isinstance(value, dict) else list(enumerate(value, 1))
        parts = []
        for k, v in entries:
            own = {"key": _e(str(k)) if str(k).isdigit() else self.item(k), "value": self.join([self.item(x) for x in v], word) if isinstance(v, list)
                   else ", ".join(f"<code>{_e(str(f))}</code> = {self.item(x)}" for f, x in v.items())
                   if isinstance(v, dict) else self.item(v)}
            if isinstance(v, dict):
                own.update(self.fields(table, param, v, others))
            parts.append(self.fill(table[f"{param}_each"], {**others, **own}))
        sep = table.get(f"{param}_sep")
        return _e(sep).join(parts) if sep is not None else self.join(parts, word)

    def value(self, table: dict[str, str], param: str, value: Any, word: str, others: dict[str, str]) -> str:
        if f"{param}_each" in table and isinstance(value, (dict, list)) and value:
            if f"{param}_some" not in table:
                return self.each(table, param, value, word, others)
            return self.fill(table[f"{param}_some"], {
                **others, "value": self.each(table, param, value, "and", others),
                "value_or": self.each(table, param, value, "or", others)})
        empty = value is None or value == []
        key = "yes" if value is True else "no" if value is False else "none" if empty \
            else None if isinstance(value, (list, dict)) else str(value)
        if key is not None and f"{param}_{key}" in table:
            return self.fill(table[f"{param}_{key}"], others)

        def joined(w: str) -> str:
            if not isinstance(value, list):
                return self.item(value)
            return self.join([self.fill(table[f"{param}_{v}"], others) if f"{param}_{v}" in table
                              else self.item(v) for v in value], w)

        if f"{param}_some" in table:
            if empty:
                return ""
            ordinal = str(value + 1) if isinstance(value, int) and not isinstance(value, bool) else None
            return self.fill(table[f"{param}_some"], {
                **others, "value": joined("and"), "value_or": joined("or"),
                "ordinal": _e(ordinal) if ordinal else joined("and")})
        return joined(word)

    def fill(self, phrase: str, values: dict[str, str]) -> str:
        return _e(phrase).format_map(_Missing(values))

    def describe(self, name: str, params: dict[str, Any]) -> tuple[str, str] | None:
        """(title, description) as HTML, or None when the language has no table for `name`."""
        table = described(self.ph, name)
        if table is None:
            return None
        params = full_params(name, params)
        plain = self.plain(params)  # first without phrases, for use inside wrappers
        values: dict[str, str] = {}
        for _ in range(2):  # then with phrases, and once more so that wrappers see the others' phrases
            others = {**plain, **values}
            for param, value in params.items():
                values[param] = self.value(table, param, value, "and", others)
                values[f"{param}_or"] = self.value(table, param, value, "or", others)
                if isinstance(value, dict):
                    values.update({f"{param}_{n}": v for n, v in self.fields(table, param, value, others).items()})
        return _e(table["title"]), self.fill(table["text"], values)


class _Missing(dict):
    """format_map values: a placeholder with no parameter stays visible as `{name}`."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"
