"""The automatic rules for our OCR of the Cadogan scans: figure debris, captions, page numbers and
running heads go, the page markers stay, and misread small capitals are read right."""

from pathlib import Path

from patience.corpus import get_source
from patience.corpus.cleaner import clean_source
from patience.corpus.models import PageLayout
from patience.corpus.rules import load_rules
from patience.corpus.structure import mark_dropped, page_blocks, split_lines

REPO = Path(__file__).resolve().parents[2]
LAYOUT = PageLayout(blank_lines=3, number_pattern="[0-9]{1,3}|f[0-9]{3}", front_matter=0, back_matter=0)


def _dropped(text: str) -> dict[str, str | None]:
    lines = split_lines(text)
    mark_dropped(lines, load_rules("en", REPO), "cadogan-1914-ocr", LAYOUT)
    return {ln.text: ln.drop for ln in lines if ln.text.strip()}


def test_a_page_s_number_opening_it_stays_while_the_same_number_at_its_foot_goes():
    drops = _dropped("x\n\n\n\n\n31\n\nTHE FOURTEENTH\n\nthe king thirteen.\n\n$I\n\n\n\n\n32\n\nTHE SULTAN.\n\n33")
    assert drops["31"] is None  # left to the page layout, which takes it as the page number
    assert drops["$I"] == "ocr-page-number" and drops["33"] == "ocr-page-number"
    assert drops["THE SULTAN."] == "ocr-figure-caption" and drops["THE FOURTEENTH"] is None


def test_figure_debris_goes_and_short_lines_of_text_stay():
    drops = _dropped("vile >>>\n\noie @e ¥ le «@\n\ne °\n\nPLAY\n\nRULES\n\n(Rule II).\n\ntwice.\n\n"
                     "12 THE FIFTEEN\n\nII. The foundations follow suit.")
    assert [t for t, d in drops.items() if d] == ["vile >>>", "oie @e ¥ le «@", "e °", "12 THE FIFTEEN"]


def test_lines_dropped_inside_a_page_do_not_make_a_page_break():
    lines = split_lines("f001\n\nTITLE\n\n\n\n\n5\n\ntext one\n\n°\n\n* *\n\ntext two\n\n\n\n\n6\n\ntext three")
    mark_dropped(lines, load_rules("en", REPO), "cadogan-1914-ocr", LAYOUT)
    blocks = page_blocks(lines, LAYOUT)
    assert [b.number_line.text for b in blocks if b.number_line] == ["f001", "5", "6"]


def test_small_capitals_dashes_and_quotes_are_read_as_the_english_sources_write_them():
    cleaned = clean_source(get_source("cadogan-1914-ocr", REPO), REPO)
    edits = {(e.before, e.after) for e in cleaned.edits}
    assert ("Two ENtTrIre Packs oF Carbs", "Two Entire Packs of Cards") in edits
    assert ("JI", "II") in edits and ("Tue", "The") in edits and ("—", "--") in edits and ("“", '"') in edits
