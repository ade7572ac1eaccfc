/** Winning (§12) and the two-player turn (§13). */

import { matchesAny, rankOf, SUITS, suitOf, unshuffledPack, valueOf } from './cards.js';

/** 'won' when the position is won (§12), else null. */
export function winOf(g, pos) {
  const w = g.rules.win;
  if (w.kind === 'first-out') return firstOut(g, pos) === null ? null : 'won';
  const piles = g.pilesOf(w.zones, pos);
  const cards = piles.flatMap((i) => pos.piles[i].cards);
  switch (w.kind) {
    case 'all-in': {
      if (w.total != null) return cards.length === w.total ? 'won' : null;
      if (w.suit_choice) {
        const s = pos.get(`choice:${w.suit_choice}`);
        if (s === undefined) return null;
        const need = unshuffledPack(g.rules.deck).filter((c) => SUITS[suitOf(c)] === s).length;
        return cards.filter((c) => SUITS[suitOf(c)] === s).length === need ? 'won' : null;
      }
      const need = g.packSize - unshuffledPack(g.rules.deck).filter((c) => matchesAny(c, w.except_cards)).length;
      return cards.length === need ? 'won' : null;
    }
    case 'empty':
      return piles.every((i) => pos.size(i) === 0) ? 'won' : null;
    case 'labelled': {
      const ok = piles.every((i) => {
        const label = g.pileZone[i].labels[g.indexInZone[i]];
        return pos.piles[i].cards.every((c) => (w.key === 'suit' ? SUITS[suitOf(c)] : rankOf(c)) === label);
      });
      return ok ? 'won' : null;
    }
    case 'tops':
      return piles.every((i, k) => pos.size(i) && rankOf(pos.top(i)) === w.ranks[k]) ? 'won' : null;
    case 'lines':
      return linesSum(g, pos) ? 'won' : null;
  }
  return null;
}

/** The lines of a square grid of n × n cells (indexes in its zone): every row, every column and
 * the two diagonals (§12 `lines`). */
function gridLines(n) {
  const range = (k, f) => Array.from({ length: k }, (_, i) => f(i));
  const lines = range(n, (r) => range(n, (c) => r * n + c));
  lines.push(...range(n, (c) => range(n, (r) => r * n + c)));
  lines.push(range(n, (i) => i * n + i));
  lines.push(range(n, (i) => i * n + n - 1 - i));
  return lines;
}

/** `lines`: every pile of the square grid zones holds a card, and the top cards' values of each line add up to `win.total`. */
function linesSum(g, pos) {
  const w = g.rules.win;
  return w.zones.every((z) => {
    const piles = g.pilesOf([z], pos);
    if (!piles.every((i) => pos.size(i))) return false;
    return gridLines(g.pileZone[piles[0]].grid.columns).every(
      (line) => line.reduce((n, k) => n + valueOf(pos.top(piles[k])), 0) === w.total,
    );
  });
}

/** Is the game decided: won, or a two-player stalemate? */
export function decided(g, pos) {
  if (winOf(g, pos)) return true;
  const st = g.rules.players.stalemate;
  return g.twoPlayers && st != null && pos.get('turn.fruitless') >= st;
}

/** The cards in the win zones as resolved for each player, summed over both players (§13). */
export function markCount(g, pos) {
  let n = 0;
  for (const owner of ['A', 'B'])
    for (const z of g.rules.win.zones) {
      const m = /^(own|opponent):(.+)$/.exec(z);
      const mine = !m || m[1] === 'own' ? owner : owner === 'A' ? 'B' : 'A';
      const zone = m ? g.zones.find((x) => x.group === m[2] && x.owner === mine) : g.zoneById.get(z);
      for (const p of zone.piles) n += pos.size(p);
    }
  return n;
}

/** The first player (0 = A, 1 = B) all of whose own win zones are empty, or null. */
export function firstOut(g, pos) {
  for (const player of [0, 1]) {
    const owner = player === 0 ? 'A' : 'B';
    const out = g.rules.win.zones.every((z) => {
      const m = /^(own|opponent):(.+)$/.exec(z);
      const zone = m ? g.zones.find((x) => x.group === m[2] && x.owner === owner) : g.zoneById.get(z);
      return zone.piles.every((p) => pos.size(p) === 0);
    });
    if (out) return player;
  }
  return null;
}

/** End the turn (§13): the other player's turn, fruitless turns counted, a late layout made (unless the game is won). */
export function passTurn(g, pos) {
  const now = markCount(g, pos);
  const fruitless = now >= pos.get('turn.mark');
  pos.set('turn.fruitless', fruitless ? pos.get('turn.fruitless') + 1 : 0);
  const next = 1 - pos.get('turn');
  pos.set('turn', next);
  const laid = pos.get('laid');
  if (!laid[next] && !winOf(g, pos)) {
    const l = laid.slice();
    l[next] = true;
    pos.set('laid', l);
    g.layOut(pos, next);
  }
  pos.set('turn.mark', markCount(g, pos));
}
