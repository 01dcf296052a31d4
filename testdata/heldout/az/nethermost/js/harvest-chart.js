// harvest-chart.js: draws the harvest table on each tree page as a bar chart (ECharts).
// The table stays on the page underneath; the chart is the same numbers, drawn.
document.querySelectorAll('figure.harvests').forEach((figure) => {
  const box = figure.querySelector('.harvest-chart');
  const rows = Array.from(figure.querySelectorAll('table tbody tr')).map((tr) => ({
    season: tr.cells[0].textContent.trim(),
    kg: parseFloat(tr.cells[1].textContent),
  }));
  if (!box || !rows.length) return;
  const chart = echarts.init(box, null, { renderer: 'canvas' });
  chart.setOption({
    animation: false,
    grid: { left: 40, right: 12, top: 16, bottom: 28 },
    xAxis: { type: 'category', data: rows.map((r) => r.season), axisTick: { alignWithLabel: true } },
    yAxis: { type: 'value', minInterval: 5 },
    series: [{
      type: 'bar',
      data: rows.map((r) => (isNaN(r.kg) ? 0 : r.kg)),
      barMaxWidth: 36,
      itemStyle: { color: '#7a9a3a', borderRadius: [3, 3, 0, 0] },
    }],
  });
  window.addEventListener('resize', () => chart.resize());
});
