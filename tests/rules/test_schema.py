"""The committed JSON Schema is generated from the models, and every rule file obeys it."""

import json
from pathlib import Path

import jsonschema
import pytest

from patience.rules import schema
from patience.rules.load import rules_dir
from patience.rules.validate import validate_all

FILES = sorted(rules_dir().glob("*.json"))


def test_committed_schema_is_up_to_date():
    assert schema.schema_path().read_text("utf-8") == schema.schema_text(), "run `patience schema`"


def test_schema_is_a_valid_2020_12_schema():
    jsonschema.Draft202012Validator.check_schema(json.loads(schema.schema_text()))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_rule_file_validates_against_the_committed_schema(path):
    validator = jsonschema.Draft202012Validator(json.loads(schema.schema_path().read_text("utf-8")))
    errors = sorted(validator.iter_errors(json.loads(path.read_text("utf-8"))), key=str)
    assert not errors, errors[0].message


def test_patience_validate_passes_for_every_rule_file():
    bad = [(r.id or r.file, r.errors) for r in validate_all() if not r.ok]
    assert not bad
