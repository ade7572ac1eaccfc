"""checks/conformance/: one file per rule set and variant, the reference executor agrees with every record, and
regenerating a file gives it back byte for byte."""

import pytest

from patience.engine.game import Game
from patience.rules.load import load_all, with_variant
from patience.trace import MIN_POSITIONS, conformance_dir, conformance_path, check_records, read_records, records_text
from patience.trace import conformance_records

RULES = load_all()
TARGETS = [(rid, v) for rid, r in sorted(RULES.items()) for v in [None, *(x.id for x in r.variants)]]


def _name(t):
    return t[0] + (f"~{t[1]}" if t[1] else "")


def test_every_rule_set_and_variant_has_records_and_no_file_is_stale():
    expected = {conformance_path(rid, v).name for rid, v in TARGETS}
    present = {p.name for p in conformance_dir().glob("*.jsonl")}
    assert expected == present


@pytest.mark.parametrize("target", TARGETS, ids=_name)
def test_the_reference_executor_agrees_with_every_record(target):
    rid, variant = target
    game = Game(with_variant(RULES[rid], variant))
    records = read_records(conformance_path(rid, variant))
    assert check_records(game, records) is None
    lasting = max(r["step"] for r in records) >= 1
    assert len(records) >= MIN_POSITIONS or not lasting or all(r["step"] < 60 for r in records)


@pytest.mark.parametrize("target", TARGETS[:: max(1, len(TARGETS) // 6)], ids=_name)
def test_regenerating_a_file_gives_it_back(target):
    rid, variant = target
    game = Game(with_variant(RULES[rid], variant))
    assert records_text(conformance_records(game)) == conformance_path(rid, variant).read_text("utf-8")


def test_the_suite_stays_under_twenty_megabytes():
    assert sum(p.stat().st_size for p in conformance_dir().glob("*.jsonl")) < 20 * 1024 * 1024
