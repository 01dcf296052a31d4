/* Configuration page: all options, from the same JSON the CLI uses for `ullswater config --help`. */
window.addEventListener('load', function () {
  var slot = document.querySelector('[data-options-table]');
  if (!slot) return;
  fetch('/data/options.json').then(function (r) { return r.json(); }).then(function (d) {
    var set = d[slot.getAttribute('data-options-table')];
    var t = document.createElement('table');
    slot.appendChild(t);
    new DataTable(t, { data: { headings: set.head, data: set.rows }, perPage: 10, perPageSelect: false,
      labels: { placeholder: 'Filter options', info: 'Showing {start} to {end} of {rows} options' } });
  });
});
