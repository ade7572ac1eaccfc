/** Positions (§4): piles of cards in segments, passes and named state, with an undo journal. */

import { cardText } from './cards.js';

/**
 * A pile: `cards` bottom first; `under` face-up cards slid beneath, then `down` face-down cards,
 * then the face-up rest.
 */
export class Position {
  /** @param {number} pileCount @param {number} seed the deal's seed (re-deals shuffle with it) */
  constructor(pileCount, seed) {
    this.seed = seed;
    this.piles = Array.from({ length: pileCount }, () => ({ cards: [], under: 0, down: 0 }));
    this.passes = 0;
    /** @type {Map<string, any>} */
    this.state = new Map();
    this.journal = [];
    this.marks = [];
    /** moves made, for pop */
    this.history = [];
  }

  /** Start a unit of change that `undo` reverts. */
  begin() {
    this.marks.push(this.journal.length);
  }

  /** Revert every change since the matching `begin`. */
  undo() {
    const mark = this.marks.pop();
    while (this.journal.length > mark) {
      const e = this.journal.pop();
      if (e[0] === 'p') Object.assign(this.piles[e[1]], { cards: e[2], under: e[3], down: e[4] });
      else if (e[0] === 's') e[2] ? this.state.set(e[1], e[3]) : this.state.delete(e[1]);
      else this.passes = e[1];
    }
  }

  /** A pile to modify (its old contents journalled). */
  edit(i) {
    const p = this.piles[i];
    this.journal.push(['p', i, p.cards, p.under, p.down]);
    p.cards = p.cards.slice();
    return p;
  }

  get(key) {
    return this.state.get(key);
  }

  set(key, value) {
    this.journal.push(['s', key, this.state.has(key), this.state.get(key)]);
    this.state.set(key, value);
  }

  setPasses(n) {
    this.journal.push(['n', this.passes]);
    this.passes = n;
  }

  /** Number of face-up cards on top. */
  up(i) {
    const p = this.piles[i];
    return p.cards.length - p.under - p.down;
  }

  top(i) {
    const c = this.piles[i].cards;
    return c.length ? c[c.length - 1] : null;
  }

  bottom(i) {
    const c = this.piles[i].cards;
    return c.length ? c[0] : null;
  }

  size(i) {
    return this.piles[i].cards.length;
  }

  /** Is the card at index j (0 = bottom) of pile i face up? */
  faceUp(i, j) {
    const p = this.piles[i];
    return j < p.under || j >= p.under + p.down;
  }
}

/** Keep the segment invariant: no `under` without `down`. */
function normalise(p) {
  if (p.down === 0) p.under = 0;
}

/** Turn up the top face-down card when no face-up card remains on top (§4), if the zone reveals. */
export function reveal(pos, i, reveals) {
  const p = pos.piles[i];
  if (reveals && p.down > 0 && p.cards.length === p.under + p.down) {
    const q = pos.edit(i);
    q.down -= 1;
    normalise(q);
  }
}

/** Take `count` cards from pile i, the lowest at depth `depth` (1 = the top card); returns them bottom first. */
export function take(pos, i, count, depth = count) {
  const p = pos.edit(i);
  const start = p.cards.length - depth;
  const out = p.cards.splice(start, count);
  const firstUp = p.under + p.down;
  // cards removed below the face-up segment shrink the segment they came from
  for (let j = start; j < start + count; j++) {
    if (j < p.under) p.under--;
    else if (j < firstUp) p.down--;
  }
  normalise(p);
  return out;
}

/** Remove every card of pile i; returns them bottom first. */
export function takeAll(pos, i) {
  const p = pos.edit(i);
  const out = p.cards;
  p.cards = [];
  p.under = 0;
  p.down = 0;
  return out;
}

/** Lay cards (bottom first) on top of pile i, face up or down (a face-down card never lies on a face-up one). */
export function put(pos, i, cards, faceDown = false) {
  const p = pos.edit(i);
  for (const c of cards) {
    if (faceDown && p.cards.length === p.under + p.down) p.down++;
    p.cards.push(c);
  }
}

/** Slide cards (bottom first) face up beneath pile i. */
export function putUnder(pos, i, cards) {
  const p = pos.edit(i);
  p.cards.unshift(...cards);
  if (p.down > 0) p.under += cards.length;
}

/** Turn every card of pile i face down. */
export function turnDown(pos, i) {
  const p = pos.edit(i);
  p.under = 0;
  p.down = p.cards.length;
}

function valueText(v) {
  if (Array.isArray(v)) return v.map(valueText).join(' ');
  if (v === true) return 'yes';
  if (v === false) return 'no';
  return String(v);
}

/** The canonical text (§15). */
export function notation(pos, names) {
  const lines = pos.piles.map((p, i) => {
    const cards = p.cards.map((c, j) => cardText(c, pos.faceUp(i, j)));
    return cards.length ? `${names[i]}: ${cards.join(' ')}` : `${names[i]}:`;
  });
  lines.push(`passes: ${pos.passes}`);
  const keys = [...pos.state.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const k of keys) lines.push(`${k}: ${valueText(pos.state.get(k))}`);
  return lines.join('\n');
}
