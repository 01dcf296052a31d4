// Weekly water samples: a table from data/water-samples.csv and a line
// about the latest one.
(function () {
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];
  function day(iso) {
    var p = iso.split('-');
    return Number(p[2]) + ' ' + months[Number(p[1]) - 1] + ' ' + p[0];
  }
  fetch('/data/water-samples.csv')
    .then(function (r) { return r.text(); })
    .then(function (csv) {
      var lines = csv.trim().split('\n');
      var head = lines.shift().split(',');
      var rows = lines.map(function (l) {
        var cells = l.split(','), o = {};
        head.forEach(function (h, i) { o[h] = cells[i]; });
        return o;
      });
      var t = document.createElement('table');
      t.innerHTML = '<thead><tr><th>Sample taken</th><th>Water</th><th>E. coli</th><th>Enterococci</th><th>Rating</th></tr></thead>';
      var body = document.createElement('tbody');
      rows.forEach(function (r) {
        var tr = body.insertRow();
        [day(r.date), r.temperature + '°C', r.e_coli, r.enterococci, r.rating].forEach(function (v) {
          tr.insertCell().textContent = v;
        });
      });
      t.appendChild(body);
      document.querySelector('.samples').appendChild(t);
      var last = rows[rows.length - 1];
      document.querySelector('.latest').textContent = 'Latest sample, taken ' + day(last.date) +
        ': rated ' + last.rating + ', water ' + last.temperature + '°C.';
    });
})();
