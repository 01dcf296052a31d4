// Installed before a page's own scripts only when the page is rendered to
// be compared with its HTML (Request.Lookups). It notes the elements the
// page's scripts look up (getElementById, querySelector(All),
// getElementsByClassName) while they hold no text or a short line (a
// loading line), and __renderLookups() names those that still hold no
// text or the same line when the page is read: places the page's scripts
// were after and left as they were, which they may fill on another page
// of the same template (a post's comments, where this post has none).
// Named as fetch's Signals.Slots names an empty place (tag.classes, else
// tag#id, else the tag of a list, table body, main, article or custom
// element), so that the crawler can match them with the HTML's.
(() => {
  if (window !== window.top || Object.prototype.hasOwnProperty.call(window, '__renderLookups')) return;
  const MAX = 200; // elements noted: a page that looks up thousands stays bounded
  const PER_CALL = 20; // of a list a lookup returns
  const SHORT = 40; // characters of a loading line
  // Elements that never hold a script's text: no place left for one.
  const LEAF = new Set(['html', 'head', 'body', 'input', 'img', 'br', 'hr', 'canvas', 'svg', 'video', 'audio',
    'iframe', 'script', 'style', 'link', 'meta', 'template', 'textarea', 'select', 'option', 'button', 'object',
    'embed', 'picture', 'source', 'track', 'area', 'col', 'wbr', 'noscript', 'slot']);
  const seen = new Map(); // element -> its text when first looked up
  const passed = new WeakSet(); // looked up with more than a short line: never a place left
  const text = (e) => (e.textContent || '').trim();
  // short is e's text when it is at most SHORT characters, else null,
  // read no further than that: a script may look up a large element
  // often.
  const short = (e) => {
    const w = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
    let t = '';
    for (let n = w.nextNode(); n; n = w.nextNode()) {
      t += n.data;
      if (t.trim().length > SHORT) return null;
    }
    return t.trim();
  };
  const note = (e) => {
    if (seen.size >= MAX || !(e instanceof Element) || seen.has(e) || passed.has(e) || LEAF.has(e.localName)) return;
    const t = short(e);
    if (t === null) passed.add(e);
    else seen.set(e, t);
  };
  const one = (proto, name) => {
    const orig = proto[name];
    if (typeof orig !== 'function') return;
    proto[name] = function () {
      const r = orig.apply(this, arguments);
      if (r) note(r);
      return r;
    };
  };
  const many = (proto, name) => {
    const orig = proto[name];
    if (typeof orig !== 'function') return;
    proto[name] = function () {
      const r = orig.apply(this, arguments);
      if (seen.size < MAX && r) {
        const n = Math.min(r.length, PER_CALL);
        for (let i = 0; i < n; i++) note(r[i]);
      }
      return r;
    };
  };
  one(Document.prototype, 'getElementById');
  one(DocumentFragment.prototype, 'getElementById');
  one(Document.prototype, 'querySelector');
  one(Element.prototype, 'querySelector');
  one(DocumentFragment.prototype, 'querySelector');
  many(Document.prototype, 'querySelectorAll');
  many(Element.prototype, 'querySelectorAll');
  many(DocumentFragment.prototype, 'querySelectorAll');
  many(Document.prototype, 'getElementsByClassName');
  many(Element.prototype, 'getElementsByClassName');

  const oneDigit = (s) => s.replace(/[0-9]+/g, '0');
  const BARE = new Set(['ul', 'ol', 'dl', 'table', 'tbody', 'main', 'article']);
  const label = (e) => {
    const cls = [...new Set([...e.classList].map(oneDigit))].sort();
    if (cls.length) return e.localName + '.' + cls.slice(0, 4).join('.');
    const id = oneDigit(e.id || '').trim();
    if (id) return e.localName + '#' + id;
    if (BARE.has(e.localName) || e.localName.includes('-')) return e.localName;
    return '';
  };
  Object.defineProperty(window, '__renderLookups', {
    value: () => {
      const out = new Set();
      for (const [e, before] of seen) {
        if (!e.isConnected) continue;
        const now = text(e);
        if (now !== '' && now !== before) continue;
        const l = label(e);
        if (l) out.add(l);
      }
      return [...out].sort();
    },
  });
})();
