"""Arranged deals: a certificate may name the pack's order in place of a seed's shuffle (for games
whose random deals are too rarely won to find one); both executors deal it alike."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.load import load
from patience.solver import Certificate, replay
from patience.engine.shuffle import shuffled
from patience.solver.check import certificate_path, certificates_dir, check_game

REPO = Path(__file__).resolve().parents[2]
ARRANGED = [p for p in sorted(certificates_dir().glob("*.json")) if Certificate.load(p).order is not None]

JS = """
import { readFileSync } from 'node:fs';
import { loadRules, Game } from './site/player/engine/index.js';
const [cert, schema] = [JSON.parse(readFileSync(process.argv[1], 'utf8')), JSON.parse(readFileSync('schema/patience-rules.schema.json', 'utf8'))];
const game = new Game(loadRules(JSON.parse(readFileSync(`rules_json/${cert.rules}.json`, 'utf8')), schema, cert.variant ? [cert.variant] : []));
const pos = game.deal(cert.seed, cert.order);
const dealt = game.positionText(pos);
for (const m of cert.moves) game.push(pos, game.parseMove(pos, m));
console.log(JSON.stringify({ dealt, won: game.isWon(pos) }));
"""


def test_the_first_card_dealt_is_the_orders_last_and_the_seed_no_longer_matters():
    game = Game(load("klondike-nl"))
    order = [cards.text(c) for c in reversed(game.pack)]  # AC last: the stock's top
    st = game.deal(5, order)
    assert cards.text(st.piles[game.pile_index["t1"]][0]) == "AC"
    assert game.position_text(game.deal(6, order)) == game.position_text(st) != game.position_text(game.deal(5))


@pytest.mark.parametrize("change, message", [
    (lambda o: o[:-1], r"1 card\(s\) of the pack not placed"),
    (lambda o: [*o[:-1], o[0]], r"card 52 \('AC'\) is not left in the pack"),
    (lambda o: ["XX", *o[1:]], r"not a card: 'XX'"),
])
def test_an_order_that_is_not_the_pack_is_a_one_line_error(change, message):
    game = Game(load("klondike-nl"))
    order = [cards.text(c) for c in game.pack]
    with pytest.raises(PatienceError, match=message):
        game.deal(1, change(order))


def test_a_seed_certificate_is_written_without_an_order_and_an_arranged_one_with_it():
    assert "order" not in json.loads(Certificate("hagenaar2-04", None, 3, ["s>w"]).text())
    arranged = Certificate("hagenaar2-04", None, 3, ["s>w"], ["AC", "2C"])
    assert json.loads(arranged.text())["order"] == ["AC", "2C"] and arranged.deal == "an arranged deal"


def test_a_tampered_arranged_deal_is_refused_naming_it():
    cert = Certificate.load(ARRANGED[0])
    game = Game(load(cert.rules))
    bad = Certificate(cert.rules, cert.variant, cert.seed, cert.moves, list(reversed(cert.order or [])))
    with pytest.raises(PatienceError, match=rf"certificate {cert.rules} an arranged deal: move \d+: "):
        replay(game, bad)


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed (make test installs it)")
@pytest.mark.parametrize("path", ARRANGED, ids=lambda p: p.stem)
def test_the_javascript_executor_deals_and_replays_each_arranged_certificate_alike(path):
    cert = Certificate.load(path)
    game = Game(load(cert.rules))
    out = subprocess.run(["node", "--input-type=module", "-e", JS, str(path)], cwd=REPO, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    js = json.loads(out.stdout)
    assert js == {"dealt": game.position_text(game.deal(cert.seed, cert.order)), "won": True}


def test_check_replaces_an_arranged_certificate_with_a_random_deals_win(data_root):
    game = Game(load("hagenaar2-04"))
    won = check_game("hagenaar2-04", None, 20, 1, 20_000, 5.0, playouts=False, root=data_root)
    seed = won.won_seeds[0]
    path = certificate_path("hagenaar2-04", None, data_root, write=False)
    win = Certificate.load(path)
    order = [cards.text(c) for c in shuffled(list(game.pack), seed)]  # the seed's own deal, arranged
    Certificate("hagenaar2-04", None, 0, win.moves, order).save(path)  # seed 0: below any seed checked
    assert game.is_won(replay(game, Certificate.load(path)))
    check_game("hagenaar2-04", None, 20, 1, 20_000, 5.0, playouts=False, root=data_root)
    assert Certificate.load(path) == win
