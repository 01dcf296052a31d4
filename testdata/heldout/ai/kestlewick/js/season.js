// The season's concerts as a FullCalendar list. Titles are the concert's
// name and its venue from data/season.json; concerts with a page of
// their own link to it.
document.addEventListener('DOMContentLoaded', function () {
  var el = document.getElementById('calendar');
  fetch('/data/season.json')
    .then(function (r) { return r.json(); })
    .then(function (season) {
      var events = season.concerts.map(function (c) {
        var venue = season.venues[c.venue];
        var ev = { title: c.name + ' ' + venue.prep + ' ' + venue.name, start: c.start, end: c.end };
        if (c.page) ev.url = '/concerts/' + c.page + '.html';
        return ev;
      });
      var calendar = new FullCalendar.Calendar(el, {
        initialView: 'listSeason',
        views: {
          listSeason: { type: 'list', visibleRange: { start: season.from, end: season.to } }
        },
        headerToolbar: false,
        firstDay: 1,
        events: events
      });
      calendar.render();
    });
});
