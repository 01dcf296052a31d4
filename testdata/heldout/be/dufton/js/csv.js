/* csv.js - reads the spreadsheets the departments send me, saved from
   Excel as CSV (or as "Text (Tab delimited)" for the roster).
   Copes with quoted fields that have commas in them, which the Loco
   Department's notes always do. */

var DFR = DFR || {};

DFR.parseTable = function (text, sep) {
  sep = sep || ',';
  var rows = [], row = [], field = '', quoted = false, i, c;
  text = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  for (i = 0; i < text.length; i++) {
    c = text.charAt(i);
    if (quoted) {
      if (c === '"') {
        if (text.charAt(i + 1) === '"') { field += '"'; i++; } else { quoted = false; }
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === sep) {
      row.push(field); field = '';
    } else if (c === '\n') {
      row.push(field); rows.push(row); row = []; field = '';
    } else {
      field += c;
    }
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }

  // First row is the header; give back one object per line.
  var head = rows.shift(), out = [];
  for (i = 0; i < rows.length; i++) {
    if (rows[i].length === 1 && rows[i][0] === '') { continue; }
    var o = {};
    for (var j = 0; j < head.length; j++) {
      o[head[j].trim()] = (rows[i][j] || '').trim();
    }
    out.push(o);
  }
  out.columns = head;
  return out;
};
