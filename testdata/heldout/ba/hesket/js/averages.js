/* Averages page: tables drawn from the scoring app's export (data/stats-2025.json).
   numbro does the decimals. Batting sorted by runs, bowling by wickets. */
(function () {
  var out = document.getElementById('averages');
  if (!out) return;
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];
  var DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  var two = function (n) { return numbro(n).format({ mantissa: 2 }); };

  function longDate(iso) {
    var p = iso.split('-');
    var d = new Date(Date.UTC(+p[0], +p[1] - 1, +p[2]));
    return DAYS[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear();
  }
  function batAvg(b) { var outs = b.inns - b.notout; return outs ? b.runs / outs : null; }
  function bowlAvg(b) { return b.wickets ? b.runs / b.wickets : null; }

  function el(tag, text, cls) {
    var e = document.createElement(tag);
    if (text !== undefined && text !== null) e.textContent = text;
    if (cls) e.className = cls;
    return e;
  }
  function table(cols, rows) {
    var t = el('table', null, 'averages-table');
    var tr = el('tr');
    cols.forEach(function (c) { tr.appendChild(el('th', c)); });
    t.appendChild(el('thead')).appendChild(tr);
    var tb = t.appendChild(el('tbody'));
    rows.forEach(function (r) {
      var row = el('tr');
      r.forEach(function (v) { row.appendChild(el('td', v)); });
      tb.appendChild(row);
    });
    return t;
  }

  fetch('/data/stats-2025.json')
    .then(function (r) { return r.json(); })
    .then(function (s) {
      out.appendChild(el('p', 'Figures up to and including ' + longDate(s.updated), 'updated'));
      ['1st XI', '2nd XI'].forEach(function (team) {
        var bat = s.batting.filter(function (b) { return b.team === team; })
          .sort(function (a, b) { return b.runs - a.runs; });
        var bowl = s.bowling.filter(function (b) { return b.team === team; })
          .sort(function (a, b) { return b.wickets - a.wickets; });
        var sec = el('section', null, 'team-averages');
        sec.appendChild(el('h2', team));
        if (bat.length) {
          var top = bat[0];
          sec.appendChild(el('p', top.name + ' leads the ' + team + ' batting with ' + top.runs +
            ' runs at ' + two(batAvg(top)) + '.', 'leader'));
        }
        if (bowl.length) {
          var tb = bowl[0];
          sec.appendChild(el('p', tb.name + ' leads the ' + team + ' bowling with ' + tb.wickets +
            ' wickets at ' + two(bowlAvg(tb)) + '.', 'leader'));
        }
        sec.appendChild(el('h3', 'Batting'));
        sec.appendChild(table(['Player', 'Inns', 'NO', 'Runs', 'HS', 'Average'], bat.map(function (b) {
          var a = batAvg(b);
          return [b.name, b.inns, b.notout, b.runs, b.hs, a === null ? '-' : two(a)];
        })));
        sec.appendChild(el('h3', 'Bowling'));
        sec.appendChild(table(['Player', 'Overs', 'Mdns', 'Runs', 'Wkts', 'Best', 'Average'], bowl.map(function (b) {
          var a = bowlAvg(b);
          return [b.name, b.overs, b.maidens, b.runs, b.wickets, b.best, a === null ? '-' : two(a)];
        })));
        out.appendChild(sec);
      });
    });
})();
