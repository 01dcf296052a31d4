// Shows a change to the route. The route is named in the timetable's
// caption ("Route 38A timetable, ..."); the changes to all routes are one
// CSV file, and the dates are written with fecha.
(function () {
  var cap = document.querySelector('table.timetable caption');
  var box = document.querySelector('.route-change');
  if (!cap || !box) return;
  var m = /Route\s+([0-9A-Z]+)/.exec(cap.textContent);
  if (!m) return;
  var route = m[1];

  function parseLine(line) {
    var out = [], cur = '', q = false;
    for (var i = 0; i < line.length; i++) {
      var c = line[i];
      if (q) {
        if (c === '"' && line[i + 1] === '"') { cur += '"'; i++; }
        else if (c === '"') q = false;
        else cur += c;
      } else if (c === '"') q = true;
      else if (c === ',') { out.push(cur); cur = ''; }
      else cur += c;
    }
    out.push(cur);
    return out;
  }
  function day(s) {
    var d = s.split('-');
    return fecha.format(new Date(Number(d[0]), Number(d[1]) - 1, Number(d[2])), 'dddd D MMMM');
  }

  fetch('/data/route-changes.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var lines = text.trim().split('\n');
      var head = parseLine(lines.shift());
      lines.map(parseLine).forEach(function (cells) {
        var o = {};
        head.forEach(function (h, i) { o[h] = cells[i]; });
        if (o.route !== route) return;
        var h = document.createElement('h2');
        h.textContent = o.headline;
        var when = document.createElement('p');
        when.className = 'when';
        when.textContent = o.from === o.to ? 'On ' + day(o.from) + '.' : 'From ' + day(o.from) + ' to ' + day(o.to) + '.';
        var p = document.createElement('p');
        p.textContent = o.detail;
        box.append(h, when, p);
      });
    });
})();
