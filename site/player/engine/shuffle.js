/** SplitMix64 and Fisher–Yates (§2), in BigInt arithmetic mod 2^64. */

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

/** Shuffle `list` in place with seed and stream. */
export function shuffle(list, seed, stream) {
  const g = generator(seed, stream);
  for (let i = list.length - 1; i >= 1; i--) {
    const j = g.below(i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}
