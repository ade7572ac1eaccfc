"""The win condition, and for two players the turn: whose move, the late layout, the stalemate count.

Two-player state: `turn` (0 = A, 1 = B), `laid` (has each player laid out his
setup zones), `turn.mark` (cards in the players' `win.zones` when the turn
began) and `turn.fruitless` (turns in a row that ended without that number
falling).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import cards
from ...rules.model import RANKS, SUITS
from ..state import Log, State, set_var

if TYPE_CHECKING:
    from ..game import Game
    from . import RuleRT


def _win_piles(game: "Game", player: int | None) -> list[int]:
    return [p for ref in game.win.zones for p in game.resolve_piles(ref, player)]


def won(game: "Game", st: State) -> bool:
    return winner(game, st) is not None


def winner(game: "Game", st: State) -> str | None:
    """'A', 'B' or 'both' (a two-player game), 'won' (one player), or None."""
    w, piles = game.win, st.piles
    if w.kind == "first-out":
        for i in (0, 1):
            if not any(piles[p] for p in _win_piles(game, i)):
                return "AB"[i]
        return None
    ps = game.win_piles
    if w.kind == "empty":
        ok = not any(piles[p] for p in ps)
    elif w.kind == "all-in":
        if w.suit_choice is not None:
            chosen = st.vars.get("choice:" + w.suit_choice)
            if chosen is None:
                return None
            s = SUITS.index(chosen)
            need = sum(1 for c in game.pack if cards.suit(c) == s)
            ok = sum(1 for p in ps for c in piles[p] if cards.suit(c) == s) == need
        else:
            need = w.total if w.total is not None else game.win_need
            ok = sum(len(piles[p]) for p in ps) == need
    elif w.kind == "labelled":
        ok = all(_labelled(game, p, c) for p in ps for c in piles[p])
    elif w.kind == "lines":
        ok = _lines_sum(game, st)
    else:  # tops
        ranks = w.ranks or []
        ok = all(piles[p] and cards.value(piles[p][-1]) == RANKS.index(ranks[i]) + 1 for i, p in enumerate(ps))
    if not ok:
        return None
    return "both" if game.two else "won"


def _labelled(game: "Game", p: int, card: int) -> bool:
    rt = game.pile_zone[p]
    label = (rt.spec.labels or [])[p - rt.start]
    return label == (RANKS[cards.value(card) - 1] if game.win.key == "rank" else SUITS[cards.suit(card)])


# ----------------------------------------------------------------------------- win: lines


def grid_lines(n: int) -> list[list[int]]:
    """The lines of a square grid of n × n cells (pile indexes in its zone): every row, every
    column and the two diagonals (§12 `lines`)."""
    lines = [list(range(r * n, (r + 1) * n)) for r in range(n)]
    lines += [list(range(c, n * n, n)) for c in range(n)]
    lines.append([i * n + i for i in range(n)])
    lines.append([i * n + n - 1 - i for i in range(n)])
    return lines


def _lines_sum(game: "Game", st: State) -> bool:
    """`lines`: every pile of the square grid zones holds a card, and the top cards' values of
    each line add up to `win.total`."""
    for ref in game.win.zones:
        ps = game.resolve_piles(ref, None)
        rt = game.pile_zone[ps[0]]
        assert rt.spec.grid is not None  # consistency: a square grid
        if not all(st.piles[p] for p in ps):
            return False
        for line in grid_lines(rt.spec.grid.columns):
            if sum(cards.value(st.piles[ps[i]][-1]) for i in line) != game.win.total:
                return False
    return True


def hand_count(game: "Game", st: State) -> int:
    """Cards in both players' `win.zones` (their hands: stock, talon, reserve)."""
    return sum(len(st.piles[p]) for i in (0, 1) for p in _win_piles(game, i))


def stalemate(game: "Game", st: State) -> bool:
    n = game.rules.players.stalemate
    return n is not None and st.vars.get("turn.fruitless", 0) >= n


def after_move(game: "Game", st: State, log: Log, r: "RuleRT") -> None:
    """Two players: pass the turn after a turn-ending move; the other player lays out at his first turn."""
    if not r.spec.ends_turn:
        return
    fruitless = st.vars["turn.fruitless"] + 1 if hand_count(game, st) >= st.vars["turn.mark"] else 0
    set_var(st, log, "turn.fruitless", fruitless)
    nxt = 1 - st.vars["turn"]
    set_var(st, log, "turn", nxt)
    laid = st.vars.get("laid", (True, True))
    if not laid[nxt] and winner(game, st) is None:
        set_var(st, log, "laid", tuple(True if i == nxt else laid[i] for i in (0, 1)))
        game.lay_out(st, log, nxt)
    set_var(st, log, "turn.mark", hand_count(game, st))  # after a late layout, which is no progress
