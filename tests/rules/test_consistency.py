"""`validate` rejects, in one line naming the file and the field, what the executor would crash on or
play wrongly: wrong types, duplicate keys, unknown zones, counts that do not fit their zones, moves into
their own zone, players that do not match the player mechanics, a lines win without its sum or a square grid, duplicate
variant ids."""

import json
from pathlib import Path

import pytest
from helpers import run_cli, with_value

from patience.rules.load import rules_dir
from patience.rules.validate import validate_file


def _doc(rule_id: str) -> dict:
    return json.loads((rules_dir() / f"{rule_id}.json").read_text("utf-8"))


CASES = [
    # (rule set, path, new value, the field named, words of the message)
    ("hagenaar2-25", ("deck", "packs"), "2", "/deck/packs", "valid integer"),
    ("hagenaar2-25", ("players",), {"count": True}, "/players/count", "valid integer"),
    ("hagenaar2-25", ("moves", 5, "limit"), -1, "/moves/5/limit", "greater than or equal to 1"),
    ("hagenaar2-25", ("setup", 0, "to"), "x", "/setup/0/to", "unknown zone 'x'"),
    ("hagenaar2-25", ("win", "zones"), ["f", "x"], "/win/zones", "unknown zone 'x'"),
    ("hagenaar2-25", ("moves", 5, "when"), {"empty": ["x"]}, "/moves/5/when/empty", "unknown zone 'x'"),
    ("hagenaar2-25", ("setup", 0, "counts"), [-1, 2, 1, 1, 1, 1, 1], "/setup/0/counts/0", "-1 cards"),
    ("hagenaar2-25", ("setup", 0, "counts"), -2, "/setup/0/counts", "-2 cards"),
    ("hagenaar2-09", ("setup", 0, "counts"), [1] * 17, "/setup/0/counts", "17 counts for the 16 piles dealt to zone 't'"),
    ("hagenaar2-09", ("setup", 0, "counts"), [], "/setup/0/counts", "0 counts for the 16 piles dealt to zone 't'"),
    ("hagenaar2-09", ("moves", 2, "deal", 0, "counts"), [1, 1], "/moves/2/deal/0/counts", "2 counts for the"),
    ("hagenaar2-09", ("zones", 0, "grid", "columns"), 10000, "/zones/0/grid/columns", "10000 columns for a zone of 16"),
    ("hagenaar2-09", ("moves", 2, "deal", 0, "piles"), 20, "/moves/2/deal/0/piles", "20 piles, but zone 't' has 16"),
    ("hagenaar2-25", ("moves", 5, "gather", "zones"), ["s"], "/moves/5/gather/zones", "gathers only 's'"),
    ("hagenaar2-09", ("moves", 1, "to"), "t", "/moves/1/to", "discards into 't'"),
    ("hagenaar2-25", ("moves", 0, "to"), ["s"], "/moves/0/to", "from 's' onto itself"),
    ("hagenaar2-25", ("moves", 4, "to"), ["w"], "/moves/4/to", "deals from 'w' to itself"),
    ("hagenaar2-48", ("players", "count"), 1, "/players/count", "1 player, but /zones/0/owner"),
    ("hagenaar2-25", ("moves", 0, "ends_turn"), True, "/players/count", "1 player, but /moves/0/ends_turn"),
    ("hagenaar2-25", ("players",), {"count": 2}, "/players/count", "2 players, but no zone has an owner"),
    ("klondike-nl", ("variants", 1, "id"), "draw-3", "/variants/1/id", "'draw-3' is used twice"),
    ("cadogan1914-olga", ("deck", "packs"), 5, "/deck/packs", "less than or equal to 4"),
    ("cadogan1914-empress-of-india", ("moves", 2, "to"), "x", "/moves/2", "exactly one of 'to' and 'onto'"),
    ("cadogan1914-empress-of-india", ("moves", 2, "group", "size"), 3, "/moves/2/group", "'alternate-colour' needs size 2"),
    ("cadogan1914-caesar", ("win", "total"), None, "/win/total", "needs the sum of a line"),
    ("cadogan1914-caesar", ("zones", 0, "grid", "columns"), 2, "/win/zones/0", "a square grid, not 'g'"),
]


@pytest.mark.parametrize("rule_id, path, value, field, words", CASES, ids=[f"{c[0]}:{c[3]}={c[2]!r}"[:60] for c in CASES])
def test_a_mutated_rule_file_is_one_line_naming_file_and_field(tmp_path, rule_id, path, value, field, words):
    f = tmp_path / f"{rule_id}.json"
    f.write_text(json.dumps(with_value(_doc(rule_id), path, value)), "utf-8")
    [error] = validate_file(f).errors
    assert error.startswith(f"{f}: {field}: ") and words in error and "\n" not in error, error


def test_a_key_given_twice_in_one_object_is_rejected_not_silently_overwritten(tmp_path):
    f = tmp_path / "hagenaar2-25.json"
    text = (rules_dir() / "hagenaar2-25.json").read_text("utf-8")
    f.write_text(text.replace('"id": "hagenaar2-25",', '"id": "hagenaar2-25", "id": "hagenaar2-25",', 1), "utf-8")
    assert validate_file(f).errors == [f"{f}: key 'id' appears twice in one object"]


def test_deep_nesting_is_one_line_not_a_recursion_error(tmp_path):
    f = tmp_path / "zz.json"
    f.write_text("[" * 100_000 + "]" * 100_000, "utf-8")
    assert validate_file(f).errors == [f"{f}: nested too deeply to read"]
    g = tmp_path / "hagenaar2-25.json"
    when: dict = {"empty": ["s"]}
    for _ in range(200):
        when = {"not": when}
    g.write_text(json.dumps(with_value(_doc("hagenaar2-25"), ("moves", 5, "when"), when)), "utf-8")
    [error] = validate_file(g).errors
    assert error.startswith(f"{g}: /moves/5/when/not/not/") and error.endswith("nested deeper than 32 levels")


def test_validate_reports_every_bad_file_checks_the_others_and_fails(data_root):
    rules = data_root / "rules_json"
    for path in rules.glob("*.json"):  # two good files beside the two bad ones are enough
        if path.stem not in ("hagenaar2-09", "hagenaar2-01", "cadogan-carpet"):
            path.unlink()
    (rules / "zz.json").write_text("[" * 100_000 + "]" * 100_000, "utf-8")
    (rules / "hagenaar2-09.json").write_text(json.dumps(with_value(_doc("hagenaar2-09"), ("deck", "packs"), "2")), "utf-8")
    out = run_cli("validate", "--json", root=data_root)
    reports = {Path(r["file"]).stem: r for r in json.loads(out.stdout)}
    assert out.returncode == 1 and len(reports) == len(list(rules.glob("*.json")))
    assert [k for k, r in reports.items() if not r["ok"]] == ["hagenaar2-09", "zz"]
    assert reports["zz"]["errors"] == [f"{rules / 'zz.json'}: nested too deeply to read"]
