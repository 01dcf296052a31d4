/* report.js -- the bailiff's note at the foot of a fishing report.
   The bailiffs keep their notes in one spreadsheet, exported as
   data/returns.csv. Its first column is the report's code: the first ten
   hex digits of the MD5 of the report's heading, the same code the
   returns register uses, so the sheet can be sorted and edited without
   page names in it. Most reports have no note. */
function parseCSV(text) {
  const rows = [];
  let row = [], field = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(field); field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field); field = '';
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
    } else {
      field += c;
    }
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  return rows;
}

async function showBailiffNote() {
  const foot = document.querySelector('.report-foot');
  const h1 = document.querySelector('main h1');
  if (!foot || !h1) return;
  const heading = h1.textContent.trim().replace(/\s+/g, ' ');
  const code = SparkMD5.hash(heading).slice(0, 10);

  const res = await fetch('/data/returns.csv');
  if (!res.ok) return;
  const [header, ...rows] = parseCSV(await res.text());
  const col = name => header.indexOf(name);
  const row = rows.find(r => r[col('code')] === code);
  if (!row) return;

  const h2 = document.createElement('h2');
  h2.textContent = "Bailiff's note";
  const note = document.createElement('p');
  note.textContent = row[col('note')];
  const by = document.createElement('p');
  by.className = 'signed';
  by.textContent = row[col('bailiff')] + ', bailiff on duty';
  const h3 = document.createElement('h3');
  h3.textContent = 'Flies that worked';
  const ul = document.createElement('ul');
  for (const fly of row[col('flies')].split(';')) {
    const li = document.createElement('li');
    li.textContent = fly.trim();
    ul.append(li);
  }
  foot.append(h2, note, by, h3, ul);
}

document.addEventListener('DOMContentLoaded', () => {
  showBailiffNote().catch(err => console.warn('bailiff note:', err));
});
