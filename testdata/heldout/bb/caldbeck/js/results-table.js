/* Results table. The timing team send a CSV (Pos,Name,Club,Cat,Time);
   Tabulator reads it as it is and gives us sorting and a filter per column. */
(function () {
  'use strict';
  var el = document.getElementById('results-table');
  if (!el) return;

  function seconds(t) {
    return String(t || '').split(':').reduce(function (s, x) { return s * 60 + (+x || 0); }, 0);
  }

  fetch(el.dataset.csv)
    .then(function (res) {
      if (!res.ok) throw new Error(res.status);
      return res.text();
    })
    .then(function (csv) {
      new Tabulator(el, {
        data: csv,
        importFormat: 'csv',
        layout: 'fitColumns',
        renderVertical: 'basic',
        columns: [
          { title: 'Pos', field: 'pos', sorter: 'number', hozAlign: 'right', width: 70 },
          { title: 'Name', field: 'name', headerFilter: 'input', minWidth: 160 },
          { title: 'Club', field: 'club', headerFilter: 'input', minWidth: 140 },
          { title: 'Cat', field: 'cat', headerFilter: 'input', width: 90 },
          { title: 'Time', field: 'time', hozAlign: 'right', width: 100,
            sorter: function (a, b) { return seconds(a) - seconds(b); } }
        ]
      });
    })
    .catch(function (err) {
      el.textContent = 'The results could not be loaded. Try the spreadsheet link below.';
      console.warn(err);
    });
})();
