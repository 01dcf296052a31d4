import { h } from '/lib/jsx-dom.js';
// Options table for a directive, keyed by the article's microdata itemid.
const art = document.querySelector('article[itemid]');
const code = art.getAttribute('itemid').split(':').pop();
const box = art.querySelector('.opt-table');
fetch('/data/dirmeta.json').then(r => r.json()).then(meta => {
  const m = meta[code];
  if (!m || !m.rows.length) return;
  box.append(
    h('table', { className: 'ref' },
      h('thead', null, h('tr', null, h('th', null, 'Option'), h('th', null, 'Argument'), h('th', null, 'Default'), h('th', null, 'Effect'))),
      h('tbody', null, m.rows.map(r => h('tr', null, h('td', null, h('code', null, r.o)), h('td', null, r.t), h('td', null, h('code', null, r.d)), h('td', null, r.w + '.'))))),
    h('p', { className: 'since' }, `Accepted since release ${m.since}; ${m.note}.`));
});
