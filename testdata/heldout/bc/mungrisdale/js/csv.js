/* Reads the CSV files that LibreOffice saves from the bookings spreadsheet.
   Handles quoted fields with commas and "" inside them, which is all it does. */
function parseCSV(text) {
  var rows = [], row = [], field = '', q = false;
  text = text.replace(/\r\n?/g, '\n');
  for (var i = 0; i < text.length; i++) {
    var c = text[i];
    if (q) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') q = false;
      else field += c;
    } else if (c === '"') q = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n') { row.push(field); rows.push(row); row = []; field = ''; }
    else field += c;
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  var head = rows.shift();
  return rows.filter(function (r) { return r.join('') !== ''; }).map(function (r) {
    var o = {};
    head.forEach(function (h, j) { o[h.trim()] = (r[j] || '').trim(); });
    return o;
  });
}
