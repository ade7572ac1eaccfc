"""Score `patience extract` drafts against every curated rule set in rules_json/.

Per fact (players, packs, pack, redeals, foundation base/count/direction/follow, tableau) and per
language: precision and recall over fact values the book states (facts whose curated value is invented
or an encoding default are listed apart and not scored). The last line is `overall precision P recall R`.

With `--heldout`, only the games of `extract/heldout/` are scored, twice: their committed drafts (made
before any of them was encoded by hand, with the patterns of that day) and the drafts today's patterns
make. The last line is then `heldout precision P recall R (committed drafts), P' R' (patterns today)`.

Run: `.venv/bin/python bench/extract_eval.py [--games] [--heldout]`.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from patience.extract.evaluate import Evaluation, evaluate
from patience.extract.extract import extract_all, extract_game

HELDOUT = Path(__file__).resolve().parents[1] / "extract" / "heldout"


def report(ev: Evaluation, per_game: bool) -> None:
    """The tallies per fact and per language (and per game, with the unstated facts)."""
    for reason in ev.skipped:
        print(f"skipped: {reason}")
    if per_game:
        for g in ev.games:
            print(f"  {g['id']:<34} {g['language']}  tp {g['tp']:>2} fp {g['fp']:>2} fn {g['fn']:>2}"
                  + "".join(f"\n      {n}: draft {e['draft']} curated {e['curated']}" for n, e in g["errors"].items()))
    print("fact                   tp  fp  fn  precision recall")
    for name, t in ev.by_field.items():
        print(f"  {name:<20} {t.tp:>3} {t.fp:>3} {t.fn:>3}  {t.precision:9.2f} {t.recall:6.2f}")
    print("language               tp  fp  fn  precision recall")
    for lang in sorted(ev.by_language):
        t = ev.by_language[lang]
        print(f"  {lang:<20} {t.tp:>3} {t.fp:>3} {t.fn:>3}  {t.precision:9.2f} {t.recall:6.2f}")
    print(f"unstated (not scored): {len(ev.unstated)} curated fact(s) the book does not state")
    if per_game:
        for u in ev.unstated:
            print(f"  {u['id']:<34} {u['field']:<20} curated {u['curated']} draft {u['draft']}: {u['reason']}")
    w = ev.with_unstated
    print(f"scoring unstated facts too: precision {w.precision:.2f} recall {w.recall:.2f}")


def heldout(per_game: bool) -> int:
    committed = {d["game"]: d for d in (json.loads(p.read_text(encoding="utf-8"))
                                        for p in sorted(HELDOUT.glob("*.json")))}
    before = evaluate(drafts=committed, games=set(committed))
    print(f"held-out games: {len(committed)} drafts committed, {len(before.games)} encoded by hand")
    print("== committed drafts (patterns before the hand encoding)")
    report(before, per_game)
    after = evaluate(drafts={g: extract_game(g) for g in committed}, games=set(committed))
    print("== drafts of today's patterns")
    report(after, per_game)
    b, a = before.overall, after.overall
    print(f"heldout precision {b.precision:.2f} recall {b.recall:.2f} (committed drafts), "
          f"{a.precision:.2f} {a.recall:.2f} (patterns today)")
    return 0


def main(argv: list[str]) -> int:
    if "--heldout" in argv:
        return heldout("--games" in argv)
    t0, c0 = time.perf_counter(), time.process_time()
    drafts = {d["game"]: d for d in extract_all(write=False)}
    t1, c1 = time.perf_counter(), time.process_time()
    ev = evaluate(drafts=drafts)
    print(f"extracted {len(drafts)} games in {t1 - t0:.2f} s ({c1 - c0:.2f} s CPU, pipelines built included); "
          f"scored {len(ev.games)} curated rule sets")
    report(ev, "--games" in argv)
    print(f"overall precision {ev.overall.precision:.2f} recall {ev.overall.recall:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
