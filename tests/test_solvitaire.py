"""Solvitaire export: deals in its JSON format, presets only for games it can express."""

import re

import pytest

from patience import solvitaire
from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.load import load, with_variant

CARD = re.compile(r"^(A|[2-9]|10|J|Q|K)[CDHS]$")


def test_klondike_deal_lists_piles_bottom_first_with_solvitaire_card_names():
    game = Game(with_variant(load("klondike-nl"), "no-shuffle"))
    state = game.deal(5)
    out = solvitaire.deal(game, state)
    assert set(out) == {"tableau piles", "stock"}
    assert [len(p) for p in out["tableau piles"]] == [1, 2, 3, 4, 5, 6, 7]
    assert len(out["stock"]) == 24
    assert all(CARD.match(c) for p in out["tableau piles"] for c in p)
    t7 = state.piles[game.pile_index["t7"]]
    assert out["tableau piles"][6][-1] == cards.text(t7[-1])  # last element = top (face-up) card
    s = state.piles[game.pile_index["s"]]
    assert out["stock"][-1] == cards.text(s[-1])  # last element = next card dealt


def test_klondike_turned_over_unshuffled_has_a_preset():
    rules = with_variant(load("klondike-nl"), "no-shuffle")
    preset = solvitaire.preset(rules)
    assert preset["tableau piles"]["build policy"] == "red-black"
    assert preset["tableau piles"]["spaces policy"] == "kings"
    assert preset["stock"] == {"size": 24, "deal count": 1, "redeal": True}


def test_games_solvitaire_cannot_express_say_why():
    assert "reshuffled" in solvitaire.expressible(load("klondike-nl"))
    assert solvitaire.expressible(load("hagenaar2-25")) is not None
    with pytest.raises(PatienceError, match="cannot express"):
        solvitaire.preset(load("hagenaar2-09"))
