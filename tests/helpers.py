"""Shared test helpers: a minimal rule set, hand-laid positions and the texts of the legal moves.

Import as `from helpers import ...`: pytest (default "prepend" import mode) puts tests/ on sys.path
for tests/conftest.py, so this works for `pytest` and `python -m pytest` from any directory.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from patience.engine import cards
from patience.engine.game import Game, State
from patience.rules.model import RuleSet

Cards = str | Iterable[str | int]


def rule_set(**fields: Any) -> RuleSet:
    """A test rule set: id "t", titles, summary and one whist pack, with `fields` (zones, setup,
    moves, mechanics, win, deck, players, ...) laid over them."""
    return RuleSet.model_validate(
        {
            "id": "t",
            "games": ["t"],
            "titles": {"original": "t", "en": "t", "nl": "t"},
            "summary": {"en": "a test rule set only", "nl": "alleen een klein testspel"},
            "deck": {"pack": "whist"},
            **fields,
        }
    )


def _codes(spec: Cards) -> list[int]:
    """Card codes, bottom to top, from "5C 6C" or ["5C", "6C"] (ints are taken as card codes)."""
    items = spec.split() if isinstance(spec, str) else spec
    return [c if isinstance(c, int) else cards.parse(c) for c in items]


def lay(game: Game, state: State, *, clear: bool | Iterable[str] = False, face_up: bool = False,
        **piles: Cards) -> State:
    """Replace the named piles of `state` (bottom to top; "" or [] empties a pile) and return it.

    clear: True empties every other pile first; zone ids empty the piles of those zones only.
    face_up: the named (and cleared) piles get no face-down cards. Unnamed piles are left as they are.
    """
    if clear:
        emptied = range(len(state.piles)) if clear is True else [p for z in clear for p in game.zones[z].piles]
        for p in emptied:
            state.piles[p] = []
            if face_up:
                state.down[p] = 0
    for name, spec in piles.items():
        p = game.pile_index[name]
        state.piles[p] = _codes(spec)
        if face_up:
            state.down[p] = 0
    return state


def position(game: Game, *, seed: int = 1, clear: bool | Iterable[str] = False, face_up: bool = False,
             **piles: Cards) -> State:
    """The deal of `seed` with piles replaced as by `lay`."""
    return lay(game, game.deal(seed), clear=clear, face_up=face_up, **piles)


def move_texts(game: Game, state: State) -> set[str]:
    """The texts of the legal moves."""
    return {game.move_text(m) for m in game.legal_moves(state)}


def sorted_move_texts(game: Game, state: State) -> list[str]:
    """The texts of the legal moves, sorted, repeats kept (for assertions on the exact list)."""
    return sorted(game.move_text(m) for m in game.legal_moves(state))
