
import domify from '/lib/domify.js';
const ISO = window.ISO6391.default || window.ISO6391;
document.addEventListener('DOMContentLoaded', () => {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
  let cat = null;
  while (walker.nextNode()) {
    const m = /cat:\s*(MPS-\d+)/.exec(walker.currentNode.nodeValue);
    if (m) { cat = m[1]; break; }
  }
  if (!cat) return;
  const langs = [...document.querySelectorAll('q.incipit[lang]')].map(q => ISO.getName(q.lang) || q.lang);
  const w = new Worker('/js/notes-worker.js');
  w.onmessage = (e) => { if (e.data.html) document.querySelector('main').append(domify(e.data.html)); w.terminate(); };
  w.postMessage({ cat, langs });
});
