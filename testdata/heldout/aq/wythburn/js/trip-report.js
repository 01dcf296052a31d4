// Field trips: the report written after the trip. The page's file name uses
// underscores (hollin_gill_mine.html); data/trip-reports.md has one "## " section
// a trip, named with hyphens (## hollin-gill-mine), in Markdown.
(function () {
  var box = document.querySelector('.trip-report');
  if (!box) return;
  var name = location.pathname.split('/').pop().replace(/\.html$/, '').replace(/_/g, '-');
  fetch('/data/trip-reports.md').then(function (r) { return r.text(); }).then(function (md) {
    var sections = md.split(/^## /m).slice(1);
    for (var i = 0; i < sections.length; i++) {
      var nl = sections[i].indexOf('\n');
      if (sections[i].slice(0, nl).trim() === name) {
        box.innerHTML = '<h2>Trip report</h2>' + marked.parse(sections[i].slice(nl + 1));
        return;
      }
    }
  });
})();
