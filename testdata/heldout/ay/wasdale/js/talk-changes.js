// talk-changes.js: talk pages. The programme secretary keeps the season's
// talks in /talks/programme.ics (the file members subscribe to). When a
// talk is moved, its VEVENT keeps its UID and gets a new DTSTART or
// LOCATION and a COMMENT. This compares the event with what the page says
// (its h-event) and writes a notice only when something has changed.

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
  'August', 'September', 'October', 'November', 'December'];

function unescapeText(v) {
  return v.replace(/\\([\\;,nN])/g, (_, c) => (c === 'n' || c === 'N' ? '\n' : c));
}

// A small RFC 5545 reader: unfold, split into components, keep properties.
export function parseICS(text) {
  const lines = text.replace(/\r\n/g, '\n').replace(/\n[ \t]/g, '').split('\n');
  const events = [];
  let ev = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') { ev = {}; continue; }
    if (line === 'END:VEVENT') { if (ev) events.push(ev); ev = null; continue; }
    if (!ev) continue;
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const [name, ...params] = line.slice(0, colon).split(';');
    ev[name.toUpperCase()] = {
      value: unescapeText(line.slice(colon + 1)),
      params: Object.fromEntries(params.map((p) => p.split('='))),
    };
  }
  return events;
}

// DTSTART;TZID=Europe/London:20260108T193000 -> "2026-01-08T19:30" (wall clock)
function localStamp(prop) {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})/.exec(prop.value);
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}` : prop.value;
}

function spokenDate(stamp) {
  const [y, mo, d, h, mi] = stamp.split(/[-T:]/).map(Number);
  const day = DAYS[new Date(Date.UTC(y, mo - 1, d)).getUTCDay()];
  const hour = h > 12 ? h - 12 : h;
  const time = `${hour}${mi ? '.' + String(mi).padStart(2, '0') : ''}${h >= 12 ? 'pm' : 'am'}`;
  return `${day} ${d} ${MONTHS[mo - 1]} ${y} at ${time}`;
}

function para(text, cls) {
  const p = document.createElement('p');
  if (cls) p.className = cls;
  p.textContent = text;
  return p;
}

async function main() {
  const event = document.querySelector('.h-event');
  const box = document.getElementById('programme-change');
  if (!event || !box) return;
  const uid = event.querySelector('.u-uid')?.value;
  const res = await fetch('/talks/programme.ics');
  if (!res.ok) return;
  const entry = parseICS(await res.text()).find((e) => e.UID && e.UID.value === uid);
  if (!entry) return;

  const pageStart = event.querySelector('.dt-start').getAttribute('datetime');
  const pageVenue = event.querySelector('.p-location').textContent.trim();
  const start = entry.DTSTART ? localStamp(entry.DTSTART) : pageStart;
  const venue = entry.LOCATION ? entry.LOCATION.value.split(',')[0].trim() : pageVenue;
  const status = entry.STATUS ? entry.STATUS.value : 'CONFIRMED';

  const changes = [];
  if (status === 'CANCELLED') {
    changes.push(['Cancelled', 'This talk has been cancelled.']);
  } else {
    if (start !== pageStart) changes.push(['Change of date', `This talk has been postponed to ${spokenDate(start)}.`]);
    if (venue !== pageVenue) changes.push(['Change of venue', `This talk will now be held at ${venue}.`]);
  }
  if (!changes.length) return;

  const h = document.createElement('h2');
  h.textContent = changes.map((c) => c[0]).join(' and ');
  box.append(h, ...changes.map((c) => para(c[1])));
  if (entry.COMMENT) box.append(para(entry.COMMENT.value, 'why'));
  box.hidden = false;
}

main();
