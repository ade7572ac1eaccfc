"""corpus/sources.toml: reader text in both languages, enumerated values worded by the site."""

from __future__ import annotations

import typing
from pathlib import Path

import pytest

from patience.corpus.models import Source
from patience.corpus.sources import load_sources
from patience.errors import PatienceError
from patience.site.phrases import LANGUAGES, phrases

REPO = Path(__file__).resolve().parents[2]


def test_a_note_without_its_dutch_text_is_a_one_line_error_naming_file_and_field(tmp_path):
    (tmp_path / "corpus").mkdir()
    text = (REPO / "corpus" / "sources.toml").read_text("utf-8")
    start = text.index("notes.nl = ")
    (tmp_path / "corpus" / "sources.toml").write_text(text[:start] + text[text.index("\n", start) + 1:], "utf-8")
    with pytest.raises(PatienceError, match=r"sources\.toml: source #1 \(hagenaar2\): notes\.nl: Field required$"):
        load_sources(tmp_path)


def test_every_source_has_reader_text_in_english_and_dutch():
    for source in load_sources(REPO):
        for field in (source.edition, source.orthography, source.notes):
            assert field.en.strip() and field.nl.strip()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_enumerated_value_of_a_source_has_a_phrase(lang):
    ph = phrases(lang)
    kinds = typing.get_args(Source.model_fields["kind"].annotation)
    periods = typing.get_args(typing.get_args(Source.model_fields["period"].annotation)[0])
    assert kinds and periods
    for kind in kinds:
        assert ph(f"book.kind.{kind}")
    for period in periods:
        assert ph(f"book.period.{period}")
    assert ph("book.undated") and ph("book.unknown")

