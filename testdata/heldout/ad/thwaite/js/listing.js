// Render one page of the catalogue from /data/catalogue.json with Regular.
(function () {
  var PER = 6;
  var page = parseInt(new URLSearchParams(location.search).get('page') || '1', 10);
  var Grid = Regular.extend({
    template: '{#list items as it}<li class="card"><a href="{it.u}">{it.n}</a>' +
              '<span class="meta">{it.w} · {it.f} · £{it.p} a skein</span></li>{/list}'
  });
  var grid = document.getElementById('grid'), jets;
  fetch('/data/catalogue.json').then(function (r) { return r.json(); }).then(function (all) {
    var items = all.slice((page - 1) * PER, page * PER);
    if (!items.length) return;
    grid.innerHTML = '';
    new Grid({ data: { items: items } }).$inject(grid);
    document.querySelectorAll('.pager a').forEach(function (a) {
      if (a.textContent == String(page)) a.setAttribute('aria-current', 'page');
    });
    jets = new Jets({ searchTag: '#filter', contentTag: '#grid' });
  });
})();
