/* Calendar: data/calendar.csv (csv-parse), dates by Luxon, the list by a Liquid template. */
(function () {
  'use strict';
  var box = document.getElementById('calendar');
  if (!box) return;
  var engine = new liquidjs.Liquid();
  engine.registerFilter('longdate', function (iso) {
    return luxon.DateTime.fromISO(iso).setLocale('en-GB').toFormat('cccc d LLLL yyyy');
  });
  var tpl = '<h2>Coming up</h2><ul class="events">{% for e in events %}' +
    '<li>{{ e.date | longdate }}: {{ e.title }}, {{ e.detail }}' +
    '{% if e.page != "" %} <a href="/events/{{ e.page }}.html">Details and entry</a>{% endif %}</li>' +
    '{% endfor %}</ul>';
  fetch('/data/calendar.csv').then(function (r) { return r.text(); }).then(function (text) {
    var events = csv_parse_sync.parse(text, { columns: true, skip_empty_lines: true });
    return engine.parseAndRender(tpl, { events: events });
  }).then(function (html) { box.innerHTML = html; });
})();
