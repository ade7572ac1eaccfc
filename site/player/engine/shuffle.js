/** SplitMix64 and Fisher–Yates (§2), in BigInt arithmetic mod 2^64; an arranged deal's order. */

import { kind, parseCard } from './cards.js';

const MASK = (1n << 64n) - 1n;

export class SplitMix64 {
  /** @param {bigint} seed */
  constructor(seed) {
    this.x = BigInt.asUintN(64, seed);
  }
  next() {
    this.x = (this.x + 0x9e3779b97f4a7c15n) & MASK;
    let z = this.x;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
    return z ^ (z >> 31n);
  }
  /** A uniform integer in [0, n) by rejection. */
  below(n) {
    const N = BigInt(n);
    const limit = (1n << 64n) - ((1n << 64n) % N);
    let x;
    do x = this.next();
    while (x >= limit);
    return Number(x % N);
  }
}

/** The generator for `seed × 2^20 + stream`. */
export const generator = (seed, stream) => new SplitMix64(BigInt(seed) * (1n << 20n) + BigInt(stream));

/**
 * Put `list` in place in the order `order` names (card texts from the bottom of the shuffled pack
 * to its top; copies taken in turn), for an arranged deal; an error names a card not left to place.
 */
export function arrange(list, order) {
  const left = new Map();
  for (const c of list) left.set(kind(c), [...(left.get(kind(c)) || []), c]);
  const out = order.map((text, i) => {
    const pool = left.get(kind(parseCard(text)));
    if (!pool || !pool.length) throw new Error(`arranged deal: card ${i + 1} ('${text}') is not left in the pack`);
    return pool.shift();
  });
  if (out.length !== list.length) throw new Error(`arranged deal: ${list.length - out.length} card(s) of the pack not placed`);
  list.splice(0, list.length, ...out);
  return list;
}

/** Shuffle `list` in place with seed and stream. */
export function shuffle(list, seed, stream) {
  const g = generator(seed, stream);
  for (let i = list.length - 1; i >= 1; i--) {
    const j = g.below(i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}
