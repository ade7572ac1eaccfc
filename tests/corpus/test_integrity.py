"""`corpus clean` guards its inputs: raw files must have their recorded sha256, corrections files must
exist and not shrink, and corrections must not overlap; each failure is one line and writes nothing."""

import hashlib
import re

import pytest

from helpers import run_cli
from patience.corpus import load_sources, run_clean
from patience.errors import PatienceError


def _fails(root, snapshot, match, **kwargs):
    before = snapshot(root)
    with pytest.raises(PatienceError, match=match) as info:
        run_clean(root, **kwargs)
    assert "\n" not in str(info.value) and snapshot(root) == before
    return str(info.value)


def test_a_changed_raw_byte_is_a_raw_file_change(corpus_root, snapshot):
    path = corpus_root / "corpus/raw/hagenaar2.txt"
    data = path.read_bytes()
    path.write_bytes(data.replace(b"talon", b"ta1on", 1))
    _fails(corpus_root, snapshot, r"corpus/raw/hagenaar2\.txt: raw file changed \(sha256 [0-9a-f]{12}…")


def test_a_truncated_raw_file_is_a_raw_file_change_not_a_corrections_error(corpus_root, snapshot):
    path = corpus_root / "corpus/raw/hagenaar2.txt"
    path.write_bytes(path.read_bytes()[:5000])
    _fails(corpus_root, snapshot, r"hagenaar2\.txt: raw file changed")


def test_accept_raw_change_records_the_new_hash_and_the_next_clean_passes(corpus_root):
    path = corpus_root / "corpus/raw/klondike-nl.txt"
    path.write_bytes(path.read_bytes() + "Einde.\n".encode())
    run_clean(corpus_root, accept_raw_change=True)
    recorded = {s.id: s.sha256 for s in load_sources(corpus_root)}
    assert recorded["klondike-nl"] == hashlib.sha256(path.read_bytes()).hexdigest()
    assert recorded["hagenaar2"] == hashlib.sha256((corpus_root / "corpus/raw/hagenaar2.txt").read_bytes()).hexdigest()
    run_clean(corpus_root)  # no error now: the manifest holds the new hash


def test_a_missing_corrections_file_is_an_error_not_a_silent_drop(corpus_root, snapshot):
    (corpus_root / "corpus/corrections/hagenaar2.tsv").unlink()
    _fails(corpus_root, snapshot, r"corpus/corrections/hagenaar2\.tsv: file not found")


def test_a_corrections_file_with_fewer_rows_than_the_last_clean_applied_is_an_error(corpus_root, snapshot):
    path = corpus_root / "corpus/corrections/hagenaar2.tsv"
    lines = path.read_text("utf-8").splitlines(keepends=True)
    path.write_text("".join(lines[:-1]), "utf-8")
    _fails(corpus_root, snapshot, r"hagenaar2\.tsv: 31 corrections, but the last clean applied 32 \(pass --accept-fewer")
    report = run_clean(corpus_root, accept_fewer_corrections=True)
    [h] = [s for s in report.sources if s.source == "hagenaar2"]
    assert h.edits_by_rule["correction"] == 31


def test_overlapping_corrections_are_named_with_both_lines(corpus_root, snapshot):
    path = corpus_root / "corpus/corrections/hagenaar2.tsv"
    text = path.read_text("utf-8")
    first = next(i for i, line in enumerate(text.splitlines(), 1) if line.startswith("l „ „ vrouw"))
    context = text.splitlines()[first - 1].split("\t")[2]
    path.write_text(text + f"vrouw\tvrouwe\t{context}\tsame words again\tdezelfde woorden nog eens\n", "utf-8")
    last = len(path.read_text("utf-8").splitlines())
    _fails(corpus_root, snapshot, rf"hagenaar2\.tsv:{last}: overlaps the correction on line {first}")


def test_the_cli_names_the_changed_raw_file_in_one_line(corpus_root):
    path = corpus_root / "corpus/raw/cadogan.txt"
    path.write_bytes(path.read_bytes()[:-10])
    out = run_cli("corpus", "clean", root=corpus_root)
    assert out.returncode == 2 and out.stderr.count("\n") == 1
    assert re.search(r"cadogan\.txt: raw file changed .*--accept-raw-change", out.stderr)
