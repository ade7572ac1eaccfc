"""patience: the reference digital edition of historical patience (solitaire) rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # imported when used, so that Ctrl-C at start-up meets patience.entry's handler
    from pathlib import Path

__version__ = "0.1.0"


def project_root() -> Path:
    """The data root: the folder holding `corpus/` and `rules_json/`.

    In order: PATIENCE_ROOT (work on a copy of the data; the tests do); the checkout around the
    current folder; the checkout this package was imported from (an editable install); the data
    an installed package carries (`patience/_data/`, see setup.py).
    """
    import os
    from pathlib import Path

    env = os.environ.get("PATIENCE_ROOT")
    if env:
        return Path(env).resolve()
    here = Path.cwd().resolve()
    package = Path(__file__).resolve().parent
    for folder in (here, *here.parents, package.parents[1], package / "_data"):
        if (folder / "corpus" / "sources.toml").is_file():
            return folder
    return package / "_data"
