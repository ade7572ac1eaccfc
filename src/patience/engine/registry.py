"""Named special mechanics: parameterised components that plug into the executor.

A component is registered by name with a pydantic model of its parameters
(`extra="forbid"`, defaults as its config). It may add setup work, legal
moves, the way its own moves apply, a win test, and a text form for its moves.
Components live in `patience.engine.components`, one module each.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable

from pydantic import BaseModel, ConfigDict, ValidationError

from ..errors import PatienceError

if TYPE_CHECKING:
    from .game import Game, Log, Move, State

_REGISTRY: dict[str, type["Component"]] = {}
#: First words of the executor's own moves, which no component may use.
EXECUTOR_TAGS = frozenset({"m", "draw", "row", "redeal", "choose"})


class Params(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Component:
    """Base class: override what the mechanic needs."""

    name: ClassVar[str]
    #: The first words of this component's moves (e.g. "pair", "fill").
    tags: ClassVar[tuple[str, ...]] = ()
    Params: ClassVar[type[Params]] = Params
    #: True when the component's moves are the only moves (a procedure with no other play).
    exclusive: ClassVar[bool] = False
    #: Zones whose piles the mechanic tells apart by position.
    positional_zones: tuple[str, ...] = ()

    def __init__(self, game: "Game", params: Params) -> None:
        self.game = game
        self.params = params

    def setup(self, state: "State", log: "Log") -> None:
        """Work after the deal (e.g. tucking court cards)."""

    def moves(self, state: "State") -> Iterable["Move"]:
        return ()

    def gate(self, state: "State", moves: Iterable["Move"]) -> Iterable["Move"]:
        """Filter or replace the moves the rules allow now (compulsory plays, deal phases).
        Gates of several components compose; the default lets every move through."""
        return moves

    def apply(self, state: "State", move: "Move", log: "Log") -> None:
        raise NotImplementedError(self.name)

    def facts(self) -> dict[str, Any]:
        """Facts this mechanic decides (e.g. {"redeals": "unlimited"} when it re-deals
        itself); they override what the rule set's own fields say."""
        return {}

    def won(self, state: "State") -> bool:
        raise PatienceError(f"component '{self.name}' defines no win condition")

    def move_text(self, move: "Move") -> str:
        return " ".join(str(x) for x in move)

    def parse(self, tokens: list[str]) -> "Move":
        raise PatienceError(f"cannot parse a '{self.name}' move from {' '.join(tokens)!r}")


def register(cls: type[Component]) -> type[Component]:
    """Class decorator: add a component under its `name` (names are unique)."""
    clash = set(cls.tags) & EXECUTOR_TAGS
    if clash:
        raise PatienceError(f"mechanic {cls.name!r}: move tag {sorted(clash)[0]!r} is the executor's own")
    other = _REGISTRY.get(cls.name)
    if other is not None and other is not cls:
        raise PatienceError(f"mechanic name {cls.name!r} registered twice ({other.__module__}, {cls.__module__})")
    _REGISTRY[cls.name] = cls
    return cls


def _load_all() -> None:
    from . import components

    for info in pkgutil.iter_modules(components.__path__):
        importlib.import_module(f"{components.__name__}.{info.name}")


def names() -> list[str]:
    _load_all()
    return sorted(_REGISTRY)


def params_model(name: str) -> type[Params] | None:
    """The pydantic Params model of mechanic `name`, or None when no such mechanic is registered."""
    _load_all()
    cls = _REGISTRY.get(name)
    return cls.Params if cls is not None else None


def create(game: "Game", name: str, params: dict[str, Any]) -> Component:
    """Instantiate a registered component, validating its parameters."""
    _load_all()
    cls = _REGISTRY.get(name)
    if cls is None:
        raise PatienceError(f"unknown mechanic {name!r} (known: {', '.join(sorted(_REGISTRY))})")
    try:
        return cls(game, cls.Params(**params))
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(x) for x in err["loc"])
        raise PatienceError(f"mechanic {name!r} parameter {where}: {err['msg']}") from None
