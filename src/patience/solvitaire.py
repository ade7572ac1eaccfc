"""Solvitaire's JSON formats (deals and rule presets), for games it can express exactly.

Solvitaire knows ascending same-suit foundations from aces, one tableau with a
build policy, a stock dealt to a waste, and redeal on/off (unlimited). It
cannot express limited passes, descending or non-suit foundations, or any of
our special mechanics; `expressible` says why a game is out of reach.
"""

from __future__ import annotations

from typing import Any

from .engine import cards
from .engine.game import Game, State
from .errors import PatienceError
from .rules.model import DrawRule, MoveRule, RedealRule, RuleSet

_BUILD = {"alternate-colour": "red-black", "same": "same-suit", "any": "any-suit"}


def _redeal(rules: RuleSet) -> RedealRule | None:
    return next((r for r in rules.moves if isinstance(r, RedealRule)), None)


def expressible(rules: RuleSet) -> str | None:
    """None when Solvitaire can express the rule set exactly, else the reason it cannot."""
    if rules.choices or rules.players.count != 1 or rules.escapes:
        return "it has choices, escapes or two players"
    if any(not isinstance(r, (MoveRule, DrawRule, RedealRule)) or r.auto or r.unless or r.stuck or r.priority != "may"
           or (r.when is not None and not isinstance(r, RedealRule)) for r in rules.moves):
        return "it has rules Solvitaire has no counterpart for (deals, removals, guards or priorities)"
    if any(isinstance(r, DrawRule) and (r.cover or len(r.to) != 1) for r in rules.moves):
        return "earlier turned cards are put aside face down"
    if rules.deck.pack != "whist":
        return "it uses a piquet pack"
    roles = [z.role for z in rules.zones]
    if sorted(set(roles) - {"stock", "talon"}) != ["foundation", "tableau"] or roles.count("tableau") != 1:
        return "its zones are not one tableau, foundations, stock and waste"
    f = next(z for z in rules.zones if z.role == "foundation")
    if f.build is None or (f.build.rank, f.build.by, f.build.suit, f.build.wrap) != ("up", 1, "same", False):
        return "its foundations are not built up by suit"
    if f.space.cards != ["A*"] or f.count != 4 * rules.deck.packs:
        return "its foundations do not start on aces"
    t = next(z for z in rules.zones if z.role == "tableau")
    if t.build is None or t.build.rank != "down" or t.build.by != 1 or t.build.suit not in _BUILD or t.build.wrap:
        return "its tableau is not built down by one"
    rd = _redeal(rules)
    if rd is not None and rd.limit is not None:
        return "it allows a limited number of passes"
    if rd is not None and rd.shuffle:
        return "the waste is reshuffled before a redeal"
    return None


def _require(rules: RuleSet) -> None:
    reason = expressible(rules)
    if reason:
        raise PatienceError(f"{rules.id}: Solvitaire cannot express this game: {reason}")


def preset(rules: RuleSet) -> dict[str, Any]:
    """The Solvitaire rule preset of an expressible rule set."""
    _require(rules)
    t = next(z for z in rules.zones if z.role == "tableau")
    spaces = "no-build" if t.space.never else "kings" if t.space.cards == ["K*"] else "any"
    draw = next((m for m in rules.moves if isinstance(m, DrawRule)), None)
    deal = next((s for s in rules.setup if s.step == "deal" and s.to == t.id), None)
    face = "top" if deal is not None and deal.face == "top-up" else "all"
    stock_size = 52 * rules.deck.packs - (sum(deal.counts) if deal and isinstance(deal.counts, list) else 0)
    return {
        "tableau piles": {
            "count": t.count,
            "build policy": _BUILD[t.build.suit],  # type: ignore[union-attr]
            "spaces policy": spaces,
            "move built group": "yes" if t.take == "run" else "no",
            "face up cards": face,
        },
        "foundations": {"removable": any(z.role == "foundation" and z.take != "none" for z in rules.zones)},
        "stock": {"size": stock_size, "deal count": draw.count if draw else 1, "redeal": _redeal(rules) is not None},
        "two decks": rules.deck.packs == 2,
    }


def deal(game: Game, state: State) -> dict[str, Any]:
    """A position in Solvitaire's deal format: piles bottom first, cards like '10D'."""
    _require(game.rules)
    out: dict[str, Any] = {}
    for rt in game.zones.values():
        piles = [[cards.text(c) for c in state.piles[p]] for p in rt.piles]
        role = rt.spec.role
        if role == "tableau":
            out["tableau piles"] = piles
        elif role == "foundation" and any(piles):
            out["foundations"] = piles
        elif role == "stock":
            out["stock"] = piles[0]
        elif role == "talon" and piles[0]:
            out["waste"] = piles[0]
    return out
