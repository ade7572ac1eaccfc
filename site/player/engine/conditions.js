/** Conditions (§8). */

import { matchesAny, suitOf } from './cards.js';

/** Does condition `c` hold in `pos`? An empty or null condition holds. */
export function holds(g, pos, c) {
  if (!c) return true;
  const piles = (zones) => zones.flatMap((z) => g.zone(z, pos).piles);
  if (c.empty && c.empty.length && !piles(c.empty).every((i) => pos.size(i) === 0)) return false;
  if (c.not_empty && c.not_empty.length && !piles(c.not_empty).some((i) => pos.size(i) > 0)) return false;
  if (c.full && c.full.length && !piles(c.full).every((i) => pos.size(i) > 0)) return false;
  if (c.suits_based && c.suits_based.length) {
    for (const z of c.suits_based) {
      const suits = new Set(g.zone(z, pos).piles.filter((i) => pos.size(i)).map((i) => suitOf(pos.bottom(i))));
      if (suits.size < 4) return false;
    }
  }
  if (c.shows) {
    const ok = piles(c.shows.zones).some((i) => pos.size(i) && pos.up(i) > 0 && matchesAny(pos.top(i), c.shows.cards));
    if (!ok) return false;
  }
  if (c.phase && !pos.get(`phase:${c.phase}`)) return false;
  if (c.passes && !within(pos.passes, c.passes)) return false;
  if (c.uses) {
    const key = `${c.uses.rule}.${c.uses.this_pass ? 'pass-uses' : 'uses'}`;
    if (!within(pos.get(key) ?? 0, c.uses)) return false;
  }
  if (c.any && c.any.length && !c.any.some((x) => holds(g, pos, x))) return false;
  if (c.not && holds(g, pos, c.not)) return false;
  return true;
}

/** Is n within a {min, max} range (null bounds are open)? */
export const within = (n, r) => (r.min == null || n >= r.min) && (r.max == null || n <= r.max);
