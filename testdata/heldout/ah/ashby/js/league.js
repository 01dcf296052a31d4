/* Winter league: points per round in data/league.csv (csv-parse), summed here; the table replaces the placeholder. */
(function () {
  'use strict';
  var box = document.getElementById('league');
  if (!box) return;
  var words = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  var engine = new liquidjs.Liquid();
  var tpl = '<p class="summary">After round {{ round }}, {{ lead.rider }} leads on {{ lead.points }} points, ' +
    '{{ gap }} points ahead of {{ second.rider }}.</p>' +
    '<table><thead><tr><th>Place</th><th>Rider</th><th>Points</th></tr></thead><tbody>' +
    '{% for r in table %}<tr><td>{{ forloop.index }}</td><td>{{ r.rider }}</td><td>{{ r.points }}</td></tr>{% endfor %}' +
    '</tbody></table>';
  fetch('/data/league.csv').then(function (r) { return r.text(); }).then(function (text) {
    var sum = {}, round = 0;
    csv_parse_sync.parse(text, { columns: true, skip_empty_lines: true, cast: true }).forEach(function (r) {
      sum[r.rider] = (sum[r.rider] || 0) + r.points;
      if (r.round > round) round = r.round;
    });
    var table = Object.keys(sum).map(function (k) { return { rider: k, points: sum[k] }; })
      .sort(function (a, b) { return b.points - a.points || (a.rider < b.rider ? -1 : 1); });
    var gap = table[0].points - table[1].points;
    engine.parseAndRender(tpl, { round: round, lead: table[0], second: table[1], gap: words[gap] || gap, table: table })
      .then(function (html) { box.innerHTML = html; });
  });
})();
