/* csv.js - reads the incident log as saved from Excel ("CSV UTF-8").
   Handles quoted fields with commas and doubled quotes, which is all Excel writes. */
function parseCSV(text) {
  var rows = [], row = [], field = '', q = false;
  text = text.replace(/^\uFEFF/, '');
  for (var i = 0; i < text.length; i++) {
    var c = text[i];
    if (q) {
      if (c === '"') {
        if (text[i + 1] === '"') { field += '"'; i++; } else { q = false; }
      } else { field += c; }
    } else if (c === '"') { q = true; }
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field); field = '';
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
    } else { field += c; }
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  var head = rows.shift();
  return rows.map(function (r) {
    var o = {};
    head.forEach(function (h, j) { o[h] = r[j] === undefined ? '' : r[j]; });
    return o;
  });
}
