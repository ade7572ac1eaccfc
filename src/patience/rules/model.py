"""The rule language (schema version 2): the one definition of an encoded game.

A rule set is data in a small set of primitives, each with typed parameters and
a meaning stated in `schema/LANGUAGE.md`:

- the **deck** and the **zones** (piles with a role, a count, a geometry);
- **placement relations** (`Build` on a pile's top card, `Space` for an empty pile);
- **availability** (`take`: which cards of a pile are free; `free`: geometry
  that blocks more);
- **setup steps** (the deal program);
- **rules**: the kinds of move the player (or, for `auto` rules, the executor)
  makes, each with guards (`when`), a priority and an effect;
- the **win** condition, the promised final layout, **variants** (JSON patches)
  and the **evidence** for every field (or why it was invented, in en and nl).

`schema/patience-rules.schema.json` is generated from `RuleSet`; every object
in it is closed (`additionalProperties: false`).
"""

from __future__ import annotations

from typing import Annotated, Any, Final, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, model_validator

SCHEMA_VERSION: Final = 2

RANKS: Final = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("C", "D", "H", "S")

Rank = Literal["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
Suit = Literal["C", "D", "H", "S"]
ZoneId = Annotated[
    str, Field(pattern=r"^[a-z][a-z0-9]{0,7}$", description="A zone id: a short lower-case code, e.g. 'f', 't', 's', 'w'.")
]
ZoneRef = Annotated[
    str,
    Field(
        pattern=r"^((own|opponent):)?[a-z][a-z0-9]{0,7}$",
        description="A zone id, or in a two-player game 'own:G' / 'opponent:G': the zone of player group G "
        "(`Zone.group`) that belongs to the player on turn, or to the other player.",
    ),
]
PileName = Annotated[
    str,
    Field(pattern=r"^[a-z][a-z0-9]{0,7}[0-9]*$", description="A pile: its zone id plus a 1-based index ('t3'), or the bare id of a one-pile zone ('s')."),
]
RuleId = Annotated[
    str,
    Field(
        pattern=r"^[a-z][a-z0-9-]{0,15}$",
        description="A rule's id: unique in the rule set; guards name rules by it, and moves of rules that "
        "are not card moves are written with it as their first word.",
    ),
]
CardPattern = Annotated[
    str,
    Field(
        pattern=r"^(A|[2-9]|10|J|Q|K|\*)(C|D|H|S|\*|r|b)$",
        description="Rank then suit: 'KH', '10D', 'A*' (any ace), '*r' (any red card), '*b' (any black card), '*H' (any heart).",
    ),
]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, strict=True)


# ----------------------------------------------------------------------------- text


class Text(Strict):
    """A text in English and Dutch."""

    en: str = Field(min_length=1, description="English.")
    nl: str = Field(min_length=1, description="Dutch (modern spelling).")


class Titles(Strict):
    original: str = Field(description="The title as printed (cleaned), in the source's language.")
    en: str = Field(description="English title.")
    nl: str = Field(description="Dutch title.")
    nl_modern: str | None = Field(None, description="Dutch title in modern spelling, where it differs.")
    ru_modern: str | None = Field(None, description="Russian title in modern orthography (Russian games).")


class Summary(Strict):
    en: str = Field(min_length=20, description="What the game is, in two or three sentences, in English.")
    nl: str = Field(min_length=20, description="The same in Dutch (modern spelling).")


class Evidence(Strict):
    """A span of clean text that states a rule: offsets into corpus/clean/<source>.txt."""

    game: str = Field(description="Corpus game id the span belongs to.")
    start: int = Field(ge=0, description="First character of the span in the source's clean text.")
    end: int = Field(ge=0, description="One past the last character of the span.")
    quote: str = Field(min_length=1, description="Exactly the clean text between start and end.")

    @model_validator(mode="after")
    def _ordered(self) -> "Evidence":
        if self.end <= self.start:
            raise ValueError(f"evidence span [{self.start}, {self.end}] is empty or reversed")
        return self


# ----------------------------------------------------------------------------- deck


class Deck(Strict):
    pack: Literal["whist", "piquet"] = Field(description="whist: 52 cards A-K; piquet: 32 cards (A, 7-K).")
    packs: int = Field(1, ge=1, le=4, description="Packs shuffled together, at most four (or, with two players, one per player).")
    remove: list[CardPattern] = Field(default_factory=list, description="Cards taken out of play before the deal (dead cards).")


# ----------------------------------------------------------------------------- relations


class Anchor(Strict):
    """Another pile a relation reads: pile i of this zone reads pile i (mod its count) of `zone`."""

    zone: ZoneId = Field(description="The zone whose pile with the same index (modulo its count) is read.")
    card: Literal["top", "bottom"] = Field("top", description="Which card of the anchor pile is read.")


class Build(Strict):
    """Which card may be placed on a pile's top card (the placed card is the *card*, the top card the *target*).

    `rank`:
    - `up` / `down` / `either`: the card is `by` steps above / below / either way from the target in
      the pack's rank cycle (whist A 2 … K; piquet A 7 8 … K; `skip` ranks left out); `wrap` continues
      past the king to the ace and back;
    - `same`: the same rank; `any`: any rank;
    - `double`: value 2 × the target's, mod 13 (A=1 … K=13, 13 counts as K);
    - `add`: the target's value plus the value of the `anchor` card, mod 13;
    - `sum`: card and target values add up to `total`;
    - `sequence`: the card's rank is `ranks[n]`, n the number of cards on the pile (the target is ignored);
    - `chosen`: `up` or `down` as the choice `choice` was made.

    `suit` compares the card's suit with the target's.
    """

    rank: Literal["up", "down", "either", "same", "any", "double", "add", "sum", "sequence", "chosen"] = Field(
        "up", description="The rank relation (see the object's description)."
    )
    by: int = Field(1, ge=1, le=6, description="up/down/either/chosen: steps in the rank cycle.")
    wrap: bool = Field(False, description="up/down/either/chosen: the king is followed by the ace (and the ace, going down, by the king).")
    skip: list[Rank] = Field(default_factory=list, description="Ranks left out of the rank cycle (e.g. queens, No. 27).")
    ranks: list[Rank] | None = Field(None, description="sequence: the rank of the pile's n-th card, from its base up (n = 0 is the base).")
    choice: str | None = Field(None, description="chosen: the choice (`choices`) whose value, up or down, sets the direction.")
    anchor: Anchor | None = Field(None, description="add: the card whose value is added.")
    total: int | None = Field(None, ge=2, le=26, description="sum: what card and target values add up to.")
    suit: Literal["same", "alternate-colour", "any"] = Field(
        "same", description="The suit relation: the same suit, the other colour, or any suit."
    )
    until: list[Rank] | None = Field(
        None, description="Per pile, in pile order: the pile takes no card once its top card has this rank (a pile that ends at its hour)."
    )
    closed_by: list[Rank] = Field(default_factory=list, description="A pile whose top card has one of these ranks takes no card.")

    @model_validator(mode="after")
    def _consistent(self) -> "Build":
        need = {"sequence": ("ranks", self.ranks), "chosen": ("choice", self.choice), "add": ("anchor", self.anchor), "sum": ("total", self.total)}
        for rank, (name, value) in need.items():
            if (self.rank == rank) != (value is not None):
                raise ValueError(f"'{name}' is required with rank '{rank}' and only then")
        return self


class SpaceAnchor(Strict):
    """A condition on the anchor pile of an empty pile (pile i of the zone, pile i mod count of `zone`)."""

    zone: ZoneId = Field(description="The anchor zone.")
    card: Literal["top", "bottom"] = Field("top", description="Which card of the anchor pile the relation reads.")
    rank: Literal["any", "same", "next", "multiple"] = Field(
        "any", description="any; same rank; next: one step above in the rank cycle, the king followed by the ace; multiple: value `factor` × the anchor's, mod 13."
    )
    factor: int = Field(2, ge=1, le=12, description="rank 'multiple': the factor.")
    suit: Literal["any", "same"] = Field("any", description="same: the card has the anchor card's suit.")
    occupied: bool = Field(True, description="The anchor pile must hold a card (otherwise the space takes nothing).")


class LaidBy(Strict):
    rule: RuleId = Field(description="The rule that lays a new row; its uses count rows.")
    setup_rows: int = Field(1, ge=0, description="Rows the setup laid.")


class Space(Strict):
    """Which card may start an empty pile of the zone (for a foundation: its base). All fields must hold."""

    cards: list[CardPattern] | None = Field(None, description="Cards allowed to start a pile; null: any card.")
    never: bool = Field(False, description="Empty piles of the zone take no card by any move (a rule's `to_space` cannot override this).")
    from_: list[ZoneId] | None = Field(None, alias="from", description="Zones a space may be filled from; null: any zone.")
    first_sets_rank: bool = Field(False, description="Every pile of the zone starts with the rank of the first pile started.")
    distinct_suits: bool = Field(False, description="No two piles of the zone start with the same suit.")
    colour: Literal["any", "first"] = Field("any", description="first: every pile starts with the colour of the first pile started.")
    order: Literal["any", "in-order"] = Field("any", description="in-order: only the first empty pile, in pile order, may be started.")
    relative: int | None = Field(
        None, ge=-12, le=12, description="Pile i (from 0) starts with the rank of pile 0's bottom card plus i × relative steps in the wrapping rank cycle; pile i > 0 only once pile 0 is started."
    )
    per_pile: list[Rank] | None = Field(None, description="Pile i starts only with rank `per_pile[i]` (in pile order).")
    anchor: SpaceAnchor | None = Field(None, description="A relation to the anchor pile.")
    laid: bool = Field(False, description="A grid zone: only cells of its laid rows (the first row down to the lowest that holds a card) take a card.")
    laid_by: "LaidBy | None" = Field(None, description="A grid zone: only cells of the rows laid so far take a card, counted by a rule (rows stay laid when emptied).")
    max_suits: int | None = Field(None, ge=1, le=4, description="The started piles of the zone, with this card, show at most this many suits.")
    suit_like: list[ZoneId] = Field(default_factory=list, description="The card has the suit of every started pile (bottom card) of these zones.")
    suit_unlike: list[ZoneId] = Field(default_factory=list, description="The card's suit differs from that of every started pile of these zones.")


# ----------------------------------------------------------------------------- availability


class Lanes(Strict):
    """A grid card is free when all cells between one of its narrow ends and the edge are empty."""

    rule: Literal["lanes"] = Field(description="The free rule (LANGUAGE.md §7).")
    orientation: Literal["upright", "crosswise", "checkerboard"] = Field(
        description="upright: narrow ends up and down; crosswise: left and right; checkerboard: upright where row + column is even."
    )


class OpenSide(Strict):
    """A grid card is free when one of the named neighbouring cells is empty or outside the grid."""

    rule: Literal["open-side"] = Field(description="The free rule (LANGUAGE.md §7).")
    sides: list[Literal["above", "below", "left", "right"]] = Field(min_length=1, description="The neighbours that free a card.")


class RowEnd(Strict):
    """Only the top card of one pile is free: the last (or first) pile, in pile order, of those holding the most cards."""

    rule: Literal["row-end"] = Field(description="The free rule (LANGUAGE.md §7).")
    end: Literal["last", "first"] = Field("last", description="Which end of the newest row is free.")


class LatestRow(Strict):
    """A pile's top card is free only when the pile holds as many cards as rows have been dealt (so each new row blocks the one before)."""

    rule: Literal["latest-row"] = Field(description="The free rule (LANGUAGE.md §7).")
    deal: RuleId = Field(description="The deal rule whose uses count rows, after the rows the setup dealt.")
    setup_rows: int = Field(1, ge=0, description="Rows the setup dealt.")
    unit: Literal["uses", "batches"] = Field("uses", description="What counts a row: a use of the deal rule, or a batch it has begun.")
    this_pass: bool = Field(False, description="Count only since the last re-deal.")


FreeRule = Annotated[Union[Lanes, OpenSide, RowEnd, LatestRow], Field(discriminator="rule")]


class Free(Strict):
    """A restriction on which piles' cards are free, beyond `take`; it holds while `when` holds."""

    rule: FreeRule = Field(description="The restriction.")
    when: "Condition | None" = Field(None, description="The restriction applies only while this holds; null: always.")


# ----------------------------------------------------------------------------- zones


class Grid(Strict):
    columns: int = Field(ge=1, description="Cells per row; the zone's piles fill the grid row by row.")


class Zone(Strict):
    id: ZoneId
    role: Literal["foundation", "tableau", "reserve", "stock", "talon", "cell", "discard", "ornament", "base-row"] = Field(
        description="What the zone is for. The first zone with role 'stock' receives the cards the setup does not deal; "
        "facts call 'foundation' zones foundations. Roles have no other effect on play."
    )
    count: int = Field(1, ge=1, le=104, description="Number of piles.")
    name: Text | None = Field(None, description="Label in the rules text.")
    layout: Literal["row", "column", "grid", "circle", "clock", "cross", "square", "pyramid", "wings", "letter", "free"] = Field(
        "row", description="How the piles lie on the table (for diagrams; LANGUAGE.md §3)."
    )
    within: ZoneId | None = Field(None, description="Display only: the zone is drawn in the middle of this zone "
                                  "(a circle's or clock's centre, between the two halves of `wings`).")
    grid: Grid | None = Field(None, description="The piles form a grid (for `free` rules, row-wise groups and diagrams).")
    labels: list[str] | None = Field(None, description="The rank (or suit) each pile stands for, in pile order (tuck rules, labelled wins).")
    owner: Literal["A", "B"] | None = Field(None, description="Two players: the player the zone belongs to.")
    group: ZoneId | None = Field(None, description="Two players: the name both players' zones of this kind share ('own:G', 'opponent:G').")
    build: Build | None = Field(None, description="What may be placed on a pile's top card; null: nothing.")
    space: Space = Field(default_factory=Space, description="What may start an empty pile.")
    take: Literal["top", "run", "any", "none"] = Field(
        "top", description="Which face-up cards of a pile are free: the top card; a run of the zone's own build ending at the top; any face-up card; none."
    )
    free: Free | None = Field(None, description="A geometric restriction on which piles are free.")
    limit: int | None = Field(None, ge=1, description="Most cards a pile may hold.")
    reveal: bool = Field(True, description="A face-down card that comes to lie on top of a pile is turned face up at once.")
    fanned: bool = Field(False, description="Cards lie spread so all can be seen (display only).")


# ----------------------------------------------------------------------------- conditions


class Useful(Strict):
    """A move is allowed only if, after it, some free card of `from` can go onto a pile of `to`."""

    from_: list[ZoneRef] = Field(alias="from", min_length=1, description="Zones whose free cards are tried.")
    to: list[ZoneRef] = Field(min_length=1, description="Zones they must fit (by build or space).")
    depth: int = Field(1, ge=1, le=52, description="Useful also if the fit comes after at most depth - 1 further moves of the same rule.")
    new: bool = Field(False, description="Only a fit the move creates counts: that card did not fit that pile before the move.")


class Range(Strict):
    min: int | None = Field(None, ge=0, description="At least this many.")
    max: int | None = Field(None, ge=0, description="At most this many.")


class Uses(Strict):
    rule: RuleId = Field(description="The rule whose moves are counted.")
    min: int | None = Field(None, ge=0, description="At least this many moves made by the rule.")
    max: int | None = Field(None, ge=0, description="At most this many.")
    this_pass: bool = Field(False, description="Count only the moves made since the last re-deal.")


class Shows(Strict):
    zones: list[ZoneRef] = Field(min_length=1, description="The piles looked at.")
    cards: list[CardPattern] = Field(min_length=1, description="The cards looked for on top.")


class Condition(Strict):
    """A guard: every field given must hold."""

    empty: list[ZoneRef] = Field(default_factory=list, description="Every pile of these zones is empty.")
    not_empty: list[ZoneRef] = Field(default_factory=list, description="Some pile of these zones holds a card.")
    full: list[ZoneRef] = Field(default_factory=list, description="Every pile of these zones holds a card.")
    suits_based: list[ZoneRef] = Field(default_factory=list, description="Every suit starts (bottom card) a pile of each of these zones.")
    passes: Range | None = Field(None, description="Re-deals made so far (0 during the first deal).")
    uses: Uses | None = Field(None, description="How often a rule has been used.")
    shows: "Shows | None" = Field(None, description="Some pile of the zones has a face-up top card matching the patterns.")
    phase: str | None = Field(None, description="The named phase (`phases`) has begun.")
    any: list["Condition"] = Field(default_factory=list, description="At least one of these holds.")
    not_: "Condition | None" = Field(None, alias="not", description="This does not hold.")


# ----------------------------------------------------------------------------- setup


class Withdraw(Strict):
    """Take named cards out of the pack, the first card matching each pattern, and place them one per pile in order (cycling)."""

    step: Literal["withdraw"] = Field(description="The setup step (LANGUAGE.md §5).")
    cards: list[CardPattern] = Field(min_length=1, description="Patterns, one card each.")
    to: ZoneId = Field(description="The zone they go to.")
    when: Literal["before-shuffle", "after-shuffle"] = Field(
        "before-shuffle", description="before-shuffle: from the ordered pack; after-shuffle: from the shuffled pack (the first match from its top)."
    )
    position: Literal["top", "bottom"] = Field("top", description="Where on the target pile (bottom: e.g. the last card of the stock).")


class DealStep(Strict):
    """Deal from the top of the shuffled pack onto the piles of a zone."""

    step: Literal["deal"] = Field(description="The setup step (LANGUAGE.md §5).")
    to: ZoneId = Field(description="The zone dealt to.")
    counts: list[int] | int | Literal["all"] = Field(
        description="Cards per pile: one number for all piles, one per pile, or 'all': the whole pack, one card to each pile in turn."
    )
    piles: int | None = Field(None, ge=1, description="Deal to the zone's first n piles only; null: every pile.")
    packet: int | None = Field(None, ge=1, description="counts 'all': the pack is laid in packets of this many cards, pile after pile (the last may be short).")
    face: Literal["up", "down", "top-up"] = Field("up", description="down: the dealt cards lie face down; top-up: face down except each pile's top card.")
    order: Literal["rows", "piles"] = Field("rows", description="rows: one card to each pile in turn; piles: fill each pile before the next.")
    distinct_ranks: bool = Field(
        False, description="No pile is dealt a rank it already holds: such a card goes to the bottom of the stock and the next card is "
        "dealt instead (once round the whole stock without a card that fits, the top card is dealt all the same)."
    )


class Route(Strict):
    """Where a dealt card goes: to the first pile of `to` that takes it (by the pile's build or space)."""

    to: list[ZoneId] = Field(min_length=1, description="Zones tried in order.")
    cards: list[CardPattern] | None = Field(None, description="Only cards matching these patterns take this route; null: any.")
    fits: bool = Field(True, description="The pile must take the card by its build or space; false: the next empty pile, in order.")


class SortStep(Strict):
    """Turn cards from the stock one at a time; each goes by the first route that has a pile for it; stop when `until` holds or the stock is empty."""

    step: Literal["sort"] = Field(description="The setup step (LANGUAGE.md §5).")
    from_: ZoneId | None = Field(None, alias="from", description="The pile cards are turned from; null: the stock.")
    routes: list[Route] = Field(min_length=1, description="The routes, tried in order; a card no route takes ends the step.")
    until: Condition | None = Field(None, description="The step ends when this holds; null: when no route takes the card.")
    first: list[RuleId] = Field(default_factory=list, description="Before each card is turned, these rules' moves are made while they have one (first move first).")


class TuckStep(Strict):
    """While the top card of a pile of `zone` matches `cards`, slide it under the pile (as long as not every card of the pile
    matches), or with `to`, under the one pile of `to`, replacing it from `to`'s top (as long as `to` has cards)."""

    step: Literal["tuck"] = Field(description="The setup step (LANGUAGE.md §5).")
    zone: ZoneId = Field(description="The piles examined.")
    cards: list[CardPattern] = Field(min_length=1, description="Cards slid away.")
    to: ZoneId | None = Field(None, description="Slide the card under this one-pile zone and replace it from its top; null: under its own pile.")
    # --- a packet paid away for a matching top card (The Queens)
    packet: int | None = Field(None, ge=1, description="With `to`: while the top card matches, this many top cards (all, when fewer) are slid one at a time under `to`, and none replaces them.")

    @model_validator(mode="after")
    def _packet_needs_to(self) -> "TuckStep":
        if self.packet is not None and self.to is None:
            raise ValueError("'packet' needs 'to'")
        return self


class LiftStep(Strict):
    """The top card of pile i of `from` goes to pile i of `to`."""

    step: Literal["lift"] = Field(description="The setup step (LANGUAGE.md §5).")
    from_: ZoneId = Field(alias="from", description="The piles the top cards are taken from.")
    to: ZoneId = Field(description="The piles they go to, one each.")


SetupStep = Annotated[Union[Withdraw, DealStep, SortStep, TuckStep, LiftStep], Field(discriminator="step")]


# ----------------------------------------------------------------------------- choices


class ChoiceSet(Strict):
    """The choice is made by the first card laid on a zone: its rank picks the option."""

    zone: ZoneId = Field(description="The zone whose first card decides.")
    ranks: dict[Rank, str] = Field(min_length=1, description="Rank of that card -> option.")


class Choice(Strict):
    """A decision the book leaves to the player, made before any other move (`choose NAME VALUE`)."""

    name: str = Field(pattern=r"^[a-z][a-z0-9-]*$", description="The choice's name (rules refer to it).")
    options: list[str] = Field(min_length=2, description="The values the player may choose.")
    set_by: ChoiceSet | None = Field(None, description="The executor makes the choice from a card instead of asking.")


# ----------------------------------------------------------------------------- rules


class RuleBase(Strict):
    id: RuleId
    when: Condition | None = Field(None, description="The rule applies only while this holds.")
    priority: Literal["may", "must"] = Field(
        "may", description="must: while some must-rule has a move, only must-rules' moves are legal."
    )
    unless: list[RuleId] = Field(default_factory=list, description="The rule applies only when none of these rules has a move now.")
    stuck: bool = Field(False, description="The rule applies only when no rule without `stuck` has a move ('when no more … can be made').")
    stuck_ignores: Literal["none", "reversible"] = Field(
        "none",
        description="reversible: for `stuck` and `unless`, a card move counts as a move only if it turns a card up or cannot be "
        "taken straight back (the same cards moved back onto the pile they left).",
    )
    auto: bool = Field(False, description="The executor makes the rule's first move itself, after every move, as long as it has one.")
    limit: int | None = Field(None, ge=1, description="The rule may be used at most this many times (per game).")
    ends_turn: bool = Field(False, description="Two players: the turn passes after a move of this rule.")


class MoveRule(RuleBase):
    """Cards moved from pile to pile: `t3>f1`, `t3>t5:3`."""

    kind: Literal["move"] = Field(description="The rule kind (LANGUAGE.md §10).")
    from_: list[ZoneRef] = Field(alias="from", min_length=1, description="Zones the cards come from (their free cards).")
    to: list[ZoneRef] = Field(min_length=1, description="Zones they go to.")
    unit: Literal["card", "run", "up", "pile", "packet"] = Field(
        "card",
        description="card: one free card; run: a free run of the source zone's build, kept in order (its bottom card must fit); "
        "up: all the pile's face-up cards, kept in order; "
        "pile: every card of the pile, card by card from the top, each fitting; packet: the cards above the last `stay` card, card by card.",
    )
    to_space: Literal["any", "none", "only"] = Field("any", description="Empty destination piles: allowed (as their space says), never, or the only destinations.")
    build: Build | None = Field(None, description="Cards go onto non-empty piles by this relation instead of the destination zone's build.")
    prefer: Build | None = Field(None, description="Where some destination pile takes the card by this relation too, only such piles may take it.")
    tie: Literal["none", "last"] = Field("none", description="last: of destination piles whose top cards have equal rank, only the last in pile order takes a card.")
    cards: list[CardPattern] | None = Field(None, description="Only cards matching these patterns move by this rule.")
    alone: bool = Field(False, description="Only a card that lies alone in its pile moves.")
    stay: list[CardPattern] = Field(default_factory=list, description="packet: cards that never leave their pile.")
    only_to: dict[PileName, list[PileName]] = Field(default_factory=dict, description="Source pile -> the only piles its cards may go to; other sources unrestricted.")
    one_pile: bool = Field(False, description="After the first move, the rule places cards only on the pile that move went to.")
    to_free: bool = Field(False, description="A non-empty destination must be a pile whose cards are free now (its zone's take and free rule).")
    space_first: bool = Field(False, description="Where some empty destination pile takes the card, only empty piles may take it.")
    dest_size: Range | None = Field(None, description="Only onto piles holding this many cards.")
    useful: Useful | None = Field(None, description="Only a move after which some free card fits (e.g. a transfer that frees a card).")
    ignore_free: bool = Field(False, description="The source zones' `free` restriction does not apply to this rule: every pile's cards that its zone's `take` allows may move (e.g. any one card taken from a blocked tableau).")


class DrawRule(RuleBase):
    """Stock cards turned onto a talon: `s>w`."""

    kind: Literal["draw"] = Field(description="The rule kind (LANGUAGE.md §10).")
    from_: ZoneRef = Field(alias="from", description="The stock.")
    to: list[ZoneRef] = Field(min_length=1, description="Talon zones; the player chooses a pile where several.")
    count: int = Field(1, ge=1, le=13, description="Cards turned at a time (the last turned lies on top).")
    cover: bool = Field(False, description="Before each turn, the talon's face-up cards are turned face down (put aside, no longer playable).")
    piles_per_pass: list[int] | None = Field(None, description="Talon piles in use in pass 1, 2, …; the last number holds for later passes.")
    unplayable: list[ZoneId] = Field(default_factory=list, description="The card may go to a talon only if it cannot go to any pile of these zones.")


class DealRule(RuleBase):
    """Stock cards dealt onto piles by a pattern: `deal` (or `deal t3` where the player picks the pile)."""

    kind: Literal["deal"] = Field(description="The rule kind (LANGUAGE.md §10).")
    from_: list[ZoneRef] | None = Field(None, alias="from", description="Piles dealt from, each card from the first that holds one; null: the stock.")
    to: list[ZoneRef] = Field(min_length=1, description="Zones dealt to; their piles in order.")
    pattern: Literal["row", "spaces", "short", "next", "choose", "upto", "next-row", "last-started"] = Field(
        description="row: one card onto every pile; spaces: one card into every empty pile (of a grid: in its laid rows); short: one card "
        "onto every pile shorter than the tallest; next: one card onto the pile at the rule's cursor (which then moves on cyclically); "
        "choose: one card onto a pile the player picks; upto: every pile made up to `size` cards; next-row (a grid): one card into "
        "every cell of the row below the laid rows; last-started: one card onto the last pile, in order, that holds a card (the pile started last)."
    )
    rows: Literal["all", "inner", "outer"] = Field(
        "all", description="spaces in a grid: the laid rows whose spaces are filled: all, the inner ones (not the first or last laid row), or the outer two."
    )
    prefer: Build | None = Field(None, description="choose: where some pile takes the card by this relation, only such piles may take it.")
    piles: list[PileName] | None = Field(None, description="Deal to these piles, in this order, instead of every pile of `to`.")
    per_pass: list["PassPiles"] = Field(default_factory=list, description="From a pass on, deal to other piles (the last entry that has begun holds).")
    size: int | None = Field(None, ge=1, description="upto: the number of cards each pile is made up to.")
    face: Literal["up", "down"] = Field("up", description="How the dealt cards lie.")
    play: list["Play"] = Field(default_factory=list, description="Before a dealt card is placed, it may (or must) be played instead: tried in order.")
    into: Literal["any", "spaces"] = Field("any", description="choose: the player picks any pile, or only an empty one.")
    per_pile: int = Field(1, ge=1, description="next: the cursor moves on after this many cards (counting played ones where `counts`).")
    batch: int | None = Field(None, ge=1, description="next/choose: the rule deals a batch of this many cards, one move a card; while a batch runs, only its moves are legal.")
    skip_full: "SkipFull | None" = Field(None, description="next: skip piles whose anchor pile is complete.")
    height: "Height | None" = Field(None, description="short/upto: make piles up to the rows dealt so far, instead of the tallest pile (short) or `size` (upto); "
                                    "next-row: deal the row after the rows dealt so far (not after the laid rows); spaces/choose in a grid: only the last row dealt so far.")
    packet: int | None = Field(None, ge=2, le=13, description="row/spaces: each pile dealt to receives a packet of this many cards (dealt together) instead of one card.")

    @model_validator(mode="after")
    def _packet(self) -> "DealRule":
        if self.packet is not None and self.pattern not in ("row", "spaces"):
            raise ValueError("'packet' is allowed only with the patterns 'row' and 'spaces'")
        return self


class PassPiles(Strict):
    from_pass: int = Field(ge=0, description="The first pass (0 = the first deal) this entry holds for.")
    piles: list[PileName] = Field(description="The piles dealt to, in order (may be empty: no deal).")


class Height(Strict):
    """The rows dealt so far: `setup_rows` plus the uses of rule `deal`."""

    deal: RuleId = Field(description="The rule whose uses count rows dealt after the setup.")
    setup_rows: int = Field(1, ge=0, description="Rows the setup dealt.")


class SkipFull(Strict):
    zone: ZoneId = Field(description="Pile i of the dealt zone is skipped when pile i of this zone holds `size` cards.")
    size: int = Field(ge=1, description="A complete pile's size.")


class Play(Strict):
    """A dealt card played instead of placed."""

    to: list[ZoneRef] = Field(min_length=1, description="Zones it may be played to, by their builds and spaces.")
    mode: Literal["must", "may"] = Field("must", description="must: it is played if it fits; may: the player chooses (one move per place).")
    counts: bool = Field(True, description="A played card counts toward the batch and the pile's share, as if placed.")
    anchored: bool = Field(False, description="Only to the pile with the same index as the pile the card was dealt to.")
    only_to: dict[PileName, list[PileName]] = Field(default_factory=dict, description="Dealt-to pile -> the only piles the card may be played to.")
    cards: list[CardPattern] | None = Field(None, description="Only cards matching these patterns are played; null: any.")
    fits_also: list[ZoneRef] = Field(default_factory=list, description="Only a card that also fits a pile of each of these zones (e.g. both foundations of its suit).")
    when: "Condition | None" = Field(None, description="The route applies only while this holds.")


class Gather(Strict):
    """How the cards are taken up: pile after pile in this order, each bottom card first, into one packet."""

    zones: list[ZoneRef] = Field(min_length=1, description="Zones taken up, in order.")
    start: int = Field(0, ge=0, description="Within each multi-pile zone, the pile (from 0) taken up first; the zone is taken up cyclically from there.")
    reverse_piles: bool = Field(False, description="The piles of each zone are taken up last to first.")
    row_reverse: bool = Field(False, description="Grid zones: each row's piles are taken up right to left (rows in order, or last first with `reverse_piles`).")
    # --- a part of the cards taken up, counted by matching cards (The Queens)
    pay: "Pay | None" = Field(None, description="Only the matching cards are taken up, each with `per_card` other cards from the bottom; the rest stay.")


class Pay(Strict):
    """A counted take-up: every card matching `cards`, and for each of them `per_card` of the other cards, bottom first."""

    cards: list[CardPattern] = Field(min_length=1, description="The cards that are taken up and pay for others.")
    per_card: int = Field(ge=0, description="Other cards taken up for each matching card, from the bottom of the gathered cards (all, when fewer).")


class RedealRule(RuleBase):
    """The cards taken up and laid out again: `redeal`. Starts the next pass."""

    kind: Literal["redeal"] = Field(description="The rule kind (LANGUAGE.md §10).")
    gather: Gather = Field(description="What is taken up, in which order.")
    to: ZoneRef = Field(description="The pile the packet goes to (the stock).")
    turn: Literal["over", "keep"] = Field("over", description="over: the packet is turned over (its first card comes out last); keep: it lies as gathered.")
    shuffle: bool = Field(False, description="The packet is shuffled (seeded by the deal and the pass).")
    deal: list[DealStep] = Field(default_factory=list, description="Deal steps run at once from the new stock (a laid-out re-deal).")
    deal_per_pass: list["PassDeal"] = Field(default_factory=list, description="Other deal steps from a pass on (the last begun entry holds).")
    progress: list[ZoneRef] = Field(default_factory=list, description="Allowed only if, since the pass began, a card reached one of these zones.")
    fruitless: int | None = Field(None, ge=1, description="After this many passes in a row in which no card reached the `progress` zones, no re-deal is allowed.")


class PassDeal(Strict):
    from_pass: int = Field(ge=1, description="The first pass (1 = the first re-deal) this entry holds for.")
    deal: list[DealStep] = Field(description="The deal steps.")


class Group(Strict):
    """`size` free cards (tops of different piles, unless `same_pile`) that satisfy `relation`."""

    from_: list[ZoneRef] = Field(alias="from", min_length=1, description="Zones whose free cards may form the group.")
    size: int = Field(2, ge=1, le=4, description="Cards in the group.")
    relation: Literal["sum", "same-suit", "identical", "match", "alternate-colour", "same-rank"] = Field(
        description="sum: values add up to `total`; same-suit; identical: same rank and suit; match: each card matches `cards` (size 1: single cards); "
        "alternate-colour: no two cards of one colour (a red and a black card); same-rank: one rank, any suits."
    )
    total: int | None = Field(None, ge=2, le=52, description="sum: the total.")
    distinct: bool = Field(False, description="No two cards of the group have the same value.")
    ranks: list[Rank] | None = Field(None, description="Only cards of these ranks may be in the group.")
    cards: list[CardPattern] | None = Field(None, description="match: the cards that qualify.")
    suit_choice: str | None = Field(None, description="match: cards of the suit chosen by this choice qualify.")
    where: Literal["any", "same-row", "same-row-or-column", "same-pile"] = Field(
        "any", description="Grid zones: the cards lie in one row, or one row or column; same-pile: the top cards of one pile."
    )
    depth: int = Field(1, ge=1, le=2, description="The top `depth` face-up cards of each pile are free for groups.")
    across: Literal["any", "own-opponent"] = Field("any", description="own-opponent: one card from the player on turn's zones, one from the other's.")
    crown: list[CardPattern] = Field(default_factory=list, description="A free card matching one of these must crown the group (it goes with it, on top).")
    alone: bool = Field(False, description="Only piles holding exactly one card give members.")

    @model_validator(mode="after")
    def _total(self) -> "Group":
        if (self.relation == "sum") != (self.total is not None):
            raise ValueError("'total' is required with relation 'sum' and only then")
        if self.relation == "alternate-colour" and self.size != 2:
            raise ValueError("relation 'alternate-colour' needs size 2")
        return self


class RemoveRule(RuleBase):
    """A group of free cards taken away: `pair t1 t5`, `group t1 t2 t3 -`."""

    kind: Literal["remove"] = Field(description="The rule kind (LANGUAGE.md §10).")
    group: Group = Field(description="What makes a group.")
    to: ZoneRef | None = Field(None, description="Where the group goes (a discard); null: onto the piles of `onto`.")
    into_space: bool = Field(False, description="The group is laid as one packet on the first empty pile of `to`.")
    onto: list[ZoneRef] = Field(default_factory=list, description="Instead of `to`: each card goes onto its own pile of these zones that "
                                "accepts it (the first such pile, in order); a group some card of which no pile accepts is not offered.")

    @model_validator(mode="after")
    def _destination(self) -> "RemoveRule":
        if (self.to is None) == (not self.onto):
            raise ValueError("a remove rule needs exactly one of 'to' and 'onto'")
        if self.onto and (self.into_space or self.group.crown):
            raise ValueError("'into_space' and a crown need 'to'")
        return self


class CoverRule(RuleBase):
    """Each card of a group covered by the next stock card, in the order the player names them: `cover t1 t5`."""

    kind: Literal["cover"] = Field(description="The rule kind (LANGUAGE.md §10).")
    group: Group = Field(description="What makes a group (usually two top cards).")
    from_: ZoneRef | None = Field(None, alias="from", description="The pile the covering cards come from; null: the stock.")


class BetweenRule(RuleBase):
    """In a one-pile row (bottom card leftmost, every card visible), cards lying between two matching cards taken away: `remove 4 2`."""

    kind: Literal["between"] = Field(description="The rule kind (LANGUAGE.md §10).")
    row: ZoneRef = Field(description="The row.")
    gaps: list[int] = Field(default_factory=lambda: [1, 2], min_length=1, description="How many cards lying between may be taken together.")
    match: list[Literal["suit", "rank"]] = Field(min_length=1, description="The two outer cards share a suit or a rank (any one listed suffices).")
    to: ZoneRef = Field(description="Where the taken cards go.")


class TuckRule(RuleBase):
    """The top card of the current pile slid under the pile labelled with its rank (or suit); play goes on from that pile: `tuck`."""

    kind: Literal["tuck"] = Field(description="The rule kind (LANGUAGE.md §10).")
    zone: ZoneId = Field(description="The labelled piles (`Zone.labels`).")
    key: Literal["rank", "suit"] = Field("rank", description="What the labels name.")
    start: int = Field(0, ge=0, description="The pile (from 0) play starts from.")
    feed: ZoneId | None = Field(None, description="Play starts from this pile, and returns to it after a card with no pile of its own.")
    aside: ZoneId | None = Field(None, description="Where a card with no labelled pile goes.")
    covered: bool = Field(True, description="Only a face-down card is taken (cards already tucked lie face up beneath).")


class CycleRule(RuleBase):
    """A pile's face-up top card slid under the pile, face up, while the pile holds face-down cards: `cycle t3`."""

    kind: Literal["cycle"] = Field(description="The rule kind (LANGUAGE.md §10).")
    zone: ZoneRef = Field(description="The piles that may be cycled.")


class SwapSide(Strict):
    """The other side of an exchange: the piles the second card comes from, and which cards it may be."""

    zones: list[ZoneRef] = Field(min_length=1, description="The piles whose top cards are the second card of each pair.")
    cards: list[CardPattern] | None = Field(None, description="Only top cards matching these patterns are the second card.")


class SwapRule(RuleBase):
    """Two cards change places, or a card moves into an empty pile: `swap t3 t7`, `shift t3 t7`."""

    kind: Literal["swap"] = Field(description="The rule kind (LANGUAGE.md §10).")
    zones: list[ZoneRef] = Field(min_length=1, description="The piles whose top cards may be exchanged.")
    shift: bool = Field(False, description="A top card may also be moved into an empty pile of these zones.")
    differ: bool = Field(False, description="Only cards of different value change places.")
    useful: Useful | None = Field(None, description="Only a swap after which some free card fits.")
    # --- exchanges with a card filter on each side (The Hemispheres)
    cards: list[CardPattern] | None = Field(None, description="Only top cards of `zones` matching these patterns change places (or shift).")
    other: SwapSide | None = Field(None, description="Each pair is a card of `zones` and one of `other.zones` (matching `other.cards`), instead of two of `zones`.")

    @model_validator(mode="after")
    def _other_without_shift(self) -> "SwapRule":
        if self.other is not None and self.shift:
            raise ValueError("'shift' is not combined with 'other'")
        return self


class FetchRule(RuleBase):
    """A layout card exchanged with the first stock card matching `cards` (from the top): `fetch t3`."""

    kind: Literal["fetch"] = Field(description="The rule kind (LANGUAGE.md §10).")
    zone: ZoneRef = Field(description="The layout piles whose top card may be given up.")
    cards: list[CardPattern] = Field(min_length=1, description="The card sought in the stock.")
    from_: ZoneRef | None = Field(None, alias="from", description="The pile searched; null: the stock.")


class FlipRule(RuleBase):
    """The face-down top card of the first pile (in order) that has one is turned up: `flip`."""

    kind: Literal["flip"] = Field(description="The rule kind (LANGUAGE.md §10).")
    zone: ZoneRef = Field(description="The piles.")


class StripRule(RuleBase):
    """The next heap, in order, is turned card by card and every card is set aside until a `until` card shows: `strip h2`."""

    kind: Literal["strip"] = Field(description="The rule kind (LANGUAGE.md §10).")
    zone: ZoneRef = Field(description="The heaps.")
    until: list[CardPattern] = Field(min_length=1, description="Cards that stop the stripping; that card and those under it stay.")
    turn: Literal["top", "bottom"] = Field("top", description="top: cards are turned from the heap's top; bottom: the heap is turned over in the hand.")
    to: ZoneRef = Field(description="Where the stripped cards go.")


class LiftRule(RuleBase):
    """The top card of every pile of `from` goes onto the pile with the same index in `to`: `lift`."""

    kind: Literal["lift"] = Field(description="The rule kind (LANGUAGE.md §10).")
    from_: ZoneRef = Field(alias="from", description="The piles whose top cards are lifted.")
    to: ZoneRef = Field(description="The piles they go onto, one each.")


class SortRule(RuleBase):
    """The setup's sort as a move: cards turned from `from` one at a time, each by the first route that has a pile for it,
    until `until` holds or no route takes the card: `sort`."""

    kind: Literal["sort"] = Field(description="The rule kind (LANGUAGE.md §10).")
    from_: ZoneId | None = Field(None, alias="from", description="The pile cards are turned from; null: the stock.")
    routes: list[Route] = Field(min_length=1, description="The routes, tried in order (as in the sort step).")
    until: Condition | None = Field(None, description="The sorting stops when this holds; null: when no route takes the card.")


class CollectRule(RuleBase):
    """The top card of every pile of `zone` holding two or more cards (its top run of the zone's build, where it has one), left to
    right, is gathered onto the first empty pile after the last occupied one: `collect`."""

    kind: Literal["collect"] = Field(description="The rule kind (LANGUAGE.md §10).")
    zone: ZoneRef = Field(description="The piles.")


class PassRule(RuleBase):
    """The player on turn passes: `pass`."""

    kind: Literal["pass"] = Field(description="The rule kind (LANGUAGE.md §10).")


Rule = Annotated[
    Union[
        MoveRule, DrawRule, DealRule, RedealRule, RemoveRule, CoverRule, BetweenRule, TuckRule, CycleRule, SwapRule, FetchRule,
        FlipRule, StripRule, LiftRule, CollectRule, PassRule, SortRule,
    ],
    Field(discriminator="kind"),
]


# ----------------------------------------------------------------------------- players, win


class Phase(Strict):
    """A stage of the game that begins at the first position where `when` holds and lasts (for the game, or the pass)."""

    name: str = Field(pattern=r"^[a-z][a-z0-9-]*$", description="The phase's name (conditions refer to it).")
    when: Condition = Field(description="The phase begins at the first position (after a move and its automatic moves) where this holds.")
    per_pass: bool = Field(False, description="The phase ends at every re-deal (and may begin again).")


class Players(Strict):
    count: int = Field(1, ge=1, le=2, description="Players.")
    start: Literal["A", "draw"] = Field("A", description="Two players: A begins, or whoever draws the higher card (ace high) from the other's pack.")
    layout: Literal["start", "first-turn"] = Field("start", description="Two players: each lays out his setup zones at the start, or B at his first turn.")
    stalemate: int | None = Field(None, ge=1, description="Two players: the game ends undecided after this many turns in a row end with no card placed by a rule other than the ones that end the turn.")


class Win(Strict):
    kind: Literal["all-in", "empty", "labelled", "tops", "first-out", "lines"] = Field(
        description="all-in: every card (but `except_cards`) lies in `zones`; empty: `zones` are empty; labelled: every card of `zones` "
        "lies on the pile labelled with its rank or suit; tops: pile i of `zones` shows rank `ranks[i]`; first-out: two players, the first "
        "whose own `zones` are all empty wins; lines: in each square grid zone of `zones` every pile holds a card and the top cards of every "
        "row, column and diagonal add up to `total` pips."
    )
    zones: list[ZoneRef] = Field(min_length=1, description="The zones the condition reads.")
    except_cards: list[CardPattern] = Field(default_factory=list, description="all-in: cards that end elsewhere.")
    key: Literal["rank", "suit"] = Field("rank", description="labelled: what the labels name.")
    ranks: list[Rank] | None = Field(None, description="tops: the rank each pile ends with.")
    suit_choice: str | None = Field(None, description="all-in: only the cards of the suit this choice names must lie in `zones`.")
    total: int | None = Field(None, ge=1, description="all-in: this many cards (instead of every card) must lie in `zones`; lines: the sum of every line.")


class FinalPile(Strict):
    zone: ZoneId = Field(description="The zone.")
    pile: int | None = Field(None, ge=0, description="Pile index in the zone; null: every pile of the zone.")
    top: list[CardPattern] | None = Field(None, description="Acceptable top cards.")
    bottom: list[CardPattern] | None = Field(None, description="Acceptable bottom cards.")
    count: int | None = Field(None, ge=0, description="Cards the pile holds.")


class FinalState(Strict):
    """The finished layout the book promises: checked against every winning end state."""

    piles: list[FinalPile] = Field(min_length=1, description="The promised piles.")


class PatchOp(Strict):
    op: Literal["add", "remove", "replace"] = Field(description="RFC 6902 operation.")
    path: str = Field(pattern=r"^/", description="JSON pointer into the rule set.")
    value: Any = Field(
        None,
        description="The new value (add, replace): any JSON value.",
        json_schema_extra={"type": ["object", "array", "string", "number", "boolean", "null"]},
    )


class Variant(Strict):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$", description="Variant id.")
    label: Text = Field(description="What the variant changes, in a few words.")
    game: str | None = Field(None, description="Corpus variant id, e.g. 'hagenaar2-11/opmerking'.")
    patch: list[PatchOp] = Field(min_length=1, description="JSON Patch on the base rule set.")


class Escape(Strict):
    """A named, versioned piece of code a rule set relies on where no primitive fits. Counted; the goal is none."""

    name: str = Field(pattern=r"^[a-z][a-z0-9-]*\.v[0-9]+$", description="Registered name with its version, e.g. 'staged-layout.v1'.")
    reason: Text = Field(description="Why no primitive fits.")


class RuleSet(Strict):
    schema_version: Literal[2] = Field(SCHEMA_VERSION, description="The language version.")
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$", description="The rule set's id (its file name).")
    games: list[str] = Field(min_length=1, description="Corpus game ids this rule set encodes.")
    status: Literal["complete", "incomplete"] = Field("complete", description="incomplete: the source is a fragment; missing parts are invented or left out.")
    titles: Titles = Field(description="The title as printed and in English and Dutch.")
    summary: Summary = Field(description="What the game is, in English and Dutch.")
    players: Players = Field(default_factory=Players, description="Players and turns.")
    deck: Deck = Field(description="The cards played with.")
    zones: list[Zone] = Field(min_length=1, description="The piles, zone by zone.")
    setup: list[SetupStep] = Field(default_factory=list, description="The deal program; the rest of the pack goes to the stock.")
    choices: list[Choice] = Field(default_factory=list, description="Decisions made before play.")
    phases: list[Phase] = Field(default_factory=list, description="Stages of the game, begun when their condition first holds.")
    moves: list[Rule] = Field(default_factory=list, description="The rules of play, in order (listing order of moves).")
    win: Win = Field(description="When the game is won.")
    final_state: FinalState | None = Field(None, description="The layout the book promises at the end.")
    advice: list[Text] = Field(default_factory=list, description="The book's own advice to the player, in English and Dutch; not a rule (nothing is enforced), its evidence at `/advice/N`.")
    variants: list[Variant] = Field(default_factory=list, description="Variants, as patches.")
    escapes: list[Escape] = Field(default_factory=list, description="Code escapes the rule set uses (none, ideally).")
    evidence: dict[str, list[Evidence]] = Field(default_factory=dict, description="JSON pointer of a field -> the clean-text spans that state it.")
    invented: dict[str, Text] = Field(default_factory=dict, description="JSON pointer of a field -> why it was chosen where the book is silent or damaged.")


    @model_validator(mode="after")
    def _references(self) -> "RuleSet":
        from . import consistency, references

        problem = references.check(self.model_dump(mode="json", by_alias=True, exclude_defaults=True)) or consistency.check(self)
        if problem:
            raise ValueError(problem)
        return self


Space.model_rebuild()
Free.model_rebuild()
Condition.model_rebuild()
DealRule.model_rebuild()
Play.model_rebuild()
RedealRule.model_rebuild()
Gather.model_rebuild()
