/* diary.js -- term dates and the school calendar, both drawn from the
   calendar Janet keeps in Outlook in the office. She exports it as
   data/school-calendar.ics whenever something changes and sends it over;
   nothing else needs editing. Each event has a CATEGORIES line:
   Term, Holiday, INSET or Event.
     <div id="diary" data-show="terms">   term dates page
     <div id="diary" data-show="events">  calendar page
   Drawn with domvm (nano build). */
(function () {
  var box = document.getElementById('diary');
  if (!box || typeof domvm === 'undefined') return;
  var show = box.getAttribute('data-show');
  var el = domvm.defineElement;

  var DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
                'August', 'September', 'October', 'November', 'December'];

  // --- a very small iCalendar reader: all-day events only, which is all we have
  function parseICS(text) {
    var lines = text.replace(/\r\n[ \t]/g, '').replace(/\r/g, '').split('\n');
    var events = [], ev = null;
    lines.forEach(function (line) {
      if (line === 'BEGIN:VEVENT') { ev = {}; return; }
      if (line === 'END:VEVENT') { events.push(ev); ev = null; return; }
      if (!ev) return;
      var colon = line.indexOf(':');
      if (colon < 0) return;
      var name = line.slice(0, colon).split(';')[0].toUpperCase();
      var value = line.slice(colon + 1)
        .replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');
      ev[name] = value;
    });
    return events.map(function (e) {
      var start = day(e.DTSTART);
      var end = e.DTEND ? day(e.DTEND) : start;
      end = new Date(end.getTime() - 86400000);      // DTEND is the day after
      if (end < start) end = start;
      return { summary: e.SUMMARY || '', category: e.CATEGORIES || 'Event',
               location: e.LOCATION || '', description: e.DESCRIPTION || '',
               start: start, end: end };
    }).sort(function (a, b) { return a.start - b.start; });
  }

  function day(v) {
    var s = String(v).slice(0, 8);
    return new Date(Date.UTC(+s.slice(0, 4), +s.slice(4, 6) - 1, +s.slice(6, 8)));
  }

  function fmt(d, withYear) {
    var s = DAYS[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()];
    return withYear ? s + ' ' + d.getUTCFullYear() : s;
  }

  function range(a, b) {
    if (a.getTime() === b.getTime()) return fmt(a, true);
    if (a.getUTCFullYear() === b.getUTCFullYear()) return fmt(a, false) + ' to ' + fmt(b, true);
    return fmt(a, true) + ' to ' + fmt(b, true);
  }

  // --- term dates page
  function TermsView() {
    return function (vm, events) {
      var terms = events.filter(function (e) { return e.category === 'Term'; });
      var holidays = events.filter(function (e) { return e.category === 'Holiday'; });
      var inset = events.filter(function (e) { return e.category === 'INSET'; });

      var inTerm = function (t) {
        return holidays.filter(function (h) { return h.start > t.start && h.end < t.end; });
      };
      var between = holidays.filter(function (h) {
        return !terms.some(function (t) { return h.start > t.start && h.end < t.end; });
      });

      return el('div.terms', [
        terms.map(function (t) {
          return el('section.term', { _key: t.summary }, [
            el('h2', t.summary),
            el('ul', [
              el('li', [el('strong', 'First day for pupils:'), ' ' + fmt(t.start, true)]),
              inTerm(t).map(function (h) {
                return el('li', [el('strong', h.summary + ':'), ' ' + range(h.start, h.end)]);
              }),
              el('li', [el('strong', 'Last day:'), ' ' + fmt(t.end, true)])
            ]),
            t.description ? el('p.note', t.description) : null
          ]);
        }),
        el('section.holidays', [
          el('h2', 'Holidays between terms'),
          el('ul', between.map(function (h) {
            return el('li', [el('strong', h.summary + ':'), ' ' + range(h.start, h.end)]);
          }))
        ]),
        el('section.inset', [
          el('h2', 'Training days'),
          el('p', 'School is closed to pupils on ' +
            Humanize.oxford(inset.map(function (e) { return fmt(e.start, true); })) + '.')
        ])
      ]);
    };
  }

  // --- calendar page
  function EventsView() {
    return function (vm, events) {
      var months = [], byMonth = {};
      events.filter(function (e) { return e.category === 'Event'; }).forEach(function (e) {
        var k = MONTHS[e.start.getUTCMonth()] + ' ' + e.start.getUTCFullYear();
        if (!byMonth[k]) { byMonth[k] = []; months.push(k); }
        byMonth[k].push(e);
      });
      return el('div.events', months.map(function (m) {
        return el('section.month', { _key: m }, [
          el('h2', m),
          el('ul', byMonth[m].map(function (e) {
            return el('li', [
              el('p.when', [el('strong', range(e.start, e.end)), ' \u2013 ' + e.summary +
                (e.location ? ' (' + e.location + ')' : '')]),
              e.description ? el('p', e.description) : null
            ]);
          }))
        ]);
      }));
    };
  }

  fetch('data/school-calendar.ics')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var events = parseICS(text);
      var view = show === 'events' ? EventsView : TermsView;
      domvm.createView(view, events).mount(box);
    })
    .catch(function (e) {
      if (window.console) console.log('diary: ' + e);
    });
})();
