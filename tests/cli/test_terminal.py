"""The terminal board and its hints: geometry, counts instead of long piles, colour, a
legal hint within a second, whose turn it is."""

from __future__ import annotations

import io
import time

from patience.engine import cards
from patience.engine.game import Game
from patience.play import Terminal, hint, interactive
from patience.rules.load import load
from patience.terminal import board, card_text, rules_in_words


def test_a_discard_pile_shows_its_top_card_and_how_many_lie_beneath():
    game = Game(load("hagenaar2-09"))
    st = game.deal(1)
    game.apply(st, game.parse_move(st, "pair t1 t3"))
    assert "  d 6♦+1" in board(game, st).splitlines()


def test_red_suits_are_red_only_when_colour_is_on():
    heart, spade = cards.parse("10H"), cards.parse("AS")
    assert card_text(heart) == "10♥" and card_text(spade, colour=True) == "A♠"
    assert card_text(heart, colour=True) == "\x1b[31m10♥\x1b[0m"


def test_a_hint_is_a_legal_move_within_a_second_even_when_the_search_decides_nothing():
    game = Game(load("hagenaar2-31"))
    st = game.deal(3)
    start = time.perf_counter()
    move, why = hint(game, st, seconds=0.5)
    assert time.perf_counter() - start < 1.0
    assert game.move_text(move) in {game.move_text(m) for m in game.legal_moves(st)} and why


def test_a_two_player_game_says_whose_turn_it_is():
    game = Game(load("hagenaar2-48"))
    out: list[str] = []
    interactive(game, 1, io.StringIO("q\n"), out.append, Terminal("No. 48", "", ""))
    assert any(line.startswith("move 1 · A to play [") for line in out)


def test_the_rules_in_words_are_the_sites_numbered_rules_without_markup():
    text = rules_in_words(load("hagenaar2-09"))
    assert "\n  1. " in text and "<" not in text
