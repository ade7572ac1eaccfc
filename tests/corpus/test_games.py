"""Segmentation: the 117 games, their ids, numbers, titles, pages, fragments and variants."""

import json
from pathlib import Path

import pytest

from patience.corpus import clean_text, game_text, get_game, load_games, segment

REPO = Path(__file__).resolve().parents[2]

EXPECTED_IDS = (
    [f"hagenaar2-{n:02d}" for n in range(1, 36)] + ["hagenaar2-35a", "hagenaar2-35b"]
    + [f"hagenaar2-{n:02d}" for n in range(36, 51)]
    + ["cadogan-ru-blokada", "cadogan-ru-chasy", "cadogan-ru-krepost", "cadogan-ru-chetyrnadtsat", "cadogan-ru-sultan"]
    + ["cadogan-square", "cadogan-margarethe", "cadogan-mount-olympus", "cadogan-wheel", "cadogan-two-rings",
       "cadogan-nation", "cadogan-carpet", "cadogan-fish-bone", "cadogan-congress", "cadogan-louis", "cadogan-sly",
       "cadogan-great-thirteen"]
    + ["klondike-nl"]
    + [f"cadogan1914-{slug}" for slug in (
        "la-belle-lucie", "napoleon-at-st-helena", "fifteen", "salic-law", "four-corners", "mill", "shah",
        "blockade", "clock", "fortress", "fourteenth", "sultan", "la-nivernaise", "empress-of-india",
        "besieged-city", "flower-garden", "hemispheres", "napoleon-s-square", "constitution", "zodiac",
        "kings", "babette", "nestor", "light-and-shade", "labyrinth", "spenser-s-fairie-queen", "terrace",
        "general-sedgewick", "queens", "herring-bone", "olga", "caesar", "red-and-black", "square",
        "margarethe", "mount-olympus", "wheel", "two-rings", "nation", "carpet", "fish-bone", "congress",
        "louis", "sly", "great-thirteen", "canfield-or-klondike", "anna")]
)

# Start pages as printed in the book's INHOUD (table of contents).
INHOUD_PAGES = {1: 7, 2: 8, 3: 8, 4: 9, 5: 11, 6: 12, 7: 13, 8: 13, 9: 14, 10: 15, 11: 17, 12: 18, 13: 20, 14: 23,
                15: 24, 16: 25, 17: 26, 18: 27, 19: 29, 20: 30, 21: 31, 22: 32, 23: 33, 24: 34, 25: 35, 26: 36,
                27: 38, 28: 40, 29: 41, 30: 42, 31: 44, 32: 45, 33: 46, 34: 47, 35: 48, "35A": 49, "35B": 50,
                36: 51, 37: 52, 38: 54, 39: 55, 40: 58, 41: 61, 42: 62, 43: 66, 44: 67, 45: 69, 46: 72, 47: 73,
                48: 75, 49: 76, 50: 78}


def test_the_games_have_the_agreed_ids_in_source_order():
    assert [g.id for g in load_games(REPO)] == EXPECTED_IDS


def test_games_json_equals_a_fresh_segmentation(corpus_root):
    committed = (REPO / "corpus/games.json").read_text("utf-8")
    segment(corpus_root)
    assert (corpus_root / "corpus/games.json").read_text("utf-8") == committed


def test_games_json_has_the_documented_fields():
    data = json.loads((REPO / "corpus/games.json").read_text("utf-8"))
    assert len(data) >= 70
    for g in data:
        assert {"id", "source", "number", "title", "language", "pages", "fragment", "variants", "clean_span",
                "raw_span"} <= set(g)


def test_hagenaar_games_start_on_the_pages_the_table_of_contents_gives():
    games = {g.number: g for g in load_games(REPO) if g.source == "hagenaar2"}
    assert {n: g.pages[0] for n, g in games.items()} == INHOUD_PAGES
    assert all(g.language == "nl" and not g.fragment for g in games.values())


@pytest.mark.parametrize("game_id,title", [
    ("hagenaar2-01", "Het ondersteken I"), ("hagenaar2-17", "Het wapenschild"), ("hagenaar2-18", "De mannen"),
    ("hagenaar2-22", "De hoeken"), ("hagenaar2-32", "De zon"), ("hagenaar2-37", "De blokkade"),
    ("hagenaar2-43", "Het Maltheser-kruis"), ("hagenaar2-44", "Het roode en het zwarte kruis"),
    ("hagenaar2-45", "Een groote familie"), ("hagenaar2-35a", "Variatiên op den halven cirkel"),
    ("cadogan-louis", 'THE "LOUIS" PATIENCE'), ("cadogan-ru-krepost", "КРѢПОСТЬ"), ("klondike-nl", "Patience"),
])
def test_titles_are_as_printed(game_id, title):
    assert get_game(game_id, REPO).title == title


def test_numbers_are_ints_letters_or_null():
    games = {g.id: g for g in load_games(REPO)}
    assert games["hagenaar2-07"].number == 7
    assert games["hagenaar2-35a"].number == "35A" and games["hagenaar2-35b"].number == "35B"
    assert games["hagenaar2-35b"].title_supplied
    assert games["cadogan-wheel"].number is None and games["klondike-nl"].number is None


def test_fragments_are_the_games_the_sources_cut_off():
    fragments = {g.id for g in load_games(REPO) if g.fragment}
    assert fragments == {"cadogan-square", "cadogan-great-thirteen", "cadogan-ru-blokada", "cadogan-ru-sultan"}
    square = get_game("cadogan-square", REPO)
    assert square.title == "The Square" and square.title_supplied
    assert game_text("cadogan-square", REPO).startswith("When the Square is complete")


def test_each_game_text_starts_with_its_header_and_spans_do_not_overlap():
    games = load_games(REPO)
    assert game_text("hagenaar2-01", REPO).startswith("Het ondersteken I.\nNo. 1.\n(Met één piketspel.)")
    assert game_text("hagenaar2-17", REPO).startswith("No. 17.\nHet wapenschild.")
    assert game_text("hagenaar2-35b", REPO).startswith("B.\nEen heer, uit het spel genomen")
    assert game_text("hagenaar2-50", REPO).endswith("een kaart op den talon zal kunnen leggen.")
    assert game_text("cadogan-ru-chasy", REPO).startswith("ЧАСЫ.\n\nДВѢ ПОЛНЫХЪ КОЛОДЫ КАРТЪ.")
    assert game_text("cadogan-ru-sultan", REPO).endswith("Изъ колоды вынимаютъ восемь")
    by_source: dict[str, list] = {}
    for g in games:
        by_source.setdefault(g.source, []).append(g.clean_span)
    for spans in by_source.values():
        for (s1, e1), (s2, _e2) in zip(spans, spans[1:]):
            assert s1 < e1 <= s2


def test_the_advertisement_after_page_80_is_in_no_game():
    text = clean_text("hagenaar2", REPO)
    ad = text.index("ROYAL AUCTION")
    assert all(not (g.clean_span[0] <= ad < g.clean_span[1]) for g in load_games(REPO))


def test_variants_run_from_their_trigger_sentence_to_the_next_variant_or_the_end():
    text = clean_text("hagenaar2", REPO)
    g27 = get_game("hagenaar2-27", REPO)
    assert [v.id for v in g27.variants] == ["hagenaar2-27/tweede-maal", "hagenaar2-27/opmerking"]
    opmerking = g27.variants[1]
    assert opmerking.label == "Opmerking"
    assert text[slice(*opmerking.clean_span)].startswith("Opmerking: Deze patience kan ook in tegengestelde orde")
    assert opmerking.clean_span[1] == g27.clean_span[1]
    assert g27.variants[0].clean_span[1] < opmerking.clean_span[0]
    gunst = get_game("hagenaar2-15", REPO).variants[0]
    assert text[slice(*gunst.clean_span)].startswith("Eigenlijk mag men het spel slechts éénmaal doornemen")
    expected = {"hagenaar2-11": ["opmerking"], "hagenaar2-35": ["vergund"], "hagenaar2-36": ["ook-gespeeld"],
                "hagenaar2-39": ["gemakkelijker"], "hagenaar2-40": ["vergemakkelijking"],
                "hagenaar2-43": ["afwisseling"], "hagenaar2-48": ["opmerking"]}
    for gid, slugs in expected.items():
        assert [v.id.split("/")[1] for v in get_game(gid, REPO).variants] == slugs, gid
    assert not get_game("hagenaar2-35a", REPO).variants


def test_raw_spans_cover_the_same_text():
    raw = (REPO / "corpus/raw/cadogan.txt").read_text("utf-8")
    g = get_game("cadogan-margarethe", REPO)
    assert raw[slice(*g.raw_span)].startswith("MARGARETHE\n\nOne Entire Pack of Cards")
    assert raw[slice(*g.raw_span)].endswith("The talon may be re-dealt once.")
    raw = (REPO / "corpus/raw/hagenaar2.txt").read_text("utf-8")
    g = get_game("hagenaar2-50", REPO)
    assert raw[slice(*g.raw_span)].startswith("No. 50. De kibbel-patience.")
    assert raw[slice(*g.raw_span)].endswith("kunnen leggen.")


def test_segmentation_agrees_with_the_cleaned_table_of_contents():
    import re

    text = clean_text("hagenaar2", REPO)
    toc = text[text.index("INHOUD."):text.index("INLEIDING.\n")]
    printed = {int(n): int(p) for n, p in re.findall(r"^(\d+)\. .+ (\d+)$", toc, re.M)}
    printed["35A"] = int(re.search(r"^VARIATIE OP IDEM A (\d+)$", toc, re.M).group(1))
    printed["35B"] = int(re.search(r"^B (\d+)$", toc, re.M).group(1))
    games = {g.number: g.pages[0] for g in load_games(REPO) if g.source == "hagenaar2"}
    assert printed == games
