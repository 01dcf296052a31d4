// yields.js - adds up Peter's picking book (data/picking-book.csv) for the
// Harvest records page: one row per season, then a few figures worked out
// with simple-statistics.
(function () {
  var box = document.getElementById('harvest');
  if (!box) return;

  function esc(s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }
  function kg(n) { return SSF.format('#,##0', n) + ' kg'; }

  fetch('data/picking-book.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var rows = readCSV(text);
      var seasons = {}, varieties = {};
      rows.forEach(function (r) {
        var y = r.season, n = +r.kg;
        seasons[y] = seasons[y] || { total: 0, best: '', bestKg: 0, count: 0 };
        seasons[y].total += n;
        seasons[y].count += 1;
        if (n > seasons[y].bestKg) { seasons[y].best = r.variety; seasons[y].bestKg = n; }
        varieties[r.variety] = varieties[r.variety] || [];
        varieties[r.variety].push(n);
      });
      var years = Object.keys(seasons).sort();
      var totals = years.map(function (y) { return seasons[y].total; });

      var html = '<table class="harvest"><thead><tr><th>Season</th><th>Picked</th><th>Varieties</th><th>Heaviest variety</th></tr></thead><tbody>';
      years.forEach(function (y) {
        var s = seasons[y];
        html += '<tr><td>' + y + '</td><td>' + kg(s.total) + '</td><td>' + s.count + '</td><td>' +
          esc(s.best) + ' (' + kg(s.bestKg) + ')</td></tr>';
      });
      html += '</tbody></table>';

      var best = years[totals.indexOf(ss.max(totals))];
      var worst = years[totals.indexOf(ss.min(totals))];
      html += '<p>Across the ' + years.length + ' seasons from ' + years[0] + ' to ' + years[years.length - 1] +
        ' the orchard has given ' + kg(ss.sum(totals)) + ' of apples, a median of ' + kg(ss.median(totals)) +
        ' a season. The best year was ' + best + ' with ' + kg(ss.max(totals)) + '; the lightest was ' + worst +
        ', with ' + kg(ss.min(totals)) + '.</p>';

      // steadiest variety: lowest coefficient of variation, over varieties picked every year since 2018
      var steady = null, cv = Infinity;
      Object.keys(varieties).forEach(function (v) {
        var k = varieties[v];
        if (k.length < years.length - 1) return;
        var c = ss.standardDeviation(k) / ss.mean(k);
        if (c < cv) { cv = c; steady = v; }
      });
      if (steady) {
        html += '<p>The steadiest cropper has been ' + esc(steady) + ', whose crop has varied by about ' +
          SSF.format('0%', cv) + ' either side of its average of ' + kg(Math.round(ss.mean(varieties[steady]))) + '.</p>';
      }
      box.innerHTML = html;
    })
    .catch(function () {
      box.innerHTML = '<p>The picking book could not be read just now.</p>';
    });
})();
