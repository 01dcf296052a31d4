// Course maps: draw the route line and height profile from the organiser's
// GPX file. toGeoJSON turns the GPX into GeoJSON; simplify.js (loaded as a
// plain script before this module) thins the track so the SVG stays small.
// No labels: the caption under the figure says what it is.
import { gpx } from '/vendor/togeojson.es.mjs';

const SVG = 'http://www.w3.org/2000/svg';
const W = 600, H = 360, PH = 100, PAD = 18;

function svgEl(name, attrs) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  return e;
}

function project(coords) {
  const [lon0, lat0] = coords[0];
  const k = Math.cos(lat0 * Math.PI / 180);
  return coords.map(([lon, lat, ele]) => ({
    x: (lon - lon0) * 111320 * k,
    y: (lat - lat0) * 110540,
    ele: ele || 0
  }));
}

function mapSvg(pts) {
  const xs = pts.map(p => p.x), ys = pts.map(p => p.y);
  const minX = Math.min(...xs), maxX = Math.max(...xs), minY = Math.min(...ys), maxY = Math.max(...ys);
  const s = Math.min((W - 2 * PAD) / (maxX - minX || 1), (H - 2 * PAD) / (maxY - minY || 1));
  const ox = (W - (maxX - minX) * s) / 2, oy = (H - (maxY - minY) * s) / 2;
  const X = x => (ox + (x - minX) * s).toFixed(1);
  const Y = y => (H - oy - (y - minY) * s).toFixed(1);

  const svg = svgEl('svg', { viewBox: `0 0 ${W} ${H}`, class: 'map-svg', 'aria-hidden': 'true' });
  svg.appendChild(svgEl('rect', { x: 0, y: 0, width: W, height: H, class: 'map-bg' }));
  // kilometre grid, like the blue lines on the OS map
  const step = 1000 * s;
  for (let gx = ox - Math.floor(ox / step) * step; gx < W; gx += step)
    svg.appendChild(svgEl('line', { x1: gx, y1: 0, x2: gx, y2: H, class: 'grid' }));
  for (let gy = H - oy + Math.floor(oy / step) * step; gy > 0; gy -= step)
    svg.appendChild(svgEl('line', { x1: 0, y1: gy, x2: W, y2: gy, class: 'grid' }));

  const line = simplify(pts, 12, true);
  const d = line.map((p, i) => (i ? 'L' : 'M') + X(p.x) + ' ' + Y(p.y)).join(' ');
  svg.appendChild(svgEl('path', { d, class: 'route-casing' }));
  svg.appendChild(svgEl('path', { d, class: 'route' }));
  const a = pts[0], b = pts[pts.length - 1];
  svg.appendChild(svgEl('circle', { cx: X(b.x), cy: Y(b.y), r: 9, class: 'finish' }));
  svg.appendChild(svgEl('circle', { cx: X(a.x), cy: Y(a.y), r: 6, class: 'start' }));
  return svg;
}

function profileSvg(pts) {
  let dist = 0;
  const prof = pts.map((p, i) => {
    if (i) dist += Math.hypot(p.x - pts[i - 1].x, p.y - pts[i - 1].y);
    return { x: dist, y: p.ele };
  });
  const line = simplify(prof, 2, true);
  const lo = Math.min(...line.map(p => p.y)), hi = Math.max(...line.map(p => p.y));
  const X = x => (x / (dist || 1) * W).toFixed(1);
  const Y = y => (PH - 6 - (y - lo) / ((hi - lo) || 1) * (PH - 16)).toFixed(1);
  const d = 'M0 ' + PH + ' ' + line.map(p => 'L' + X(p.x) + ' ' + Y(p.y)).join(' ') + ` L${W} ${PH} Z`;
  const svg = svgEl('svg', { viewBox: `0 0 ${W} ${PH}`, class: 'profile-svg', 'aria-hidden': 'true' });
  svg.appendChild(svgEl('path', { d, class: 'profile' }));
  return svg;
}

async function draw(fig) {
  const res = await fetch(fig.dataset.gpx);
  if (!res.ok) return;
  const xml = new DOMParser().parseFromString(await res.text(), 'text/xml');
  const track = gpx(xml).features.find(f => f.geometry && f.geometry.type === 'LineString');
  if (!track) return;
  const pts = project(track.geometry.coordinates);
  const box = fig.querySelector('.map-box') || fig;
  box.append(mapSvg(pts), profileSvg(pts));
  fig.classList.add('drawn');
}

for (const fig of document.querySelectorAll('figure.course-map[data-gpx]')) {
  draw(fig).catch(err => console.warn('course map', fig.dataset.gpx, err));
}
