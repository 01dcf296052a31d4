/* Sortable tables: a click on a heading sorts the rows by that column. */
(function () {
  'use strict';
  document.querySelectorAll('table.sortable').forEach(function (table) {
    var heads = table.querySelectorAll('thead th');
    heads.forEach(function (th, col) {
      th.setAttribute('tabindex', '0');
      th.setAttribute('aria-sort', 'none');
      th.style.cursor = 'pointer';
      th.addEventListener('click', function () {
        var asc = th.getAttribute('aria-sort') !== 'ascending';
        heads.forEach(function (h) { h.setAttribute('aria-sort', 'none'); });
        th.setAttribute('aria-sort', asc ? 'ascending' : 'descending');
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          var x = a.cells[col].textContent, y = b.cells[col].textContent;
          return (asc ? 1 : -1) * x.localeCompare(y, 'en', { numeric: true });
        });
        rows.forEach(function (r) { body.appendChild(r); });
      });
    });
  });
})();
