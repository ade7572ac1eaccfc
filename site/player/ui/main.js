// Entry point: finds the page's <div class="patience-player" data-rules="ID" data-lang="en|nl">
// and builds a playable board in it. Data come from ../data/ next to this module.

const here = import.meta.url;

async function json(path) {
  const res = await fetch(new URL(path, here));
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

async function start(root) {
  const lang = root.dataset.lang === 'nl' ? 'nl' : 'en';
  const id = root.dataset.rules;
  // Everything is fetched at once; without its messages the board still works (keys as text).
  const allMessages = json('./messages.json').catch(() => ({}));
  const loads = Promise.all([
    import('./player.js'),
    import('../engine/index.js'),
    json(`../data/${encodeURIComponent(id)}.json`),
    json('../data/schema.json'),
  ]);
  loads.catch(() => {}); // handled below, after the messages
  let messages = {};
  try {
    messages = (await allMessages)[lang] || {};
    root.textContent = messages.loading || '…';
    const [{ Player }, engine, data, schema] = await loads;
    root.player = new Player(root, { data, schema, engine, messages, lang });
    root.dataset.ready = '1';
    performance.mark('patience-player-ready'); // the page's own clock: navigation start to a playable board
  } catch (e) {
    root.dataset.ready = '0';
    root.dataset.error = String((e && e.message) || e);
    const p = document.createElement('p');
    p.className = 'player-status';
    p.setAttribute('role', 'status');
    p.textContent = (messages.error || 'The player could not start: {message}').replace('{message}', root.dataset.error);
    root.textContent = '';
    root.appendChild(p);
  }
}

for (const root of document.querySelectorAll('.patience-player[data-rules]')) start(root);
