// launch-log.js: draws one year of the launch log.
// The Deputy Launching Authority (Pat) adds each shout to /data/launches.json after
// the service return is in; this page only says which year it is (data-year on the
// article) and Grid.js draws the table from the file.
(function () {
  var article = document.querySelector('article.log[data-year]');
  if (!article) return;
  var year = article.getAttribute('data-year');
  var summary = article.querySelector('.log-summary');
  var holder = article.querySelector('.log-table');

  var dayMonth = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC'
  });

  function plural(n, one, many) { return n + ' ' + (n === 1 ? one : many); }

  fetch('/data/launches.json')
    .then(function (r) { return r.json(); })
    .then(function (log) {
      var rows = log.launches.filter(function (l) { return l.date.slice(0, 4) === year; });
      var people = 0, minutes = 0;
      rows.forEach(function (l) { people += l.people; minutes += l.minutes; });

      summary.textContent = 'In ' + year + ' the boats launched ' + plural(rows.length, 'time', 'times') +
        ' and the crew helped ' + plural(people, 'person', 'people') + ', with ' +
        plural(Math.floor(minutes / 60), 'hour', 'hours') + ' ' + plural(minutes % 60, 'minute', 'minutes') +
        ' on service.';

      new gridjs.Grid({
        columns: [
          { name: 'Date', formatter: function (d) { return dayMonth.format(new Date(d + 'T00:00:00Z')); } },
          'Paged',
          'Boat',
          'What happened',
          'Outcome',
          { name: 'People helped', width: '90px' },
          {
            name: 'Report',
            sort: false,
            formatter: function (href) {
              return href ? gridjs.html('<a href="' + href + '">Read the report</a>') : '';
            }
          }
        ],
        data: rows.map(function (l) {
          return [l.date, l.paged, l.boats, l.what, l.outcome, l.people, l.report || ''];
        }),
        sort: true,
        className: { table: 'launch-table' }
      }).render(holder);
    })
    .catch(function (err) {
      console.error('launch log:', err);
    });
})();
