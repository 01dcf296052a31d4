/* reportnote.js - if the fixtures spreadsheet has a note against the
   match a report is about (league rulings, corrections) show it under
   the report's heading. Match = date in the byline + team on <article>. */
(function () {
  var art = document.querySelector('article.report');
  var t = art && art.querySelector('.byline time');
  if (!t) return;
  var day = t.getAttribute('datetime'), team = art.getAttribute('data-team');
  fetch('../data/fixtures.csv')
    .then(function (r) { return r.text(); })
    .then(function (txt) {
      var rows = parseCSV(txt).filter(function (f) {
        return ukToIso(f.Date) === day && f.Team === team;
      });
      if (!rows.length || !rows[0].Note) return;
      var box = document.createElement('aside');
      box.className = 'ruling';
      box.innerHTML = '<h2>Update from the fixtures secretary</h2><p></p>';
      box.querySelector('p').textContent = rows[0].Note;
      art.insertBefore(box, art.querySelector('.byline').nextSibling);
    });
})();
