/* Club 10 results: data/club10-2025.csv parsed by csv-parse; the table replaces the placeholder. */
(function () {
  'use strict';
  var box = document.getElementById('results');
  if (!box) return;
  function secs(t) { var p = t.split(':'); return (+p[0]) * 60 + (+p[1]); }
  function day(iso, f) { return luxon.DateTime.fromISO(iso).setLocale('en-GB').toFormat(f); }
  function esc(s) { return String(s).replace(/[&<>"]/g, function (c) { return '&#' + c.charCodeAt(0) + ';'; }); }
  fetch('/data/club10-2025.csv').then(function (r) { return r.text(); }).then(function (text) {
    var rows = csv_parse_sync.parse(text, { columns: true, skip_empty_lines: true, trim: true });
    var best = rows.reduce(function (a, b) { return secs(b.time) < secs(a.time) ? b : a; });
    var html = '<p class="summary">Fastest ride of the season: ' + esc(best.rider) + ', ' + esc(best.time) +
      ' on ' + day(best.date, 'cccc d LLLL yyyy') + '.</p>';
    html += '<table><thead><tr><th>Evening</th><th>Rider</th><th>Time</th><th>Machine</th></tr></thead><tbody>';
    rows.forEach(function (r) {
      html += '<tr><td>' + day(r.date, 'd LLL') + '</td><td>' + esc(r.rider) + '</td><td>' + esc(r.time) +
        '</td><td>' + esc(r.bike) + '</td></tr>';
    });
    box.innerHTML = html + '</tbody></table>';
  });
})();
