// The next start date with a boat free, from data/availability.json.
import pupa from '/lib/pupa.js';

const a = await (await fetch('/data/availability.json')).json();
document.querySelector('.next-start').textContent =
  pupa('Next free start date: {date}, on {boat} (sleeps {berths}).', a.next);
