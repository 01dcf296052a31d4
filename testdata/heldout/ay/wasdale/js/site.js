// site.js: runs on every page of the Wasdale Astronomical Society site.
// Red-light mode (button and Shift+R), current-page marking in the menu,
// the offline hint and a cookie-free page-view beacon. Writes no words.
import { tinykeys } from '/lib/tinykeys.mjs';

const root = document.documentElement;
const STORE = 'was-red-light';

function setRed(on) {
  root.toggleAttribute('data-red', on);
  for (const b of document.querySelectorAll('.red-toggle')) {
    b.setAttribute('aria-pressed', String(on));
  }
  try { on ? localStorage.setItem(STORE, '1') : localStorage.removeItem(STORE); } catch (e) { /* private mode */ }
}

let saved = false;
try { saved = localStorage.getItem(STORE) === '1'; } catch (e) { /* ignore */ }
setRed(saved);

for (const b of document.querySelectorAll('.red-toggle')) {
  b.addEventListener('click', () => setRed(!root.hasAttribute('data-red')));
}

tinykeys(window, {
  'Shift+R': (ev) => {
    if (ev.target.closest && ev.target.closest('input, textarea, select')) return;
    setRed(!root.hasAttribute('data-red'));
  },
  'g h': () => { location.href = '/index.html'; },
});

// Mark the menu link for this page, or for the section it sits in.
const here = location.pathname.replace(/\/$/, '/index.html');
const section = here.split('/')[1];
for (const a of document.querySelectorAll('.masthead nav a')) {
  const path = new URL(a.href).pathname;
  if (path === here) a.setAttribute('aria-current', 'page');
  else if (section && path.split('/')[1] === section && path.endsWith('/index.html')) a.classList.add('in-section');
}

// The offline hint stays hidden unless the connection drops.
const hint = document.querySelector('.offline-hint');
if (hint) {
  const update = () => { hint.hidden = navigator.onLine; };
  addEventListener('online', update);
  addEventListener('offline', update);
  update();
}

// Page-view beacon: path and screen width only, no cookies.
addEventListener('pagehide', () => {
  if (!navigator.sendBeacon) return;
  const body = JSON.stringify({ p: location.pathname, w: innerWidth, r: root.hasAttribute('data-red') });
  navigator.sendBeacon('/stats/hit', new Blob([body], { type: 'application/json' }));
}, { once: true });

root.classList.add('js');
