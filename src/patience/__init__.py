"""patience: the reference digital edition of historical patience (solitaire) rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported when used, so that Ctrl-C at start-up meets patience.entry's handler
    from pathlib import Path

__version__ = "0.1.0"


def project_root() -> Path:
    """The repository root: the folder holding `corpus/` and `rules_json/`.

    Set PATIENCE_ROOT to work on a copy of the data (the tests do).
    """
    import os
    from pathlib import Path

    env = os.environ.get("PATIENCE_ROOT")
    if env:
        return Path(env).resolve()
    here = Path.cwd().resolve()
    for folder in (here, *here.parents):
        if (folder / "corpus" / "sources.toml").is_file():
            return folder
    return Path(__file__).resolve().parents[2]
