// The week's timetable, from a template held in this script.
import { titleCase } from '/lib/title-case.js';
import { bus, load } from '/js/bus.js';

const dayTemplate = '<h3>{day}</h3><ul>{rows}</ul>';
const rowTemplate = '<li>{time}: {session}</li>';
const fill = (t, v) => t.replace(/\{(\w+)\}/g, (_, k) => v[k]);

bus.on('timetable', week => {
  document.getElementById('week').innerHTML = Object.keys(week).map(day =>
    fill(dayTemplate, {
      day,
      rows: week[day].map(([time, session]) => fill(rowTemplate, { time, session: titleCase(session) })).join(''),
    })).join('');
});
load('timetable', '/data/timetable.json');
