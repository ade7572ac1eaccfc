"""`patience corpus …`: clean the OCR sources, list and show games."""

from __future__ import annotations

import typer

from . import app

corpus_app = typer.Typer(help="The corpus stage: clean the OCR sources and segment them into games.", no_args_is_help=True)
app.add_typer(corpus_app, name="corpus")
