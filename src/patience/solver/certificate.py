"""Win certificates: the rule set, variant, seed and moves of a won deal; they replay."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path

from ..errors import PatienceError
from ..engine.game import Game, State
from ..fsutil import atomic_write, json_text, read_json


@dataclass(frozen=True)
class Certificate:
    rules: str
    variant: str | None
    seed: int
    moves: list[str]

    def text(self) -> str:
        """The certificate file's text."""
        return json_text(asdict(self))

    def save(self, path: Path) -> bool:
        return atomic_write(path, self.text())

    @classmethod
    def load(cls, path: Path) -> "Certificate":
        data = read_json(path)
        try:
            return cls(rules=data["rules"], variant=data.get("variant"), seed=int(data["seed"]), moves=list(data["moves"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise PatienceError(f"{path}: not a win certificate ({exc})") from None


def replay(game: Game, cert: Certificate) -> State:
    """Deal the certificate's seed and play its moves; every move must be legal and the end won."""
    state = game.deal(cert.seed)
    for i, text in enumerate(cert.moves, 1):
        try:
            move = game.parse_move(state, text)
        except PatienceError as exc:
            raise PatienceError(f"certificate {cert.rules} seed {cert.seed}: move {i}: {exc}") from None
        game.apply(state, move)
    if not game.is_won(state):
        raise PatienceError(f"certificate {cert.rules} seed {cert.seed}: the moves end without a win")
    return state
