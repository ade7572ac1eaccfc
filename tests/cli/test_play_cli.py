"""The executor's commands: JSON for scripts, one-line errors, a playable terminal game."""

import json
import shutil

from helpers import REPO as ROOT, run_cli as run
from plain_games import plain_klondike


def test_solve_prints_json_with_the_winning_moves():
    out = run("solve", "hagenaar2-09", "--seed", "1", "--json")
    data = json.loads(out.stdout)
    assert data["result"] == "won" and data["moves"] and data["id"] == "hagenaar2-09"


def test_check_json_lists_won_lost_unknown_per_game(tmp_path):
    for part in ("corpus", "rules_json"):
        shutil.copytree(ROOT / part, tmp_path / part)
    out = run("check", "hagenaar2-01", "--deals", "8", "--json", root=tmp_path)
    assert (tmp_path / "build" / "check" / "results" / "hagenaar2-01.json").is_file()  # not checks/: no --write
    [row] = json.loads(out.stdout)
    assert row["id"] == "hagenaar2-01" and row["deals"] == 8
    assert row["won"] + row["lost"] + row["unknown"] == 8


def test_solve_combines_repeated_variants_and_the_certificate_replays_them(tmp_path):
    cert = tmp_path / "c.json"
    out = run("solve", "klondike-nl", "--seed", "7", "-v", "draw-3", "--variant", "no-shuffle", "--json", "--save", str(cert))
    data = json.loads(out.stdout)
    assert data["variant"] == "draw-3+no-shuffle" and data["result"] == "won", out.stderr
    assert json.loads(cert.read_text("utf-8"))["variant"] == "draw-3+no-shuffle"
    replayed = json.loads(run("replay", str(cert), "--json").stdout)
    assert replayed["won"] and replayed["variant"] == "draw-3+no-shuffle"
    # the same moves do not win under the base rules (the variants changed the game)
    cert.write_text(cert.read_text("utf-8").replace('"draw-3+no-shuffle"', "null"), "utf-8")
    assert run("replay", str(cert)).returncode == 2


def test_an_unknown_variant_is_one_line_naming_the_known_ones():
    out = run("deal", "klondike-nl", "-v", "draw-3", "-v", "draw-9")
    assert out.returncode == 2 and out.stderr.count("\n") == 1
    assert "unknown variant 'draw-9'" in out.stderr and "draw-3, no-shuffle" in out.stderr


def test_facts_json_has_the_corpus_fields_and_the_encoded_facts():
    [row] = json.loads(run("facts", "hagenaar2-25", "--json").stdout)
    assert row["title"] and row["source"] == "hagenaar2" and row["number"] == 25
    assert row["redeals"] == 2 and row["foundations"] == [
        {"zone": "f", "base": "any", "count": 1, "direction": "double", "follow": "any", "wrap": False}]


def test_deal_in_solvitaire_format_is_json(tmp_path):
    (tmp_path / "rules_json").mkdir()
    (tmp_path / "rules_json" / "plain-klondike.json").write_text(json.dumps(plain_klondike()), "utf-8")
    (tmp_path / "corpus").mkdir()
    (tmp_path / "corpus" / "sources.toml").write_text((ROOT / "corpus" / "sources.toml").read_text("utf-8"), "utf-8")
    out = run("deal", "plain-klondike", "--seed", "3", "--format", "solvitaire", root=tmp_path)
    data = json.loads(out.stdout)
    assert [len(p) for p in data["tableau piles"]] == [1, 2, 3, 4, 5, 6, 7] and len(data["stock"]) == 24


def test_deal_in_solvitaire_format_says_why_a_game_is_out_of_reach():
    out = run("deal", "klondike-nl", "--variant", "no-shuffle", "--format", "solvitaire")
    assert out.returncode == 2 and out.stderr.count("\n") == 1
    assert "Solvitaire cannot express this game: rule 'draw' waits until nothing else can be played" in out.stderr


def test_an_unknown_game_is_one_line_on_stderr_and_exit_2():
    out = run("solve", "hagenaar2-99")
    assert out.returncode == 2 and out.stderr.count("\n") == 1 and "unknown game 'hagenaar2-99'" in out.stderr


def test_a_malformed_certificate_is_one_line(tmp_path):
    bad = tmp_path / "c.json"
    bad.write_text("{not json", "utf-8")
    out = run("replay", str(bad))
    assert out.returncode == 2 and "malformed JSON" in out.stderr and out.stderr.count("\n") == 1


def test_play_lists_numbered_moves_and_accepts_undo_and_quit():
    out = run("play", "hagenaar2-04", "--seed", "3", stdin="1\nu\nh\nq\n")
    assert out.returncode == 0
    assert "  1. " in out.stdout and "hint:" in out.stdout
