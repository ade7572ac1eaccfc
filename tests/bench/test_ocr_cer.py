"""bench/ocr_cer.py: the cleaner's automatic rules lower the character error rate of our OCR of the
Cadogan scans, on the pages the rules were written from (5-60) and on the held-out pages (61-121)."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
LAST = re.compile(r"^ocr cer raw (\d+\.\d\d)% clean (\d+\.\d\d)% \(pages 5-60\), "
                  r"raw (\d+\.\d\d)% clean (\d+\.\d\d)% \(pages 61-121\)$")
pytest.importorskip("rapidfuzz")


def test_the_last_line_gives_raw_and_clean_cer_for_both_ranges_and_cleaning_lowers_both():
    out = subprocess.run([sys.executable, str(REPO / "bench" / "ocr_cer.py")], capture_output=True, text=True, cwd=REPO)
    assert out.returncode == 0, out.stderr
    m = LAST.match(out.stdout.strip().splitlines()[-1])
    assert m, out.stdout
    raw_a, clean_a, raw_b, clean_b = map(float, m.groups())
    assert clean_a < raw_a and clean_b < raw_b
    committed = (REPO / "bench" / "results" / "ocr_cer.md").read_text("utf-8")
    assert m.group(0) in committed  # the committed figures are the current ones
