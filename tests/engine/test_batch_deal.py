"""The 'batch-deal' component: batches dealt with play as cards turn up, blocked until complete."""

from __future__ import annotations

from patience.engine import cards
from patience.engine.game import Game
from patience.rules.model import RuleSet

from helpers import position, rule_set, sorted_move_texts


def rules(**params) -> RuleSet:
    mech = {"zone": "t", "batch": 4, "placement": "piles", "per_pile": 2, "foundations": ["f"],
            "play": "must", "played_counts": True, **params}
    return rule_set(
        zones=[
            {"id": "f", "role": "foundation", "count": 1, "build": {"rank": "up", "suit": "any"},
             "space": {"ranks": ["A"]}, "take": "none"},
            {"id": "t", "role": "tableau", "count": 2, "build": {"rank": "down", "suit": "any"}},
            {"id": "s", "role": "stock"},
        ],
        moves=[{"from": ["t"], "to": ["f", "t"]}],
        mechanics=[{"name": "batch-deal", "params": mech}],
        win={"zones": ["f"]},
    )


def stocked(g: Game, *texts: str):
    """The opening position with the stock holding these cards, the first named dealt first."""
    st = position(g, clear=True, face_up=True, s=texts[::-1])
    st.vars.update(left=g.components[0].params.batch, at=0, given=0, redealt=0)
    return st


def names(g: Game, st, pile: str) -> list[str]:
    return [cards.text(c) for c in st.piles[g.pile_index[pile]]]


def play_all(g: Game, st) -> None:
    while (legal := sorted_move_texts(g, st)) and legal[0].startswith("deal"):
        g.apply(st, g.parse_move(legal[0]))


def test_a_fitting_card_must_be_played_and_counts_toward_the_pile():
    g = Game(rules())
    st = stocked(g, "9C", "AC", "8C", "7C", "6C")
    g.apply(st, g.parse_move("deal t1"))
    assert sorted_move_texts(g, st) == ["deal f"]
    g.apply(st, g.parse_move("deal f"))
    assert sorted_move_texts(g, st) == ["deal t2"]
    play_all(g, st)
    assert names(g, st, "t1") == ["9C"] and names(g, st, "t2") == ["8C", "7C"]
    assert names(g, st, "s") == ["6C"]


def test_nothing_is_played_from_the_zone_until_the_batch_is_complete():
    g = Game(rules(played_counts=False))
    st = stocked(g, "10C", "8C", "7C", "9C", "5C")
    for _ in range(3):
        g.apply(st, g.parse_move(sorted_move_texts(g, st)[0]))
    assert sorted_move_texts(g, st) == ["deal t2"]  # 7C would go on 8C, but not while the batch is dealt
    g.apply(st, g.parse_move("deal t2"))
    assert sorted_move_texts(g, st) == ["batch", "t1>t2"]
    assert st.down == [0] * len(st.down)


def test_the_player_chooses_the_pile_and_the_batch_move_starts_the_next_round():
    g = Game(rules(placement="choose", batch=1, deal_first=False))
    st = stocked(g, "9C", "8C")
    st.vars["left"] = 0
    assert sorted_move_texts(g, st) == ["batch"]
    g.apply(st, g.parse_move("batch"))
    assert sorted_move_texts(g, st) == ["deal t1"]  # the two empty piles are interchangeable
    g.apply(st, g.parse_move("deal t1"))
    g.apply(st, g.parse_move("batch"))
    assert sorted_move_texts(g, st) == ["deal t1", "deal t2"]


def test_regather_puts_the_last_pile_first_and_undoes():
    g = Game(rules(redeals=1))
    st = stocked(g, "9C", "8C", "7C", "6C")
    play_all(g, st)
    before = st.copy()
    log = g.apply(st, g.parse_move("regather"))
    assert names(g, st, "s") == ["8C", "9C", "6C", "7C"]  # dealt from the end: 7C first
    g.undo(st, log)
    assert st.key() == before.key()
    g.apply(st, g.parse_move("regather"))
    play_all(g, st)
    assert names(g, st, "t1") == ["7C", "6C"] and names(g, st, "t2") == ["9C", "8C"]
    assert "regather" not in sorted_move_texts(g, st)


def test_gather_start_sets_the_pile_taken_up_first_and_dealt_last():
    g = Game(rules(redeals=1, gather_start=1, per_pile=1, batch=2))
    st = stocked(g, "9C", "8C")
    play_all(g, st)
    g.apply(st, g.parse_move("regather"))
    assert names(g, st, "s") == ["8C", "9C"]  # t2 taken up first, t1 last: 9C (t1) is dealt first


def test_blocked_earlier_batches_wait_for_the_stock_to_be_spent():
    data = rules(placement="rows", batch=2, earlier="blocked", played_counts=False).model_dump(by_alias=True)
    data["zones"][1]["take"] = "none"
    data["moves"] = []
    g = Game(RuleSet.model_validate(data))
    st = stocked(g, "5D", "6D", "7S", "9S", "3C")
    play_all(g, st)
    g.apply(st, g.parse_move("batch"))
    play_all(g, st)
    assert names(g, st, "t1") == ["5D", "7S"] and names(g, st, "t2") == ["6D", "9S"]
    st.piles[g.pile_index["f"]] = [cards.parse("4C")]
    st.piles[g.pile_index["t1"]].pop()  # 7S gone: 5D, of the first batch, is uncovered ...
    assert sorted_move_texts(g, st) == ["batch"]  # ... but blocked while the stock lasts
    st.piles[g.stock] = []
    assert sorted_move_texts(g, st) == ["t1>f"]
    st.piles[g.pile_index["t2"]].pop()
    assert sorted_move_texts(g, st) == ["t1>f", "t1>t2"]  # marriages once the stock is spent
