// Shows where the locomotive is now: in traffic, in the workshop, away.
// The works number is the data-works attribute in the facts table; the
// status of every engine on both lines is one CSV, formatted with sprintf.
(function () {
  var plate = document.querySelector('[data-works]');
  var box = document.querySelector('.loco-status');
  if (!plate || !box) return;
  var works = plate.getAttribute('data-works');
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];

  // One line of CSV: commas separate fields, double quotes may wrap one.
  function fields(line) {
    var out = [], cur = '', quoted = false;
    for (var i = 0; i < line.length; i++) {
      var c = line[i];
      if (c === '"') quoted = !quoted;
      else if (c === ',' && !quoted) { out.push(cur); cur = ''; }
      else cur += c;
    }
    out.push(cur);
    return out;
  }

  fetch('/data/loco-status.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var lines = text.trim().split('\n');
      var head = fields(lines[0]);
      for (var i = 1; i < lines.length; i++) {
        var f = fields(lines[i]), row = {};
        head.forEach(function (h, j) { row[h] = f[j]; });
        if (row.works !== works) continue;
        var d = row.since.split('-');
        box.innerHTML = '';
        var h2 = document.createElement('h2');
        h2.textContent = 'Where she is now';
        var p1 = document.createElement('p');
        p1.textContent = sprintf('%s since %d %s %s; %s.', row.status, Number(d[2]), months[Number(d[1]) - 1], d[0], row.certificate);
        var p2 = document.createElement('p');
        p2.textContent = row.note;
        box.appendChild(h2);
        box.appendChild(p1);
        box.appendChild(p2);
      }
    });
})();
