"""§12 Winning: all-in (every card, total, suit_choice, except_cards), empty, labelled, tops, lines; a won game has no moves."""

from patience.engine import cards

from helpers import make_game, move_texts, play, position

STOCK = {"id": "s", "role": "stock"}
FOUND = {"id": "f", "role": "foundation", "count": 4}
TAB = {"id": "t", "role": "tableau", "count": 2, "build": {"rank": "any", "suit": "any"}}
MOVE = {"id": "m", "kind": "move", "from": ["t"], "to": ["t", "f"]}


def win_game(win, deck=None, choices=None, zones=(STOCK, FOUND, TAB)):
    fields = {"win": win}
    if deck:
        fields["deck"] = deck
    if choices:
        fields["choices"] = choices
    return make_game(list(zones), [MOVE], **fields)


def suit(s, ranks="A 2 3 4 5 6 7 8 9 10 J Q K"):
    return " ".join(r + s for r in ranks.split())


def test_all_in_every_card_of_the_pack_in_the_zones():
    g = win_game({"kind": "all-in", "zones": ["f"]})
    st = position(g, f1=suit("C"), f2=suit("D"), f3=suit("H"), f4=suit("S"))
    assert g.is_won(st)
    st = position(g, f1=suit("C"), f2=suit("D"), f3=suit("H"), f4=suit("S", "A 2 3 4 5 6 7 8 9 10 J Q"), t1="KS")
    assert not g.is_won(st)


def test_all_in_counts_the_pack_without_its_dead_cards():
    g = win_game({"kind": "all-in", "zones": ["f"]}, deck={"pack": "whist", "remove": ["K*"]})
    assert g.total == 48
    st = position(g, **{f"f{i}": suit(s, "A 2 3 4 5 6 7 8 9 10 J Q") for i, s in enumerate("CDHS", 1)})
    assert g.is_won(st)


def test_all_in_except_cards_may_end_elsewhere():
    g = win_game({"kind": "all-in", "zones": ["f"], "except_cards": ["K*"]})
    st = position(g, t1="KC KD KH KS", **{f"f{i}": suit(s, "A 2 3 4 5 6 7 8 9 10 J Q") for i, s in enumerate("CDHS", 1)})
    assert g.is_won(st)


def test_all_in_total_a_number_of_cards():
    g = win_game({"kind": "all-in", "zones": ["f"], "total": 3})
    assert not g.is_won(position(g, f1="AC 2C", t1="3C"))
    assert g.is_won(position(g, f1="AC 2C", f2="3C", t1="4C"))


def test_all_in_suit_choice_every_card_of_the_chosen_suit():
    g = win_game({"kind": "all-in", "zones": ["f"], "suit_choice": "trumps"}, choices=[{"name": "trumps", "options": ["C", "H"]}])
    st = position(g, f1=suit("H"), t1="AC")
    assert not g.is_won(st)  # no choice made yet
    play(g, st, "choose trumps H")
    assert g.is_won(st)
    st = position(g, f1=suit("H"), t1="AC")
    play(g, st, "choose trumps C")
    assert not g.is_won(st)


def test_empty_every_pile_of_the_zones_is_empty():
    g = win_game({"kind": "empty", "zones": ["t"]})
    assert g.is_won(position(g, f1="AC"))
    assert not g.is_won(position(g, t2="AC"))


def test_labelled_every_card_lies_on_the_pile_of_its_rank_or_suit():
    lab = {"id": "c", "role": "tableau", "count": 2, "labels": ["A", "K"]}
    g = win_game({"kind": "labelled", "zones": ["c"]}, zones=(STOCK, FOUND, TAB, lab))
    assert g.is_won(position(g, c1="AC AH", c2="KS", t1="5C"))
    assert not g.is_won(position(g, c1="AC KH", c2="KS"))
    lab = {"id": "c", "role": "tableau", "count": 2, "labels": ["C", "H"]}
    g = win_game({"kind": "labelled", "zones": ["c"], "key": "suit"}, zones=(STOCK, FOUND, TAB, lab))
    assert g.is_won(position(g, c1="AC 5C", c2="KH"))
    assert not g.is_won(position(g, c1="AC 5D", c2="KH"))


def test_tops_pile_i_shows_rank_i_on_top():
    g = win_game({"kind": "tops", "zones": ["f"], "ranks": ["K", "K", "Q", "A"]})
    assert g.is_won(position(g, f1="5C KC", f2="KD", f3="QH", f4="AS"))
    assert not g.is_won(position(g, f1="5C KC", f2="KD", f3="QH"))
    assert not g.is_won(position(g, f1="KC 5C", f2="KD", f3="QH", f4="AS"))


def test_a_won_position_has_no_legal_moves():
    g = win_game({"kind": "all-in", "zones": ["f"], "total": 1})
    st = position(g, f1="AC", t1="5C", t2="6C")
    assert g.is_won(st) and move_texts(g, st) == set()
    st = position(g, t1="5C", t2="6C")
    assert move_texts(g, st)


def test_winning_is_decided_after_the_winning_move():
    g = win_game({"kind": "empty", "zones": ["t"]})
    st = position(g, t1="5C")
    play(g, st, "t1>f1")
    assert g.is_won(st) and cards.text(st.piles[g.pile_index["f1"]][0]) == "5C"


SQUARE = {"id": "g", "role": "tableau", "count": 9, "grid": {"columns": 3}}
MAGIC = {"g1": "2C", "g2": "7C", "g3": "6C", "g4": "9C", "g5": "5C", "g6": "AC", "g7": "4C", "g8": "3C", "g9": "8C"}


def test_lines_every_row_column_and_diagonal_adds_up_to_the_total():
    g = win_game({"kind": "lines", "zones": ["g"], "total": 15}, zones=(STOCK, FOUND, TAB, SQUARE))
    assert g.is_won(position(g, **MAGIC))
    # rows and columns make fifteen, the diagonals do not (2+5+8, 6+5+4 made 15; swap columns 1 and 2)
    rows_cols = dict(MAGIC, g1="7C", g2="2C", g4="5C", g5="9C", g7="3C", g8="4C")
    assert not g.is_won(position(g, **rows_cols))
    # a pile's top card counts, and every pile must hold a card
    assert g.is_won(position(g, **dict(MAGIC, g1="KC 2C")))
    assert not g.is_won(position(g, **{k: v for k, v in MAGIC.items() if k != "g5"}))

