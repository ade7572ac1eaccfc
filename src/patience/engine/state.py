"""A position, and the primitive changes the executor makes to it (each logged, so it can be undone).

A pile is a list of card codes, bottom card first. Its cards lie in three
segments, bottom to top: `under[p]` face-up cards slid beneath the pile,
`down[p]` face-down cards, then the face-up rest. With no face-down card the
pile is one face-up segment (`under[p]` is 0). Per-rule state lives in `vars`
under keys named `<rule id>.<field>` (`deal.cursor`), choices under
`choice:<name>`, the player on turn under `turn`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Log = list


class _Missing:
    def __repr__(self) -> str:
        return "<missing>"


MISSING = _Missing()


@dataclass
class State:
    piles: list[list[int]]
    down: list[int]
    under: list[int]
    seed: int
    passes: int = 0
    vars: dict[str, Any] = field(default_factory=dict)

    def up(self, p: int) -> int:
        """Face-up cards on top of pile p."""
        return len(self.piles[p]) - self.under[p] - self.down[p]

    def key(self) -> tuple:
        """A hashable snapshot of everything that decides the future of the game."""
        return (
            tuple(map(tuple, self.piles)),
            tuple(self.down),
            tuple(self.under),
            self.passes,
            tuple(sorted(self.vars.items())) if self.vars else (),
        )

    def copy(self) -> "State":
        return State([list(p) for p in self.piles], list(self.down), list(self.under), self.seed, self.passes, dict(self.vars))


# ----------------------------------------------------------------------------- primitives


def set_down(st: State, log: Log, p: int, n: int) -> None:
    """The pile's face-down segment holds n cards (turning cards up or over)."""
    if st.down[p] != n:
        log.append(("down", p, st.down[p]))
        st.down[p] = n
    if n == 0 and st.under[p]:
        log.append(("under", p, st.under[p]))
        st.under[p] = 0


def settle(st: State, log: Log, p: int, reveal: bool) -> None:
    """After cards left the top of pile p: a face-down top card turns up (when the zone reveals)."""
    if st.down[p] and st.up(p) <= 0:
        over = -st.up(p)  # face-down cards taken from the top (a whole face-down packet moved)
        n = st.down[p] - over
        if reveal and n > 0:
            n -= 1
        set_down(st, log, p, max(n, 0))


def move_cards(st: State, log: Log, src: int, dst: int, n: int, reverse: bool, reveal: bool) -> None:
    """The top n cards of src onto dst (one by one, so reversed, when `reverse`)."""
    a = st.piles[src]
    chunk = a[-n:]
    del a[-n:]
    if reverse:
        chunk.reverse()
    st.piles[dst].extend(chunk)
    log.append(("mv", src, dst, n, reverse))
    settle(st, log, src, reveal)


def slide_under(st: State, log: Log, src: int, dst: int, reveal: bool) -> None:
    """The top card of src slid face up beneath pile dst."""
    card = st.piles[src].pop()
    log.append(("tuck", src, dst, st.under[dst]))
    st.piles[dst].insert(0, card)
    if st.down[dst]:
        st.under[dst] += 1
    settle(st, log, src, reveal)


def set_var(st: State, log: Log, key: str, value: Any) -> None:
    old = st.vars.get(key, MISSING)
    if old != value or old is MISSING:
        log.append(("var", key, old))
        st.vars[key] = value


def replace_pile(st: State, log: Log, p: int, cards: list[int], down: int = 0) -> None:
    """Pile p becomes `cards` (face up, or its bottom `down` cards face down)."""
    log.append(("set", p, st.piles[p], st.down[p], st.under[p]))
    st.piles[p] = cards
    st.down[p] = down
    st.under[p] = 0


def next_pass(st: State, log: Log) -> None:
    log.append(("passes", st.passes))
    st.passes += 1


def undo(st: State, log: Log) -> None:
    """Unmake the changes of `log`, last first."""
    for op in reversed(log):
        tag = op[0]
        if tag == "mv":
            _, src, dst, n, reverse = op
            b = st.piles[dst]
            chunk = b[-n:]
            del b[-n:]
            if reverse:
                chunk.reverse()
            st.piles[src].extend(chunk)
        elif tag == "down":
            st.down[op[1]] = op[2]
        elif tag == "under":
            st.under[op[1]] = op[2]
        elif tag == "tuck":
            _, src, dst, under = op
            st.piles[src].append(st.piles[dst].pop(0))
            st.under[dst] = under
        elif tag == "var":
            if op[2] is MISSING:
                del st.vars[op[1]]
            else:
                st.vars[op[1]] = op[2]
        elif tag == "set":
            _, p, cards, down, under = op
            st.piles[p] = cards
            st.down[p] = down
            st.under[p] = under
        elif tag == "passes":
            st.passes = op[1]
        else:
            raise AssertionError(f"unknown undo op {tag}")
