/* Subscription rates: data/subs.csv (csv-parse) replaces the placeholder line. */
(function () {
  'use strict';
  var el = document.getElementById('subs');
  if (!el) return;
  var engine = new liquidjs.Liquid();
  var tpl = 'Full membership for {{ year }} is £{{ full }} a year; riders under 18 pay £{{ junior }}, ' +
    'and a second member of the same household £{{ household }}.';
  fetch('/data/subs.csv').then(function (r) { return r.text(); }).then(function (text) {
    var ctx = { year: '' };
    csv_parse_sync.parse(text, { columns: true, skip_empty_lines: true }).forEach(function (r) {
      ctx[r.band] = r.price;
      ctx.year = r.year;
    });
    return engine.parseAndRender(tpl, ctx);
  }).then(function (line) { el.textContent = line; });
})();
