"""`patience corpus ocr`: the scans' OCR as a paged raw source, its engine recorded, committed output kept."""

import json
import shutil

import pytest

from patience.corpus import load_pages, run_clean
from patience.corpus.ocr import Scan, list_scans, paged_text, run_ocr, scans_dir
from patience.errors import PatienceError

needs_tesseract = pytest.mark.skipif(shutil.which("tesseract") is None,
                                     reason="needs Debian's tesseract-ocr and tesseract-ocr-eng (the OCR output is committed)")


def test_scans_are_front_matter_then_body_pages_in_page_order(corpus_root):
    scans = list_scans(scans_dir("cadogan-1914", corpus_root))
    assert [s.marker for s in scans[:4]] == ["f001", "f002", "5", "6"]
    assert scans[-1].page == 121 and all(s.path.suffix == ".png" for s in scans)


def test_paged_text_gives_every_page_its_marker_and_a_page_without_scan_its_marker_alone(tmp_path):
    scans = [Scan(tmp_path / "f001.png", "f001", None), Scan(tmp_path / "p005.png", "5", 5),
             Scan(tmp_path / "p007.png", "7", 7)]
    text = paged_text(scans, {"f001": "TITLE", "5": "Deal out\n\nthe pack", "7": "Play"})
    assert text == "f001\n\nTITLE\n\n\n\n\n5\n\nDeal out\n\nthe pack\n\n\n\n\n6\n\n\n\n\n7\n\nPlay\n"


def test_committed_ocr_output_is_not_overwritten_without_force(corpus_root, snapshot):
    before = snapshot(corpus_root)
    with pytest.raises(PatienceError, match=r"cadogan-1914-ocr\.txt: exists \(committed OCR output\); pass --force"):
        run_ocr("cadogan-1914", corpus_root)
    assert snapshot(corpus_root) == before


def test_without_tesseract_the_error_says_what_to_install(corpus_root, monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda _name: None)
    with pytest.raises(PatienceError, match=r"^tesseract is not installed \(apt-get install -y tesseract-ocr"):
        run_ocr("cadogan-1914", corpus_root, force=True, pages=[31])


@needs_tesseract
def test_one_page_is_read_with_its_engine_recorded_and_cleaned_into_its_printed_page(corpus_root):
    report = run_ocr("cadogan-1914", corpus_root, force=True, pages=[31])
    meta = json.loads((corpus_root / "corpus/raw/cadogan-1914-ocr.ocr.json").read_text("utf-8"))
    assert meta["engine"]["version"].startswith("tesseract ") and len(meta["engine"]["language_data_sha256"]) == 64
    assert meta["engine"]["language_package"].startswith("tesseract-ocr-eng ") and meta["complete"] is False
    assert report["pages"] == 1 and report["pages_without_scan"] == [13, 23]
    run_clean(corpus_root)  # the new sha256 is in sources.toml
    clean = (corpus_root / "corpus/clean/cadogan-1914-ocr.txt").read_text("utf-8")
    [page] = [p for p in load_pages("cadogan-1914-ocr", corpus_root) if p.page == 31]
    assert "twenty-five cards in five rows" in clean[page.clean_span[0]:page.clean_span[1]]
