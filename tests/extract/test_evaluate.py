"""bench/extract_eval.py: scores over every curated rule set, ending with the overall line."""

import subprocess
import sys
from pathlib import Path

from patience.extract.evaluate import compare, evaluate, unstated_facts
from patience.rules.load import load_ruleset, rules_dir

REPO = Path(__file__).resolve().parents[2]


def test_drafts_meet_the_targets_on_the_facts_the_books_state():
    """Targets over the corpus: precision >= 0.9, recall >= 0.8 (bench/extract_eval.py reports them)."""
    ev = evaluate()
    assert len(ev.games) >= 7
    assert ev.overall.precision >= 0.9 and ev.overall.recall >= 0.8
    assert set(ev.by_language) == {"nl", "ru", "en"}
    assert all(u["reason"] for u in ev.unstated)  # facts the book does not state: listed apart, not scored
    assert ev.with_unstated.tp + ev.with_unstated.fn >= ev.overall.tp + ev.overall.fn


def test_facts_the_book_does_not_state_are_not_scored():
    rules = load_ruleset(rules_dir() / "hagenaar2-25.json")
    assert unstated_facts(rules) == {}  # "De talon mag nog tweemaal opgenomen …": stated
    silent = rules.model_copy(update={"redeal": None, "evidence": {k: v for k, v in rules.evidence.items()
                                                                   if k != "/redeal"}})
    assert unstated_facts(silent)["redeals"].startswith("no redeal in the encoding")  # a default, not the text
    found = next(i for i, z in enumerate(rules.zones) if z.role == "foundation")
    guessed = rules.model_copy(update={"invented": {**rules.invented, f"/zones/{found}/build": "a guess"}})
    assert set(unstated_facts(guessed)) == {"foundation.direction", "foundation.follow"}
    draft = {"facts": [{"field": "foundation.direction", "value": "up"}, {"field": "redeals", "value": 2}]}
    scored = compare(draft, guessed, unstated_facts(guessed))
    assert scored["foundation.direction"].fp == scored["foundation.direction"].fn == 0
    assert scored["redeals"].tp == 1 and compare(draft, guessed)["foundation.direction"].fp == 1


def test_bench_ends_with_the_overall_line():
    out = subprocess.run([sys.executable, str(REPO / "bench" / "extract_eval.py")], capture_output=True, text=True,
                         cwd=REPO, check=True).stdout.strip().splitlines()
    assert out[-1].startswith("overall precision ") and " recall " in out[-1]
    cpu = float(out[0].split(" s (")[1].split(" s CPU")[0])  # CPU time: the wall clock depends on the machine's load
    assert cpu < 10


def test_a_malformed_rule_set_is_skipped_with_its_reason(data_root):
    (data_root / "rules_json" / "broken.json").write_text("{", "utf-8")
    ev = evaluate()
    assert len(ev.skipped) == 1 and "broken.json" in ev.skipped[0]
    assert len(ev.games) == len(list((data_root / "rules_json").glob("*.json"))) - 1
