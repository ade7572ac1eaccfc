"""Matches: a two-player deal played to its end with one policy per player.

The executor lists the legal moves of the player on turn (`state.vars["turn"]`);
the policy of that player picks one (LANGUAGE.md §13). Policies are registered by name:

- `random`: a uniformly random legal move (seeded by the deal and the player);
- `greedy`: a move onto a foundation, else one that unloads a card onto the
  opponent, else one onto its own talon, else the first legal move.

A match ends when a player has won, no move is left, or `max_moves` is reached
(then it is unfinished).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Callable

from ..errors import PatienceError
from .game import PLAYERS, Game, Move, State
from .kinds import winner
from .kinds.cardmoves import DrawRT, MoveRT
from .kinds.dealing import DealRT
from .shuffle import SplitMix64

DEFAULT_MAX_MOVES = 20_000
_POLICY_STREAM = (1 << 19) + 16

Policy = Callable[[Game, State, list[Move]], Move]
_POLICIES: dict[str, Callable[[int, int], Policy]] = {}


def policy(name: str):
    """Register a policy factory `(seed, player) -> policy` under `name`."""

    def add(factory: Callable[[int, int], Policy]) -> Callable[[int, int], Policy]:
        _POLICIES[name] = factory
        return factory

    return add


def policy_names() -> list[str]:
    return sorted(_POLICIES)


def two_player(game: Game) -> None:
    """A PatienceError unless the rule set is for two players."""
    if not game.two:
        raise PatienceError(f"{game.rules.id}: not a two-player game (players.count is 1)")


@policy("random")
def _random(seed: int, player: int) -> Policy:
    rng = SplitMix64(seed * (1 << 20) + _POLICY_STREAM + player)
    return lambda game, state, moves: moves[rng.below(len(moves))]


def target(game: Game, move: Move) -> int | None:
    """The pile a move puts a card on, if it is a card move or a dealt card's placement."""
    if move[0] < 0:
        return None
    r = game.rules_rt[move[0]]
    if isinstance(r, (MoveRT, DrawRT)):
        return move[2]
    if isinstance(r, DealRT) and move[1] >= 0:
        return move[1]
    return None


def move_class(game: Game, state: State, move: Move) -> int:
    """0: onto a foundation, 1: onto the opponent's piles, 2: onto one's own talon, 3: other."""
    dst = target(game, move)
    if dst is None:
        return 3
    rt = game.pile_zone[dst]
    if rt.spec.role == "foundation":
        return 0
    turn = state.vars["turn"]
    if rt.owner == 1 - turn:
        return 1
    if rt.owner == turn and rt.spec.role == "talon":
        return 2
    return 3


@policy("greedy")
def _greedy(seed: int, player: int) -> Policy:
    return lambda game, state, moves: min(moves, key=lambda m: move_class(game, state, m))


@dataclass
class MatchResult:
    game: str
    seed: int
    policies: list[str]
    starter: str
    winner: str  # "A", "B", "both" or "none"
    finished: bool
    moves: int
    move_list: list[str] = field(default_factory=list)
    movers: str = ""  # who made each move: "A" or "B"

    def as_dict(self) -> dict:
        return asdict(self)


def play_match(game: Game, seed: int, policies: list[str], max_moves: int = DEFAULT_MAX_MOVES) -> MatchResult:
    """Deal `seed` and play it out, player A by `policies[0]`, B by `policies[1]`."""
    if len(policies) != 2:
        raise PatienceError(f"a match needs two policies (A,B), got {','.join(policies) or 'none'}")
    unknown = [p for p in policies if p not in _POLICIES]
    if unknown:
        raise PatienceError(f"unknown policy {unknown[0]!r} (known: {', '.join(policy_names())})")
    two_player(game)
    state = game.deal(seed)
    starter = PLAYERS[state.vars["turn"]]
    players = [_POLICIES[name](seed, i) for i, name in enumerate(policies)]
    made: list[str] = []
    movers: list[str] = []
    finished = False
    while len(made) < max_moves:
        moves = list(game.legal_moves(state))
        if not moves:
            finished = True
            break
        turn = state.vars["turn"]
        move = players[turn](game, state, moves)
        made.append(game.move_text(move))
        movers.append(PLAYERS[turn])
        game.apply(state, move)
    won = winner(game, state)
    return MatchResult(game.rules.id, seed, list(policies), starter, won or "none", finished or won is not None,
                       len(made), made, "".join(movers))


def tally(results: list[MatchResult]) -> dict:
    """Wins per side ('A', 'B', 'both', 'none'), unfinished matches and starts per side."""
    wins = {k: sum(r.winner == k for r in results) for k in ("A", "B", "both", "none")}
    return {
        "deals": len(results),
        "wins": wins,
        "unfinished": sum(not r.finished for r in results),
        "starts": {k: sum(r.starter == k for r in results) for k in PLAYERS},
        "wins_by_starter": sum(r.winner == r.starter for r in results),
        "mean_moves": round(sum(r.moves for r in results) / len(results), 1) if results else 0,
    }
