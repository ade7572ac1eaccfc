"""Messages made by code (diff findings, Solvitaire refusals) are worded by the phrase tables of
each site language, never shown in English on a Dutch page."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from patience.diff.report import KINDS
from patience.site.encoding import finding_text
from patience.site.markdown import escape
from patience.site.phrases import LANGUAGES, phrases
from patience.solvitaire import REFUSALS, Refusal

REPO = Path(__file__).resolve().parents[2]
FINDINGS = json.loads((REPO / "checks" / "diff.json").read_text("utf-8"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_committed_finding_and_kind_reads_in_each_language(lang):
    ph = phrases(lang)
    assert all(ph(f"finding.kind_{kind}") for kind in KINDS)
    texts = [finding_text(f, ph) for f in FINDINGS]
    assert all("{" not in t for t in texts)


def test_a_finding_reads_in_dutch_with_its_values():
    finding = {"game": "x", "phrase": "ocr_word", "values": {"word": "alzoo", "language": "nl"}}
    assert finding_text(finding, phrases("nl")) == "<code>alzoo</code> staat niet in de woordenlijst van die tijd (Nederlands): controleer de scan"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_solvitaire_refusal_has_a_phrase(lang):
    ph = phrases(lang)
    for key in REFUSALS:
        assert "{" not in ph(f"solvitaire.{key}", rule="r", kind="k", label="l", error="e")


def test_a_refusal_is_its_english_sentence_and_keeps_its_key():
    refusal = Refusal("rule_stuck", rule="draw")
    assert refusal == "rule 'draw' waits until nothing else can be played"
    assert (refusal.key, refusal.values) == ("rule_stuck", {"rule": "draw"})


def test_a_curated_correction_reads_with_its_reason_in_the_pages_language():
    corrections = [f for f in FINDINGS if f["phrase"] == "ocr_correction"]
    assert corrections
    for f in corrections:
        assert escape(f["values"]["reason_nl"]) in finding_text(f, phrases("nl"))
        assert escape(f["values"]["reason"]) in finding_text(f, phrases("en"))
