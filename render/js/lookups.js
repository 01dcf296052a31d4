// Installed before a page's own scripts only when the page is rendered to
// be compared with its HTML (Request.Lookups), after quiet.js and
// hooks.js and before compare.js, each of which keeps the browser's own
// lookups for itself. It notes
// the elements the page's scripts look up (getElementById,
// querySelector(All), getElementsByClassName) while they hold no text or
// a short line (a loading line), and __renderLookups() names those that
// still hold no text or the same line, and nothing an image, a frame or a
// canvas put there: places the page's scripts were after and left as they
// were, which they may fill on another page of the same template (a
// post's comments, where this post has none). A place is named when it is
// first looked up (a class a script adds later does not rename it), as
// fetch's Signals.Slots names an empty place (tag.classes, else tag#id,
// else the tag of a list, table body, main, article or custom element,
// without the data-* names the crawler adds), so that the crawler can
// match them with the HTML's. Nothing here may
// throw into the page's own calls.
(() => {
  if (window !== window.top || Object.prototype.hasOwnProperty.call(window, '__renderLookups')) return;
  const MAX = 200; // places noted: a page that looks up thousands stays bounded
  const PER_CALL = 20; // of a list a lookup returns
  const SHORT = 40; // characters of a loading line
  // Elements that never hold a script's text: no place left for one.
  const LEAF = new Set(['html', 'head', 'body', 'input', 'img', 'br', 'hr', 'canvas', 'svg', 'video', 'audio',
    'iframe', 'frame', 'frameset', 'script', 'style', 'link', 'meta', 'template', 'textarea', 'select', 'option',
    'button', 'object', 'embed', 'picture', 'source', 'track', 'area', 'col', 'wbr', 'noscript', 'slot']);
  // What fills a place without text.
  const MEDIA = 'img, picture, svg, canvas, video, audio, iframe, object, embed';
  const elQS = Element.prototype.querySelector; // the browser's own, for our reads
  const BARE = new Set(['ul', 'ol', 'dl', 'table', 'tbody', 'main', 'article']);
  const oneDigit = (s) => s.replace(/[0-9]+/g, '0');
  const label = (e) => {
    const cls = [...new Set([...e.classList].map(oneDigit))].sort();
    if (cls.length) return e.localName + '.' + cls.slice(0, 4).join('.');
    const id = oneDigit(e.getAttribute('id') || '').trim();
    if (id) return e.localName + '#' + id;
    if (BARE.has(e.localName) || e.localName.includes('-')) return e.localName;
    return '';
  };
  // short is e's text when it is at most SHORT characters, else null,
  // read no further than that: a script may look up a large element
  // often, and a place filled since may hold a whole app.
  const short = (e) => {
    const w = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
    let t = '';
    for (let n = w.nextNode(); n; n = w.nextNode()) {
      t += n.data;
      if (t.trim().length > SHORT) return null;
    }
    return t.trim();
  };
  const media = (e) => elQS.call(e, MEDIA) !== null;
  const seen = new Map(); // element -> {name, text, media} when first looked up
  const passed = new WeakSet(); // looked up and no place: never looked at again
  const note = (e) => {
    try {
      if (seen.size >= MAX || !(e instanceof Element) || seen.has(e) || passed.has(e)) return;
      const t = LEAF.has(e.localName) ? null : short(e);
      const name = t === null ? '' : label(e);
      if (name === '') passed.add(e);
      else seen.set(e, { name, text: t, media: media(e) });
    } catch (err) { /* a page's lookup must not fail for ours */ }
  };
  const one = (proto, fn) => {
    const orig = proto[fn];
    if (typeof orig !== 'function') return;
    proto[fn] = function () {
      const r = orig.apply(this, arguments);
      if (r) note(r);
      return r;
    };
  };
  const many = (proto, fn) => {
    const orig = proto[fn];
    if (typeof orig !== 'function') return;
    proto[fn] = function () {
      const r = orig.apply(this, arguments);
      if (r && seen.size < MAX) {
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

  Object.defineProperty(window, '__renderLookups', {
    value: () => {
      const out = new Set();
      for (const [e, was] of seen) {
        try {
          if (!e.isConnected) continue;
          const now = short(e);
          if (now === null || (now !== '' && now !== was.text) || (!was.media && media(e))) continue;
          out.add(was.name);
        } catch (err) { /* an element we cannot read is no place left */ }
      }
      return [...out].sort();
    },
  });
})();
