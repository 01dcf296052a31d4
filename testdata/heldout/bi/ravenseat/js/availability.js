/* availability.js - Lorna, March 2024
   Lists the cottage weeks for the season as free or booked.
   Hannah exports the calendar from Fellbooker as an .ics file and I upload
   it to data/calendars/ - no need to touch this page any more.
   Which cottage: <body data-cottage="byre">. Prices and season: data/cottages.json */
(function () {
  var which = document.body.getAttribute('data-cottage');
  var DAY = 24 * 60 * 60 * 1000;

  function toDate(s) {            // "2026-03-28" or "20260328"
    s = s.replace(/-/g, '');
    return new Date(Date.UTC(+s.slice(0, 4), +s.slice(4, 6) - 1, +s.slice(6, 8)));
  }

  function readCalendar(text) {   // just enough of iCalendar for Fellbooker's export
    var lines = text.replace(/\r\n[ \t]/g, '').split(/\r?\n/);
    var events = [], ev = null;
    lines.forEach(function (line) {
      if (line === 'BEGIN:VEVENT') { ev = {}; return; }
      if (line === 'END:VEVENT') { events.push(ev); ev = null; return; }
      if (!ev) return;
      var colon = line.indexOf(':');
      var name = line.slice(0, colon).split(';')[0];
      ev[name] = line.slice(colon + 1);
    });
    return events.map(function (e) {
      return { start: toDate(e.DTSTART), end: toDate(e.DTEND), what: e.SUMMARY || '' };
    });
  }

  function priceFor(bands, week) {
    var price = 0;
    bands.forEach(function (b) { if (toDate(b[0]) <= week) price = b[1]; });
    return price;
  }

  fetch('../data/cottages.json')
    .then(function (r) { return r.json(); })
    .then(function (info) {
      var cottage = info.cottages[which];
      return fetch('../data/' + cottage.calendar)
        .then(function (r) { return r.text(); })
        .then(function (text) {
          var events = readCalendar(text);
          var first = toDate(info.season.first), last = toDate(info.season.last);
          var rows = [], free = 0, total = 0;
          for (var w = first; w <= last; w = new Date(w.getTime() + 7 * DAY)) {
            var end = new Date(w.getTime() + 7 * DAY);
            var taken = null;
            events.forEach(function (e) { if (e.start < end && e.end > w) taken = e; });
            var when = dateFormat(w, 'UTC:dddd d mmmm yyyy');
            total++;
            if (!taken) {
              free++;
              rows.push('<li class="free">' + when + ': free, &pound;' + priceFor(cottage.bands, w) + ' for the week</li>');
            } else if (taken.what.indexOf('Booked') === 0) {
              rows.push('<li class="booked">' + when + ': booked</li>');
            } else {
              rows.push('<li class="closed">' + when + ': not let (' + taken.what.replace(/^Owner: /, '') + ')</li>');
            }
          }
          $('#weeks').html('<p class="summary">' + cottage.name + ' has ' + free + ' of its ' + total +
            ' weeks still free this season.</p><ul class="weeklist">' + rows.join('') + '</ul>');
        });
    })
    .catch(function () {
      $('#weeks').html('<p>Sorry, the calendar did not load. Please ring us.</p>');
    });
})();
