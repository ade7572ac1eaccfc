"""Which primitives of the language a rule set uses, and the catalogue of them all.

A primitive is named `family:element`, e.g. `kind:deal`, `deal:next`, `build:sequence`,
`space:anchor`, `guard:stuck`, `free:lanes`, `win:labelled`. The catalogue is read from the model,
so it grows with the language.
"""

from __future__ import annotations

import typing
from typing import Any

from pydantic import BaseModel

from .model import Build, Condition, DealRule, Group, MoveRule, RuleBase, RuleSet, Space, Win, Zone

MODIFIERS = ("when", "priority", "unless", "stuck", "stuck_ignores", "auto", "limit", "ends_turn")


def _literals(model: type[BaseModel], field: str) -> list[str]:
    ann = model.model_fields[field].annotation
    return [str(v) for v in typing.get_args(ann)]


def _union_tags(field: str, owner: type[BaseModel], tag: str) -> list[str]:
    """The discriminator values of a union field (e.g. the rule kinds of RuleSet.moves)."""
    ann = owner.model_fields[field].annotation
    args = typing.get_args(ann)
    members = typing.get_args(typing.get_args(args[0])[0]) if args and typing.get_origin(args[0]) is typing.Annotated else args
    out = []
    for m in members:
        for a in typing.get_args(m) or (m,):
            if isinstance(a, type) and issubclass(a, BaseModel) and tag in a.model_fields:
                out += _literals(a, tag)
    return out


def catalogue() -> dict[str, list[str]]:
    """Every primitive of the language, by family."""
    from .model import Free, SetupStep  # noqa: F401

    return {
        "kind": sorted(_kinds()),
        "step": sorted(_steps()),
        "build": _literals(Build, "rank") + [f"suit-{s}" for s in _literals(Build, "suit")] + ["until", "closed_by"],
        "space": [f.rstrip("_") for f in Space.model_fields],
        "take": _literals(Zone, "take"),
        "free": ["lanes", "open-side", "row-end", "latest-row"],
        "guard": [f.rstrip("_") for f in Condition.model_fields] + list(MODIFIERS),
        "unit": _literals(MoveRule, "unit"),
        "deal": _literals(DealRule, "pattern"),
        "group": _literals(Group, "relation"),
        "win": _literals(Win, "kind"),
    }


def _kinds() -> list[str]:
    from . import model

    return [typing.get_args(cls.model_fields["kind"].annotation)[0] for cls in vars(model).values()
            if isinstance(cls, type) and issubclass(cls, RuleBase) and "kind" in cls.model_fields]


def _steps() -> list[str]:
    from . import model

    return [typing.get_args(cls.model_fields["step"].annotation)[0] for cls in vars(model).values()
            if isinstance(cls, type) and issubclass(cls, BaseModel) and "step" in cls.model_fields]


def primitives(rules: RuleSet) -> set[str]:
    """The primitives a rule set uses."""
    out: set[str] = {f"win:{rules.win.kind}"}
    for z in rules.zones:
        out.add(f"take:{z.take}")
        if z.build is not None:
            out |= _build(z.build)
        out |= {f"space:{f.rstrip('_')}" for f in z.space.model_fields_set}
        if z.free is not None:
            out.add(f"free:{z.free.rule.rule}")
            out |= _guards(z.free.when)
    for step in rules.setup:
        out.add(f"step:{step.step}")
    for r in rules.moves:
        out.add(f"kind:{r.kind}")
        out |= {f"guard:{m}" for m in MODIFIERS if m in r.model_fields_set and getattr(r, m) not in (None, False, [], "may", "none")}
        out |= _guards(r.when)
        if isinstance(r, MoveRule):
            out.add(f"unit:{r.unit}")
            if r.build is not None:
                out |= _build(r.build)
        if isinstance(r, DealRule):
            out.add(f"deal:{r.pattern}")
        group: Any = getattr(r, "group", None)
        if group is not None:
            out.add(f"group:{group.relation}")
    return out


def _build(b: Build) -> set[str]:
    out = {f"build:{b.rank}", f"build:suit-{b.suit}"}
    if b.until:
        out.add("build:until")
    if b.closed_by:
        out.add("build:closed_by")
    return out


def _guards(c: Condition | None) -> set[str]:
    if c is None:
        return set()
    out = {f"guard:{f.rstrip('_')}" for f in c.model_fields_set if f not in ("any", "not_")}
    for sub in c.any:
        out |= _guards(sub)
    return out | _guards(c.not_) | ({"guard:any"} if c.any else set()) | ({"guard:not"} if c.not_ else set())
