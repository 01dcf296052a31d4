// Evaluated once a page is rendered. Returns what the record needs in one
// round trip: the final URL, the title, the rendered HTML, the visible text
// and the links, including those inside open shadow roots and same-origin
// iframes, which document.body.innerText, outerHTML and a plain
// querySelectorAll miss; and the places the app can go that are no href
// (see links.js and hooks.js).
(() => {
  /* links.js */
  /* text.js */
  const links = [];
  const seen = new Set();
  const frames = [];
  // roots are the open shadow roots of the page's own document.
  const roots = [];
  let framed = false;
  // found counts the hosts and frames with text walked: a frame with
  // neither inside has nothing for visibleText.
  let found = 0;
  const maxDepth = 16;
  const addLink = (href) => {
    if (typeof href !== 'string' || !/^https?:/i.test(href) || seen.has(href)) return;
    seen.add(href);
    links.push(href);
  };
  // linkElements counts the links elements name to another document, each
  // time one names it (fetch.Signals.LinkElements counts alike).
  const here = location.href.split('#')[0];
  let linkElements = 0;
  const addElementLink = (href) => {
    if (typeof href === 'string' && /^https?:/i.test(href) && href.split('#')[0] !== here) linkElements++;
    addLink(href);
  };
  // walk visits the elements under root in document order, descending into
  // open shadow roots and same-origin frames where they stand, and marks
  // for visibleText the hosts, slots and frames it descends into.
  const walk = (root, depth, top) => {
    if (depth > maxDepth) return;
    const shadow = !!root.host;
    const it = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
    for (let el = it.nextNode(); el; el = it.nextNode()) {
      const tag = el.tagName;
      elementLinks(el, addElementLink);
      if (el.shadowRoot) {
        found++;
        markPath(el);
        if (top) roots.push(el.shadowRoot);
        walk(el.shadowRoot, depth + 1, top);
      }
      if (shadow && tag === 'SLOT') markPath(el);
      if (tag === 'IFRAME' || tag === 'FRAME') {
        if (/^https?:/i.test(el.src || '')) frames.push(el.src);
        let doc = null;
        try { doc = el.contentDocument; } catch (e) { doc = null; }
        if (doc && doc.documentElement) {
          // A frame with nothing to read (an empty about:blank one, as
          // ads and editors make) leaves the page to the body's innerText.
          const before = found;
          walk(doc.documentElement, depth + 1, false);
          if (found > before || /\S/.test((doc.body || doc.documentElement).innerText || '')) {
            found++;
            markPath(el);
            framed = true;
          }
        }
      }
    }
  };
  const d = document;
  const root = d.documentElement;
  if (root) walk(root, 0, true);
  if (window.__renderDiscover) window.__renderDiscover.links().forEach(addLink);
  // Chrome's innerText skips what content-visibility:auto keeps from
  // being rendered while off screen (Node.js's API pages: 3,625 of
  // 57,321 characters), though a person who scrolls reads all of it. The
  // elements the page's readable style sheets and style attributes give
  // that value are made visible while the text is read, then given back
  // their style; content-visibility:hidden, which hides, stays.
  const unskipped = [];
  const unskip = (el) => {
    if (el.style.getPropertyValue('content-visibility') === 'visible') return;
    unskipped.push([el, el.style.getPropertyValue('content-visibility'), el.style.getPropertyPriority('content-visibility'), el.hasAttribute('style')]);
    el.style.setProperty('content-visibility', 'visible', 'important');
  };
  const unskipRules = (rules, level) => {
    for (const r of rules) {
      if (r.style && r.style.contentVisibility === 'auto' && r.selectorText) {
        try { d.querySelectorAll(r.selectorText).forEach(unskip); } catch (e) { /* a selector of another engine */ }
      }
      if (r.cssRules && level < 8) unskipRules(r.cssRules, level + 1);
    }
  };
  for (const sheet of d.styleSheets) {
    let rules = null;
    try { rules = sheet.cssRules; } catch (e) { rules = null; } // another origin's
    if (rules) unskipRules(rules, 0);
  }
  d.querySelectorAll('[style*="content-visibility"]').forEach((el) => {
    if (el.style.contentVisibility === 'auto') unskip(el);
  });
  let text = '';
  if (!d.body) {
    text = root ? root.innerText || root.textContent : '';
  } else if (roots.length || framed) {
    text = visibleText(d.body, maxDepth);
  } else {
    text = d.body.innerText;
  }
  for (const [el, value, priority, styled] of unskipped) {
    if (value) el.style.setProperty('content-visibility', value, priority);
    else el.style.removeProperty('content-visibility');
    if (!styled && !el.getAttribute('style')) el.removeAttribute('style');
  }
  let html = root ? root.outerHTML : '';
  if (roots.length && d.contentType === 'text/html' && typeof root.getHTML === 'function') {
    // The shadow roots as declarative ones (<template shadowrootmode>),
    // which a browser opening the HTML attaches again.
    try {
      const shell = root.cloneNode(false).outerHTML;
      const end = shell.lastIndexOf('</');
      html = shell.slice(0, end) + root.getHTML({ serializableShadowRoots: true, shadowRoots: roots }) + shell.slice(end);
    } catch (e) {
      html = root.outerHTML;
    }
  }
  let refresh = '';
  const meta = d.querySelector('meta[http-equiv="refresh" i]');
  if (meta) {
    const m = /url\s*=\s*['"]?([^'";]+)/i.exec(meta.getAttribute('content') || '');
    if (m) {
      try { refresh = new URL(m[1].trim(), d.baseURI).href; } catch (e) { refresh = ''; }
    }
  }
  return {
    frames,
    refresh,
    url: location.href,
    title: d.title || '',
    html,
    text: text || '',
    textCut,
    links,
    linkElements,
  };
})()
