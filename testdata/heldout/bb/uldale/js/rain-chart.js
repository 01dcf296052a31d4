/* Diary pages: a little bar chart of the month's rain from the gauge.
   No axes or labels, the caption says what it is. */
(function () {
  var el = document.querySelector('.rain-chart');
  if (!el || !window.d3) return;
  var month = el.getAttribute('data-month');

  d3.csv('/data/rain-2025.csv', function (d) {
    return { date: d.date, mm: +d.mm };
  }).then(function (rows) {
    rows = rows.filter(function (d) { return d.date.slice(0, 7) === month; });
    var w = 640, h = 140, pad = 6;
    var x = d3.scaleBand().domain(rows.map(function (d) { return d.date; })).range([pad, w - pad]).padding(0.2);
    var y = d3.scaleLinear().domain([0, 25]).range([h - pad, pad]);

    var svg = d3.select(el).append('svg')
      .attr('viewBox', '0 0 ' + w + ' ' + h)
      .attr('class', 'rain-svg')
      .attr('focusable', 'false');

    svg.append('line').attr('x1', pad).attr('x2', w - pad)
      .attr('y1', h - pad).attr('y2', h - pad).attr('class', 'base');

    svg.selectAll('rect').data(rows).join('rect')
      .attr('x', function (d) { return x(d.date); })
      .attr('width', x.bandwidth())
      .attr('y', h - pad)
      .attr('height', 0)
      .transition().duration(600).delay(function (d, i) { return i * 12; })
      .attr('y', function (d) { return y(Math.min(d.mm, 25)); })
      .attr('height', function (d) { return h - pad - y(Math.min(d.mm, 25)); });
  });
})();
