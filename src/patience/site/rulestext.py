"""The rules of a rule set written out in one language, each rule with its evidence.

`rule_parts` turns a RuleSet into parts (players and pack, piles, deal, play, end), each a
list of `Rule`: the HTML of one or more sentences and the JSON pointer of the field they
render. `rules_html` adds, under every rule, the clean-text spans of the `evidence` map and
the reasons of the `invented` map whose pointers fall under it. All wording comes from the
site phrases (`[rules]`, `[role]`, `[layout]`, `[rank]`, `[card]`, `[mechanic]`).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass

from ..rules.model import Deal, Evidence, MoveRule, RuleSet, Sequence, Withdraw, Zone
from .markdown import english
from .mechanics import Describer
from .mechanics import title as mechanic_title
from .phrases import Phrases

SUIT_SYMBOLS = {"C": "♣", "D": '<span class="red">♦</span>', "H": '<span class="red">♥</span>', "S": "♠"}


@dataclass(frozen=True)
class Rule:
    pointer: str
    html: str


def _e(text: str) -> str:
    return html.escape(text, quote=False)


class Writer:
    """Sentences about one rule set in one language (values are HTML, phrases are escaped)."""

    def __init__(self, rules: RuleSet, ph: Phrases):
        self.rules, self.ph = rules, ph
        self.zones = {z.id: z for z in rules.zones}

    def say(self, key: str, **values: object) -> str:
        return _e(self.ph(key)).format(**values) if values else _e(self.ph(key))

    def join(self, items: list[str], word: str = "and") -> str:
        if len(items) <= 1:
            return "".join(items)
        return f"{', '.join(items[:-1])} {self.say('rules.' + word)} {items[-1]}"

    def zone(self, zone_id: str) -> str:
        z = self.zones.get(zone_id)
        if z is None:  # a reference the rule set's validation would refuse; shown, not fatal
            return f"<code>{_e(zone_id)}</code>"
        label = z.name.get(self.ph.lang) or self.ph(f"role.{z.role}")
        return f"<strong>{_e(label)}</strong>&nbsp;<code>{_e(z.id)}</code>"

    def zones_list(self, ids: list[str], word: str = "or") -> str:
        return self.join([self.zone(i) for i in ids], word)

    def rank(self, rank: str) -> str:
        return _e(self.ph.get(f"rank.{rank}") or rank)

    def card(self, pattern: str) -> str:
        rank, suit = pattern[:-1], pattern[-1]
        if suit in SUIT_SYMBOLS:
            return self.rank(rank) + SUIT_SYMBOLS[suit] if rank != "*" else self.say(
                "card.any_rank_of", suit=SUIT_SYMBOLS[suit])
        if suit == "*":
            return self.rank(rank) if rank != "*" else self.say("card.any")
        colour = self.say("card.red" if suit == "r" else "card.black")
        if rank == "*":
            return self.say("card.any_of_colour", colour=colour)
        return self.say("card.rank_of_colour", colour=colour, rank=self.rank(rank))

    def cards(self, patterns: list[str], word: str = "and") -> str:
        """Card patterns, runs of the same pattern counted ("8 × A")."""
        groups: list[tuple[str, int]] = []
        for p in patterns:
            if groups and groups[-1][0] == p:
                groups[-1] = (p, groups[-1][1] + 1)
            else:
                groups.append((p, 1))
        return self.join([f"{n} × {self.card(p)}" if n > 1 else self.card(p) for p, n in groups], word)

    def count_cards(self, n: int) -> str:
        return self.say("rules.cards_1") if n == 1 else self.say("rules.cards_n", n=n)

    # ------------------------------------------------------------------ sentences

    def sequence(self, seq: Sequence) -> str:
        by = "" if seq.by == 1 else "_by"
        rank = {
            "same": lambda: self.say("rules.rank_same"),
            "any": lambda: self.say("rules.rank_any"),
            "double": lambda: self.say("rules.rank_double"),
            "add-base": lambda: self.say("rules.rank_add_base", zone=self.zone(seq.base_zone or "")),
            "list": lambda: self.say("rules.rank_list", ranks=" ".join(self.rank(r) for r in seq.ranks or [])),
            "param": lambda: self.say("rules.rank_param", param=f"<code>{_e(seq.param or '')}</code>"),
        }.get(seq.rank, lambda: self.say(f"rules.rank_{seq.rank}{by}", by=seq.by))()
        return self.say(
            "rules.build", rank=rank, suit=self.say("rules.suit_" + seq.suit.replace("-", "_")),
            wrap=self.say("rules.wrap") if seq.wrap else "",
            skip=self.say("rules.skip", ranks=self.join([self.rank(r) for r in seq.skip])) if seq.skip else "")

    def zone_rule(self, z: Zone, stock: str | None) -> str:
        piles = self.say("rules.piles_1") if z.count == 1 else self.say("rules.piles_n", n=z.count)
        rows, columns = z.grid or (0, 0)
        layout = self.say(f"layout.{z.layout}", rows=rows, columns=columns) if z.layout == "grid" and z.grid \
            else "" if z.layout == "grid" else self.say(f"layout.{z.layout}")
        role = self.ph(f"role.{z.role}")
        named = z.name.get(self.ph.lang, role) != role
        out = [self.say("rules.zone", zone=self.zone(z.id), piles=piles, layout=layout,
                        role=self.say("rules.zone_role", role=_e(role)) if named else "")]
        if z.id == stock:
            out.append(self.say("rules.stock_rest"))
        if z.role in ("stock", "talon"):
            return " ".join(out)
        if z.build is not None:
            out.append(self.sequence(z.build))
        elif z.role not in ("discard", "ornament"):
            out.append(self.say("rules.no_build"))
        out += self.space(z)
        if z.take != "top" or z.role in ("tableau", "reserve"):
            out.append(self.say(f"rules.take_{z.take}"))
        if z.limit:
            out.append(self.say("rules.limit", limit=z.limit))
        if z.fanned:
            out.append(self.say("rules.fanned"))
        return " ".join(out)

    def space(self, z: Zone) -> list[str]:
        sp = z.space
        if sp.never:
            return [self.say("rules.space_never")]
        out = []
        if sp.ranks is not None:
            out.append(self.say("rules.space_ranks", cards=self.join([self.rank(r) for r in sp.ranks], "or")))
        if sp.cards is not None:
            out.append(self.say("rules.space_ranks", cards=self.cards(sp.cards, "or")))
        if sp.ranks is None and sp.cards is None and z.role in ("tableau", "reserve", "cell") \
                and sp.refill == "none" and any(z.id in m.to for m in self.rules.moves):
            out.append(self.say("rules.space_any"))
        if sp.first_sets_rank:
            out.append(self.say("rules.space_first"))
        if sp.distinct_suits:
            out.append(self.say("rules.space_distinct"))
        if sp.from_zones is not None:
            out.append(self.say("rules.space_from", zones=self.zones_list(sp.from_zones)))
        if sp.refill != "none":
            out.append(self.say("rules.refill_" + ("stock" if sp.refill == "stock" else "talon")))
        return out

    def setup_rule(self, step: Withdraw | Deal) -> str:
        if isinstance(step, Withdraw):
            return self.say("rules.withdraw", cards=self.cards(step.cards), zone=self.zone(step.to))
        counts = step.counts
        single = counts == 1 if isinstance(counts, int) else all(c == 1 for c in counts)
        order = "" if single else self.say(f"rules.order_{step.order}")
        face = self.say("rules.face_" + step.face.replace("-", "_"))
        if isinstance(counts, int):
            return self.say("rules.deal_each", cards=self.count_cards(counts), zone=self.zone(step.to),
                            face=face, order=order)
        return self.say("rules.deal_list", counts=", ".join(map(str, counts)), zone=self.zone(step.to),
                        face=face, order=order)

    def move_rule(self, m: MoveRule) -> str:
        src, dst = self.zones_list(m.from_), self.zones_list(m.to)
        if m.action == "draw":
            return self.say("rules.draw_1", src=src, dst=dst) if m.count == 1 else \
                self.say("rules.draw_n", count=m.count, src=src, dst=dst)
        if m.action == "deal-row":
            return self.say("rules.deal_row", src=src, dst=dst)
        return self.say(f"rules.move_{m.unit}", src=src, dst=dst,
                        space=self.say("rules.to_space_" + m.to_space))

    def mechanic_rule(self, name: str, params: dict) -> str:
        """The mechanic in words from its phrase table (mechanics.py), its raw parameters after;
        a mechanic the language does not describe yet by its registry name and parameters."""
        found = Describer(self.ph, set(self.zones), self.zone, self.card, self.rank, self.join).describe(name, params)
        out = self.say("rules.mechanic", title=found[0], about=found[1]) if found else f"“{_e(name)}”."
        if params:
            shown = "; ".join(f"<code>{_e(k)}</code> = {self.value(v)}" for k, v in params.items())
            out += f' <span class="mechanic-params">{self.say("rules.mechanic_params", params=shown)}</span>'
        return out

    def value(self, value: object) -> str:
        if isinstance(value, bool):
            return self.say("rules.yes" if value else "rules.no")
        if isinstance(value, str) and value in self.zones:
            return self.zone(value)
        if isinstance(value, list):
            return ", ".join(self.value(v) for v in value)
        if isinstance(value, dict):  # an object or a mapping: its fields as in the list above, in braces
            return "{" + "; ".join(f"<code>{_e(str(k))}</code> = {self.value(v)}" for k, v in value.items()) + "}"
        return _e(str(value))

    def redeal_rule(self) -> str | None:
        r = self.rules.redeal
        if r is None:
            has_stock = any(z.role == "stock" for z in self.rules.zones)
            if has_stock or "/redeal" in self.rules.evidence or "/redeal" in self.rules.invented:
                return self.say("rules.no_redeal_stock" if has_stock else "rules.no_redeal")
            return None
        times = self.say("rules.times_unlimited") if r.limit is None else \
            self.say("rules.times_1") if r.limit == 1 else self.say("rules.times_2") if r.limit == 2 \
            else self.say("rules.times_n", n=r.limit)
        return self.say("rules.redeal", gather=self.zones_list(r.gather, "and"), to=self.zone(r.to),
                        shuffle=self.say("rules.redeal_shuffle") if r.shuffle else "", times=times)

    def win_rule(self) -> str:
        w = self.rules.win
        if w.kind == "all-in":
            but = self.say("rules.win_except", cards=self.cards(w.except_cards)) if w.except_cards else ""
            return self.say("rules.win_all_in", zones=self.zones_list(w.zones, "and"), but=but)
        if w.kind == "empty":
            return self.say("rules.win_empty", zones=self.zones_list(w.zones, "and"))
        return self.say("rules.win_component", names=", ".join(
            _e(mechanic_title(self.ph, m.name)) for m in self.rules.mechanics))

    def final_rule(self) -> str | None:
        fs = self.rules.final_state
        if fs is None:
            return None
        groups: list[list] = []  # [zone, first pile, last pile, details]
        for p in fs.piles:
            details = [self.say("rules.final_top", cards=self.cards(p.top, "or")) if p.top else "",
                       self.say("rules.final_bottom", cards=self.cards(p.bottom, "or")) if p.bottom else "",
                       self.say("rules.final_count", n=p.count) if p.count is not None else ""]
            details_text = ", ".join(d for d in details if d)
            last = groups[-1] if groups else None
            if last and p.pile is not None and last[0] == p.zone and last[2] is not None \
                    and last[2] + 1 == p.pile and last[3] == details_text:
                last[2] = p.pile
            else:
                groups.append([p.zone, p.pile, p.pile, details_text])
        shown = []
        for zone, first, last, details in groups:
            where = self.say("rules.final_all", zone=self.zone(zone)) if first is None else \
                self.say("rules.final_pile", zone=self.zone(zone), n=first + 1) if first == last else \
                self.say("rules.final_piles", zone=self.zone(zone), first=first + 1, last=last + 1)
            shown.append(f"{where}: {details}")
        return self.say("rules.final", piles="; ".join(shown))


def rule_parts(rules: RuleSet, ph: Phrases) -> list[tuple[str, list[Rule]]]:
    """The rules in reading order, as (phrase key of the part's heading, rules)."""
    w = Writer(rules, ph)
    deck = [w.say(f"rules.deck_{rules.deck.pack}_{rules.deck.packs}")]
    if rules.deck.remove:
        deck.append(w.say("rules.remove", cards=w.cards(rules.deck.remove)))
    stock = next((z.id for z in rules.zones if z.role == "stock"), None)
    play = [Rule(f"/choices/{i}", w.say("rules.choice", name=f"<code>{_e(c.name)}</code>", options=w.join(
        [f"<code>{_e(o)}</code>" for o in c.options], "or"))) for i, c in enumerate(rules.choices)]
    play += [Rule(f"/moves/{i}", w.move_rule(m)) for i, m in enumerate(rules.moves)]
    play += [Rule(f"/mechanics/{i}", w.mechanic_rule(m.name, m.params)) for i, m in enumerate(rules.mechanics)]
    redeal = w.redeal_rule()
    if redeal:
        play.append(Rule("/redeal", redeal))
    end = [Rule("/win", w.win_rule())]
    final = w.final_rule()
    if final:
        end.append(Rule("/final_state", final))
    parts = [
        ("rules.part_game", [Rule("/players", w.say(f"rules.players_{rules.players}")),
                             Rule("/deck", " ".join(deck))]),
        ("rules.part_layout", [Rule(f"/zones/{i}", w.zone_rule(z, stock)) for i, z in enumerate(rules.zones)]),
        ("rules.part_deal", [Rule(f"/setup/{i}", w.setup_rule(s)) for i, s in enumerate(rules.setup)]),
        ("rules.part_play", play),
        ("rules.part_end", end),
    ]
    return [(heading, items) for heading, items in parts if items]


def _owner(pointer: str, owners: list[str]) -> str | None:
    """The longest rule pointer that is `pointer` or one of its ancestors."""
    found = [p for p in owners if pointer == p or pointer.startswith(p + "/")]
    return max(found, key=len) if found else None


PageOf = Callable[[str, int], int | None]


def _evidence_note(pointer: str, ev: Evidence, owner: str | None, ph: Phrases, game_id: str,
                   page_of: PageOf) -> str:
    """A quoted span linking to the original text (on its page); its pointer where it is not the rule's."""
    page = page_of(ev.game, ev.start)
    base = ev.game.split("/")[0]
    href = "#original" if base == game_id else f"../{base}/#original"
    where = ph("label.page", page=page) if page is not None else ph("heading.original")
    if base != game_id:
        where = f"{base}, {where}"
    code = "" if pointer == owner else f" <code>{_e(pointer)}</code>"
    return (f'<blockquote class="evidence" data-pointer="{html.escape(pointer)}"><p>“{_e(ev.quote)}” '
            f'<a href="{href}">{_e(where)}</a>{code}</p></blockquote>')


def _invented_note(pointer: str, reason: str, ph: Phrases) -> str:
    return (f'<p class="invented" data-pointer="{html.escape(pointer)}"><strong>{_e(ph("rules.invented"))}'
            f'</strong> <code>{_e(pointer)}</code>: {english(_e(reason), ph)}</p>')


def _notes(rules: RuleSet, owners: list[str], ph: Phrases, game_id: str, page_of: PageOf
           ) -> list[tuple[str | None, str]]:
    """(owning rule pointer or None, HTML) of every evidence span and invented reason."""
    found = []
    for pointer, spans in rules.evidence.items():
        owner = _owner(pointer, owners)
        found += [(owner, _evidence_note(pointer, ev, owner, ph, game_id, page_of)) for ev in spans]
    return found + [(_owner(pointer, owners), _invented_note(pointer, reason, ph))
                    for pointer, reason in rules.invented.items()]


def notes_under(rules: RuleSet, pointer: str, ph: Phrases, game_id: str, page_of: PageOf) -> list[str]:
    """The HTML notes on `pointer` and the fields below it."""
    return [note for owner, note in _notes(rules, [pointer], ph, game_id, page_of) if owner]


def rules_html(rules: RuleSet, ph: Phrases, game_id: str, page_of: PageOf) -> str:
    """Markdown: the intro, each part under a heading, each rule as HTML with its evidence."""
    parts = rule_parts(rules, ph)
    owners = [r.pointer for _, items in parts for r in items]
    notes: dict[str, list[str]] = {}
    stray = []
    for owner, note in _notes(rules, owners, ph, game_id, page_of):
        if owner:
            notes.setdefault(owner, []).append(note)
        elif 'data-pointer="/variants/' not in note:  # shown with the variant
            stray.append(note)
    out = [ph("rules.intro") + "\n"]
    for heading, items in parts:
        out.append(f"### {ph(heading)}\n")
        block = ['<div class="rules">']
        for rule in items:
            anchor = "rule" + rule.pointer.replace("/", "-").replace("_", "-")
            found = notes.get(rule.pointer) or [f'<p class="no-evidence">{_e(ph("rules.no_evidence"))}</p>']
            block.append(f'<div class="rule" id="{anchor}"><p>{rule.html} '
                         f'<a class="pointer" href="#{anchor}"><code>{_e(rule.pointer)}</code></a></p>')
            block += found
            block.append("</div>")
        block.append("</div>")
        out.append("\n".join(block) + "\n")
    if stray:
        out.append(f"### {ph('rules.other_evidence')}\n")
        out.append('<div class="rules">\n' + "\n".join(stray) + "\n</div>\n")
    return "\n".join(out)
