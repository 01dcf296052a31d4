/* Parameter tables for reference pages. The symbol code is carried in the
   article's class list (ref-kNNNN); signatures are looked up in a shared file. */
(function () {
  var art = document.querySelector('article.ref');
  var slot = document.querySelector('.param-table');
  if (!art || !slot) return;
  var code = null;
  art.classList.forEach(function (c) { var m = /^ref-(k\d+)$/.exec(c); if (m) code = m[1]; });
  if (!code) return;
  fetch('/data/sig.json').then(function (r) { return r.json(); }).then(function (all) {
    var sig = all[code];
    if (!sig) return;
    var table = document.createElement('table');
    table.className = 'params';
    slot.appendChild(table);
    new DataTable(table, {
      data: { headings: sig.cols, data: sig.rows },
      searchable: false, perPageSelect: false, perPage: 50, sortable: false,
      layout: { top: '', bottom: '' }
    });
  });
})();
