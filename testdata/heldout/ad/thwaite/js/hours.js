// Opening hours for a stockist, keyed by the code in the trade-list <abbr>.
(function () {
  var abbr = document.querySelector('main abbr[title^="STK-"]');
  var host = document.querySelector('[data-stockist]');
  var Hours = Regular.extend({
    template: '<h2>Opening hours</h2><ul class="hours">{#list rows as r}<li>{r.d}: {r.h}</li>{/list}</ul>' +
              '<p>Usually holds {shades} of our shades in stock.</p>'
  });
  fetch('/data/stockists.json').then(function (r) { return r.json(); }).then(function (all) {
    var e = abbr && all[abbr.title];
    if (e) new Hours({ data: e }).$inject(host);
  });
})();
