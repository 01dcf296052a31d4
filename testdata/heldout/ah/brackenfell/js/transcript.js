/* Transcript of the document of the month, from data/dotm.json (Markdown, Showdown). */
(function () {
  'use strict';
  var month = document.body.getAttribute('data-month');
  var box = document.querySelector('.transcript');
  if (!month || !box) return;
  var md = new showdown.Converter({ noHeaderId: true });
  fetch('/data/dotm.json').then(function (r) { return r.json(); }).then(function (d) {
    var m = d.months.filter(function (x) { return x.month === month; })[0];
    if (m) box.innerHTML = '<h2>Transcript</h2>' + md.makeHtml(m.transcript);
  });
})();
