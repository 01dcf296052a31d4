import { h } from '/lib/jsx-dom.js';
const host = document.getElementById('changelog');
fetch(host.dataset.src).then(r => r.json()).then(rel => {
  host.replaceChildren(...rel.map(r => h('section', { className: 'release', id: 'v' + r.v },
    h('h3', null, `Version ${r.v}, released ${r.on}`),
    h('ul', null, r.changes.map(c => h('li', null, c))))));
});
