"""Extraction: drafts with evidence spans, patterns and confidences; language data checked on load."""

import json

import pytest

from patience import corpus
from patience.errors import PatienceError
from patience.extract import extract_all, extract_game, load_lang
from patience.extract.init import init_ruleset
from patience.extract.pipeline import pipeline


def facts(draft):
    return {f["field"]: f["value"] for f in draft["facts"]}


def test_every_fact_quotes_the_clean_text_it_came_from():
    for gid in ("hagenaar2-25", "cadogan-ru-krepost", "cadogan-mount-olympus"):
        draft = extract_game(gid)
        source = corpus.get_game(gid).source
        text = corpus.clean_text(source)
        for fact in draft["facts"]:
            ev = fact["evidence"]
            assert text[ev["start"]:ev["end"]] == ev["quote"]
            assert ev["start"] <= fact["match"][0] < fact["match"][1] <= ev["end"]
            assert fact["pattern"].startswith(draft["language"] + ".") and 0 < fact["confidence"] <= 1


def test_dutch_redeal_and_doubling_foundation():
    draft = extract_game("hagenaar2-25")
    got = facts(draft)
    assert got["redeals"] == 2 and got["pack"] == "whist" and got["packs"] == 1
    assert got["foundation.direction"] == "doubling" and got["foundation.base"] == ["any"]
    redeal = next(f for f in draft["facts"] if f["field"] == "redeals")
    assert redeal["pattern"] == "nl.redeal.nog-n-maal"
    assert "De talon mag nog tweemaal opgenomen" in redeal["evidence"]["quote"]
    assert draft["rules"]["redeal"] == {"limit": 2} and draft["rules"]["deck"] == {"pack": "whist", "packs": 1}


def test_russian_uses_pymorphy_lemmas_of_the_modern_shadow():
    draft = extract_game("cadogan-ru-krepost")
    got = facts(draft)
    assert got["redeals"] == 0 and got["foundation.base"] == ["A"] and got["foundation.count"] == 4
    assert got["foundation.follow"] == "suit" and got["foundation.direction"] == "up"
    nlp = pipeline("ru")
    doc = nlp("ДВѢ ПОЛНЫХЪ КОЛОДЫ КАРТЪ.")  # no shadow given: the component modernises itself
    assert [t.lemma_ for t in doc][:3] == ["два", "полный", "колода"]
    assert doc[0]._.cls == "NUM" and doc[0]._.val == 2


def test_english_pyramid_of_aces_and_twos():
    got = facts(extract_game("cadogan-mount-olympus"))
    assert got["foundation.base"] == ["A", "2"] and got["foundation.count"] == 16
    assert got["foundation.direction"] == "up-by-2" and got["redeals"] == 1 and got["tableau"] == 9


def test_extraction_writes_drafts_and_never_rules_json(data_root):
    before = {p.name: p.read_bytes() for p in (data_root / "rules_json").iterdir()}
    extract_all(["hagenaar2-17", "klondike-nl"])
    assert {p.name: p.read_bytes() for p in (data_root / "rules_json").iterdir()} == before
    draft = json.loads((data_root / "extract" / "drafts" / "hagenaar2-17.json").read_text("utf-8"))
    assert facts(draft)["redeals"] == 1


def test_init_starts_a_new_rule_set_only_when_none_exists(data_root):
    (data_root / "rules_json" / "hagenaar2-17.json").unlink(missing_ok=True)  # as if not yet encoded
    path = init_ruleset(extract_game("hagenaar2-17"))
    data = json.loads(path.read_text("utf-8"))
    assert data["status"] == "incomplete" and data["redeal"]["limit"] == 1 and "/redeal" in data["evidence"]
    with pytest.raises(PatienceError, match="already exists"):
        init_ruleset(extract_game("hagenaar2-04"))


def test_malformed_language_data_names_file_and_field(data_root):
    path = data_root / "extract" / "nl.toml"
    text = path.read_text("utf-8")
    path.write_text(text.replace('values = { redeals = "$MULT" }', 'values = { redeels = "$MULT" }'), "utf-8")
    with pytest.raises(PatienceError, match=r"nl\.toml: pattern\.\d+\.values.*\(nl\.redeal\.nog-n-maal\).*redeels"):
        load_lang("nl")
    path.write_text(text.replace('LOWER = "nog"', 'LOWR = "nog"'), "utf-8")
    with pytest.raises(PatienceError, match=r"nl\.toml: pattern nl\.redeal\.nog-n-maal"):
        pipeline("nl")
    path.write_text(text + "\n[[pattern]\n", "utf-8")
    with pytest.raises(PatienceError, match="nl.toml: malformed TOML"):
        load_lang("nl")


def test_pipelines_are_blank_languages_with_registered_components():
    for lang in ("nl", "ru", "en"):
        nlp = pipeline(lang)
        assert nlp.lang == lang and not nlp.meta.get("vectors", {}).get("width")
        lemmatizer = "patience_ru_morph" if lang == "ru" else "lemmatizer"
        assert nlp.pipe_names == ["patience_sentences", lemmatizer, "patience_lexicon", "patience_rules"]
    doc = pipeline("nl")("(Met twee whistspellen.)\nDe talon mag nog éénmaal opgenomen worden.")
    assert len(list(doc.sents)) >= 2
    assert [c["pattern"] for c in doc._.candidates if c["field"] == "redeals"] == ["nl.redeal.nog-n-maal"]
