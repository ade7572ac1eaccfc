"""Extraction: drafts with evidence spans, patterns and confidences; language data checked on load."""

import json

import pytest

from patience import corpus
from patience.errors import PatienceError
from patience.extract import extract_all, extract_game, load_lang
from patience.extract.init import init_ruleset
from patience.extract.pipeline import pipeline
from patience.rules.facts import facts as ruleset_facts
from patience.rules.load import load


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
    assert draft["rules"]["moves"] == [{"id": "redeal", "kind": "redeal", "limit": 2}]  # rule language 2
    assert draft["rules"]["deck"] == {"pack": "whist", "packs": 1} and draft["rules"]["players"] == {"count": 1}
    assert draft["evidence"]["/moves/0"] == [redeal["evidence"]]
    assert draft["rules"]["zones"][0]["build"] == {"rank": "double"}


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
    assert data["schema_version"] == 2 and data["status"] == "incomplete"
    [redeal] = [r for r in data["moves"] if r["kind"] == "redeal"]
    assert redeal["limit"] == 1 and redeal["gather"] == {"zones": ["w"]} and "/moves/0" in data["evidence"]
    rules = load("hagenaar2-17")  # a valid rule set whose facts are the draft's
    got = ruleset_facts(rules)
    assert got["redeals"] == 1 and got["packs"] == 1
    assert [(f["count"], f["direction"], f["follow"]) for f in got["foundations"]] == [(8, "down-by-2", "suit")]
    assert rules.zones[0].space.cards == ["9*", "10*"]
    with pytest.raises(PatienceError, match="already exists"):
        init_ruleset(extract_game("hagenaar2-02"))


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


def test_listed_building_orders_read_in_the_whist_or_piquet_order():
    from patience.extract.pipeline import sequence_direction

    assert sequence_direction(["3", "5", "7", "9", "J", "K"]) == "up-by-2"
    assert sequence_direction(["4", "3", "2", "A", "K"]) == "down"  # turning from ace to king
    assert sequence_direction(["A", "7", "8", "9"]) == "up"  # piquet: no two to six
    assert sequence_direction(["2", "4", "8", "3"]) is None  # doubling is not a step


def test_base_ranks_compound_piles_and_anaphora_tie_sentences_to_the_foundations():
    nlp = pipeline("nl")
    doc = nlp("Men legt de vier heeren op tafel uit. Daarop moeten in gelijke kleur en in afdalende volgorde "
              "(dus vrouw, boer, tien, negen enz.) de overige kaarten gelegd worden. Passende kaarten komen op "
              "de heerenpakjes. De talon mag nog voor een tweede en daarna nog voor een derde maal doorgenomen worden.")
    got = {(c["field"], str(c["value"]), c["pattern"]) for c in doc._.candidates}
    assert ("foundation.base", "['K']", "nl.foundation.rank-pakjes") in got
    assert ("foundation.count", "4", "nl.foundation.n-rank-bases") in got  # "de vier heeren": K is a base
    assert ("foundation.direction", "down", "nl.foundation.volgorde") in got  # "Daarop" after that sentence
    assert ("foundation.direction", "down", "nl.foundation.listed-order") in got
    assert ("foundation.follow", "suit", "nl.foundation.dezelfde-kleur") in got
    assert ("redeals", "2", "nl.redeal.voor-een-derde-maal") in got
    # without a foundation in sight, the same words say nothing about foundations
    doc = nlp("Men legt de vier heeren op tafel uit. Daarop moeten in gelijke kleur kaarten gelegd worden.")
    assert not any(c["field"].startswith("foundation.") for c in doc._.candidates)


def test_layouts_counted_from_rows_and_packets():
    nlp = pipeline("nl")
    cases = {
        "Men heeft dus tien hulppakjes verkregen van vier kaarten elk.": 10,
        "Twaalf kaarten worden in twee rijen open op tafel gelegd.": 12,
        "De kaarten van het spel worden in vijf verticale rijen uitgelegd.": 5,
        "Men legt de kaarten in vier ongeveer gelijke hoopjes bedekt op tafel.": 4,
        "Men legt uit het spel vier rijen, ieder van vier kaarten, in volgorde op tafel.": 16,
        "Men legt twaalf pakjes, van drie kaarten elk.": 12,
        "Vijf kaarten worden bedekt naast elkaar gelegd.": 5,
    }
    for text, want in cases.items():
        got = [c["value"] for c in nlp(text)._.candidates if c["field"] == "tableau"]
        assert got[:1] == [want], text


def test_a_sentence_the_next_one_names_as_the_foundations():
    doc = pipeline("en")("Withdraw from the pack all the sevens and all the sixes, and arrange them as in tableau. "
                         "These are the foundations. The sevens ascend to kings, the sixes descend to aces.")
    got = {(c["field"], str(c["value"])) for c in doc._.candidates}
    assert ("foundation.base", "['7', '6']") in got
    assert {("foundation.direction", "up"), ("foundation.direction", "down")} <= got
    doc = pipeline("en")("Withdraw from the pack all the sevens and all the sixes. Deal out eight cards.")
    assert not any(c["field"].startswith("foundation.") for c in doc._.candidates)


def test_a_variation_inherits_the_header_of_the_game_it_varies():
    draft = extract_game("hagenaar2-35a")  # "Variatiên op den halven cirkel. No. 35. A." has no header of its own
    got = facts(draft)
    assert got["players"] == 1 and got["packs"] == 2 and got["pack"] == "whist"
    deck = next(f for f in draft["facts"] if f["field"] == "packs")
    assert deck["pattern"].startswith("inherited:") and deck["evidence"]["game"] == "hagenaar2-35"
    assert deck["evidence"]["quote"] == "(Met twee whistspellen.)"


def test_listed_and_withdrawn_foundation_cards():
    got = facts(extract_game("hagenaar2-27"))  # "de volgende kaarten: hartenheer, schoppenaas, …, en klaverenboer"
    assert len(got["foundation.base"]) == 12 and "Q" not in got["foundation.base"]
    assert got["foundation.count"] == 12 and got["foundation.direction"] == "up" and got["redeals"] == 2
    got = facts(extract_game("hagenaar2-17"))  # "Men neemt de negens en tienen uit het spel": 4 of each per pack
    assert got["foundation.base"] == ["9", "10"] and got["foundation.count"] == 8
    assert got["foundation.direction"] == "down-by-2"
    got = facts(extract_game("cadogan-ru-chasy"))  # "двойка, тройка, четверка и др. до короля включительно"
    assert got["foundation.base"] == ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def test_layings_counted_by_ordinals_and_bases_given_as_examples():
    nlp = pipeline("nl")
    for text, redeals in (("Deze bewerking kan dan nog voor een derde en voor een vierde maal worden herhaald.", 3),
                          ("Daarna is nog een derde legging der ongebruikte hulpkaarten toegestaan.", 2),
                          ("daar men den talon maar twee maal mag opnemen.", 2),
                          ("Eigenlijk mag men het spel slechts éénmaal doornemen.", 0)):
        got = [c["value"] for c in nlp(text)._.candidates if c["field"] == "redeals"]
        assert got == [redeals], text
    doc = nlp("Is het b.v. een zes, boer of aas, dan zijn de acht zessen, de acht boeren of de acht azen grondkaarten.")
    assert [c["value"] for c in doc._.candidates if c["field"] == "foundation.base"] == [["any"]]
    doc = nlp("Hieronder komen op een tweede rij een twee, vier, zes en acht, zijnde de dubbele getallen der grondkaarten.")
    assert not [c for c in doc._.candidates if c["field"] == "foundation.direction"]  # cards laid, not an order
