"""`patience extract`: JSON drafts, --init only for a game without a rule set."""

import json

from typer.testing import CliRunner

from patience.cli import _register, app
from patience.errors import PatienceError

_register()


def test_extract_prints_drafts_and_init_starts_only_new_rule_sets(data_root):
    runner = CliRunner()
    (data_root / "rules_json" / "hagenaar2-17.json").unlink(missing_ok=True)  # as if not yet encoded
    result = runner.invoke(app, ["extract", "hagenaar2-17", "--init", "--json"])
    assert result.exit_code == 0, result.output
    drafts = json.loads(result.stdout)
    assert [d["game"] for d in drafts] == ["hagenaar2-17"]
    assert {f["field"]: f["value"] for f in drafts[0]["facts"]}["redeals"] == 1
    assert (data_root / "rules_json" / "hagenaar2-17.json").is_file()
    assert (data_root / "extract" / "drafts" / "hagenaar2-17.json").is_file()
    again = runner.invoke(app, ["extract", "hagenaar2-02", "--init"])
    assert isinstance(again.exception, PatienceError) and "already exists" in str(again.exception)
    bare = runner.invoke(app, ["extract", "--init"])
    assert isinstance(bare.exception, PatienceError)


def test_extract_table_names_every_game(data_root):
    result = CliRunner().invoke(app, ["extract", "cadogan-ru-krepost", "klondike-nl"])
    assert result.exit_code == 0
    assert "cadogan-ru-krepost" in result.stdout and "redeals=0" in result.stdout
    assert "2 drafts written to extract/drafts/" in result.stdout
