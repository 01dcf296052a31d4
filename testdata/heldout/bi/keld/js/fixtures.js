/* fixtures.js - fixtures and results from data/fixtures.csv (the
   fixtures spreadsheet, File > Save As > CSV). The layout is the Smarty
   template in the page (I wrote the same thing in PHP for the old site,
   jSmart reads it as it is). The page says which teams it shows in
   <div id="fixtures" data-teams="first reserves ...">. */
(function () {
  var box = document.getElementById('fixtures');
  var wanted = box.getAttribute('data-teams').split(' ');
  var NAMES = { first: 'First Team', reserves: 'Reserves', ladies: 'Ladies', vets: 'Veterans',
    u15: 'Under 15s', u13: 'Under 13s', u11: 'Under 11s', u9: 'Under 9s' };
  var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  var MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

  function nice(uk) {
    var p = uk.split('/');
    var d = new Date(Date.UTC(+p[2], +p[1] - 1, +p[0]));
    return DAYS[d.getUTCDay()] + ' ' + (+p[0]) + ' ' + MONS[+p[1] - 1];
  }

  fetch('../data/fixtures.csv')
    .then(function (r) { return r.text(); })
    .then(function (txt) {
      var all = parseCSV(txt);
      var teams = wanted.map(function (code) {
        var games = [], t = { name: NAMES[code], code: code, played: 0, won: 0, drawn: 0, lost: 0, festivals: 0, games: games };
        all.forEach(function (f) {
          if (f.Team !== code) return;
          var g = { day: nice(f.Date), opp: f.Opponent, venue: f['H/A'] === 'H' ? 'home' : 'away',
            comp: f.Competition, ko: f.KO, score: '', result: '', note: f.Note };
          if (f.Score === 'festival') {
            t.festivals++;
            g.result = 'played';
          } else if (f.Score) {
            var s = f.Score.split('-'), us = +s[0], them = +s[1];
            t.played++;
            if (us > them) { t.won++; g.result = 'W'; } else if (us < them) { t.lost++; g.result = 'L'; } else { t.drawn++; g.result = 'D'; }
            g.score = f.Score;
          }
          games.push(g);
        });
        return t;
      });
      var tpl = new jSmart(document.getElementById('fixtures_tpl').innerHTML);
      box.innerHTML = tpl.fetch({ teams: teams, updated: '16 November 2025' });
    });
})();
