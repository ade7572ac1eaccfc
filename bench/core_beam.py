"""A beam search through the compiled core, each level's best position finished by the core's depth-first search: how
the win certificates of The Hemispheres and The Besieged City were found, where the depth-first search from the
deal (`patience check`) and the Python beam (`solve --strategy beam`) found none.

Each level makes every legal move of every position of the beam (a position reached before is dropped); the `width`
new positions scored best (cards on the foundations × 100, less 6 per card in a talon, plus a noise below 20 drawn
from the deal's seed) form the next beam, and the core's depth-first search (`finish` positions) is tried from the
best. A win is replayed with the executor and written as a certificate. Same seed, width and finish: same result
(only `seconds` can cut a run short); `restart` draws another noise.

    PYTHONPATH=src python bench/core_beam.py cadogan1914-hemispheres 3 --width 50 --finish 30000 --save cert.json
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path
from typing import Any

from patience.engine.game import Game
from patience.fast import core_for, load
from patience.rules.load import load as load_rules
from patience.solver.certificate import Certificate, replay


def search(game: Game, seed: int, width: int, finish: int, seconds: float, restart: int = 0) -> tuple[list[tuple] | None, int, int]:
    """(the executor moves of a win or None, the most cards on the foundations seen, positions made); `restart` > 0
    draws another noise."""
    core = core_for(game)
    if core is None:
        raise SystemExit(f"{game.rules.id}: the core does not compile it")
    found = [p for rt in game.zones.values() if rt.spec.role == "foundation" for p in rt.piles]
    talons = [p for rt in game.zones.values() if rt.spec.role == "talon" for p in rt.piles]
    rng = random.Random(seed if not restart else f"{seed}/{restart}")
    load(core, game.deal(seed))
    beam: list[tuple[float, Any, Any]] = [(0.0, core.position(), None)]  # (score, position, (move, parent path))
    seen, best, nodes, start = {core.key()}, 0, 0, time.perf_counter()

    def path(p: Any, tail: list[tuple]) -> list[tuple]:
        moves = []
        while p is not None:
            moves.append(p[0])
            p = p[1]
        return moves[::-1] + tail

    while beam and time.perf_counter() - start < seconds:
        new = []
        for _, (piles, down, passes, counters), p in beam:
            core.load(piles, down, passes, seed, counters)
            for m in core.moves():
                mark = core.apply(m)
                nodes += 1
                k = core.key()
                if k not in seen:
                    seen.add(k)
                    if core.won():
                        return path((m, p), []), game.win_need, nodes
                    pos = core.position()
                    home = sum(len(pos[0][f]) for f in found)
                    best = max(best, home)
                    new.append((home * 100 - 6 * sum(len(pos[0][t]) for t in talons) + rng.random() * 20, pos, (m, p)))
                core.undo(mark)
        new.sort(key=lambda c: -c[0])
        beam = new[:width]
        if finish and beam:
            _, (piles, down, passes, counters), p = beam[0]
            core.load(piles, down, passes, seed, counters)
            result, tail, n, _ = core.solve(finish, 3600.0, 1 << 20, lambda: 0.0)
            nodes += n
            if result == "won":
                return path(p, list(tail)), game.win_need, nodes
    return None, best, nodes


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("rules")
    ap.add_argument("seed", type=int)
    ap.add_argument("--width", type=int, default=50)
    ap.add_argument("--finish", type=int, default=30000, help="depth-first positions from each level's best")
    ap.add_argument("--seconds", type=float, default=600.0)
    ap.add_argument("--restart", type=int, default=0, help="> 0: another noise for the same deal")
    ap.add_argument("--save", type=Path, help="write the certificate of a win here")
    a = ap.parse_args()
    game = Game(load_rules(a.rules))
    moves, best, nodes = search(game, a.seed, a.width, a.finish, a.seconds, a.restart)
    if moves is None:
        print(f"{a.rules} seed {a.seed}: unknown, at most {best} cards home, {nodes} positions")
        return
    st, texts = game.deal(a.seed), []
    for m in moves:
        texts.append(game.move_text(m))
        game.apply(st, game.parse_move(st, texts[-1]))
    cert = Certificate(game.rules.id, None, a.seed, texts)
    replay(game, cert)
    print(f"{a.rules} seed {a.seed}: won in {len(texts)} moves, {nodes} positions")
    if a.save:
        cert.save(a.save)


if __name__ == "__main__":
    main()
