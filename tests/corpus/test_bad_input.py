"""Bad input stops with a one-line error naming the file (and line); nothing is half-written."""

import pytest

from patience.corpus import run_clean
from patience.corpus.segment import segment
from patience.errors import PatienceError


def _fails(root, snapshot, match):
    before = snapshot(root)
    with pytest.raises(PatienceError, match=match) as info:
        run_clean(root)
    assert "\n" not in str(info.value)
    assert snapshot(root) == before
    return str(info.value)


def test_a_missing_raw_file_is_named(corpus_root, snapshot):
    (corpus_root / "corpus/raw/cadogan.txt").unlink()
    _fails(corpus_root, snapshot, r"corpus/raw/cadogan\.txt: file not found")


def test_a_non_utf8_raw_file_is_named_with_its_line(corpus_root, snapshot):
    path = corpus_root / "corpus/raw/klondike-nl.txt"
    path.write_bytes(path.read_bytes().replace("één".encode(), b"\xe9\xe9n", 1))
    _fails(corpus_root, snapshot, r"corpus/raw/klondike-nl\.txt:6: not valid UTF-8")


def test_a_correction_whose_before_is_not_in_its_context_is_named_with_its_line(corpus_root, snapshot):
    path = corpus_root / "corpus/corrections/cadogan.tsv"
    path.write_text(path.read_text("utf-8") + "Squire\tSquare\tWhen the Square is complete\ttypo\ttikfout\n", "utf-8")
    line = len(path.read_text("utf-8").splitlines())
    message = _fails(corpus_root, snapshot, rf"corpus/corrections/cadogan\.tsv:{line}: before 'Squire' not found")
    assert "When the Square is complete" in message


def test_a_correction_whose_context_is_not_in_the_raw_text_is_refused(corpus_root, snapshot):
    path = corpus_root / "corpus/corrections/cadogan.tsv"
    path.write_text(path.read_text("utf-8") + "Squire\tSquare\tthe Squire is\ttypo\ttikfout\n", "utf-8")
    _fails(corpus_root, snapshot, r"cadogan\.tsv:\d+: context 'the Squire is' not found in corpus/raw/cadogan")


def test_a_correction_row_with_missing_fields_is_refused(corpus_root, snapshot):
    path = corpus_root / "corpus/corrections/cadogan.tsv"
    path.write_text(path.read_text("utf-8") + "Squire\tSquare\n", "utf-8")
    _fails(corpus_root, snapshot, r"cadogan\.tsv:\d+: expected 5 tab-separated fields, found 2")


def test_a_correction_without_its_dutch_reason_is_refused(corpus_root, snapshot):
    path = corpus_root / "corpus/corrections/cadogan.tsv"
    path.write_text(path.read_text("utf-8") + "Squire\tSquare\tWhen the Square is complete\ttypo\t \n", "utf-8")
    _fails(corpus_root, snapshot, r"cadogan\.tsv:\d+: before, context, reason and reason_nl must not be empty")


def test_a_rule_with_a_bad_pattern_is_refused(corpus_root, snapshot):
    path = corpus_root / "corpus/rules/en.toml"
    path.write_text(path.read_text("utf-8").replace('pattern = "(?<![', 'pattern = "((?<!['), "utf-8")
    _fails(corpus_root, snapshot, r"corpus/rules/en\.toml: replace 'emphasis-markup': bad pattern")


def test_a_rule_file_with_an_unknown_field_is_refused(corpus_root, snapshot):
    path = corpus_root / "corpus/rules/ru.toml"
    path.write_text(path.read_text("utf-8").replace("[join]", "[join]\nbogus = 1", 1), "utf-8")
    _fails(corpus_root, snapshot, r"corpus/rules/ru\.toml: join\.bogus: Extra inputs are not permitted")


def test_a_segment_pattern_the_segmenter_needs_is_named_when_missing(corpus_root, snapshot):
    path = corpus_root / "corpus/rules/nl.toml"
    text = path.read_text("utf-8")
    path.write_text("\n".join(ln for ln in text.splitlines() if not ln.startswith("number_pattern")) + "\n", "utf-8")
    before = snapshot(corpus_root)
    with pytest.raises(PatienceError, match=r"corpus/rules/nl\.toml: segment\.number_pattern is required by the numbered segmenter"):
        segment(corpus_root)
    assert snapshot(corpus_root) == before
