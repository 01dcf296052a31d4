/* Club kit prices: data/kit.csv (csv-parse) replaces each "Price on request". */
(function () {
  'use strict';
  var engine = new liquidjs.Liquid();
  engine.registerFilter('money', function (v) { return Number(v).toFixed(2); });
  var tpl = engine.parse('{{ k.name }}: £{{ k.price | money }}, sizes {{ k.sizes }}');
  fetch('/data/kit.csv').then(function (r) { return r.text(); }).then(function (text) {
    csv_parse_sync.parse(text, { columns: true, skip_empty_lines: true }).forEach(function (k) {
      var el = document.querySelector('.kit-price[data-sku="' + k.sku + '"]');
      if (el) el.textContent = engine.renderSync(tpl, { k: k });
    });
  });
})();
