/* roster.js - the crew roster, from the roster clerk's spreadsheet
   saved as tab-delimited text (data/roster.tsv). Drawn with juicer and
   the template in the page (#roster-tpl). WANTED means nobody has put
   their name down yet. */

DFR.ready(function () {
  var box = document.getElementById('roster');
  if (!box) { return; }
  var roles = ['driver', 'fireman', 'guard', 'signalman', 'booking office', 'buffet'];
  var pages = { Green: 'green', Blue: 'blue', Red: 'red', Gold: 'gold' };

  DFR.get('data/roster.tsv').then(function (text) {
    var rows = DFR.parseTable(text, '\t');
    var days = [], wanted = 0, month = '';
    for (var i = 0; i < rows.length; i++) {
      var d = DFR.parseDay(rows[i].date);
      month = DFR.months[d.getUTCMonth()] + ' ' + d.getUTCFullYear();
      var turns = [];
      for (var j = 0; j < roles.length; j++) {
        var who = rows[i][roles[j]];
        if (who === '-' || who === '') { continue; }
        var gaps = who.split(' / ').filter(function (n) { return n === 'WANTED'; }).length;
        wanted += gaps;
        turns.push({ role: roles[j].charAt(0).toUpperCase() + roles[j].slice(1), who: who, gap: gaps > 0 });
      }
      days.push({
        label: DFR.longDay(d), timetable: rows[i].timetable,
        page: 'timetable/' + pages[rows[i].timetable] + '.html',
        notes: rows[i].notes, turns: turns
      });
    }
    box.innerHTML = juicer('#roster-tpl', {
      days: days, month: month, count: days.length, wanted: wanted
    });
  }).catch(function (e) {
    box.innerHTML = '<p>The roster would not load (' + DFR.esc(e.message) + ').</p>';
  });
});
