"""The curated alignment table: integrity errors are clear; suggestions are scored against it."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from patience.align import load_alignment, suggest
from patience.align.table import as_json
from patience.errors import PatienceError
from patience.rules.load import load_all

ROOT = Path(__file__).resolve().parents[2]

LINK = """
[[group]]
id = "test"
games = [{games}]
[[group.link]]
a = "{a}"
b = "{b}"
relation = "{rel}"
confidence = 0.5
why.en = "a reason long enough"
why.nl = "een reden, lang genoeg"
"""


@pytest.fixture
def root(tmp_path, monkeypatch):
    for part in ("corpus/games.json", "corpus/clean", "extract/titles.toml", "rules_json"):
        src, dst = ROOT / part, tmp_path / part
        dst.parent.mkdir(parents=True, exist_ok=True)
        (shutil.copytree if src.is_dir() else shutil.copy)(src, dst)
    (tmp_path / "corpus" / "sources.toml").write_text((ROOT / "corpus" / "sources.toml").read_text("utf-8"), "utf-8")
    monkeypatch.setenv("PATIENCE_ROOT", str(tmp_path))
    return tmp_path


def write(root: Path, text: str) -> None:
    (root / "corpus" / "alignment.toml").write_text(text, "utf-8")


def test_the_committed_table_is_consistent_and_prints_groups_and_links():
    data = as_json(load_alignment())
    assert data["groups"] and all({"games", "links"} <= set(g) for g in data["groups"])
    link = data["groups"][0]["links"][0]
    assert {"a", "b", "relation", "confidence", "why"} <= set(link)


def test_a_reason_without_its_dutch_text_is_named(root):
    write(root, LINK.format(games='"hagenaar2-09", "hagenaar2-21"', a="hagenaar2-09", b="hagenaar2-21",
                            rel="variant").replace('why.nl = "een reden, lang genoeg"\n', ""))
    with pytest.raises(PatienceError, match=r"alignment.toml: group.0.link.0.why.nl: Field required$"):
        load_alignment(root)


DIFFERENCE = """[[group.link.differences]]
clause.en = "the deal"
clause.nl = "het uitdelen"
a_words = "{a_words}"
b_words = "{b_words}"
what.en = "a reason long enough"
what.nl = "een reden, lang genoeg"
"""


def _with_difference(a_words: str = "De boer geldt elf", b_words: str = "") -> str:
    return (LINK.format(games='"hagenaar2-09", "hagenaar2-21"', a="hagenaar2-09", b="hagenaar2-21", rel="variant")
            + DIFFERENCE.format(a_words=a_words, b_words=b_words))


def test_a_difference_without_its_dutch_text_is_named(root):
    write(root, _with_difference().replace('what.nl = "een reden, lang genoeg"\n', ""))
    with pytest.raises(PatienceError, match=r"alignment.toml: group.0.link.0.differences.0.what.nl: Field required$"):
        load_alignment(root)


def test_a_difference_quoting_words_its_game_does_not_have_is_refused(root):
    write(root, _with_difference(b_words="De boer geldt elf"))  # hagenaar2-09's words, not hagenaar2-21's
    with pytest.raises(PatienceError, match=r"link 1 difference 1 \('the deal'\): b_words is not in the text of 'hagenaar2-21'$"):
        load_alignment(root)
    write(root, _with_difference(a_words=""))
    with pytest.raises(PatienceError, match="a_words and b_words are both empty"):
        load_alignment(root)


def test_a_difference_quoting_its_game_across_a_line_break_is_accepted(root):
    write(root, _with_difference(a_words="De boer  geldt\\nelf"))
    assert load_alignment(root).links()[0].differences[0].clause.en == "the deal"


RUSSIAN_ORIGINALS = {"cadogan-ru-blokada": "cadogan1914-blockade", "cadogan-ru-chasy": "cadogan1914-clock",
                     "cadogan-ru-chetyrnadtsat": "cadogan1914-fourteenth", "cadogan-ru-krepost": "cadogan1914-fortress",
                     "cadogan-ru-sultan": "cadogan1914-sultan"}


def test_each_russian_game_is_the_same_game_as_its_english_original_compared_clause_by_clause():
    links = {frozenset((link.a, link.b)): link for link in load_alignment().links()}
    for ru, en in RUSSIAN_ORIGINALS.items():
        link = links[frozenset((ru, en))]
        assert (link.a, link.b, link.relation) == (en, ru, "same")
        assert link.differences is not None, ru


def test_the_json_carries_the_curated_differences_and_null_where_none_were_curated():
    links = [link for g in as_json(load_alignment(), with_clauses=False)["groups"] for link in g["links"]]
    clock = next(link for link in links if link["b"] == "cadogan-ru-chasy" and link["a"] == "cadogan1914-clock")
    assert {"clause", "a_words", "b_words", "what"} <= set(clock["differences"][0])
    assert any(d["b_words"] and not d["a_words"] for d in clock["differences"])  # a clause only the Russian has
    assert next(link for link in links if link["b"] == "hagenaar2-21")["differences"] is None


def test_an_unknown_game_id_is_named(root):
    write(root, LINK.format(games='"hagenaar2-09", "hagenaar2-99"', a="hagenaar2-09", b="hagenaar2-99", rel="variant"))
    with pytest.raises(PatienceError, match="unknown game 'hagenaar2-99'"):
        load_alignment()


def test_a_game_linked_to_itself_is_refused(root):
    write(root, LINK.format(games='"hagenaar2-09", "hagenaar2-21"', a="hagenaar2-09", b="hagenaar2-09", rel="variant"))
    with pytest.raises(PatienceError, match="links game 'hagenaar2-09' to itself"):
        load_alignment()


def test_a_pair_listed_both_ways_with_different_relations_is_asymmetric(root):
    text = LINK.format(games='"hagenaar2-09", "hagenaar2-21"', a="hagenaar2-09", b="hagenaar2-21", rel="variant")
    text += '[[group.link]]\na = "hagenaar2-21"\nb = "hagenaar2-09"\nrelation = "same"\nconfidence = 0.5\nwhy.en = "a reason long enough"\nwhy.nl = "een reden, lang genoeg"\n'
    write(root, text)
    with pytest.raises(PatienceError, match="asymmetric link"):
        load_alignment()


def test_a_bad_relation_names_the_field(root):
    write(root, LINK.format(games='"hagenaar2-09", "hagenaar2-21"', a="hagenaar2-09", b="hagenaar2-21", rel="cousin"))
    with pytest.raises(PatienceError, match=r"alignment.toml: group.0.link.0.relation"):
        load_alignment()


def test_suggestions_report_precision_and_recall_against_the_curated_table():
    out = suggest(load_alignment())
    assert 0 <= out["precision"] <= 1 and 0 <= out["recall"] <= 1
    found = {frozenset((c["a"], c["b"])) for c in out["candidates"]}
    assert frozenset(("hagenaar2-09", "cadogan-ru-chetyrnadtsat")) in found


def _what(rules, field: str) -> str | None:
    """What a clause's field names in a rule set: a zone's role, a rule's kind, a setup step's kind (else None).
    Fields name list items by what they are (`/zones/tableau:t`, `/moves/redeal:redeal`, `/setup/deal:t`)."""
    parts = field.strip("/").split("/")
    if len(parts) < 2:
        return None
    if parts[0] == "zones":
        return next((f"zones: {z.role}" for z in rules.zones if f"{z.role}:{z.id}" == parts[1]), None)
    if parts[0] == "moves":
        return next((f"moves: {r.kind}" for r in rules.moves if f"{r.kind}:{r.id}" == parts[1]), None)
    if parts[0] == "setup":
        return next((f"setup: {s.step}" for s in rules.setup
                     if f"{s.step}:{getattr(s, 'to', '') or getattr(s, 'zone', '')}" == parts[1]), None)
    return None


def test_aligned_clauses_pair_zones_of_one_role_and_rules_of_one_kind():
    rulesets = load_all()
    wrong = []
    for group in as_json(load_alignment())["groups"]:
        for link in group["links"]:
            for clause in link["clauses"]:
                a, b = (_what(rulesets[g], clause["field"]) for g in (link["a"], link["b"]))
                if a != b:
                    wrong.append(f"{link['a']} {link['b']} {clause['field']}: {a} / {b}")
    assert not wrong, wrong[:5]


def test_cli_prints_the_precision_recall_line():
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    out = subprocess.run([sys.executable, "-c", "from patience.cli import main; main()", "align", "--suggest"],
                         capture_output=True, text=True, timeout=120, env=env)
    assert out.returncode == 0 and out.stdout.strip().splitlines()[-1].startswith("precision ")


def test_cli_prints_the_differences_and_the_names_elsewhere():
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    out = subprocess.run([sys.executable, "-c", "from patience.cli import main; main()", "align"],
                         capture_output=True, text=True, timeout=120, env=env)
    assert out.returncode == 0, out.stderr
    assert "    differs, Rule III: refilling the circle: 'Vacancies in the circle" in out.stdout
    assert "WARNING cadogan-carpet ~ pysolfc 'Carpet'" in out.stdout


def test_every_game_of_the_excerpt_is_the_same_text_as_the_book_s():
    from patience.corpus import load_games

    table = load_alignment(ROOT)
    same_text = {(link.a, link.b) for link in table.links() if link.relation == "same-text"}
    excerpt = [g.id for g in load_games(ROOT) if g.source == "cadogan"]
    assert len(excerpt) == 12
    assert same_text == {(gid, "cadogan1914-" + gid.removeprefix("cadogan-")) for gid in excerpt}
