/* Little season-by-season chart on each player page (Chart.js).
   Numbers come from data/career.json, which is the scoring app's career export
   trimmed to the players who have a page. No title or legend: the caption under
   the chart says what it is. */
(function () {
  var canvas = document.querySelector('.career-chart canvas');
  if (!canvas) return;
  var number = null;
  document.querySelectorAll('.facts dt').forEach(function (dt) {
    if (dt.textContent.trim() === 'Player no.') number = dt.nextElementSibling.textContent.trim();
  });

  fetch('/data/career.json')
    .then(function (r) { return r.json(); })
    .then(function (all) {
      var c = all[number];
      if (!c) { canvas.parentNode.hidden = true; return; }
      new Chart(canvas, {
        type: 'bar',
        data: {
          labels: c.seasons,
          datasets: [
            { type: 'bar', data: c.runs, backgroundColor: '#2f5d3a', yAxisID: 'runs' },
            { type: 'line', data: c.wickets, borderColor: '#8c2f39', backgroundColor: '#8c2f39', yAxisID: 'wkts', tension: 0.25 }
          ]
        },
        options: {
          responsive: true,
          animation: false,
          plugins: { legend: { display: false }, title: { display: false } },
          scales: {
            runs: { position: 'left', beginAtZero: true },
            wkts: { position: 'right', beginAtZero: true, grid: { drawOnChartArea: false } }
          }
        }
      });
    });
})();
