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


REFUSALS: dict[str, str] = {
    "choices": "it has choices, escapes or two players",
    "piquet": "it uses a piquet pack",
    "removed": "cards are taken out of the pack",
    "zones": "its zones are not one tableau, foundations, stock and waste",
    "foundation_build": "its foundations are not built up by suit",
    "foundation_aces": "its foundations do not start on aces",
    "tableau_build": "its tableau is not built down by one",
    "tableau_take": "its tableau gives cards other than the top card or a built run",
    "tableau_space": "what may start an empty tableau pile is not any card, a king or nothing",
    "deal": "its deal is not the tableau dealt face up (or only the top cards face up)",
    "stock": "its stock is not turned onto one waste by one rule",
    "cover": "earlier turned cards are put aside face down",
    "passes": "it allows a limited number of passes",
    "shuffle": "the waste is reshuffled before a redeal",
    "redeal": "its re-deal is not the waste turned over once the stock is spent",
    "win": "its win is not every card on the foundations",
    "rule_kind": "rule {rule!r} is a {kind} rule",
    "rule_stuck": "rule {rule!r} waits until nothing else can be played",
    "rule_unless": "rule {rule!r} waits until other rules have no move",
    "rule_auto": "rule {rule!r} is made automatically",
    "rule_priority": "rule {rule!r} takes priority over other moves",
    "rule_guard": "rule {rule!r} has a guard",
    "rule_limit": "rule {rule!r} may be used only so many times",
    "rule_draw": "rule {rule!r} turns the stock by rules of its own",
    "rule_move": "rule {rule!r} moves cards by filters or units of its own",
    "rule_cards": "rule {rule!r} moves single cards where the tableau gives built groups",
    "rule_runs": "rule {rule!r} moves built groups where the tableau gives single cards",
    "moves": "its card moves are not Solvitaire's (tableau and waste to tableau and foundation)",
    "moves_back": "its card moves are not Solvitaire's (tableau and waste to tableau and foundation, foundation to tableau)",
    "variants": "its variants {label} do not combine ({error})",
}
"""Every reason Solvitaire cannot express a rule set, in English; the site words each key in its
languages (`solvitaire.<key>` in the site's phrase tables)."""


class Refusal(str):
    """Why Solvitaire cannot express a rule set: the English sentence, which also carries its key
    of REFUSALS and the values filled in (so a site page can word it in another language)."""

    key: str
    values: dict[str, str]

    def __new__(cls, key: str, **values: str) -> "Refusal":
        self = super().__new__(cls, REFUSALS[key].format(**values))
        self.key, self.values = key, values
        return self

    def __copy__(self) -> "Refusal":
        return self

    def __deepcopy__(self, memo: dict) -> "Refusal":
        return self


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


def expressible(rules: RuleSet) -> Refusal | None:
    """None when Solvitaire can express the rule set exactly, else the reason it cannot.

    Exactly: Solvitaire's game allows the same moves in every position. So the rule set may
    have only a tableau built down by one (red-black, same suit or any suit; spaces for any
    card, kings, or none), foundations built up in suit from the aces, a stock turned onto one
    waste and turned over again as often as one likes once it is spent; cards move tableau to
    tableau, tableau and waste to foundation, waste to tableau (and foundation to tableau where
    the foundations give cards back), with no guards, priorities, limits or other filters."""
    if rules.choices or rules.players.count != 1 or rules.escapes:
        return Refusal("choices")
    if rules.deck.pack != "whist":
        return Refusal("piquet")
    if rules.deck.remove:
        return Refusal("removed")
    roles = [z.role for z in rules.zones]
    if sorted(set(roles) - {"stock", "talon"}) != ["foundation", "tableau"] or any(roles.count(r) != 1 for r in set(roles)):
        return Refusal("zones")
    zone = {z.role: z for z in rules.zones}
    f, t = zone["foundation"], zone["tableau"]
    if (f.build is None or (f.build.rank, f.build.by, f.build.suit, f.build.wrap) != ("up", 1, "same", False)
            or f.build.skip or f.build.closed_by or f.build.until or f.limit is not None):
        return Refusal("foundation_build")
    if f.space.cards != ["A*"] or _changed(f.space, {"cards"}) or f.count != 4 * rules.deck.packs:
        return Refusal("foundation_aces")
    if (t.build is None or t.build.rank != "down" or t.build.by != 1 or t.build.suit not in _BUILD or t.build.wrap
            or t.build.skip or t.build.closed_by or t.build.until or t.limit is not None or t.free is not None):
        return Refusal("tableau_build")
    if t.take not in ("top", "run"):
        return Refusal("tableau_take")
    if _changed(t.space, {"never", "cards"}) or (not t.space.never and t.space.cards not in (None, ["K*"])):
        return Refusal("tableau_space")
    for step in rules.setup:
        if step.step != "deal" or step.to != t.id or step.face == "down" or step.piles is not None or step.packet is not None:
            return Refusal("deal")
    draws = [r for r in rules.moves if isinstance(r, DrawRule)]
    redeals = [r for r in rules.moves if isinstance(r, RedealRule)]
    stock, talon = zone.get("stock"), zone.get("talon")
    if len(draws) > 1 or len(redeals) > 1 or (draws and (stock is None or talon is None)):
        return Refusal("stock")
    stock_id, talon_id = (stock.id if stock else None), (talon.id if talon else None)  # a redeal may come without them
    for r in rules.moves:
        if not isinstance(r, (MoveRule, DrawRule, RedealRule)):
            return Refusal("rule_kind", rule=r.id, kind=r.kind)
        why = ("rule_stuck" if r.stuck else "rule_unless" if r.unless else "rule_auto" if r.auto
               else "rule_priority" if r.priority != "may"
               else "rule_guard" if r.when is not None and not isinstance(r, RedealRule)
               else "rule_limit" if r.limit is not None and not isinstance(r, RedealRule) else None)
        if why:
            return Refusal(why, rule=r.id)
    for r in draws:
        if r.cover:
            return Refusal("cover")
        if _changed(r, _DRAW_OK) or r.from_ != stock_id or r.to != [talon_id]:
            return Refusal("rule_draw", rule=r.id)
    for r in redeals:
        if r.limit is not None:
            return Refusal("passes")
        if r.shuffle:
            return Refusal("shuffle")
        if (_changed(r, _REDEAL_OK) or r.gather.zones != [talon_id] or _changed(r.gather, {"zones"}) or r.to != stock_id
                or r.when is None or r.when.empty != [stock_id] or _changed(r.when, {"empty"})):
            return Refusal("redeal")
    removable = f.take != "none"
    want = {(t.id, t.id), (t.id, f.id)} | ({(talon_id, t.id), (talon_id, f.id)} if draws else set())
    want |= {(f.id, t.id)} if removable else set()
    have: set[tuple[str, str]] = set()
    for r in rules.moves:
        if isinstance(r, MoveRule):
            if _changed(r, _MOVE_OK) or r.unit not in ("card", "run") or (r.unit == "run" and f.id in r.to):
                return Refusal("rule_move", rule=r.id)
            if t.id in r.from_ and t.id in r.to and (r.unit == "run") != (t.take == "run"):
                return Refusal("rule_cards" if r.unit == "card" else "rule_runs", rule=r.id)
            have |= {(a, b) for a in r.from_ for b in r.to}
    if have != want:
        return Refusal("moves_back" if removable else "moves")
    if rules.win.kind != "all-in" or rules.win.zones != [f.id] or _changed(rules.win, {"kind", "zones"}):
        return Refusal("win")
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
