// Ticket prices: names title-cased, amounts formatted in pounds.
import { titleCase } from '/lib/title-case.js';
import { bus, load } from '/js/bus.js';

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
bus.on('prices', list => {
  const ul = document.querySelector('ul.prices');
  for (const p of list) {
    const li = document.createElement('li');
    li.textContent = `${titleCase(p.name)} ${gbp.format(p.price)} ${p.unit}`;
    ul.appendChild(li);
  }
});
load('prices', '/data/prices.json');
