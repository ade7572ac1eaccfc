/** Procedures: tuck, cycle, swap, fetch, flip, strip, lift, collect, pass (§10.8–10.9). */

import { matchesAny, rankOf, suitOf, valueOf, SUITS } from '../cards.js';
import { take, put, putUnder, reveal } from '../position.js';
import { admits } from '../relations.js';
import { runLength } from '../availability.js';
import { Move } from '../move.js';
import { useful } from './useful.js';

/** §10.8 */
export function tuck(g, pos, r) {
  const zone = g.zone(r.zone, pos);
  const at = pos.get(`${r.id}.at`);
  const feed = r.feed ? g.zone(r.feed, pos).piles[0] : null;
  const p = at < 0 ? feed : zone.piles[at];
  if (p === null || !pos.size(p)) return [];
  if (r.covered && at >= 0 && pos.up(p) > 0) return [];
  const card = pos.top(p);
  const label = r.key === 'suit' ? SUITS[suitOf(card)] : rankOf(card);
  const k = zone.labels.indexOf(label);
  if (k < 0 && !r.aside) return [];
  return [
    new Move(r.id, r.id, g.names[p], g.names[k >= 0 ? zone.piles[k] : g.zone(r.aside, pos).piles[0]], 1, (q) => {
      const [c] = take(q, p, 1);
      reveal(q, p, g.pileZone[p].reveal);
      if (k >= 0) {
        putUnder(q, zone.piles[k], [c]);
        q.set(`${r.id}.at`, k);
      } else {
        put(q, g.zone(r.aside, q).piles[0], [c]);
        if (r.feed) q.set(`${r.id}.at`, -1);
      }
    }),
  ];
}

/** §10.9 cycle */
export function cycle(g, pos, r) {
  return g
    .zone(r.zone, pos)
    .piles.filter((p) => pos.piles[p].down > 0 && pos.up(p) > 0)
    .map(
      (p) =>
        new Move(`${r.id} ${g.names[p]}`, r.id, g.names[p], g.names[p], 1, (q) => {
          const c = take(q, p, 1);
          putUnder(q, p, c);
          reveal(q, p, g.pileZone[p].reveal);
        })
    );
}

/** The piles of `zones` with a face-up top card matching `patterns` (null: any). */
function openTops(g, pos, zones, patterns) {
  return g
    .pilesOf(zones, pos)
    .filter((p) => pos.size(p) && pos.up(p) > 0 && (patterns == null || matchesAny(pos.top(p), patterns)));
}

/** The pairs a swap exchanges: a before b of `open`, or with `other` each of `open` with each open pile of `other.zones`. */
function swapPairs(g, pos, r, open) {
  const pairs = [];
  if (!r.other) {
    for (let i = 0; i < open.length; i++) for (let j = i + 1; j < open.length; j++) pairs.push([open[i], open[j]]);
    return pairs;
  }
  const second = openTops(g, pos, r.other.zones, r.other.cards);
  for (const a of open) for (const b of second) if (a !== b) pairs.push([a, b]);
  return pairs;
}

/** §10.9 swap */
export function swap(g, pos, r) {
  const piles = g.pilesOf(r.zones, pos);
  const open = openTops(g, pos, r.zones, r.cards);
  const out = [];
  for (const [a, b] of swapPairs(g, pos, r, open)) {
    if (r.differ && valueOf(pos.top(a)) === valueOf(pos.top(b))) continue;
    out.push(
      new Move(`${r.id} ${g.names[a]} ${g.names[b]}`, r.id, g.names[a], g.names[b], 1, (q) => {
        const [ca] = take(q, a, 1);
        const [cb] = take(q, b, 1);
        put(q, a, [cb]);
        put(q, b, [ca]);
      })
    );
  }
  if (r.shift)
    for (const a of open)
      for (const b of piles)
        if (!pos.size(b) && admits(g, pos, b, pos.top(a)))
          out.push(
            new Move(`${r.id} ${g.names[a]}>${g.names[b]}`, r.id, g.names[a], g.names[b], 1, (q) => {
              put(q, b, take(q, a, 1));
              reveal(q, a, g.pileZone[a].reveal);
            })
          );
  return r.useful ? out.filter((m) => useful(g, pos, r, m, (gg, pp, rr) => swap(gg, pp, { ...rr, useful: null }))) : out;
}

/** §10.9 fetch */
export function fetch(g, pos, r) {
  const from = r.from ? g.zone(r.from, pos).piles[0] : g.stock.piles[0];
  const cards = pos.piles[from].cards;
  let j = cards.length - 1;
  while (j >= 0 && !matchesAny(cards[j], r.cards)) j--;
  if (j < 0) return [];
  const depth = cards.length - j;
  return g
    .zone(r.zone, pos)
    .piles.filter((p) => pos.size(p))
    .map(
      (p) =>
        new Move(`${r.id} ${g.names[p]}`, r.id, g.names[from], g.names[p], 1, (q) => {
          const fc = q.piles[from].cards;
          const [c] = take(q, from, 1, depth);
          const [top] = take(q, p, 1);
          put(q, p, [c]);
          const f = q.edit(from);
          f.cards.splice(fc.length - depth, 0, top);
        })
    );
}

/** §10.9 flip */
export function flip(g, pos, r) {
  const p = g.zone(r.zone, pos).piles.find((i) => pos.size(i) && pos.up(i) === 0);
  if (p === undefined) return [];
  return [
    new Move(r.id, r.id, g.names[p], g.names[p], 1, (q) => {
      const x = q.edit(p);
      x.down -= 1;
      if (x.down === 0) x.under = 0;
    }),
  ];
}

/** §10.9 strip */
export function strip(g, pos, r) {
  const heaps = g.zone(r.zone, pos).piles;
  const next = pos.get(`${r.id}.next`);
  const k = heaps.findIndex((p, i) => i >= next && pos.size(p));
  if (k < 0) return [];
  const p = heaps[k];
  const to = g.zone(r.to, pos).piles[0];
  return [
    new Move(`${r.id} ${g.names[p]}`, r.id, g.names[p], g.names[to], null, (q) => {
      const x = q.edit(p);
      const order = r.turn === 'top' ? x.cards.slice().reverse() : x.cards.slice();
      let cut = order.findIndex((c) => matchesAny(c, r.until));
      if (cut < 0) cut = order.length;
      const turned = order.slice(0, cut);
      x.cards = order.slice(cut).reverse();
      x.under = 0;
      x.down = 0;
      put(q, to, turned);
      q.set(`${r.id}.next`, k + 1);
    }),
  ];
}

/** §10.9 lift */
export function lift(g, pos, r) {
  const to = g.zone(r.to, pos).piles;
  const pairs = g.zone(r.from, pos).piles.map((p, k) => [p, to[k]]).filter(([p, d]) => d !== undefined && pos.up(p) > 0);
  if (!pairs.length) return [];
  return [
    new Move(r.id, r.id, null, null, pairs.length, (q) => {
      for (const [p, d] of pairs) {
        put(q, d, take(q, p, 1));
        reveal(q, p, g.pileZone[p].reveal);
      }
    }),
  ];
}

/** §10.9 collect */
export function collect(g, pos, r) {
  const piles = g.zone(r.zone, pos).piles;
  const used = piles.filter((p) => pos.size(p));
  if (!used.length) return [];
  const target = piles.slice(piles.indexOf(used[used.length - 1]) + 1).find((p) => !pos.size(p));
  const taken = used.filter((p) => pos.size(p) > 1 && pos.up(p) > 0).map((p) => [p, Math.min(runLength(g, pos, p), pos.size(p) - 1)]);
  if (target === undefined || !taken.length) return [];
  return [
    new Move(r.id, r.id, null, g.names[target], null, (q) => {
      for (const [p, k] of taken) {
        put(q, target, take(q, p, k));
        reveal(q, p, g.pileZone[p].reveal);
      }
    }),
  ];
}

/** §10.9 pass */
export const pass = (g, pos, r) => [new Move(r.id, r.id, null, null, null, () => {})];
