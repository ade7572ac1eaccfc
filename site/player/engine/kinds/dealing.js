/** Dealing from the stock during play: `deal` (§10.3), `redeal` (§10.4) and `sort` (§10.9). */

import { matchesAny } from '../cards.js';
import { take, put, takeAll, reveal } from '../position.js';
import { accepts, related } from '../relations.js';
import { holds } from '../conditions.js';
import { shuffle } from '../shuffle.js';
import { dealStep, pileSource, sortStep, routePile } from '../setup.js';
import { Move } from '../move.js';

/** The pile the next card comes from: the first of `from` holding a card (the stock when null), or null. */
function sourcePile(g, pos, r) {
  const piles = r.from ? g.pilesOf(r.from, pos) : g.stock ? g.stock.piles : [];
  return piles.find((p) => pos.size(p)) ?? null;
}

/** The deal rule's targets, by `per_pass` or `piles` or `to`. */
function targets(g, pos, r) {
  let named = r.piles;
  for (const pp of r.per_pass) if (pp.from_pass <= pos.passes) named = pp.piles;
  return named ? named.map((n) => g.pileByName.get(n)) : g.pilesOf(r.to, pos);
}

/** Lay one card from the rule's source onto pile p (face as the rule says), turning up what it uncovers. */
function dealOne(g, pos, r, p) {
  const s = sourcePile(g, pos, r);
  put(pos, p, take(pos, s, 1), r.face === 'down');
  reveal(pos, s, g.pileZone[s].reveal);
}

/** The height `short` and `upto` deal to, with `height`. */
const heightOf = (pos, h) => h.setup_rows + (pos.get(`${h.deal}.uses`) ?? 0);

/** With `height`, is pile p in the last row dealt so far (`spaces`, `choose`; any pile of a zone without a grid)? */
function inLastRow(g, pos, r, p) {
  const zone = g.pileZone[p];
  return !zone.grid || Math.floor(g.indexInZone[p] / zone.grid.columns) === heightOf(pos, r.height) - 1;
}

/** For the many-card patterns: the piles receiving a card, in order (with repeats for `upto`). */
function manyPlan(g, pos, r) {
  const ts = targets(g, pos, r);
  const packets = (piles) => (r.packet == null ? piles : piles.flatMap((p) => Array(r.packet).fill(p)));
  switch (r.pattern) {
    case 'row':
      return packets(ts);
    case 'spaces': {
      return packets(ts.filter((p) => {
        if (pos.size(p)) return false;
        const zone = g.pileZone[p];
        if (!zone.grid) return true;
        if (r.height) return inLastRow(g, pos, r, p);
        const last = g.lastLaidRow(pos, zone);
        const row = Math.floor(g.indexInZone[p] / zone.grid.columns);
        if (row > last) return false;
        if (r.rows === 'inner') return row !== 0 && row !== last;
        if (r.rows === 'outer') return row === 0 || row === last;
        return true;
      }));
    }
    case 'short': {
      const h = r.height ? heightOf(pos, r.height) : Math.max(...ts.map((p) => pos.size(p)));
      return ts.filter((p) => pos.size(p) < h);
    }
    case 'upto': {
      const h = r.height ? heightOf(pos, r.height) : r.size;
      return ts.flatMap((p) => Array(Math.max(0, h - pos.size(p))).fill(p));
    }
    case 'next-row': {
      const zone = g.pileZone[ts[0]];
      const row = r.height ? heightOf(pos, r.height) : g.lastLaidRow(pos, zone) + 1;
      const cols = zone.grid.columns;
      return zone.piles.slice(row * cols, row * cols + cols);
    }
  }
  return [];
}

/** The target the `next` pattern means now (skipping full ones), or null. */
function meantTarget(g, pos, r, ts) {
  const cursor = pos.get(`${r.id}.cursor`);
  for (let k = 0; k < ts.length; k++) {
    const t = (cursor + k) % ts.length;
    if (r.skip_full) {
      const z = g.zone(r.skip_full.zone, pos);
      if (pos.size(z.piles[t]) === r.skip_full.size) continue;
    }
    return t;
  }
  return null;
}

/** Count a card dealt by the rule: batch and cursor bookkeeping (§10.3). */
function counted(g, pos, r, meant, ts, isCounted) {
  if (r.batch != null && pos.get(`${r.id}.left`) === 0) {
    pos.set(`${r.id}.left`, r.batch);
    pos.set(`${r.id}.batches`, pos.get(`${r.id}.batches`) + 1);
    pos.set(`${r.id}.pass-batches`, pos.get(`${r.id}.pass-batches`) + 1);
  }
  if (isCounted) {
    if (r.batch != null) pos.set(`${r.id}.left`, pos.get(`${r.id}.left`) - 1);
    if (r.pattern === 'next') {
      const given = pos.get(`${r.id}.given`) + 1;
      if (given >= r.per_pile) {
        pos.set(`${r.id}.given`, 0);
        pos.set(`${r.id}.cursor`, (meant + 1) % ts.length);
      } else pos.set(`${r.id}.given`, given);
    }
  }
  if (r.batch != null && sourcePile(g, pos, r) === null) pos.set(`${r.id}.left`, 0);
}

/** §10.3 */
export function deal(g, pos, r) {
  const s = sourcePile(g, pos, r);
  if (s === null) return [];
  if (r.pattern !== 'next' && r.pattern !== 'choose' && r.pattern !== 'last-started') {
    const plan = manyPlan(g, pos, r);
    if (!plan.length) return [];
    return [
      new Move(r.id, r.id, null, null, null, (p) => {
        for (const t of plan) {
          if (sourcePile(g, p, r) === null) break;
          dealOne(g, p, r, t);
        }
      }),
    ];
  }
  const ts = targets(g, pos, r);
  const card = pos.top(s);
  let meant = null;
  if (r.pattern === 'next') {
    meant = meantTarget(g, pos, r, ts);
    if (meant === null) return [];
  }
  if (r.pattern === 'last-started') {
    meant = ts.findLastIndex((p) => pos.size(p) > 0);
    if (meant < 0) return [];
  }
  const out = [];
  let placements = true;
  let played = [];
  for (const play of r.play) {
    if (!holds(g, pos, play.when)) continue;
    if (play.cards && !matchesAny(card, play.cards)) continue;
    let piles = g.pilesOf(play.to, pos);
    if (play.anchored && meant !== null) piles = play.to.map((z) => g.zone(z, pos).piles).map((zp) => zp[meant % zp.length]);
    const only = meant !== null && play.only_to[g.names[ts[meant]]];
    if (only) piles = piles.filter((p) => only.includes(g.names[p]));
    piles = piles.filter((p) => accepts(g, pos, p, card));
    if (play.fits_also.length && !play.fits_also.every((z) => g.zone(z, pos).piles.some((p) => accepts(g, pos, p, card)))) piles = [];
    if (!piles.length) continue;
    played = piles;
    for (const p of piles)
      out.push(
        new Move(`${r.id} ${g.names[p]}`, r.id, g.names[s], g.names[p], 1, (q) => {
          const src = sourcePile(g, q, r);
          put(q, p, take(q, src, 1));
          reveal(q, src, g.pileZone[src].reveal);
          counted(g, q, r, meant ?? 0, ts, ts.includes(p) || play.counts);
        })
      );
    if (play.mode === 'must') placements = false;
    break;
  }
  if (!placements) return out;
  if (r.pattern === 'next' || r.pattern === 'last-started') {
    const t = ts[meant];
    out.push(new Move(r.id, r.id, g.names[s], g.names[t], 1, (q) => {
      dealOne(g, q, r, t);
      counted(g, q, r, meant, ts, true);
    }));
    return out;
  }
  let choices = ts.filter((p) => !played.includes(p) && (r.into !== 'spaces' || !pos.size(p)) && (!r.height || inLastRow(g, pos, r, p)));
  if (r.prefer) {
    const pref = choices.filter((p) => pos.size(p) && related(g, pos, r.prefer, card, pos.top(p), pos.size(p), p));
    if (pref.length) choices = pref;
  }
  for (const t of choices)
    out.push(new Move(`${r.id} ${g.names[t]}`, r.id, g.names[s], g.names[t], 1, (q) => {
      dealOne(g, q, r, t);
      counted(g, q, r, ts.indexOf(t), ts, true);
    }));
  return out;
}

/** The piles a redeal takes up, in order (§10.4). */
function gathered(g, pos, r) {
  const out = [];
  for (const ref of r.gather.zones) {
    const zone = g.zone(ref, pos);
    const ps = zone.piles;
    if (r.gather.row_reverse) {
      const cols = zone.grid.columns;
      const rows = [];
      for (let k = 0; k < ps.length; k += cols) rows.push(ps.slice(k, k + cols).reverse());
      if (r.gather.reverse_piles) rows.reverse();
      out.push(...rows.flat());
    } else {
      const k = r.gather.start % ps.length;
      const round = ps.slice(k).concat(ps.slice(0, k));
      out.push(...(r.gather.reverse_piles ? round.reverse() : round));
    }
  }
  return out;
}

/** Sizes of the piles of the progress zones. */
const progressCounts = (g, pos, r) => g.pilesOf(r.progress, pos).map((p) => pos.size(p));

/** Has this pass been fruitful: some progress pile grown since it began? */
function fruitful(g, pos, r) {
  const start = pos.get(`${r.id}.start`);
  return progressCounts(g, pos, r).some((n, k) => n > start[k]);
}

/** The cards a redeal takes up, as [pile, index in the pile], in packet order: every card of the
 * gathered piles, or with `pay` the matching ones and `per_card` others for each, from the bottom (§10.4). */
function taken(pos, r, piles) {
  const every = piles.flatMap((p) => pos.piles[p].cards.map((c, i) => [p, i, c]));
  const pay = r.gather.pay;
  if (!pay) return every;
  const paying = every.filter(([, , c]) => matchesAny(c, pay.cards));
  const others = every.filter(([, , c]) => !matchesAny(c, pay.cards)).slice(0, pay.per_card * paying.length);
  const chosen = new Set([...paying, ...others]);
  return every.filter((e) => chosen.has(e));
}

/** §10.4 */
export function redeal(g, pos, r) {
  const piles = gathered(g, pos, r);
  if (!piles.some((p) => pos.size(p))) return [];
  if (r.gather.pay && !taken(pos, r, piles).length) return [];
  if (r.progress.length) {
    const limit = r.fruitless ?? 1;
    if (!fruitful(g, pos, r) && pos.get(`${r.id}.fruitless`) >= limit - 1) return [];
  }
  return [new Move(r.id, r.id, null, g.names[g.zone(r.to, pos).piles[0]], null, (q) => doRedeal(g, q, r, piles))];
}

function doRedeal(g, pos, r, piles) {
  const chosen = taken(pos, r, piles);
  let packet = chosen.map(([, , c]) => c);
  const taking = new Set(chosen.map(([p, i]) => `${p}:${i}`));
  for (const p of piles) {
    const left = pos.piles[p].cards.filter((_, i) => !taking.has(`${p}:${i}`));
    takeAll(pos, p);
    put(pos, p, left);
  }
  if (r.progress.length) pos.set(`${r.id}.fruitless`, fruitful(g, pos, r) ? 0 : pos.get(`${r.id}.fruitless`) + 1);
  pos.setPasses(pos.passes + 1);
  if (r.shuffle) shuffle(packet, pos.seed, pos.passes);
  else if (r.turn === 'over') packet.reverse();
  const to = g.zone(r.to, pos).piles[0];
  const old = pos.piles[to];
  const q = pos.edit(to);
  q.cards = packet.concat(old.cards);
  if (q.down > 0) q.under += packet.length;
  g.newPass(pos);
  let steps = r.deal;
  for (const dp of r.deal_per_pass) if (dp.from_pass <= pos.passes) steps = dp.deal;
  const src = pileSource(pos, to);
  for (const st of steps) dealStep(g, pos, st, src);
  if (r.progress.length) pos.set(`${r.id}.start`, progressCounts(g, pos, r));
}

export { progressCounts };

/** §10.9 sort: the setup's sort (§5) as one move, `sort`. */
export function sort(g, pos, r) {
  const from = r.from ? g.zone(r.from, pos).piles[0] : g.stock ? g.stock.piles[0] : null;
  if (from === null || !pos.size(from) || (r.until && holds(g, pos, r.until))) return [];
  if (routePile(g, pos, r.routes, pos.top(from)) === undefined) return [];
  return [new Move(r.id, r.id, null, null, 0, (q) => sortStep(g, q, r, from))];
}
