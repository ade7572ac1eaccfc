"""Facts about a rule set, read from the primitives the executor plays (tests/rules/test_facts.py checks them
against play): players, packs, cards, re-deals and the foundations' bases, directions and suit rules."""

from __future__ import annotations

from typing import Any

from ..engine.game import Game
from .model import RANKS, Build, RedealRule, RuleSet, Withdraw, Zone


def redeals(rules: RuleSet) -> int | str:
    """How many re-deals the rules allow in all: the sum of the redeal rules' limits, or 'unlimited'."""
    total = 0
    for r in rules.moves:
        if isinstance(r, RedealRule):
            if r.limit is None:
                return "unlimited"
            total += r.limit
    return total


def direction(b: Build | None) -> str:
    """up, down, up-by-2, down-by-2, either, same, double, adding, sum, chosen, up-then-down, sequence, any, none."""
    if b is None:
        return "none"
    if b.rank in ("up", "down"):
        return b.rank if b.by == 1 else f"{b.rank}-by-{b.by}"
    if b.rank == "sequence":
        values = [RANKS.index(r) for r in b.ranks or []]
        steps = [y - x for x, y in zip(values, values[1:])]
        if steps and all(s == 1 for s in steps):
            return "up"
        if steps and all(s == -1 for s in steps):
            return "down"
        turn = next((i for i, s in enumerate(steps) if s != 1), None)
        if turn is not None and steps[turn] == 0 and all(s == -1 for s in steps[turn + 1 :]):
            return "up-then-down"
        return "sequence"
    return {"add": "adding"}.get(b.rank, b.rank)


def follow(b: Build | None) -> str:
    if b is None:
        return "none"
    if b.rank == "same" and b.suit == "any":
        return "rank"
    return {"same": "suit", "alternate-colour": "alternate-colour", "any": "any"}[b.suit]


def bases(rules: RuleSet, zone: Zone) -> list[tuple[str, int]]:
    """(base rank, pile count) groups of a foundation zone: withdrawn cards, the space's ranks, or 'varies'."""
    withdrawn = [p[:-1] for step in rules.setup if isinstance(step, Withdraw) and step.to == zone.id for p in step.cards]
    groups: dict[str, int] = {}
    if withdrawn:
        for rank in withdrawn:
            key = "varies" if rank == "*" else rank
            groups[key] = groups.get(key, 0) + 1
        if len(withdrawn) < zone.count:
            groups["varies"] = groups.get("varies", 0) + zone.count - len(withdrawn)
        return list(groups.items())
    sp = zone.space
    if sp.per_pile is not None:
        for rank in sp.per_pile:
            groups[rank] = groups.get(rank, 0) + 1
        return list(groups.items())
    if zone.build is not None and zone.build.rank == "sequence" and zone.build.ranks:
        return [(zone.build.ranks[0], zone.count)]
    ranks = {c[:-1] for c in sp.cards or []}
    if len(ranks) == 1 and "*" not in ranks and not sp.never:
        return [(ranks.pop(), zone.count)]
    return [("varies" if sp.cards is not None or sp.first_sets_rank or sp.relative is not None else "any", zone.count)]


def facts(rules: RuleSet, game: Game | None = None) -> dict[str, Any]:
    """players, packs, pack, cards, redeals and foundations of a rule set."""
    game = game or Game(rules)
    return {
        "players": rules.players.count,
        "packs": rules.deck.packs,
        "pack": rules.deck.pack,
        "cards": game.total,
        "redeals": redeals(rules),
        "foundations": [
            {"zone": z.id, "base": base, "count": count, "direction": direction(z.build), "follow": follow(z.build),
             "wrap": bool(z.build and z.build.wrap)}
            for z in rules.zones
            if z.role == "foundation"
            for base, count in bases(rules, z)
        ],
    }
