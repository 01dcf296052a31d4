  // Included in extract.js, explore.js and scroll.js (with each, below). elementLinks gives add
  // the URLs one element names as a place to go: an a or area href; a
  // router's attribute that is not an href (routerLink, `to` on a router's
  // link element, ng-href, data-href, data-url); and the target of inline
  // code (an onclick attribute, a javascript: href) that assigns location
  // or location.href, calls location.assign/replace or window.open, with a
  // string literal or a concatenation of literals. The code is read, never
  // run.
  const NAV_CODE = /(?:^|[^\w$.])(?:(?:window|self|top|parent|document)\s*\.\s*)?location(?:\s*\.\s*href)?\s*=(?!=)\s*|(?:^|[^\w$.])(?:(?:window|self|top|parent|document)\s*\.\s*)?location\s*\.\s*(?:assign|replace)\s*\(\s*|(?:^|[^\w$.])(?:window\s*\.\s*)?open\s*\(\s*/g;
  // literalAt reads, from s[i], a string literal or literals joined by +,
  // and returns their value; null when anything else is there (a
  // variable, a call, a template with a substitution).
  const literalAt = (s, i) => {
    let out = '';
    for (;;) {
      while (i < s.length && /\s/.test(s[i])) i++;
      const q = s[i];
      if (q !== '"' && q !== "'" && q !== '`') return null;
      let j = i + 1;
      for (; j < s.length && s[j] !== q; j++) {
        if (s[j] === '\\') { j++; out += s[j] === undefined ? '' : s[j]; continue; }
        if (q === '`' && s[j] === '$' && s[j + 1] === '{') return null;
        out += s[j];
      }
      if (j >= s.length) return null;
      i = j + 1;
      while (i < s.length && /\s/.test(s[i])) i++;
      if (s[i] !== '+') return out;
      i++;
    }
  };
  // addAt resolves v against el's base URL and gives it to addURL.
  const addAt = (el, v, addURL) => {
    let u = '';
    try { u = new URL(String(v).trim(), el.baseURI).href; } catch (e) { return; }
    addURL(u);
  };
  const codeTargets = (code, el, addURL) => {
    if (!code || code.length > 4096) return;
    NAV_CODE.lastIndex = 0;
    for (let m = NAV_CODE.exec(code); m; m = NAV_CODE.exec(code)) {
      const v = literalAt(code, m.index + m[0].length);
      if (v !== null && v !== '') addAt(el, v, addURL);
    }
  };
  // names reports a query value that names an element of the page: its
  // id or an anchor's name, in any case (docsify lower-cases the value).
  // The page's ids and names are gathered once, when a link asks.
  let named = null;
  const names = (v) => {
    if (!v) return false;
    if (document.getElementById(v)) return true;
    if (!named) {
      named = new Set();
      for (const el of document.querySelectorAll('[id], a[name]')) {
        if (el.id) named.add(el.id.toLowerCase());
        const n = el.getAttribute('name');
        if (n) named.add(n.toLowerCase());
      }
    }
    return named.has(v.toLowerCase());
  };
  // inPageAnchor reports a link to a place within the page shown, though
  // its URL differs: the same document and route, with a query whose
  // values name elements of the page (docsify writes #/guide?id=install
  // in hash mode, and /guide?id=install in history mode, for a heading of
  // the guide). It names no other page.
  const inPageAnchor = (href) => {
    let u;
    try { u = new URL(href); } catch (e) { return false; }
    if (u.origin !== location.origin || u.pathname !== location.pathname) return false;
    const here = location.hash.split('?')[0];
    let query;
    if (/^#!?\//.test(here)) {
      const q = u.hash.indexOf('?');
      if (q < 0 || u.hash.slice(0, q) !== here || u.search !== location.search) return false;
      query = new URLSearchParams(u.hash.slice(q + 1));
    } else {
      if (u.search === location.search || (u.hash && u.hash !== location.hash)) return false;
      // The parameters the link adds to the page's own.
      const have = new URLSearchParams(location.search);
      query = new URLSearchParams(u.search);
      for (const [k, v] of have) {
        if (query.get(k) === v) query.delete(k);
      }
    }
    let n = 0;
    for (const v of query.values()) {
      if (!names(v)) return false;
      n++;
    }
    return n > 0;
  };
  const ROUTER_ATTRS = ['routerlink', 'ng-reflect-router-link', 'ng-href', 'data-href', 'data-url'];
  const HANDLERS = ['onclick', 'ondblclick', 'onmousedown', 'onmouseup', 'onmouseover', 'onmouseenter', 'onpointerdown', 'ontouchstart',
    'onfocus', 'onblur', 'onchange', 'oninput', 'onsubmit', 'onkeydown', 'onkeyup', 'onkeypress'];
  const HANDLER_SEL = HANDLERS.map((a) => '[' + a + ']').join(',');
  // The pages an element names besides an href (fetch/extract/named.go reads
  // them alike): a <link> of a page's rel, og:url, cite, longdesc, an
  // SVG link, the links of a <noscript> (its content is text when
  // scripts run).
  const PAGE_RELS = /(^|\s)(alternate|canonical|next|prev|previous|author|help|license|search|archives|index|first|last|up)(\s|$)/i;
  const attrAt = (name) => (el, addURL) => { const v = el.getAttribute(name); if (v) addAt(el, v, addURL); };
  const NAMED = {
    LINK: (el, addURL) => { if (PAGE_RELS.test(el.getAttribute('rel') || '')) attrAt('href')(el, addURL); },
    META: (el, addURL) => {
      const p = (el.getAttribute('property') || el.getAttribute('name') || '').toLowerCase();
      if (p === 'og:url' || p === 'twitter:url') attrAt('content')(el, addURL);
    },
    BLOCKQUOTE: attrAt('cite'), Q: attrAt('cite'), DEL: attrAt('cite'), INS: attrAt('cite'),
    IMG: attrAt('longdesc'), IFRAME: attrAt('longdesc'), FRAME: attrAt('longdesc'),
    a: (el, addURL) => { const v = el.getAttribute('href') || el.getAttribute('xlink:href'); if (v) addAt(el, v, addURL); },
    NOSCRIPT: (el, addURL) => {
      const t = el.textContent || '';
      if (!/href/i.test(t) || t.length > 65536) return;
      const d = new DOMParser().parseFromString(t, 'text/html');
      for (const a of d.querySelectorAll('a[href], area[href]')) addAt(el, a.getAttribute('href'), addURL);
    },
  };
  // A template not filled in ({{id}}) names no page.
  const filled = (v) => v && v.indexOf('{{') < 0;
  const elementLinks = (el, addURL) => {
    const tag = el.tagName;
    if ((tag === 'A' || tag === 'AREA') && el.hasAttribute('href')) {
      const raw = el.getAttribute('href').trim();
      if (/^javascript:/i.test(raw)) codeTargets(raw.slice(11), el, addURL);
      else if (!inPageAnchor(el.href)) addURL(el.href);
    }
    const named = NAMED[tag];
    if (named) named(el, addURL);
    // Named lookups: walking el.attributes would make the renderer create
    // (and keep) a node for every attribute of every element.
    if (!el.hasAttributes()) return;
    // jQuery Mobile's page containers carry their own id as data-url.
    const pageRole = /^(page|dialog)$/i.test((el.getAttribute('data-role') || '').trim());
    for (const name of ROUTER_ATTRS) {
      const v = el.getAttribute(name);
      if (filled(v) && v.trim() && !(pageRole && name === 'data-url')) addAt(el, v, addURL);
    }
    const to = el.getAttribute('to');
    if (filled(to) && (/LINK/.test(tag) || el.getAttribute('role') === 'link')) addAt(el, to, addURL);
    // Inline event handlers of every kind, read as onclick is.
    if (el.matches(HANDLER_SEL)) {
      for (const name of HANDLERS) {
        const code = el.getAttribute(name);
        if (code) codeTargets(code, el, addURL);
      }
    }
  };
  // each visits the elements of the document in order, open shadow roots
  // included where they stand.
  const each = (fn) => {
    const walk = (root, level) => {
      if (level > 16) return;
      const it = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
      for (let el = it.nextNode(); el; el = it.nextNode()) {
        fn(el);
        if (el.shadowRoot) walk(el.shadowRoot, level + 1);
      }
    };
    if (document.documentElement) walk(document.documentElement, 0);
  };
