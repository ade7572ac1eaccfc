"""`patience diff`: edits to a copy of the data are flagged; untouched games raise no false alarm."""

import json
import subprocess
import sys
from pathlib import Path

from patience.diff import diff_all, render_markdown, render_table
from patience.diff.report import WordList
from patience import corpus

REPO = Path(__file__).resolve().parents[2]


def patience(*args, root):
    env = {"PATIENCE_ROOT": str(root), "PATH": "/usr/bin:/bin"}
    return subprocess.run([sys.executable, "-c", "from patience.cli import main; main()", *args],
                          capture_output=True, text=True, env=env)


def edit_rules(root, rule_id, change):
    path = root / "rules_json" / f"{rule_id}.json"
    data = json.loads(path.read_text("utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2), "utf-8")


def test_a_changed_value_and_a_changed_quote_are_both_flagged(data_root):
    def change(data):
        data["redeal"]["limit"] = 2  # the book: "The talon may be taken up and re-dealt once."
        data["evidence"]["/zones/1"][0]["quote"] = data["evidence"]["/zones/1"][0]["quote"].replace("nine", "ten")

    edit_rules(data_root, "cadogan-mount-olympus", change)
    result = patience("diff", "cadogan-mount-olympus", "--json", "--fail-on", "value", root=data_root)
    assert result.returncode == 1, result.stderr
    findings = json.loads(result.stdout)
    assert all(set(f) == {"game", "kind", "field", "text_value", "encoded_value", "spans", "message"} for f in findings)
    value = [f for f in findings if f["kind"] == "value"]
    assert [(f["field"], f["text_value"], f["encoded_value"]) for f in value] == [("redeals", 1, 2)]
    roles = {s["role"]: s["quote"] for s in value[0]["spans"]}
    assert roles["text"] == "The talon may be taken up and re-dealt once." and "encoded" in roles
    stale = [f for f in findings if f["kind"] == "stale-quote"]
    assert [f["field"] for f in stale] == ["/zones/1"]
    assert "on a ten place" in stale[0]["encoded_value"] and "on a nine place" in stale[0]["text_value"]
    assert {s["role"] for s in stale[0]["spans"]} == {"encoded", "current"}
    table = render_table(diff_all(["cadogan-mount-olympus"]))
    assert "redeals" in table and "stale-quote" in table and "value 1" in table


def test_a_re_clean_that_moves_the_text_makes_the_quote_stale(data_root):
    path = data_root / "corpus" / "clean" / "hagenaar2.txt"
    text = path.read_text("utf-8")
    at = text.index("De talon mag nog tweemaal opgenomen")
    path.write_text(text[:at] + "De talon mag nog tweemaal opgeuomen" + text[at + 35:], "utf-8")
    findings = diff_all(["hagenaar2-25"])
    stale = [f for f in findings if f.kind == "stale-quote"]
    assert stale and all(f.field == "/redeal" for f in stale)
    assert "no longer in the game's clean text" in stale[0].message


def test_no_false_alarm_on_untouched_games_extraction_gets_right(data_root):
    assert diff_all(["hagenaar2-04", "klondike-nl"]) == []
    result = patience("diff", "hagenaar2-04", "--fail-on", "any", root=data_root)
    assert result.returncode == 0 and "no disagreements" in result.stdout


def test_fields_without_evidence_are_listed(data_root):
    def change(data):
        del data["evidence"]["/win"]

    edit_rules(data_root, "hagenaar2-04", change)
    findings = diff_all(["hagenaar2-04"], kinds=("unevidenced",))
    assert [(f.field, f.encoded_value) for f in findings] == [("/win", {"kind": "all-in", "zones": ["f"], "except_cards": []})]


def test_numbers_the_encoding_contradicts(data_root):
    def change(data):
        data["zones"][0]["count"] = 6  # "Acht pakjes, ieder van vier kaarten" dealt as 6 piles of 4
        data["setup"][0]["counts"] = 5

    edit_rules(data_root, "hagenaar2-01", change)
    findings = diff_all(["hagenaar2-01"], kinds=("number",))
    messages = [f.message for f in findings]
    assert any("lays out 8 pile(s) of 4 card(s)" in m for m in messages)
    assert any("the setup deals 30 cards" in m for m in messages) is False  # 6 x 5 = 30 fits in 32
    edit_rules(data_root, "hagenaar2-01", lambda d: d["setup"][0].update(counts=6))
    assert any("deals 36 cards but the pack holds 32" in f.message for f in diff_all(["hagenaar2-01"], kinds=("number",)))


def test_ocr_damage_and_curated_corrections_inside_evidence(data_root):
    words = WordList("nl", corpus.clean_text("hagenaar2"), None)
    assert not words.ok("opgeuomen") and not words.ok("kaartcn")
    assert words.ok("heeren") and words.ok("vereenigd") and words.ok("zoodra")
    findings = diff_all(["cadogan-ru-krepost"], kinds=("ocr",))
    assert any("curated correction 'грутшы' -> 'группы'" in f.message for f in findings)
    path = data_root / "corpus" / "clean" / "hagenaar2.txt"
    text = path.read_text("utf-8")
    at = text.index("Raakt een der pakjes uitgeput")
    path.write_text(text[:at] + "Raakt een der pakjes nitgeput" + text[at + 29:], "utf-8")
    edit_rules(data_root, "hagenaar2-04", lambda d: d["evidence"]["/moves/2"][0].update(
        quote=d["evidence"]["/moves/2"][0]["quote"].replace("uitgeput", "nitgeput")))
    ocr = diff_all(["hagenaar2-04"], kinds=("ocr",))
    assert [(f.text_value, f.field) for f in ocr] == [("nitgeput", "/moves/2")]


def test_executor_findings_from_check_results(data_root):
    results = data_root / "checks" / "results"
    results.mkdir(parents=True, exist_ok=True)
    (results / "hagenaar2-04.json").write_text(json.dumps(
        {"id": "hagenaar2-04", "variant": None, "deals": 5, "won": 0, "lost": 5, "unknown": 0, "won_seeds": [],
         "certificates": [], "final_state_mismatches": []}), "utf-8")
    (results / "hagenaar2-25.json").write_text(json.dumps(
        {"id": "hagenaar2-25", "variant": None, "deals": 5, "won": 1, "lost": 4, "unknown": 0, "won_seeds": [3],
         "certificates": [], "final_state_mismatches": ["seed 3: pile f1 top is QH, expected K*"]}), "utf-8")
    findings = diff_all(["hagenaar2-04", "hagenaar2-25"], kinds=("executor",))
    assert [(f.game, f.field) for f in findings] == [("hagenaar2-04", "/win"), ("hagenaar2-25", "/final_state")]
    assert "unwinnable as encoded" in findings[0].message and findings[0].spans


def test_no_win_in_fifty_undecided_deals_is_an_executor_finding_but_forty_nine_are_not(data_root):
    results = data_root / "checks" / "results"
    results.mkdir(parents=True, exist_ok=True)
    for rid, deals in (("hagenaar2-25", 50), ("hagenaar2-04", 49)):
        (results / f"{rid}.json").write_text(json.dumps(
            {"id": rid, "variant": None, "deals": deals, "won": 0, "lost": 2, "unknown": deals - 2, "won_seeds": [],
             "certificates": [], "final_state_mismatches": []}), "utf-8")
    findings = diff_all(["hagenaar2-04", "hagenaar2-25"], kinds=("executor",))
    assert [(f.game, f.field, f.encoded_value) for f in findings] == [("hagenaar2-25", "/win", "no win found")]
    assert "no win in 50 deals (2 proven lost; 48 undecided)" in findings[0].message
    assert any("tweemaal" in s.quote for s in findings[0].spans)  # the re-deal's evidence is cited


def test_markdown_for_the_site(data_root):
    edit_rules(data_root, "cadogan-mount-olympus", lambda d: d["redeal"].update(limit=2))
    md = patience("diff", "cadogan-mount-olympus", "--markdown", root=data_root).stdout
    assert md.startswith("# Text and encoding: disagreements") and "## cadogan-mount-olympus" in md
    assert "| value | `redeals` | 1 | 2 |" in md
    assert render_markdown([]).strip().endswith("No disagreements.")


def test_unknown_kind_is_a_one_line_error(data_root):
    result = patience("diff", "--fail-on", "typo", root=data_root)
    assert result.returncode == 2 and result.stderr.startswith("error: unknown kind(s): typo")


def test_four_rows_of_four_against_a_deal_of_twelve_piles(data_root):
    edit_rules(data_root, "hagenaar2-09", lambda d: d["zones"][0].update(count=12))
    findings = diff_all(["hagenaar2-09"], kinds=("number",))
    assert [f.text_value for f in findings] == ["16x1"]
    assert "vier rijen, ieder van vier kaarten" in findings[0].spans[0].quote
    assert "t 12x1" in findings[0].encoded_value


def test_no_value_finding_against_a_value_the_encoding_marks_invented(data_root):
    # No. 21 lays a first row of seven and "a third, fourth and so on" row: eight rows, marked invented
    assert diff_all(["hagenaar2-21"], kinds=("value",)) == []
    edit_rules(data_root, "hagenaar2-21", lambda d: d["invented"].pop("/zones/7"))
    findings = diff_all(["hagenaar2-21"], kinds=("value",))
    assert [(f.field, f.text_value, f.encoded_value) for f in findings] == [("tableau", 7, 56)]
