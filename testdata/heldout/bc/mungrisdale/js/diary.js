/* Builds the month's diary from the two sheets of the bookings spreadsheet:
   the regular weekly bookings (data/regulars.csv) and everything else
   (data/bookings.csv). The month comes from <body data-month="YYYY-MM">.
   Add the new month to MONTHS when its page is made. */
(function () {
  var MONTHS = ['2025-11', '2025-12', '2026-01'];
  var DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  var MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];
  var month = document.body.getAttribute('data-month');
  var y = +month.slice(0, 4), m = +month.slice(5, 7);

  function pad(n) { return (n < 10 ? '0' : '') + n; }
  function monthLabel(k) { return MONTH_NAMES[+k.slice(5, 7) - 1] + ' ' + k.slice(0, 4); }

  // links to the months either side
  var i = MONTHS.indexOf(month), nav = document.getElementById('month-nav');
  if (i > 0) nav.innerHTML += '<a class="prev" href="' + MONTHS[i - 1] + '.html">&larr; ' + monthLabel(MONTHS[i - 1]) + '</a> ';
  if (i < MONTHS.length - 1) nav.innerHTML += '<a class="next" href="' + MONTHS[i + 1] + '.html">' + monthLabel(MONTHS[i + 1]) + ' &rarr;</a>';

  Promise.all([
    fetch('../data/regulars.csv').then(function (r) { return r.text(); }),
    fetch('../data/bookings.csv').then(function (r) { return r.text(); })
  ]).then(function (res) {
    var regulars = parseCSV(res[0]), bookings = parseCSV(res[1]);
    var last = new Date(Date.UTC(y, m, 0)).getUTCDate(), html = '';
    for (var d = 1; d <= last; d++) {
      var date = y + '-' + pad(m) + '-' + pad(d);
      var dow = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
      var week = Math.ceil(d / 7);
      var day = { label: DAYS[dow] + ' ' + d + ' ' + MONTH_NAMES[m - 1], items: [], closed: '' };
      var todays = bookings.filter(function (b) { return b.date === date; });
      todays.forEach(function (b) { if (b.kind === 'closed') day.closed = b.what; });
      if (day.closed) {
        todays.forEach(function (b) {
          if (b.kind === 'event') { day.closed = ''; day.items.push(b); }
        });
      } else {
        var off = todays.filter(function (b) { return b.kind === 'off'; }).map(function (b) { return b.what; });
        regulars.forEach(function (r) {
          if (r.day !== DAYS[dow] || off.indexOf(r.ref) >= 0) return;
          if (r.weeks !== 'all' && +r.weeks !== week) return;
          day.items.push({ start: r.start, end: r.end, room: r.room, what: r.activity, kind: 'regular' });
        });
        todays.forEach(function (b) { if (b.kind !== 'off') day.items.push(b); });
      }
      if (!day.closed && !day.items.length) continue;
      day.items.sort(function (a, b) { return a.start < b.start ? -1 : 1; });
      html += tmpl('tmpl-day', day);
    }
    document.getElementById('diary').innerHTML = html;
  });
})();
