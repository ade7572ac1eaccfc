"""The JSON Schema (2020-12) generated from the models; committed at schema/."""

from __future__ import annotations

import json
from pathlib import Path

from .. import project_root
from ..fsutil import atomic_write
from .model import SCHEMA_VERSION, RuleSet

SCHEMA_ID = "urn:patience:schema:rules:2"


def schema_path(root: Path | None = None) -> Path:
    return (root or project_root()) / "schema" / "patience-rules.schema.json"


def generate() -> dict:
    schema = RuleSet.model_json_schema(by_alias=True)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        **schema,
        "title": f"Patience rule set (rule language version {SCHEMA_VERSION})",
    }


def schema_text() -> str:
    return json.dumps(generate(), ensure_ascii=False, indent=2) + "\n"


def write(root: Path | None = None) -> bool:
    """Write the schema file; False when it was already up to date."""
    return atomic_write(schema_path(root), schema_text())
