// Evaluated once a page is read, when its requests are asked for: the
// resources its markup names, as the HTTP path reads them
// (fetch/extract/subresources.go), whether or not the page requested them (a
// blocked image, a track no video played, a ping no click sent, a form
// never submitted). Returns [url, type, element, method] lists; the Go
// side keeps those the network log lacks, as not requested.
(() => {
  /* links.js */
  const out = [];
  const seen = new Set();
  const add = (el, v, type, element, method) => {
    if (v == null) return;
    const s = String(v).trim();
    if (!s || /^(data|blob|javascript|about):/i.test(s)) return;
    let u = '';
    try { u = new URL(s, el.baseURI).href; } catch (e) { return; }
    if (!/^https?:/i.test(u)) return;
    const k = u + ' ' + type;
    if (seen.has(k)) return;
    seen.add(k);
    out.push([u, type, element, method || 'GET']);
  };
  const attr = (el, name) => el.getAttribute(name);
  const srcset = (el, v, element) => {
    if (!v) return;
    for (const c of v.split(',')) {
      const f = c.trim().split(/\s+/)[0];
      if (f) add(el, f, 'Image', element);
    }
  };
  const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')/gi;
  const css = (el, text, element) => {
    if (!text || !/url\(|@import/i.test(text)) return;
    CSS_URL.lastIndex = 0;
    for (let m = CSS_URL.exec(text); m; m = CSS_URL.exec(text)) {
      const i = m.slice(1).findIndex((g) => g);
      if (i >= 0) add(el, m[i + 1], i >= 3 ? 'Stylesheet' : 'Image', element);
    }
  };
  const LINK_TYPES = { stylesheet: 'Stylesheet', manifest: 'Manifest', icon: 'Image', 'apple-touch-icon': 'Image', 'mask-icon': 'Image', preload: 'Other', modulepreload: 'Other', prefetch: 'Other', prerender: 'Other' };
  const byTag = {
    IMG: (el) => { add(el, attr(el, 'src'), 'Image', 'img[src]'); srcset(el, attr(el, 'srcset'), 'img[srcset]'); add(el, attr(el, 'data-src'), 'Image', 'img[data-src]'); },
    SOURCE: (el) => { add(el, attr(el, 'src'), 'Media', 'source[src]'); srcset(el, attr(el, 'srcset'), 'source[srcset]'); },
    VIDEO: (el) => { add(el, attr(el, 'src'), 'Media', 'video[src]'); add(el, attr(el, 'poster'), 'Image', 'video[poster]'); },
    AUDIO: (el) => add(el, attr(el, 'src'), 'Media', 'audio[src]'),
    TRACK: (el) => add(el, attr(el, 'src'), 'TextTrack', 'track[src]'),
    OBJECT: (el) => add(el, attr(el, 'data'), 'Other', 'object[data]'),
    EMBED: (el) => add(el, attr(el, 'src'), 'Other', 'embed[src]'),
    APPLET: (el) => {
      const code = attr(el, 'code');
      const base = attr(el, 'codebase');
      add(el, code && base ? base.replace(/\/$/, '') + '/' + code : code, 'Other', 'applet[code]');
    },
    IFRAME: (el) => add(el, attr(el, 'src'), 'Document', 'iframe[src]'),
    FRAME: (el) => add(el, attr(el, 'src'), 'Document', 'frame[src]'),
    SCRIPT: (el) => add(el, attr(el, 'src'), 'Script', 'script[src]'),
    INPUT: (el) => {
      if ((attr(el, 'type') || '').toLowerCase() === 'image') add(el, attr(el, 'src'), 'Image', 'input[src]');
      add(el, attr(el, 'formaction'), 'Document', 'input[formaction]');
    },
    BUTTON: (el) => add(el, attr(el, 'formaction'), 'Document', 'button[formaction]'),
    FORM: (el) => {
      const m = (attr(el, 'method') || '').toUpperCase() === 'POST' ? 'POST' : 'GET';
      add(el, attr(el, 'action'), 'Document', 'form[action]', m);
    },
    LINK: (el) => {
      const rel = (attr(el, 'rel') || '').toLowerCase();
      for (const r of rel.split(/\s+/)) {
        if (LINK_TYPES[r]) { add(el, attr(el, 'href'), LINK_TYPES[r], 'link[rel=' + rel + ']'); break; }
      }
    },
    A: (el) => { const p = attr(el, 'ping'); if (p) p.split(/\s+/).forEach((u) => add(el, u, 'Ping', 'a[ping]')); },
    AREA: (el) => { const p = attr(el, 'ping'); if (p) p.split(/\s+/).forEach((u) => add(el, u, 'Ping', 'area[ping]')); },
    HTML: (el) => add(el, attr(el, 'manifest'), 'Other', 'html[manifest]'),
    STYLE: (el) => css(el, el.textContent, 'style url()'),
    image: (el) => add(el, attr(el, 'href') || attr(el, 'xlink:href'), 'Image', 'image[href]'),
    use: (el) => add(el, attr(el, 'href') || attr(el, 'xlink:href'), 'Image', 'use[href]'),
  };
  const BACKGROUND = new Set(['BODY', 'TABLE', 'TD', 'TH', 'TR']);
  each((el) => {
    const f = byTag[el.tagName];
    if (f) f(el);
    if (!el.hasAttributes()) return;
    if (BACKGROUND.has(el.tagName)) add(el, attr(el, 'background'), 'Image', el.tagName.toLowerCase() + '[background]');
    const style = attr(el, 'style');
    if (style) css(el, style, '[style] url()');
  });
  // each visits what is under the root, not the root itself.
  if (document.documentElement) byTag.HTML(document.documentElement);
  const dt = document.doctype;
  if (dt && dt.systemId) add(document.documentElement, dt.systemId, 'Other', 'doctype');
  return out;
})()
