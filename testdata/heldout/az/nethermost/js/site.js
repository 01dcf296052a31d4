// site.js: runs on every page of the Nethermost site. No words are changed here.
//  - adds a "js" class so the stylesheet can tidy the menu on phones
//  - marks the menu link for the page (and the section) you are on
//  - opens and closes the menu on narrow screens (Escape closes it)
//  - remembers the "Larger text" choice, kept in IndexedDB through idb-keyval
// G.P., committee, 2025.
import { get, set } from '/lib/idb-keyval.js';

const root = document.documentElement;
root.classList.add('js');

const here = location.pathname.endsWith('/') ? location.pathname + 'index.html' : location.pathname;
for (const a of document.querySelectorAll('#site-nav a')) {
  const target = new URL(a.href, location.href).pathname;
  if (target === here) {
    a.setAttribute('aria-current', 'page');
  } else if (target.endsWith('/index.html') && target !== '/index.html' &&
             here.startsWith(target.slice(0, -'index.html'.length))) {
    a.classList.add('in-section');
  }
}

const toggle = document.querySelector('.menu-toggle');
if (toggle) {
  toggle.addEventListener('click', () => {
    const open = document.body.classList.toggle('nav-open');
    toggle.setAttribute('aria-expanded', String(open));
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && document.body.classList.contains('nav-open')) toggle.click();
  });
}

const sizeButton = document.querySelector('.text-size');
const KEY = 'nethermost-large-text';
function applySize(large) {
  root.classList.toggle('large-text', large);
  if (sizeButton) sizeButton.setAttribute('aria-pressed', String(large));
}
get(KEY).then((v) => applySize(v === true)).catch(() => {});
if (sizeButton) {
  sizeButton.addEventListener('click', () => {
    const large = !root.classList.contains('large-text');
    applySize(large);
    set(KEY, large).catch(() => {});
  });
}
