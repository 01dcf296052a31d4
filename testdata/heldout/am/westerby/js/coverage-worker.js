// Reception estimate: for each village, walk the line from the aerial to
// the village in small steps over the surveyed ground, find the worst
// obstruction (as a knife edge), and add its loss to the free-space loss.
function ground(s, x, y) {
  var h = s.valley.floor + s.valley.rise * Math.abs(x);
  for (var i = 0; i < s.fells.length; i++) {
    var f = s.fells[i], dx = x - f.x, dy = y - f.y;
    h += f.h * Math.exp(-(dx * dx + dy * dy) / (f.r * f.r));
  }
  return h + 6 * Math.sin(x * 3.1) * Math.cos(y * 2.7);
}

function knifeEdge(v) {
  if (v <= -0.78) return 0;
  return 6.9 + 20 * Math.log10(Math.sqrt((v - 0.1) * (v - 0.1) + 1) + v - 0.1);
}

onmessage = function (e) {
  var s = e.data, m = s.mast, top = m.ground + m.aerial;
  var lambda = 300 / 104.6;               // metres
  var out = { good: [], aerial: [], none: [] };
  s.villages.forEach(function (v) {
    var dist = Math.sqrt(v.x * v.x + v.y * v.y) * 1000;
    var end = ground(s, v.x, v.y) + 2;    // a radio on a windowsill
    var worst = -Infinity;
    for (var i = 1; i < s.samples; i++) {
      var t = i / s.samples;
      var d1 = t * dist, d2 = dist - d1;
      var line = top + (end - top) * t;
      var obstacle = ground(s, m.x + (v.x - m.x) * t, m.y + (v.y - m.y) * t) - line;
      var nu = obstacle * Math.sqrt(2 * dist / (lambda * d1 * d2));
      if (nu > worst) worst = nu;
    }
    // field strength in dBuV/m from 50 W ERP in free space, less the obstruction
    var field = 94 - 20 * Math.log10(dist / 1000) - knifeEdge(worst);
    var kind = field >= 66 ? 'good' : field >= 52 ? 'aerial' : 'none';
    out[kind].push(v.name);
  });
  postMessage(out);
};
