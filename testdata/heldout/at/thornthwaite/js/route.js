/* route.js -- draws the height profile from data-heights, redraws on resize */
var bus = mitt();
bus.on('draw', function (c) {
  var hs = c.dataset.heights.split(',').map(Number);
  var w = c.width = c.clientWidth || 600, h = c.height;
  var max = Math.max.apply(null, hs), ctx = c.getContext('2d');
  ctx.clearRect(0, 0, w, h);
  ctx.beginPath();
  ctx.moveTo(0, h);
  hs.forEach(function (v, i) { ctx.lineTo(i * w / (hs.length - 1), h - v / max * (h - 10)); });
  ctx.lineTo(w, h);
  ctx.fillStyle = '#7a9a7a';
  ctx.fill();
});
function drawAll() { document.querySelectorAll('canvas.profile').forEach(function (c) { bus.emit('draw', c); }); }
window.addEventListener('DOMContentLoaded', drawAll);
window.addEventListener('resize', drawAll);
