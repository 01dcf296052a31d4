/* csv.js - small reader for the spreadsheets Lorna saves out of Excel.
   readTable(text, sep) -> array of objects keyed by the header row.
   Copes with Excel's quoting ("a, b" and "" inside quotes) and CRLF.
   Written by Derek, March 2021. */
function readTable(text, sep) {
  sep = sep || ',';
  if (text.charCodeAt(0) === 0xFEFF) text = text.slice(1);   // Excel's BOM
  var rows = [], row = [], field = '', q = false, c, i;
  for (i = 0; i < text.length; i++) {
    c = text.charAt(i);
    if (q) {
      if (c === '"') {
        if (text.charAt(i + 1) === '"') { field += '"'; i++; } else { q = false; }
      } else field += c;
    } else if (c === '"') {
      q = true;
    } else if (c === sep) {
      row.push(field); field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text.charAt(i + 1) === '\n') i++;
      row.push(field); field = '';
      rows.push(row); row = [];
    } else field += c;
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  var head = rows.shift().map(function (h) { return h.trim(); });
  var out = [];
  rows.forEach(function (r) {
    if (r.join('').trim() === '') return;          // blank lines at the bottom
    var o = {};
    head.forEach(function (h, n) { o[h] = (r[n] || '').trim(); });
    out.push(o);
  });
  return out;
}

function getText(url, done) {
  var x = new XMLHttpRequest();
  x.open('GET', url);
  x.onload = function () { if (x.status === 200) done(x.responseText); };
  x.send();
}
