// Dates coming up for a session, keyed by <meta name="session">. Sessions
// without an entry in data/coming-up.json are left as they are.
import { titleCase } from '/lib/title-case.js';
import { bus, load } from '/js/bus.js';

const code = document.querySelector('meta[name="session"]').content;
bus.on('coming', all => {
  const entry = all[code];
  if (!entry) return;
  const aside = document.querySelector('aside.coming-up');
  const h = document.createElement('h2');
  h.textContent = titleCase(entry.title);
  const ul = document.createElement('ul');
  for (const d of entry.dates) {
    const li = document.createElement('li');
    li.textContent = d;
    ul.appendChild(li);
  }
  aside.append(h, ul);
});
load('coming', '/data/coming-up.json');
