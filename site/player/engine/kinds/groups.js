/** Groups of cards: `remove` (§10.5), `cover` (§10.6), `between` (§10.7). */

import { matchesAny, rankOf, suitOf, valueOf, kind, isRed } from '../cards.js';
import { accepts } from '../relations.js';
import { take, put, reveal } from '../position.js';
import { pileFree } from '../availability.js';
import { Move } from '../move.js';

/** k-combinations of list, in lexicographic order of indexes. */
function* combinations(list, k, start = 0, acc = []) {
  if (acc.length === k) return yield acc.slice();
  for (let i = start; i < list.length; i++) {
    acc.push(list[i]);
    yield* combinations(list, k, i + 1, acc);
    acc.pop();
  }
}

/** Permutations of list, in lexicographic order of indexes. */
function* permutations(list) {
  if (list.length <= 1) return yield list.slice();
  for (let i = 0; i < list.length; i++) {
    const rest = list.slice(0, i).concat(list.slice(i + 1));
    for (const p of permutations(rest)) yield [list[i], ...p];
  }
}

/** The top `depth` face-up cards of pile p: [{pile, depth, card}]. */
function topCards(pos, p, depth) {
  const cards = pos.piles[p].cards;
  const n = Math.min(depth, pos.up(p));
  return Array.from({ length: n }, (_, k) => ({ pile: p, depth: k + 1, card: cards[cards.length - 1 - k] }));
}

/** The members of a group spec (§10.5). */
function members(g, pos, group, forRemove) {
  const out = [];
  for (const p of g.pilesOf(group.from, pos)) {
    const zone = g.pileZone[p];
    if (forRemove && zone.take === 'none') continue;
    if (!pileFree(g, pos, p)) continue;
    if (group.alone && pos.size(p) !== 1) continue;
    for (const m of topCards(pos, p, group.depth)) if (!group.ranks || group.ranks.includes(rankOf(m.card))) out.push(m);
  }
  return out;
}

/** Does a set of members form a group (§10.5)? */
function isGroup(g, pos, group, ms) {
  const cards = ms.map((m) => m.card);
  switch (group.relation) {
    case 'sum':
      if (cards.reduce((s, c) => s + valueOf(c), 0) !== group.total) return false;
      break;
    case 'same-suit':
      if (!cards.every((c) => suitOf(c) === suitOf(cards[0]))) return false;
      break;
    case 'identical':
      if (!cards.every((c) => kind(c) === kind(cards[0]))) return false;
      break;
    case 'alternate-colour':
      if (new Set(cards.map(isRed)).size !== cards.length) return false;
      break;
    case 'same-rank':
      if (!cards.every((c) => valueOf(c) === valueOf(cards[0]))) return false;
      break;
    case 'match': {
      if (group.cards && !cards.every((c) => matchesAny(c, group.cards))) return false;
      if (group.suit_choice) {
        const s = pos.get(`choice:${group.suit_choice}`);
        if (!cards.every((c) => 'CDHS'[suitOf(c)] === s)) return false;
      }
      break;
    }
  }
  if (group.distinct && new Set(cards.map(valueOf)).size !== cards.length) return false;
  if (group.where === 'same-row' || group.where === 'same-row-or-column') {
    const at = ms.map((m) => {
      const cols = g.pileZone[m.pile].grid.columns;
      const i = g.indexInZone[m.pile];
      return [g.pileZone[m.pile], Math.floor(i / cols), i % cols];
    });
    const sameZone = at.every((a) => a[0] === at[0][0]);
    const row = sameZone && at.every((a) => a[1] === at[0][1]);
    const col = sameZone && at.every((a) => a[2] === at[0][2]);
    if (!(row || (group.where === 'same-row-or-column' && col))) return false;
  }
  if (group.across === 'own-opponent') {
    const me = pos.get('turn') === 0 ? 'A' : 'B';
    const owners = ms.map((m) => g.pileZone[m.pile].owner);
    if (!(owners.includes(me) && owners.some((o) => o && o !== me))) return false;
  }
  return true;
}

/** The groups of a spec, in the order of combinations of the members list. */
function groups(g, pos, group, forRemove) {
  const ms = members(g, pos, group, forRemove);
  const out = [];
  if (group.where === 'same-pile') {
    const piles = [...new Set(ms.map((m) => m.pile))];
    for (const p of piles) {
      const own = ms.filter((m) => m.pile === p).slice(0, group.size);
      if (own.length === group.size && isGroup(g, pos, group, own)) out.push(own);
    }
    return out;
  }
  for (const c of combinations(ms, group.size)) {
    if (new Set(c.map((m) => m.pile)).size !== c.length) continue;
    if (isGroup(g, pos, group, c)) out.push(c);
  }
  return out;
}

const memberText = (g, m) => (m.depth > 1 ? `${g.names[m.pile]}/${m.depth}` : g.names[m.pile]);

/** Take a card (by identity) out of its pile, turning up what it uncovers. */
function takeCard(g, pos, p, card) {
  const cards = pos.piles[p].cards;
  const depth = cards.length - cards.lastIndexOf(card);
  take(pos, p, 1, depth);
  reveal(pos, p, g.pileZone[p].reveal);
  return card;
}

/** onto (§10.5): the pile each member goes to (the first of `onto` that accepts it and no earlier member took), or null. */
function destinations(g, pos, r, grp) {
  const targets = g.pilesOf(r.onto, pos);
  const out = [];
  for (const m of grp) {
    const d = targets.find((p) => !out.includes(p) && accepts(g, pos, p, m.card));
    if (d === undefined) return null;
    out.push(d);
  }
  return out;
}

/** §10.5 with `onto`: each member onto its own accepting pile. */
function removeOnto(g, pos, r) {
  const out = [];
  for (const grp of groups(g, pos, r.group, true)) {
    if (!destinations(g, pos, r, grp)) continue;
    const text = [r.id, ...grp.map((m) => memberText(g, m))].join(' ');
    out.push(
      new Move(text, r.id, null, null, grp.length, (q) => {
        const dests = destinations(g, q, r, grp);
        const order = [...grp.filter((m) => m.depth > 1).sort((a, b) => b.depth - a.depth), ...grp.filter((m) => m.depth === 1)];
        for (const m of order) put(q, dests[grp.indexOf(m)], [takeCard(g, q, m.pile, m.card)]);
      })
    );
  }
  return out;
}

/** §10.5 */
export function remove(g, pos, r) {
  if (r.onto.length) return removeOnto(g, pos, r);
  const to = g.zone(r.to, pos).piles;
  if (r.into_space && !to.some((p) => !pos.size(p))) return [];
  const out = [];
  for (const grp of groups(g, pos, r.group, true)) {
    const crowns = [];
    if (r.group.crown.length) {
      const used = new Set(grp.map((m) => m.pile));
      for (const m of members(g, pos, { ...r.group, ranks: null }, true))
        if (!used.has(m.pile) && matchesAny(m.card, r.group.crown)) crowns.push(m);
      if (!crowns.length) continue;
    }
    for (const crown of r.group.crown.length ? crowns : [null]) {
      const all = crown ? [...grp, crown] : grp;
      const text = [r.id, ...all.map((m) => memberText(g, m))].join(' ');
      out.push(
        new Move(text, r.id, null, null, all.length, (q) => {
          const dest = r.into_space ? to.find((p) => !q.size(p)) : to[0];
          const order = [...grp.filter((m) => m.depth > 1).sort((a, b) => b.depth - a.depth), ...grp.filter((m) => m.depth === 1)];
          if (crown) order.push(crown);
          for (const m of order) put(q, dest, [takeCard(g, q, m.pile, m.card)]);
        })
      );
    }
  }
  return out;
}

/** §10.6 */
export function cover(g, pos, r) {
  const from = r.from ? g.zone(r.from, pos).piles[0] : g.stock.piles[0];
  if (!pos.size(from)) return [];
  const out = [];
  for (const grp of groups(g, pos, r.group, false))
    for (const perm of permutations(grp.map((m) => m.pile)))
      out.push(
        new Move([r.id, ...perm.map((p) => g.names[p])].join(' '), r.id, null, null, perm.length, (q) => {
          for (const p of perm) {
            if (!q.size(from)) break;
            put(q, p, take(q, from, 1));
            reveal(q, from, g.pileZone[from].reveal);
          }
        })
      );
  return out;
}

/** §10.7 */
export function between(g, pos, r) {
  const row = g.zone(r.row, pos).piles[0];
  const cards = pos.piles[row].cards;
  const out = [];
  for (const n of r.gaps)
    for (let i = 1; i + n < cards.length; i++) {
      const a = cards[i - 1];
      const b = cards[i + n];
      const ok = (r.match.includes('suit') && suitOf(a) === suitOf(b)) || (r.match.includes('rank') && valueOf(a) === valueOf(b));
      if (!ok) continue;
      out.push(
        new Move(`${r.id} ${i + 1} ${n}`, r.id, g.names[row], g.names[g.zone(r.to, pos).piles[0]], n, (q) => {
          const depth = q.size(row) - i;
          const taken = take(q, row, n, depth);
          put(q, g.zone(r.to, q).piles[0], taken);
        })
      );
    }
  return out;
}
