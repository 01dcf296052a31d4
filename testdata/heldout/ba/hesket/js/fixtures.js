/* Fixture lists. All the fixtures for every team live in one spreadsheet
   (data/fixtures-2025.csv - File > Download > CSV from the club's sheet).
   Each team page says which team it is in data-team and Knockout draws the table.
   Results: type them in the result column on Sunday morning, put the report's
   address in the report column if there is one, and upload the CSV again. */
(function () {
  var box = document.querySelector('[data-team]');
  if (!box) return;
  var team = box.getAttribute('data-team');

  var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

  // Google Sheets CSV: commas, and "quotes" round anything that has a comma in it
  function parseCSV(text) {
    var rows = [], row = [], field = '', quoted = false;
    for (var i = 0; i < text.length; i++) {
      var c = text[i];
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
        else if (c === '"') quoted = false;
        else field += c;
      } else if (c === '"') quoted = true;
      else if (c === ',') { row.push(field); field = ''; }
      else if (c === '\n' || c === '\r') {
        if (c === '\r' && text[i + 1] === '\n') i++;
        row.push(field); rows.push(row); row = []; field = '';
      } else field += c;
    }
    if (field || row.length) { row.push(field); rows.push(row); }
    var head = rows.shift();
    return rows.filter(function (r) { return r.length > 1; }).map(function (r) {
      var o = {};
      head.forEach(function (h, j) { o[h] = (r[j] || '').trim(); });
      return o;
    });
  }

  function dateLabel(iso) {
    var p = iso.split('-');
    var d = new Date(Date.UTC(+p[0], +p[1] - 1, +p[2]));
    return DAYS[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()];
  }

  function FixtureList(rows) {
    var self = this;
    self.fixtures = rows.map(function (r) {
      return {
        dateLabel: dateLabel(r.date),
        opponent: r.opponent,
        venue: r.venue,
        venueLabel: r.venue === 'H' ? 'Home' : 'Away',
        competition: r.competition,
        start: r.start,
        result: r.result,
        report: r.report,
        notes: r.notes,
        played: !!r.result
      };
    });
    var played = self.fixtures.filter(function (f) { return f.played; });
    var count = function (word) {
      return played.filter(function (f) { return f.result.indexOf(word) === 0; }).length;
    };
    var s = self.fixtures.length + ' fixtures: played ' + played.length +
      ', won ' + count('Won') + ', lost ' + count('Lost');
    if (count('Drawn')) s += ', drawn ' + count('Drawn');
    if (count('Abandoned')) s += ', no result ' + count('Abandoned');
    self.summary = s;
  }

  fetch('/data/fixtures-2025.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var rows = parseCSV(text).filter(function (r) { return r.team === team; });
      ko.applyBindings(new FixtureList(rows), box);
    });
})();
