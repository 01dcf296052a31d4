// Route pages: the dates this route is on in the current rides calendar
// (data/rides.ics, the same file people subscribe to on their phones).
// The ride leaders tag each event with the route's name as a category,
// as it is written in the heading of the route's page; each date is shown
// with the sunset time so riders know whether to bring lights.
import * as SunCalc from '/lib/suncalc.js';

const SHOP = { lat: 54.664, lng: -2.752 }; // Tanner's Yard, Hexworth

function unescapeText(s) {
  return s.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1').trim();
}

function parseICS(text) {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const events = [];
  let ev = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') ev = {};
    else if (line === 'END:VEVENT') { if (ev) events.push(ev); ev = null; }
    else if (ev) {
      const i = line.indexOf(':');
      if (i < 0) continue;
      const name = line.slice(0, i).split(';')[0].toUpperCase();
      const raw = line.slice(i + 1);
      if (name === 'CATEGORIES') {
        ev.CATEGORIES = (ev.CATEGORIES || []).concat(raw.split(/(?<!\\),/).map(unescapeText));
      } else {
        ev[name] = unescapeText(raw);
      }
    }
  }
  return events;
}

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const dmy = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Europe/London' });

function startOf(value) {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2}))?/.exec(value);
  return { y: +m[1], mo: +m[2], d: +m[3], h: +(m[4] || 0), mi: +(m[5] || 0) };
}
function timeOfDay(h, mi) {
  const h12 = ((h + 11) % 12) + 1;
  return h12 + (mi ? '.' + String(mi).padStart(2, '0') : '') + (h < 12 ? 'am' : 'pm');
}

const box = document.getElementById('ride-dates');
const heading = document.querySelector('main h1');
if (box && heading) {
  const route = heading.textContent.replace(/\s+/g, ' ').trim().toLowerCase();
  try {
    const res = await fetch('/data/rides.ics', { cache: 'no-cache' });
    const mine = parseICS(await res.text())
      .filter((ev) => (ev.CATEGORIES || []).some((c) => c.toLowerCase() === route))
      .sort((a, b) => a.DTSTART.localeCompare(b.DTSTART));
    if (mine.length) {
      const h = document.createElement('h2');
      h.textContent = 'Dates on the rides calendar';
      const ul = document.createElement('ul');
      ul.className = 'ride-dates__list';
      for (const ev of mine) {
        const s = startOf(ev.DTSTART);
        const noon = new Date(Date.UTC(s.y, s.mo - 1, s.d, 12));
        const sunset = SunCalc.getTimes(noon, SHOP.lat, SHOP.lng).sunset;
        const li = document.createElement('li');
        const when = document.createElement('strong');
        when.textContent = weekday.format(noon) + ' ' + dmy.format(noon);
        li.append(when, ', ' + timeOfDay(s.h, s.mi) + ' from the shop. ' + (ev.DESCRIPTION || ''));
        const sun = document.createElement('span');
        sun.className = 'ride-dates__sunset';
        sun.textContent = ' Sunset ' + clock.format(sunset) + '.';
        li.append(sun);
        ul.append(li);
      }
      box.append(h, ul);
    }
  } catch (e) {
    // calendar unavailable: the page stands without dates
  }
}
