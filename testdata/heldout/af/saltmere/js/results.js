// The results of one event, keyed by <meta name="event">.
import { titleCase } from '/lib/title-case.js';
import { bus, load } from '/js/bus.js';

const code = document.querySelector('meta[name="event"]').content;
bus.on('results', data => {
  const rows = data.results[code];
  if (!rows) return;
  const ul = document.createElement('ul');
  for (const [race, winner] of rows) {
    const li = document.createElement('li');
    li.textContent = `${titleCase(race)}: ${winner}`;
    ul.appendChild(li);
  }
  const h = document.createElement('h2');
  h.textContent = 'Results';
  document.querySelector('.results').append(h, ul);
});
load('results', '/data/results.json');
