/* The list of productions for one part of the company history, from the archivist's
   /data/archive.json, rendered with Hogan (Mustache) from /templates/archive.mustache. */
(function () {
  'use strict';
  var section = document.getElementById('archive');
  if (!section || !window.Hogan) return;
  var from = Number(section.dataset.from), to = Number(section.dataset.to);

  Promise.all([
    fetch('/data/archive.json').then(function (r) { return r.json(); }),
    fetch('/templates/archive.mustache').then(function (r) { return r.text(); })
  ]).then(function (res) {
    var data = res[0], template = Hogan.compile(res[1]);
    var shows = data.productions.filter(function (p) { return p.year >= from && p.year <= to; });
    var years = [];
    shows.forEach(function (p) {
      var last = years[years.length - 1];
      if (!last || last.year !== p.year) years.push(last = { year: p.year, shows: [] });
      last.shows.push(p);
    });
    section.innerHTML = template.render({ from: from, to: to, count: shows.length, years: years });
  }).catch(function () {
    section.textContent = 'The list of productions could not be loaded.';
  });
})();
