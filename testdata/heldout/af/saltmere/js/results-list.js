// The club's events with results, each linking to its results page.
import { titleCase } from '/lib/title-case.js';
import { bus, load } from '/js/bus.js';

bus.on('results', data => {
  const ul = document.createElement('ul');
  for (const e of data.events) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = `/club/${e.slug}.html`;
    a.textContent = titleCase(e.name);
    li.append(a, `: ${e.summary}`);
    ul.appendChild(li);
  }
  document.getElementById('results').appendChild(ul);
});
load('results', '/data/results.json');
