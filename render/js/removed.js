// Installed before a page's own scripts only when the page is rendered to
// be compared with its HTML (Request.Fetches). It counts the characters
// of text the page's scripts took out of the document (nodes removed,
// text changed) once some data they fetched had come (fetch, XHR), so
// that __renderRemoved() tells a page whose scripts drew again, from
// that data, what its server drew (a list replaced by the same list,
// fetched for this page) from one whose scripts left its text alone or
// rearranged it as it loaded (tabs made of a table). Nothing here may
// throw into the page's own calls.
(() => {
  if (window !== window.top || Object.prototype.hasOwnProperty.call(window, '__renderRemoved')) return;
  const CAP = 1 << 20; // characters counted at most
  let removed = 0;
  let arrived = false; // some data the page's scripts fetched has come
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
  const count = (n) => {
    if (removed >= CAP) return;
    const t = n.nodeType === Node.TEXT_NODE || n.nodeType === Node.ELEMENT_NODE ? n.textContent : '';
    if (t) removed += t.trim().length;
  };
  try {
    new MutationObserver((records) => {
      if (!arrived) return;
      const body = document.body;
      for (const r of records) {
        if (!body || !body.contains(r.target)) continue; // a title, a style: not the page's text
        if (r.type === 'characterData') {
          if (r.oldValue) removed += r.oldValue.trim().length;
          continue;
        }
        for (const n of r.removedNodes) count(n);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true, characterDataOldValue: true });
  } catch (err) { /* no count: the page is as if nothing was removed */ }
  Object.defineProperty(window, '__renderRemoved', { value: () => Math.min(removed, CAP) });
})();
