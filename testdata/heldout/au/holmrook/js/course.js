// course.js - draws the course diagram on each course page with rough.js.
// The marks are in the canvas's data-marks as "x,y;x,y;..." in percent of
// the picture, in rounding order; data-wind is the wind direction in degrees
// (where it blows from). Nothing here adds any words.
function drawCourse(canvas) {
  const w = canvas.width;
  const h = canvas.height;
  const ctx = canvas.getContext('2d');
  ctx.clearRect(0, 0, w, h);
  const rc = rough.canvas(canvas);

  // the lake
  rc.ellipse(w / 2, h / 2, w - 30, h - 30, {
    fill: '#d6e8f3', fillStyle: 'solid', stroke: '#3b6e8f', strokeWidth: 2, roughness: 2.2, seed: 11
  });
  // the island
  rc.ellipse(w * 0.42, h * 0.42, 70, 40, { fill: '#9cb77f', fillStyle: 'hachure', stroke: '#55703f', seed: 4 });

  const marks = canvas.dataset.marks.split(';').map(pair => {
    const [x, y] = pair.split(',').map(Number);
    return [x * w / 100, y * h / 100];
  });
  rc.linearPath(marks, { stroke: '#b8322a', strokeWidth: 2, roughness: 1.2, seed: 7 });
  for (const [x, y] of marks) {
    rc.circle(x, y, 14, { fill: '#f2c12e', fillStyle: 'solid', stroke: '#7a5c00', seed: 3 });
  }

  // wind arrow in the top right corner, pointing the way the wind blows
  const deg = Number(canvas.dataset.wind || 0);
  const rad = (deg + 180) * Math.PI / 180;
  const cx = w - 50, cy = 50, len = 28;
  const tipX = cx + Math.sin(rad) * len, tipY = cy - Math.cos(rad) * len;
  const tailX = cx - Math.sin(rad) * len, tailY = cy + Math.cos(rad) * len;
  rc.line(tailX, tailY, tipX, tipY, { stroke: '#222', strokeWidth: 2, seed: 2 });
  for (const side of [-1, 1]) {
    const a = rad + Math.PI + side * 0.45;
    rc.line(tipX, tipY, tipX + Math.sin(a) * 12, tipY - Math.cos(a) * 12, { stroke: '#222', strokeWidth: 2, seed: 2 });
  }
}

document.addEventListener('DOMContentLoaded', () => {
  document.querySelectorAll('canvas.course-map').forEach(drawCourse);
});
