/* find.js -- the register entry for a find.
   The finds officer keeps the register in a little SQLite database and
   sends me a copy (data/finds.sqlite) after each committee meeting. sql.js
   opens it right here in the page, so I never have to copy anything out
   by hand. The accession number comes from the facts list on the page.
   Objects not entered yet simply show the page text. */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
  'August', 'September', 'October', 'November', 'December'];

function niceDate(iso) {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

function accessionNumber() {
  for (const dt of document.querySelectorAll('dl.find-facts dt')) {
    if (dt.textContent.trim() === 'Accession number') {
      return dt.nextElementSibling.textContent.trim();
    }
  }
  return null;
}

async function showRegisterEntry() {
  const box = document.getElementById('register-entry');
  const acc = accessionNumber();
  if (!box || !acc) return;

  const SQL = await initSqlJs({ locateFile: file => `/lib/${file}` });
  const res = await fetch('/data/finds.sqlite');
  if (!res.ok) return;
  const db = new SQL.Database(new Uint8Array(await res.arrayBuffer()));

  const stmt = db.prepare('SELECT description, found_on, findspot, finder FROM finds WHERE accession = ?');
  stmt.bind([acc]);
  const find = stmt.step() ? stmt.getAsObject() : null;
  stmt.free();
  if (!find) {
    db.close();
    return;
  }

  const measures = [];
  const m = db.prepare('SELECT label, value FROM measurements WHERE accession = ? ORDER BY seq');
  m.bind([acc]);
  while (m.step()) measures.push(m.getAsObject());
  m.free();
  db.close();

  let html = '<h2>From the finds register</h2>';
  html += `<p>${find.description}</p>`;
  html += `<p>Found on ${niceDate(find.found_on)} ${find.findspot}, by ${find.finder}.</p>`;
  if (measures.length) {
    html += '<h3>Measurements</h3><ul>';
    for (const row of measures) html += `<li>${row.label}: ${row.value}</li>`;
    html += '</ul>';
  }
  box.innerHTML = html;
}

document.addEventListener('DOMContentLoaded', () => {
  showRegisterEntry().catch(err => console.warn('register entry:', err));
});
