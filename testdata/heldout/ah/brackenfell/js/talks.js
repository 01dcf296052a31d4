/* Winter talks: data/talks.yaml (js-yaml), abstracts in Markdown (Showdown); replaces the placeholder. */
(function () {
  'use strict';
  var box = document.getElementById('talks');
  if (!box) return;
  var DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  function long(v) { var d = v instanceof Date ? v : new Date(String(v) + 'T00:00:00Z'); return DAYS[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear(); }
  var md = new showdown.Converter({ noHeaderId: true });
  fetch('/data/talks.yaml').then(function (r) { return r.text(); }).then(function (text) {
    var html = '<h2>This winter</h2>';
    jsyaml.load(text).forEach(function (t) {
      html += '<article class="talk"><h3>' + long(t.date) + ', ' + t.time + ': ' + t.title + '</h3>' +
        '<p class="speaker">' + t.speaker + '</p>' + md.makeHtml(t.abstract) + '</article>';
    });
    box.innerHTML = html;
  });
})();
