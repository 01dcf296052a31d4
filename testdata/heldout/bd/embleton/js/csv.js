// csv.js - reads a CSV saved from Excel into an array of objects keyed by the
// header row. Handles quoted fields with commas and "" inside. Tom, 2024.
window.readCSV = function (text) {
  var rows = [], row = [], field = '', q = false;
  for (var i = 0; i < text.length; i++) {
    var c = text.charAt(i);
    if (q) {
      if (c === '"' && text.charAt(i + 1) === '"') { field += '"'; i++; }
      else if (c === '"') { q = false; }
      else { field += c; }
    } else if (c === '"') { q = true; }
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text.charAt(i + 1) === '\n') i++;
      row.push(field); field = '';
      rows.push(row); row = [];
    } else { field += c; }
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  var head = rows.shift();
  return rows.filter(function (r) { return r.join('') !== ''; }).map(function (r) {
    var o = {};
    head.forEach(function (h, k) { o[h.trim()] = (r[k] || '').trim(); });
    return o;
  });
};

// Excel-style day number for an ISO date, so SSF can format it.
window.excelDay = function (iso) {
  var p = iso.split('-');
  return (Date.UTC(+p[0], +p[1] - 1, +p[2]) - Date.UTC(1899, 11, 30)) / 86400000;
};
