// Archive search box on /archive/: fuzzy search over data/archive-index.json
// with fuzzysort. Nothing is shown until someone types.
import fuzzysort from '/vendor/fuzzysort/fuzzysort.min.js';

const input = document.getElementById('archive-q');
const out = document.getElementById('archive-results');

if (input && out) {
  const items = await fetch('/data/archive-index.json').then((r) => r.json());
  const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

  let timer;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const q = input.value.trim();
      if (q.length < 2) { out.innerHTML = ''; return; }
      const hits = fuzzysort.go(q, items, { keys: ['title', 'place', 'people', 'text'], limit: 8, threshold: 0.4 });
      out.innerHTML = hits.length
        ? hits.map(({ obj }) => `<li><a href="${obj.url}">${esc(obj.title)}</a> <span class="kind">${esc(obj.kind)}</span></li>`).join('')
        : '<li>Nothing found. Try a place or a surname.</li>';
    }, 150);
  });
  input.form?.addEventListener('submit', (e) => e.preventDefault());
}
