"""The rule-set models: the single definition of an encoded game.

`schema/patience-rules.schema.json` is generated from `RuleSet` (see schema.py).
A rule set describes zones (piles with a role), how they are dealt, what may be
built on what (composable `Sequence` specs), which moves exist, how passes and
re-deals work, named special mechanics (`Mechanic`, parameters checked by the
component registry), the win condition, the final layout the book promises,
variants (JSON patches on the base rule set) and, for every field taken from
the book, the clean-text evidence — or the reason it was invented.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, model_validator

SCHEMA_VERSION = 1

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("C", "D", "H", "S")

Rank = Literal["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
Suit = Literal["C", "D", "H", "S"]
ZoneId = Annotated[str, Field(pattern=r"^[a-z][a-z0-9]{0,7}$", description="Short zone code, e.g. 'f', 't', 's', 'w'.")]
CardPattern = Annotated[
    str,
    Field(
        pattern=r"^(A|[2-9]|10|J|Q|K|\*)(C|D|H|S|\*|r|b)$",
        description="Rank then suit: 'KH', '10D', 'A*' (any ace), '*r' (any red card), 'Q*'.",
    ),
]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# ----------------------------------------------------------------------------- text


class Titles(Strict):
    original: str = Field(description="The title as printed (cleaned), in the source's language.")
    en: str
    nl: str
    nl_modern: str | None = Field(None, description="Dutch title in modern spelling, where it differs.")
    ru_modern: str | None = Field(None, description="Russian title in modern orthography (Russian games).")


class Summary(Strict):
    en: str = Field(min_length=20)
    nl: str = Field(min_length=20)


class Evidence(Strict):
    """A span of clean text that states a rule: offsets into corpus/clean/<source>.txt."""

    game: str = Field(description="Corpus game id the span belongs to.")
    start: int = Field(ge=0)
    end: int = Field(ge=0)
    quote: str = Field(min_length=1, description="Exactly the clean text between start and end.")

    @model_validator(mode="after")
    def _ordered(self) -> "Evidence":
        if self.end <= self.start:
            raise ValueError(f"evidence span [{self.start}, {self.end}] is empty or reversed")
        return self


# ----------------------------------------------------------------------------- deck


class Deck(Strict):
    pack: Literal["whist", "piquet"] = Field(description="whist: 52 cards A-K; piquet: 32 cards (A, 7-K).")
    packs: int = Field(1, ge=1, le=2)
    remove: list[CardPattern] = Field(
        default_factory=list, description="Cards taken out of play before the deal (dead cards)."
    )


# ----------------------------------------------------------------------------- building


class Sequence(Strict):
    """How a card relates to the card it is placed on (or the pile it continues).

    `rank`: up / down by `by` steps in the pack's rank cycle (piquet: A 7 8 … K),
    `either` (up or down), `same` rank, `any` rank, `double` (value × 2 mod 13,
    K = 13), `add-base` (value + the value of the pile's base-row card, mod 13),
    `list` (the next rank of `ranks`), or `param` (the direction a player's
    choice `param` fixed: up or down).
    """

    rank: Literal["up", "down", "either", "same", "any", "double", "add-base", "list", "param"] = "up"
    by: int = Field(1, ge=1, le=6)
    wrap: bool = Field(False, description="K is followed by A (and A by K going down).")
    skip: list[Rank] = Field(default_factory=list, description="Ranks left out of the cycle (e.g. queens in No. 27).")
    ranks: list[Rank] | None = Field(None, description="Explicit rank order for rank='list'.")
    suit: Literal["same", "alternate-colour", "same-colour", "different-suit", "any"] = "same"
    param: str | None = Field(None, description="Name of the choice that fixes the direction (rank='param').")
    base_zone: ZoneId | None = Field(None, description="Zone holding the base-row cards (rank='add-base').")

    @model_validator(mode="after")
    def _consistent(self) -> "Sequence":
        if self.rank == "list" and not self.ranks:
            raise ValueError("rank 'list' needs 'ranks'")
        if self.rank == "param" and not self.param:
            raise ValueError("rank 'param' needs 'param' (the name of a choice)")
        if self.rank == "add-base" and not self.base_zone:
            raise ValueError("rank 'add-base' needs 'base_zone'")
        return self


class Space(Strict):
    """What may start an empty pile of a zone (for a foundation: its base)."""

    ranks: list[Rank] | None = Field(None, description="Ranks allowed to start the pile; null: any rank.")
    cards: list[CardPattern] | None = Field(None, description="Card patterns allowed, where ranks are not enough.")
    first_sets_rank: bool = Field(
        False, description="The first base placed in the zone fixes the rank of all the zone's bases."
    )
    distinct_suits: bool = Field(False, description="No two piles of the zone may start with the same suit.")
    from_zones: list[ZoneId] | None = Field(None, description="Zones a space may be filled from; null: any source.")
    never: bool = Field(False, description="Spaces stay empty.")
    refill: Literal["none", "stock", "talon-then-stock"] = Field(
        "none", description="Spaces are filled at once, by the executor, from this source."
    )


class Zone(Strict):
    id: ZoneId
    role: Literal["foundation", "tableau", "reserve", "stock", "talon", "cell", "discard", "ornament", "base-row"]
    count: int = Field(1, ge=1, le=104)
    name: dict[Literal["en", "nl"], str] = Field(default_factory=dict, description="Label in the rules text.")
    layout: Literal["row", "column", "grid", "circle", "cross", "square", "pyramid", "letter", "free"] = "row"
    grid: tuple[int, int] | None = Field(None, description="Rows x columns, for layout 'grid'.")
    build: Sequence | None = Field(None, description="What may be placed on a pile's top card; null: nothing.")
    space: Space = Field(default_factory=Space)
    take: Literal["top", "run", "none"] = Field(
        "top", description="What may leave a pile: its top card, a run that fits the destination, or nothing."
    )
    limit: int | None = Field(None, ge=1, description="Most cards a pile may hold.")
    fanned: bool = Field(False, description="Cards lie spread so all can be seen (display only).")


# ----------------------------------------------------------------------------- setup


class Withdraw(Strict):
    """Before the deal, take named cards out of the pack and place them, one per pile, in order."""

    action: Literal["withdraw"]
    cards: list[CardPattern] = Field(min_length=1)
    to: ZoneId


class Deal(Strict):
    """Deal from the shuffled pack onto the piles of a zone."""

    action: Literal["deal"]
    to: ZoneId
    counts: list[int] | int = Field(description="Cards per pile (one number for all piles, or one per pile).")
    face: Literal["up", "down", "top-up"] = "up"
    order: Literal["rows", "piles"] = Field(
        "rows", description="rows: one card to each pile in turn; piles: fill each pile before the next."
    )


SetupStep = Annotated[Union[Withdraw, Deal], Field(discriminator="action")]


# ----------------------------------------------------------------------------- moves


class MoveRule(Strict):
    """A kind of move the player may make."""

    action: Literal["move", "draw", "deal-row"] = "move"
    from_: list[ZoneId] = Field(alias="from", min_length=1)
    to: list[ZoneId] = Field(min_length=1)
    unit: Literal["card", "run"] = Field("card", description="run: any number of top cards forming a sequence.")
    count: int = Field(1, ge=1, le=13, description="draw: cards turned at a time.")
    to_space: Literal["any", "kings", "none", "only"] = Field(
        "any",
        description="Empty piles: 'any' card the zone allows, 'kings' (a king or a run from one), 'none' (never), "
        "'only' (this move goes only into empty piles).",
    )

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class Redeal(Strict):
    """Passes through the stock after the first one."""

    limit: int | None = Field(description="Re-deals allowed after the first pass; null: unlimited.")
    gather: list[ZoneId] = Field(min_length=1, description="Zones taken up, in this order.")
    to: ZoneId
    shuffle: bool = False


class Choice(Strict):
    """A decision the book leaves to the player, made as a move (`choose NAME VALUE`)."""

    name: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    options: list[str] = Field(min_length=2)
    when: Literal["start"] = "start"


class Mechanic(Strict):
    """A named special mechanic from the component registry, with its parameters."""

    name: str
    params: dict[str, Any] = Field(default_factory=dict)


class Win(Strict):
    kind: Literal["all-in", "empty", "component"] = "all-in"
    zones: list[ZoneId] = Field(default_factory=list, description="all-in: every card ends here; empty: these end empty.")
    except_cards: list[CardPattern] = Field(default_factory=list, description="all-in: cards that end elsewhere.")


class FinalPile(Strict):
    zone: ZoneId
    pile: int | None = Field(None, ge=0, description="Pile index in the zone; null: every pile of the zone.")
    top: list[CardPattern] | None = Field(None, description="Acceptable top cards.")
    bottom: list[CardPattern] | None = None
    count: int | None = None


class FinalState(Strict):
    """The finished layout the book promises: checked against every winning end state."""

    piles: list[FinalPile] = Field(min_length=1)


class Variant(Strict):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    label: dict[Literal["en", "nl"], str]
    game: str | None = Field(None, description="Corpus variant id, e.g. 'hagenaar2-11/opmerking'.")
    patch: list[dict[str, Any]] = Field(min_length=1, description="JSON Patch (RFC 6902: add, remove, replace).")


class RuleSet(Strict):
    schema_version: Literal[1] = SCHEMA_VERSION
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    games: list[str] = Field(min_length=1, description="Corpus game ids this rule set encodes.")
    status: Literal["complete", "incomplete"] = Field(
        "complete", description="incomplete: the source is a fragment; missing parts are invented or left out."
    )
    titles: Titles
    summary: Summary
    players: int = Field(1, ge=1, le=2)
    deck: Deck
    zones: list[Zone] = Field(min_length=1)
    setup: list[SetupStep] = Field(default_factory=list)
    moves: list[MoveRule] = Field(default_factory=list)
    choices: list[Choice] = Field(default_factory=list)
    mechanics: list[Mechanic] = Field(default_factory=list)
    redeal: Redeal | None = None
    win: Win
    final_state: FinalState | None = None
    variants: list[Variant] = Field(default_factory=list)
    evidence: dict[str, list[Evidence]] = Field(
        default_factory=dict, description="JSON pointer of a field -> the clean-text spans that state it."
    )
    invented: dict[str, str] = Field(
        default_factory=dict, description="JSON pointer of a field -> why it was invented (book silent or damaged)."
    )

    @model_validator(mode="after")
    def _zone_references(self) -> "RuleSet":
        ids = [z.id for z in self.zones]
        if len(set(ids)) != len(ids):
            raise ValueError(f"duplicate zone ids in {ids}")
        known = set(ids)

        def check(ref: str | None, where: str) -> None:
            if ref is not None and ref not in known:
                raise ValueError(f"{where} names unknown zone '{ref}' (zones: {', '.join(ids)})")

        for i, step in enumerate(self.setup):
            check(step.to, f"setup/{i}")
        for i, rule in enumerate(self.moves):
            for ref in (*rule.from_, *rule.to):
                check(ref, f"moves/{i}")
        for z in self.zones:
            for ref in z.space.from_zones or []:
                check(ref, f"zone {z.id} space")
            if z.build is not None:
                check(z.build.base_zone, f"zone {z.id} build")
        if self.redeal:
            for ref in (*self.redeal.gather, self.redeal.to):
                check(ref, "redeal")
        for ref in self.win.zones:
            check(ref, "win")
        if self.final_state:
            for p in self.final_state.piles:
                check(p.zone, "final_state")
        choices = {c.name for c in self.choices}
        for z in self.zones:
            if z.build is not None and z.build.param is not None and z.build.param not in choices:
                raise ValueError(f"zone {z.id} build uses unknown choice '{z.build.param}'")
        return self
