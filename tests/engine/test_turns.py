"""The two-player components: own packs, the turn, pairing (`two-player-pairs`) and the race (`two-player-race`)."""

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet

from helpers import position, rule_set, sorted_move_texts

A, B = 0, 1


def race_rules(**params) -> RuleSet:
    zones = [{"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "suit": "same"},
              "space": {"ranks": ["A"]}, "take": "none"}]
    for x in "ab":
        zones += [{"id": "h" + x, "role": "tableau", "count": 2, "build": {"rank": "down", "suit": "same"},
                   "space": {"never": True}},
                  {"id": "r" + x, "role": "reserve", "build": {"rank": "either", "suit": "same"}, "space": {"never": True}},
                  {"id": "s" + x, "role": "stock"},
                  {"id": "w" + x, "role": "talon", "build": {"rank": "either", "suit": "same"}, "space": {"never": True}}]
    players = [{"stock": "s" + x, "talon": "w" + x, "reserve": "r" + x, "help": "h" + x} for x in "ab"]
    return rule_set(
        players=2, deck={"pack": "whist", "packs": 2}, zones=zones,
        setup=[{"action": "deal", "to": "r" + x, "counts": 3} for x in "ab"]
        + [{"action": "deal", "to": "h" + x, "counts": 1} for x in "ab"],
        mechanics=[{"name": "two-player-race", "params": {
            "players": players, "foundations": "f", "load": ["reserve", "talon"], **params}}],
        win={"kind": "component"},
    )


def pairs_rules(packs=2) -> RuleSet:
    return rule_set(
        players=2, deck={"pack": "whist", "packs": packs},
        zones=[{"id": "ta", "role": "tableau", "count": 4}, {"id": "sa", "role": "stock"},
               {"id": "tb", "role": "tableau", "count": 4}, {"id": "sb", "role": "stock"},
               {"id": "d", "role": "discard"}],
        setup=[{"action": "deal", "to": "ta", "counts": 13, "face": "down", "order": "piles"},
               {"action": "deal", "to": "tb", "counts": 13, "face": "top-up", "order": "piles"}],
        mechanics=[{"name": "two-player-pairs", "params": {
            "players": [{"stock": "sa", "piles": "ta"}, {"stock": "sb", "piles": "tb"}], "discard": "d"}}],
        win={"kind": "component"},
    )


def c(text, owner=A):
    return cards.parse(text) + 52 * owner


def test_each_player_deals_his_own_pack():
    g = Game(race_rules())
    st = g.deal(3)
    for owner, x in enumerate("ab"):
        held = [card for z in ("r", "h", "s") for p in g.zones[z + x].piles for card in st.piles[p]]
        assert sorted(held) == [card for card in g.pack if card // 52 == owner]


def test_the_draw_decides_the_starter_reproducibly():
    g = Game(race_rules(start="draw"))
    starters = [g.deal(s).vars["turn"] for s in range(1, 30)]
    assert set(starters) == {A, B}
    assert starters == [g.deal(s).vars["turn"] for s in range(1, 30)]


def test_late_layout_deals_the_second_player_at_his_first_turn():
    g = Game(race_rules(late_layout=True))
    st = g.deal(1)
    assert not st.piles[g.pile_index["rb"]] and len(st.piles[g.pile_index["sb"]]) == 52
    while st.vars["turn"] == A:
        g.apply(st, next(iter(g.legal_moves(st))))
    assert len(st.piles[g.pile_index["rb"]]) == 3 and st.vars["laid"] == (True, True)


def race(g, stock, turn=A):
    """Only the stocks hold cards: `stock` for the player on turn, a king for the other."""
    st = position(g, clear=True, **{"s" + "ab"[turn]: stock, "s" + "ab"[1 - turn]: [c("KC", 1 - turn)]})
    st.vars["turn"] = turn
    return st


def test_a_fitting_card_must_be_placed_and_a_misfit_ends_the_turn():
    g = Game(race_rules())
    st = race(g, [c("5H"), c("AH")])
    assert sorted_move_texts(g, st) == ["play f1"]
    g.apply(st, g.parse_move("play f1"))
    assert sorted_move_texts(g, st) == ["play wa"] and st.vars["turn"] == A
    g.apply(st, g.parse_move("play wa"))
    assert st.vars["turn"] == B and st.vars["fruitless"] == 1


def test_a_misfit_loads_the_opponent_only_where_his_build_accepts_it():
    g = Game(race_rules())
    st = race(g, [c("KD"), c("5H")])
    st.piles[g.pile_index["wb"]] = [c("6H", B)]
    st.piles[g.pile_index["rb"]] = [c("6S", B)]
    assert sorted_move_texts(g, st) == ["play wa", "play wb"]


def test_a_help_packet_moves_whole_and_the_space_takes_the_active_talon_top():
    g = Game(race_rules())
    st = race(g, [c("KD")])
    f1, h = g.pile_index["f1"], g.pile_index["hb1"]
    st.piles[f1] = [c("AH"), c("2H")]
    st.piles[h] = [c("5H", B), c("4H", B), c("3H", B)]
    st.piles[g.pile_index["wa"]] = [c("9S"), c("QC")]
    before = st.key()
    log = g.apply(st, g.parse_move("move hb1>f1"))
    assert [cards.text(x) for x in st.piles[f1]] == ["AH", "2H", "3H", "4H", "5H"]
    assert st.piles[h] == [c("QC")]
    g.undo(st, log)
    assert st.key() == before


def test_the_talon_is_taken_up_turned_over_when_the_stock_is_spent():
    g = Game(race_rules())
    st = race(g, [])
    st.piles[g.pile_index["wa"]] = [c("9S"), c("QC")]
    assert sorted_move_texts(g, st) == ["pickup"]
    g.apply(st, ("pickup",))
    assert st.piles[g.pile_index["sa"]] == [c("QC"), c("9S")] and st.vars["turn"] == A


def test_the_first_player_out_wins_and_play_stops():
    g = Game(race_rules())
    st = race(g, [c("AS")])
    g.apply(st, g.parse_move("play f1"))
    assert g.components[0].winner(st) == "A" and g.is_won(st) and not list(g.legal_moves(st))


def test_a_blocked_game_ends_undecided():
    g = Game(race_rules())
    st = race(g, [c("5H")])
    st.piles[g.pile_index["rb"]] = [c("9C", B)]  # B is not out but can never play
    while moves := list(g.legal_moves(st)):
        g.apply(st, moves[0])
    assert g.components[0].winner(st) is None and not g.is_won(st)


def test_pairs_a_turned_card_pairs_with_the_partners_open_twin_and_the_pile_is_turned_again():
    g = Game(pairs_rules())
    st = position(g, clear=True, face_up=True, ta1=[c("3C"), c("9H")], ta2=[c("QS")],
                  tb1=[c("5D", B), c("9H", B)], tb2=[c("2S", B)])
    ta1, ta2, tb1 = (g.pile_index[n] for n in ("ta1", "ta2", "tb1"))
    st.down[ta1], st.down[ta2], st.down[tb1] = 2, 1, 1
    g.apply(st, ("flip",))
    assert st.piles[g.pile_index["d"]] == [c("9H"), c("9H", B)]
    assert st.down[tb1] == 1 and st.down[ta1] == 1  # both piles covered: A turns ta1 again
    g.apply(st, ("flip",))
    assert st.down[ta1] == 0 and st.vars["turn"] == A  # 3C stays open, play goes on to ta2
    g.apply(st, ("flip",))
    assert st.vars["turn"] == B and sorted_move_texts(g, st) == ["flip"]


def test_pairs_the_turn_passes_when_no_covered_pile_is_left_and_undo_restores():
    g = Game(pairs_rules())
    st = g.deal(2)
    before, logs = st.key(), []
    while st.vars["turn"] == A:
        logs.append(g.apply(st, ("flip",)))
    assert not any(st.down[p] == len(st.piles[p]) > 0 for p in g.zones["ta"].piles)
    for log in reversed(logs):
        g.undo(st, log)
    assert st.key() == before


def test_two_packs_are_needed():
    with pytest.raises(PatienceError, match="two packs"):
        Game(pairs_rules(packs=1))


def test_an_unused_zone_role_is_an_error():
    rules = race_rules().model_dump(mode="json", by_alias=True)
    rules["mechanics"][0]["params"]["players"][0]["piles"] = "ha"
    with pytest.raises(PatienceError, match="no use for a piles zone"):
        Game(RuleSet.model_validate(rules))
