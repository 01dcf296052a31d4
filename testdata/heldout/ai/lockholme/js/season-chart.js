// Boats out per month last season, drawn with Frappe Charts from
// data/boats-out.json.
(function () {
  fetch('/data/boats-out.json')
    .then(function (r) { return r.json(); })
    .then(function (d) {
      new frappe.Chart('#season-chart', {
        title: d.title,
        type: 'bar',
        height: 300,
        barOptions: { stacked: 1 },
        colors: ['#1f5a3a', '#e3a72f'],
        data: { labels: d.months, datasets: d.series }
      });
    });
})();
