// Search, on top of Material's lunr worker (loaded before Material's bundle, which starts it).
// Both languages share one index; the page's own language ranks first, and a word of five or
// more letters also matches within one edit ("napolean" finds Napoleon).
(() => {
  const { lang, prefixed } = document.currentScript.dataset;
  const langs = prefixed.split(" ");  // languages whose pages live under <lang>/
  const own = location => langs.includes(lang)
    ? location.startsWith(`${lang}/`)
    : !langs.some(l => location.startsWith(`${l}/`));
  const fuzzy = query => query.split(/\s+/)  // "napolean" → "napolean napolean~1"
    .map(term => /^[\p{L}\p{N}]{5,}$/u.test(term) ? `${term} ${term}~1` : term).join(" ");

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
