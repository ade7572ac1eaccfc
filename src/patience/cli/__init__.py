"""The `patience` command: a thin layer over the library.

Each command calls one library function and turns a PatienceError into a
one-line message with a non-zero exit. Every command's help ends with an
example (tests/test_cli_docs.py fails when one is missing).
"""

from __future__ import annotations

import json
import sys
from typing import Any, Callable

import typer

from ..errors import PatienceError

app = typer.Typer(
    help="patience: clean the OCR corpus, encode and play historical patience games.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def emit(data: Any, as_json: bool, render: Callable[[Any], str]) -> None:
    """Print `data` as JSON (for scripts) or through `render` (for people)."""
    if as_json:
        typer.echo(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        typer.echo(render(data))


def _register() -> None:
    """Import every module of this package: each adds its commands to `app`."""
    import importlib
    import pkgutil

    for info in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{info.name}")


def main() -> None:
    """Console entry point: usage errors are click's; library errors are one line."""
    _register()
    try:
        app()
    except PatienceError as exc:
        typer.echo(f"error: {exc}", err=True)
        sys.exit(2)
    except KeyboardInterrupt:
        typer.echo("interrupted", err=True)
        sys.exit(130)
