"""Win certificates: the rule set, variant, seed and moves of a won deal; they replay. A deal may be
arranged: `order` then names the pack's cards in place of the seed's shuffle (`Game.deal`)."""

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
    order: list[str] | None = None  # an arranged deal: the pack from bottom to top, as card texts

    def text(self) -> str:
        """The certificate file's text (with `order` only for an arranged deal)."""
        data = asdict(self)
        if self.order is None:
            del data["order"]
        return json_text(data)

    @property
    def deal(self) -> str:
        """How the certificate names its deal: "seed 7", or "an arranged deal"."""
        return f"seed {self.seed}" if self.order is None else "an arranged deal"

    def save(self, path: Path) -> bool:
        return atomic_write(path, self.text())

    @classmethod
    def load(cls, path: Path) -> "Certificate":
        data = read_json(path)
        try:
            order = data.get("order")
            if order is not None and not (isinstance(order, list) and all(isinstance(c, str) for c in order)):
                raise ValueError("'order' is not a list of card texts")
            return cls(rules=data["rules"], variant=data.get("variant"), seed=int(data["seed"]), moves=list(data["moves"]),
                       order=order)
        except (KeyError, TypeError, ValueError) as exc:
            raise PatienceError(f"{path}: not a win certificate ({exc})") from None


def replay(game: Game, cert: Certificate) -> State:
    """Deal the certificate's deal and play its moves; every move must be legal and the end won."""
    try:
        state = game.deal(cert.seed, cert.order)
    except PatienceError as exc:
        raise PatienceError(f"certificate {cert.rules} {cert.deal}: {exc}") from None
    for i, text in enumerate(cert.moves, 1):
        try:
            move = game.parse_move(state, text)
        except PatienceError as exc:
            raise PatienceError(f"certificate {cert.rules} {cert.deal}: move {i}: {exc}") from None
        game.apply(state, move)
    if not game.is_won(state):
        raise PatienceError(f"certificate {cert.rules} {cert.deal}: the moves end without a win")
    return state
