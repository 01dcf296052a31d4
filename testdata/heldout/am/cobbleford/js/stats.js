// The numbers on the home page count up from nothing when the page opens.
(function () {
  document.querySelectorAll('.stat').forEach(function (el) {
    var to = parseFloat(el.getAttribute('data-to'));
    var opts = { decimalPlaces: +(el.getAttribute('data-decimals') || 0), duration: 2.5 };
    if (to > 1900 && to < 2100) opts.separator = '';
    var c = new countUp.CountUp(el, to, opts);
    if (!c.error) c.start();
  });
})();
