// diary.js - dates from the diary spreadsheet on a group's page.
// Mary keeps the diary in a spreadsheet and exports it as data/diary.csv
// for each issue; the group column is the group's name exactly as its page
// heading has it. Groups that haven't sent dates in get nothing here.
// Drawn with Mithril's m.render (mithril.min.js, loaded before this as a
// plain script, sets the global m); no routing, no redraws, just the list.
const m = window.m;

const mount = document.getElementById('diary-dates');
const heading = document.querySelector('main h1');

const dayFmt = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC',
});

// RFC 4180-ish: quoted fields, doubled quotes, commas inside quotes.
function parseCSV(text) {
  const rows = [];
  let row = [], field = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field); field = '';
      if (row.some(Boolean)) rows.push(row);
      row = [];
    } else field += c;
  }
  if (field || row.length) { row.push(field); rows.push(row); }
  const [head, ...body] = rows;
  return body.map(r => Object.fromEntries(head.map((h, i) => [h.trim(), (r[i] ?? '').trim()])));
}

const norm = s => s.replace(/\s+/g, ' ').trim().toLowerCase();

const dateLine = r =>
  m('li', { key: `${r.date} ${r.what}` }, [
    m('time', { datetime: r.date }, dayFmt.format(new Date(`${r.date}T12:00:00Z`))),
    `, ${r.time}, ${r.venue}. `,
    m('span.what', r.what),
    m('span.ring', `Ring ${r.contact}`),
  ]);

async function show() {
  if (!m || !mount || !heading) return;
  const res = await fetch('/data/diary.csv');
  if (!res.ok) return;
  const group = norm(heading.textContent);
  const rows = parseCSV(await res.text())
    .filter(r => norm(r.group) === group)
    .sort((a, b) => a.date.localeCompare(b.date));
  if (!rows.length) return;
  m.render(mount, [
    m('h2', 'Dates sent in for spring 2026'),
    m('ul.dates', rows.map(dateLine)),
  ]);
}

show().catch(err => console.warn('diary', err));
