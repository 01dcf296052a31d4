/* csv.js - reads the fixtures spreadsheet (saved from Excel as CSV).
   Handles "quoted, fields" and "" inside quotes. Neil H, 2019 */
function parseCSV(text) {
  var rows = [], row = [], field = '', q = false, i, c;
  text = text.replace(/\r\n?/g, '\n');
  for (i = 0; i < text.length; i++) {
    c = text.charAt(i);
    if (q) {
      if (c === '"') {
        if (text.charAt(i + 1) === '"') { field += '"'; i++; } else { q = false; }
      } else { field += c; }
    } else if (c === '"') { q = true; }
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n') { row.push(field); rows.push(row); row = []; field = ''; }
    else { field += c; }
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  var head = rows.shift(), out = [];
  rows.forEach(function (r) {
    if (r.length < 2) return;
    var o = {};
    head.forEach(function (h, k) { o[h] = r[k] || ''; });
    out.push(o);
  });
  return out;
}

/* 18/10/2025 -> 2025-10-18 */
function ukToIso(d) {
  var p = d.split('/');
  return p[2] + '-' + p[1] + '-' + p[0];
}
