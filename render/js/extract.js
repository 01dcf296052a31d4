// Evaluated once a page is rendered. Returns what the record needs in one
// round trip: the final URL, the title, the rendered HTML, the visible text
// and the links, including those inside open shadow roots and same-origin
// iframes, which document.body.innerText and a plain querySelectorAll miss;
// and the places the app can go that are no href (see links.js and
// hooks.js).
(() => {
  /* links.js */
  const links = [];
  const seen = new Set();
  const frames = [];
  const extra = [];
  const skip = new Set(['STYLE', 'SCRIPT', 'TEMPLATE', 'LINK', 'META', 'NOSCRIPT']);
  const addLink = (href) => {
    if (typeof href !== 'string' || !/^https?:/i.test(href) || seen.has(href)) return;
    seen.add(href);
    links.push(href);
  };
  const shadowText = (root) => {
    const out = [];
    for (const n of root.childNodes) {
      if (n.nodeType === Node.TEXT_NODE) {
        const s = n.textContent.trim();
        if (s) out.push(s);
      } else if (n.nodeType === Node.ELEMENT_NODE && !skip.has(n.tagName)) {
        const s = (n.innerText || '').trim();
        if (s) out.push(s);
      }
    }
    return out.join('\n');
  };
  // walk visits the elements under root in document order, descending into
  // open shadow roots and same-origin frames where they stand.
  const walk = (root, depth) => {
    if (depth > 16) return;
    const it = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
    for (let el = it.nextNode(); el; el = it.nextNode()) {
      const tag = el.tagName;
      elementLinks(el, addLink);
      if (el.shadowRoot) {
        const s = shadowText(el.shadowRoot);
        if (s) extra.push(s);
        walk(el.shadowRoot, depth + 1);
      }
      if (tag === 'IFRAME' || tag === 'FRAME') {
        if (/^https?:/i.test(el.src || '')) frames.push(el.src);
        let doc = null;
        try { doc = el.contentDocument; } catch (e) { doc = null; }
        if (doc && doc.documentElement) {
          const s = ((doc.body || doc.documentElement).innerText || '').trim();
          if (s) extra.push(s);
          walk(doc.documentElement, depth + 1);
        }
      }
    }
  };
  const d = document;
  const root = d.documentElement;
  if (root) walk(root, 0);
  if (window.__renderDiscover) window.__renderDiscover.links().forEach(addLink);
  let text = d.body ? d.body.innerText : (root ? root.innerText || root.textContent : '');
  if (extra.length) text = [text].concat(extra).join('\n');
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
    html: root ? root.outerHTML : '',
    text: text || '',
    links,
  };
})()
