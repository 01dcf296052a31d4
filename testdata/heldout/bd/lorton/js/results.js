// results.js - builds a results page from the timing laptop's CSV file
// (Pos,Bib,Name,Club,Cat,Time). The file name is in the table's data-csv.
// Times are worked with js-joda Durations (lib/js-joda.min.js).
(function () {
  var Duration = JSJoda.Duration;
  var table = document.getElementById('results');
  var CLUB = 'Lorton FR';

  function parseTime(t) {
    var parts = t.split(':').map(Number);
    var secs = 0;
    for (var i = 0; i < parts.length; i++) secs = secs * 60 + parts[i];
    return Duration.ofSeconds(secs);
  }

  function behind(d) {
    var m = d.toMinutes();
    var s = d.minusMinutes(m).seconds();
    return '+' + m + ':' + (s < 10 ? '0' : '') + s;
  }

  function ordinal(n) {
    if (n % 100 >= 10 && n % 100 <= 20) return n + 'th';
    return n + ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] || 'th');
  }

  function esc(s) {
    return s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  }

  fetch(table.getAttribute('data-csv'))
    .then(function (r) { return r.text(); })
    .then(function (csv) {
      var lines = csv.trim().split(/\r?\n/);
      var rows = lines.slice(1).map(function (l) {
        var c = l.split(',');
        return { pos: c[0], bib: c[1], name: c[2], club: c[3], cat: c[4], time: c[5] };
      });
      var finished = rows.filter(function (r) { return r.pos !== 'DNF'; });
      var retired = rows.length - finished.length;
      var winner = finished[0];
      var winTime = parseTime(winner.time);

      var html = '';
      rows.forEach(function (r) {
        var gap = '';
        if (r.pos !== 'DNF' && r.pos !== '1') gap = behind(parseTime(r.time).minus(winTime));
        html += '<tr' + (r.club === CLUB ? ' class="ours"' : '') + '><td>' + r.pos + '</td><td>' + r.bib +
          '</td><td>' + esc(r.name) + '</td><td>' + esc(r.club) + '</td><td>' + r.cat + '</td><td>' +
          (r.time || '-') + '</td><td>' + gap + '</td></tr>';
      });
      table.tBodies[0].innerHTML = html;

      var woman = finished.filter(function (r) { return r.cat.charAt(0) === 'F'; })[0];
      var ours = finished.filter(function (r) { return r.club === CLUB; });

      var s = '<p>' + finished.length + ' runners finished and ' +
        (retired ? retired + ' retired.' : 'nobody retired.') + '</p>';
      s += '<p>The winner was ' + esc(winner.name) + ' of ' + esc(winner.club) + ' in ' + winner.time + '. ';
      if (woman) {
        s += 'The first woman was ' + esc(woman.name) + ' of ' + esc(woman.club) + ' in ' + woman.time +
          ', ' + ordinal(+woman.pos) + ' overall.';
      }
      s += '</p>';
      if (ours.length) {
        s += '<p>The first Lorton runner home was ' + esc(ours[0].name) + ' in ' + ordinal(+ours[0].pos) +
          ' place, and ' + ours.length + ' Lorton runners finished in all. Their rows are in green.</p>';
      }
      document.getElementById('summary').innerHTML = s;
      new PerfectScrollbar(table.parentNode, { suppressScrollY: true });
    })
    .catch(function (e) {
      table.tBodies[0].innerHTML = '<tr><td colspan="7">Sorry, the results file could not be loaded.</td></tr>';
      console.error(e);
    });
})();
