/* Paginated shop listing: /list.html?page=N renders that page's six yarns. */
(function () {
  var PER = 6;
  var page = parseInt(new URLSearchParams(location.search).get('page') || '1', 10);
  if (!(page >= 1)) page = 1;
  tinybind.formatters.gbp = function (v) { return moneyFormatter.format('GBP', v); };
  fetch('/data/catalogue.json').then(function (r) { return r.json(); }).then(function (all) {
    var items = all.slice((page - 1) * PER, page * PER);
    if (!items.length) return;
    var shelf = document.getElementById('shelf');
    shelf.innerHTML = '';
    shelf.appendChild(document.getElementById('shelf-tpl').content.cloneNode(true));
    tinybind.bind(shelf, { items: items });
    document.getElementById('pg').textContent = String(page);
  });
})();
