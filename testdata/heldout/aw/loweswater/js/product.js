/* product.js: price, season and description from the shop's stock sheet.
   data/products.csv is exported from the till each Monday; the page's
   <meta name="sku"> is the till's product code. */
(function () {
  'use strict';

  function parseCSV(text) {
    var rows = [], row = [], field = '', quoted = false;
    for (var i = 0; i < text.length; i++) {
      var c = text[i];
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
        else if (c === '"') quoted = false;
        else field += c;
      } else if (c === '"') quoted = true;
      else if (c === ',') { row.push(field); field = ''; }
      else if (c === '\n' || c === '\r') {
        if (c === '\r' && text[i + 1] === '\n') i++;
        row.push(field); field = '';
        if (row.length > 1 || row[0] !== '') rows.push(row);
        row = [];
      } else field += c;
    }
    if (field !== '' || row.length) { row.push(field); rows.push(row); }
    var head = rows.shift();
    return rows.map(function (r) {
      var o = {};
      head.forEach(function (h, j) { o[h] = r[j]; });
      return o;
    });
  }

  function init() {
    var meta = document.querySelector('meta[name="sku"]');
    var box = document.getElementById('product-info');
    if (!meta || !box || !window.jsrender) return;
    var sku = meta.getAttribute('content');
    var tmpl = window.jsrender.templates('#product-tmpl');

    fetch('/data/products.csv')
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.text(); })
      .then(parseCSV)
      .then(function (rows) {
        var item = rows.filter(function (r) { return r.sku === sku; })[0];
        if (item) box.innerHTML = tmpl.render(item);
      })
      .catch(function (e) { console.warn('product info', e); });
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
