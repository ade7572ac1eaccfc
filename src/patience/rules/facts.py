"""Facts about a rule set, computed from the fields the executor uses."""

from __future__ import annotations

from typing import Any

from ..engine.game import Game
from .model import RuleSet, Sequence, Withdraw, Zone


def _direction(seq: Sequence | None) -> str:
    if seq is None:
        return "other"
    if seq.rank in ("up", "down"):
        return seq.rank if seq.by == 1 else f"{seq.rank}-by-{seq.by}" if seq.by == 2 else "other"
    return "doubling" if seq.rank == "double" else "other"


def _follow(seq: Sequence | None) -> str:
    if seq is None:
        return "other"
    if seq.rank == "same" and seq.suit == "any":
        return "rank"
    return {"same": "suit", "alternate-colour": "alternate-colour", "any": "any"}.get(seq.suit, "other")


def _bases(rules: RuleSet, zone: Zone) -> list[tuple[str, int]]:
    """(base rank, pile count) groups for a foundation zone."""
    withdrawn = [
        p[:-1] for step in rules.setup if isinstance(step, Withdraw) and step.to == zone.id for p in step.cards
    ]
    if withdrawn:
        groups: dict[str, int] = {}
        for rank in withdrawn:
            key = "varies" if rank == "*" else rank
            groups[key] = groups.get(key, 0) + 1
        return list(groups.items())
    ranks = zone.space.ranks
    if ranks is not None and len(ranks) == 1:
        return [(ranks[0], zone.count)]
    return [("any" if ranks is None else "varies", zone.count)]


def facts(rules: RuleSet, game: Game | None = None) -> dict[str, Any]:
    """players, packs, pack, cards, redeals and foundations of a rule set."""
    game = game or Game(rules)
    if rules.redeal is not None:
        redeals: int | str | None = "unlimited" if rules.redeal.limit is None else rules.redeal.limit
    else:
        has_stock = any(z.role in ("stock", "talon") for z in rules.zones)
        redeals = 0 if has_stock or "/redeal" in rules.evidence else None
    foundations = [
        {"base": base, "count": count, "direction": _direction(z.build), "follow": _follow(z.build)}
        for z in rules.zones
        if z.role == "foundation"
        for base, count in _bases(rules, z)
    ]
    out = {
        "players": rules.players,
        "packs": rules.deck.packs,
        "pack": rules.deck.pack,
        "cards": game.total,
        "redeals": redeals,
        "foundations": foundations,
    }
    for comp in game.components:
        out.update(comp.facts())
    return out
