// conditions.js - latest readings from the logger (data/lake.json, written
// every twenty minutes by the Raspberry Pi in the bosun's hut, in SI units).
// js-quantities does the unit sums so nobody argues about knots again.
(function () {
  var box = document.getElementById('conditions');
  var POINTS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'];
  var FLAGS = {
    green: 'The lake is open to all members and club boats.',
    amber: 'Experienced helms only in single-handers; club boats go out reefed or with an instructor.',
    red: 'The lake is closed to club boats and single-handers.'
  };
  var BEAUFORT = [[1, 'calm'], [4, 'light air'], [7, 'light breeze'], [11, 'gentle breeze'], [17, 'moderate breeze'],
                  [22, 'fresh breeze'], [28, 'strong breeze'], [34, 'near gale'], [41, 'gale'], [999, 'severe gale']];
  function knots(ms) { return Qty(ms, 'm/s').to('knot').scalar; }

  fetch('/data/lake.json').then(function (r) { return r.json(); }).then(function (d) {
    var kn = knots(d.wind_ms), gust = knots(d.gust_ms), f = 0;
    while (kn >= BEAUFORT[f][0]) f++;
    var from = POINTS[Math.round(d.wind_from_deg / 45) % 8];
    var taken = new Date(d.taken);
    var when = taken.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }) +
      ' on ' + taken.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
    var level = d.gauge_m.toFixed(2) + ' m on the Peel Wyke gauge (' + Math.round(Qty(d.gauge_m, 'm').to('in').scalar) + ' in)';
    var water = d.water_c.toFixed(1) + ' °C (' + Math.round(Qty(d.water_c, 'tempC').to('tempF').scalar) + ' °F)';
    hyperHTML.bind(box)`
      <p class="taken">${'Readings taken at ' + when + ' by the ' + d.logger + '.'}</p>
      <div class=${'flag flag-' + d.flag}><strong>${'Club flag ' + d.flag + '.'}</strong> ${FLAGS[d.flag]}</div>
      <dl class="readings">
        <dt>Wind</dt><dd>${Math.round(kn) + ' knots from the ' + from + ', gusting ' + Math.round(gust) + ' knots'}</dd>
        <dt>Beaufort</dt><dd>${'force ' + f + ', ' + BEAUFORT[f][1]}</dd>
        <dt>Water</dt><dd>${water}</dd>
        <dt>Lake level</dt><dd>${level}</dd>
      </dl>
      <p class="remark">${d.remark || ''}</p>`;

    // the wind trace: 24 readings, twenty minutes apart, ending now
    var canvas = document.getElementById('wind-trace');
    if (!canvas || !window.SmoothieChart) return;
    var line = new TimeSeries(), now = Date.now(), step = 20 * 60 * 1000;
    d.trace_ms.forEach(function (v, i) {
      line.append(now - (d.trace_ms.length - 1 - i) * step, knots(v));
    });
    var chart = new SmoothieChart({
      millisPerPixel: (d.trace_ms.length * step) / canvas.width,
      minValue: 0, maxValue: 30, labels: { disabled: true },
      grid: { fillStyle: '#0b3d5c', strokeStyle: 'rgba(255,255,255,0.12)', verticalSections: 3, millisPerLine: 3600000 },
      interpolation: 'bezier'
    });
    chart.addTimeSeries(line, { strokeStyle: '#f2c14e', lineWidth: 2, fillStyle: 'rgba(242,193,78,0.2)' });
    chart.streamTo(canvas, 0);
    // the readings only change when the page is reloaded, so stop the animation after the first frame
    setTimeout(function () { chart.stop(); }, 500);
  });
})();
