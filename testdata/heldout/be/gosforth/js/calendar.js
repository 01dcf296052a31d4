/* calendar.js - the meetings calendar (EventCalendar, list by year).
   Dates come from data/meetings.json, which I update when the council
   sets its dates each May. The calendar opens on the council year's
   calendar year, not today, so it always shows the whole programme. */
(function () {
  var el = document.getElementById('cal');
  var url = new URL('../data/meetings.json', document.currentScript.src).href;
  getText(url, function (text) {
    var data = JSON.parse(text);
    EventCalendar.create(el, {
      view: 'listYear',
      date: data.showYear + '-01-01',
      locale: 'en-GB',
      headerToolbar: { start: 'prev,next', center: 'title', end: '' },
      eventTimeFormat: { hour: '2-digit', minute: '2-digit', hour12: false },
      events: data.meetings.map(function (m) {
        return { id: m.id, start: m.start, end: m.end, title: m.title };
      })
    });
  });
})();
