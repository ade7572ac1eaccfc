"""Finding evidence spans: a quote of a game's clean text -> {game, start, end, quote}."""

from __future__ import annotations

from pathlib import Path

from .. import corpus
from ..errors import PatienceError


def locate(game_id: str, quote: str, nth: int = 1, root: Path | None = None) -> dict:
    """The evidence object for the `nth` occurrence (1-based) of `quote` in the game's clean text."""
    if nth < 1:
        raise PatienceError(f"--nth {nth}: occurrences count from 1")
    game = corpus.get_game(game_id, root)
    start, end = game.clean_span
    text = corpus.clean_text(game.source, root)
    hits = []
    i = text.find(quote, start, end)
    while i >= 0 and i + len(quote) <= end:
        hits.append(i)
        i = text.find(quote, i + 1, end)
    if not hits:
        raise PatienceError(f"{game_id}: quote not found in the clean text: {quote[:60]!r}")
    if nth > len(hits):
        raise PatienceError(f"{game_id}: quote occurs {len(hits)} time(s), not {nth}: {quote[:60]!r}")
    at = hits[nth - 1]
    return {"game": game_id, "start": at, "end": at + len(quote), "quote": quote}
