// Installed before a page's own scripts only when the page is rendered to
// be compared with its HTML (Request.Fetches), after the other scripts of
// ours (lookups.js last), so that what it wraps is what the page's
// scripts call and not what ours read with. __renderCompare() tells:
//  - removed: the characters of text the page's scripts took out of its
//    body (nodes removed, text changed) once some data they fetched had
//    come (fetch, XHR): a page whose scripts drew again, from that data,
//    what its server drew (a list replaced by the same list, fetched for
//    this page), not one whose scripts left its text alone or rearranged
//    it as it loaded (tabs made of a table);
//  - missed: the places the page's scripts looked for and did not find,
//    as #id or .class (getElementById, getElementsByClassName, and
//    querySelector(All) of such a selector, alone or after a tag name),
//    or as the selector they asked for (time[datetime], a tag name; plain
//    ones only: no function, at most one combinator), or as the data
//    attribute they read and did not find on the root, the body or an
//    element with an id (body[data-module]): a site-wide script that
//    fills #products where a page has one does nothing on a page
//    without, and another page of the same scripts that has one is not
//    like it. A place the page has by the time it is read is not one it
//    missed. The selectors come first, then the attributes, each sorted,
//    at most 16 of each;
//  - read: the data attributes of such places that the page's scripts
//    read and found, as body[data-isbn], and of the page's first <main>
//    or only <article>, as main[data-instruments], and the attributes of custom
//    elements, as bg-copies[isbn], and the content of meta tags, as
//    meta[name="treatment-code"][content], and the values HTML gives
//    elements for scripts (time.met[datetime], data[value],
//    #season[value]): the value a page's script looks its own entry up
//    by, in data it fetched, is a name of the page;
//  - rewrote: the elements whose text the page's scripts wrote again and
//    left as it was, as a plain selector (tag#id, tag.class, else
//    tag[attribute="value"] for a value of one short word, else
//    tag[attribute], else the tag): a script that writes every
//    time[datetime] out in long form changes nothing on a page whose
//    dates are in long form already, and may change a page whose dates
//    are not. At most 16, sorted;
//  - clock: the browser's time of day as it tells, its own and UTC's,
//    in seconds since midnight: a clock a script keeps on the page shows
//    it, and shows another time on each render (see the crawler's
//    clockless).
// Nothing here may throw into the page's own calls.
(() => {
  if (window !== window.top || Object.prototype.hasOwnProperty.call(window, '__renderCompare')) return;
  const CAP = 1 << 20; // characters counted at most
  const MISSED = 16; // places noted at most
  let removed = 0;
  let arrived = false; // some data the page's scripts fetched has come
  const missed = new Set();
  // Data attributes read, not found (unread) and found (read), noted
  // apart from the selectors: a library reads a dozen of its own on the
  // body (htmx's data-hx-*), and must not crowd out the page's lookups.
  const unread = new Set();
  const read = new Set();
  const came = () => { arrived = true; };
  try {
    if (window.fetch) {
      const oFetch = window.fetch;
      window.fetch = function () {
        const p = oFetch.apply(this, arguments);
        try { p.then(came, () => {}); } catch (err) { /* not a promise: nothing to follow */ }
        return p;
      };
    }
    if (window.XMLHttpRequest) {
      const oSend = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function () {
        try { this.addEventListener('load', came, { once: true }); } catch (err) { /* unfollowed */ }
        return oSend.apply(this, arguments);
      };
    }
  } catch (err) { /* the page's own calls stand */ }

  // A selector noted when it finds nothing: #id or .class, after a tag
  // name or alone, as that place; any other (a tag and an attribute, a
  // descendant) as it is written, if short, for the crawler to ask the
  // HTML of another page with: a script that dates every time[datetime]
  // does nothing on a page without one.
  const SIMPLE = /^[a-z0-9-]*([#.][A-Za-z_][\w-]*)$/;
  const LONG = 120; // characters of a selector noted at most
  // plain: a selector of compounds without functions (:not(), :has()),
  // each of its groups at most two compounds (time[datetime], main >
  // .deep): one the crawler can ask of another page's markup at little
  // cost (crawl's places).
  const plain = (s) => {
    const t = s.replace(/"[^"]*"|'[^']*'/g, '').replace(/\[[^\]]*\]/g, '[]');
    if (t.includes('(')) return false;
    return t.split(',').every((g) => g.trim().split(/\s*[>+~]\s*|\s+/).filter(Boolean).length <= 2);
  };
  const miss = (sel) => {
    try {
      if (missed.size >= MISSED || typeof sel !== 'string') return;
      const s = sel.trim();
      const m = SIMPLE.exec(s);
      if (m) missed.add(m[1]);
      else if (s !== '' && s.length <= LONG && s !== '*' && plain(s)) missed.add(s);
    } catch (err) { /* a page's lookup must not fail for ours */ }
  };
  // A lookup in an element out of the page's document (a library's
  // feature test on a div of its own, a fragment built in memory, a
  // document parsed from fetched markup) is not one in the page.
  const inPage = (n) => n === document || (n instanceof Node && n.ownerDocument === document && n.isConnected);
  const wrap = (proto, fn, empty, name) => {
    const orig = proto[fn];
    if (typeof orig !== 'function') return;
    proto[fn] = function (arg) {
      const r = orig.apply(this, arguments);
      if (empty(r) && inPage(this)) miss(name(arg));
      return r;
    };
  };
  const oQS = Document.prototype.querySelector; // the browser's own, for our read
  const oQSA = Document.prototype.querySelectorAll;
  const none = (r) => r === null;
  const noneOf = (r) => r !== null && r !== undefined && r.length === 0;
  const as = (s) => s;
  // An id or a class the markup can be asked for as #name or .name; any
  // other (a.b, with a space) is none.
  const NAME = /^[A-Za-z_][\w-]*$/;
  const byId = (id) => (typeof id === 'string' && NAME.test(id) ? '#' + id : null);
  const byClass = (c) => (typeof c === 'string' && NAME.test(c.trim()) ? '.' + c.trim() : null);
  const byTag = (n) => (typeof n === 'string' && /^[A-Za-z][\w-]*$/.test(n) ? n.toLowerCase() : null);
  try {
    wrap(Document.prototype, 'getElementById', none, byId);
    wrap(Document.prototype, 'querySelector', none, as);
    wrap(Element.prototype, 'querySelector', none, as);
    wrap(Document.prototype, 'querySelectorAll', noneOf, as);
    wrap(Element.prototype, 'querySelectorAll', noneOf, as);
    wrap(Document.prototype, 'getElementsByClassName', noneOf, byClass);
    wrap(Document.prototype, 'getElementsByTagName', noneOf, byTag);
  } catch (err) { /* the page's own lookups stand */ }

  // A data attribute read and not found on the root, the body or an
  // element with an id, as that place with the attribute
  // (body[data-module]) (one read and found may be on an element known
  // by its class, when its value is a word or a code: FLAG): a site-wide script that runs the module a
  // page's body names does nothing on a page without one
  // (getAttribute, hasAttribute, dataset). On a custom element, any
  // attribute but the markup's own (class, id, style, slot, is) counts,
  // as the element's tag with it (bg-copies[isbn]): its attributes are
  // what its script takes from the page, as a book's copies element
  // looks its isbn up in the data it fetched.
  const ATTR = /^data-[a-z0-9_.-]+$/;
  const CUSTOM = /^[a-z][a-z0-9._]*-[a-z0-9._-]*$/;
  const OWN = /^[a-z][a-z0-9_.:-]*$/;
  const MARKUP = new Set(['class', 'id', 'style', 'slot', 'is']);
  const FLAG = /^[\w-]{1,24}$/;
  const LANDMARK = new Set(['main', 'article']);
  const custom = (el) => el instanceof Element && CUSTOM.test(el.localName);
  const owner = (el) => {
    if (el === document.documentElement) return 'html';
    if (el === document.body) return 'body';
    if (el && typeof el.id === 'string' && NAME.test(el.id)) return '#' + el.id;
    return custom(el) ? el.localName : null;
  };
  // noteAttr notes a data attribute read on such a place: in missed
  // when it was not found; in read when it was, as a book page's script
  // reads body[data-isbn] to look the book up in the data it fetched.
  const noteAttr = (el, name, found) => {
    try {
      if (typeof name !== 'string' || name.length > 64) return;
      const a = name.toLowerCase();
      const data = a.length > 5 && a.slice(0, 5) === 'data-';
      const meta = a === 'content' ? metaOf(el) : null;
      const value = found && el instanceof HTMLElement && (VALUES[el.localName] === a || a === 'lang' && el !== document.documentElement);
      if (!data && !meta && !value && (!custom(el) || MARKUP.has(a))) return;
      const to = found ? read : unread;
      if (to.size >= MISSED || !inPage(el)) return;
      if (meta) {
        to.add(meta + '[content]');
        return;
      }
      if (value) {
        to.add(valueAt(el) + '[' + a + ']');
        return;
      }
      let at = data ? owner(el) : el.localName;
      if (!at && data && found && el instanceof HTMLElement && el.classList.length > 0 && NAME.test(el.classList[0]) && FLAG.test(oGet.call(el, a) || '')) {
        // A flag or a key on an element known by its class alone
        // (article.interview[data-has-comments]), read and found: a
        // word or a code, not a path, a URL or prose, which a library
        // reads off every image or term of a page and which differs
        // on each.
        at = el.localName + '.' + el.classList[0];
      }
      if (!at && data && found && LANDMARK.has(el.localName) && oQS.call(document, el.localName) === el &&
          (el.localName === 'main' || oQSA.call(document, 'article').length === 1)) {
        // The page's main content (<main data-instruments="Eb Bass,Bb
        // Bass">, the first; an <article data-ref>, the only one: a
        // list's cards are no page's own), by its tag: what its script
        // looks the page up by.
        at = el.localName;
      }
      if (at && (data ? ATTR.test(a) : OWN.test(a))) to.add(at + '[' + a + ']');
    } catch (err) { /* a page's read must not fail for ours */ }
  };
  // metaOf names a <meta> by its name, property or itemprop (microdata),
  // as meta[name="treatment-code"]: the content of a meta tag a script
  // reads is data the page gives it, as a data attribute is (a fee
  // list's script looks the page's treatment code up in the fees it
  // fetched); null for any other element.
  // The attributes in which HTML gives an element's value for scripts
  // to read, by tag (the crawler's valueAttrs), and any element's lang
  // but the root's (a kind is of one language already): a book group's
  // page looks its meeting's row up by its <time datetime>, a fares page
  // by its <data value>, a song's by its <cite lang>. Noted when found,
  // as the element's id
  // (#season[value]), else its tag with its first class
  // (time.met[datetime]).
  const VALUES = { time: 'datetime', data: 'value', input: 'value' };
  const valueAt = (el) => {
    if (typeof el.id === 'string' && NAME.test(el.id)) return '#' + el.id;
    const cls = el.classList[0];
    return el.localName + (cls && NAME.test(cls) ? '.' + cls : '');
  };
  const oGet = Element.prototype.getAttribute; // the browser's own, for ours
  const oHas = Element.prototype.hasAttribute;
  const META = /^[A-Za-z][\w:.-]{0,63}$/;
  const metaOf = (el) => {
    if (!(el instanceof HTMLMetaElement)) return null;
    for (const k of ['name', 'property', 'itemprop']) {
      const v = oGet.call(el, k);
      if (v && META.test(v)) return 'meta[' + k + '="' + v + '"]';
    }
    return null;
  };
  try {
    for (const [fn, empty] of [['getAttribute', (r) => r === null], ['hasAttribute', (r) => r === false]]) {
      const orig = Element.prototype[fn];
      if (typeof orig !== 'function') continue;
      Element.prototype[fn] = function (name) {
        const r = orig.apply(this, arguments);
        noteAttr(this, name, !empty(r));
        return r;
      };
    }
    const mc = Object.getOwnPropertyDescriptor(HTMLMetaElement.prototype, 'content');
    if (mc && typeof mc.get === 'function') {
      Object.defineProperty(HTMLMetaElement.prototype, 'content', {
        configurable: true,
        enumerable: mc.enumerable,
        get() {
          const v = mc.get.call(this);
          noteAttr(this, 'content', oHas.call(this, 'content'));
          return v;
        },
        set: mc.set,
      });
    }
    for (const [proto, prop, attr] of [[HTMLTimeElement.prototype, 'dateTime', 'datetime'],
      [HTMLDataElement.prototype, 'value', 'value'], [HTMLInputElement.prototype, 'value', 'value'],
      [HTMLElement.prototype, 'lang', 'lang']]) {
      const d = Object.getOwnPropertyDescriptor(proto, prop);
      if (!d || typeof d.get !== 'function') continue;
      Object.defineProperty(proto, prop, {
        configurable: true,
        enumerable: d.enumerable,
        get() {
          const v = d.get.call(this);
          noteAttr(this, attr, oHas.call(this, attr));
          return v;
        },
        set: d.set,
      });
    }
    const ds = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'dataset');
    if (ds && typeof ds.get === 'function') {
      const views = new WeakMap(); // an element's dataset, as read through ours
      const kebab = (k) => 'data-' + k.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
      Object.defineProperty(HTMLElement.prototype, 'dataset', {
        configurable: true,
        enumerable: ds.enumerable,
        get() {
          const real = ds.get.call(this);
          if (!owner(this) && !(this.classList && this.classList.length > 0) && !LANDMARK.has(this.localName)) return real;
          let view = views.get(real);
          if (!view) {
            const el = this;
            view = new Proxy(real, {
              get(t, k) {
                const v = t[k];
                if (typeof k === 'string') noteAttr(el, kebab(k), v !== undefined);
                return v;
              },
              set(t, k, v) { t[k] = v; return true; },
            });
            views.set(real, view);
          }
          return view;
        },
      });
    }
  } catch (err) { /* the page's own reads stand */ }

  // Elements whose text a script took out, with the text they held
  // first (the markup's, unless a script had written it): at the end,
  // those that hold that text again were written again as they were.
  const ORIGINAL = 64; // elements followed at most
  const written = new Map();
  const wrote = (el, text) => {
    if (!(el instanceof Element) || written.has(el) || written.size >= ORIGINAL) return;
    const t = text.replace(/\s+/g, ' ').trim();
    if (t !== '') written.set(el, t);
  };
  const REWROTE = 16;
  // place names el as a selector the crawler can ask another page's
  // markup with: its tag with its id, its first class, or its first
  // other attribute; '' for the body and the root.
  const place = (el) => {
    const tag = el.localName;
    if (!/^[a-z][a-z0-9-]*$/.test(tag) || tag === 'body' || tag === 'html') return '';
    const id = el.getAttribute('id');
    if (id && NAME.test(id)) return tag + '#' + id;
    const cls = el.classList[0];
    if (cls && NAME.test(cls)) return tag + '.' + cls;
    // An attribute with a short word of a value names the element with
    // its value (td[itemprop="price"]): the first td[itemprop] of a
    // table of offers is its name cell, not its price.
    for (const a of el.attributes) {
      if (a.name === 'style' || !/^[a-z][a-z0-9-]*$/.test(a.name)) continue;
      if (/^[A-Za-z][\w-]{0,31}$/.test(a.value)) return tag + '[' + a.name + '="' + a.value + '"]';
      return tag + '[' + a.name + ']';
    }
    return tag;
  };
  const rewrote = () => {
    const out = new Set();
    for (const [el, t] of written) {
      if (out.size >= REWROTE) break;
      try {
        if (el.isConnected && el.textContent.replace(/\s+/g, ' ').trim() === t) {
          const p = place(el);
          if (p) out.add(p);
        }
      } catch (err) { /* not noted */ }
    }
    return [...out].sort();
  };

  try {
    new MutationObserver((records) => {
      const body = document.body;
      for (const r of records) {
        if (!body || !body.contains(r.target)) continue;
        if (r.type === 'characterData') {
          if (r.oldValue) wrote(r.target.parentElement, r.oldValue);
          continue;
        }
        let text = '';
        for (const n of r.removedNodes) if (n.nodeType === Node.TEXT_NODE) text += n.data;
        if (text.trim() !== '') wrote(r.target, text);
      }
      if (!arrived) return;
      for (const r of records) {
        if (!body || !body.contains(r.target)) continue; // a title, a style: not the page's text
        if (removed >= CAP) return;
        if (r.type === 'characterData') {
          if (r.oldValue) removed += r.oldValue.trim().length;
          continue;
        }
        for (const n of r.removedNodes) {
          const t = n.nodeType === Node.TEXT_NODE || n.nodeType === Node.ELEMENT_NODE ? n.textContent : '';
          if (t) removed += t.trim().length;
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true, characterDataOldValue: true });
  } catch (err) { /* no count: the page is as if nothing was removed */ }
  Object.defineProperty(window, '__renderCompare', {
    // A place missed early (a script in the head, before the body came)
    // that the page has by now was not missing.
    value: () => ({
      removed: Math.min(removed, CAP),
      missed: [...[...missed].sort(), ...[...unread].sort()].filter((sel) => {
        try { return oQS.call(document, sel) === null; } catch (err) { return false; }
      }),
      read: [...read].sort(),
      rewrote: rewrote(),
      clock: (() => {
        const d = new Date();
        return [d.getHours() * 3600 + d.getMinutes() * 60 + d.getSeconds(),
          d.getUTCHours() * 3600 + d.getUTCMinutes() * 60 + d.getUTCSeconds()];
      })(),
    }),
  });
})();
