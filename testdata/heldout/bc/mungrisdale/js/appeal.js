/* The appeal pie: the percentage is written in the page, this just draws it. */
document.querySelectorAll('.pie').forEach(function (el) {
  new EasyPieChart(el, { barColor: '#5b6f3a', trackColor: '#e6e1d3', scaleColor: false, lineWidth: 12, size: 140, animate: 900 });
});
