// batches.js - the batch pages. Tom wrote this in 2024 so that Dougie only
// has to keep the cellar book (data/cellar-book.csv) and the readings sheet
// (data/readings.csv) up to date; each batch page is the same empty shell
// with the batch code on it, and this Stimulus controller fills it in.
(function () {
  var application = Stimulus.Application.start();

  function esc(s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }

  function listOf(items) {
    if (items.length < 2) return items.join('');
    return items.slice(0, -1).join(', ') + ' and ' + items[items.length - 1];
  }

  function longDate(iso) {
    return SSF.format('d mmmm yyyy', excelDay(iso));
  }

  application.register('batch', class extends Stimulus.Controller {
    static get targets() { return ['summary', 'readings']; }
    static get values() { return { code: String }; }

    connect() {
      var self = this;
      Promise.all([
        fetch('../data/cellar-book.csv').then(function (r) { return r.text(); }),
        fetch('../data/readings.csv').then(function (r) { return r.text(); })
      ]).then(function (files) {
        var book = readCSV(files[0]);
        var readings = readCSV(files[1]);
        var batch = book.filter(function (b) { return b.code === self.codeValue; })[0];
        if (!batch) {
          self.summaryTarget.innerHTML = '<p>There is no entry for ' + esc(self.codeValue) + ' in the cellar book yet.</p>';
          return;
        }
        var mine = readings.filter(function (r) { return r.batch === batch.code; });
        self.summaryTarget.innerHTML = self.summary(batch);
        self.readingsTarget.innerHTML = batch.kind === 'cider' ? self.gravity(mine) : self.sugar(mine);
      }).catch(function () {
        self.summaryTarget.innerHTML = '<p>The cellar book could not be read just now. Please try again later.</p>';
      });
    }

    summary(b) {
      var kg = +b.apples_kg, litres = +b.juice_l, bottles = +b.bottles;
      var kind = b.kind === 'cider' ? 'cider' : 'apple juice';
      var html = '<p class="batch-lead">' + esc(b.name) + ': ' + kind + ' pressed on ' + longDate(b.pressed) +
        ' from ' + SSF.format('#,##0', kg) + ' kg of ' + esc(listOf(b.varieties.split(';'))) + '.</p>';
      html += '<p>The press gave ' + SSF.format('#,##0', litres) + ' litres, ' +
        SSF.format('0.00', litres / kg) + ' litres to the kilo';
      html += bottles > 0 ? ', and filled ' + SSF.format('#,##0', bottles) + ' bottles of 750 ml.</p>'
                          : '. None of it has been bottled yet.</p>';
      html += '<dl class="batch-facts"><dt>How it was kept</dt><dd>' + esc(b.finish) + '</dd>' +
        '<dt>Now</dt><dd>' + esc(b.status) + '</dd></dl>';
      html += '<blockquote class="tasting"><p>' + esc(b.tasting) + '</p><footer>Dougie Pearson, cellar book</footer></blockquote>';
      return html;
    }

    sugar(rows) {
      if (!rows.length) return '';
      var v = rows.map(function (r) { return +r.value; });
      var html = '<h2>Sugar at the press</h2><table class="readings"><thead><tr><th>Press run</th><th>Brix</th></tr></thead><tbody>';
      rows.forEach(function (r) {
        html += '<tr><td>' + esc(r.run) + '</td><td>' + SSF.format('0.0', +r.value) + '</td></tr>';
      });
      html += '</tbody></table>';
      html += '<p>Average sugar at the press was ' + SSF.format('0.0', ss.mean(v)) + ' degrees Brix, from ' +
        SSF.format('0.0', ss.min(v)) + ' in the sharpest run to ' + SSF.format('0.0', ss.max(v)) +
        ' in the sweetest (standard deviation ' + SSF.format('0.00', ss.standardDeviation(v)) + ').</p>';
      return html;
    }

    gravity(rows) {
      if (!rows.length) return '';
      var day0 = excelDay(rows[0].date);
      var pts = rows.map(function (r) { return [excelDay(r.date) - day0, +r.value]; });
      var html = '<h2>Fermentation</h2><table class="readings"><thead><tr><th>Date</th><th>Specific gravity</th></tr></thead><tbody>';
      rows.forEach(function (r) {
        html += '<tr><td>' + longDate(r.date) + '</td><td>' + SSF.format('0.000', +r.value) + '</td></tr>';
      });
      html += '</tbody></table>';
      var og = pts[0][1], last = pts[pts.length - 1];
      var abv = (og - last[1]) * 131.25 / 100;
      html += '<p>Gravity has fallen from ' + SSF.format('0.000', og) + ' to ' + SSF.format('0.000', last[1]) +
        ' in ' + last[0] + ' days, which puts the cider at about ' + SSF.format('0.0%', abv) + ' alcohol so far.</p>';
      if (pts.length >= 3) {
        var fit = ss.linearRegression(pts.slice(-3));
        html += '<p>Over the last three readings it has been dropping by ' + SSF.format('0.0000', -fit.m) +
          ' a day. Dougie bottles when two readings a week apart are the same.</p>';
      }
      return html;
    }
  });
})();
