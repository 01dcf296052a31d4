// results.js - race results pages.
// The sailing secretary keeps the results in one spreadsheet
// (data/results.xlsx), one sheet per race, named like the page
// (spring-series-race-1.html -> sheet "spring-series-race-1").
// We read the workbook with SheetJS and draw this race's sheet as a table.
async function showResults() {
  const box = document.getElementById('race-results');
  if (!box) return;
  const race = location.pathname.split('/').pop().replace(/\.html$/, '');

  const res = await fetch('/data/results.xlsx');
  if (!res.ok) return;
  const workbook = XLSX.read(await res.arrayBuffer(), { type: 'array' });
  const sheet = workbook.Sheets[race];
  if (!sheet) return; // not entered yet

  const rows = XLSX.utils.sheet_to_json(sheet, { defval: '' });
  if (!rows.length) return;
  const columns = Object.keys(rows[0]);

  const winner = rows[0];
  const who = winner.Crew ? winner.Helm + ' and ' + winner.Crew : winner.Helm;
  const a = /^(RS|[AEIOU])/.test(winner.Class) ? 'an' : 'a';

  const p = document.createElement('p');
  p.className = 'winner';
  p.textContent = `Winner: ${who} in ${a} ${winner.Class}, corrected time ${winner.Corrected}.`;

  const table = document.createElement('table');
  table.className = 'results';
  table.innerHTML = '<thead><tr>' + columns.map(c => `<th>${c}</th>`).join('') + '</tr></thead>';
  const tbody = document.createElement('tbody');
  for (const row of rows) {
    const tr = document.createElement('tr');
    for (const c of columns) {
      const td = document.createElement('td');
      td.textContent = row[c];
      tr.appendChild(td);
    }
    tbody.appendChild(tr);
  }
  table.appendChild(tbody);

  const h2 = document.createElement('h2');
  h2.textContent = 'Results';
  box.append(h2, p, table);
}

showResults().catch(err => console.log('results:', err));
