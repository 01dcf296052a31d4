/* Route pages: draw the height profile with uPlot from the route's CSV
   (distance in km, height in metres), named by the figure's data-profile. */
(function () {
  'use strict';
  var fig = document.querySelector('figure.profile[data-profile]');
  if (!fig || typeof uPlot !== 'function') return;
  var box = fig.querySelector('.profile__chart');

  fetch(fig.getAttribute('data-profile'))
    .then(function (r) { return r.text(); })
    .then(function (csv) {
      var km = [], height = [];
      csv.trim().split(/\r?\n/).slice(1).forEach(function (line) {
        var c = line.split(',');
        km.push(Number(c[0]));
        height.push(Number(c[1]));
      });
      var ink = getComputedStyle(document.documentElement).getPropertyValue('--ink').trim() || '#222';
      var opts = {
        width: box.clientWidth || 640,
        height: 220,
        legend: { show: false },
        cursor: { y: false, drag: { x: false, y: false } },
        scales: { x: { time: false } },
        series: [
          {},
          { stroke: '#2f6b4f', width: 2, fill: 'rgba(47, 107, 79, 0.18)' }
        ],
        axes: [
          { stroke: ink, values: function (u, vals) { return vals.map(function (v) { return v + ' km'; }); } },
          { stroke: ink, size: 56, values: function (u, vals) { return vals.map(function (v) { return v + ' m'; }); } }
        ]
      };
      box.textContent = '';
      var plot = new uPlot(opts, [km, height], box);
      fig.classList.add('is-drawn');
      window.addEventListener('resize', function () {
        plot.setSize({ width: box.clientWidth, height: 220 });
      });
    });
})();
