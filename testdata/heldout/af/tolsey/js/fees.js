// The adult subscription for the year, from data/fees.yaml.
(function () {
  var line = document.querySelector('.fee-line');
  if (!line) return;
  fetch('/data/fees.yaml')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var f = yaml.load(text);
      var band = f[line.getAttribute('data-band')];
      line.textContent = 'An adult subscription for ' + f.year + ' costs ' + band.year +
        ' a year, or ' + band.month + ' a month by standing order.';
    });
})();
