"""Shared test helpers: a minimal rule set, the committed games, hand-laid positions and the texts of
the legal moves.

Import as `from helpers import ...`: pytest (default "prepend" import mode) puts tests/ on sys.path
for tests/conftest.py, so this works for `pytest` and `python -m pytest` from any directory.

Piles are written as in the position notation (schema/LANGUAGE.md §15), bottom card first:
upper-case cards are face up, lower-case ones face down, and upper-case cards before the first
face-down one are the `under` segment (cards slid beneath the pile): "KH qs 5C" is one card under,
one face down and one face up.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

from patience import fast
from patience.engine import cards
from patience.engine.game import Game, State
from patience.rules.load import load, with_variant
from patience.rules.model import RANKS, RuleSet

Cards = str | Iterable[str | int]


def rule_set(**fields: Any) -> RuleSet:
    """A test rule set: id "t", titles, summary and one whist pack, with `fields` (zones, setup,
    moves, choices, win, deck, players, ...) laid over them."""
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


def make_game(zones: list[dict], moves: list[dict] | None = None, **fields: Any) -> Game:
    """A compiled test rule set; `win` defaults to 'every card in the first zone that is not the stock' (all-in),
    which a hand-laid position of a few cards does not meet."""
    home = next((z["id"] for z in zones if z.get("role") != "stock"), zones[0]["id"])
    fields.setdefault("win", {"kind": "all-in", "zones": [home]})
    return Game(rule_set(zones=zones, moves=moves or [], **fields))


def _parse(spec: Cards) -> tuple[list[int], int, int]:
    """(codes bottom to top, under, down) from "5C 6c 7C" or ["5C", "6C"] (ints are taken as face-up codes)."""
    items = spec.split() if isinstance(spec, str) else list(spec)
    codes: list[int] = []
    faces: list[bool] = []  # True: face down
    for c in items:
        if isinstance(c, int):
            codes.append(c)
            faces.append(False)
        else:
            codes.append(cards.parse(c))
            faces.append(c != c.upper())
    if True not in faces:
        return codes, 0, 0
    first = faces.index(True)
    down = 0
    while first + down < len(faces) and faces[first + down]:
        down += 1
    if True in faces[first + down :]:
        raise ValueError(f"face-down cards must lie together: {spec!r}")
    return codes, first, down


def empty_state(game: Game, seed: int = 1) -> State:
    """A position with every pile empty and every counter of the deal (for hand-laid positions)."""
    st = game.deal(seed)
    return lay(game, st, clear=True)


def lay(game: Game, state: State, *, clear: bool | Iterable[str] = False, face_up: bool = False,
        **piles: Cards) -> State:
    """Replace the named piles of `state` (bottom to top, in position notation; "" empties a pile) and return it.

    clear: True empties every other pile first; zone ids empty the piles of those zones only.
    Emptied and named piles get their `down` and `under` from the notation (0 for an empty pile).
    face_up: kept for old callers (named piles are laid exactly as written anyway).
    Unnamed piles are left as they are.
    """
    if clear:
        emptied = range(len(state.piles)) if clear is True else [p for z in clear for p in game.zones[z].piles]
        for p in emptied:
            state.piles[p] = []
            state.down[p] = 0
            state.under[p] = 0
    for name, spec in piles.items():
        p = game.pile_index[name]
        state.piles[p], state.under[p], state.down[p] = _parse(spec)
    return state


def position(game: Game, *, seed: int = 1, clear: bool | Iterable[str] = True, face_up: bool = False,
             **piles: Cards) -> State:
    """The deal of `seed` (with its counters) with piles replaced as by `lay` (every other pile emptied by default)."""
    return lay(game, game.deal(seed), clear=clear, face_up=face_up, **piles)


def pile(game: Game, state: State, name: str) -> str:
    """A pile in position notation (bottom first, face-down cards lower case): 'KH qs 5C'."""
    line = game.position_text(state).splitlines()[game.pile_index[name]]
    return line.split(":", 1)[1].strip()


def move_texts(game: Game, state: State) -> set[str]:
    """The texts of the legal moves."""
    return {game.move_text(m) for m in game.legal_moves(state)}


def listed(game: Game, state: State) -> list[str]:
    """The texts of the legal moves in listing order (repeats kept)."""
    return [game.move_text(m) for m in game.legal_moves(state)]


def sorted_move_texts(game: Game, state: State) -> list[str]:
    """The texts of the legal moves, sorted, repeats kept (for assertions on the exact list)."""
    return sorted(game.move_text(m) for m in game.legal_moves(state))


def play(game: Game, state: State, *texts: str) -> State:
    """Make the moves named by `texts` (each must be legal) and return the state."""
    for t in texts:
        game.apply(state, game.parse_move(state, t))
    return state


REPO = Path(__file__).resolve().parents[1]


def with_value(doc: dict, path: tuple, value: Any) -> dict:
    """A copy of a rule file's document with the value at `path` (keys and indexes) replaced."""
    doc = copy.deepcopy(doc)
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return doc


@cache
def rule_game(rule_id: str, variant: str | None = None) -> Game:
    """The compiled committed rule set `rules_json/<rule_id>.json`, with `variant` laid over it."""
    rules = load(rule_id, REPO)
    return Game(with_variant(rules, variant) if variant else rules)


def dealt(rule_id: str, seed: int, *moves: str, variant: str | None = None) -> tuple[Game, State]:
    """The committed game and its deal of `seed` with `moves` made."""
    g = rule_game(rule_id, variant)
    return g, play(g, g.deal(seed), *moves)


def first_moves(game: Game, state: State, n: int) -> State:
    """Make the first legal move `n` times (a fixed line of play through a real deal)."""
    for _ in range(n):
        game.apply(state, next(iter(game.legal_moves(state))))
    return state


def top(game: Game, state: State, name: str) -> str:
    """The top card of a pile in position notation ('' when empty)."""
    cs = pile(game, state, name).split()
    return cs[-1] if cs else ""


def run(first: str, last: str, suit: str, step: int = 1) -> str:
    """The cards of `suit` from rank `first` to rank `last` (either way, by `step`), as a pile."""
    a, b = RANKS.index(first), RANKS.index(last)
    step = step if b >= a else -step
    return " ".join(f"{RANKS[i]}{suit}" for i in range(a, b + step, step))


def run_cli(*args: str, stdin: str | None = None, root: Path | None = None, timeout: float = 120):
    """The `patience` command of this checkout (its src/ first on the path) in a subprocess, optionally on a
    copy of the data (PATIENCE_ROOT); returns the CompletedProcess (text stdout and stderr)."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "PYTHONPATH": str(REPO / "src")}
    if root:
        env["PATIENCE_ROOT"] = str(root)
    return subprocess.run([sys.executable, "-c", "from patience.entry import main; main()", *args], capture_output=True,
                          text=True, input=stdin, timeout=timeout, env=env)


def core_makes_it_alike(core: Any, game: Game, st: State, move: tuple, where: str) -> None:
    """The compiled core (loaded with `st`) and the executor make `move` alike, and the core's undo
    gives `st` back; `st` and the core are left after the move."""
    mark = core.apply(move)
    before = st.copy()
    game.apply(st, move)
    assert core.position() == (st.piles, st.down, st.passes, st.vars), where
    assert [core.slid_under(p) for p in range(len(st.piles))] == st.under, where
    core.undo(mark)
    assert core.position() == (before.piles, before.down, before.passes, before.vars), where
    assert [core.slid_under(p) for p in range(len(before.piles))] == before.under, where
    core.apply(move)


def reference_key(plan: Any, st: State) -> tuple:
    """The executor's key of `st` with the piles of each interchangeable group of the core's `plan` sorted, and passes
    only where they matter: two positions have one core key exactly when they have one reference key."""
    groups: dict[int, list] = {}
    for p, g in enumerate(plan.group):
        groups.setdefault(g, []).append((tuple(st.piles[p]), st.down[p], st.under[p]))
    return (tuple(tuple(sorted(v)) for _, v in sorted(groups.items())), st.passes if plan.passes_matter else 0,
            tuple(sorted(st.vars.items())))


class KeysAgree:
    """Over every position checked, the core's key and `reference_key` name the same positions, one to one
    (`check` after the core is loaded with the position)."""

    def __init__(self) -> None:
        self.mine: dict[int, tuple] = {}
        self.theirs: dict[tuple, int] = {}

    def check(self, core: Any, st: State, where: str = "") -> None:
        k, ref = core.key(), reference_key(core.plan, st)
        assert self.mine.setdefault(k, ref) == ref, where
        assert self.theirs.setdefault(ref, k) == k, where


def core_walk(game: Game, seeds: Iterable[int], steps: int,
              pick: Callable[[random.Random, list[tuple]], tuple] | None = None) -> Iterator[tuple[str, State, list[tuple], tuple | None]]:
    """Random walks from the deals of `seeds` (at most `steps` moves each), the compiled core checked against the
    executor at every position: the same legal moves in the same order, the same verdict, keys that agree
    (`KeysAgree`), and each move made and undone alike (`core_makes_it_alike`). Yields (where, position, its legal
    moves, the move about to be made: None at a dead end) before the move; `pick` chooses it (default: at random)."""
    core = fast.core_for(game)
    assert core is not None, f"{game.rules.id}: the core does not compile it"
    keys = KeysAgree()
    for seed in seeds:
        rng = random.Random(seed)
        st = game.deal(seed)
        for step in range(steps):
            where = f"seed {seed} step {step}"
            fast.load(core, st)
            legal = list(game.legal_moves(st))
            assert core.moves() == legal, where
            assert core.won() == game.is_won(st), where
            keys.check(core, st, where)
            move = (rng.choice(legal) if pick is None else pick(rng, legal)) if legal else None
            yield where, st, legal, move
            if move is None:
                break
            core_makes_it_alike(core, game, st, move, where)


def moves_made(game: Game, seeds: Iterable[int], steps: int,
               pick: Callable[[random.Random, list[tuple]], tuple] | None = None, by: str = "id") -> Counter[str]:
    """The moves made on `core_walk`s from the deals of `seeds` (chosen by `pick`), counted by their rule's `id` (or
    `kind`, with `by`)."""
    return Counter(getattr(game.rules_rt[m[0]].spec, by) for *_, m in core_walk(game, seeds, steps, pick) if m is not None)
