// The playable board of one game page. All legality comes from the engine: the player only
// matches clicks to the engine's legal moves and draws the piles it reports.

import { el, defs, drawPile, drawLabel, arrange, cardName } from './board.js';

const REPLAY_TOTAL_MS = 15000; // a replay lasts about this long, at 80–500 ms a move
const GREEDY_MS = 400;
const MIN_SCALE = 0.8; // px per diagram unit below which zones flow into narrower lines

function h(tag, attrs, parent, text) {
  const e = document.createElement(tag);
  for (const k in attrs || {}) {
    if (attrs[k] === false || attrs[k] === null || attrs[k] === undefined) continue;
    e.setAttribute(k, attrs[k] === true ? '' : attrs[k]);
  }
  if (text !== undefined) e.textContent = text;
  if (parent) parent.appendChild(e);
  return e;
}

const same = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export class Player {
  constructor(root, { data, schema, engine, messages, lang }) {
    this.root = root;
    this.data = data;
    this.schema = schema;
    this.engine = engine;
    this.lang = lang;
    this.msg = messages;
    this.variant = null;
    this.seed = 1;
    this.opponent = 'person';
    this.two = Number(data.players) === 2 || (data.rules && data.rules.players && data.rules.players.count) === 2;
    this.replay = null;
    this.timer = null;
    this.build();
    this.setVariant(null);
  }

  t(key, args) {
    let s = this.msg[key] ?? key;
    for (const k in args || {}) s = s.split(`{${k}}`).join(args[k]);
    return s;
  }

  label(v) {
    if (typeof v === 'string') return v;
    return (v && (v[this.lang] || v.en)) || '';
  }

  // ---- the page furniture -------------------------------------------------------------------
  build() {
    const r = this.root;
    r.textContent = '';
    r.classList.add('pp');
    const bar = h('div', { class: 'player-bar' }, r);
    const seedLabel = h('label', {}, bar, this.t('seed') + ' ');
    this.seedInput = h('input', { type: 'number', min: 0, step: 1, value: 1, 'data-field': 'seed', inputmode: 'numeric' }, seedLabel);
    this.button(bar, 'deal', this.t('deal'), () => this.deal(this.readSeed()));
    this.button(bar, 'new', this.t('new'), () => this.deal(1 + Math.floor(Math.random() * 99999)));
    this.seedInput.addEventListener('keydown', this.guard((e) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        this.deal(this.readSeed());
      }
    }));
    if (this.data.variants && this.data.variants.length) {
      const vl = h('label', {}, bar, this.t('variant') + ' ');
      this.variantSelect = h('select', { 'data-field': 'variant' }, vl);
      h('option', { value: '' }, this.variantSelect, this.t('no_variant'));
      for (const v of this.data.variants) h('option', { value: v.id }, this.variantSelect, this.label(v.label) || v.id);
      this.variantSelect.addEventListener('change', this.guard(() => this.setVariant(this.variantSelect.value || null)));
    }
    this.undoButton = this.button(bar, 'undo', this.t('undo'), () => this.undo());
    this.redoButton = this.button(bar, 'redo', this.t('redo'), () => this.redo());
    if (this.two) {
      const ol = h('label', {}, bar, this.t('opponent') + ' ');
      const sel = h('select', { 'data-field': 'opponent' }, ol);
      h('option', { value: 'person' }, sel, this.t('opponent_person'));
      h('option', { value: 'greedy' }, sel, this.t('opponent_greedy'));
      sel.addEventListener('change', this.guard(() => {
        this.opponent = sel.value;
        this.afterMove();
      }));
      this.turnLine = h('p', { class: 'player-turn', 'aria-live': 'polite' }, r);
    }
    this.boardBox = h('div', { class: 'player-board' }, r);
    this.svg = el('svg', { role: 'group', 'aria-label': this.t('board', { title: this.label(this.data.title) }) }, this.boardBox);
    this.svg.addEventListener('click', this.guard(this.onBoardClick));
    if (window.ResizeObserver) {
      new ResizeObserver(() => {
        if (this.pileEls && Math.abs(this.boardBox.clientWidth - this.boxWidth) > 4) this.guard(this.render)();
      }).observe(this.boardBox);
    }
    this.svg.addEventListener('keydown', this.guard(this.onBoardKey));
    this.choiceBox = h('div', { class: 'player-choice', hidden: true }, r);
    this.actions = h('div', { class: 'player-actions' }, r);
    this.status = h('p', { class: 'player-status', role: 'status', 'aria-live': 'polite' }, r);
    this.win = h('p', { class: 'player-win', hidden: true }, r);
    this.ruleLine = h('p', { class: 'player-rule' }, r);
    this.replayBox = h('div', { class: 'player-replay' }, r);
    const log = h('div', { class: 'player-log' }, r);
    h('p', { class: 'player-log-title' }, log, this.t('moves'));
    this.moveList = h('ol', { class: 'player-moves' }, log);
    h('p', { class: 'player-keys' }, r, this.t('keys'));
    document.addEventListener('keydown', this.guard(this.onKey));
  }

  button(parent, action, text, fn, attrs) {
    const b = h('button', { type: 'button', 'data-action': action, ...(attrs || {}) }, parent, text);
    b.addEventListener('click', this.guard(fn));
    return b;
  }

  // Event handlers report a failure in the status line instead of throwing.
  guard(fn) {
    return (...args) => {
      try {
        return fn.apply(this, args);
      } catch (e) {
        this.stopTimer();
        this.say(this.t('failed', { message: (e && e.message) || String(e) }), 'error');
      }
    };
  }

  readSeed() {
    const n = parseInt(this.seedInput.value, 10);
    return Number.isFinite(n) && n >= 0 ? n : 1;
  }

  say(text, kind) {
    this.status.textContent = text;
    this.status.dataset.kind = kind || 'info';
  }

  // ---- rules, deals ---------------------------------------------------------------------------
  setVariant(id) {
    const { loadRules, Game } = this.engine;
    this.variant = id;
    this.rules = loadRules(this.data.rules, this.schema, id ? [id] : []);
    this.game = new Game(this.rules);
    this.zoneSpec = {};
    for (const z of this.rules.zones || this.data.rules.zones) this.zoneSpec[z.id] = z;
    const layouts = this.data.layouts || {};
    this.layout = (id && layouts[id]) || this.data.layout || { width: 780, height: 0, zones: [] };
    this.layout = { ...this.layout, card: { w: 38, h: 54, gap: 8, ...(this.layout.card || {}) } };
    this.buildReplayButtons();
    this.deal(this.seed);
  }

  deal(seed, order = null) {
    this.stopTimer();
    this.replay = null;
    this.seed = seed;
    this.seedInput.value = seed;
    this.pos = this.game.deal(seed, order);
    this.history = [];
    this.redoStack = [];
    this.selection = null;
    this.room = {};
    this.pileEls = null;
    this.moveList.textContent = '';
    this.ruleLine.textContent = '';
    this.closeChoice();
    this.say(this.t('ready', { seed }));
    this.render();
    this.afterMove();
  }

  // ---- drawing --------------------------------------------------------------------------------
  render() {
    // A stock is the pack in hand: shown face down, whatever the position notation says.
    const piles = this.game.piles(this.pos).map((p) =>
      (this.zoneSpec[p.zone] || {}).role === 'stock' ? { ...p, cards: p.cards.map((c) => ({ ...c, up: false })) } : p);
    this.piles = piles;
    this.pileByName = {};
    for (const p of piles) this.pileByName[p.name] = p;
    this.legal = this.game.legalMoves(this.pos);
    this.over = this.legal.length === 0;
    const text = (z) => {
      const name = this.label(z.name || (this.zoneSpec[z.id] || {}).name);
      return name ? `${name} (${z.id})` : z.id;
    };
    // A zone the layout does not say is fanned or not: as the rule set says, tableaux (not in a
    // grid) fanned.
    const fanned = (id) => {
      const z = this.zoneSpec[id] || {};
      return !!(z.fanned || (z.role === 'tableau' && !z.grid));
    };
    let geo = arrange(this.layout, piles, this.room, text, null, fanned);
    // On a narrow screen, lay the zones in narrower lines rather than shrink the cards too far.
    const cw = this.boardBox.clientWidth - 8;
    this.boxWidth = this.boardBox.clientWidth;
    if (cw > 0 && cw / geo.width < MIN_SCALE) geo = arrange(this.layout, piles, this.room, text, cw / MIN_SCALE, fanned);
    const { w, h: ch } = this.layout.card;
    const svg = this.svg;
    if (!this.pileEls) {
      while (svg.firstChild) svg.removeChild(svg.firstChild);
      defs(svg);
      this.labelLayer = el('g', { class: 'labels', 'aria-hidden': 'true' }, svg);
      this.pileEls = {};
      for (const p of piles) {
        const g = el('g', { class: 'pile', 'data-pile': p.name, tabindex: 0, role: 'button' }, svg);
        this.pileEls[p.name] = g;
      }
    }
    while (this.labelLayer.firstChild) this.labelLayer.removeChild(this.labelLayer.firstChild);
    const me = this.two ? (this.game.turn(this.pos) === 1 ? 'B' : 'A') : null;
    for (const l of geo.labels) drawLabel(this.labelLayer, l.text, l.x, l.y, me && (this.zoneSpec[l.zone.id] || {}).owner === me ? 'on-turn' : '');
    const targets = this.targets();
    for (const p of piles) {
      const g = this.pileEls[p.name];
      const a = geo.at[p.name];
      // A crosswise card (The Carpet's) lies turned a quarter about its centre.
      g.setAttribute('transform', `translate(${a.x},${a.y})` + (a.turned ? ` rotate(90 ${w / 2} ${ch / 2})` : ''));
      drawPile(g, p.cards, a.fanned, a.room, w, ch);
      g.setAttribute('aria-label', this.pileText(p));
      g.classList.toggle('sel', !!this.selection && this.selection.piles.includes(p.name));
      g.classList.toggle('tgt', targets.has(p.name));
      g.setAttribute('aria-pressed', this.selection && this.selection.piles.includes(p.name) ? 'true' : 'false');
    }
    svg.setAttribute('viewBox', `0 0 ${geo.width} ${Math.ceil(geo.height)}`);
    this.boardBox.style.maxWidth = Math.round(geo.width * 1.35) + 'px';
    this.renderControls();
  }

  pileText(p) {
    const n = p.cards.length;
    const count = n === 0 ? this.t('cards_0') : n === 1 ? this.t('cards_1') : this.t('cards_n', { n });
    let s = this.t('pile_label', { pile: p.name, count });
    if (n) {
      const top = p.cards[n - 1];
      s += ', ' + (top.up ? this.t('top', { card: cardName(top) }) : this.t('top_down'));
    }
    return s;
  }

  renderControls() {
    // moves that name no pile
    this.actions.textContent = '';
    for (const m of this.legal) {
      if (this.movePiles(m).length && this.textPiles(m).length) continue;
      if (!this.actions.firstChild) h('span', { class: 'player-actions-label' }, this.actions, this.t('other_moves'));
      const b = this.button(this.actions, 'move', m.text, () => this.userMove(m), { 'data-move': m.text });
      b.classList.add('move');
    }
    this.undoButton.disabled = !this.history.length;
    this.redoButton.disabled = !(this.replay ? this.replay.i < this.replay.cert.moves.length : this.redoStack.length);
    // result
    const over = this.over;
    let result = null;
    const won = over && this.game.isWon(this.pos);
    if (won) {
      if (this.two) {
        // Only a first-out win has one winner; any other win kind is won by both together.
        const w = (this.rules.win || {}).kind === 'first-out' ? this.game.winner(this.pos) : 'both';
        const who = w === 0 || w === 'A' ? 'A' : w === 1 || w === 'B' ? 'B' : null;
        result = who ? this.t('won_by', { player: this.t('player_' + who) }) : this.t('won_both');
      } else result = this.t('won');
    } else if (over && this.two) result = this.t('undecided');
    this.win.hidden = !result;
    this.win.textContent = result || '';
    this.win.dataset.result = result ? (won ? 'won' : 'undecided') : '';
    if (!result && over && !this.two) this.say(this.t('lost'), 'over');
    if (this.turnLine) {
      const turn = this.game.turn(this.pos);
      this.turnLine.textContent = over ? '' : this.t('to_play', { player: this.t('player_' + (turn === 1 ? 'B' : 'A')) });
      this.turnLine.dataset.turn = turn === 1 ? 'B' : 'A';
    }
    this.renderReplay();
  }

  // ---- move list and rule links -----------------------------------------------------------------
  ruleRef(ruleId) {
    const frag = document.createDocumentFragment();
    if (!ruleId) {
      frag.append(this.t('rule_choice'));
      return frag;
    }
    const ref = (this.data.rules_on_page || {})[ruleId];
    if (ref && ref.anchor) {
      const a = h('a', { href: '#' + ref.anchor, class: 'rule-link' }, frag, ruleId);
      a.dataset.rule = ruleId;
    } else frag.append(ruleId);
    const ev = (ref && ref.evidence) || [];
    if (ev.length) {
      frag.append(` (${this.t('book_text')}: `);
      ev.forEach((id, i) => {
        if (i) frag.append(', ');
        h('a', { href: '#' + id, class: 'evidence-link' }, frag, String(i + 1));
      });
      frag.append(')');
    }
    return frag;
  }

  logMove(entry) {
    const li = h('li', { 'data-move': entry.text }, this.moveList);
    if (this.two) h('span', { class: 'who' }, li, this.t('player_' + entry.player) + ': ');
    h('code', {}, li, entry.text);
    li.append(' ');
    const r = h('span', { class: 'why' }, li);
    r.append(this.ruleRef(entry.rule));
    this.moveList.scrollTop = this.moveList.scrollHeight;
  }

  showRule(entry) {
    this.ruleLine.textContent = '';
    if (!entry) return;
    this.ruleLine.append(`${this.t('rule')}: `);
    this.ruleLine.append(this.ruleRef(entry.rule));
    this.ruleLine.dataset.move = entry.text;
  }

  // ---- making moves -----------------------------------------------------------------------------
  push(move, keepRedo) {
    const turn = this.game.turn(this.pos);
    const rule = move.rule !== undefined ? move.rule : null;
    const entry = { text: move.text, rule, player: turn === 1 ? 'B' : 'A' };
    this.game.push(this.pos, move);
    this.history.push(entry);
    if (!keepRedo) this.redoStack = [];
    this.logMove(entry);
    this.showRule(entry);
    return entry;
  }

  userMove(move) {
    this.endReplay();
    this.selection = null;
    this.closeChoice();
    // Making the move that redo would make keeps the rest of the redo list.
    const top = this.redoStack[this.redoStack.length - 1];
    const keep = top && top.text === move.text;
    if (keep) this.redoStack.pop();
    const entry = this.push(move, keep);
    this.say(this.t('made', { move: entry.text }));
    this.render();
    this.afterMove();
  }

  undo() {
    if (this.replay) return this.replayBack();
    this.stopTimer();
    if (!this.history.length) return this.say(this.t('nothing_to_undo'));
    this.selection = null;
    this.closeChoice();
    do {
      this.game.pop(this.pos);
      this.redoStack.push(this.history.pop());
      this.moveList.lastElementChild?.remove();
    } while (this.greedyOn() && this.history.length && this.game.turn(this.pos) === 1);
    this.showRule(this.history[this.history.length - 1]);
    this.say(this.t('undone', { move: this.redoStack[this.redoStack.length - 1].text }));
    this.render();
  }

  redo() {
    if (this.replay) return this.replayStep();
    this.stopTimer();
    if (!this.redoStack.length) return this.say(this.t('nothing_to_redo'));
    this.selection = null;
    this.closeChoice();
    do {
      const entry = this.redoStack.pop();
      let move;
      try {
        move = this.game.parseMove(this.pos, entry.text);
      } catch (e) {
        this.redoStack = [];
        this.say(this.t('not_allowed', { what: e.message }), 'refused');
        break;
      }
      this.push(move, true);
    } while (this.greedyOn() && this.redoStack.length && this.game.turn(this.pos) === 1);
    this.say(this.t('redone', { move: this.history[this.history.length - 1].text }));
    this.render();
    this.afterMove();
  }

  greedyOn() {
    return this.two && this.opponent === 'greedy' && !this.replay;
  }

  afterMove() {
    if (!this.greedyOn() || this.timer || this.over) return;
    if (this.game.turn(this.pos) !== 1 || this.redoStack.length) return;
    this.timer = setTimeout(this.guard(() => {
      this.timer = null;
      if (!this.greedyOn() || this.over || this.game.turn(this.pos) !== 1) return;
      const m = this.greedy();
      if (!m) return;
      this.push(m);
      this.say(`${this.t('player_B')}: ${m.text}`);
      this.render();
      this.afterMove();
    }), GREEDY_MS);
  }

  // The reference `greedy` policy: onto a foundation, else onto the opponent's piles, else onto
  // its own talon, else the first legal move.
  greedy() {
    const moves = this.legal;
    if (!moves.length) return null;
    const me = this.game.turn(this.pos) === 1 ? 'B' : 'A';
    const cls = (m) => {
      const rule = m.rule ? this.game.moveRule(m) : null;
      const kind = rule && rule.kind;
      if (!m.to || !['move', 'draw', 'deal'].includes(kind)) return 3;
      const pile = this.pileByName[m.to];
      const z = pile && this.zoneSpec[pile.zone];
      if (!z) return 3;
      if (z.role === 'foundation') return 0;
      if (z.owner && z.owner !== me) return 1;
      if (z.owner === me && z.role === 'talon') return 2;
      return 3;
    };
    let best = moves[0];
    let bc = cls(best);
    for (const m of moves) {
      const c = cls(m);
      if (c < bc) [best, bc] = [m, c];
    }
    return best;
  }

  stopTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  // ---- click to move --------------------------------------------------------------------------
  // The piles a move names, in click order: source then target; for moves without from/to, the
  // pile names its text lists (e.g. "pair t1 t3").
  movePiles(m) {
    if (m._piles) return m._piles;
    let ps = [m.from, m.to].filter(Boolean);
    if (!ps.length) ps = this.textPiles(m);
    Object.defineProperty(m, '_piles', { value: [...new Set(ps)], enumerable: false });
    return m._piles;
  }

  // The pile names a move's text lists.
  textPiles(m) {
    return m.text.split(/[\s>:/]+/).filter((w) => this.pileByName[w]);
  }

  ordered(m) {
    return !!(m.from && m.to);
  }

  // Moves that match the piles picked so far exactly, and moves that need more piles.
  candidates(picked) {
    const exact = [];
    const more = [];
    for (const m of this.legal) {
      const ps = this.movePiles(m);
      if (!ps.length) continue;
      const ok = this.ordered(m) ? picked.every((p, i) => ps[i] === p) : picked.every((p) => ps.includes(p));
      if (!ok) continue;
      (ps.length === picked.length ? exact : more).push(m);
    }
    return { exact, more };
  }

  targets() {
    const out = new Set();
    if (!this.selection) return out;
    for (const m of this.candidates(this.selection.piles).more) {
      for (const p of this.movePiles(m)) if (!this.selection.piles.includes(p)) out.add(p);
    }
    return out;
  }

  onBoardClick(e) {
    const g = e.target.closest('[data-pile]');
    if (!g) return;
    const c = e.target.closest('[data-index]');
    this.pick(g.dataset.pile, c ? Number(c.dataset.index) : null);
  }

  onBoardKey(e) {
    const g = e.target.closest && e.target.closest('[data-pile]');
    if (!g) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.pick(g.dataset.pile, null);
    }
  }

  onKey(e) {
    const tag = (e.target.tagName || '').toLowerCase();
    if (e.key === 'Escape') {
      if (this.selection || !this.choiceBox.hidden) {
        this.selection = null;
        this.closeChoice();
        this.say(this.t('cancelled'));
        this.render();
      }
      return;
    }
    if (tag === 'input' || tag === 'select' || tag === 'textarea' || e.target.isContentEditable || e.altKey) return;
    const k = e.key.toLowerCase();
    const ctrl = e.ctrlKey || e.metaKey;
    if ((k === 'u' && !ctrl && !e.altKey) || (ctrl && k === 'z' && !e.shiftKey)) {
      e.preventDefault();
      this.undo();
    } else if ((k === 'r' && !ctrl && !e.altKey) || (ctrl && (k === 'y' || (k === 'z' && e.shiftKey)))) {
      e.preventDefault();
      this.redo();
    }
  }

  pick(name, index) {
    if (this.over) return;
    if (this.replay) this.endReplay();
    this.closeChoice();
    const sel = this.selection;
    if (sel && sel.piles[sel.piles.length - 1] === name) {
      // a second click on the same pile: its own moves, or cancel
      const { exact } = this.candidates(sel.piles);
      this.selection = null;
      if (exact.length) return this.decide(exact, sel, name);
      this.say(this.t('cancelled'));
      return this.render();
    }
    const picked = sel ? [...sel.piles, name] : [name];
    const { exact, more } = this.candidates(picked);
    if (!sel) {
      if (more.length) {
        this.selection = { piles: picked, index };
        this.say(this.t('picked', { pile: name }));
        return this.render();
      }
      if (exact.length) return this.decide(exact, { piles: picked, index }, name);
      // A card dealt onto the clicked pile (e.g. filling a space from the pack): no source to pick.
      const dealt = this.legal.filter((m) => m.to === name && m.from !== name && (this.game.moveRule(m) || {}).kind === 'deal');
      if (dealt.length) return this.decide(dealt, { piles: [name], index: null }, name);
      this.say(this.t('not_allowed', { what: this.t('no_move_from', { pile: name }) }), 'refused');
      return this.flash(name);
    }
    if (exact.length) {
      this.selection = null;
      return this.decide(exact, sel, name);
    }
    if (more.length) {
      this.selection = { piles: picked, index: sel.index };
      this.say(this.t('picked', { pile: picked.join(' + ') }));
      return this.render();
    }
    this.selection = null;
    this.say(this.t('not_allowed', { what: picked.join(' → ') }), 'refused');
    this.render();
    this.flash(name);
  }

  // Several moves fit the clicks (e.g. different counts): the one with the clicked card, else ask.
  decide(moves, sel, name) {
    if (moves.length > 1 && sel.index !== null && sel.index !== undefined) {
      const src = this.pileByName[sel.piles[0]];
      const count = src ? src.cards.length - sel.index : 0;
      const fit = moves.filter((m) => m.count === count);
      if (fit.length === 1) return this.userMove(fit[0]);
      const depth = moves.filter((m) => {
        const d = /\/(\d+)/.exec(m.text);
        return (d ? Number(d[1]) : 1) === count;
      });
      if (depth.length === 1) return this.userMove(depth[0]);
    }
    if (moves.length === 1) return this.userMove(moves[0]);
    this.render();
    this.offerChoice(moves, name);
  }

  offerChoice(moves, name) {
    const box = this.choiceBox;
    box.textContent = '';
    h('span', {}, box, this.t('choose') + ' ');
    for (const m of moves) this.button(box, 'choose', m.text, () => this.userMove(m), { 'data-move': m.text }).classList.add('move');
    this.button(box, 'cancel', this.t('cancel'), () => {
      this.closeChoice();
      this.say(this.t('cancelled'));
      this.pileEls[name]?.focus();
    });
    box.hidden = false;
    this.say(this.t('choose'));
    box.querySelector('button')?.focus();
  }

  closeChoice() {
    this.choiceBox.hidden = true;
    this.choiceBox.textContent = '';
  }

  flash(name) {
    const g = this.pileEls && this.pileEls[name];
    if (!g) return;
    g.classList.remove('refused');
    void g.getBBox?.();
    g.classList.add('refused');
    setTimeout(() => g.classList.remove('refused'), 600);
  }

  // ---- replays of the certificates --------------------------------------------------------------
  certs() {
    return (this.data.certificates || []).filter((c) => same(c.variant, this.variant) || same(c.variant, this.variant ? [this.variant] : null));
  }

  buildReplayButtons() {
    this.replayBox.textContent = '';
    this.replayStart = h('div', { class: 'player-replay-start' }, this.replayBox);
    for (const c of this.certs()) {
      const label = c.order ? this.t('replay_arranged') : this.t('replay', { seed: c.seed });
      this.button(this.replayStart, 'replay', label, () => this.startReplay(c), { 'data-seed': c.seed });
    }
    this.replayBar = h('div', { class: 'player-replay-bar', hidden: true }, this.replayBox);
    const bar = this.replayBar;
    this.button(bar, 'back', '◀ ' + this.t('back'), () => this.replayBack());
    this.playButton = this.button(bar, 'play', '▶ ' + this.t('play'), () => this.replayPlay());
    this.pauseButton = this.button(bar, 'pause', '‖ ' + this.t('pause'), () => this.replayPause());
    this.button(bar, 'step', this.t('step') + ' ▶', () => this.replayStep());
    this.button(bar, 'stop', this.t('stop'), () => {
      this.endReplay();
      this.render();
      this.afterMove();
    });
    this.replayInfo = h('span', { class: 'player-replay-info' }, bar);
  }

  /** The replay's line: which deal, and how far. */
  replaying(cert, n) {
    return this.t(cert.order ? 'replaying_arranged' : 'replaying', { seed: cert.seed, n, total: cert.moves.length });
  }

  startReplay(cert) {
    this.deal(cert.seed, cert.order || null);
    this.replay = { cert, i: 0 };
    this.say(this.replaying(cert, 0));
    this.render();
    this.replayPlay();
  }

  replayStep() {
    const r = this.replay;
    if (!r) return;
    if (r.i >= r.cert.moves.length) return this.replayPause();
    let move;
    try {
      move = this.game.parseMove(this.pos, r.cert.moves[r.i]);
    } catch (e) {
      this.replayPause();
      this.say(this.t('not_allowed', { what: `${r.cert.moves[r.i]}: ${e.message}` }), 'refused');
      return;
    }
    this.push(move, true);
    r.i++;
    this.say(this.replaying(r.cert, r.i));
    if (r.i >= r.cert.moves.length) this.replayPause();
    this.render();
  }

  replayBack() {
    const r = this.replay;
    if (!r || !r.i) return;
    this.replayPause();
    this.game.pop(this.pos);
    this.history.pop();
    this.moveList.lastElementChild?.remove();
    r.i--;
    this.showRule(this.history[this.history.length - 1]);
    this.say(this.replaying(r.cert, r.i));
    this.render();
  }

  replayPlay() {
    const r = this.replay;
    if (!r) return;
    this.stopTimer();
    if (r.i >= r.cert.moves.length) return;
    const tick = this.guard(() => {
      this.timer = null;
      if (!this.replay) return;
      this.replayStep();
      if (this.replay && this.replay.i < this.replay.cert.moves.length && this.replay.playing) this.timer = setTimeout(tick, this.replay.ms);
    });
    r.playing = true;
    const ms = Math.max(80, Math.min(500, REPLAY_TOTAL_MS / r.cert.moves.length));
    r.ms = ms;
    this.timer = setTimeout(tick, ms);
    this.renderReplay();
  }

  replayPause() {
    if (this.replay) this.replay.playing = false;
    this.stopTimer();
    this.renderReplay();
  }

  endReplay() {
    if (!this.replay) return;
    this.stopTimer();
    this.replay = null;
    this.redoStack = [];
  }

  renderReplay() {
    if (!this.replayBar) return;
    const r = this.replay;
    this.replayBar.hidden = !r;
    if (!r) return;
    this.playButton.disabled = !!r.playing || r.i >= r.cert.moves.length;
    this.pauseButton.disabled = !r.playing;
    this.replayInfo.textContent = `${r.i} / ${r.cert.moves.length}`;
  }
}
