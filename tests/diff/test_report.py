"""`patience diff`: edits to a copy of the data are flagged; untouched games raise no false alarm.

Every fact comes from `patience.rules.facts` (re-deals: the sum of the redeal rules' limits), and
evidence is cited by rule language 2 pointers (a re-deal by its rule, `/moves/N`)."""

import json

import pytest
import subprocess
import sys
from pathlib import Path

from patience.diff import diff_all, render_markdown, render_table
from patience.diff.report import WordList
from patience import corpus
from patience.errors import PatienceError
from patience.rules.load import load_all

REPO = Path(__file__).resolve().parents[2]

# hagenaar2-02 ("De hoop"): the cards are mixed and laid again twice; its third rule is the re-deal
# ("Ten slotte wordt deze handeling nog voor de derde maal herhaald."), which the draft reads as 2.
REDEAL = 2
LAST_LAYING = "Ten slotte wordt deze handeling nog voor de derde maal herhaald."


def patience(*args, root):
    env = {"PATIENCE_ROOT": str(root), "PATH": "/usr/bin:/bin", "PYTHONPATH": str(REPO / "src")}
    return subprocess.run([sys.executable, "-c", "from patience.cli import main; main()", *args],
                          capture_output=True, text=True, env=env)


def edit_rules(root, rule_id, change):
    path = root / "rules_json" / f"{rule_id}.json"
    data = json.loads(path.read_text("utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2), "utf-8")


def write_result(root, rule_id, **fields):
    results = root / "checks" / "results"
    results.mkdir(parents=True, exist_ok=True)
    (results / f"{rule_id}.json").write_text(json.dumps(
        {"id": rule_id, "variant": None, "won_seeds": [], "certificates": [], "final_state_mismatches": [],
         **fields}), "utf-8")


def test_a_changed_value_and_a_changed_quote_are_both_flagged(data_root):
    def change(data):
        assert data["moves"][REDEAL]["kind"] == "redeal" and data["moves"][REDEAL]["limit"] == 2
        data["moves"][REDEAL]["limit"] = 3  # the book: two more layings after the first
        data["evidence"]["/zones/0"][0]["quote"] = data["evidence"]["/zones/0"][0]["quote"].replace("drie", "vier")

    edit_rules(data_root, "hagenaar2-02", change)
    result = patience("diff", "hagenaar2-02", "--json", "--fail-on", "value", root=data_root)
    assert result.returncode == 1, result.stderr
    findings = json.loads(result.stdout)
    assert all(set(f) == {"game", "kind", "field", "text_value", "encoded_value", "spans", "message", "phrase", "values"}
               for f in findings)
    value = [f for f in findings if f["kind"] == "value"]
    assert [(f["field"], f["text_value"], f["encoded_value"]) for f in value] == [("redeals", 2, 3)]
    spans = [(s["role"], s["quote"]) for s in value[0]["spans"]]
    assert spans[0] == ("text", LAST_LAYING)
    assert ("encoded", LAST_LAYING) in spans  # the evidence of the redeal rule, /moves/2
    stale = [f for f in findings if f["kind"] == "stale-quote"]
    assert [f["field"] for f in stale] == ["/zones/0"]
    assert "vier" in stale[0]["encoded_value"] and "drie" in stale[0]["text_value"]
    assert {s["role"] for s in stale[0]["spans"]} == {"encoded", "current"}
    table = render_table(diff_all(["hagenaar2-02"]))
    assert "redeals" in table and "stale-quote" in table and "value 1" in table


def test_redeal_rules_add_up_and_their_limits_are_cited(data_root):
    def split(data):
        first = dict(data["moves"][REDEAL], id="mix1", limit=1, when={"passes": {"max": 0}})
        second = dict(data["moves"][REDEAL], id="mix2", limit=1, when={"passes": {"min": 1}})
        data["moves"][REDEAL:REDEAL + 1] = [first, second]
        data["evidence"]["/moves/3/limit"] = [data["evidence"]["/moves/0"][-1]]  # a span only this pointer cites

    edit_rules(data_root, "hagenaar2-02", split)  # 1 + 1 re-deals: what the text says
    assert diff_all(["hagenaar2-02"], kinds=("value",)) == []
    edit_rules(data_root, "hagenaar2-02", lambda d: d["moves"][3].update(limit=2))
    [finding] = diff_all(["hagenaar2-02"], kinds=("value",))
    assert (finding.field, finding.text_value, finding.encoded_value) == ("redeals", 2, 3)
    encoded = [s.quote for s in finding.spans if s.role == "encoded"]
    assert LAST_LAYING in encoded and any(q.startswith("Aldus gaat men voort") for q in encoded)  # both rules cited


def test_a_redeal_the_encoding_lacks(data_root):
    def drop(data):
        del data["moves"][REDEAL]
        del data["evidence"]["/moves/2"]

    edit_rules(data_root, "hagenaar2-02", drop)
    [finding] = diff_all(["hagenaar2-02"], kinds=("value",))
    assert (finding.field, finding.text_value, finding.encoded_value) == ("redeals", 2, 0)
    assert [s.role for s in finding.spans] == ["text"]  # no redeal rule: nothing encoded to cite


def test_a_re_clean_that_moves_the_text_makes_the_quote_stale(data_root):
    path = data_root / "corpus" / "clean" / "hagenaar2.txt"
    text = path.read_text("utf-8")
    at = text.index(LAST_LAYING)
    path.write_text(text[:at] + LAST_LAYING.replace("herhaald", "herhaaId") + text[at + len(LAST_LAYING):], "utf-8")
    findings = diff_all(["hagenaar2-02"])
    stale = [f for f in findings if f.kind == "stale-quote"]
    assert stale and all(f.field == "/moves/2" for f in stale)
    assert "no longer in the game's clean text" in stale[0].message


def test_no_false_alarm_on_untouched_games_extraction_gets_right(data_root):
    assert diff_all(["hagenaar2-24", "hagenaar2-01"]) == []
    result = patience("diff", "hagenaar2-24", "--fail-on", "any", root=data_root)
    assert result.returncode == 0 and "no disagreements" in result.stdout


def test_fields_without_evidence_are_listed(data_root):
    def change(data):
        del data["evidence"]["/win"]

    edit_rules(data_root, "hagenaar2-24", change)
    findings = diff_all(["hagenaar2-24"], kinds=("unevidenced",))
    assert [(f.field, f.encoded_value) for f in findings] == [
        ("/win", {"kind": "all-in", "zones": ["f"], "except_cards": [], "key": "rank"})]
    edit_rules(data_root, "hagenaar2-24", lambda d: d["evidence"].pop("/moves/1"))
    assert [f.field for f in diff_all(["hagenaar2-24"], kinds=("unevidenced",))] == ["/win", "/moves/1"]


def test_numbers_the_encoding_contradicts(data_root):
    def change(data):
        data["zones"][0]["count"] = 6  # "Acht pakjes, ieder van vier kaarten" dealt as 6 piles of 5
        data["zones"][0]["labels"] = data["zones"][0]["labels"][:6]
        data["setup"][0]["counts"] = 5

    edit_rules(data_root, "hagenaar2-01", change)
    findings = diff_all(["hagenaar2-01"], kinds=("number",))
    messages = [f.message for f in findings]
    assert any("lays out 8 pile(s) of 4 card(s); the encoding deals t 6x5" in m for m in messages)
    assert not any("the setup deals" in m for m in messages)  # 6 x 5 = 30 fits in 32
    edit_rules(data_root, "hagenaar2-01", lambda d: d["setup"][0].update(counts=6))
    assert any("deals 36 cards but the pack holds 32" in f.message for f in diff_all(["hagenaar2-01"], kinds=("number",)))


def test_a_deal_of_the_whole_pack_is_counted_pile_by_pile(data_root):
    # No. 6: "Men vormt vier hoopjes van acht kaarten elk"
    edit_rules(data_root, "hagenaar2-06", lambda d: d["setup"][0].update(counts="all"))
    assert diff_all(["hagenaar2-06"], kinds=("number",)) == []  # 32 cards over 4 heaps: 8 each

    def eight(data):
        data["zones"][0].update(count=8, labels=data["zones"][0]["labels"] * 2)

    edit_rules(data_root, "hagenaar2-06", eight)
    findings = diff_all(["hagenaar2-06"], kinds=("number",))
    assert [(f.text_value, f.encoded_value) for f in findings] == [("4x8", "t 8x4")]
    assert "vier hoopjes van acht kaarten" in findings[0].spans[0].quote


def test_ocr_damage_and_curated_corrections_inside_evidence(data_root):
    words = WordList("nl", None)
    assert not words.ok("opgeuomen") and not words.ok("kaartcn")
    assert words.ok("heeren") and words.ok("vereenigd") and words.ok("zoodra")
    findings = diff_all(["hagenaar2-26"], kinds=("ocr",))
    assert any("curated correction '(1 6 in' -> '(1—6 in'" in f.message for f in findings)
    path = data_root / "corpus" / "clean" / "hagenaar2.txt"
    text = path.read_text("utf-8")
    at = text.index("opklimmende volgorde op de grondpakjes")
    path.write_text(text[:at] + "opklimmcnde" + text[at + 11:], "utf-8")
    edit_rules(data_root, "hagenaar2-24", lambda d: d["evidence"]["/moves/2"][0].update(
        quote=d["evidence"]["/moves/2"][0]["quote"].replace("opklimmende", "opklimmcnde")))
    ocr = diff_all(["hagenaar2-24"], kinds=("ocr",))
    assert [(f.text_value, f.field) for f in ocr] == [("opklimmcnde", "/moves/2")]


def test_ordinary_period_words_are_not_taken_for_ocr_damage(data_root):
    assert all(WordList("nl", None).ok(w) for w in ("omdat", "nooit", "alzoo"))
    assert WordList("en", None).ok("upon")
    words = {"omdat", "nooit", "alzoo", "upon"}
    quoting = [rid for rid, rules in load_all().items()  # the rule sets whose evidence prints one of them
               if words & {w.lower() for spans in rules.evidence.values() for e in spans for w in e.quote.split()}]
    assert len(quoting) >= 4
    flagged = {f.text_value for f in diff_all(quoting, kinds=("ocr",)) if "word list" in f.message}
    assert not flagged & words


def test_a_word_the_corpus_prints_often_enough_is_known_without_a_list_entry(data_root):
    path = data_root / "extract" / "period_words.toml"
    path.write_text(path.read_text("utf-8").replace('"omdat", ', ""), "utf-8")
    assert not WordList("nl", None).ok("omdat")  # printed twice in the corpus, below corpus_min = 3
    clean = data_root / "corpus" / "clean" / "klondike-nl.txt"
    clean.write_text(clean.read_text("utf-8") + "\nomdat\n", "utf-8")
    assert WordList("nl", None).ok("omdat")


def test_a_malformed_period_word_list_is_one_line_naming_the_field(data_root):
    path = data_root / "extract" / "period_words.toml"
    path.write_text(path.read_text("utf-8").replace('"omdat"', '"Omdat"'), "utf-8")
    with pytest.raises(PatienceError, match=r"period_words.toml: words: nl: 'Omdat' is not one word in lower case$"):
        WordList("nl", None)


def test_executor_findings_from_check_results(data_root):
    (data_root / "checks" / "certificates" / "hagenaar2-24.json").unlink()
    write_result(data_root, "hagenaar2-24", deals=5, won=0, lost=5, unknown=0)
    write_result(data_root, "hagenaar2-02", deals=5, won=1, lost=4, unknown=0, won_seeds=[3],
                 final_state_mismatches=["seed 3: pile d top is 7D, expected *H"])
    findings = diff_all(["hagenaar2-24", "hagenaar2-02"], kinds=("executor",))
    assert [(f.game, f.field) for f in findings] == [("hagenaar2-24", "/win"), ("hagenaar2-02", "/final_state")]
    assert "unwinnable as encoded" in findings[0].message and findings[0].spans


def test_no_win_in_fifty_undecided_deals_is_an_executor_finding_but_forty_nine_are_not(data_root):
    (data_root / "checks" / "certificates" / "hagenaar2-03.json").unlink()
    for rid, deals in (("hagenaar2-03", 50), ("hagenaar2-24", 49)):
        write_result(data_root, rid, deals=deals, won=0, lost=2, unknown=deals - 2)
    findings = diff_all(["hagenaar2-24", "hagenaar2-03"], kinds=("executor",))
    assert [(f.game, f.field, f.encoded_value) for f in findings] == [("hagenaar2-03", "/win", "no win found")]
    assert "no win in 50 deals (2 proven lost; 48 undecided)" in findings[0].message
    assert any("derde en laatste legging" in s.quote for s in findings[0].spans)  # the redeal rule's evidence


def test_no_win_found_is_no_finding_when_a_certificate_shows_a_win(data_root):
    assert all((data_root / "checks" / "certificates" / f"{g}.json").is_file() for g in ("hagenaar2-03", "hagenaar2-24"))
    write_result(data_root, "hagenaar2-03", deals=50, won=0, lost=2, unknown=48)
    write_result(data_root, "hagenaar2-24", deals=5, won=0, lost=5, unknown=0)
    assert diff_all(["hagenaar2-03", "hagenaar2-24"], kinds=("executor",)) == []


def test_markdown_for_the_site(data_root):
    edit_rules(data_root, "hagenaar2-02", lambda d: d["moves"][REDEAL].update(limit=3))
    md = patience("diff", "hagenaar2-02", "--markdown", root=data_root).stdout
    assert md.startswith("# Text and encoding: disagreements") and "## hagenaar2-02" in md
    assert "| value | `redeals` | 2 | 3 |" in md
    assert render_markdown([]).strip().endswith("No disagreements.")


def test_unknown_kind_is_a_one_line_error(data_root):
    result = patience("diff", "--fail-on", "typo", root=data_root)
    assert result.returncode == 2 and result.stderr.startswith("patience: error: unknown kind(s): typo")


def test_no_value_finding_against_a_value_the_encoding_marks_invented(data_root):
    def five(data):  # No. 24 builds on "de vier azen"; an editor's five piles, with the reason
        data["zones"][0]["count"] = 5
        data["invented"]["/zones/0/count"] = {"en": "A fifth pile for a test.", "nl": "Een vijfde stapel voor een test."}

    edit_rules(data_root, "hagenaar2-24", five)
    assert diff_all(["hagenaar2-24"], kinds=("value",)) == []
    edit_rules(data_root, "hagenaar2-24", lambda d: d["invented"].pop("/zones/0/count"))
    findings = diff_all(["hagenaar2-24"], kinds=("value",))
    assert [(f.field, f.text_value, f.encoded_value) for f in findings] == [("foundation.count", 4, 5)]
