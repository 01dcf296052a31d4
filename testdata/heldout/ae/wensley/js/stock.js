/* Item pages: price and stock for the lot number printed in the spec table. */
(function () {
  var lot = null;
  document.querySelectorAll('table.spec tr').forEach(function (tr) {
    var th = tr.querySelector('th');
    if (th && /mill lot/i.test(th.textContent)) lot = tr.querySelector('td').textContent.trim();
  });
  var out = document.querySelector('.buy .stock');
  if (!lot || !out) return;
  fetch('/data/stock.json').then(function (r) { return r.json(); }).then(function (ledger) {
    var s = ledger[lot];
    if (!s) return;
    var price = moneyFormatter.format('GBP', s.p);
    out.textContent = price + ' a ball \u2014 ' + s.q + ' balls in stock, posted within two working days';
  });
})();
