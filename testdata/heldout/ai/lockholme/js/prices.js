// The price list, from data/prices.json, through a doT template. Prices
// are whole pounds and written with a thousands separator.
(function () {
  var row = doT.template(
    '{{~it.boats :b}}<li>{{=b.name}}: a week from £{{=it.money(b.week.low)}} in low season ' +
    'to £{{=it.money(b.week.high)}} in high season; short breaks from £{{=it.money(b.short.low)}}</li>{{~}}');
  function money(n) { return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ','); }
  fetch('/data/prices.json')
    .then(function (r) { return r.json(); })
    .then(function (d) {
      document.getElementById('price-list').innerHTML = row({ boats: d.boats, money: money });
    });
})();
