// member-log.js: members' log pages. Opens the gallery pictures full size
// with Viewer.js (loaded before this as /lib/viewer.min.js) and shows the
// member's latest entry from the society logbook, a JSON Feed at
// /logs/feed.json whose items carry the observer code in "_wasdale".

const gallery = document.querySelector('.gallery');
if (gallery && window.Viewer) {
  new Viewer(gallery, {
    toolbar: { zoomIn: 1, zoomOut: 1, oneToOne: 1, reset: 1, prev: 1, next: 1 },
    navbar: false,
    transition: !matchMedia('(prefers-reduced-motion: reduce)').matches,
    url: (img) => img.dataset.full || img.src,
  });
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
  'August', 'September', 'October', 'November', 'December'];

function dayMonthYear(iso) {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

function el(tag, text, attrs = {}) {
  const e = document.createElement(tag);
  if (text) e.textContent = text;
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

async function latestNote() {
  const slot = document.getElementById('latest-note');
  const code = document.querySelector('.h-card .obscode')?.textContent.trim().toUpperCase();
  if (!slot || !code) return;
  const res = await fetch('/logs/feed.json');
  if (!res.ok) return;
  const feed = await res.json();
  const mine = feed.items
    .filter((it) => it._wasdale?.observer === code && (it.content_text || '').trim())
    .sort((a, b) => b.date_published.localeCompare(a.date_published));
  if (!mine.length) return;
  const item = mine[0];

  const head = el('h2', 'Latest from the logbook');
  const meta = el('p', '', { class: 'log-meta' });
  meta.append(`${dayMonthYear(item.date_published)}, `);
  const link = el('a', item.title, { href: new URL(item.url, location.href).pathname });
  meta.append(link);
  const body = item.content_text.trim().split(/\n\s*\n/).map((t) => el('p', t));
  slot.append(head, meta, ...body);
  if (mine.length > 1) {
    slot.append(el('p', `${mine.length} entries in the logbook this season.`, { class: 'log-count' }));
  }
  slot.hidden = false;
}

latestNote();
