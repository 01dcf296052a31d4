/* csv.js - reads the CSV my spreadsheet saves (quotes round anything with a
   comma in it, "" for a quote inside quotes).  Returns an array of objects
   keyed by the header row. */
function parseCSV(text) {
  var rows = [], row = [], cell = '', q = false, i, c;
  for (i = 0; i < text.length; i++) {
    c = text.charAt(i);
    if (q) {
      if (c === '"' && text.charAt(i + 1) === '"') { cell += '"'; i++; }
      else if (c === '"') { q = false; }
      else { cell += c; }
    } else if (c === '"') { q = true; }
    else if (c === ',') { row.push(cell); cell = ''; }
    else if (c === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; }
    else if (c !== '\r') { cell += c; }
  }
  if (cell !== '' || row.length) { row.push(cell); rows.push(row); }
  var head = rows.shift() || [];
  return rows.filter(function (r) { return r.join('') !== ''; }).map(function (r) {
    var o = {};
    head.forEach(function (h, j) { o[h] = r[j] === undefined ? '' : r[j]; });
    return o;
  });
}
