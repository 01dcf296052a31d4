/* year-stats.js - works out a year's figures from the incident log, so the
   figures pages never need editing: just save the log over data/incidents.csv.
   Uses jStat for the averages and n2words to write the big number in words. */
(function () {
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];
  var year = document.body.getAttribute('data-year');
  var out = document.getElementById('stats');

  function commas(n) { return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ','); }
  function hrs(h) { return (Math.round(h * 10) / 10).toFixed(1).replace(/\.0$/, ''); }
  function esc(s) { return s.replace(/&/g, '&amp;').replace(/</g, '&lt;'); }

  fetch('../data/incidents.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var log = parseCSV(text);
      var rows = log.filter(function (r) { return r.Date.slice(0, 4) === year; });
      var prev = log.filter(function (r) { return r.Date.slice(0, 4) === String(year - 1); });
      var lastDate = log.reduce(function (m, r) { return r.Date > m ? r.Date : m; }, '');
      var partYear = lastDate.slice(0, 4) === year && lastDate.slice(5, 7) !== '12';

      var durations = rows.map(function (r) { return parseFloat(r['Duration (h)']); });
      var personHours = rows.reduce(function (s, r) {
        return s + parseInt(r['Team members'], 10) * parseFloat(r['Duration (h)']);
      }, 0);
      var casualties = rows.reduce(function (s, r) { return s + parseInt(r.Casualties, 10); }, 0);

      var byCat = {}, byMonth = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
      rows.forEach(function (r) {
        byCat[r.Category] = (byCat[r.Category] || 0) + 1;
        byMonth[parseInt(r.Date.slice(5, 7), 10) - 1]++;
      });
      var cats = Object.keys(byCat).sort(function (a, b) { return byCat[b] - byCat[a] || (a < b ? -1 : 1); });
      var busiest = byMonth.indexOf(Math.max.apply(null, byMonth));

      var n = rows.length;
      var words = n2words.enGB(n);
      var html = '<p class="summary">';
      if (partYear) {
        html += 'In ' + year + ' so far, up to the end of ' + MONTHS[parseInt(lastDate.slice(5, 7), 10) - 1] +
          ', the team has been called out ' + words + ' times.';
      } else {
        html += 'In ' + year + ' the team was called out ' + words + ' times';
        if (prev.length) {
          var d = n - prev.length;
          html += d === 0 ? ', the same as in ' + (year - 1) :
            ', ' + n2words.enGB(Math.abs(d)) + (d > 0 ? ' more' : ' fewer') + ' than in ' + (year - 1);
        }
        html += '.';
      }
      html += ' Between them, members gave ' + commas(personHours) + ' hours of their time on call-outs, and we helped ' +
        casualties + ' people off the hill.</p>';
      html += '<p>Half of the call-outs were over in ' + hrs(jStat.median(durations)) +
        ' hours or less; the average was ' + hrs(jStat.mean(durations)) + ' hours and the longest lasted ' +
        hrs(jStat.max(durations)) + ' hours. The busiest month was ' + MONTHS[busiest] + ', with ' +
        byMonth[busiest] + ' call-outs.</p>';

      html += '<h2>What we were called out for</h2><table class="figures"><thead><tr><th>Type of incident</th><th>Call-outs</th></tr></thead><tbody>';
      cats.forEach(function (c) { html += '<tr><td>' + esc(c) + '</td><td>' + byCat[c] + '</td></tr>'; });
      html += '</tbody></table>';

      html += '<h2>Month by month</h2><table class="figures"><thead><tr><th>Month</th><th>Call-outs</th></tr></thead><tbody>';
      byMonth.forEach(function (m, i) {
        if (partYear && i > parseInt(lastDate.slice(5, 7), 10) - 1) return;
        html += '<tr><td>' + MONTHS[i] + '</td><td>' + m + '</td></tr>';
      });
      html += '</tbody></table>';
      html += '<p class="small">Worked out from the incident log (' + log.length + ' incidents since January 2022). <a href="../data/incidents.csv">Download the log</a>.</p>';
      out.innerHTML = html;
    });
})();
