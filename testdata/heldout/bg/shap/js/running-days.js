/* running-days.js - Colin H.
   Reads data/running-days.tsv (saved from the timetable spreadsheet as
   "Text (Tab delimited)") and lists the days for the month in data-month. */
(function () {
  var section = document.getElementById('running-days');
  var month = section.getAttribute('data-month');      // e.g. 2025-05
  var parse = d3.utcParse('%Y-%m-%d');
  var dayName = d3.utcFormat('%A %-d %B');
  var monthName = d3.utcFormat('%B %Y');
  var firstTrain = { Green: '10.30', Blue: '11.00', Red: '11.30', Santa: '13.00' };

  fetch('../data/running-days.tsv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var lines = text.split(/\r?\n/).filter(function (l) { return l.trim() !== ''; });
      var head = lines.shift().split('\t');
      var days = lines.map(function (l) {
        var f = l.split('\t'), o = {};
        head.forEach(function (h, i) { o[h] = f[i] || ''; });
        return o;
      }).filter(function (d) { return d.date.slice(0, 7) === month; });

      var title = monthName(parse(month + '-01'));
      if (!days.length) {
        section.innerHTML = '<p>No trains are running in ' + title + '.</p>';
        return;
      }
      var out = '<p class="summary">There are ' + days.length + ' running days in ' + title +
        ', the first on ' + dayName(parse(days[0].date)) + ' and the last on ' +
        dayName(parse(days[days.length - 1].date)) + '.</p>';
      out += '<table class="days"><tr><th>Date</th><th>Timetable</th><th>First train</th><th>Notes</th></tr>';
      days.forEach(function (d) {
        out += '<tr><td>' + dayName(parse(d.date)) + '</td>' +
          '<td><span class="tt ' + d.timetable.toLowerCase() + '">' + d.timetable + '</span></td>' +
          '<td>' + (firstTrain[d.timetable] || '') + '</td>' +
          '<td>' + d.note + '</td></tr>';
      });
      out += '</table>';
      section.innerHTML = out;
    });
})();
