/** The game: legal moves (§9), making and undoing moves, automatic moves (§11), winning (§12). */

import { RANKS, SUITS, suitOf, unshuffledPack } from './cards.js';
import { Position, notation } from './position.js';
import { holds } from './conditions.js';
import { KINDS } from './kinds/index.js';
import { dealPosition, dealStep, pileSource } from './setup.js';
import { progressCounts } from './kinds/dealing.js';
import { winOf, decided, passTurn, firstOut } from './outcome.js';
import { Move, MoveError } from './move.js';
import { RulesError } from './rules.js';

export { Move, MoveError };

export class Game {
  /** @param {object} rules a rule set from loadRules */
  constructor(rules) {
    this.rules = rules;
    this.twoPlayers = rules.players.count === 2;
    this.zones = [];
    this.zoneById = new Map();
    /** per pile: name, zone, index in its zone */
    this.names = [];
    this.pileZone = [];
    this.indexInZone = [];
    for (const z of rules.zones) {
      const zone = { ...z, piles: [] };
      for (let k = 0; k < z.count; k++) {
        const i = this.names.length;
        this.names.push(z.count === 1 ? z.id : `${z.id}${k + 1}`);
        this.pileZone.push(zone);
        this.indexInZone.push(k);
        zone.piles.push(i);
      }
      this.zones.push(zone);
      this.zoneById.set(z.id, zone);
    }
    this.pileByName = new Map(this.names.map((n, i) => [n, i]));
    this.stock = this.zones.find((z) => z.role === 'stock') || null;
    this.ruleById = new Map(rules.moves.map((r) => [r.id, r]));
    this.counters = this.initialCounters();
    this.packSize = unshuffledPack(rules.deck).length;
    /** set while a reversibility test (§9) runs */
    this.inReversibleTest = false;
  }

  /** The zone a reference names (§13: `own:G`, `opponent:G`). */
  zone(ref, pos) {
    const m = /^(own|opponent):(.+)$/.exec(ref);
    if (!m) return this.zoneById.get(ref);
    const me = pos.get('turn') ?? 0;
    const owner = (m[1] === 'own') === (me === 0) ? 'A' : 'B';
    return this.zones.find((z) => z.group === m[2] && z.owner === owner);
  }

  /** The piles of zone references, zone by zone. */
  pilesOf(refs, pos) {
    return refs.flatMap((r) => this.zone(r, pos).piles);
  }

  /** The last laid row of a grid zone (§3), −1 when it is empty. */
  lastLaidRow(pos, zone) {
    let last = -1;
    zone.piles.forEach((p, k) => pos.size(p) && (last = k));
    return last < 0 ? -1 : Math.floor(last / zone.grid.columns);
  }

  /** The counters the rule set reads, with their initial values (§9, §10). */
  initialCounters() {
    const c = new Map();
    const uses = (id, pass) => {
      if (!this.ruleById.has(id)) throw new RulesError(`${this.rules.id}: a guard counts the uses of unknown rule ${id}`);
      c.set(`${id}.uses`, 0);
      if (pass) c.set(`${id}.pass-uses`, 0);
    };
    const walk = (o) => {
      if (Array.isArray(o)) return o.forEach(walk);
      if (!o || typeof o !== 'object') return;
      if (o.uses && typeof o.uses === 'object' && o.uses.rule) uses(o.uses.rule, o.uses.this_pass);
      if (o.laid_by) uses(o.laid_by.rule);
      if (o.height) uses(o.height.deal);
      if (o.rule === 'latest-row' && o.unit === 'uses') uses(o.deal, o.this_pass);
      for (const [k, v] of Object.entries(o)) if (k !== 'evidence' && k !== 'invented' && k !== 'variants') walk(v);
    };
    walk(this.rules);
    for (const r of this.rules.moves) {
      for (const u of r.unless) if (!this.ruleById.has(u)) throw new RulesError(`${this.rules.id}: rule ${r.id}: unless names unknown rule ${u}`);
      if (r.limit != null) uses(r.id);
      if (r.kind === 'deal' && r.pattern === 'next') {
        c.set(`${r.id}.cursor`, 0);
        c.set(`${r.id}.given`, 0);
      }
      if (r.kind === 'deal' && r.batch != null) {
        c.set(`${r.id}.left`, 0);
        c.set(`${r.id}.batches`, 0);
        c.set(`${r.id}.pass-batches`, 0);
      }
      if (r.kind === 'move' && r.one_pile) c.set(`${r.id}.pile`, -1);
      if (r.kind === 'tuck') c.set(`${r.id}.at`, r.feed ? -1 : r.start);
      if (r.kind === 'strip') c.set(`${r.id}.next`, 0);
      if (r.kind === 'redeal' && r.progress.length) c.set(`${r.id}.fruitless`, 0);
    }
    for (const p of this.rules.phases) c.set(`phase:${p.name}`, false);
    return c;
  }

  /** Reset what a re-deal resets (§10.4, §11): cursors, per-pass counters, per-pass phases. */
  newPass(pos) {
    for (const r of this.rules.moves) {
      for (const k of ['cursor', 'given', 'pass-uses', 'pass-batches', 'next'])
        if (pos.state.has(`${r.id}.${k}`)) pos.set(`${r.id}.${k}`, 0);
    }
    for (const ph of this.rules.phases) if (ph.per_pass) pos.set(`phase:${ph.name}`, false);
  }

  /** Rule state recorded after the setup (§5 step 5): redeal start counts. */
  initRuleState(pos) {
    for (const r of this.rules.moves)
      if (r.kind === 'redeal' && r.progress.length) pos.set(`${r.id}.start`, progressCounts(this, pos, r));
  }

  /** Player k lays out (§13): the setup's deal steps into his zones, from his own stock. */
  layOut(pos, k) {
    const owner = k === 0 ? 'A' : 'B';
    const stock = this.zones.find((z) => z.role === 'stock' && z.owner === owner).piles[0];
    const src = pileSource(pos, stock);
    for (const step of this.rules.setup)
      if (step.step === 'deal' && this.zone(step.to, pos).owner === owner) dealStep(this, pos, step, src);
  }

  /** Count a use of rule r, where something reads it. */
  countUse(pos, r) {
    for (const k of [`${r.id}.uses`, `${r.id}.pass-uses`]) if (pos.state.has(k)) pos.set(k, pos.get(k) + 1);
  }

  /** The position of deal `seed` (or of the arranged deal `order`, card texts), settled. */
  deal(seed, order = null) {
    const pos = new Position(this.names.length, seed);
    for (const [k, v] of this.counters) pos.state.set(k, v);
    dealPosition(this, pos, seed, order);
    this.settle(pos);
    pos.journal.length = 0;
    return pos;
  }

  /** The moves rule r's kind offers now, ignoring its guards. */
  kindMoves(pos, r) {
    return KINDS[r.kind](this, pos, r);
  }

  /** Do the rule's `when` and `limit` allow it? */
  allowed(pos, r) {
    if (r.limit != null && pos.get(`${r.id}.uses`) >= r.limit) return false;
    return holds(this, pos, r.when);
  }

  /** The stuck_ignores mode rule r asks with (inside a reversibility test every card move counts). */
  mode(r) {
    return this.inReversibleTest ? 'none' : r.stuck_ignores;
  }

  /**
   * Rule r's moves now (§9): its `when` holds, its `limit` is not used up, and none of its
   * `unless` rules has moves now (as r counts them).
   */
  movesNow(pos, r, seen = new Set()) {
    if (!this.allowed(pos, r)) return [];
    if (seen.has(r.id)) throw new Error(`unless cycle at rule ${r.id}`);
    const inner = new Set(seen).add(r.id);
    for (const u of r.unless) {
      const ur = this.ruleById.get(u);
      if (this.counts(pos, ur, this.movesNow(pos, ur, inner), this.mode(r))) return [];
    }
    return this.kindMoves(pos, r);
  }

  /** Is stuck rule r blocked: has some (non-auto) rule without `stuck` a move that counts for r? */
  blocked(pos, r) {
    return this.rules.moves.some((o) => !o.stuck && !o.auto && this.counts(pos, o, this.movesNow(pos, o), this.mode(r)));
  }

  /** Do some of rule o's moves count as moves, under the stuck_ignores mode? */
  counts(pos, o, moves, mode) {
    if (!moves.length) return false;
    if (mode !== 'reversible' || o.kind !== 'move') return true;
    return moves.some((m) => !this.reversible(pos, m));
  }

  /** A `move` rule's move that turns no card up and can be played straight back (§9). */
  reversible(pos, m) {
    const src = this.pileByName.get(m.from);
    const dst = this.pileByName.get(m.to);
    if (m.extra.depth) return false;
    const down = pos.piles[src].down;
    const outer = this.inReversibleTest;
    this.inReversibleTest = true;
    pos.begin();
    let back = false;
    try {
      this.make(pos, m);
      if (pos.piles[src].down === down) {
        back = this.rules.moves.some(
          (r) => r.kind === 'move' && this.allowed(pos, r) &&
            this.kindMoves(pos, r).some((b) => b.from === m.to && b.to === m.from && b.count === m.count && !b.extra.depth)
        );
      }
    } finally {
      pos.undo();
      this.inReversibleTest = outer;
    }
    return back;
  }

  /** The first unmade choice without set_by, or null. */
  openChoice(pos) {
    return this.rules.choices.find((ch) => !ch.set_by && !pos.state.has(`choice:${ch.name}`)) || null;
  }

  /** The deal rule whose batch runs, or null. */
  runningBatch(pos) {
    for (const r of this.rules.moves) if (r.kind === 'deal' && r.batch != null && pos.get(`${r.id}.left`) > 0) return r;
    return null;
  }

  /** The legal moves, in the document's order (§9). */
  legalMoves(pos) {
    if (decided(this, pos)) return [];
    const ch = this.openChoice(pos);
    if (ch)
      return ch.options.map(
        (o) => new Move(`choose ${ch.name} ${o}`, null, null, null, null, (p) => p.set(`choice:${ch.name}`, o))
      );
    const batch = this.runningBatch(pos);
    if (batch) return this.kindMoves(pos, batch);
    const plain = new Map();
    for (const r of this.rules.moves) if (!r.auto && !r.stuck) plain.set(r, this.movesNow(pos, r));
    const anyPlain = [...plain.values()].some((ms) => ms.length);
    const all = [];
    for (const r of this.rules.moves) {
      if (r.auto) continue;
      if (!r.stuck) all.push([r, plain.get(r)]);
      else if (this.mode(r) === 'reversible' ? !this.blocked(pos, r) : !anyPlain) all.push([r, this.movesNow(pos, r)]);
    }
    const must = all.filter(([r, ms]) => r.priority === 'must' && ms.length);
    const chosen = must.length ? must : all;
    const out = [];
    const seen = new Set();
    for (const [r, ms] of chosen) {
      for (const m of ms) {
        if (r.kind === 'move' || r.kind === 'draw') {
          const key = `${r.kind} ${m.text}`;
          if (seen.has(key)) continue;
          seen.add(key);
        }
        out.push(m);
      }
    }
    return out;
  }

  /** Make move m with its automatic moves, as one undoable unit. */
  push(pos, m) {
    pos.begin();
    this.make(pos, m);
    pos.history.push(m);
  }

  /** Undo the last move pushed. */
  pop(pos) {
    pos.undo();
    return pos.history.pop();
  }

  /** Make m's effect, then count its use (§9), pass the turn if it ends it (§13), and settle (§11). */
  make(pos, m) {
    const r = m.rule ? this.ruleById.get(m.rule) : null;
    m.effect(pos);
    if (r) this.countUse(pos, r);
    if (r && r.ends_turn) passTurn(this, pos);
    this.settle(pos);
  }

  /** Settle (§11): choices set by cards, phases, automatic moves, until no automatic rule has a move. */
  settle(pos) {
    for (let n = 0; n < 100000; n++) {
      this.setChoices(pos);
      for (const ph of this.rules.phases)
        if (!pos.get(`phase:${ph.name}`) && holds(this, pos, ph.when)) pos.set(`phase:${ph.name}`, true);
      if (decided(this, pos) || this.runningBatch(pos)) return;
      const auto = this.autoMove(pos);
      if (!auto) return;
      auto.move.effect(pos);
      this.countUse(pos, auto.rule);
      if (auto.rule.ends_turn) passTurn(this, pos);
    }
    throw new Error('automatic moves do not end');
  }

  /** Choices with `set_by`: the rank of the zone's first started pile's bottom card picks the option. */
  setChoices(pos) {
    for (const ch of this.rules.choices) {
      if (!ch.set_by || pos.state.has(`choice:${ch.name}`)) continue;
      const first = this.zone(ch.set_by.zone, pos).piles.find((p) => pos.size(p));
      const option = first === undefined ? undefined : ch.set_by.ranks[this.rankText(pos.bottom(first))];
      if (option !== undefined) pos.set(`choice:${ch.name}`, option);
    }
  }

  /** The first move of the first automatic rule that has moves now: {rule, move}, or null. */
  autoMove(pos) {
    for (const r of this.rules.moves) {
      if (!r.auto || (r.stuck && this.blocked(pos, r))) continue;
      const ms = this.movesNow(pos, r);
      if (ms.length) return { rule: r, move: ms[0] };
    }
    return null;
  }

  /** A card's rank text. */
  rankText(c) {
    return RANKS[c % 13];
  }

  /** The legal move with this text (spaces normalised), else MoveError saying why (§14). */
  parseMove(pos, text) {
    const t = String(text).trim().split(/\s+/).join(' ');
    const legal = this.legalMoves(pos);
    const m = legal.find((x) => x.text === t);
    if (m) return m;
    throw new MoveError(this.whyNot(pos, t));
  }

  /** One line saying why a text names no legal move. */
  whyNot(pos, t) {
    if (!t) return 'malformed: empty move';
    const card = /^([a-z][a-z0-9]*)(?:\/(\d+))?>([a-z][a-z0-9]*)(?::(\d+))?$/.exec(t);
    if (card) {
      const [, src, depth, dst, count] = card;
      for (const p of [src, dst]) if (!this.pileByName.has(p)) return `unknown pile ${p}`;
      if (depth === '1') return 'a depth is written only from 2 (/1)';
      if (count === '1') return 'a count is written only from 2 (:1)';
      if (src === dst) return `a move onto its own pile (${src})`;
      return `${t} is not legal now`;
    }
    const word = t.split(' ')[0];
    if (word === 'choose') {
      const [, name, opt] = t.split(' ');
      const ch = this.rules.choices.find((c) => c.name === name);
      if (!ch) return `unknown choice ${name}`;
      if (opt === undefined || !ch.options.includes(opt)) return `unknown option ${opt ?? ''} of choice ${name}`.trim();
      return `${t} is not legal now`;
    }
    if (!/^[a-z][a-z0-9-]*( [a-z0-9/>:-]+)*$/.test(t)) return `malformed move ${t}`;
    if (!this.ruleById.has(word)) return `unknown rule ${word}`;
    const kind = this.ruleById.get(word).kind;
    if (kind === 'move' || kind === 'draw') return `malformed: ${word} moves are written SRC>DST`;
    for (const arg of t.split(' ').slice(1)) {
      const name = arg.split(/[/>]/)[0];
      if (/^[a-z]/.test(name) && !this.pileByName.has(name)) return `unknown pile ${name}`;
      if (/\/1$/.test(arg)) return 'a depth is written only from 2 (/1)';
    }
    return `${t} is not legal now`;
  }

  isWon(pos) {
    return winOf(this, pos) === 'won';
  }

  isOver(pos) {
    return decided(this, pos) || this.legalMoves(pos).length === 0;
  }

  turn(pos) {
    return this.twoPlayers ? pos.get('turn') : null;
  }

  winner(pos) {
    return this.twoPlayers ? firstOut(this, pos) : null;
  }

  piles(pos) {
    return pos.piles.map((p, i) => ({
      name: this.names[i],
      zone: this.pileZone[i].id,
      cards: p.cards.map((c, j) => ({ rank: this.rankText(c), suit: SUITS[suitOf(c)], up: pos.faceUp(i, j) })),
    }));
  }

  positionText(pos) {
    return notation(pos, this.names);
  }

  moveRule(m) {
    return m.rule ? this.ruleById.get(m.rule) : null;
  }
}
