"""`patience export`: the bundle of all rule sets, JSON Lines, schema and Solvitaire presets."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from plain_games import plain_klondike
from patience.cli import _register, app
from patience.export import export_bundle
from patience.rules.model import SCHEMA_VERSION, RuleSet

REPO = Path(__file__).resolve().parents[1]

_register()


@pytest.fixture
def root(tmp_path):
    shutil.copytree(REPO / "schema", tmp_path / "schema")
    (tmp_path / "rules_json").mkdir()
    for rule_id in ("klondike-nl", "hagenaar2-04"):
        shutil.copy(REPO / "rules_json" / f"{rule_id}.json", tmp_path / "rules_json")
    return tmp_path


def test_bundle_holds_every_rule_set_with_the_schema_version(root, tmp_path):
    report = export_bundle(tmp_path / "out", root)
    bundle = json.loads((tmp_path / "out" / "patience-rules.json").read_text("utf-8"))
    assert bundle["schema_version"] == SCHEMA_VERSION == report.schema_version
    assert [r["id"] for r in bundle["rules"]] == ["hagenaar2-04", "klondike-nl"]
    original = json.loads((root / "rules_json" / "klondike-nl.json").read_text("utf-8"))
    assert bundle["rules"][1] == original
    assert RuleSet.model_validate(bundle["rules"][0]).id == "hagenaar2-04"


def test_json_lines_has_one_rule_set_per_line(root, tmp_path):
    export_bundle(tmp_path / "out", root)
    lines = (tmp_path / "out" / "patience-rules.jsonl").read_text("utf-8").splitlines()
    bundle = json.loads((tmp_path / "out" / "patience-rules.json").read_text("utf-8"))
    assert [json.loads(line) for line in lines] == bundle["rules"]


def test_solvitaire_presets_only_for_expressible_games_and_variants(root, tmp_path):
    plain = plain_klondike(variants=[
        {"id": "draw-3", "label": {"en": "turn three", "nl": "drie omdraaien"},
         "patch": [{"op": "replace", "path": "/moves/0/count", "value": 3}]},
        {"id": "twice", "label": {"en": "two re-deals", "nl": "twee keer opnieuw"},
         "patch": [{"op": "replace", "path": "/moves/4/limit", "value": 2}]},
    ])
    (root / "rules_json" / "plain-klondike.json").write_text(json.dumps(plain), "utf-8")
    out = tmp_path / "out"
    stale = out / "solvitaire" / "hagenaar2-04.json"
    stale.parent.mkdir(parents=True)
    stale.write_text("{}", "utf-8")
    report = export_bundle(out, root)
    assert report.solvitaire["klondike-nl"] == "rule 'draw' waits until nothing else can be played"
    assert report.solvitaire["klondike-nl~no-shuffle"] is not None and report.solvitaire["hagenaar2-04"] is not None
    assert report.solvitaire["plain-klondike~twice"] == "it allows a limited number of passes"
    assert report.solvitaire["plain-klondike"] is None and report.solvitaire["plain-klondike~draw-3"] is None
    assert report.solvitaire["plain-klondike~draw-3+twice"] == "it allows a limited number of passes"
    assert sorted(p.name for p in (out / "solvitaire").iterdir()) == [
        "klondike-nl~draw-3+no-shuffle+free-stock.json", "klondike-nl~no-shuffle+free-stock.json",
        "plain-klondike.json", "plain-klondike~draw-3.json"]
    preset = json.loads((out / "solvitaire" / "plain-klondike~draw-3.json").read_text("utf-8"))
    assert preset["tableau piles"]["count"] == 7 and preset["stock"]["deal count"] == 3
    assert "solvitaire/plain-klondike~draw-3.json" in report.files


def test_export_command_prints_json_and_ends_its_help_with_an_example(root, tmp_path, monkeypatch):
    monkeypatch.setenv("PATIENCE_ROOT", str(root))
    result = CliRunner().invoke(app, ["export", "--out", str(tmp_path / "out"), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["games"] == 2
    help_text = CliRunner().invoke(app, ["export", "--help"], terminal_width=200).output
    assert help_text.split("╭")[0].strip().splitlines()[-1].strip().startswith("$ patience export")


def test_a_bad_rule_set_is_a_one_line_error_naming_file_and_field(root, tmp_path, monkeypatch):
    (root / "rules_json" / "bad.json").write_text('{"id": "bad"}', "utf-8")
    monkeypatch.setenv("PATIENCE_ROOT", str(root))
    result = CliRunner().invoke(app, ["export", "--out", str(tmp_path / "out")])
    assert result.exit_code != 0
    assert "bad.json: /games" in str(result.exception)


def test_variants_are_exported_alone_and_combined_in_their_order(root, tmp_path):
    report = export_bundle(tmp_path / "out", root)
    assert [k for k in report.solvitaire if k.startswith("klondike-nl")] == [
        "klondike-nl", "klondike-nl~draw-3", "klondike-nl~no-shuffle", "klondike-nl~free-stock",
        "klondike-nl~draw-3+no-shuffle", "klondike-nl~draw-3+free-stock", "klondike-nl~no-shuffle+free-stock",
        "klondike-nl~draw-3+no-shuffle+free-stock"]
    assert report.solvitaire["klondike-nl~draw-3+no-shuffle"] == "rule 'draw' waits until nothing else can be played"
    assert report.solvitaire["klondike-nl~draw-3+free-stock"] == "the waste is reshuffled before a redeal"
    preset = json.loads((tmp_path / "out" / "solvitaire" / "klondike-nl~draw-3+no-shuffle+free-stock.json").read_text("utf-8"))
    assert preset["stock"] == {"size": 24, "deal count": 3, "redeal": True}


def test_variants_that_do_not_combine_are_reported_not_exported(root, tmp_path):
    plain = plain_klondike(variants=[
        {"id": "no-redeal", "label": {"en": "no re-deal", "nl": "niet opnieuw"},
         "patch": [{"op": "remove", "path": "/moves/4"}]},
        {"id": "twice", "label": {"en": "two re-deals", "nl": "twee keer opnieuw"},
         "patch": [{"op": "replace", "path": "/moves/4/limit", "value": 2}]},
    ])
    (root / "rules_json" / "plain-klondike.json").write_text(json.dumps(plain), "utf-8")
    report = export_bundle(tmp_path / "out", root)
    reason = report.solvitaire["plain-klondike~no-redeal+twice"]
    assert reason is not None and reason.startswith("its variants no-redeal+twice do not combine (") and "\n" not in reason
    assert report.solvitaire["plain-klondike~no-redeal"] is None
    assert not (tmp_path / "out" / "solvitaire" / "plain-klondike~no-redeal+twice.json").exists()
