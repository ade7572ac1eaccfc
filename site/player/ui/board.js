// The board: the site diagram's arrangement of piles, drawn as SVG with card faces.
// Pure drawing; the player (player.js) decides what the piles hold.

const NS = 'http://www.w3.org/2000/svg';
export const SUIT = { C: '♣', D: '♦', H: '♥', S: '♠' };
const RED = { D: true, H: true };
const DOWN_STEP = 5; // fan offset of a face-down card, diagram units
const UP_STEP = 15; // fan offset of a face-up card
const LABEL = 12; // font size of zone labels
const TIGHT = 0.55; // room below a fanned pile of a figure (circle…), in card heights
const ROOM_STEP = 2 * UP_STEP; // rooms below fanned piles grow by this much at a time

export function el(name, attrs, parent) {
  const e = document.createElementNS(NS, name);
  for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}

// Suit shapes in a 10×10 box: hand-drawn paths, no font needed.
const SHAPES = {
  H: '<path d="M5 9.6C1.6 7 0 5.2 0 3.2 0 1.4 1.3 0 3 0c.9 0 1.6.5 2 1.2C5.4.5 6.1 0 7 0c1.7 0 3 1.4 3 3.2 0 2-1.6 3.8-5 6.4z"/>',
  D: '<path d="M5 0l4 5-4 5-4-5z"/>',
  S: '<path d="M5 0C8 3 10 4.6 10 6.4 10 7.9 8.9 8.8 7.7 8.8c-.9 0-1.6-.4-2.1-1L6.3 10H3.7l.7-2.2c-.5.6-1.2 1-2.1 1C1.1 8.8 0 7.9 0 6.4 0 4.6 2 3 5 0z"/>',
  C: '<circle cx="5" cy="2.7" r="2.5"/><circle cx="2.5" cy="6.3" r="2.5"/><circle cx="7.5" cy="6.3" r="2.5"/><path d="M4.3 5.5h1.4L6.5 10h-3z"/>',
};

export function defs(svg) {
  const d = el('defs', {}, svg);
  let s = '';
  for (const k in SHAPES) s += `<symbol id="pp-suit-${k}" viewBox="0 0 10 10">${SHAPES[k]}</symbol>`;
  d.innerHTML = s;
}

export function cardName(c) {
  return c.rank + SUIT[c.suit];
}

// One card at (x, y) in the given size. Face-up cards carry data-card="10D".
export function drawCard(parent, c, x, y, w, h, index, hooks = true) {
  const g = el('g', { class: c.up ? 'card up' : 'card down', transform: `translate(${x},${y})` }, parent);
  if (hooks) g.setAttribute('data-index', index);
  el('rect', { width: w, height: h, rx: 3.5, class: 'face' }, g);
  if (!c.up) {
    el('rect', { x: 3, y: 3, width: w - 6, height: h - 6, rx: 2, class: 'back' }, g);
    return g;
  }
  if (hooks) g.setAttribute('data-card', c.rank + c.suit);
  g.classList.add(RED[c.suit] ? 'red' : 'black');
  const t = el('text', { x: 3, y: 11.5, class: 'rank' }, g);
  t.textContent = c.rank;
  el('use', { href: `#pp-suit-${c.suit}`, x: w - 11, y: 2.5, width: 8.5, height: 8.5 }, g);
  const big = Math.min(w, h) * 0.5;
  el('use', { href: `#pp-suit-${c.suit}`, x: (w - big) / 2, y: (h - big) / 2 + 2, width: big, height: big }, g);
  return g;
}

// Extent of a fanned pile: how far its top card lies below its bottom card.
export function fanExtent(cards) {
  let e = 0;
  for (let i = 0; i < cards.length - 1; i++) e += cards[i].up ? UP_STEP : DOWN_STEP;
  return e;
}

// Pile positions for this position: the diagram's, with rooms grown below fanned piles.
// `room` maps a fanned pile's name to the room kept below it; it only grows during a deal, so
// the board does not jump with every move. With `flowW`, zones are laid again left to right in
// lines at most that wide (narrow screens), each zone keeping its own arrangement.
export function arrange(layout, piles, room, labelText, flowW, fannedOf = () => false) {
  const W = layout.card.w;
  const H = layout.card.h;
  const step = W + layout.card.gap;
  const maxRoom = 4 * H;
  const zones = (layout.zones || []).map((z) => ({ ...z, fanned: z.fanned ?? fannedOf(z.id), piles: z.piles.slice() }));
  // Piles the layout does not know (a variant's extra zones or piles) go on rows of their own below.
  let extraY = 16 + Math.max(0, ...zones.flatMap((z) => z.piles.map((p) => z.y + p.y + H)));
  const known = new Set();
  zones.forEach((z) => z.piles.forEach((p) => known.add(p.name)));
  const byZone = {};
  for (const p of piles) if (!known.has(p.name)) (byZone[p.zone] = byZone[p.zone] || []).push(p.name);
  for (const zid in byZone) {
    let z = zones.find((q) => q.id === zid);
    if (z) {
      const last = z.piles[z.piles.length - 1];
      byZone[zid].forEach((n, i) => z.piles.push({ name: n, x: last.x + (i + 1) * step, y: last.y }));
    } else {
      z = { id: zid, name: null, x: 10, y: extraY, fanned: fannedOf(zid), piles: [] };
      byZone[zid].forEach((n, i) => z.piles.push({ name: n, x: (i % 16) * step, y: 20 + Math.floor(i / 16) * (H + 8) }));
      zones.push(z);
      extraY += 20 + Math.ceil(byZone[zid].length / 16) * (H + 8) + 12;
    }
  }
  for (const z of zones) z.text = labelText(z);
  if (!flowW && !(layout.zones || []).length) flowW = layout.width || 780; // no diagram: zones flow
  const grown = {};
  // Figures (circles…) whose piles would overlap much are spread out (up to 30% overlap is
  // kept, none over a fan), the zones beside and below them moved over, so every pile can be
  // clicked.
  for (const z of zones) {
    const ys = new Set(z.piles.map((p) => Math.round(p.y)));
    z.tight = z.piles.length > 2 && ys.size > z.piles.length / 2;
    if (!z.tight) continue;
    const tall = H + (z.fanned ? TIGHT * H : 0) + 4;
    let f = 1;
    z.piles.forEach((a, i) => {
      for (const b of z.piles.slice(i + 1)) {
        const dx = Math.abs(a.x - b.x);
        const dy = Math.abs(a.y - b.y);
        f = Math.max(f, Math.min(dx ? (0.7 * W + 4) / dx : Infinity, dy ? (z.fanned ? tall : 0.7 * tall) / dy : Infinity));
      }
    });
    f = Math.min(f, 3);
    if (f <= 1.001) continue;
    const x0 = Math.min(...z.piles.map((p) => p.x));
    const y0 = Math.min(...z.piles.map((p) => p.y));
    const right = Math.max(...z.piles.map((p) => p.x)) + W;
    const bottom = Math.max(...z.piles.map((p) => p.y)) + H;
    z.piles = z.piles.map((p) => ({ ...p, x: x0 + (p.x - x0) * f, y: y0 + (p.y - y0) * f }));
    const dw = Math.max(...z.piles.map((p) => p.x)) + W - right;
    const dh = Math.max(...z.piles.map((p) => p.y)) + H - bottom;
    for (const o of zones) if (o !== z && Math.abs(o.y - z.y) < 0.5 && o.x > z.x) o.x += dw;
    const line = Math.round(z.y);
    grown[line] = Math.max(grown[line] || 0, dh);
  }
  const lines = Object.keys(grown).map(Number);
  for (const o of zones) {
    const y = o.y;
    for (const l of lines) if (y > l + 0.5) o.y += grown[l];
  }
  for (const l of lines) extraY += grown[l];
  if (flowW) {
    const order = zones.slice().sort((a, b) => a.y - b.y || a.x - b.x);
    let x = 10, y = 10, lineH = 0;
    for (const z of order) {
      const w = Math.max(6.6 * z.text.length, ...z.piles.map((p) => p.x + W));
      const h = Math.max(20, ...z.piles.map((p) => p.y + H));
      if (x > 10 && x + w > flowW) [x, y, lineH] = [10, y + lineH + 24, 0];
      z.x = x;
      z.y = y;
      x += w + 20;
      lineH = Math.max(lineH, h);
    }
  }
  const byName = {};
  for (const p of piles) byName[p.name] = p;
  // Grow the rooms; a zone's rows of fanned piles move its lower rows down, and the zones of
  // the lines below by the most any zone of their line grew.
  const rowsOf = new Map();
  for (const z of zones) {
    // A fanned figure (circle…) keeps short fans instead (its figure was spread above).
    if (!z.fanned || z.tight) continue;
    const rows = {};
    for (const p of z.piles) {
      const pile = byName[p.name];
      if (!pile) continue;
      room[p.name] = Math.min(maxRoom, Math.max(room[p.name] || 0, Math.ceil(fanExtent(pile.cards) / ROOM_STEP) * ROOM_STEP));
      const b = Math.round(p.y + H);
      rows[b] = Math.max(rows[b] || 0, room[p.name]);
    }
    rowsOf.set(z, rows);
  }
  const inner = (z, y) => {
    let s = 0;
    const rows = rowsOf.get(z) || {};
    for (const b in rows) if (y > b - H + 0.5) s += rows[b]; // below that row's top
    return s;
  };
  const lineGrowth = {};
  for (const z of zones) {
    const line = Math.round(z.y);
    const g = Object.values(rowsOf.get(z) || {}).reduce((a, b) => a + b, 0);
    lineGrowth[line] = Math.max(lineGrowth[line] || 0, g);
  }
  const lineShift = (y) => {
    let s = 0;
    for (const l in lineGrowth) if (Number(l) < Math.round(y)) s += lineGrowth[l];
    return s;
  };
  const at = {};
  const labels = [];
  for (const z of zones) {
    const dz = lineShift(z.y);
    labels.push({ zone: z, text: z.text, x: z.x, y: z.y + dz });
    const rows = rowsOf.get(z) || {};
    for (const p of z.piles) {
      at[p.name] = {
        x: z.x + p.x,
        y: z.y + p.y + dz + inner(z, p.y),
        fanned: !!z.fanned,
        turned: !!p.turned,
        room: z.tight && z.fanned ? TIGHT * H : rows[Math.round(p.y + H)] || 0,
      };
    }
  }
  // The height of what is drawn (the diagram's own height includes its legend).
  let height = 0;
  for (const n in at) height = Math.max(height, at[n].y + H + at[n].room + 10);
  // Crop the diagram's width to what is drawn (labels estimated at 6.6 units a character).
  let width = 0;
  for (const n in at) width = Math.max(width, at[n].x + W);
  for (const l of labels) width = Math.max(width, l.x + 6.6 * l.text.length);
  return { at, labels, zones, width: Math.ceil(flowW ? Math.min(flowW, width + 10) : width + 10), height };
}

// Where each card of a pile lies, relative to the pile's corner.
export function cardOffsets(cards, fanned, roomH) {
  if (!fanned) return cards.map(() => 0);
  const full = fanExtent(cards);
  const k = full > roomH ? roomH / full : 1;
  const out = [];
  let y = 0;
  for (const c of cards) {
    out.push(y);
    y += (c.up ? UP_STEP : DOWN_STEP) * k;
  }
  return out;
}

export function drawLabel(parent, text, x, y, cls) {
  const t = el('text', { x, y: y + LABEL, class: 'zone-label' + (cls ? ' ' + cls : '') }, parent);
  t.textContent = text;
  return t;
}

// The contents of one pile group: an outline when empty, else its cards (a non-fanned pile shows
// its top card, with a hint of depth and a count).
export function drawPile(g, cards, fanned, roomH, w, h) {
  while (g.firstChild) g.removeChild(g.firstChild);
  el('rect', { width: w, height: h + (fanned ? roomH : 0), class: 'hit' }, g);
  el('rect', { width: w, height: h, rx: 3.5, class: 'slot' }, g);
  if (!cards.length) return;
  const n = cards.length;
  if (fanned) {
    // The cards as drawn, then over them one transparent hook per card covering the part of it
    // that shows (the whole top card): the hooks carry data-card and data-index, so a click (or
    // a test clicking [data-card]) always lands on the card it sees.
    const off = cardOffsets(cards, true, roomH);
    cards.forEach((c, i) => drawCard(g, c, 0, off[i], w, h, i, false).classList.toggle('top', i === n - 1));
    cards.forEach((c, i) => {
      const hook = el('g', { class: 'hook', 'data-index': i }, g);
      if (c.up) hook.setAttribute('data-card', c.rank + c.suit);
      el('rect', { y: off[i], width: w, height: i === n - 1 ? h : Math.max(off[i + 1] - off[i], 0.5) }, hook);
    });
    return;
  }
  if (n > 2) el('rect', { x: 2.4, y: -2.4, width: w, height: h, rx: 3.5, class: 'edge' }, g);
  if (n > 1) el('rect', { x: 1.2, y: -1.2, width: w, height: h, rx: 3.5, class: 'edge' }, g);
  drawCard(g, cards[n - 1], 0, 0, w, h, n - 1).classList.add('top');
  if (n > 1) {
    const t = el('text', { x: w - 2, y: h - 2.5, class: 'count' }, g);
    t.textContent = n;
  }
}
