/* Release pages: the changelog for the release train named in <meta name="release-train">. */
document.addEventListener('DOMContentLoaded', function () {
  var meta = document.querySelector('meta[name="release-train"]');
  var host = document.getElementById('changelog');
  if (!meta || !host) return;
  setTimeout(function () {
    fetch('/data/changes.json').then(function (r) { return r.json(); }).then(function (log) {
      var rows = log[meta.content];
      if (!rows) return;
      var t = document.createElement('table');
      host.appendChild(t);
      new DataTable(t, {
        data: { headings: ['Kind', 'Change', 'Issue'], data: rows },
        searchable: false, perPageSelect: false, perPage: 25, layout: { top: '', bottom: '' }
      });
    });
  }, 250);
});
