"""Malformed rule files give one clear line naming the file and the field — never a traceback or a hang."""

import copy
import json
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from patience.errors import PatienceError
from patience.rules.load import load_ruleset, rules_dir
from patience.rules.validate import validate_file

BASE = json.loads((rules_dir() / "hagenaar2-25.json").read_text("utf-8"))


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, prefix + (i,))


PATHS = [p for p in _paths(BASE) if p and p[0] not in ("evidence", "invented", "summary", "titles")]
JUNK = st.one_of(st.none(), st.integers(-5, 200), st.text(max_size=6), st.booleans(), st.lists(st.integers(0, 3), max_size=3), st.dictionaries(st.text(max_size=3), st.integers(), max_size=2))


def _mutate(doc, path, action, junk):
    doc = copy.deepcopy(doc)
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    if action == "delete":
        if isinstance(parent, list):
            del parent[last]
        else:
            del parent[last]
    elif action == "replace":
        parent[last] = junk
    else:  # unknown key next to it
        if isinstance(parent, dict):
            parent["unexpected_field"] = junk
        else:
            parent.append(junk)
    return doc


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(path=st.sampled_from(PATHS), action=st.sampled_from(["delete", "replace", "add"]), junk=JUNK)
def test_mutated_rule_files_fail_with_one_line_or_load(tmp_path, path, action, junk):
    doc = _mutate(BASE, path, action, junk)
    f = tmp_path / "hagenaar2-25.json"
    f.write_text(json.dumps(doc), "utf-8")
    report = validate_file(f)
    for err in report.errors:
        assert "\n" not in err and str(f) in err


@pytest.mark.parametrize(
    "path, action",
    [
        (("moves", 3, "id"), "delete"),
        (("moves", 3), "replace"),
        (("moves", 2, "unless"), "replace"),
        (("zones", 0, "id"), "delete"),
        (("zones", 0, "id"), "replace"),
        (("zones",), "replace"),
    ],
)
def test_a_rule_or_zone_without_its_id_or_a_field_set_to_null_gives_one_line(tmp_path, path, action):
    """Damage the property test above has met (each once a traceback from the cross-reference check)."""
    f = tmp_path / "hagenaar2-25.json"
    f.write_text(json.dumps(_mutate(BASE, path, action, None)), "utf-8")
    report = validate_file(f)
    assert report.errors
    for err in report.errors:
        assert "\n" not in err and str(f) in err


@pytest.mark.parametrize(
    "text, field",
    [
        ("{", "malformed JSON"),
        ('{"id": "hagenaar2-25"}', "/games"),
        ("[]", "/"),
    ],
)
def test_broken_json_names_the_file_and_the_problem(tmp_path, text, field):
    f = tmp_path / "hagenaar2-25.json"
    f.write_text(text, "utf-8")
    with pytest.raises(PatienceError) as exc:
        load_ruleset(f)
    assert str(f) in str(exc.value) and field in str(exc.value) and "\n" not in str(exc.value)


def test_an_unknown_zone_reference_is_named(tmp_path):
    doc = copy.deepcopy(BASE)
    assert doc["moves"][1]["kind"] == "move"
    doc["moves"][1]["to"] = ["x9"]
    f = tmp_path / "hagenaar2-25.json"
    f.write_text(json.dumps(doc), "utf-8")
    with pytest.raises(PatienceError, match="unknown zone 'x9'"):
        load_ruleset(f)


def test_a_deal_that_needs_more_cards_than_the_pack_is_reported(tmp_path):
    doc = copy.deepcopy(BASE)
    doc["setup"][0]["counts"] = 7
    f = tmp_path / "hagenaar2-25.json"
    f.write_text(json.dumps(doc), "utf-8")
    assert not any("runs out" in e for e in validate_file(f).errors)
    doc["setup"][0]["counts"] = 60
    f.write_text(json.dumps(doc), "utf-8")
    assert any("runs out" in e for e in validate_file(f).errors)


def test_an_evidence_quote_that_does_not_match_the_clean_text_is_reported(tmp_path):
    doc = copy.deepcopy(BASE)
    assert doc["moves"][5]["id"] == "redeal"
    doc["evidence"]["/moves/5"][0]["quote"] = "De talon mag nog driemaal opgenomen worden."
    f = tmp_path / "hagenaar2-25.json"
    f.write_text(json.dumps(doc), "utf-8")
    errors = validate_file(f).errors
    assert any("/evidence//moves/5/0" in e and "does not match" in e for e in errors)


def test_the_file_name_must_be_the_rule_set_id(tmp_path):
    f = tmp_path / "other.json"
    shutil.copy(rules_dir() / "hagenaar2-25.json", f)
    with pytest.raises(PatienceError, match="does not match the file name"):
        load_ruleset(f)
