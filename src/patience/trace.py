"""Looking at play: the legal moves of a position, seeded playouts, and the conformance records built from them.

A *trace* is a playout recorded step by step: the position (its canonical
notation, LANGUAGE.md §15), the sorted legal move texts, the win flag and the
move chosen. Conformance records (§19) are traces of seeded random playouts,
written to `checks/conformance/<rule set>[~variant].jsonl`, for a second
implementation to be tested against.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any, Callable, Iterator

from . import project_root
from .engine.game import Game, Move, State
from .errors import PatienceError
from .fsutil import atomic_write

Policy = Callable[[Game, State, list[Move]], Move]

MIN_POSITIONS = 200  # conformance records per rule set and variant, where the game lasts that long
PLAYOUT_STEPS = 60  # steps per conformance playout
MAX_PLAYOUTS = 40


def split_moves(game: Game, state: State, line: str) -> list[str]:
    """Move texts from one line: comma-separated, or space-separated words read greedily (the shortest run of words
    that is a legal move in the position reached so far). The position is left as it was."""
    if "," in line:
        return [t.strip() for t in line.split(",") if t.strip()]
    words, out, logs = line.split(), [], []
    while words:
        for n in range(1, len(words) + 1):
            text = " ".join(words[:n])
            legal = {game.move_text(m): m for m in game.legal_moves(state)}
            if text in legal:
                logs.append(game.apply(state, legal[text]))
                out.append(text)
                del words[:n]
                break
        else:
            out.append(" ".join(words))  # not legal: after_moves reports why
            break
    for log in reversed(logs):
        game.undo(state, log)
    return out


def after_moves(game: Game, seed: int, texts: list[str]) -> State:
    """The position of deal `seed` after the moves `texts` (each must be legal in turn)."""
    state = game.deal(seed)
    for i, text in enumerate(texts, 1):
        try:
            move = game.parse_move(state, text)
        except PatienceError as exc:
            raise PatienceError(f"--after move {i}: {exc}") from None
        game.apply(state, move)
    return state


def moves_report(game: Game, seed: int, line: str) -> dict[str, Any]:
    """`patience moves`: the position after the moves of `line` and its legal moves with the rule allowing each."""
    texts = split_moves(game, game.deal(seed), line)
    state = after_moves(game, seed, texts)
    legal = list(game.legal_moves(state))
    return {
        "id": game.rules.id,
        "seed": seed,
        "after": texts,
        "position": game.position_text(state),
        "won": game.is_won(state),
        "moves": [{"move": game.move_text(m), "rule": game.rule_of(m)} for m in legal],
    }


def policy(spec: str) -> Policy:
    """`first` (the first legal move) or `random:S` (uniform, seeded by S)."""
    if spec == "first":
        return lambda game, state, moves: moves[0]
    kind, _, arg = spec.partition(":")
    if kind == "random" and arg.lstrip("-").isdigit():
        rng = random.Random(int(arg))
        return lambda game, state, moves: moves[rng.randrange(len(moves))]
    raise PatienceError(f"unknown policy {spec!r} (first, random:SEED)")


def trace(game: Game, seed: int, steps: int, choose: Policy) -> Iterator[dict[str, Any]]:
    """The playout of deal `seed`, one record per position, until `steps` moves or no legal move."""
    state = game.deal(seed)
    for step in range(steps + 1):
        legal = list(game.legal_moves(state))
        record: dict[str, Any] = {
            "seed": seed,
            "step": step,
            "position": game.position_text(state),
            "legal": sorted(game.move_text(m) for m in legal),
            "won": game.is_won(state),
        }
        if not legal or step == steps:
            yield record
            return
        move = choose(game, state, legal)
        record["chosen"] = game.move_text(move)
        game.apply(state, move)
        if step == steps - 1:
            record["after"] = game.position_text(state)
            yield record
            return
        yield record


def conformance_records(game: Game, min_positions: int = MIN_POSITIONS) -> list[dict[str, Any]]:
    """Records of seeded random playouts (seed n, policy random:n) until there are `min_positions` of them.

    A record without `after` is followed by the next step's record, whose position is the position after
    its `chosen` move; the last record of a playout that stops on a move carries `after`."""
    out: list[dict[str, Any]] = []
    for seed in range(1, MAX_PLAYOUTS + 1):
        out += trace(game, seed, PLAYOUT_STEPS, policy(f"random:{seed}"))
        if len(out) >= min_positions:
            break
    return out


def conformance_dir(root: Path | None = None) -> Path:
    return (root or project_root()) / "checks" / "conformance"


def conformance_path(rule_id: str, variant: str | None, root: Path | None = None) -> Path:
    return conformance_dir(root) / f"{rule_id}{'~' + variant if variant else ''}.jsonl"


def records_text(records: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n" for r in records)


def write_conformance(game: Game, rule_id: str, variant: str | None, root: Path | None = None) -> tuple[Path, int, bool]:
    """Write the rule set's records; returns (path, records, changed)."""
    records = conformance_records(game)
    path = conformance_path(rule_id, variant, root)
    return path, len(records), atomic_write(path, records_text(records))


def check_records(game: Game, records: list[dict[str, Any]]) -> str | None:
    """Replay conformance records with this executor: the first disagreement, or None."""
    state: State | None = None
    for i, r in enumerate(records):
        if r["step"] == 0:
            state = game.deal(r["seed"])
        assert state is not None
        where = f"record {i + 1} (seed {r['seed']}, step {r['step']})"
        if game.position_text(state) != r["position"]:
            return f"{where}: the position differs"
        legal = sorted(game.move_text(m) for m in game.legal_moves(state))
        if legal != r["legal"]:
            return f"{where}: legal moves differ: {sorted(set(legal) ^ set(r['legal']))[:6]}"
        if game.is_won(state) != r["won"]:
            return f"{where}: the win flag differs"
        if "chosen" in r:
            game.apply(state, game.parse_move(state, r["chosen"]))
            if "after" in r and game.position_text(state) != r["after"]:
                return f"{where}: the position after {r['chosen']!r} differs"
    return None


def read_records(path: Path) -> list[dict[str, Any]]:
    try:
        return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]
    except (OSError, json.JSONDecodeError) as exc:
        raise PatienceError(f"{path}: unreadable conformance file ({exc})") from None
