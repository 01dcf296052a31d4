/* concert-notice.js - on every concert page.
   Carol keeps the engagement book in Excel; she saves it as
   data/engagements.csv and I upload it. If the "Web notice" column has
   something in it for this concert, it goes at the top of the page.
   The page says which concert it is in the <time datetime="..."> under the
   heading; the CSV has dd/mm/yyyy dates and 24-hour start times.
   Also keeps the "At a glance" box in view (hc-sticky). */
(function () {
  // Excel CSV: commas, double quotes round fields that need them, "" inside
  function parseCSV(text) {
    var rows = [], row = [], field = '', quoted = false;
    for (var i = 0; i < text.length; i++) {
      var c = text[i];
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
    return rows;
  }

  // "14/06/2025" + "13:00" -> "2025-06-14T13:00"
  function isoOf(date, start) {
    var d = date.split('/');
    var t = start.split(':');
    return d[2] + '-' + ('0' + d[1]).slice(-2) + '-' + ('0' + d[0]).slice(-2) +
      'T' + ('0' + t[0]).slice(-2) + ':' + t[1];
  }

  var time = document.querySelector('.when time');
  if (!time) return;
  var key = time.getAttribute('datetime');

  fetch('../data/engagements.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var rows = parseCSV(text);
      var head = rows.shift();
      var col = {};
      head.forEach(function (name, i) { col[name.trim()] = i; });
      for (var i = 0; i < rows.length; i++) {
        var r = rows[i];
        if (r.length < head.length) continue;
        if (isoOf(r[col['Date']], r[col['Start']]) !== key) continue;
        var notice = (r[col['Web notice']] || '').trim();
        if (!notice) return;
        var div = document.createElement('div');
        div.className = 'notice';
        div.innerHTML = '<strong>Please note:</strong> ';
        div.appendChild(document.createTextNode(notice));
        time.parentNode.parentNode.insertBefore(div, time.parentNode.nextSibling);
        return;
      }
    });

  if (window.hcSticky && document.querySelector('.glance')) {
    new hcSticky('.glance', { stickTo: '.two-col', top: 16 });
  }
})();
