/** The `useful` filter (§10.1, §10.9 swap): keep a move only if it makes a fit possible. */

import { freeDepths } from '../availability.js';
import { accepts } from '../relations.js';

/** The fits now: "card@pile>dest" for each free card of useful.from accepted by a pile of useful.to. */
function fits(g, pos, spec) {
  const out = new Set();
  const dests = g.pilesOf(spec.to, pos);
  for (const s of g.pilesOf(spec.from, pos)) {
    const cards = pos.piles[s].cards;
    for (const depth of freeDepths(g, pos, s)) {
      const c = cards[cards.length - depth];
      for (const d of dests) if (d !== s && accepts(g, pos, d, c)) out.add(`${c}@${s}>${d}`);
    }
  }
  return out;
}

/**
 * Is move m of rule r useful: after it (with its automatic moves), or after at most depth − 1
 * further moves of the same rule, some fit exists (with `new`, one that did not exist before)?
 */
export function useful(g, pos, r, m, moves) {
  const spec = r.useful;
  const before = spec.new ? fits(g, pos, spec) : null;
  const tried = new Set([g.positionText(pos)]);
  const good = () => {
    const now = fits(g, pos, spec);
    if (!before) return now.size > 0;
    for (const f of now) if (!before.has(f)) return true;
    return false;
  };
  const search = (mv, left) => {
    pos.begin();
    try {
      g.make(pos, mv);
      const key = g.positionText(pos);
      if (tried.has(key)) return false;
      tried.add(key);
      if (good()) return true;
      if (left <= 1) return false;
      return g.allowed(pos, r) && moves(g, pos, r).some((next) => search(next, left - 1));
    } finally {
      pos.undo();
    }
  };
  return search(m, spec.depth);
}
