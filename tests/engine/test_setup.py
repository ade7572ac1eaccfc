"""§5 Setup: the deal program (withdraw, shuffle, deal, sort, tuck, lift), then rule state and settling."""

import shutil
import subprocess

import pytest

from patience.engine import cards
from patience.engine.shuffle import shuffled
from patience.errors import PatienceError

from helpers import REPO, make_game, pile, rule_set

STOCK = {"id": "s", "role": "stock"}
TOP_DOWN = [cards.text(c) for c in shuffled(list(range(52)), 1)][::-1]  # seed 1's stock, top card first


def dealt(zones, setup, seed=1, moves=None, **fields):
    g = make_game(zones, moves, setup=setup, **fields)
    return g, g.deal(seed)


def tab(count=3, **extra):
    return {"id": "t", "role": "tableau", "count": count, **extra}


def test_the_stock_top_of_seed_1_is_8h_as_the_document_says():
    g, st = dealt([STOCK, tab()], [])
    assert cards.text(st.piles[g.pile_index["s"]][-1]) == "8H" == TOP_DOWN[0]
    assert len(st.piles[g.pile_index["s"]]) == 52


# ----------------------------------------------------------------------------- withdraw


def test_withdraw_before_the_shuffle_takes_the_first_match_in_pack_order_one_per_pile():
    g, st = dealt([STOCK, {"id": "f", "role": "foundation", "count": 4}],
                  [{"step": "withdraw", "cards": ["A*", "A*", "A*", "A*"], "to": "f"}])
    assert [pile(g, st, f"f{i}") for i in range(1, 5)] == ["AC", "AD", "AH", "AS"]
    assert len(st.piles[g.pile_index["s"]]) == 48


def test_withdraw_cycles_over_the_piles_and_puts_later_cards_on_top():
    g, st = dealt([STOCK, {"id": "f", "role": "foundation", "count": 2}],
                  [{"step": "withdraw", "cards": ["A*", "A*", "A*"], "to": "f"}])
    assert pile(g, st, "f1") == "AC AH" and pile(g, st, "f2") == "AD"


def test_withdraw_to_the_bottom_puts_each_card_under_the_pile():
    g, st = dealt([STOCK, {"id": "f", "role": "foundation"}],
                  [{"step": "withdraw", "cards": ["KS", "QS"], "to": "f", "position": "bottom"}])
    assert pile(g, st, "f") == "QS KS"


def test_withdrawn_cards_are_not_shuffled_into_the_stock():
    g, st = dealt([STOCK, {"id": "f", "role": "foundation"}], [{"step": "withdraw", "cards": ["8H"], "to": "f"}])
    stock = [cards.text(c) for c in st.piles[g.pile_index["s"]]]
    assert "8H" not in stock and len(stock) == 51
    assert stock == [cards.text(c) for c in shuffled([c for c in range(52) if cards.text(c) != "8H"], 1)]


def test_withdraw_before_the_shuffle_onto_the_stock_bottom_keeps_the_card():
    g, st = dealt([STOCK, tab()], [{"step": "withdraw", "cards": ["KS"], "to": "s", "position": "bottom"}])
    stock = st.piles[g.pile_index["s"]]
    assert len(stock) == 52 and cards.text(stock[0]) == "KS"


def test_withdraw_after_the_shuffle_takes_the_first_match_from_the_stock_top():
    g, st = dealt([STOCK, {"id": "f", "role": "foundation"}],
                  [{"step": "withdraw", "cards": ["A*"], "to": "f", "when": "after-shuffle"}])
    first_ace = next(c for c in TOP_DOWN if c.startswith("A"))
    assert pile(g, st, "f") == first_ace == "AD"


def test_withdraw_after_the_shuffle_onto_the_stock_bottom():
    g, st = dealt([STOCK, tab()], [{"step": "withdraw", "cards": ["8H"], "to": "s", "when": "after-shuffle", "position": "bottom"}])
    stock = st.piles[g.pile_index["s"]]
    assert len(stock) == 52 and cards.text(stock[0]) == "8H" and cards.text(stock[-1]) == "AD"


def test_withdraw_of_a_card_that_is_not_there_is_an_error():
    with pytest.raises(PatienceError, match="withdraws"):
        dealt([STOCK, tab()], [{"step": "withdraw", "cards": ["AS"], "to": "t"}], deck={"pack": "whist", "remove": ["A*"]})


# ----------------------------------------------------------------------------- deal


def test_deal_rows_gives_one_card_to_each_pile_round_after_round():
    g, st = dealt([STOCK, tab()], [{"step": "deal", "to": "t", "counts": 2}])
    a = TOP_DOWN
    assert [pile(g, st, t) for t in ("t1", "t2", "t3")] == [f"{a[0]} {a[3]}", f"{a[1]} {a[4]}", f"{a[2]} {a[5]}"]


def test_deal_piles_fills_each_pile_before_the_next():
    g, st = dealt([STOCK, tab()], [{"step": "deal", "to": "t", "counts": 2, "order": "piles"}])
    a = TOP_DOWN
    assert [pile(g, st, t) for t in ("t1", "t2", "t3")] == [f"{a[0]} {a[1]}", f"{a[2]} {a[3]}", f"{a[4]} {a[5]}"]


def test_deal_counts_per_pile_in_rows_skips_piles_that_have_their_share():
    g, st = dealt([STOCK, tab()], [{"step": "deal", "to": "t", "counts": [1, 2, 3]}])
    a = TOP_DOWN
    assert [pile(g, st, t) for t in ("t1", "t2", "t3")] == [a[0], f"{a[1]} {a[3]}", f"{a[2]} {a[4]} {a[5]}"]


def test_the_documents_example_counts_1_2_3_top_up_by_piles():
    g, st = dealt([STOCK, tab()], [{"step": "deal", "to": "t", "counts": [1, 2, 3], "face": "top-up", "order": "piles"}])
    a = TOP_DOWN
    assert pile(g, st, "t1") == a[0]
    assert pile(g, st, "t2") == f"{a[1].lower()} {a[2]}"
    assert pile(g, st, "t3") == f"{a[3].lower()} {a[4].lower()} {a[5]}"


def test_deal_face_down_lays_every_card_face_down():
    g, st = dealt([STOCK, tab()], [{"step": "deal", "to": "t", "counts": 2, "face": "down"}])
    assert all(st.down[p] == 2 and st.up(p) == 0 for p in g.zones["t"].piles)


def test_deal_to_the_first_piles_only():
    g, st = dealt([STOCK, tab()], [{"step": "deal", "to": "t", "counts": 1, "piles": 2}])
    assert [len(st.piles[p]) for p in g.zones["t"].piles] == [1, 1, 0]


def test_deal_all_deals_the_whole_stock_one_card_to_each_pile_in_turn():
    g, st = dealt([STOCK, tab(count=5)], [{"step": "deal", "to": "t", "counts": "all"}])
    assert [len(st.piles[p]) for p in g.zones["t"].piles] == [11, 11, 10, 10, 10]
    assert not st.piles[g.pile_index["s"]]
    assert pile(g, st, "t1").split()[:2] == [TOP_DOWN[0], TOP_DOWN[5]]


def test_deal_all_in_packets_fills_pile_after_pile_the_last_short():
    g, st = dealt([STOCK, tab()], [{"step": "deal", "to": "t", "counts": "all", "packet": 20}])
    assert [len(st.piles[p]) for p in g.zones["t"].piles] == [20, 20, 12]
    assert pile(g, st, "t2").split()[0] == TOP_DOWN[20]


def test_face_down_cards_cannot_be_dealt_onto_face_up_ones():
    with pytest.raises(PatienceError, match="face-down"):
        dealt([STOCK, tab()], [{"step": "deal", "to": "t", "counts": 1}, {"step": "deal", "to": "t", "counts": 1, "face": "down"}])


def test_face_up_cards_may_be_dealt_onto_face_down_ones():
    g, st = dealt([STOCK, tab()], [{"step": "deal", "to": "t", "counts": 1, "face": "down"}, {"step": "deal", "to": "t", "counts": 1}])
    assert all(st.down[p] == 1 and st.up(p) == 1 for p in g.zones["t"].piles)


def test_a_rule_set_without_a_stock_deals_from_the_hand_and_uses_every_card():
    g, st = dealt([tab(count=4)], [{"step": "deal", "to": "t", "counts": "all"}])
    assert [len(p) for p in st.piles] == [13] * 4
    assert pile(g, st, "t1").split()[0] == TOP_DOWN[0]
    with pytest.raises(PatienceError, match="left"):
        dealt([tab(count=4)], [{"step": "deal", "to": "t", "counts": 10}])


def test_a_deal_that_needs_more_cards_than_the_stock_holds_is_an_error():
    with pytest.raises(PatienceError, match="runs out"):
        dealt([STOCK, tab()], [{"step": "deal", "to": "t", "counts": 20}])


DEAL_IN_JS = """
import { readFileSync } from 'node:fs';
import { loadRules, Game } from './site/player/engine/index.js';
const schema = JSON.parse(readFileSync('schema/patience-rules.schema.json', 'utf8'));
try { new Game(loadRules(JSON.parse(process.argv[1]), schema, [])).deal(1); console.log('dealt'); }
catch (e) { console.log(e.message); }
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed (make test installs it)")
@pytest.mark.parametrize("piles, step, message", [
    (3, {"step": "deal", "to": "t", "counts": 20}, "runs out"),
    (2, {"step": "deal", "to": "t", "counts": "all", "packet": 20}, "52 cards in packets of 20 need more than"),
])
def test_both_executors_refuse_a_deal_the_pack_cannot_make(piles, step, message):
    zones = [STOCK, tab(count=piles)]
    with pytest.raises(PatienceError, match=message):
        dealt(zones, [step])
    rules = rule_set(zones=zones, moves=[], setup=[step], win={"kind": "all-in", "zones": ["t"]})
    out = subprocess.run(["node", "--input-type=module", "-e", DEAL_IN_JS, rules.model_dump_json(exclude_none=True)],
                         cwd=REPO, capture_output=True, text=True)
    assert out.returncode == 0 and message in out.stdout, out.stdout + out.stderr


# ----------------------------------------------------------------------------- sort

FOUND = {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"}, "space": {"cards": ["A*"]}}


def test_sort_sends_each_card_by_the_first_route_that_has_a_pile_and_stops_on_until():
    g, st = dealt([STOCK, FOUND, tab(), {"id": "w", "role": "talon"}],
                  [{"step": "sort", "routes": [{"to": ["f"]}, {"to": ["t"], "fits": False}, {"to": ["w"], "fits": False}],
                    "until": {"full": ["t"]}}])
    # 8H -> t1, AD -> f1 (fits), 6D -> t2, KS -> t3; t is full before 5D
    assert pile(g, st, "f1") == "AD" and [pile(g, st, t) for t in ("t1", "t2", "t3")] == ["8H", "6D", "KS"]
    assert cards.text(st.piles[g.pile_index["s"]][-1]) == "5D" and pile(g, st, "w") == ""


def test_sort_ends_at_a_card_no_route_takes():
    g, st = dealt([STOCK, FOUND, tab()], [{"step": "sort", "routes": [{"to": ["f"]}, {"to": ["t"], "fits": False}]}])
    assert [pile(g, st, t) for t in ("t1", "t2", "t3")] == ["8H", "6D", "KS"]
    assert cards.text(st.piles[g.pile_index["s"]][-1]) == "5D"


def test_sort_routes_only_cards_matching_their_cards_and_a_one_pile_zone_takes_every_card():
    g, st = dealt([STOCK, tab(), {"id": "w", "role": "talon"}],
                  [{"step": "sort", "routes": [{"to": ["t"], "fits": False, "cards": ["*r"]}, {"to": ["w"], "fits": False}],
                    "until": {"full": ["t"]}}])
    # 8H AD 6D are red -> t1 t2 t3; the sort stops before KS
    assert [pile(g, st, t) for t in ("t1", "t2", "t3")] == ["8H", "AD", "6D"] and pile(g, st, "w") == ""
    g, st = dealt([STOCK, tab(), {"id": "w", "role": "talon"}],
                  [{"step": "sort", "routes": [{"to": ["t"], "fits": False, "cards": ["*b"]}, {"to": ["w"], "fits": False}],
                    "until": {"full": ["t"]}}])
    assert pile(g, st, "w").split()[:3] == ["8H", "AD", "6D"] and pile(g, st, "t1") == "KS"


def test_sort_with_fits_takes_the_first_pile_by_build():
    g, st = dealt([STOCK, tab(build={"rank": "any", "suit": "same"})],
                  [{"step": "deal", "to": "t", "counts": 1}, {"step": "sort", "routes": [{"to": ["t"]}]}])
    # t1 8H, t2 AD, t3 6D; then KS fits nowhere (no spade pile): the sort ends at once
    assert [pile(g, st, t) for t in ("t1", "t2", "t3")] == ["8H", "AD", "6D"]
    assert cards.text(st.piles[g.pile_index["s"]][-1]) == "KS"


def test_sort_makes_the_first_rules_moves_before_each_card():
    zones = [STOCK, FOUND, tab(build={"rank": "any", "suit": "any"})]
    g, st = dealt(zones, [{"step": "deal", "to": "t", "counts": 1}, {"step": "sort", "routes": [{"to": ["t"]}], "first": ["found"]}],
                  moves=[{"id": "found", "kind": "move", "from": ["t"], "to": ["f"]}])
    # every card fits t1 by 'any'; before each card an ace or the next card of its suit goes home from t's tops
    assert not st.piles[g.pile_index["s"]]
    homes = sorted(pile(g, st, f"f{i}") for i in range(1, 5))
    assert all(h.split()[0].startswith("A") for h in homes if h)
    assert "AD" in pile(g, st, "f1")  # AD, dealt to t2, went home before the first sorted card


# ----------------------------------------------------------------------------- tuck and lift


def test_tuck_slides_matching_top_cards_under_the_pile_until_a_card_does_not_match():
    zones = [STOCK, {"id": "x", "role": "reserve"}]
    g, st = dealt(zones, [{"step": "withdraw", "cards": ["2C", "KH", "QH"], "to": "x"}, {"step": "tuck", "zone": "x", "cards": ["*r"]}])
    assert pile(g, st, "x") == "KH QH 2C"


def test_tuck_leaves_a_pile_of_only_matching_cards():
    zones = [STOCK, {"id": "x", "role": "reserve"}]
    g, st = dealt(zones, [{"step": "withdraw", "cards": ["2H", "KH", "QH"], "to": "x"}, {"step": "tuck", "zone": "x", "cards": ["*r"]}])
    assert pile(g, st, "x") == "2H KH QH"


def test_tuck_under_face_down_cards_keeps_the_card_face_up_beneath_and_turns_the_next_up():
    zones = [STOCK, {"id": "x", "role": "reserve"}]
    g, st = dealt(zones, [{"step": "deal", "to": "x", "counts": 2, "face": "down"},
                          {"step": "withdraw", "cards": ["KH"], "to": "x", "when": "after-shuffle"},
                          {"step": "tuck", "zone": "x", "cards": ["KH"]}])
    a = TOP_DOWN
    assert pile(g, st, "x") == f"KH {a[0].lower()} {a[1]}"
    x = g.pile_index["x"]
    assert (st.under[x], st.down[x]) == (1, 1)


def test_tuck_to_a_pile_slides_the_card_under_it_and_replaces_it_from_its_top():
    zones = [STOCK, {"id": "x", "role": "reserve"}, {"id": "w", "role": "talon"}]
    g, st = dealt(zones, [{"step": "withdraw", "cards": ["2C", "KH", "3C", "QD"], "to": "x"},
                          {"step": "withdraw", "cards": ["5S", "9S", "4D"], "to": "w"},
                          {"step": "tuck", "zone": "x", "cards": ["*r"], "to": "w"}])
    # KH... QD slides under w, w's top 4D comes onto x; 4D red again: under w, 9S comes up and stays
    assert pile(g, st, "x") == "2C KH 3C 9S"
    assert pile(g, st, "w") == "4D QD 5S"


def test_tuck_packet_slides_that_many_top_cards_under_to_while_the_top_card_matches():
    zones = [STOCK, {"id": "x", "role": "reserve"}, {"id": "w", "role": "talon"}]
    g, st = dealt(zones, [{"step": "withdraw", "cards": ["2C", "3C", "QD", "4C", "5C", "QH"], "to": "x"},
                          {"step": "withdraw", "cards": ["9S"], "to": "w"},
                          {"step": "tuck", "zone": "x", "cards": ["Q*"], "to": "w", "packet": 2}])
    # QH and 5C go (QH first, so 5C lies lowest); then 4C is on top: no queen, the step ends
    assert pile(g, st, "x") == "2C 3C QD 4C" and pile(g, st, "w") == "5C QH 9S"


def test_tuck_packet_takes_the_whole_pile_when_it_holds_fewer_cards():
    zones = [STOCK, {"id": "x", "role": "reserve"}, {"id": "w", "role": "talon"}]
    g, st = dealt(zones, [{"step": "withdraw", "cards": ["2C", "QD", "3C", "QH"], "to": "x"},
                          {"step": "tuck", "zone": "x", "cards": ["Q*"], "to": "w", "packet": 2}])
    # QH 3C go, then QD shows: QD and 2C (only two left) go as well
    assert pile(g, st, "x") == "" and pile(g, st, "w") == "2C QD 3C QH"


def test_lift_moves_each_top_card_to_the_pile_with_the_same_index():
    zones = [STOCK, tab(), {"id": "f", "role": "foundation", "count": 4}]
    g, st = dealt(zones, [{"step": "deal", "to": "t", "counts": 2, "piles": 2}, {"step": "lift", "from": "t", "to": "f"}])
    a = TOP_DOWN
    assert [pile(g, st, f) for f in ("f1", "f2", "f3", "f4")] == [a[2], a[3], "", ""]
    assert [pile(g, st, t) for t in ("t1", "t2", "t3")] == [a[0], a[1], ""]


# ----------------------------------------------------------------------------- rule state and settling


def test_rule_state_is_initialised_after_the_setup():
    zones = [STOCK, tab(), {"id": "f", "role": "foundation", "count": 4}]
    g, st = dealt(zones, [{"step": "deal", "to": "t", "counts": 1}],
                  moves=[{"id": "deal", "kind": "deal", "to": ["t"], "pattern": "next", "batch": 3},
                         {"id": "go", "kind": "redeal", "gather": {"zones": ["t"]}, "to": "s", "progress": ["f"]},
                         {"id": "m", "kind": "move", "from": ["t"], "to": ["f"], "limit": 2}])
    assert st.vars == {"deal.cursor": 0, "deal.given": 0, "deal.left": 0, "deal.batches": 0, "deal.pass-batches": 0,
                       "go.start": (0, 0, 0, 0), "go.fruitless": 0, "m.uses": 0}


def test_the_deal_settles_automatic_rules():
    zones = [STOCK, tab(), FOUND]
    g, st = dealt(zones, [{"step": "deal", "to": "t", "counts": 1}],
                  moves=[{"id": "home", "kind": "move", "from": ["t"], "to": ["f"], "auto": True}])
    assert pile(g, st, "f1") == "AD" and pile(g, st, "t2") == ""


# ----------------------------------------------------------------------------- deal: distinct ranks


def test_distinct_ranks_deals_each_rank_once_and_puts_the_repeats_at_the_bottom_of_the_stock():
    g, st = dealt([STOCK, tab(1)], [{"step": "deal", "to": "t", "counts": 13, "distinct_ranks": True}])
    ranks = [c[:-1] for c in TOP_DOWN]
    first = [c for i, c in enumerate(TOP_DOWN) if c[:-1] not in ranks[:i]]
    assert pile(g, st, "t") == " ".join(first)
    skipped = [c for c in TOP_DOWN[: TOP_DOWN.index(first[-1])] if c not in first]
    stock = [cards.text(c) for c in st.piles[g.pile_index["s"]]]
    assert stock[: len(skipped)] == skipped[::-1]  # the first card put under lies at the very bottom


def test_distinct_ranks_deals_the_top_card_all_the_same_when_every_card_left_repeats_a_rank():
    g, st = dealt([STOCK, tab(1)], [{"step": "deal", "to": "t", "counts": 9, "distinct_ranks": True}], deck={"pack": "piquet"})
    dealt_ranks = pile(g, st, "t").split()
    assert len(dealt_ranks) == 9 and len({c[:-1] for c in dealt_ranks[:8]}) == 8
    assert len(st.piles[g.pile_index["s"]]) == 23
