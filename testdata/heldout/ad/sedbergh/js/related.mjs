import { h } from '/lib/jsx-dom.js';
// "Read next" links for a guide, keyed by the page's own path.
const box = document.querySelector('section.related');
fetch('/data/related.json').then(r => r.json()).then(all => {
  const items = all[location.pathname];
  if (!items) return;
  box.append(h('h2', null, 'Read next'), h('ul', null, items.map(it => {
    const title = [...document.querySelectorAll('.sidebar a')].find(a => a.getAttribute('href') === it.href);
    return h('li', null, h('a', { href: it.href }, title ? title.textContent : it.href), ': ', it.why);
  })));
});
