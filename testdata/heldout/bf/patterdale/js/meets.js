// meets.js - the year's meets, from the meets secretary's spreadsheet
// (data/meets.tsv, every year in one sheet, saved as "Text CSV" with tabs).
// The year comes from the page heading. Draws the year planner and the list.
(function () {
  var h1 = document.querySelector('#content h1');
  var year = parseInt(h1.textContent.match(/\d{4}/)[0], 10);
  var colours = { winter: '#6b8fc7', rock: '#c7823f', walking: '#5a9a5a', social: '#a45aa4' };
  var days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];

  function d(iso) { var p = iso.split('-'); return new Date(+p[0], +p[1] - 1, +p[2]); }
  function when(a, b) {
    var s = days[a.getDay()] + ' ' + a.getDate();
    if (a.getMonth() !== b.getMonth()) s += ' ' + months[a.getMonth()];
    return s + ' to ' + days[b.getDay()] + ' ' + b.getDate() + ' ' + months[b.getMonth()];
  }

  fetch('../data/meets.tsv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var lines = text.replace(/\r/g, '').split('\n').filter(function (l) { return l; });
      var head = lines.shift().split('\t');
      var meets = lines.map(function (l) {
        var c = l.split('\t'), m = {};
        head.forEach(function (h, i) { m[h] = c[i] || ''; });
        return m;
      }).filter(function (m) { return +m.Year === year; });

      var tbody = document.querySelector('#meets tbody');
      meets.forEach(function (m) {
        var a = d(m.Start), b = d(m.End);
        var nights = Math.round((b - a) / 86400000);
        var tr = document.createElement('tr');
        [when(a, b) + ' (' + nights + ' ' + inflection.inflect('night', nights) + ')',
          m.Venue, m.Hut, m.Leader, m.Notes].forEach(function (v) {
          var td = document.createElement('td');
          td.textContent = v;
          tr.appendChild(td);
        });
        tr.style.borderLeft = '6px solid ' + colours[m.Kind];
        tbody.appendChild(tr);
      });

      new Calendar('#calendar', {
        startYear: year,
        minDate: new Date(year, 0, 1),
        maxDate: new Date(year, 11, 31),
        style: 'background',
        dataSource: meets.map(function (m) {
          return { startDate: d(m.Start), endDate: d(m.End), color: colours[m.Kind] };
        })
      });
    });
})();
