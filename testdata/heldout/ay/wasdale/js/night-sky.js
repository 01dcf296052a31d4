// night-sky.js: observing evening pages. Works out the night from the
// page's own date and the site and target named on the #night section,
// with Astronomy Engine (global Astronomy, loaded before this), and draws
// the target's and the Moon's altitude through the night with Chartist.
import { LineChart, FixedScaleAxis } from '/lib/chartist.js';

const A = window.Astronomy;
const TZ = 'Europe/London';

const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TZ });
function hhmm(t) {
  const parts = Object.fromEntries(clock.formatToParts(t instanceof Date ? t : t.date).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute}`;
}

function phaseName(angle) {
  if (angle < 6 || angle > 354) return 'new';
  if (angle < 84) return 'a waxing crescent';
  if (angle < 96) return 'at first quarter';
  if (angle < 174) return 'waxing gibbous';
  if (angle < 186) return 'full';
  if (angle < 264) return 'waning gibbous';
  if (angle < 276) return 'at last quarter';
  return 'a waning crescent';
}

function compass(az) {
  const names = ['northern', 'north-eastern', 'eastern', 'south-eastern', 'southern', 'south-western', 'western', 'north-western'];
  return names[Math.round(az / 45) % 8];
}

export function night(dateISO, site, target) {
  const observer = new A.Observer(site.lat, site.lon, site.height);
  const [y, m, d] = dateISO.split('-').map(Number);
  const noon = new Date(Date.UTC(y, m - 1, d, 12));
  const sunset = A.SearchRiseSet(A.Body.Sun, observer, -1, noon, 1);
  const darkFrom = A.SearchAltitude(A.Body.Sun, observer, -1, noon, 1, -18);
  const darkTo = A.SearchAltitude(A.Body.Sun, observer, +1, darkFrom, 1, -18);
  const sunrise = A.SearchRiseSet(A.Body.Sun, observer, +1, darkFrom, 1);

  const mid = new Date((darkFrom.date.getTime() + darkTo.date.getTime()) / 2);
  const moonIllum = A.Illumination(A.Body.Moon, darkFrom);
  const moonAngle = A.MoonPhase(darkFrom);
  const moonrise = A.SearchRiseSet(A.Body.Moon, observer, +1, noon, 1);
  const moonset = A.SearchRiseSet(A.Body.Moon, observer, -1, noon, 1);

  A.DefineStar(A.Body.Star1, target.ra, target.dec, 1000);
  const transit = A.SearchHourAngle(A.Body.Star1, observer, 0, noon, +1);

  const alt = (body, t) => {
    const eq = A.Equator(body, t, observer, true, true);
    return A.Horizon(t, observer, eq.ra, eq.dec, 'normal');
  };

  // Altitude curves every 10 minutes from sunset to sunrise.
  const xs = [], tgt = [], moon = [];
  for (let t = sunset.date.getTime(); t <= sunrise.date.getTime(); t += 600e3) {
    const when = new Date(t);
    xs.push(t / 1000);
    tgt.push(Math.round(alt(A.Body.Star1, when).altitude * 10) / 10);
    moon.push(Math.round(alt(A.Body.Moon, when).altitude * 10) / 10);
  }

  const dark0 = darkFrom.date.getTime() / 1000, dark1 = darkTo.date.getTime() / 1000;
  const moonUpInDark = xs.some((x, i) => x >= dark0 && x <= dark1 && moon[i] > 0);

  return {
    sunset, darkFrom, darkTo, sunrise, mid,
    moon: {
      percent: Math.round(moonIllum.phase_fraction * 100),
      phase: phaseName(moonAngle),
      rise: moonrise, set: moonset, upInDark: moonUpInDark,
    },
    transit: { time: transit.time, altitude: Math.round(transit.hor.altitude), direction: compass(transit.hor.azimuth) },
    startAltitude: Math.round(alt(A.Body.Star1, darkFrom.date).altitude),
    curves: [xs, tgt, moon],
  };
}

function li(text) {
  const e = document.createElement('li');
  e.textContent = text;
  return e;
}

function moonLine(n) {
  const bits = [`The Moon is ${n.moon.phase}, ${n.moon.percent}% lit`];
  if (!n.moon.upInDark) return `${bits[0]}, and stays below the horizon through the hours of darkness.`;
  const events = [];
  if (n.moon.rise) events.push([n.moon.rise.date, `rises at ${hhmm(n.moon.rise)}`]);
  if (n.moon.set) events.push([n.moon.set.date, `sets at ${hhmm(n.moon.set)}`]);
  events.sort((a, b) => a[0] - b[0]);
  if (events.length) bits.push(events.map((e) => e[1]).join(' and '));
  return bits.join(', ') + '.';
}

async function main() {
  const box = document.getElementById('night');
  const date = document.querySelector('.evening time[datetime]')?.getAttribute('datetime');
  if (!box || !date || !A) return;
  const [sites, targets] = await Promise.all([
    fetch('/data/sites.json').then((r) => r.json()),
    fetch('/data/targets.json').then((r) => r.json()),
  ]);
  const site = sites[box.dataset.site];
  const target = targets[box.dataset.target];
  if (!site || !target) return;

  const n = night(date, site, target);
  const h = document.createElement('h2');
  h.textContent = 'The night at a glance';
  const intro = document.createElement('p');
  intro.textContent = `Worked out for ${site.name}, ${site.height} metres above sea level. Times are UK clock time.`;
  const ul = document.createElement('ul');
  ul.append(
    li(`Sunset at ${hhmm(n.sunset)}, sunrise at ${hhmm(n.sunrise)}.`),
    li(`Astronomical darkness from ${hhmm(n.darkFrom)} to ${hhmm(n.darkTo)}.`),
    li(moonLine(n)),
    li(`${target.subject} ${target.plural ? "are" : "is"} ${n.startAltitude}° up when darkness falls and ${target.plural ? "cross" : "crosses"} the meridian at ${hhmm(n.transit.time)}, ${n.transit.altitude}° above the ${n.transit.direction} horizon.`),
  );
  const fig = document.createElement('figure');
  fig.className = 'altitude-chart';
  const cap = document.createElement('figcaption');
  cap.textContent = `Height above the horizon of ${target.object} (gold) and the Moon (grey), sunset to sunrise.`;
  const chart = document.createElement('div');
  chart.className = 'ct-chart';
  fig.append(chart, cap);
  box.append(h, intro, ul, fig);
  box.hidden = false;

  const xs = n.curves[0];
  const points = (ys) => ys.map((y, i) => ({ x: xs[i], y: y < 0 ? null : y }));
  const firstHour = Math.ceil(xs[0] / 3600) * 3600;
  const ticks = [];
  for (let t = firstHour; t <= xs[xs.length - 1]; t += 2 * 3600) ticks.push(t);
  new LineChart(chart, {
    series: [
      { name: 'target', data: points(n.curves[1]) },
      { name: 'moon', data: points(n.curves[2]) },
    ],
  }, {
    height: '240px',
    low: 0, high: 90,
    showPoint: false,
    lineSmooth: false,
    chartPadding: { top: 10, right: 10, bottom: 0, left: 0 },
    axisX: { type: FixedScaleAxis, ticks, low: xs[0], high: xs[xs.length - 1], labelInterpolationFnc: (v) => hhmm(new Date(v * 1000)) },
    axisY: { type: FixedScaleAxis, ticks: [0, 30, 60, 90], labelInterpolationFnc: (v) => v + '°' },
  });
}

main();
