"""The sections of a game page drawn from its encoding: one plug-in function each.

Each takes the game and its phrases and returns Markdown, or None when there is nothing to
show yet. A game without a rule set gets one plain "not yet encoded" notice instead. The
functions still returning None plug in as their stages land: the rules renderer and the
layout SVG with the schema (`patience.rules`), the facts card with `patience.rules.facts`
and `bench/results/winrates.json`, disagreements with `patience diff`, other versions with
the alignment of books.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ..fsutil import read_json
from .markdown import escape
from .model import Encoding, GameDoc
from .phrases import Phrases


def load_encodings(root: Path) -> dict[str, Encoding]:
    """The rule sets in `rules_json/<game-id>.json`, by game id (none while the folder is empty)."""
    folder = root / "rules_json"
    return {
        path.stem: Encoding(ruleset=read_json(path), file=str(path))
        for path in sorted(folder.glob("*.json"))
    }


def summary(game: GameDoc, ph: Phrases) -> str | None:
    """The encoding's summary in the page's language."""
    text = game.encoding and (game.encoding.ruleset.get("summary") or {}).get(ph.lang)
    return escape(text) if text else None


def rules_text(game: GameDoc, ph: Phrases) -> str | None:
    """The rules written out from the encoding in the page's language."""
    return None


def layout_svg(game: GameDoc, ph: Phrases) -> str | None:
    """An SVG diagram of the encoding's zones and deal."""
    return None


def facts_card(game: GameDoc, ph: Phrases) -> str | None:
    """Players, packs, passes, foundations and the executor's win rate over N deals."""
    return None


def encoded_variants(game: GameDoc, ph: Phrases) -> str | None:
    """The variants the encoding describes."""
    return None


def disagreements(game: GameDoc, ph: Phrases) -> str | None:
    """Where the encoding and other versions disagree, from `patience diff`."""
    return None


def other_versions(game: GameDoc, ph: Phrases) -> str | None:
    """The same game in other books, from the alignment."""
    return None


def json_download(game: GameDoc, ph: Phrases) -> str | None:
    """A link to the game's JSON rule set, copied beside the page as `<game-id>.json`."""
    if game.encoding is None:
        return None
    return f"[{game.id}.json]({game.id}.json)"


SECTIONS: tuple[tuple[str, Callable[[GameDoc, Phrases], str | None]], ...] = (
    ("heading.summary", summary),
    ("heading.rules", rules_text),
    ("heading.layout", layout_svg),
    ("heading.facts", facts_card),
    ("heading.encoded_variants", encoded_variants),
    ("heading.disagreements", disagreements),
    ("heading.versions", other_versions),
    ("heading.download", json_download),
)
"""The encoding sections in page order, each with the phrase key of its heading."""
