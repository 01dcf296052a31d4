/* walk.js -- route details for a guided walk.
   The walk leaders record each route on a GPS and I keep them all in one
   file, data/walks.gpx, one track per walk named like the page heading.
   The stops are waypoints with the walk's name in their comment field.
   gpxparser reads the file and works out the distance for me. */
async function showWalk() {
  const box = document.getElementById('walk-notes');
  if (!box) return;
  const name = document.querySelector('h1').textContent.trim();

  const res = await fetch('/data/walks.gpx');
  if (!res.ok) return;
  const gpx = new gpxParser();
  gpx.parse(await res.text());

  const track = gpx.tracks.find(t => t.name === name);
  if (!track) return;
  const km = (track.distance.total / 1000).toFixed(1);
  const stops = gpx.waypoints.filter(w => w.cmt === name);

  let html = '<h2>The route</h2>';
  html += `<p>The walk is ${km} km from start to finish. ${track.desc}</p>`;
  if (stops.length) {
    html += '<h3>Stops along the way</h3><ul class="stops">';
    html += stops.map(s => `<li><strong>${s.name}</strong>: ${s.desc}</li>`).join('');
    html += '</ul>';
  }
  box.innerHTML = html;
}

document.addEventListener('DOMContentLoaded', () => {
  showWalk().catch(err => console.warn('walk notes:', err));
});
