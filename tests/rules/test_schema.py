"""The committed JSON Schema is generated from the models, and every rule file obeys it."""

import json
from pathlib import Path

import jsonschema
import pytest

from patience.engine.game import Game
from patience.rules import schema
from patience.rules.load import load_ruleset, rules_dir
from patience.rules.validate import check_play, validate_file

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


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_patience_validate_passes_for_every_rule_file(path):
    report = validate_file(path)
    assert report.ok, report.errors


@pytest.mark.parametrize("broken", ["the piles", "a face-down count", "the passes"])
def test_validate_names_an_undo_that_leaves_any_part_of_the_position_changed(monkeypatch, broken):
    undo = Game.undo

    def careless(self, state, log):  # undoes the move, then leaves one part of the position changed
        undo(self, state, log)
        if broken == "the piles":
            state.piles[0].append(self.pack[0])
        elif broken == "a face-down count":
            state.down[0] += 1
        else:
            state.passes += 1

    monkeypatch.setattr(Game, "undo", careless)
    errors = check_play(load_ruleset(rules_dir() / "hagenaar2-09.json"))
    assert errors and "does not restore the position" in errors[0], errors


def _objects(node, path="#"):
    """Every object schema in the generated schema, with its JSON path."""
    if isinstance(node, dict):
        if node.get("type") == "object" or "properties" in node:
            yield path, node
        for k, v in node.items():
            yield from _objects(v, f"{path}/{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _objects(v, f"{path}/{i}")


def test_every_object_of_the_schema_is_closed():
    doc = json.loads(schema.schema_text())
    open_objects = [p for p, o in _objects(doc) if o.get("additionalProperties", False) is not False
                    and not (p.endswith("/evidence") or p.endswith("/invented") or "/only_to" in p or "/ranks" in p)]
    assert not open_objects, open_objects


def test_only_maps_keyed_by_data_are_open_and_they_type_their_values():
    doc = json.loads(schema.schema_text())
    for p, o in _objects(doc):
        extra = o.get("additionalProperties", False)
        if extra is not False:
            assert isinstance(extra, dict) and extra, f"{p}: a map with untyped values"


def test_every_property_has_a_type_and_a_description():
    doc = json.loads(schema.schema_text())
    missing = []
    for p, o in _objects(doc):
        for name, prop in o.get("properties", {}).items():
            typed = any(k in prop for k in ("type", "$ref", "anyOf", "oneOf", "allOf", "const", "enum", "items"))
            described = "description" in prop or ("$ref" in prop and _ref_described(doc, prop["$ref"]))
            if not typed or not described:
                missing.append(f"{p}/{name}")
    assert not missing, missing[:10]


def _ref_described(doc, ref):
    node = doc
    for part in ref.lstrip("#/").split("/"):
        node = node[part]
    return "description" in node


def test_the_schema_id_is_a_stable_urn():
    assert json.loads(schema.schema_text())["$id"] == "urn:patience:schema:rules:2"
