// Call-out reports: the debrief note for this call-out, if the team has written one.
// The report's date is in its address (/callouts/2025/02/01-...); the debrief log
// (data/debriefs.csv) writes dates the British way, 01/02/2025.
(function () {
  var box = document.querySelector('.debrief');
  var m = location.pathname.match(/\/callouts\/(\d{4})\/(\d{2})\/(\d{2})-/);
  if (!box || !m) return;
  var key = m[3] + '/' + m[2] + '/' + m[1];

  function parseCSV(text) {
    var rows = [], row = [], field = '', quoted = false;
    for (var i = 0; i < text.length; i++) {
      var c = text[i];
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
        else if (c === '"') quoted = false;
        else field += c;
      } else if (c === '"') quoted = true;
      else if (c === ',') { row.push(field); field = ''; }
      else if (c === '\n') { row.push(field); rows.push(row); row = []; field = ''; }
      else if (c !== '\r') field += c;
    }
    if (field || row.length) { row.push(field); rows.push(row); }
    return rows;
  }

  fetch('/data/debriefs.csv').then(function (r) { return r.text(); }).then(function (text) {
    var rows = parseCSV(text);
    var head = rows.shift();
    var rec = null;
    rows.forEach(function (r) {
      if (r[0] === key) {
        rec = {};
        head.forEach(function (h, i) { rec[h] = r[i]; });
      }
    });
    if (!rec) return;
    var h = document.createElement('h2');
    h.textContent = 'After the debrief';
    var p1 = document.createElement('p');
    p1.textContent = rec.lesson;
    var p2 = document.createElement('p');
    p2.textContent = rec.thanks;
    var p3 = document.createElement('p');
    p3.className = 'small';
    p3.textContent = 'Incident ' + rec.incident + '. Reviewed by the ' + rec.reviewed_by.toLowerCase() + '.';
    box.append(h, p1, p2, p3);
  });
})();
