// csv.js - reads the CSV files that Janet's spreadsheet saves.
// Good enough for our files: quoted fields, doubled quotes, CRLF line ends.
function parseCSV(text) {
  var rows = [], row = [], field = '', quoted = false, i, c;
  for (i = 0; i < text.length; i++) {
    c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') { quoted = false; }
      else { field += c; }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(field); field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field); field = '';
      rows.push(row); row = [];
    } else {
      field += c;
    }
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  var head = rows.shift(), out = [];
  rows.forEach(function (r) {
    if (r.length === 1 && r[0] === '') return;
    var o = {};
    head.forEach(function (h, j) { o[h.trim()] = (r[j] || '').trim(); });
    out.push(o);
  });
  return out;
}

// "09/01/2025" -> a Date at midnight, local time
function ukDate(s) {
  var p = s.split('/');
  return new Date(+p[2], +p[1] - 1, +p[0]);
}

var DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
var MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
  'August', 'September', 'October', 'November', 'December'];

// "Thursday 9 January, 7.30pm"
function showTime(date, hhmm) {
  var t = hhmm.split(':'), h = +t[0];
  var h12 = h > 12 ? h - 12 : h;
  return DAY_NAMES[date.getDay()] + ' ' + date.getDate() + ' ' + MONTH_NAMES[date.getMonth()] +
    ', ' + h12 + '.' + t[1] + (h >= 12 ? 'pm' : 'am');
}
