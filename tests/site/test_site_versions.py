"""The same game in other books: the alignment's links on each game page, in both languages,
and English-only data marked as English on Dutch pages."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from patience.export import export_bundle
from patience.site.corpusview import read_books, read_games
from patience.site.encoding import load_encodings
from patience.site.generate import page_tree
from patience.site.versions import attach_versions

REPO = Path(__file__).resolve().parents[2]

ALIGNMENT = '''
[[group]]
id = "fourteen"
games = ["hagenaar2-09", "cadogan-ru-chetyrnadtsat", "cadogan-ru-krepost"]
[[group.link]]
a = "hagenaar2-09"
b = "cadogan-ru-chetyrnadtsat"
relation = "variant"
confidence = 0.85
why.en = "Both remove two cards adding up to fourteen."
why.nl = "Beide leggen twee kaarten weg die samen veertien tellen."
[[group.link]]
a = "cadogan-ru-chetyrnadtsat"
b = "cadogan-ru-krepost"
relation = "same-name-different-game"
confidence = 0.4
why.en = "Only the book is shared, for the sake of the test."
why.nl = "Alleen het boek is gedeeld, voor deze test."

[[external]]
game = "hagenaar2-09"
system = "pysolfc"
name = "Fourteen"
relation = "variant"
confidence = 0.5
why.en = "Pairs of fourteen from twelve piles."
why.nl = "Paren van veertien uit twaalf stapels."

[[external]]
game = "hagenaar2-35"
system = "pysolfc"
name = "Half Moon"
relation = "same-name-different-game"
confidence = 0.6
why.en = "A well-known name for another game."
why.nl = "Een bekende naam voor een ander spel."
'''


def _trees(root, corpus, *encode, alignment=ALIGNMENT):
    for rule_id in encode:
        shutil.copy(REPO / "rules_json" / f"{rule_id}.json", root / "rules_json")
    if alignment is not None:
        (root / "corpus" / "alignment.toml").write_text(alignment, "utf-8")
    books = read_books(root)
    games = attach_versions(read_games(corpus, root, load_encodings(root)), books, root)
    bundle = export_bundle(root / "build" / "export", root)
    return {lang: page_tree(books, games, lang, root, bundle) for lang in ("en", "nl")}


def _section(page: str, heading: str) -> str:
    """The section under `## heading`, its heading as printed (with or without the search index's attribute)."""
    start = re.search(rf"^## {re.escape(heading)}( {{ data-search-exclude }})?\n", page, re.M)
    assert start, f"no section {heading!r}"
    part = page[start.start():]
    return part[:part.index("\n## ", 3)]


def test_game_page_shows_its_links_with_relation_confidence_reason_and_a_link(root, corpus):
    trees = _trees(root, corpus)
    en = _section(trees["en"]["games/hagenaar2-09.md"], "The same game in other books")
    assert "group `fourteen`" in en
    assert 'class="admonition info version" data-relation="variant" data-game="cadogan-ru-chetyrnadtsat"' in en
    assert "A variant:" in en and '<a href="../cadogan-ru-chetyrnadtsat/" lang="ru">Четырнадцать</a>' in en
    assert "85 %" in en and "Both remove two cards adding up to fourteen." in en
    assert "(English)" not in en
    assert "once both games are encoded" in en
    nl = _section(trees["nl"]["games/hagenaar2-09.md"], "Hetzelfde spel in andere boeken")
    assert "Een variant:" in nl and "Zekerheid" in nl
    assert "<strong>Waarom:</strong> Beide leggen twee kaarten weg die samen veertien tellen.</p>" in nl


def test_a_different_game_of_the_same_name_is_a_warning_and_other_links_of_the_group_are_listed(root, corpus):
    trees = _trees(root, corpus)
    page = _section(trees["en"]["games/cadogan-ru-chetyrnadtsat.md"], "The same game in other books")
    assert 'class="admonition warning version" data-relation="same-name-different-game"' in page
    assert "Same name, but a different game:" in page
    other = _section(trees["en"]["games/cadogan-ru-krepost.md"], "The same game in other books")
    assert "Other links in this group:" in other
    assert '<a href="../hagenaar2-09/" lang="nl">De veertien</a>' in other


ENCODED = '''
[[group]]
id = "hagenaar"
games = ["hagenaar2-01", "hagenaar2-24"]
[[group.link]]
a = "hagenaar2-24"
b = "hagenaar2-01"
relation = "same-name-different-game"
confidence = 0.3
why.en = "Two games of one book, for the sake of the test."
why.nl = "Twee spellen uit één boek, voor deze test."
'''


def test_aligned_clauses_quote_the_same_field_of_both_games_side_by_side(root, corpus):
    trees = _trees(root, corpus, "hagenaar2-01", "hagenaar2-24", alignment=ENCODED)
    page = _section(trees["en"]["games/hagenaar2-01.md"], "The same game in other books")
    table = page[page.index('<table class="clauses">'):page.index("</table>")]
    row = table[table.index("<code>/deck</code>"):]
    row = row[:row.index("</tr>")]
    # this game's quote first, the other's after
    assert row.index('<p lang="nl">“(Met één piketspel.)”') < row.index('<p lang="nl">“(Met één whistspel.)”')
    assert '<th>This game</th><th lang="nl">De schans</th>' in table


def test_names_elsewhere_warn_where_a_name_means_another_game(root, corpus):
    trees = _trees(root, corpus)
    page = _section(trees["en"]["games/hagenaar2-35.md"], "The same game in other books")
    assert "### Names used elsewhere" in page
    assert 'class="admonition warning other-name"' in page and "PySolFC: “Half Moon” is a different game" in page
    assert "PySolFC: “Fourteen” — a variant" in trees["en"]["games/hagenaar2-09.md"]
    assert "PySolFC: „Half Moon” is een ander spel" in trees["nl"]["games/hagenaar2-35.md"]


def test_a_game_in_no_group_says_so_and_no_alignment_file_is_no_error(root, corpus):
    trees = _trees(root, corpus, alignment=None)
    assert "links it to none" in trees["en"]["games/hagenaar2-09.md"]
    assert "koppelt het aan geen ander" in trees["nl"]["games/hagenaar2-09.md"]


def test_reasons_notes_and_book_fields_are_in_the_pages_language(root, corpus):
    trees = _trees(root, corpus, "hagenaar2-24")
    en, nl = trees["en"]["games/hagenaar2-09.md"], trees["nl"]["games/hagenaar2-09.md"]
    assert "Both remove two cards adding up to fourteen." in en and "Beide leggen" not in en
    assert "Beide leggen twee kaarten weg die samen veertien tellen." in nl and "Both remove" not in nl
    assert "Paren van veertien uit twaalf stapels." in nl
    invented = trees["nl"]["games/hagenaar2-24.md"]  # editorial choices have a Dutch text of their own
    assert "wij staan het niet toe." in invented and "we do not allow it" not in invented
    book = trees["nl"]["books/hagenaar2.md"]
    assert "**Soort:** boek" in book and "**Jaar:** ongedateerd (twintigste eeuw)" in book
    assert "zesde druk, geïllustreerd" in book and "50 genummerde spellen" in book and "printing" not in book
    assert "**Kind:** book" in trees["en"]["books/hagenaar2.md"]
    assert "**Auteur:** onbekend" in trees["nl"]["books/klondike-nl.md"]
    refused = [line for line in trees["nl"]["export.md"].splitlines() if line.startswith("- `")]
    assert refused == ["- `hagenaar2-24`: de grondstapels beginnen niet op de azen"]
    assert not any("(Engels)" in line or "lang=" in line for line in refused)


SAME_TEXT = '''
[[group]]
id = "excerpt"
games = ["cadogan-square", "cadogan-mount-olympus"]
[[group.link]]
a = "cadogan-square"
b = "cadogan-mount-olympus"
relation = "same-text"
confidence = 1.0
why.en = "One witness inside the other, for the sake of the test."
why.nl = "De ene getuige in de andere, voor de test."
'''


def test_a_text_in_two_witnesses_is_linked_on_both_pages_and_counted_once(root, corpus):
    plain, linked = _trees(root, corpus, alignment=None), _trees(root, corpus, alignment=SAME_TEXT)
    assert "8 games from" in plain["en"]["index.md"] and "7 games from" in linked["en"]["index.md"]
    assert "7 spellen uit" in linked["nl"]["index.md"]
    page = _section(linked["en"]["games/cadogan-square.md"], "The same game in other books")
    assert 'class="admonition success version" data-relation="same-text" data-game="cadogan-mount-olympus"' in page
    assert "The same text, in another witness (one holds the other):" in page
    assert "games/cadogan-mount-olympus.md" in linked["en"]["books/cadogan.md"]  # both pages stay


COMPARED = '''
[[group]]
id = "editions"
games = ["cadogan-square", "cadogan-ru-krepost", "hagenaar2-09"]
[[group.link]]
a = "cadogan-square"
b = "cadogan-ru-krepost"
relation = "same"
confidence = 0.95
why.en = "Two editions, for the sake of the test."
why.nl = "Twee uitgaven, voor deze test."
[[group.link.differences]]
clause.en = "The foundations"
clause.nl = "De grondstapels"
a_words = "the four aces of different suits"
b_words = "За основными картами слѣдуетъ масть."
what.en = "The English names the aces, the Russian the suits."
what.nl = "Het Engels noemt de azen, het Russisch de kleuren."
[[group.link.differences]]
clause.en = "A note"
clause.nl = "Een opmerking"
a_words = ""
b_words = "Пасьянсъ вновь не раскладывается."
what.en = "Only the Russian says it here."
what.nl = "Alleen het Russisch zegt het hier."
[[group.link]]
a = "cadogan-square"
b = "hagenaar2-09"
relation = "variant"
confidence = 0.4
why.en = "Compared, for the sake of the test."
why.nl = "Vergeleken, voor deze test."
differences = []
'''


def _differences(page: str, other: str) -> str:
    part = page[page.index(f'data-game="{other}"'):]
    return part[:part.index("</div>")]


def test_curated_differences_are_shown_on_both_pages_with_the_page_s_own_words_first(root, corpus):
    trees = _trees(root, corpus, alignment=COMPARED)
    en = _differences(_section(trees["en"]["games/cadogan-square.md"], "The same game in other books"), "cadogan-ru-krepost")
    assert "Where the two texts differ, clause by clause (2)" in en
    row = en[en.index("<td>The foundations</td>"):]
    row = row[:row.index("</tr>")]
    assert row.index('<p lang="en">“the four aces of different suits”') < row.index('<p lang="ru">“За основными')
    assert "<td>The English names the aces, the Russian the suits.</td>" in row
    assert '<p class="absent">(not in this text)</p>' in en
    ru = _differences(_section(trees["en"]["games/cadogan-ru-krepost.md"], "The same game in other books"), "cadogan-square")
    row = ru[ru.index("<td>The foundations</td>"):]
    assert row.index('<p lang="ru">“За основными') < row.index('<p lang="en">“the four aces')
    nl = _differences(_section(trees["nl"]["games/cadogan-ru-krepost.md"], "Hetzelfde spel in andere boeken"), "cadogan-square")
    assert "Waar de twee teksten verschillen, zin voor zin (2)" in nl and "<th>Wat verschilt</th>" in nl
    assert "<td>De grondstapels</td>" in nl and "<td>Het Engels noemt de azen, het Russisch de kleuren.</td>" in nl
    assert "names the aces" not in nl and "The foundations" not in nl
    assert '<a href="../cadogan-square/" lang="en">The Square</a>' in nl  # the other game's title in its language


def test_texts_compared_without_differences_say_so_and_uncompared_texts_say_nothing(root, corpus):
    trees = _trees(root, corpus, alignment=COMPARED)
    page = _section(trees["en"]["games/hagenaar2-09.md"], "The same game in other books")
    assert "Compared clause by clause, the two texts do not differ." in _differences(page, "cadogan-square")
    uncompared = _section(_trees(root, corpus)["en"]["games/hagenaar2-09.md"], "The same game in other books")
    assert '<table class="clauses differences">' not in uncompared and "do not differ" not in uncompared
