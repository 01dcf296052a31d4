// Price and stock line for a shade, keyed by the mill reference in the details table.
document.addEventListener('DOMContentLoaded', function () {
  var ref = null;
  document.querySelectorAll('table.spec tr').forEach(function (tr) {
    if (tr.cells[0] && /mill ref/i.test(tr.cells[0].textContent)) ref = tr.cells[1].textContent.trim();
  });
  fetch('/data/stock.json').then(function (r) { return r.json(); }).then(function (stock) {
    var s = stock[ref];
    if (!s || !s.q) return;
    var when = s.d === 1 ? '1 working day' : format('{0} working days', s.d);
    document.querySelector('.buy-line').textContent =
      format('£{p} a skein — {q} in stock, dispatched within {when}', { p: s.p, q: s.q, when: when });
  });
});
