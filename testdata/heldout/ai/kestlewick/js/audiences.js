// Tickets sold per concert, drawn with ApexCharts from data/audiences.json.
(function () {
  fetch('/data/audiences.json')
    .then(function (r) { return r.json(); })
    .then(function (d) {
      var chart = new ApexCharts(document.querySelector('#audience-chart'), {
        chart: { type: 'bar', height: 360, toolbar: { show: false } },
        title: { text: d.title },
        series: d.series,
        xaxis: { categories: d.years, title: { text: d.xTitle } },
        yaxis: { title: { text: d.yTitle } },
        dataLabels: { enabled: false },
        colors: ['#7a2e3b', '#d9a441']
      });
      chart.render();
    });
})();
