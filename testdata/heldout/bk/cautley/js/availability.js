// availability.js - builds the month page from the bookings spreadsheet.
// Kirsty: every Sunday do File > Save As > CSV from the bookings sheet and
// upload it over data/bookings-2026.csv, then change EXPORTED below.
// Cancelled rows stay in the sheet and are skipped here; "held" rows count
// as booked because we are waiting on a deposit.
(function () {
  var EXPORTED = 'Sunday 29 March 2026';
  var UNITS = [
    ['Curlew', 'Curlew Pod'],
    ['Lapwing', 'Lapwing Pod'],
    ['Dipper', 'Dipper Pod'],
    ['Wagtail', 'Wagtail Pod'],
    ['Hut', "The Shepherd's Hut"]
  ];
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];

  var TEMPLATE =
    '<p class="small">From the bookings spreadsheet as saved on {{ exported }}. ' +
    'A cross means the night is taken.</p>' +
    '<table class="cal"><thead><tr><th>Night of</th>' +
    '{% for d in days %}<th>{{ d }}</th>{% endfor %}</tr></thead><tbody>' +
    '{% for u in units %}<tr><th scope="row">{{ u.name }}</th>' +
    '{% for c in u.cells %}<td class="{{ c }}">{% if c == "booked" %}&times;{% endif %}</td>{% endfor %}' +
    '</tr>{% endfor %}</tbody></table>' +
    '<h2>In short</h2><ul class="summary">' +
    '{% for u in units %}<li>' +
    '{% if u.free == 0 %}{{ u.name }} is fully booked for {{ month }}.' +
    '{% else %}{{ u.name }} has {{ u.free }} of {{ days.length }} nights free in {{ month }}' +
    '{% if u.run > 1 %}, the longest free spell being {{ u.run }} nights from {{ u.runStart }} {{ month }}{% endif %}.' +
    '{% endif %}</li>{% endfor %}</ul>' +
    '<p>{{ busiest }} is the busiest pod or hut this month with only {{ fewest }} nights left.</p>';

  var box = document.getElementById('availability');
  if (!box) return;
  var ym = box.getAttribute('data-month').split('-');
  var year = parseInt(ym[0], 10), mon = parseInt(ym[1], 10);
  var nDays = new Date(Date.UTC(year, mon, 0)).getUTCDate();

  topbar.config({ barColors: { 0: '#3d5a3a', 1: '#e9c46a' } });
  topbar.show();

  var me = document.currentScript ? document.currentScript.src : 'js/availability.js';
  fetch(me.replace(/js\/availability\.js.*$/, 'data/bookings-2026.csv'))
    .then(function (r) { return r.text(); })
    .then(function (csv) {
      var taken = {};
      UNITS.forEach(function (u) { taken[u[0]] = {}; });
      var lines = csv.split(/\r?\n/).slice(1);
      lines.forEach(function (line) {
        if (!line.trim()) return;
        var f = line.split(',');
        var unit = f[1], status = f[4];
        if (!taken[unit] || status === 'cancelled') return;
        var dmy = f[2].split('/');
        var t = Date.UTC(+dmy[2], +dmy[1] - 1, +dmy[0]);
        for (var n = 0; n < +f[3]; n++) {
          var d = new Date(t + n * 86400000);
          if (d.getUTCFullYear() === year && d.getUTCMonth() + 1 === mon) {
            taken[unit][d.getUTCDate()] = true;
          }
        }
      });

      var days = [];
      for (var i = 1; i <= nDays; i++) days.push(i);
      var busiest = null, fewest = 99;
      var units = UNITS.map(function (u) {
        var cells = [], free = 0, run = 0, best = 0, bestStart = 0, runStart = 0;
        days.forEach(function (d) {
          if (taken[u[0]][d]) { cells.push('booked'); run = 0; }
          else {
            cells.push('free'); free++;
            if (run === 0) runStart = d;
            run++;
            if (run > best) { best = run; bestStart = runStart; }
          }
        });
        if (free < fewest) { fewest = free; busiest = u[1]; }
        return { name: u[1], cells: cells, free: free, run: best, runStart: bestStart };
      });

      var template = swig.compile(TEMPLATE);
      box.innerHTML = template({
        exported: EXPORTED, days: days, units: units,
        month: MONTHS[mon - 1], busiest: busiest, fewest: fewest
      });
      topbar.hide();
    })
    .catch(function () {
      box.innerHTML = '<p>Sorry, the bookings could not be loaded. Please ring us on 015396 20871.</p>';
      topbar.hide();
    });
})();
