/** Placement relations (§6): build onto a top card, space into an empty pile, accepts. */

import { rankOf, suitOf, isRed, valueOf, mod13, step, rankCycle, matchesAny } from './cards.js';

/**
 * Does `card` relate to `target` by the build's rank and suit relation? `n` is the number of
 * cards on the pile (for `sequence`), `d` the pile (for `add` anchors).
 */
export function related(g, pos, build, card, target, n, d) {
  if (!suitRelated(build.suit, card, target)) return false;
  const cv = valueOf(card);
  const tv = valueOf(target);
  const cycle = rankCycle(g.rules.deck.pack, build.skip);
  switch (build.rank) {
    case 'up':
    case 'down':
    case 'either': {
      const up = step(cycle, tv, build.by, build.wrap);
      const down = step(cycle, tv, -build.by, build.wrap);
      return (build.rank !== 'down' && up === cv) || (build.rank !== 'up' && down === cv);
    }
    case 'same':
      return cv === tv;
    case 'any':
      return cycle.includes(cv);
    case 'double':
      return cv === mod13(2 * tv);
    case 'add': {
      const a = anchorCard(g, pos, build.anchor, d);
      return a !== null && cv === mod13(tv + valueOf(a));
    }
    case 'sum':
      return cv + tv === build.total;
    case 'sequence':
      return n < build.ranks.length && rankOf(card) === build.ranks[n];
    case 'chosen': {
      const dir = pos.get(`choice:${build.choice}`);
      if (dir !== 'up' && dir !== 'down') return false;
      return related(g, pos, { ...build, rank: dir }, card, target, n, d);
    }
  }
  return false;
}

function suitRelated(rel, card, target) {
  if (rel === 'same') return suitOf(card) === suitOf(target);
  if (rel === 'alternate-colour') return isRed(card) !== isRed(target);
  return true;
}

/** The anchor card of pile d: top or bottom of pile (index mod count) of the anchor zone, or null. */
function anchorCard(g, pos, anchor, d) {
  const zone = g.zone(anchor.zone, pos);
  const a = zone.piles[g.indexInZone[d] % zone.piles.length];
  if (!pos.size(a)) return null;
  return anchor.card === 'bottom' ? pos.bottom(a) : pos.top(a);
}

/**
 * Pile d, holding n cards with `target` on top, takes `card` (6.1); `build` replaces the zone's
 * relation when given (the zone's limit, closed_by and until still apply).
 */
export function takesOn(g, pos, d, card, target, n, build) {
  const zone = g.pileZone[d];
  const own = zone.build;
  build = build || own;
  if (!build) return false;
  if (zone.limit != null && n >= zone.limit) return false;
  if (own) {
    const tr = rankOf(target);
    if (own.closed_by && own.closed_by.includes(tr)) return false;
    if (own.until && own.until[g.indexInZone[d]] === tr) return false;
  }
  return related(g, pos, build, card, target, n, d);
}

/** Non-empty pile d takes card on its top card. */
export const takes = (g, pos, d, card, build) => takesOn(g, pos, d, card, pos.top(d), pos.size(d), build);

const started = (pos, piles) => piles.filter((i) => pos.size(i) > 0);
const suit = (c) => suitOf(c);

/** Empty pile d admits card (6.2); `fromZone` is the zone the card comes from, when a pile. */
export function admits(g, pos, d, card, fromZone) {
  const zone = g.pileZone[d];
  const sp = zone.space;
  const i = g.indexInZone[d];
  if (sp.never) return false;
  if (sp.cards && !matchesAny(card, sp.cards)) return false;
  if (sp.from && fromZone && !sp.from.includes(fromZone.id)) return false;
  if (sp.order === 'in-order' && zone.piles.slice(0, i).some((p) => pos.size(p) === 0)) return false;
  const st = started(pos, zone.piles);
  if (sp.first_sets_rank && !st.every((p) => valueOf(pos.bottom(p)) === valueOf(card))) return false;
  if (sp.distinct_suits && st.some((p) => suit(pos.bottom(p)) === suit(card))) return false;
  if (sp.colour === 'first' && st.length && isRed(pos.bottom(st[0])) !== isRed(card)) return false;
  if (sp.relative != null && i > 0) {
    const p0 = zone.piles[0];
    if (!pos.size(p0)) return false;
    const cycle = rankCycle(g.rules.deck.pack);
    if (step(cycle, valueOf(pos.bottom(p0)), i * sp.relative, true) !== valueOf(card)) return false;
  }
  if (sp.per_pile && sp.per_pile[i] !== rankOf(card)) return false;
  if (sp.anchor) {
    const az = g.zone(sp.anchor.zone, pos);
    const a = az.piles[i % az.piles.length];
    if (!pos.size(a)) {
      if (sp.anchor.occupied) return false;
    } else {
      const ac = sp.anchor.card === 'bottom' ? pos.bottom(a) : pos.top(a);
      const cycle = rankCycle(g.rules.deck.pack);
      if (sp.anchor.rank === 'same' && valueOf(ac) !== valueOf(card)) return false;
      if (sp.anchor.rank === 'next' && step(cycle, valueOf(ac), 1, true) !== valueOf(card)) return false;
      if (sp.anchor.rank === 'multiple' && mod13(sp.anchor.factor * valueOf(ac)) !== valueOf(card)) return false;
      if (sp.anchor.suit === 'same' && suit(ac) !== suit(card)) return false;
    }
  }
  if (sp.laid && Math.floor(i / zone.grid.columns) > g.lastLaidRow(pos, zone)) return false;
  if (sp.laid_by) {
    const rows = sp.laid_by.setup_rows + (pos.get(`${sp.laid_by.rule}.uses`) ?? 0);
    if (Math.floor(i / zone.grid.columns) >= rows) return false;
  }
  if (sp.max_suits != null) {
    const suits = new Set(st.map((p) => suit(pos.bottom(p))));
    suits.add(suit(card));
    if (suits.size > sp.max_suits) return false;
  }
  const bottoms = (zs) => zs.flatMap((z) => started(pos, g.zone(z, pos).piles)).map((p) => suit(pos.bottom(p)));
  if (sp.suit_like.length && !bottoms(sp.suit_like).every((s) => s === suit(card))) return false;
  if (sp.suit_unlike.length && bottoms(sp.suit_unlike).some((s) => s === suit(card))) return false;
  return true;
}

/** Pile d accepts card (6.3). */
export function accepts(g, pos, d, card, fromZone, build) {
  return pos.size(d) ? takes(g, pos, d, card, build) : admits(g, pos, d, card, fromZone);
}

