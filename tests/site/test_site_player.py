"""The board's data: one file per rule set, read by the browser player (site/player/)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from patience.engine.game import Game
from patience.rules.load import load_all
from patience.site.player import layout, player_data, rules_on_page, write_player
from patience.solver.check import certificate_path

REPO = Path(__file__).resolve().parents[2]
RULES = load_all(REPO)


@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_the_layout_names_every_pile_as_the_executor_does_in_pile_order(rule_id):
    rules = RULES[rule_id]
    names = [line.split(":")[0] for line in Game(rules).position_text(Game(rules).deal(1)).splitlines()]
    piles = [p["name"] for z in layout(rules)["zones"] for p in z["piles"]]
    assert piles == names[:len(piles)] and len(piles) == sum(z.count for z in rules.zones)


def test_every_rule_links_to_its_paragraph_and_only_to_evidence_of_that_rule():
    rules = RULES["hagenaar2-09"]
    links = rules_on_page(rules)
    assert list(links) == [r.id for r in rules.moves]
    assert links[rules.moves[1].id]["anchor"] == "rule-moves-1"
    own = {p for p in rules.evidence if p == "/moves/1" or p.startswith("/moves/1/")}
    assert len(links[rules.moves[1].id]["evidence"]) == sum(len(rules.evidence[p]) for p in own) > 0


def test_the_data_file_carries_the_rule_file_as_written_and_every_committed_certificate():
    rules = RULES["klondike-nl"]
    data = player_data(rules, REPO / "rules_json" / "klondike-nl.json", REPO)
    assert data["rules"] == json.loads((REPO / "rules_json" / "klondike-nl.json").read_text("utf-8"))
    committed = [v for v in [None, *(v.id for v in rules.variants)] if certificate_path("klondike-nl", v, REPO).exists()]
    assert [c["variant"] for c in data["certificates"]] == committed and len(committed) >= 2
    assert data["certificates"][0]["moves"] == json.loads(certificate_path("klondike-nl", None, REPO).read_text())["moves"]


def test_write_player_copies_the_code_and_writes_schema_and_data(tmp_path):
    written = write_player([(RULES["hagenaar2-09"], REPO / "rules_json" / "hagenaar2-09.json")], tmp_path, REPO)
    data = tmp_path / "assets" / "player" / "data"
    assert {data / "schema.json", data / "hagenaar2-09.json"} <= written
    assert json.loads((data / "hagenaar2-09.json").read_text("utf-8"))["id"] == "hagenaar2-09"
    code = REPO / "site" / "player" / "ui" / "main.js"
    assert (tmp_path / "assets" / "player" / "ui" / "main.js" in written) == code.exists()


def test_a_variant_that_changes_the_piles_gets_its_own_arrangement():
    rules = RULES["hagenaar2-48"]
    data = player_data(rules, REPO / "rules_json" / "hagenaar2-48.json", REPO)
    zones = {z["id"] for z in data["layouts"]["reserve"]["zones"]}
    assert {"ra", "rb"} <= zones and not {"ra", "rb"} & {z["id"] for z in data["layout"]["zones"]}
    assert "draw-3" not in player_data(RULES["klondike-nl"], REPO / "rules_json" / "klondike-nl.json", REPO)["layouts"]
