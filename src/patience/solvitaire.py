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


def _default(model, name: str):
    return type(model).model_fields[name].get_default(call_default_factory=True)


def _changed(model, allowed: set[str]) -> list[str]:
    """The fields of `model` outside `allowed` that differ from their defaults."""
    return [n for n in type(model).model_fields if n not in allowed and getattr(model, n) != _default(model, n)]


_GUARDS = {"id", "kind", "from_", "to"}  # rule fields every rule below may set; guards, priorities, limits: not
_MOVE_OK = _GUARDS | {"unit"}
_DRAW_OK = _GUARDS | {"count"}
_REDEAL_OK = _GUARDS | {"gather", "when", "limit", "shuffle"}


def expressible(rules: RuleSet) -> str | None:
    """None when Solvitaire can express the rule set exactly, else the reason it cannot.

    Exactly: Solvitaire's game allows the same moves in every position. So the rule set may
    have only a tableau built down by one (red-black, same suit or any suit; spaces for any
    card, kings, or none), foundations built up in suit from the aces, a stock turned onto one
    waste and turned over again as often as one likes once it is spent; cards move tableau to
    tableau, tableau and waste to foundation, waste to tableau (and foundation to tableau where
    the foundations give cards back), with no guards, priorities, limits or other filters."""
    if rules.choices or rules.players.count != 1 or rules.escapes:
        return "it has choices, escapes or two players"
    if rules.deck.pack != "whist":
        return "it uses a piquet pack"
    if rules.deck.remove:
        return "cards are taken out of the pack"
    roles = [z.role for z in rules.zones]
    if sorted(set(roles) - {"stock", "talon"}) != ["foundation", "tableau"] or any(roles.count(r) != 1 for r in set(roles)):
        return "its zones are not one tableau, foundations, stock and waste"
    zone = {z.role: z for z in rules.zones}
    f, t = zone["foundation"], zone["tableau"]
    if (f.build is None or (f.build.rank, f.build.by, f.build.suit, f.build.wrap) != ("up", 1, "same", False)
            or f.build.skip or f.build.closed_by or f.build.until or f.limit is not None):
        return "its foundations are not built up by suit"
    if f.space.cards != ["A*"] or _changed(f.space, {"cards"}) or f.count != 4 * rules.deck.packs:
        return "its foundations do not start on aces"
    if (t.build is None or t.build.rank != "down" or t.build.by != 1 or t.build.suit not in _BUILD or t.build.wrap
            or t.build.skip or t.build.closed_by or t.build.until or t.limit is not None or t.free is not None):
        return "its tableau is not built down by one"
    if t.take not in ("top", "run"):
        return "its tableau gives cards other than the top card or a built run"
    if _changed(t.space, {"never", "cards"}) or (not t.space.never and t.space.cards not in (None, ["K*"])):
        return "what may start an empty tableau pile is not any card, a king or nothing"
    for step in rules.setup:
        if step.step != "deal" or step.to != t.id or step.face == "down" or step.piles is not None or step.packet is not None:
            return "its deal is not the tableau dealt face up (or only the top cards face up)"
    draws = [r for r in rules.moves if isinstance(r, DrawRule)]
    redeals = [r for r in rules.moves if isinstance(r, RedealRule)]
    stock, talon = zone.get("stock"), zone.get("talon")
    if len(draws) > 1 or len(redeals) > 1 or (draws and (stock is None or talon is None)):
        return "its stock is not turned onto one waste by one rule"
    stock_id, talon_id = (stock.id if stock else None), (talon.id if talon else None)  # a redeal may come without them
    for r in rules.moves:
        if not isinstance(r, (MoveRule, DrawRule, RedealRule)):
            return f"rule {r.id!r} is a {r.kind} rule"
        why = ("waits until nothing else can be played" if r.stuck else "waits until other rules have no move" if r.unless
               else "is made automatically" if r.auto else "takes priority over other moves" if r.priority != "may"
               else "has a guard" if r.when is not None and not isinstance(r, RedealRule)
               else "may be used only so many times" if r.limit is not None and not isinstance(r, RedealRule) else None)
        if why:
            return f"rule {r.id!r} {why}"
    for r in draws:
        if r.cover:
            return "earlier turned cards are put aside face down"
        if _changed(r, _DRAW_OK) or r.from_ != stock_id or r.to != [talon_id]:
            return f"rule {r.id!r} turns the stock by rules of its own"
    for r in redeals:
        if r.limit is not None:
            return "it allows a limited number of passes"
        if r.shuffle:
            return "the waste is reshuffled before a redeal"
        if (_changed(r, _REDEAL_OK) or r.gather.zones != [talon_id] or _changed(r.gather, {"zones"}) or r.to != stock_id
                or r.when is None or r.when.empty != [stock_id] or _changed(r.when, {"empty"})):
            return "its re-deal is not the waste turned over once the stock is spent"
    removable = f.take != "none"
    want = {(t.id, t.id), (t.id, f.id)} | ({(talon_id, t.id), (talon_id, f.id)} if draws else set())
    want |= {(f.id, t.id)} if removable else set()
    have: set[tuple[str, str]] = set()
    for r in rules.moves:
        if isinstance(r, MoveRule):
            if _changed(r, _MOVE_OK) or r.unit not in ("card", "run") or (r.unit == "run" and f.id in r.to):
                return f"rule {r.id!r} moves cards by filters or units of its own"
            if t.id in r.from_ and t.id in r.to and (r.unit == "run") != (t.take == "run"):
                return f"rule {r.id!r} moves {'single cards' if r.unit == 'card' else 'built groups'} where the tableau gives " \
                       f"{'built groups' if t.take == 'run' else 'single cards'}"
            have |= {(a, b) for a in r.from_ for b in r.to}
    if have != want:
        return "its card moves are not Solvitaire's (tableau and waste to tableau and foundation" + (
            ", foundation to tableau)" if removable else ")")
    if rules.win.kind != "all-in" or rules.win.zones != [f.id] or _changed(rules.win, {"kind", "zones"}):
        return "its win is not every card on the foundations"
    return None


def _require(rules: RuleSet) -> None:
    reason = expressible(rules)
    if reason:
        raise PatienceError(f"{rules.id}: Solvitaire cannot express this game: {reason}")


def preset(rules: RuleSet) -> dict[str, Any]:
    """The Solvitaire rule preset of an expressible rule set."""
    _require(rules)
    t = next(z for z in rules.zones if z.role == "tableau")
    assert t.build is not None  # _require: the tableau is built down by one
    spaces = "no-build" if t.space.never else "kings" if t.space.cards == ["K*"] else "any"
    draw = next((m for m in rules.moves if isinstance(m, DrawRule)), None)
    deal = next((s for s in rules.setup if s.step == "deal" and s.to == t.id), None)
    face = "top" if deal is not None and deal.face == "top-up" else "all"
    stocks = [rt.piles[0] for rt in Game(rules).zones.values() if rt.spec.role == "stock"]
    stock_size = len(Game(rules).deal(1).piles[stocks[0]]) if stocks else 0
    return {
        "tableau piles": {
            "count": t.count,
            "build policy": _BUILD[t.build.suit],
            "spaces policy": spaces,
            "move built group": "yes" if t.take == "run" else "no",
            "face up cards": face,
        },
        "foundations": {"removable": any(z.role == "foundation" and z.take != "none" for z in rules.zones)},
        "stock": {"size": stock_size, "deal count": draw.count if draw else 1, "redeal": _redeal(rules) is not None},
        "two decks": rules.deck.packs == 2,
    }


def _pile(state: State, p: int) -> list[str]:
    face_down = range(state.under[p], state.under[p] + state.down[p])
    return [cards.text(c)[:-1] + cards.text(c)[-1].lower() if i in face_down else cards.text(c)
            for i, c in enumerate(state.piles[p])]


def deal(game: Game, state: State) -> dict[str, Any]:
    """A position in Solvitaire's deal format: piles bottom first, cards like '10D', a face-down
    card with its suit letter in lower case ('10d'), as Solvitaire reads them."""
    _require(game.rules)
    out: dict[str, Any] = {}
    for rt in game.zones.values():
        piles = [_pile(state, p) for p in rt.piles]
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
