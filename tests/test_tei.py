"""The TEI export: each source a TEI P5 document valid against the shipped customisation, with
the games as divs, printed pages as <pb n>, ledger corrections as sic/corr and the Russian
modern shadow as orig/reg; its readings give back the clean text."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from lxml import etree

from patience.corpus.sources import get_source, load_sources
from patience.corpus.store import clean_text, load_games
from patience.tei import TEI_NS, XML_ID, source_tei, validate

NS = {"t": TEI_NS}
GAMES = load_games()


def _doc(source_id: str) -> etree._Element:
    return source_tei(get_source(source_id), GAMES, "test")[0]


def _game(doc: etree._Element, game_id: str) -> etree._Element:
    found = [d for d in doc.iterfind(".//t:div", NS) if d.get(XML_ID) == game_id]
    assert len(found) == 1
    return found[0]


def _reading(el: etree._Element) -> str:
    """The text as corrected and as the book spells it: corr and orig, never sic or reg."""
    out = [el.text or ""]
    for child in el:
        tag = etree.QName(child).localname
        if tag == "choice":
            out.append(next(c.text or "" for c in child if etree.QName(c).localname in ("corr", "orig")))
        elif tag == "pb" or tag == "figure":
            pass
        out.append(child.tail or "")
    return "".join(out)


@pytest.mark.parametrize("source_id", [s.id for s in load_sources()])
def test_every_source_exports_a_tei_document_valid_against_the_schema(source_id):
    doc = _doc(source_id)
    assert validate(doc) == []
    assert etree.QName(doc).localname == "TEI" and doc.find("t:teiHeader", NS) is not None


@pytest.mark.parametrize("source_id", [s.id for s in load_sources()])
def test_the_paragraphs_read_back_as_the_clean_text(source_id):
    text = clean_text(source_id)
    for p in _doc(source_id).iterfind(".//t:body//t:p", NS):
        assert _reading(p) in text


def test_a_game_shows_its_page_breaks_and_corrections():
    clock = _game(_doc("hagenaar2"), "hagenaar2-27")
    assert clock.get("type") == "game" and clock.get("n") == "27"
    assert [pb.get("n") for pb in clock.iterfind(".//t:pb", NS)] == ["39", "40"]  # the game runs pp. 38-40
    pairs = [(c.findtext("t:sic", namespaces=NS), c.findtext("t:corr", namespaces=NS))
             for c in clock.iterfind(".//t:choice", NS)]
    assert ("nun getai", "hun getal") in pairs


def test_russian_old_spelling_is_regularised_to_the_modern_shadow():
    krepost = _game(_doc("cadogan-ru"), "cadogan-ru-krepost")
    pairs = {(c.findtext("t:orig", namespaces=NS), c.findtext("t:reg", namespaces=NS))
             for c in krepost.iterfind(".//t:choice", NS) if c.find("t:orig", NS) is not None}
    assert ("КАРТЪ", "КАРТ") in pairs and ("въ", "в") in pairs


def test_the_schema_rejects_a_correction_without_its_reading():
    doc = _doc("cadogan")
    choice = next(doc.iterfind(".//t:choice", NS))
    choice.remove(choice.find("t:corr", NS))
    problems = validate(doc)
    assert problems and "choice" in " ".join(problems)


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from patience.entry import main; main()", *args],
                          capture_output=True, text=True, timeout=120)


def test_export_format_tei_writes_one_document_per_source(tmp_path):
    result = _cli("export", "--format", "tei", "--out", str(tmp_path), "--json")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert set(report["files"]) == {s.id for s in load_sources()}
    assert report["counts"]["hagenaar2"]["pb"] > 50
    tree = etree.parse(str(tmp_path / "hagenaar2.xml"))
    assert validate(tree.getroot()) == []


def test_export_names_an_unknown_format_in_one_line():
    result = _cli("export", "--format", "xml")
    assert result.returncode != 0 and "--format 'xml'" in result.stderr and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_the_books_figures_are_figures_with_their_caption_and_image():
    figures = list(_doc("cadogan-1914").iterfind(".//t:figure", NS))
    assert len(figures) == 47
    assert figures[0].findtext("t:head", namespaces=NS) == "LA BELLE LUCIE."
    root = Path(__file__).resolve().parents[1]
    assert all((root / f.find("t:graphic", NS).get("url")).is_file() for f in figures)
