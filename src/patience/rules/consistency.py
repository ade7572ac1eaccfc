"""Consistency of a rule set beyond its cross-references: counts that fit their zones, moves that
go somewhere else, players that match the player mechanics, unique variant ids.

`check(rules)` returns the first problem as "<pointer>: <message>", or None.
"""

from __future__ import annotations

from typing import Iterator

from .model import DealRule, DealStep, DrawRule, RedealRule, RemoveRule, RuleSet


def _deal_steps(rules: RuleSet) -> Iterator[tuple[str, DealStep]]:
    """Every deal step, with its pointer: the setup's and the re-deals'."""
    for i, step in enumerate(rules.setup):
        if isinstance(step, DealStep):
            yield f"/setup/{i}", step
    for i, rule in enumerate(rules.moves):
        if isinstance(rule, RedealRule):
            for j, step in enumerate(rule.deal):
                yield f"/moves/{i}/deal/{j}", step
            for j, entry in enumerate(rule.deal_per_pass):
                for k, step in enumerate(entry.deal):
                    yield f"/moves/{i}/deal_per_pass/{j}/deal/{k}", step


def _counts(rules: RuleSet) -> str | None:
    piles = {z.id: z.count for z in rules.zones}
    for i, zone in enumerate(rules.zones):
        if zone.grid is not None and zone.grid.columns > zone.count:
            return f"/zones/{i}/grid/columns: {zone.grid.columns} columns for a zone of {zone.count} piles"
    for ptr, step in _deal_steps(rules):
        have = piles[step.to]
        if step.piles is not None and step.piles > have:
            return f"{ptr}/piles: {step.piles} piles, but zone {step.to!r} has {have}"
        if isinstance(step.counts, int) and step.counts < 0:
            return f"{ptr}/counts: {step.counts} cards a pile (at least 0)"
        if isinstance(step.counts, list):
            dealt = step.piles or have
            if len(step.counts) != dealt:
                return f"{ptr}/counts: {len(step.counts)} counts for the {dealt} piles dealt to zone {step.to!r}"
            bad = next((j for j, n in enumerate(step.counts) if n < 0), None)
            if bad is not None:
                return f"{ptr}/counts/{bad}: {step.counts[bad]} cards (at least 0)"
    return None


def _into_itself(rules: RuleSet) -> str | None:
    for i, rule in enumerate(rules.moves):
        ptr = f"/moves/{i}"
        if isinstance(rule, RedealRule) and set(rule.gather.zones) == {rule.to}:
            return f"{ptr}/gather/zones: gathers only {rule.to!r}, the zone it lays the packet on"
        if isinstance(rule, RemoveRule) and rule.to in rule.group.from_:
            return f"{ptr}/to: discards into {rule.to!r}, a zone it takes the group from"
        if isinstance(rule, DrawRule) and rule.from_ in rule.to:
            return f"{ptr}/to: turns cards from {rule.from_!r} onto itself"
        if isinstance(rule, DealRule) and rule.from_ and set(rule.from_) & set(rule.to):
            return f"{ptr}/to: deals from {sorted(set(rule.from_) & set(rule.to))[0]!r} to itself"
    return None


def _players(rules: RuleSet) -> str | None:
    owned = next((f"/zones/{i}/owner" for i, z in enumerate(rules.zones) if z.owner), None)
    turns = next((f"/moves/{i}/ends_turn" for i, r in enumerate(rules.moves) if r.ends_turn), None)
    first_out = "/win/kind" if rules.win.kind == "first-out" else None
    mechanic = owned or turns or first_out
    if rules.players.count == 1 and mechanic:
        return f"/players/count: 1 player, but {mechanic} is a two-player mechanic"
    if rules.players.count == 2 and not owned:
        return "/players/count: 2 players, but no zone has an owner"
    return None


def _lines(rules: RuleSet) -> str | None:
    """A `lines` win reads square grids and needs the sum."""
    if rules.win.kind != "lines":
        return None
    if rules.win.total is None:
        return "/win/total: a lines win needs the sum of a line"
    zones = {z.id: z for z in rules.zones}
    for j, ref in enumerate(rules.win.zones):
        zone = zones.get(ref)
        if zone is None or zone.grid is None or zone.count != zone.grid.columns ** 2:
            return f"/win/zones/{j}: a lines win reads a zone laid as a square grid, not {ref!r}"
    return None


def _variant_ids(rules: RuleSet) -> str | None:
    seen: set[str] = set()
    for i, variant in enumerate(rules.variants):
        if variant.id in seen:
            return f"/variants/{i}/id: {variant.id!r} is used twice"
        seen.add(variant.id)
    return None


def check(rules: RuleSet) -> str | None:
    """The first inconsistency of `rules` (its references already checked), or None."""
    for part in (_counts, _into_itself, _players, _lines, _variant_ids):
        problem = part(rules)
        if problem:
            return problem
    return None
