/* timetable.js - draws the train times on each timetable page from the
   Traffic Manager's spreadsheet (data/timetables.csv) and says which
   days the timetable runs (data/running-days.json via running.js).
   The page says which timetable it is in <table id="times" data-timetable>. */

DFR.ready(function () {
  var table = document.getElementById('times');
  if (!table) { return; }
  var colour = table.getAttribute('data-timetable');
  var stations = [
    ['KR dep', 'Keisley Road', 'dep'], ['FH down', 'Flakebridge Halt', ''],
    ['DU arr', 'Dufton', 'arr'], ['DU dep', 'Dufton', 'dep'],
    ['FH up', 'Flakebridge Halt', ''], ['KR arr', 'Keisley Road', 'arr']
  ];

  Promise.all([DFR.get('data/timetables.csv'), DFR.get('data/running-days.json')]).then(function (got) {
    var trains = DFR.parseTable(got[0]).filter(function (t) { return t.timetable === colour; });
    var season = JSON.parse(got[1]);

    // One column per train, one row per station, as on the printed leaflet.
    var html = '<thead><tr><th>Train</th>';
    var i, j;
    for (i = 0; i < trains.length; i++) {
      html += '<th>' + DFR.esc(trains[i].train) + '<br><span class="traction">' +
        DFR.esc(trains[i].traction) + '</span></th>';
    }
    html += '</tr></thead><tbody>';
    for (j = 0; j < stations.length; j++) {
      html += '<tr' + (j === 3 ? ' class="turn"' : '') + '><th>' + stations[j][1] +
        (stations[j][2] ? ' <small>' + stations[j][2] + '</small>' : '') + '</th>';
      for (i = 0; i < trains.length; i++) {
        html += '<td>' + DFR.esc(trains[i][stations[j][0]]) + '</td>';
      }
      html += '</tr>';
    }
    html += '</tbody>';
    table.innerHTML = html;

    var notes = [];
    for (i = 0; i < trains.length; i++) {
      if (trains[i].note) {
        notes.push('<li>The ' + trains[i]['KR dep'] + ' from Keisley Road (train ' + trains[i].train +
          '): ' + DFR.esc(trains[i].note) + '.</li>');
      }
    }
    document.getElementById('train-notes').innerHTML = notes.join('');

    var steam = trains.filter(function (t) { return t.traction === 'Steam'; }).length;
    var how = steam === trains.length ? 'all hauled by steam' :
      (steam === 0 ? 'all worked by the diesel railcar' : steam + ' of them steam-hauled');
    var first = trains[0], last = trains[trains.length - 1];
    var say = colour + ' days have ' + trains.length + ' return trains, ' + how +
      ', the first leaving Keisley Road at ' + first['KR dep'] +
      ' and the last one back at ' + last['KR arr'] + '.';

    var runs = DFR.runningDays(season);
    for (i = 0; i < runs.length; i++) {
      if (runs[i].colour === colour && runs[i].days.length) {
        var d = runs[i].days;
        say += ' In ' + season.season + ' the ' + colour + ' timetable runs on ' + d.length +
          ' days, from ' + DFR.longDay(d[0], true) + ' to ' + DFR.longDay(d[d.length - 1], true) + '.';
      }
    }
    document.getElementById('summary').innerHTML = say;
  }).catch(function (e) {
    document.getElementById('summary').innerHTML =
      'Sorry, the times would not load (' + DFR.esc(e.message) + '). Please ring the booking office.';
  });
});
