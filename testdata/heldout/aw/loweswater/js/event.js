// event.js: tickets, times and running order for an event page.
// <main data-event="slug"> names the event; data/events.json holds the
// ones with tickets on sale (the rest are free or not yet scheduled).
import van from '/lib/van.js';

const { section, h2, h3, p, ul, li, strong } = van.tags;

const main = document.querySelector('main[data-event]');
const mount = document.getElementById('event-details');

function Details(ev) {
  const booked = van.state(ev.booked);
  const left = van.derive(() => Math.max(0, ev.capacity - booked.val));
  const status = van.derive(() => left.val === 0 ? 'Sold out' : `Tickets left: ${left.val}`);
  // booking.js (not on this site yet) will bump this when a ticket sells
  window.addEventListener('ticket-booked', () => { booked.val += 1; });
  return section({ class: 'tickets' },
    h2('Tickets and times'),
    p({ class: () => left.val ? 'left' : 'left sold-out' }, strong(status)),
    p(`Runs ${ev.runs}`),
    p(ev.meet),
    h3('Programme'),
    ul({ class: 'programme' }, ev.programme.map(([time, what]) => li(`${time} ${what}`))),
  );
}

async function load() {
  if (!main || !mount) return;
  const slug = main.dataset.event;
  const res = await fetch('/data/events.json');
  if (!res.ok) return;
  const all = await res.json();
  if (!Object.hasOwn(all, slug)) return;
  van.add(mount, Details(all[slug]));
}

load().catch(e => console.warn('event details', e));
