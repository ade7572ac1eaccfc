"""The `patience` command: a thin layer over the library.

Each command calls one library function. Every error (a PatienceError, a usage
error) is one line on stderr, `patience: error: …`, with exit 2. Every command's help ends with an
example (tests/test_cli_docs.py fails when one is missing).
"""

from __future__ import annotations

import json
import sys
from typing import Any, Callable

import typer

from .. import __version__
from ..errors import PatienceError

app = typer.Typer(
    help="patience: clean the OCR corpus, encode and play historical patience games.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"patience {__version__}")
        raise typer.Exit()


@app.callback()
def _options(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True, help="Print the version and exit."),
) -> None:
    """The options before a command (the app's help is `app`'s)."""


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


INTERRUPTED = 130  # the exit code after Ctrl-C
EXTRAS = {"spacy": "extract", "pymorphy3": "extract", "mkdocs": "site", "material": "site", "playwright": "dev", "rapidfuzz": "ocr"}
"""The optional packages, by the extra that installs them (pyproject.toml)."""


def fail(message: str) -> None:
    """Print one error line and exit 2."""
    typer.echo(f"patience: error: {' '.join(message.split())}", err=True)
    sys.exit(2)


def main() -> None:
    """Console entry point: every error is one line on stderr and exit 2 (usage errors
    included); Ctrl-C exits 130 without a traceback."""
    try:
        _register()
        code = app(standalone_mode=False)
    except typer.TyperException as exc:  # click's usage errors (typer vendors click)
        message = exc.format_message()
        if not message.strip():  # a group called without a command: typer has printed its help
            sys.exit(2)
        fail(message)
    except PatienceError as exc:
        fail(str(exc))
    except ModuleNotFoundError as exc:  # an optional part of the package (extras) is not installed
        extra = EXTRAS.get((exc.name or "").partition(".")[0])
        if extra is None:
            raise
        fail(f"{exc.name} is not installed: this command needs pip install 'patience[{extra}]'")
    except OSError as exc:  # a path the library does not wrap: still one line
        fail(f"{exc.filename}: {exc.strerror}" if exc.filename else str(exc))
    except (KeyboardInterrupt, typer.Abort):
        code = INTERRUPTED
    if code == INTERRUPTED:  # typer returns 130 for a Ctrl-C in a command
        typer.echo("patience: interrupted", err=True)
    sys.exit(code if isinstance(code, int) else 0)
