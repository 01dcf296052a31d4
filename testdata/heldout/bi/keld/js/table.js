/* table.js - works the league table out from the results I type into
   data/league-2025-26.json after every weekend. Uses linq.js because
   that's what I'm used to from C# at work. The division code is on
   the table's <div data-division="...">.
   3 pts a win, 1 a draw. Order: points, goal difference, goals for, name. */
(function () {
  var box = document.getElementById('league-table');
  var code = box.getAttribute('data-division');
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];

  function longDate(iso) {
    var p = iso.split('-');
    return parseInt(p[2], 10) + ' ' + MONTHS[parseInt(p[1], 10) - 1] + ' ' + p[0];
  }
  function nth(n) {
    var s = ['th', 'st', 'nd', 'rd'], v = n % 100;
    return n + (s[(v - 20) % 10] || s[v] || s[0]);
  }
  function esc(s) {
    return s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  }

  fetch('../data/league-2025-26.json')
    .then(function (r) { return r.json(); })
    .then(function (data) {
      var div = data.divisions[code];
      var lines = Enumerable.from(div.results).selectMany(function (r) {
        return [
          { team: r.home, f: r.hg, a: r.ag },
          { team: r.away, f: r.ag, a: r.hg }
        ];
      });
      var rows = Enumerable.from(div.teams).select(function (t) {
        var mine = lines.where(function (l) { return l.team === t; });
        var w = mine.count(function (l) { return l.f > l.a; });
        var d = mine.count(function (l) { return l.f === l.a; });
        var f = mine.sum(function (l) { return l.f; });
        var a = mine.sum(function (l) { return l.a; });
        var p = mine.count();
        return { team: t, p: p, w: w, d: d, l: p - w - d, f: f, a: a, gd: f - a, pts: w * 3 + d };
      })
        .orderByDescending(function (r) { return r.pts; })
        .thenByDescending(function (r) { return r.gd; })
        .thenByDescending(function (r) { return r.f; })
        .thenBy(function (r) { return r.team; })
        .toArray();

      var html = '<table class="league"><thead><tr><th>Pos</th><th>Team</th><th>P</th><th>W</th>' +
        '<th>D</th><th>L</th><th>F</th><th>A</th><th>GD</th><th>Pts</th></tr></thead><tbody>';
      rows.forEach(function (r, i) {
        html += '<tr' + (r.team === div.ourTeam ? ' class="us"' : '') + '><td>' + (i + 1) + '</td><td>' +
          esc(r.team) + '</td><td>' + r.p + '</td><td>' + r.w + '</td><td>' + r.d + '</td><td>' + r.l +
          '</td><td>' + r.f + '</td><td>' + r.a + '</td><td>' + (r.gd > 0 ? '+' : '') + r.gd +
          '</td><td>' + r.pts + '</td></tr>';
      });
      html += '</tbody></table>';

      var pos = Enumerable.from(rows).indexOf(function (r) { return r.team === div.ourTeam; });
      var us = rows[pos];
      var last = Enumerable.from(div.results).max(function (r) { return r.date; });
      html = '<p class="standing">After ' + us.p + ' games ' + esc(div.ourTeam) + ' are ' + nth(pos + 1) +
        ' of ' + rows.length + ' in ' + (/^Division/.test(div.name) ? '' : 'the ') + esc(div.name) + ' with ' + us.pts + ' points.</p>' + html +
        '<p class="small">Worked out from the ' + div.results.length + ' ' + esc(div.name) +
        ' results entered up to ' + longDate(last) + '. If the league\'s own table differs, the league is right.</p>';
      box.innerHTML = html;
    });
})();
