/** Availability (§7): which cards of a pile are free. */

import { related } from './relations.js';
import { holds } from './conditions.js';

/** The longest run on top of pile i by its zone's own build (at least 1 if the top is face up). */
export function runLength(g, pos, i) {
  const zone = g.pileZone[i];
  const up = pos.up(i);
  if (up === 0) return 0;
  const b = zone.build;
  if (!b || b.rank === 'add' || b.rank === 'sequence') return 1;
  const cards = pos.piles[i].cards;
  let k = 1;
  while (k < up) {
    const j = cards.length - 1 - k;
    if (!related(g, pos, b, cards[j + 1], cards[j], j + 1, i)) break;
    k++;
  }
  return k;
}

/** Does the zone's `free` rule (if it applies now) leave pile i's cards free? */
export function pileFree(g, pos, i) {
  const zone = g.pileZone[i];
  const f = zone.free;
  if (!f || !holds(g, pos, f.when)) return true;
  const r = f.rule;
  const idx = g.indexInZone[i];
  const piles = zone.piles;
  const empty = (j) => j < 0 || j >= piles.length || pos.size(piles[j]) === 0;
  if (r.rule === 'row-end') {
    let best = -1;
    let at = -1;
    piles.forEach((p, j) => {
      const n = pos.size(p);
      if (n > best || (n === best && r.end === 'last')) {
        best = n;
        at = j;
      }
    });
    return at === idx;
  }
  if (r.rule === 'latest-row') {
    const key = r.unit === 'batches' ? (r.this_pass ? 'pass-batches' : 'batches') : r.this_pass ? 'pass-uses' : 'uses';
    return pos.size(i) === r.setup_rows + (pos.get(`${r.deal}.${key}`) ?? 0);
  }
  const cols = zone.grid.columns;
  const rows = Math.ceil(piles.length / cols);
  const row = Math.floor(idx / cols);
  const col = idx % cols;
  const cell = (rr, cc) => (rr < 0 || rr >= rows || cc < 0 || cc >= cols ? -1 : rr * cols + cc);
  const clear = (cells) => cells.every((j) => empty(j));
  if (r.rule === 'lanes') {
    const upright = r.orientation === 'upright' || (r.orientation === 'checkerboard' && (row + col) % 2 === 0);
    const line = (dr, dc) => {
      const out = [];
      for (let rr = row + dr, cc = col + dc; rr >= 0 && rr < rows && cc >= 0 && cc < cols; rr += dr, cc += dc) out.push(rr * cols + cc);
      return out;
    };
    return upright ? clear(line(-1, 0)) || clear(line(1, 0)) : clear(line(0, -1)) || clear(line(0, 1));
  }
  if (r.rule === 'open-side') {
    const d = { above: [-1, 0], below: [1, 0], left: [0, -1], right: [0, 1] };
    return r.sides.some((s) => empty(cell(row + d[s][0], col + d[s][1])));
  }
  return true;
}

/**
 * Depths (1 = top) of the free cards of pile i, by the zone's `take` and `free` rule (or, with
 * `ignoreFree`, by its `take` alone: a move rule's `ignore_free`); for `take: run` the depths 1 … the longest run.
 */
export function freeDepths(g, pos, i, ignoreFree = false) {
  const zone = g.pileZone[i];
  const up = pos.up(i);
  if (!up || zone.take === 'none' || (!ignoreFree && !pileFree(g, pos, i))) return [];
  if (zone.take === 'top') return [1];
  if (zone.take === 'run') return Array.from({ length: runLength(g, pos, i) }, (_, k) => k + 1);
  return Array.from({ length: up }, (_, k) => k + 1);
}
