"""Solvitaire export: deals in its JSON format, presets only for games it can express exactly."""

import re

import pytest

from plain_games import plain_klondike
from patience import solvitaire
from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.export import variant_sets
from patience.rules.load import load, load_all, variant_label, with_variant
from patience.rules.model import RuleSet

CARD = re.compile(r"^(A|[2-9]|10|J|Q|K)[CDHScdhs]$")


def _rules(**patch) -> RuleSet:
    return RuleSet.model_validate(plain_klondike(**patch))


def test_face_down_cards_have_their_suit_letter_in_lower_case_and_face_up_ones_upper():
    game = Game(_rules())
    state = game.deal(78)
    piles = solvitaire.deal(game, state)["tableau piles"]
    for i, pile in enumerate(piles):
        p = game.pile_index[f"t{i + 1}"]
        assert [c[-1].islower() for c in pile] == [j < state.down[p] for j in range(len(pile))]
    assert [sum(c[-1].islower() for c in pile) for pile in piles] == [0, 1, 2, 3, 4, 5, 6]
    assert piles[6][0].upper() == cards.text(state.piles[game.pile_index["t7"]][0])


def test_klondike_deal_lists_piles_bottom_first_with_solvitaire_card_names():
    game = Game(_rules())
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
    preset = solvitaire.preset(_rules())
    assert preset["tableau piles"] == {"count": 7, "build policy": "red-black", "spaces policy": "kings",
                                       "move built group": "yes", "face up cards": "top"}
    assert preset["stock"] == {"size": 24, "deal count": 1, "redeal": True}
    assert preset["foundations"] == {"removable": False} and preset["two decks"] is False


def test_the_preset_follows_the_draw_the_spaces_and_the_redeal():
    preset = solvitaire.preset(_rules(**{"rule:draw": {"count": 3}, "rule:redeal": None, "zone:t": {"space": {}}}))
    assert preset["stock"] == {"size": 24, "deal count": 3, "redeal": False}
    assert preset["tableau piles"]["spaces policy"] == "any"
    single = solvitaire.preset(_rules(**{"zone:t": {"take": "top"}, "rule:build": {"unit": "card"}}))
    assert single["tableau piles"]["move built group"] == "no"


@pytest.mark.parametrize("patch, why", [
    ({"rule:draw": {"stuck": True}}, "rule 'draw' waits until nothing else can be played"),
    ({"rule:found": {"priority": "must"}}, "rule 'found' takes priority"),
    ({"rule:build": {"when": {"empty": ["s"]}}}, "rule 'build' has a guard"),
    ({"rule:draw": {"cover": True}}, "put aside face down"),
    ({"rule:draw": {"piles_per_pass": [1]}}, "rule 'draw' turns the stock by rules of its own"),
    ({"rule:redeal": {"shuffle": True}}, "reshuffled"),
    ({"rule:redeal": {"limit": 2}}, "a limited number of passes"),
    ({"rule:redeal": {"when": None}}, "once the stock is spent"),
    ({"rule:redeal": {"turn": "keep"}}, "its re-deal is not the waste turned over"),
    ({"rule:play": None}, "its card moves are not Solvitaire's"),
    ({"rule:play": {"cards": ["K*"]}}, "rule 'play' moves cards by filters"),
    ({"rule:build": {"unit": "card"}}, "rule 'build' moves single cards where the tableau gives built groups"),
    ({"rule:found": {"unit": "run"}}, "rule 'found' moves cards by filters or units"),
    ({"zone:t": {"space": {"cards": ["Q*"]}}}, "empty tableau pile"),
    ({"zone:t": {"space": {"cards": ["K*"], "order": "in-order"}}}, "empty tableau pile"),
    ({"zone:t": {"build": {"rank": "down", "by": 2}}}, "its tableau is not built down by one"),
    ({"zone:t": {"limit": 13}}, "its tableau is not built down by one"),
    ({"zone:t": {"take": "any"}}, "other than the top card"),
    ({"zone:f": {"space": {"cards": ["K*"]}}}, "do not start on aces"),
    ({"zone:f": {"build": {"rank": "up", "wrap": True}}}, "not built up by suit"),
    ({"deck": {"pack": "whist", "remove": ["2*"]}}, "cards are taken out"),
    ({"deck": {"pack": "piquet"}, "setup": [{"step": "deal", "to": "t", "counts": [1, 2, 3, 4, 5, 6, 7]}]}, "piquet"),
    ({"setup": [{"step": "deal", "to": "t", "counts": [1, 2, 3, 4, 5, 6, 7], "face": "down", "order": "piles"}]},
     "its deal is not the tableau dealt face up"),
    ({"win": {"kind": "empty", "zones": ["t"]}}, "its win is not every card on the foundations"),
])
def test_what_solvitaire_cannot_express_exactly_is_named(patch, why):
    reason = solvitaire.expressible(_rules(**patch))
    assert reason is not None and why in reason
    with pytest.raises(PatienceError, match="Solvitaire cannot express this game"):
        solvitaire.preset(_rules(**patch))


def test_the_plain_game_is_expressible():
    assert solvitaire.expressible(_rules()) is None


def test_games_solvitaire_cannot_express_say_why():
    assert solvitaire.expressible(load("klondike-nl")) == "rule 'draw' waits until nothing else can be played"
    assert solvitaire.expressible(load("hagenaar2-25")) is not None
    with pytest.raises(PatienceError, match="cannot express"):
        solvitaire.preset(load("hagenaar2-09"))


def test_every_preset_is_for_a_game_dealt_as_solvitaire_reads_it():
    played = [_rules(), _rules(**{"setup": [{"step": "deal", "to": "t", "counts": 4}]})]
    played += [with_variant(r, names) for r in load_all().values() for names in variant_sets(r)]
    for rules in played:
        if solvitaire.expressible(rules) is None:
            game = Game(rules)
            out = solvitaire.deal(game, game.deal(1))
            assert sum(map(len, out["tableau piles"])) + len(out.get("stock", [])) == game.total
            assert solvitaire.preset(rules)["stock"]["size"] == len(out.get("stock", []))


def test_klondike_turned_three_at_any_time_and_over_unshuffled_is_solvitaires_klondike():
    """Solvitaire's own `klondike` preset differs only where klondike-nl decides otherwise: no card comes back
    from a foundation, and any part of a built run may move (Solvitaire: only if the card above could go)."""
    rules = with_variant(load("klondike-nl"), ["draw-3", "no-shuffle", "free-stock"])
    assert solvitaire.preset(rules) == {
        "tableau piles": {"count": 7, "build policy": "red-black", "spaces policy": "kings", "move built group": "yes",
                          "face up cards": "top"},
        "foundations": {"removable": False},
        "stock": {"size": 24, "deal count": 3, "redeal": True},
        "two decks": False,
    }
    assert solvitaire.preset(with_variant(load("klondike-nl"), ["no-shuffle", "free-stock"]))["stock"]["deal count"] == 1


def test_every_rule_set_and_variant_combination_has_a_preset_or_a_one_line_reason():
    reasons = {r.id + (f"~{variant_label(names)}" if names else ""): solvitaire.expressible(with_variant(r, names))
               for r in load_all().values() for names in variant_sets(r)}
    assert sorted(k for k, why in reasons.items() if why is None) == [
        "klondike-nl~draw-3+no-shuffle+free-stock", "klondike-nl~no-shuffle+free-stock"]
    assert all(why is None or (0 < len(why) <= 100 and "\n" not in why) for why in reasons.values())


def test_a_redeal_in_a_game_without_a_stock_is_named_not_a_crash():
    data = plain_klondike(**{"rule:draw": None, "rule:redeal": {"to": "t", "when": {"empty": ["w"]}}})
    data["zones"] = [z for z in data["zones"] if z["role"] != "stock"]
    assert "its re-deal is not the waste turned over" in solvitaire.expressible(RuleSet.model_validate(data))
