"""Game pages and indexes drawn from the encodings: rules text with evidence, layout SVG,
facts card, variants, disagreements, families, schema reference and export page.

The rule sets are the real ones of rules_json/ (rule language 2); the pages are built over the
fake corpus, which has hagenaar2-01, hagenaar2-24 and cadogan-square among its games."""

from __future__ import annotations

import json
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from patience.engine.game import Game
from patience.errors import PatienceError
from patience.export import export_bundle
from patience.rules.load import load_all
from patience.rules.model import RuleSet
from patience.site.corpusview import read_books, read_games
from patience.site.diagram import layout_svg, opening
from patience.site.encoding import encoded_variants, load_encodings, variant_changes
from patience.site.generate import page_tree
from patience.site.indexes import FAMILIES, used_primitives
from patience.site.model import Encoding, GameDoc
from patience.site.phrases import phrases
from patience.site.rulestext import rule_parts

REPO = Path(__file__).resolve().parents[2]
RULES = load_all(REPO)
needs = pytest.mark.skipif(not {"hagenaar2-24", "hagenaar2-01", "cadogan-square"} <= set(RULES),
                           reason="needs the rule sets hagenaar2-24, hagenaar2-01 and cadogan-square")


def _encode(root, *ids):
    for rule_id in ids:
        shutil.copy(REPO / "rules_json" / f"{rule_id}.json", root / "rules_json")


def _tree(root, corpus, lang):
    books = read_books(root)
    games = read_games(corpus, root, load_encodings(root))
    return page_tree(books, games, lang, root, export_bundle(root / "build" / "export", root))


def _rules(rules, lang):
    return {r.pointer: r.html for _, items in rule_parts(rules, phrases(lang)) for r in items}


@pytest.mark.parametrize("rule_id", sorted(RULES))
@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_rule_set_is_written_out_with_a_sentence_per_element(rule_id, lang):
    rules = RULES[rule_id]
    pointers = [r.pointer for _, items in rule_parts(rules, phrases(lang)) for r in items]
    expected = ["/players", "/deck", *(f"/zones/{i}" for i in range(len(rules.zones))),
                *(f"/setup/{i}" for i in range(len(rules.setup))), *(f"/choices/{i}" for i in range(len(rules.choices))),
                *(f"/moves/{i}" for i in range(len(rules.moves))), "/win"]
    assert set(expected) <= set(pointers)
    assert len(pointers) == len(set(pointers))


@needs
def test_the_redoubt_reads_as_rules_in_english_and_dutch():
    en, nl = _rules(RULES["hagenaar2-24"], "en"), _rules(RULES["hagenaar2-24"], "nl")
    assert "four piles (foundation); built up, in suit; an empty pile may be started only with an ace" in en["/zones/0"]
    assert "bouwen: opwaarts, in dezelfde kleur; een lege stapel mag alleen worden begonnen met een aas" in nl["/zones/0"]
    assert en["/moves/0"].startswith("A card (aces only) must be moved from") and "at once, whenever it can be." in en["/moves/0"]
    assert nl["/moves/0"].startswith("De speler moet meteen een kaart (alleen azen) van")
    assert "only when" in en["/moves/2"] and "is empty." in en["/moves/2"]
    assert "alleen als" in nl["/moves/2"] and "leeg is." in nl["/moves/2"]
    assert "of the player's choice" in en["/moves/1"] and "naar keuze" in nl["/moves/1"]


@needs
def test_guards_read_as_words_and_refer_to_other_rules_by_number():
    rules = RULES["hagenaar2-11"] if "hagenaar2-11" in RULES else None
    if rules is None:
        pytest.skip("needs hagenaar2-11")
    en = _rules(rules, "en")
    assert 'only when <a class="rule-ref" href="#rule-moves-0">rule 1</a> or' in en["/moves/2"]
    assert "(not into an empty pile)" in en["/moves/2"]


@needs
def test_game_page_quotes_evidence_under_each_rule_and_marks_editorial_choices_in_its_language(root, corpus):
    _encode(root, "hagenaar2-24")
    page = _tree(root, corpus, "en")["games/hagenaar2-24.md"]
    rules = RULES["hagenaar2-24"]
    block = page[page.index('id="rule-moves-2"'):]
    block = block[:block.index("</div>")]
    assert f"“{rules.evidence['/moves/2'][0].quote}”" in block
    anchor = block[block.index('href="#ev-') + 7:].split('"')[0]
    assert f'id="{anchor}"' in page  # the quote links to its mark in the book text
    zone = page[page.index('id="rule-zones-0"'):]
    zone = zone[:zone.index("</div>")]
    assert '<p class="invented" data-pointer="/zones/0/take"><strong>Editorial choice</strong>' in zone
    assert rules.invented["/zones/0/take"].en in zone and "(on: which cards may be taken)" in zone
    nl = _tree(root, corpus, "nl")["games/hagenaar2-24.md"]
    assert rules.invented["/zones/0/take"].nl in nl and rules.invented["/zones/0/take"].en not in nl
    assert "<strong>Keuze van de redactie</strong>" in nl and "erzonnen" not in nl
    assert "## Original text {#original}" in page
    shift = page[page.index('id="rule-moves-3"'):]
    assert "(on: the condition)" in shift[:shift.index("</div>")]


@needs
def test_rules_section_appears_in_both_languages(root, corpus):
    _encode(root, "hagenaar2-01")
    en = _tree(root, corpus, "en")["games/hagenaar2-01.md"]
    nl = _tree(root, corpus, "nl")["games/hagenaar2-01.md"]
    assert "## The rules as encoded { data-search-exclude }\n" in en and "### The deal { data-search-exclude }\n" in en and "Four cards are dealt to each of the piles of" in en
    assert "## De regels zoals gecodeerd { data-search-exclude }\n" in nl and "### Het uitdelen { data-search-exclude }\n" in nl and "Er worden vier kaarten uitgedeeld op elk van" in nl
    assert '<small class="rule-meta">tucking under · written <code>tuck</code></small>' in en


@needs
def test_how_to_play_comes_before_the_scholars_rules_which_fold_away(root, corpus):
    _encode(root, "hagenaar2-01")
    for lang, heading, scholars in (("en", "## How to play\n", "## The rules as encoded { data-search-exclude }\n"),
                                    ("nl", "## Zo speel je het\n", "## De regels zoals gecodeerd { data-search-exclude }\n")):
        page = _tree(root, corpus, lang)["games/hagenaar2-01.md"]
        assert page.index(heading) < page.index(scholars)
        prose = page[page.index(heading):page.index(scholars)]
        assert '<p class="object">' in prose and "<code>" not in prose and "data-pointer" not in prose
        assert page[page.index(scholars) + len(scholars):].lstrip().startswith('<details class="scholars"')


@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_layout_svg_is_valid_and_draws_every_zone(rule_id):
    rules = RULES[rule_id]
    svg = layout_svg(rules, phrases("nl"), "Titel")
    tree = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    zones = [g.get("data-zone") for g in tree.iter(f"{ns}g") if g.get("class") == "zone"]
    assert zones == [z.id for z in rules.zones]
    assert tree.find(f"{ns}title").text == "Beginopstelling van Titel"
    assert "\n\n" not in svg


@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_opening_counts_every_card_once(rule_id):
    rules = RULES[rule_id]
    total = sum(p.cards for zone in opening(rules).values() for p in zone)
    assert total == Game(rules).total


@needs
def test_opening_labels_withdrawn_cards_and_counts_face_down_ones():
    piles = opening(RULES["hagenaar2-26"]) if "hagenaar2-26" in RULES else None
    if piles is None:
        pytest.skip("needs hagenaar2-26")
    assert [p.label for p in piles["f"]] == ["AC", "AD", "AH", "AS"]
    assert [p.cards for p in piles["u"]] == [8] * 6 and [p.down for p in piles["u"]] == [7] * 6


@needs
def test_facts_card_reads_the_language_and_the_check_tally_and_prefers_the_benchmark(root, corpus):
    _encode(root, "hagenaar2-24")
    (root / "checks" / "results").mkdir(parents=True)
    (root / "checks" / "results" / "hagenaar2-24.json").write_text(json.dumps(
        {"id": "hagenaar2-24", "variant": None, "deals": 50, "won": 40, "lost": 9, "unknown": 1}), "utf-8")
    page = _tree(root, corpus, "en")["games/hagenaar2-24.md"]
    assert "won 40 of 49 decided deals (82 %; 95 % interval 69 %–90 %); 1 undecided" in page
    assert "<tr><th>Foundations</th><td>4 × from A, up, in suit</td></tr>" in page
    assert "<tr><th>Re-deals</th><td>none</td></tr>" in page
    (root / "bench" / "results").mkdir(parents=True)
    (root / "bench" / "results" / "winrates.json").write_text(json.dumps(
        {"generated": "today", "budget": {}, "games": [{"id": "hagenaar2-24", "variant": None, "deals": 1000,
         "won": 812, "lost": 188, "unknown": 0, "rate": 0.812, "ci": [0.787, 0.835]}]}), "utf-8")
    page = _tree(root, corpus, "nl")["games/hagenaar2-24.md"]
    assert "812 van 1000 besliste spellen gewonnen (81 %; 95 %-interval 79 %–84 %)" in page
    assert "<tr><th>Grondstapels</th><td>4 × vanaf A, opwaarts, in dezelfde kleur</td></tr>" in page


@needs
def test_facts_card_says_plainly_when_there_are_no_figures_or_foundations(root, corpus):
    _encode(root, "hagenaar2-01")
    page = _tree(root, corpus, "en")["games/hagenaar2-01.md"]
    assert "no figures yet" in page
    assert "<tr><th>Foundations</th><td>none</td></tr>" in page


@needs
def test_a_variant_shows_what_it_changes_in_the_same_words():
    base = RULES["hagenaar2-24"]
    data = base.model_dump(mode="json", by_alias=True)
    data["variants"] = [{"id": "down", "label": {"en": "built down", "nl": "afwaarts"}, "patch": [
        {"op": "replace", "path": "/zones/0/build/rank", "value": "down"},
        {"op": "add", "path": "/moves/-", "value": {"id": "pass", "kind": "pass"}},
        {"op": "remove", "path": "/final_state"}]}]
    data["evidence"]["/variants/0"] = data["evidence"]["/win"]
    rules = RuleSet.model_validate(data)
    from patience.rules.load import with_variant
    en = "\n".join(variant_changes(rules, with_variant(rules, "down"), phrases("en")))
    assert en.count('class="changed"') == 1 and "built down, in suit" in en and "(Instead of: " in en
    assert 'class="added"' in en and "The player on turn may pass" in en
    assert 'class="removed"' in en and "<del>The book promises" in en
    game = GameDoc("hagenaar2-24", "hagenaar2", 24, "De schans", "nl", None, False, (),
                   encoding=Encoding(rules, "x.json"))
    nl = encoded_variants(game, phrases("nl"))
    assert "### Afwaarts {#variant-down}" in nl and "Wat er verandert" in nl and "bouwen: afwaarts" in nl
    assert '<details class="patch"><summary>De patch (JSON)</summary>' in nl and "/zones/0/build/rank" in nl
    assert "dan is de patience gelukt" in nl  # the variant's evidence


@needs
def test_game_pages_show_findings_for_players_and_the_editors_page_shows_them_all(root, corpus):
    _encode(root, "hagenaar2-24", "hagenaar2-01")
    (root / "checks").mkdir()
    (root / "checks" / "diff.json").write_text(json.dumps([
        {"game": "hagenaar2-24", "kind": "value", "field": "foundation.direction", "text_value": "down",
         "encoded_value": "up", "spans": [{"role": "text", "game": "hagenaar2-24", "start": 0, "end": 5,
                                           "quote": "Daarop"}], "message": "direction differs", "phrase": "value",
         "values": {"name": "foundation.direction", "text": "down", "pattern": "p", "confidence": 0.9, "encoded": "up"}},
        {"game": "hagenaar2-24", "kind": "ocr", "field": "/zones/1", "text_value": "kaartcn",
         "spans": [], "message": "'kaartcn' is not in the nl word list of the period: check the scan",
         "phrase": "ocr_word", "values": {"word": "kaartcn", "language": "nl"}}]), "utf-8")
    tree = _tree(root, corpus, "en")
    page = tree["games/hagenaar2-24.md"]
    assert "## Open questions" in page
    assert "The foundations' direction: the text may read" in page and "(“Daarop”)" in page
    assert "kaartcn" not in page  # the scan's misreadings are the editors' business
    assert "[Possible misreadings of the scan: 1](../editors.md#ocr-hagenaar2-24)" in page
    assert "raise no question" in tree["games/hagenaar2-01.md"]
    editors = tree["editors.md"]
    assert '<tbody id="ocr-hagenaar2-24">' in editors and "kaartcn" in editors
    assert editors.index("{#kind-value}") < editors.index('<tbody id="value-hagenaar2-24">') < editors.index("{#kind-ocr}")
    nl = _tree(root, corpus, "nl")
    assert "## Open vragen" in nl["games/hagenaar2-24.md"] and "# Voor de redactie" in nl["editors.md"]
    assert "staat niet in de" in nl["editors.md"]  # the findings worded in Dutch


@needs
def test_malformed_diff_json_is_a_one_line_error_naming_the_file(root, corpus):
    _encode(root, "hagenaar2-24")
    (root / "checks").mkdir()
    (root / "checks" / "diff.json").write_text('[{"kind": "value"}]', "utf-8")
    with pytest.raises(PatienceError, match=r"diff\.json: /0/game is missing"):
        load_encodings(root)


@needs
def test_encoded_titles_in_every_spelling_are_on_the_page_and_in_the_index(root, corpus):
    _encode(root, "cadogan-square")
    tree = _tree(root, corpus, "nl")
    page = tree["games/cadogan-square.md"]
    for title in ("The Square", "Het vierkant"):
        assert title in page
    assert "[vierkant, Het](games/cadogan-square.md)" in tree["titles.md"]


@needs
def test_families_page_groups_encoded_games_by_family_rule_kind_and_primitive(root, corpus):
    _encode(root, "hagenaar2-24", "hagenaar2-01", "cadogan-square")
    page = _tree(root, corpus, "en")["families.md"]
    assert "3 of 8 games are encoded" in page
    title = RULES["hagenaar2-01"].titles.en
    assert f"- **1 × piquet (32 cards)** (1): [{title}](games/hagenaar2-01.md)" in page
    assert "## Rule kinds\n" in page and "- **moving cards** (2): " in page and "- **tucking under** (1): " in page
    assert "## Primitives of the rule language\n" in page and "### Empty piles\n" in page
    assert "- **up, in suit** (1)" in page or "- **up, in suit** (2)" in page
    nl = _tree(root, corpus, "nl")["families.md"]
    assert "## Soorten regels\n" in nl and "- **kaarten verplaatsen** (2): " in nl


@needs
def test_used_primitives_name_elements_and_fields_in_words():
    found = used_primitives(RULES["hagenaar2-24"], phrases("en"))
    assert ("empty piles", "order") in found and ("moving cards", "the condition") in found
    assert all("_" not in field for _, field in found)


def test_families_page_without_encodings_says_so(root, corpus):
    assert "No game is encoded yet." in _tree(root, corpus, "en")["families.md"]


def test_schema_page_lists_every_definition_and_field(root, corpus):
    page = _tree(root, corpus, "en")["schema.md"]
    schema = json.loads((REPO / "schema" / "patience-rules.schema.json").read_text("utf-8"))
    for name, spec in schema["$defs"].items():
        assert f"## {name} {{#def-{name.lower()}}}" in page
        for field in spec.get("properties", {}):
            assert f"| `{field}` |" in page
    assert "| `zones` | list of [Zone](#def-zone) | yes |" in page


@needs
def test_export_page_links_the_bundle(root, corpus):
    _encode(root, "hagenaar2-24", "hagenaar2-01")
    page = _tree(root, corpus, "en")["export.md"]
    assert "(export/patience-rules.json)" in page and "(export/patience-rules.jsonl)" in page
    assert "## Solvitaire rule presets" in page


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_every_family_of_every_rule_set_has_a_value(lang, rule_id):
    for _, values_of in FAMILIES:
        assert values_of(RULES[rule_id], phrases(lang))
