// event.js - event pages.
// The programme for each event lives in the club calendar (data/calendar.ics,
// exported from the shared calendar the race committee keeps). We look for
// the event that starts on the date in this page's <time datetime> and show
// its details. Events without a programme yet are not in the calendar, and
// then we show nothing.
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
  'August', 'September', 'October', 'November', 'December'];

function twoDigits(n) {
  return String(n).padStart(2, '0');
}

function escapeHtml(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function showEventDetails() {
  const box = document.getElementById('event-details');
  const time = document.querySelector('.event time[datetime]');
  if (!box || !time) return;
  const date = time.getAttribute('datetime');

  const res = await fetch('/data/calendar.ics');
  if (!res.ok) return;
  const cal = new ICAL.Component(ICAL.parse(await res.text()));

  let found = null;
  for (const vevent of cal.getAllSubcomponents('vevent')) {
    const ev = new ICAL.Event(vevent);
    if (ev.startDate.toString().slice(0, 10) === date) {
      found = ev;
      break;
    }
  }
  if (!found) return; // no programme for this one yet

  const start = found.startDate;
  const end = found.endDate;
  const when = DAY_NAMES[start.dayOfWeek() - 1] + ' ' + start.day + ' ' + MONTH_NAMES[start.month - 1];
  const bring = found.component.getAllProperties('x-holmrook-bring').map(p => p.getFirstValue());

  let html = '<h2>On the day</h2>';
  html += '<p>' + escapeHtml(found.description) + '</p>';
  html += '<p class="start">Start: first warning signal at ' + twoDigits(start.hour) + ':' + twoDigits(start.minute) +
    ' on ' + when + '. ' + escapeHtml(found.location) + '.';
  if (end) html += ' Racing should be over by ' + twoDigits(end.hour) + ':' + twoDigits(end.minute) + '.';
  html += '</p>';
  if (bring.length) {
    html += '<h3>What to bring</h3><ul class="bring">';
    for (const item of bring) html += '<li>' + escapeHtml(item) + '</li>';
    html += '</ul>';
  }
  box.innerHTML = html;
}

showEventDetails().catch(err => console.log('calendar:', err));
