/* Fees: data/fees.yaml (js-yaml), amounts by Numeral in the en-gb locale, replacing "Price on request". */
(function () {
  'use strict';
  numeral.locale('en-gb');
  fetch('/data/fees.yaml').then(function (r) { return r.text(); }).then(function (text) {
    jsyaml.load(text).services.forEach(function (s) {
      var el = document.querySelector('p.fee[data-id="' + s.id + '"]');
      if (el) el.textContent = s.name + ': ' + numeral(s.price).format('$0,0.00') + ' ' + s.unit;
    });
  });
})();
