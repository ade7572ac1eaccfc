/** The deal program (§5) and the two-player setup (§13). */

import { matchesAny, unshuffledPack, valueOf, cardText } from './cards.js';
import { arrange, shuffle, generator } from './shuffle.js';
import { put, take, putUnder, reveal } from './position.js';
import { accepts } from './relations.js';
import { holds } from './conditions.js';
import { markCount } from './outcome.js';

/** A source of cards: a pile (its top first) or, with no stock zone, the hand (a list, last = top). */
export function pileSource(pos, i) {
  return {
    size: () => pos.size(i),
    draw: () => take(pos, i, 1)[0],
    cards: () => pos.piles[i].cards,
    toBottom: () => putUnder(pos, i, take(pos, i, 1)),
  };
}

function handSource(hand) {
  return { size: () => hand.length, draw: () => hand.pop(), cards: () => hand, toBottom: () => hand.unshift(hand.pop()) };
}

/** distinct_ranks (§5): how many top cards of the source go to its bottom before a card is dealt onto pile p —
 * those whose rank p holds; 0 when every card has such a rank (the top card is dealt all the same). */
function repeats(pos, src, p) {
  const held = new Set(pos.piles[p].cards.map(valueOf));
  const stack = src.cards();
  for (let k = 0; k < stack.length; k++) if (!held.has(valueOf(stack[stack.length - 1 - k]))) return k;
  return 0;
}

/** Run a `deal` step (§5) from a source. */
export function dealStep(g, pos, step, src) {
  const zone = g.zone(step.to, pos);
  const targets = step.piles == null ? zone.piles : zone.piles.slice(0, step.piles);
  const down = step.face !== 'up';
  const got = new Set();
  const give = (p) => {
    if (!src.size()) throw new Error(`deal to '${step.to}': the pack runs out`);
    if (step.distinct_ranks) for (let k = repeats(pos, src, p); k > 0; k--) src.toBottom();
    put(pos, p, [src.draw()], down);
    got.add(p);
  };
  if (step.counts === 'all') {
    const k = step.packet || 1;
    if (step.packet && src.size() > targets.length * k)
      throw new Error(`deal to '${step.to}': ${src.size()} cards in packets of ${k} need more than ${targets.length} piles`);
    for (let t = 0; src.size(); t = (t + 1) % targets.length)
      for (let n = 0; n < k && src.size(); n++) give(targets[t]);
  } else {
    const want = Array.isArray(step.counts) ? step.counts : targets.map(() => step.counts);
    if (want.length !== targets.length)
      throw new Error(`deal to '${step.to}': ${want.length} counts for ${targets.length} piles`);
    if (step.order === 'piles') {
      targets.forEach((p, t) => {
        for (let n = 0; n < want[t]; n++) give(p);
      });
    } else {
      for (let round = 0; want.some((w) => w > round); round++)
        targets.forEach((p, t) => want[t] > round && give(p));
    }
  }
  if (step.face === 'top-up')
    for (const p of got) {
      const q = pos.edit(p);
      if (q.down > 0 && q.cards.length === q.under + q.down) {
        q.down -= 1;
        if (q.down === 0) q.under = 0;
      }
    }
}

/** Take the first card matching pattern from a list (removing it), or throw. */
function withdrawFrom(list, pattern, fromTop) {
  const order = fromTop ? [...list.keys()].reverse() : [...list.keys()];
  for (const j of order) if (matchesAny(list[j], [pattern])) return list.splice(j, 1)[0];
  throw new Error(`withdraw: no card matches ${pattern}`);
}

function withdraw(g, pos, step, list, fromTop) {
  const zone = g.zone(step.to, pos);
  step.cards.forEach((pat, i) => {
    const c = withdrawFrom(list, pat, fromTop);
    const p = zone.piles[i % zone.piles.length];
    if (step.position === 'top') put(pos, p, [c]);
    else putUnder(pos, p, [c]);
  });
}

/** sort (§5): cards turned from the top of pile `from` go by the first route that takes them (a sort rule, §10.9, has no `first`). */
export function sortStep(g, pos, step, from) {
  while (pos.size(from)) {
    for (const id of step.first || []) {
      const r = g.ruleById.get(id);
      for (let ms = g.allowed(pos, r) ? g.kindMoves(pos, r) : []; ms.length; ms = g.allowed(pos, r) ? g.kindMoves(pos, r) : [])
        ms[0].effect(pos);
    }
    if (step.until && holds(g, pos, step.until)) return;
    const dest = routePile(g, pos, step.routes, pos.top(from));
    if (dest === undefined) return;
    put(pos, dest, take(pos, from, 1));
  }
}

/** The pile the first route with a pile for `card` sends it to, or undefined (§5 sort). */
export function routePile(g, pos, routes, card) {
  for (const route of routes) {
    if (route.cards && !matchesAny(card, route.cards)) continue;
    const piles = g.pilesOf(route.to, pos);
    const dest = route.fits
      ? piles.find((p) => accepts(g, pos, p, card))
      : piles.find((p) => pos.size(p) === 0) ?? (piles.length === 1 ? piles[0] : undefined);
    if (dest !== undefined) return dest;
  }
  return undefined;
}

/** tuck (§5). */
function tuckStep(g, pos, step) {
  const zone = g.zone(step.zone, pos);
  const to = step.to ? g.zone(step.to, pos).piles[0] : null;
  for (const p of zone.piles) {
    if (step.packet != null && to !== null) {
      // a packet paid away: while the top card matches, the top `packet` cards slide one at a time under `to`
      while (pos.size(p) && matchesAny(pos.top(p), step.cards))
        for (let n = Math.min(step.packet, pos.size(p)); n > 0; n--) putUnder(pos, to, take(pos, p, 1));
    } else if (to === null) {
      while (pos.size(p) && matchesAny(pos.top(p), step.cards) && !pos.piles[p].cards.every((c) => matchesAny(c, step.cards)))
        putUnder(pos, p, take(pos, p, 1));
    } else {
      let times = pos.size(p) + pos.size(to);
      while (times-- > 0 && pos.size(p) && matchesAny(pos.top(p), step.cards)) {
        putUnder(pos, to, take(pos, p, 1));
        put(pos, p, take(pos, to, 1));
      }
    }
  }
}

/** lift (§5, §10.9): the top card of each pile of `from` onto the same-index pile of `to`. */
export function lift(g, pos, fromRef, toRef) {
  const from = g.zone(fromRef, pos).piles;
  const to = g.zone(toRef, pos).piles;
  from.forEach((p, k) => {
    if (!pos.size(p) || k >= to.length) return;
    put(pos, to[k], take(pos, p, 1));
    reveal(pos, p, g.pileZone[p].reveal);
  });
}

/** Run setup steps (other than before-shuffle withdraws) from a source. */
export function runSteps(g, pos, steps, src, hand) {
  for (const step of steps) {
    if (step.step === 'withdraw' && step.when === 'before-shuffle') continue;
    if (step.step === 'withdraw') withdraw(g, pos, step, hand || pos.piles[g.stock.piles[0]].cards, true);
    else if (step.step === 'deal') dealStep(g, pos, step, src);
    else if (step.step === 'sort') sortStep(g, pos, step, step.from ? g.zone(step.from, pos).piles[0] : g.stock.piles[0]);
    else if (step.step === 'tuck') tuckStep(g, pos, step);
    else if (step.step === 'lift') lift(g, pos, step.from, step.to);
  }
}

/** Build the position of seed (§5 steps 1–5, or §13 for two players); `order`: an arranged deal's cards. */
export function dealPosition(g, pos, seed, order = null) {
  if (g.twoPlayers) return dealTwoPlayers(g, pos, seed);
  const hand = unshuffledPack(g.rules.deck);
  for (const step of g.rules.setup)
    if (step.step === 'withdraw' && step.when === 'before-shuffle') withdraw(g, pos, step, hand, false);
  if (order) arrange(hand, order);
  else shuffle(hand, seed, 0);
  let src;
  if (g.stock) {
    const s = g.stock.piles[0];
    put(pos, s, hand);
    hand.length = 0;
    src = pileSource(pos, s);
    runSteps(g, pos, g.rules.setup, src, null);
  } else {
    src = handSource(hand);
    runSteps(g, pos, g.rules.setup, src, hand);
  }
  g.initRuleState(pos);
}

const highValue = (c) => (valueOf(c) === 1 ? 14 : valueOf(c));

/** Two players (§13): each pack shuffled onto its owner's stock, the start drawn, the layouts. */
function dealTwoPlayers(g, pos, seed) {
  const pack = unshuffledPack(g.rules.deck);
  const packs = [pack.filter((c) => c < 52), pack.filter((c) => c >= 52)];
  packs.forEach((p, k) => shuffle(p, seed, (1 << 19) + k));
  const stocks = ['A', 'B'].map((o) => g.zones.find((z) => z.role === 'stock' && z.owner === o).piles[0]);
  packs.forEach((p, k) => put(pos, stocks[k], p));
  let turn = 0;
  if (g.rules.players.start === 'draw') {
    const gen = generator(seed, (1 << 19) + 2);
    let a;
    let b;
    do {
      b = packs[0][gen.below(packs[0].length)];
      a = packs[1][gen.below(packs[1].length)];
    } while (valueOf(a) === valueOf(b));
    turn = highValue(a) > highValue(b) ? 0 : 1;
    pos.set('drawn', [`A:${cardText(a)}`, `B:${cardText(b)}`]);
  }
  pos.set('turn', turn);
  const both = g.rules.players.layout === 'start';
  pos.set('laid', [both || turn === 0, both || turn === 1]);
  pos.set('turn.fruitless', 0);
  for (const k of [0, 1]) if (pos.get('laid')[k]) g.layOut(pos, k);
  g.initRuleState(pos);
  pos.set('turn.mark', markCount(g, pos));
}
