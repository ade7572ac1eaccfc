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
A mechanic without a table is shown by its registry name and parameters (rulestext.py);
tests/site/test_site_mechanics.py fails for a registered mechanic without one.
"""

from __future__ import annotations

import html
import re
import string
from collections.abc import Callable
from typing import Any

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
    """The parameters with the Params model's defaults filled in (as given when unknown)."""
    cls = registry._REGISTRY.get(name) if name in registry.names() else None
    if cls is None:
        return dict(params)
    try:
        return {**cls.Params(**params).model_dump(), **params}
    except Exception:  # an invalid rule set is `patience validate`'s business, not the page's
        return dict(params)


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

    def value(self, table: dict[str, str], param: str, value: Any, word: str, others: dict[str, str]) -> str:
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
        plain: dict[str, str] = {}
        for param, value in params.items():  # first without wrappers, for use inside them
            plain[param] = self.join([self.item(v) for v in value], "and") if isinstance(value, list) \
                else self.item(value)
        values: dict[str, str] = {}
        for param, value in params.items():
            values[param] = self.value(table, param, value, "and", plain)
            values[f"{param}_or"] = self.value(table, param, value, "or", plain)
        return _e(table["title"]), self.fill(table["text"], values)


class _Missing(dict):
    """format_map values: a placeholder with no parameter stays visible as `{name}`."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"
