"""Game pages and indexes drawn from the encodings: rules text with evidence, layout SVG,
facts card, variants, disagreements, families, schema reference and export page."""

from __future__ import annotations

import json
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from patience.errors import PatienceError
from patience.export import export_bundle
from patience.rules.load import load_all
from patience.site.corpusview import read_books, read_games
from patience.site.diagram import layout_svg, opening
from patience.site.encoding import load_encodings
from patience.site.generate import page_tree
from patience.site.phrases import phrases
from patience.site.rulestext import rule_parts

REPO = Path(__file__).resolve().parents[2]
RULES = load_all(REPO)


def _encode(root, *ids):
    for rule_id in ids:
        shutil.copy(REPO / "rules_json" / f"{rule_id}.json", root / "rules_json")


def _tree(root, corpus, lang):
    books = read_books(root)
    games = read_games(corpus, root, load_encodings(root))
    return page_tree(books, games, lang, root, export_bundle(root / "build" / "export", root))


@pytest.mark.parametrize("rule_id", sorted(RULES))
@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_rule_set_is_written_out_with_a_rule_per_field(rule_id, lang):
    rules = RULES[rule_id]
    pointers = [r.pointer for _, items in rule_parts(rules, phrases(lang)) for r in items]
    expected = ["/players", "/deck", *(f"/zones/{i}" for i in range(len(rules.zones))),
                *(f"/setup/{i}" for i in range(len(rules.setup))), *(f"/moves/{i}" for i in range(len(rules.moves))),
                *(f"/mechanics/{i}" for i in range(len(rules.mechanics))), "/win"]
    assert set(expected) <= set(pointers)
    assert len(pointers) == len(set(pointers))


def test_sequences_read_in_the_page_language():
    rules = RULES["klondike-nl"]
    en = {r.pointer: r.html for _, items in rule_parts(rules, phrases("en")) for r in items}
    nl = {r.pointer: r.html for _, items in rule_parts(rules, phrases("nl")) for r in items}
    assert "Built down, in alternating colours." in en["/zones/1"]
    assert "started only with K." in en["/zones/1"]
    assert "Er wordt afwaarts gebouwd, afwisselend rood en zwart." in nl["/zones/1"]
    assert "alleen worden begonnen met H." in nl["/zones/1"]
    assert "shuffled" in en["/redeal"] and "as often as the player likes" in en["/redeal"]


def test_game_page_quotes_evidence_under_each_rule_and_marks_invented_ones(root, corpus):
    _encode(root, "hagenaar2-09")
    page = _tree(root, corpus, "en")["games/hagenaar2-09.md"]
    rules = RULES["hagenaar2-09"]
    quote = rules.evidence["/mechanics/0"][0].quote
    block = page[page.index('id="rule-mechanics-0"'):]
    block = block[:block.index("</div>")]
    assert "pairs" in block and "<code>sum</code> = 14" in block
    assert f"“{quote}”" in block and 'href="#original"' in block
    assert '<p class="invented" data-pointer="/mechanics/0/params/regather">' in block
    assert "## Original text {#original}" in page


def test_rules_section_appears_in_both_languages(root, corpus):
    _encode(root, "hagenaar2-09")
    en = _tree(root, corpus, "en")["games/hagenaar2-09.md"]
    nl = _tree(root, corpus, "nl")["games/hagenaar2-09.md"]
    assert "## Rules\n" in en and "### The deal\n" in en and "Deal one card to each pile of" in en
    assert "## Spelregels\n" in nl and "### Het uitdelen\n" in nl and "Deel één kaart op elke stapel van" in nl


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


def test_opening_counts_every_card_once():
    piles = opening(RULES["cadogan-mount-olympus"])
    assert [p.label for p in piles["f"]] == ["A*"] * 8 + ["2*"] * 8
    assert sum(p.cards for zone in piles.values() for p in zone) == 104
    klondike = opening(RULES["klondike-nl"])
    assert [p.cards for p in klondike["t"]] == [1, 2, 3, 4, 5, 6, 7]
    assert [p.down for p in klondike["t"]] == [0, 1, 2, 3, 4, 5, 6]
    assert klondike["s"][0].cards == 24


def test_facts_card_reads_the_check_tally_and_prefers_the_benchmark(root, corpus):
    _encode(root, "hagenaar2-09")
    (root / "checks" / "results").mkdir(parents=True)
    (root / "checks" / "results" / "hagenaar2-09.json").write_text(json.dumps(
        {"id": "hagenaar2-09", "variant": None, "deals": 50, "won": 40, "lost": 9, "unknown": 1}), "utf-8")
    page = _tree(root, corpus, "en")["games/hagenaar2-09.md"]
    assert "won 40 of 50 deals checked (9 lost, 1 undecided)" in page
    (root / "bench" / "results").mkdir(parents=True)
    (root / "bench" / "results" / "winrates.json").write_text(json.dumps(
        {"generated": "today", "budget": {}, "games": [{"id": "hagenaar2-09", "variant": None, "deals": 1000,
         "won": 812, "lost": 188, "unknown": 0, "rate": 0.812, "ci": [0.787, 0.835]}]}), "utf-8")
    page = _tree(root, corpus, "nl")["games/hagenaar2-09.md"]
    assert "81 % van 1000 spellen gewonnen (95 %-interval 79 %–84 %)" in page


def test_facts_card_says_plainly_when_there_are_no_figures(root, corpus):
    _encode(root, "hagenaar2-09")
    page = _tree(root, corpus, "en")["games/hagenaar2-09.md"]
    assert "no figures yet" in page
    assert "<tr><th>Foundations</th><td>none</td></tr>" in page


def test_disagreements_are_listed_from_diff_json_or_said_to_be_none(root, corpus):
    _encode(root, "hagenaar2-09", "cadogan-ru-krepost")
    (root / "checks").mkdir()
    (root / "checks" / "diff.json").write_text(json.dumps([
        {"game": "hagenaar2-09", "kind": "value", "field": "/mechanics/0/params/sum", "text_value": 14,
         "encoded_value": 13, "spans": [], "message": "sum differs"}]), "utf-8")
    tree = _tree(root, corpus, "en")
    assert "| value | `/mechanics/0/params/sum` | 14 | 13 | sum differs |" in tree["games/hagenaar2-09.md"]
    assert "None recorded" in tree["games/cadogan-ru-krepost.md"]


def test_malformed_diff_json_is_a_one_line_error_naming_the_file(root, corpus):
    _encode(root, "hagenaar2-09")
    (root / "checks").mkdir()
    (root / "checks" / "diff.json").write_text('[{"kind": "value"}]', "utf-8")
    with pytest.raises(PatienceError, match=r"diff\.json: /0/game is missing"):
        load_encodings(root)


def test_encoded_titles_in_every_spelling_are_on_the_page_and_in_the_index(root, corpus):
    _encode(root, "cadogan-ru-krepost")
    tree = _tree(root, corpus, "nl")
    page = tree["games/cadogan-ru-krepost.md"]
    for title in ("Крѣпость", "КРЕПОСТЬ", "The Fortress", "De vesting"):
        assert title in page
    assert "[vesting, De](games/cadogan-ru-krepost.md)" in tree["titles.md"]


def test_families_page_groups_encoded_games_by_what_their_encodings_say(root, corpus):
    _encode(root, "hagenaar2-09", "cadogan-mount-olympus", "cadogan-ru-krepost")
    page = _tree(root, corpus, "en")["families.md"]
    assert "3 of 5 games are encoded" in page
    assert "- **2 × whist (52 cards)** (1): [Mount Olympus](games/cadogan-mount-olympus.md)" in page
    assert "- **pairs** (1): [Fourteen](games/hagenaar2-09.md)" in page
    assert "- **up by two, in suit** (1)" in page


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


def test_export_page_links_the_bundle_and_the_solvitaire_presets(root, corpus):
    _encode(root, "klondike-nl", "hagenaar2-04")
    page = _tree(root, corpus, "en")["export.md"]
    assert "(export/patience-rules.json)" in page and "(export/patience-rules.jsonl)" in page
    assert "[klondike-nl~no-shuffle.json](export/solvitaire/klondike-nl~no-shuffle.json)" in page
    assert "- `hagenaar2-04`: it uses a piquet pack" in page


def _each_value(model, field):
    from typing import get_args
    return get_args(model.model_fields[field].annotation)


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_value_the_schema_allows_is_written_out_and_drawn(lang):
    """A rule set that validates renders whatever its enums say: every zone role, layout,
    take and build value, every deal face and order, every move kind, one and two packs."""
    from patience.rules.model import Deal, MoveRule, Sequence, Zone
    from patience.site.indexes import FAMILIES

    base = RULES["klondike-nl"]
    ph = phrases(lang)
    variants = []
    for field in ("role", "layout", "take"):
        for value in _each_value(Zone, field):
            zones = [base.zones[0].model_copy(update={field: value, "count": 7, "grid": (2, 4)}), *base.zones[1:]]
            variants.append(base.model_copy(update={"zones": zones}))
    for field in ("rank", "suit"):
        for value in _each_value(Sequence, field):
            seq = base.zones[1].build.model_copy(update={field: value, "by": 2, "wrap": True, "skip": ["Q"],
                                                        "ranks": ["A", "K"], "param": "dir",
                                                        "base_zone": "f"})
            zones = [base.zones[0], base.zones[1].model_copy(update={"build": seq}), *base.zones[2:]]
            variants.append(base.model_copy(update={"zones": zones}))
    for field in ("face", "order"):
        for value in _each_value(Deal, field):
            deal = next(s for s in base.setup if isinstance(s, Deal))
            variants.append(base.model_copy(update={"setup": [deal.model_copy(update={field: value})]}))
    for field in ("action", "unit", "to_space"):
        for value in _each_value(MoveRule, field):
            variants.append(base.model_copy(update={"moves": [base.moves[0].model_copy(update={field: value})]}))
    variants.append(base.model_copy(update={"deck": base.deck.model_copy(update={"packs": 2}), "players": 2}))
    for rules in variants:
        assert rule_parts(rules, ph)
        ET.fromstring(layout_svg(rules, ph, "T"))
        for _, values_of in FAMILIES:
            assert values_of(rules, ph)
