/** Cards (§1): a card is the integer copy × 52 + suit × 13 + (value − 1). */

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
export const SUITS = ['C', 'D', 'H', 'S'];

/** @param {number} c */
export const kind = (c) => c % 52;
export const suitOf = (c) => Math.floor((c % 52) / 13);
export const valueOf = (c) => (c % 13) + 1;
export const rankOf = (c) => RANKS[c % 13];
export const isRed = (c) => suitOf(c) === 1 || suitOf(c) === 2;

/** A card's text, upper case face up, lower case face down (§15). */
export function cardText(c, up = true) {
  const t = rankOf(c) + SUITS[suitOf(c)];
  return up ? t : t.toLowerCase();
}

/** The card (its first copy) a text names: `10D`, `AS`; an error for any other text. */
export function parseCard(text) {
  const t = text.trim().toUpperCase();
  const r = RANKS.indexOf(t.slice(0, -1));
  const s = SUITS.indexOf(t.slice(-1));
  if (r < 0 || s < 0) throw new Error(`not a card: '${text}' (expected e.g. 'AS', '10D', 'KH')`);
  return s * 13 + r;
}

/** Value mod 13 where 0 counts as 13 (§1). */
export const mod13 = (x) => ((((x - 1) % 13) + 13) % 13) + 1;

/** Does card c match a card pattern (`KH`, `10D`, `A*`, `*r`, `*H`)? */
export function matches(c, pattern) {
  const r = pattern.slice(0, -1);
  const s = pattern.slice(-1);
  if (r !== '*' && RANKS.indexOf(r) !== c % 13) return false;
  if (s === '*') return true;
  if (s === 'r') return isRed(c);
  if (s === 'b') return !isRed(c);
  return SUITS.indexOf(s) === suitOf(c);
}

export const matchesAny = (c, patterns) => patterns.some((p) => matches(c, p));

/** The values of a pack's rank cycle (whist 1…13, piquet A 7 … K), less `skip`. */
export function rankCycle(pack, skip = []) {
  const values = pack === 'piquet' ? [1, 7, 8, 9, 10, 11, 12, 13] : RANKS.map((_, i) => i + 1);
  return values.filter((v) => !skip.includes(RANKS[v - 1]));
}

/** The value n steps (negative: down) from value v in the cycle, or null. */
export function step(cycle, v, n, wrap) {
  const i = cycle.indexOf(v);
  if (i < 0) return null;
  let j = i + n;
  if (j < 0 || j >= cycle.length) {
    if (!wrap) return null;
    j = ((j % cycle.length) + cycle.length) % cycle.length;
  }
  return cycle[j];
}

/** The unshuffled pack (§2): pack by pack, suit by suit, ascending value; `remove` taken out. */
export function unshuffledPack(deck) {
  const cycle = rankCycle(deck.pack);
  const out = [];
  for (let copy = 0; copy < deck.packs; copy++)
    for (let s = 0; s < 4; s++)
      for (const v of cycle) {
        const c = copy * 52 + s * 13 + v - 1;
        if (!matchesAny(c, deck.remove || [])) out.push(c);
      }
  return out;
}
