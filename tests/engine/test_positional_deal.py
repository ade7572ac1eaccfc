"""The `positional-deal` component: cards dealt to positions, played only on the foundation above them."""

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet

from helpers import rule_set


def rules(helpers=4, fruitless=2) -> RuleSet:
    return rule_set(
        deck={"pack": "piquet"},
        zones=[{"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "wrap": True},
                "space": {"never": True}, "take": "none"},
               {"id": "h", "role": "reserve", "count": helpers, "take": "none"},
               {"id": "s", "role": "stock"}],
        setup=[{"action": "withdraw", "cards": ["KC", "KD", "KH", "KS"], "to": "f"}],
        mechanics=[{"name": "positional-deal",
                    "params": {"foundations": "f", "helpers": "h", "full": 8, "fruitless": fruitless}}],
        win={"kind": "all-in", "zones": ["f"]},
    )


def c(text):
    return cards.parse(text)


def test_a_card_is_played_only_on_the_foundation_above_its_position():
    g = Game(rules())
    st = g.deal(1)
    st.piles[8] = [c("9S"), c("AD"), c("AC")]  # AC falls under KC, AD under KD
    g.apply(st, ("deal",))
    g.apply(st, ("deal",))
    assert st.piles[0][-1] == c("AC") and st.piles[1][-1] == c("AD")
    st.piles[8] = [c("AS")]  # falls under KH: it fits KS only
    g.apply(st, ("deal",))
    assert st.piles[6] == [c("AS")] and st.piles[3] == [c("KS")]


def test_a_complete_foundation_drops_out_of_the_turn():
    g = Game(rules())
    st = g.deal(1)
    st.piles[1] = [c(x + "D") for x in ("K", "A", "7", "8", "9", "10", "J")]
    st.vars["pos"] = 1
    st.piles[8] = [c("7C"), c("QD")]
    g.apply(st, ("deal",))
    assert len(st.piles[1]) == 8 and st.vars["pos"] == 2
    st.vars["pos"] = 0
    g.apply(st, ("deal",))
    assert st.vars["pos"] == 2  # position 1 is skipped


def test_gather_puts_the_first_helper_pile_first_and_fruitless_passes_end_the_game():
    g = Game(rules())
    st = g.deal(1)
    st.piles[8] = []
    st.piles[4:8] = [[c("7C"), c("8C")], [c("9D")], [], [c("10S")]]
    (move,) = g.legal_moves(st)
    assert move == ("gather",)
    before = st.key()
    log = g.apply(st, move)
    assert st.piles[8][::-1] == [c("7C"), c("8C"), c("9D"), c("10S")]
    assert st.vars["fruitless"] == 1
    g.undo(st, log)
    assert st.key() == before
    st.vars["fruitless"] = 1
    assert list(g.legal_moves(st)) == []


def test_needs_one_helper_pile_per_foundation():
    with pytest.raises(PatienceError, match="4 foundations but 3 helper piles"):
        Game(rules(helpers=3))
