// Search, on top of Material's lunr worker (loaded before Material's bundle, which starts it).
// Both languages share one index; the page's own language ranks first, and a word of five or
// more letters also matches within one edit ("napolean" finds Napoleon). The index (megabytes,
// parsed, copied to the worker and indexed there) is fetched once the page has loaded and the
// browser is idle: a game page's board is playable first (measured: in about half the time).
(() => {
  const { lang, prefixed } = document.currentScript.dataset;
  const langs = prefixed.split(" ");  // languages whose pages live under <lang>/
  const own = location => langs.includes(lang)
    ? location.startsWith(`${lang}/`)
    : !langs.some(l => location.startsWith(`${l}/`));
  const fuzzy = query => query.split(/\s+/)  // "napolean" → "napolean napolean~1"
    .map(term => /^[\p{L}\p{N}]{5,}$/u.test(term) ? `${term} ${term}~1` : term).join(" ");

  const INDEX = /\/search\/search_index\.json$/;
  const { open, send } = XMLHttpRequest.prototype;  // Material fetches the index by XHR
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    this.deferred = INDEX.test(String(url));
    return open.call(this, method, url, ...rest);
  };
  XMLHttpRequest.prototype.send = function (...body) {
    if (!this.deferred) return send.apply(this, body);
    const go = () => send.apply(this, body);
    const idle = () => window.requestIdleCallback ? requestIdleCallback(go, { timeout: 2000 }) : setTimeout(go);
    if (document.readyState === "complete") idle();
    else addEventListener("load", idle, { once: true });
  };

  const SETUP = 0, QUERY = 2;  // Material's SearchMessageType
  window.Worker = class extends window.Worker {
    constructor(url, options) {
      super(url, options);
      this.search = String(url).includes("/workers/search.");
    }
    postMessage(message, ...rest) {
      if (this.search && message.type === SETUP)
        for (const doc of message.data.docs) doc.boost = own(doc.location) ? 10 : 1;
      if (this.search && message.type === QUERY)
        message = { ...message, data: fuzzy(message.data) };
      super.postMessage(message, ...rest);
    }
  };
})();
