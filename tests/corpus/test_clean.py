"""The cleaner: deterministic outputs, an exact ledger, and hand-checked passages."""

import json
import re
from pathlib import Path

import pytest

from patience.corpus import clean_text, ledger, load_sources, run_clean
from patience.corpus.edits import apply_edits
from patience.corpus.sources import read_raw


REPO = Path(__file__).resolve().parents[2]
SOURCES = ["hagenaar2", "cadogan-ru", "cadogan", "klondike-nl"]


def test_committed_outputs_equal_a_fresh_run(corpus_root, snapshot):
    committed = snapshot(REPO)
    run_clean(corpus_root)
    fresh = snapshot(corpus_root)
    for name, data in fresh.items():
        if name.startswith("clean/"):
            assert committed.get(name) == data, f"corpus/{name} is stale: run `patience corpus clean`"


def test_cleaning_twice_changes_nothing(corpus_root, snapshot):
    run_clean(corpus_root)
    before = snapshot(corpus_root)
    report = run_clean(corpus_root)
    assert snapshot(corpus_root) == before
    assert all(state == "unchanged" for s in report.sources for state in s.files.values())


@pytest.mark.parametrize("source_id", SOURCES)
def test_every_ledger_before_is_the_raw_text_at_its_offsets(source_id):
    source = next(s for s in load_sources(REPO) if s.id == source_id)
    raw = read_raw(source, REPO)
    edits = ledger(source_id, REPO)
    for e in edits:
        assert raw[e.raw_start:e.raw_end] == e.before, e
    assert [e.raw_start for e in edits] == sorted(e.raw_start for e in edits)
    assert apply_edits(raw, edits)[0] == clean_text(source_id, REPO)


def test_every_correction_is_ledgered_with_its_reason():
    edits = [e for e in ledger("hagenaar2", REPO) if e.rule == "correction"]
    assert len(edits) >= 25 and all(e.reason for e in edits)
    assert any(e.after == "opklimmende volgorde op de bovenste kaarten" for e in edits)


def test_no_running_header_page_number_or_debris_survives():
    text = clean_text("hagenaar2", REPO)
    assert "Patience's II" not in text
    assert "6e dr." not in text
    lines = text.split("\n")
    assert not [ln for ln in lines if re.fullmatch(r"\d{1,3}|SL|I|II|mi|n", ln)]
    for debris in ("00 0 00 0 0 00 0", "0 BH 0", "c, ,t„1", "ji %", "m&nAo", "¬", "\n\n"):
        assert debris not in text
    assert "Patience's of Geduldspelen" in text  # a real apostrophe is kept


def test_russian_yat_is_restored_everywhere():
    text = clean_text("cadogan-ru", REPO)
    assert "ђ" not in text and "Ђ" not in text
    assert "КРѢПОСТЬ." in text and "ДВѢ ПОЛНЫХЪ КОЛОДЫ КАРТЪ." in text
    assert "^[" not in text
    assert "\nБлокада.\n" not in text and "\nЧасы.\n" not in text


def test_italic_markup_is_stripped_from_english():
    assert "_" not in clean_text("cadogan", REPO)


def test_clean_text_keeps_the_old_spelling():
    nl = clean_text("hagenaar2", REPO)
    assert "heeren" in nl and "zoo " in nl and "éénmaal" in nl
    ru = clean_text("cadogan-ru", REPO)
    assert "картъ" in ru and "ѣ" in ru and "і" in ru


# Hand-checked paragraphs: page breaks, hyphenation and OCR errors in each.
PASSAGES = {
    "hagenaar2": [
        # page 8 -> 9 break inside a sentence (raw lines 143-148)
        "Vervolgens wordt het eerste pakje open in de hand genomen, en alle kaarten er van, tot er een harten, "
        "het doet er niet toe welke, verschijnt, terzijde gelegd en de overgeblevenen, met de harten bedekt, "
        "voor zich gelegd.",
        # No. 17: 'spjl', hyphen with ¬, 'kaaren'
        "Men neemt de negens en tienen uit het spel en legt deze op tafel, als in de figuur is aangegeven, "
        "zoodanig dat daartusschen plaats is voor de twaalf prentkaarten (heeren, vrouwen en boeren).\n"
        "Men neemt daarna de bovenste drie kaarten van het spel af en legt deze als hulpkaarten rechts onderaan.\n"
        "De overige kaarten worden een voor een omgekeerd en alle oneven kaarten op de negens van gelijke kleur, "
        "alle even kaarten op de tienen",
        # No. 18: scrambled lines restored
        "Op de zessen moeten in opklimmende volgorde en in dezelfde kleur gelegd worden de zevens, achten, "
        "negens, tienen en boeren; op de vijven in afdalende volgorde en in gelijke kleur de vieren, drieën, "
        "tweeën, azen en heeren.\nMen legt nu",
        # No. 29: hyphen across figure debris, hyphen across a page break, n.l. and dè
        "dan worden die reeds dadelijk op hunne plaatsen gelegd en de ledige plaatsen onder de hulpkaarten "
        "aangevuld van uit het spel. Op de azen moeten kleurpakjes gevormd worden, aanvankelijk in opklimmende "
        "volgorde, n.l. tweeën, drieën enz. tot en met de heeren; op die heeren worden de tweede heeren van "
        "dezelfde kleuren gelegd en daarop worden dan weer de overige kaarten n.l. vrouwen, boeren enz, van de "
        "gelijke kleuren gelegd, totdat de vier pakjes weer met de azen sluiten.",
        # No. 35A/35B: running header + signature removed, paragraph joined across pages 49-50
        "Zijn er in de beide talons geen passende kaarten meer om op te leggen, dan gaat men voort de kaarten "
        "uit het spel een voor een af te nemen,",
        # No. 39: figure debris between pages 56-57, 'haré', 'n.1.'
        "De acht benoodigde grondkaarten worden, zoodra zij verschijnen, op hare plaatsen gelegd.",
        "3°. Is een kaart op een grondpakje gelegd, dan wordt de volgende van het pak afgenomen kaart bestemd "
        "voor de plaats, die de eerstgenoemde had moeten innemen.",
        # No. 45: OCR of 'afdalende' and 'Het', page 69-70 break, garbled page number SL
        "op het aas in opklimmende volgorde en op den boer en de tienen in afdalende volgorde. Het aaspakje "
        "moet dus sluiten met een heer,",
        "harten boer, twee harten tienen, harten negen en harten acht, maar geen harten aas,",
        "hoe meer kaarten men van de twintig hulpkaarten heeft kunnen wegnemen, hoe meer kans er is,",
        # No. 47: reconstructed garbled line
        "legt de grondkaarten en de kaarten, die in dezelfde kleur en in opklimmende volgorde op de bovenste "
        "kaarten der grondpakjes passen, daarop.",
        "No. 37. De blokkade.\n(Met twee whistspellen.)\nMen legt een rij van tien kaarten.",
        "op de heeren- en azenpakjes passen,",
    ],
    "cadogan-ru": [
        "Во время игры очень часто пустыя мѣста открываются въ верхнихъ рядахъ: мѣста эти должны быть "
        "прежде всего закрыты новыми картами.\n\nПасьянсъ не раскладывается вторично.\n\nЧАСЫ.",
        "IV. За двѣнадцатью основными картами должны слѣдовать масти.",
        "Пустыя мѣста закрываютъ слѣва направо, начиная съ цифры 1. Всѣ пачки должны быть пополнены новыми "
        "картами раньше, чѣмъ будетъ начата игра, или марьяжъ.\n\nНе представляется",
        "I. Только однѣ внѣшнія карты каждой группы годны для игры до тѣхъ поръ, пока, по снятіи ихъ, не "
        "освободятся слѣдующія карты, такъ какъ при этомъ существуетъ правило, по которому ни одна карта не "
        "можетъ быть употреблена въ дѣло раньше внѣшней карты.",
        "выбираютъ какую-нибудь подходящую карту (правило I) и кладутъ ее на внутренній конецъ дорожки, а "
        "затѣмъ ужь вдоль кладутъ другія карты по порядку одной и той же масти",
        "десятка червей съ четверкою трефъ, валетъ пикъ",
        "СУЛТАНЪ.\n\nДВѢ ПОЛНЫХЪ КОЛОДЫ КАРТЪ.",
    ],
    "cadogan": [
        "II. No two cards of the same value may be used in making each combination of eighteen.",
        "II. Cards on the carpet (teppich) are only available when one of the narrow ends is free (i.e., the "
        "top or bottom of the card).",
        "Note.--In the tableau only three rows of the rivers are shown.",
        "Example.--An ace (numerals) is placed under a seven, the double of seven being fourteen, which is one "
        "in excess of thirteen.",
    ],
    "klondike-nl": [
        "1. Patience is een kaartspel dat je in je eentje speelt.\n2. Je gebruikt één stok van 52 speelkaarten",
    ],
}


@pytest.mark.parametrize("source_id", SOURCES)
def test_hand_checked_passages_read_as_expected(source_id):
    text = clean_text(source_id, REPO)
    for passage in PASSAGES[source_id]:
        assert passage in text, passage[:60]


def test_russian_modern_shadow_is_offset_mapped(corpus_root):
    from patience.corpus import clean_to_modern, modern_text, modern_to_clean

    clean = clean_text("cadogan-ru")
    modern = modern_text("cadogan-ru")
    assert "ЧАСЫ.\n\nДВЕ ПОЛНЫХ КОЛОДЫ КАРТ." in modern
    assert not set("ѣѢіІѳѵ") & set(modern)
    assert "въ" not in modern and "объ" not in modern
    for word in ("мѣста", "картъ", "Правила", "КРѢПОСТЬ"):
        c = clean.index(word)
        m = clean_to_modern("cadogan-ru", c)
        assert modern_to_clean("cadogan-ru", m) == c
        assert modern[m].lower() in (clean[c].lower(), "е", "и")
    data = json.loads((corpus_root / "corpus/clean/cadogan-ru.modern.map.json").read_text("utf-8"))
    for start, end, mstart in data["spans"]:
        assert len(clean[start:end]) == len(modern[mstart:mstart + end - start])


def test_other_sources_are_their_own_modern_text():
    from patience.corpus import clean_to_modern, modern_text

    assert modern_text("cadogan", REPO) == clean_text("cadogan", REPO)
    assert clean_to_modern("hagenaar2", 123, REPO) == 123
