/* calendar.js - the running-days calendar: every day of the season with
   the colour of its timetable, month by month. Rules come from
   data/running-days.json; running.js and later.js do the sums. */

DFR.ready(function () {
  var box = document.getElementById('calendar');
  if (!box) { return; }

  DFR.get('data/running-days.json').then(function (text) {
    var season = JSON.parse(text);
    var runs = DFR.runningDays(season);
    var byDay = {}, keys = [], counts = [], i, j;

    for (i = 0; i < runs.length; i++) {
      counts.push(runs[i].colour + ' ' + runs[i].days.length + ' days');
      for (j = 0; j < runs[i].days.length; j++) {
        var k = runs[i].days[j].toISOString().slice(0, 10);
        if (!byDay[k]) { byDay[k] = runs[i]; keys.push(k); }
      }
    }
    keys.sort();

    var firstDay = DFR.parseDay(keys[0]), lastDay = DFR.parseDay(keys[keys.length - 1]);
    var html = '<p class="lead">The ' + season.season + ' season has ' + keys.length +
      ' running days, from ' + DFR.longDay(firstDay) + ' to ' + DFR.longDay(lastDay) + '.</p>';
    html += '<p>Days on each timetable: ' + counts.slice(0, -1).join(', ') + ' and ' +
      counts[counts.length - 1] + '.</p>';

    // Group by month.
    var months = [];
    for (i = 0; i < keys.length; i++) {
      var m = keys[i].slice(0, 7);
      if (!months.length || months[months.length - 1].key !== m) {
        months.push({ key: m, days: [] });
      }
      months[months.length - 1].days.push(keys[i]);
    }
    for (i = 0; i < months.length; i++) {
      var d0 = DFR.parseDay(months[i].days[0]);
      var name = DFR.months[d0.getUTCMonth()] + ' ' + d0.getUTCFullYear();
      var tally = {}, order = [];
      for (j = 0; j < months[i].days.length; j++) {
        var c = byDay[months[i].days[j]].colour;
        if (!tally[c]) { tally[c] = 0; order.push(c); }
        tally[c]++;
      }
      var parts = [];
      for (j = 0; j < order.length; j++) { parts.push(tally[order[j]] + ' ' + order[j]); }
      var said = order.length === 1 ? 'all on the ' + order[0] + ' timetable' :
        parts.slice(0, -1).join(', ') + ' and ' + parts[parts.length - 1];
      html += '<h2>' + name + '</h2><p>' + name + ' has ' + months[i].days.length +
        ' running days, ' + said + '.</p><ul class="days">';
      for (j = 0; j < months[i].days.length; j++) {
        var day = DFR.parseDay(months[i].days[j]);
        var tt = byDay[months[i].days[j]];
        html += '<li class="tt-' + tt.colour.toLowerCase() + '">' + DFR.days[day.getUTCDay()].slice(0, 3) +
          ' ' + day.getUTCDate() + ' <a href="' + DFR.root + tt.page + '">' + tt.colour + '</a></li>';
      }
      html += '</ul>';
    }
    box.innerHTML = html;
  }).catch(function (e) {
    box.innerHTML = '<p>Sorry, the calendar would not load (' + DFR.esc(e.message) + ').</p>';
  });
});
