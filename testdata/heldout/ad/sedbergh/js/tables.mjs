import { h } from '/lib/jsx-dom.js';
const key = document.querySelector('meta[name="docs:table"]').content;
document.addEventListener('DOMContentLoaded', async () => {
  const t = (await (await fetch('/data/tables.json')).json())[key];
  const host = document.querySelector('.gen-table');
  host.append(h('table', { className: 'ref' }, h('caption', null, host.dataset.caption),
    h('thead', null, h('tr', null, t.cols.map(c => h('th', null, c)))),
    h('tbody', null, t.rows.map(r => h('tr', null, h('td', null, String(r[0])), h('td', null, h('code', null, r[1])), h('td', null, r[2] + '.'))))));
});
