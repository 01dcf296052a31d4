/* This Sunday's café stop, from data/cafes.json, one line by a Liquid template. */
(function () {
  'use strict';
  var line = document.querySelector('p.this-sunday');
  if (!line) return;
  var engine = new liquidjs.Liquid();
  var tpl = "This Sunday's café stop: {{ c.name }} at {{ c.place }}, from {{ c.opens }}.";
  fetch('/data/cafes.json').then(function (r) { return r.json(); }).then(function (data) {
    var c = data.cafes[data.next];
    if (c) line.textContent = engine.parseAndRenderSync(tpl, { c: c });
  });
})();
