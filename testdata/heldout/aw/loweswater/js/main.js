// main.js: shared by every page of the site.
// Marks the current menu item, opens off-site links in a new tab and,
// on the home page only, fills in the opening hours from data/hours.json
// (Hannah edits that file when the winter hours start, not the HTML).

const strip = p => p.replace(/index\.html$/, '');
const here = strip(location.pathname);

document.documentElement.classList.add('has-js');

for (const a of document.querySelectorAll('.main-nav a')) {
  const target = strip(new URL(a.href).pathname);
  if (target === here || (target !== '/' && here.startsWith(target))) {
    a.setAttribute('aria-current', 'page');
  }
}

for (const a of document.querySelectorAll('a[href^="http"]')) {
  if (new URL(a.href).origin !== location.origin) {
    a.target = '_blank';
    a.rel = 'noopener';
  }
}

// "9am", "3:30pm"
function clock(t, { parse, format }) {
  const d = parse(t, 'HH:mm');
  return format(d, d.getMinutes() ? 'h:mma' : 'ha');
}

// Consecutive days with the same hours become one "Tuesday to Saturday".
function groupDays(days) {
  const groups = [];
  for (const d of days) {
    const sig = d.closed ? 'closed' : d.shop.join() + '|' + d.cafe.join();
    const last = groups[groups.length - 1];
    if (last && last.sig === sig) last.days.push(d.day);
    else groups.push({ sig, days: [d.day], hours: d });
  }
  return groups;
}

async function openingTimes(el) {
  const [lib, res] = await Promise.all([
    import('/lib/date-and-time.js'),
    fetch('/data/hours.json'),
  ]);
  if (!res.ok) return;
  const { days } = await res.json();
  const groups = groupDays(days);
  const span = g => g.days.length > 1 ? `${g.days[0]} to ${g.days[g.days.length - 1]}` : g.days[0];
  const open = groups.filter(g => !g.hours.closed).map(g =>
    `${span(g)} ${clock(g.hours.shop[0], lib)}–${clock(g.hours.shop[1], lib)} (café until ${clock(g.hours.cafe[1], lib)})`);
  const shut = groups.filter(g => g.hours.closed).flatMap(g => g.days).map(d => d + 's');
  const parts = open.concat(shut.length ? ['closed ' + shut.join(' and ')] : []);
  el.textContent = 'Opening hours: ' + parts.join('; ') + '.';
}

const hours = document.getElementById('opening-times');
if (hours) openingTimes(hours).catch(err => console.warn('hours:', err));
