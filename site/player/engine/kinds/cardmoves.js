/** Card moves: `move` (§10.1) and `draw` (§10.2). */

import { matchesAny, kind } from '../cards.js';
import { take, put, reveal, turnDown } from '../position.js';
import { takesOn, admits, accepts, related } from '../relations.js';
import { freeDepths, runLength } from '../availability.js';
import { Move } from '../move.js';
import { useful } from './useful.js';

/** The units a source pile offers (§10.1): {count, depth, card (the moving card), cards (top first)}. */
function units(g, pos, r, s) {
  const zone = g.pileZone[s];
  const cards = pos.piles[s].cards;
  const up = pos.up(s);
  const at = (depth) => cards[cards.length - depth];
  const fits = (c) => !r.cards || matchesAny(c, r.cards);
  const depths = freeDepths(g, pos, s, r.ignore_free);
  if (!depths.length) return [];
  const out = [];
  const unit = (count, depth, card) => out.push({ count, depth, card });
  switch (r.unit) {
    case 'card': {
      if (zone.take !== 'any') {
        if (fits(at(1))) unit(1, 1, at(1));
        break;
      }
      const seen = new Set();
      for (const d of depths) {
        const c = at(d);
        if (seen.has(kind(c))) continue;
        seen.add(kind(c));
        if (fits(c)) unit(1, d, c);
      }
      break;
    }
    case 'run': {
      const longest = zone.take === 'run' ? runLength(g, pos, s) : 1;
      for (let k = 1; k <= longest; k++) if (fits(at(k))) unit(k, k, at(k));
      break;
    }
    case 'up':
      if (fits(at(up))) unit(up, up, at(up));
      break;
    case 'pile':
      if (up === cards.length) unit(up, up, at(1));
      break;
    case 'packet': {
      let k = 0;
      while (k < up && !matchesAny(at(k + 1), r.stay)) k++;
      if (k > 0) unit(k, k, at(1));
      break;
    }
  }
  return out;
}

/** Does pile d take the unit from s, as the rule says (§10.1)? */
function destFits(g, pos, r, s, u, d) {
  const cards = pos.piles[s].cards;
  const oneByOne = r.unit === 'pile' || r.unit === 'packet';
  const moving = oneByOne ? cards.slice(cards.length - u.count).reverse() : [u.card];
  let n = pos.size(d);
  let target = pos.top(d);
  let first = true;
  for (const c of moving) {
    if (first && n === 0) {
      if (r.to_space === 'none') return false;
      if (u.count === cards.length && g.pileZone[d] === g.pileZone[s]) return false;
      if (!admits(g, pos, d, c, g.pileZone[s])) return false;
    } else {
      if (first && r.to_space === 'only') return false;
      if (!takesOn(g, pos, d, c, target, n, r.build)) return false;
    }
    first = false;
    target = c;
    n++;
  }
  return true;
}

/** The moves of a `move` rule, per unit, before the `useful` filter. */
export function candidateMoves(g, pos, r) {
  const out = [];
  const dests = g.pilesOf(r.to, pos);
  const onePile = r.one_pile ? pos.get(`${r.id}.pile`) : -1;
  for (const s of g.pilesOf(r.from, pos)) {
    if (r.alone && pos.size(s) !== 1) continue;
    for (const u of units(g, pos, r, s)) {
      let ds = dests.filter((d) => {
        if (d === s) return false;
        if (onePile >= 0 && d !== onePile) return false;
        if (r.dest_size && !((r.dest_size.min == null || pos.size(d) >= r.dest_size.min) && (r.dest_size.max == null || pos.size(d) <= r.dest_size.max))) return false;
        if (r.to_free && pos.size(d) && !freeDepths(g, pos, d).length) return false;
        return destFits(g, pos, r, s, u, d);
      });
      const only = r.only_to[g.names[s]];
      if (only) ds = ds.filter((d) => only.includes(g.names[d]));
      if (r.space_first && ds.some((d) => !pos.size(d))) ds = ds.filter((d) => !pos.size(d));
      if (r.prefer) {
        const pref = ds.filter((d) => pos.size(d) && related(g, pos, r.prefer, u.card, pos.top(d), pos.size(d), d));
        if (pref.length) ds = pref;
      }
      if (r.tie === 'last') {
        const rank = (d) => pos.top(d) % 13;
        ds = ds.filter((d, k) => !pos.size(d) || !ds.slice(k + 1).some((e) => pos.size(e) && rank(e) === rank(d)));
      }
      for (const d of ds) out.push(cardMove(g, r, s, d, u));
    }
  }
  return out;
}

/** The move of `count` cards from depth `depth` of s onto d. */
function cardMove(g, r, s, d, u) {
  const text = `${g.names[s]}${u.depth > 1 && u.count === 1 ? `/${u.depth}` : ''}>${g.names[d]}${u.count > 1 ? `:${u.count}` : ''}`;
  const oneByOne = r.unit === 'pile' || r.unit === 'packet';
  const effect = (pos) => {
    const cards = take(pos, s, u.count, u.depth);
    reveal(pos, s, g.pileZone[s].reveal);
    put(pos, d, oneByOne ? cards.reverse() : cards);
    if (r.one_pile && pos.get(`${r.id}.pile`) < 0) pos.set(`${r.id}.pile`, d);
  };
  return new Move(text, r.id, g.names[s], g.names[d], u.count, effect, { depth: u.depth > 1 && u.count === 1 ? u.depth : 0 });
}

/** §10.1 */
export function move(g, pos, r) {
  const ms = candidateMoves(g, pos, r);
  return r.useful ? ms.filter((m) => useful(g, pos, r, m, candidateMoves)) : ms;
}

/** §10.2 */
export function draw(g, pos, r) {
  const from = g.zone(r.from, pos).piles[0];
  if (!pos.size(from)) return [];
  if (r.unplayable.length) {
    const c = pos.top(from);
    if (g.pilesOf(r.unplayable, pos).some((p) => accepts(g, pos, p, c))) return [];
  }
  let talons = g.pilesOf(r.to, pos);
  if (r.piles_per_pass) talons = talons.slice(0, r.piles_per_pass[Math.min(pos.passes, r.piles_per_pass.length - 1)]);
  const n = Math.min(r.count, pos.size(from));
  return talons.map(
    (w) =>
      new Move(`${g.names[from]}>${g.names[w]}`, r.id, g.names[from], g.names[w], n, (p) => {
        if (r.cover) turnDown(p, w);
        for (let k = 0; k < n; k++) {
          put(p, w, take(p, from, 1));
          reveal(p, from, g.pileZone[from].reveal);
        }
      })
  );
}
