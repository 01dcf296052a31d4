// The day-by-day plan of a weekend away. Navigo matches /trips/:trip
// against the page's own path (pushState mode) and the handler draws the
// plan of that trip from data/trip-days.csv.
(function () {
  var box = document.getElementById('trip-plan');
  if (!box) return;
  function draw(slug) {
    Papa.parse('/data/trip-days.csv', {
      download: true, header: true, skipEmptyLines: true,
      complete: function (res) {
        var days = res.data.filter(function (d) { return d.slug === slug; });
        if (!days.length) return;
        var h = document.createElement('h2');
        h.textContent = 'The plan, day by day';
        var ol = document.createElement('ol');
        days.forEach(function (d) {
          var li = document.createElement('li');
          li.textContent = d.day + ': ' + d.plan + '.';
          ol.appendChild(li);
        });
        box.appendChild(h);
        box.appendChild(ol);
      }
    });
  }
  var router = new Navigo('/');
  router.on('/trips/:trip', function (match) {
    draw(String(match.data.trip).replace(/\.html$/, ''));
  });
  router.resolve();
})();
