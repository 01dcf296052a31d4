// orchard-log.js: the latest pruning or disease note for this tree, from the orchard
// warden's log (data/orchard-log.csv, exported from the log spreadsheet). The tree is the
// one whose tag number is given in the page's facts list. Harvest and survey rows are
// kept in the same log but are not shown here.
(function () {
  const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
                  'August', 'September', 'October', 'November', 'December'];
  const SEASONS = { spring: 'Spring', summer: 'Summer', autumn: 'Autumn', winter: 'Winter' };

  // A small CSV reader: quoted fields, doubled quotes, commas and newlines inside quotes.
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
        if (row.some((f) => f !== '')) rows.push(row);
        row = [];
      } else field += c;
    }
    row.push(field);
    if (row.some((f) => f !== '')) rows.push(row);
    return rows;
  }

  function longDate(iso) {
    const [y, m, d] = iso.split('-').map(Number);
    return d + ' ' + MONTHS[m - 1] + ' ' + y;
  }

  function tagOfThisTree() {
    const dt = Array.from(document.querySelectorAll('dl.tree-facts dt'))
      .find((el) => el.textContent.trim() === 'Tag');
    return dt && dt.nextElementSibling ? dt.nextElementSibling.textContent.trim() : null;
  }

  async function show() {
    const slot = document.getElementById('orchard-log');
    const tag = tagOfThisTree();
    if (!slot || !tag) return;
    const text = await fetch('/data/orchard-log.csv').then((r) => r.text());
    const [head, ...rows] = parseCSV(text);
    const entries = rows.map((r) => Object.fromEntries(head.map((h, i) => [h.trim(), (r[i] || '').trim()])));
    const latest = entries
      .filter((e) => e.tag === tag && (e.kind === 'pruned' || e.kind === 'disease') && e.note)
      .sort((a, b) => b.date.localeCompare(a.date))[0];
    if (!latest) return;

    const h2 = document.createElement('h2');
    h2.textContent = 'Latest from the orchard log';
    const when = document.createElement('p');
    when.className = 'log-when';
    when.textContent = (latest.kind === 'pruned' ? 'Pruned on ' : 'Disease noted on ') +
      longDate(latest.date) + (latest.by ? ' by ' + latest.by : '') + '.';
    const note = document.createElement('p');
    note.textContent = latest.note;
    slot.append(h2, when, note);

    if (latest.issue) {
      const [year, season] = latest.issue.split('-');
      const p = document.createElement('p');
      const a = document.createElement('a');
      a.href = '/newsletter/' + latest.issue + '.html';
      a.textContent = 'More in the ' + SEASONS[season] + ' ' + year + ' newsletter';
      p.append(a);
      slot.append(p);
    }
  }

  show().catch((err) => console.warn('orchard log:', err));
})();
