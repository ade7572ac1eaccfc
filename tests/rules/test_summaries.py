"""The modern-Dutch summaries of the rule sets are written in modern spelling."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from patience.rules.load import load_all

REPO = Path(__file__).resolve().parents[2]
OLD_SPELLING = [re.compile(line) for line in (Path(__file__).parent / "data" / "old_spelling.txt")
                .read_text("utf-8").splitlines() if line.strip() and not line.startswith("#")]
RULES = load_all(REPO)


def old_spellings(text: str) -> list[str]:
    """The words of `text` spelled as before 1947."""
    return [m.group() for pattern in OLD_SPELLING for m in pattern.finditer(text)]


def test_the_old_spelling_patterns_find_the_books_spelling_and_pass_modern_words():
    assert sorted(old_spellings("de vier heeren, zoo groote eene mensch, visch; op den halven kring, ledige "
                                "plaatsen, zoodra, De Zwitsersche")) == sorted(
        ["eeren", "groote", "zoo", "eene", "den", "mensch", "visch", "Zwitsersche", "ledige", "zoodra"])
    assert old_spellings("de vier heren, zo grote een mens, vis; de tweede Russische heer, lege plaatsen, zodra") == []


@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_the_dutch_summary_uses_modern_spelling(rule_id):
    found = old_spellings(RULES[rule_id].summary.nl)
    assert not found, f"rules_json/{rule_id}.json: summary.nl in old spelling: {', '.join(found)}"
