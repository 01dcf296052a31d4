// This year's subscription, from data/fees.csv (the newest year listed).
(function () {
  var out = document.getElementById('fee');
  if (!out) return;
  Papa.parse('/data/fees.csv', {
    download: true, header: true, skipEmptyLines: true,
    complete: function (res) {
      var f = res.data.slice().sort(function (a, b) { return b.year - a.year; })[0];
      out.textContent = 'Membership for ' + f.year + ' costs £' + f.single + ' a year, or £' + f.joint +
        ' for two people at the same address' + (+f.junior === 0 ? '; junior members join free.' : '.');
    }
  });
})();
