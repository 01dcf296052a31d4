/* takings.js - builds each year's page from the treasurer's takings book (data/takings.csv).
   The year is on <body data-year="...">. Money in pence to stop the pennies wandering. NH */
(function () {
  var year = document.body.getAttribute('data-year');
  var summary = document.getElementById('year-summary');
  var out = document.getElementById('takings');

  function pence(s) { return Math.round(parseFloat(s) * 100); }
  function gbp(p) { return accounting.formatMoney(p / 100, '£', 2, ',', '.'); }
  function esc(s) { return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;'); }
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  function nice(d) {
    var p = d.split('-');
    return parseInt(p[2], 10) + ' ' + months[parseInt(p[1], 10) - 1] + ' ' + p[0];
  }

  fetch('../data/takings.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var lines = text.trim().split(/\r?\n/);
      var head = lines.shift().split(',');
      var rows = lines.map(function (l) {
        var c = l.split(','), o = {};
        head.forEach(function (h, i) { o[h] = c[i]; });
        return o;
      }).filter(function (o) { return o.year === year; });

      if (!rows.length) {
        summary.textContent = 'Nothing has been entered for ' + year + ' yet.';
        return;
      }
      var totalGross = 0, totalCosts = 0, best = null;
      var html = '<table class="takings"><thead><tr><th>Date</th><th>Event</th><th>Taken</th><th>Costs</th><th>Profit</th></tr></thead><tbody>';
      rows.forEach(function (o) {
        o.profit = pence(o.gross) - pence(o.costs);
        totalGross += pence(o.gross);
        totalCosts += pence(o.costs);
        if (!best || o.profit > best.profit) best = o;
        html += '<tr><td>' + nice(o.date) + '</td><td>' + esc(o.event) + '</td><td>' + gbp(pence(o.gross)) +
          '</td><td>' + gbp(pence(o.costs)) + '</td><td>' + gbp(o.profit) + '</td></tr>';
      });
      html += '</tbody><tfoot><tr><th></th><th>Total</th><th>' + gbp(totalGross) + '</th><th>' + gbp(totalCosts) +
        '</th><th>' + gbp(totalGross - totalCosts) + '</th></tr></tfoot></table>';
      out.innerHTML = html;

      summary.innerHTML = 'In ' + year + ' the Friends made ' + gbp(totalGross - totalCosts) + ' profit from ' +
        rows.length + ' events, after ' + gbp(totalCosts) + ' of costs. ' +
        'Best earner of the year: ' + esc(best.event) + ' (' + gbp(best.profit) + ').';

      var svg = document.getElementById('takings-chart');
      if (svg && window.chartXkcd) {
        new chartXkcd.Bar(svg, {
          title: 'Profit by event',
          xLabel: 'Event',
          yLabel: 'Pounds',
          data: {
            labels: rows.map(function (o) { return o.event; }),
            datasets: [{ data: rows.map(function (o) { return Math.round(o.profit / 100); }) }]
          },
          options: { yTickCount: 4 }
        });
      }
    })
    .catch(function () {
      summary.textContent = 'Sorry, the takings book could not be loaded. Please try again later.';
    });
})();
