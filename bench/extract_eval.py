"""Score `patience extract` drafts against every curated rule set in rules_json/.

Per fact (players, packs, pack, redeals, foundation base/count/direction/follow, tableau) and per
language: precision and recall over fact values the book states (facts whose curated value is invented
or an encoding default are listed apart and not scored). The last line is `overall precision P recall R`. Run: `.venv/bin/python bench/extract_eval.py [--games]`.
"""

from __future__ import annotations

import sys
import time

from patience.extract.evaluate import evaluate
from patience.extract.extract import extract_all


def main(argv: list[str]) -> int:
    t0, c0 = time.perf_counter(), time.process_time()
    drafts = {d["game"]: d for d in extract_all(write=False)}
    t1, c1 = time.perf_counter(), time.process_time()
    ev = evaluate(drafts=drafts)
    print(f"extracted {len(drafts)} games in {t1 - t0:.2f} s ({c1 - c0:.2f} s CPU, pipelines built included); "
          f"scored {len(ev.games)} curated rule sets")
    for reason in ev.skipped:
        print(f"skipped: {reason}")
    if "--games" in argv:
        for g in ev.games:
            print(f"  {g['id']:<26} {g['language']}  tp {g['tp']:>2} fp {g['fp']:>2} fn {g['fn']:>2}"
                  + "".join(f"\n      {n}: draft {e['draft']} curated {e['curated']}" for n, e in g["errors"].items()))
    print("fact                   tp  fp  fn  precision recall")
    for name, t in ev.by_field.items():
        print(f"  {name:<20} {t.tp:>3} {t.fp:>3} {t.fn:>3}  {t.precision:9.2f} {t.recall:6.2f}")
    print("language               tp  fp  fn  precision recall")
    for lang in sorted(ev.by_language):
        t = ev.by_language[lang]
        print(f"  {lang:<20} {t.tp:>3} {t.fp:>3} {t.fn:>3}  {t.precision:9.2f} {t.recall:6.2f}")
    print(f"unstated (not scored): {len(ev.unstated)} curated fact(s) the book does not state")
    if "--games" in argv:
        for u in ev.unstated:
            print(f"  {u['id']:<26} {u['field']:<20} curated {u['curated']} draft {u['draft']}: {u['reason']}")
    w = ev.with_unstated
    print(f"scoring unstated facts too: precision {w.precision:.2f} recall {w.recall:.2f}")
    print(f"overall precision {ev.overall.precision:.2f} recall {ev.overall.recall:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
