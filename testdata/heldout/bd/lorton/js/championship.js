// championship.js - standings from Jen's points file (data/championship-2024.json).
// The adding up (best six races each) is done by a JSONata expression (lib/jsonata.min.js).
(function () {
  var box = document.getElementById('champ');

  var standings = jsonata(
    '$sort(runners.(' +
    '  $scores := $sort($each(points, function($v){ $v }), function($a, $b){ $a < $b });' +
    '  { "name": name, "cat": cat, "raced": $count($scores),' +
    '    "total": $sum($scores[[0..($$.countingRaces - 1)]]) }' +
    '), function($l, $r){ $l.total < $r.total })');

  function ordinal(n) {
    if (n % 100 >= 10 && n % 100 <= 20) return n + 'th';
    return n + ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] || 'th');
  }

  function age(cat) {
    var m = /V(\d+)/.exec(cat);
    return m ? +m[1] : 0;
  }

  function firstWhere(list, test) {
    for (var i = 0; i < list.length; i++) if (test(list[i])) return { pos: i + 1, r: list[i] };
    return null;
  }

  fetch('data/championship-2024.json')
    .then(function (r) { return r.json(); })
    .then(function (data) {
      return standings.evaluate(data).then(function (table) {
        var html = '';
        var champ = table[0];
        html += '<p class="champion">' + champ.name + ' is the ' + data.season + ' club champion with ' +
          champ.total + ' points from ' + (champ.cat.charAt(0) === 'F' ? 'her' : 'his') +
          (champ.raced >= data.countingRaces ? ' best six races.' : ' ' + champ.raced + ' races.') + '</p>';

        var lines = [
          ['First woman', function (r) { return r.cat.charAt(0) === 'F'; }],
          ['First over 40', function (r) { return age(r.cat) >= 40; }],
          ['First over 50', function (r) { return age(r.cat) >= 50; }],
          ['First over 60', function (r) { return age(r.cat) >= 60; }],
          ['First over 70', function (r) { return age(r.cat) >= 70; }]
        ];
        html += '<ul class="cats">';
        lines.forEach(function (l) {
          var f = firstWhere(table, l[1]);
          if (f) html += '<li>' + l[0] + ': ' + f.r.name + ', ' + ordinal(f.pos) + ' with ' + f.r.total + ' points</li>';
        });
        html += '</ul>';

        html += '<table class="plain"><tr><th>Pos</th><th>Name</th><th>Cat</th><th>Races</th><th>Points</th></tr>';
        table.forEach(function (r, i) {
          html += '<tr><td>' + (i + 1) + '</td><td>' + r.name + '</td><td>' + r.cat + '</td><td>' +
            r.raced + '</td><td>' + r.total + '</td></tr>';
        });
        html += '</table>';
        box.innerHTML = html;
      });
    })
    .catch(function (e) {
      box.innerHTML = '<p>Sorry, the standings could not be worked out.</p>';
      console.error(e);
    });
})();
