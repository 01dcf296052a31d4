/* ics.js - just enough iCalendar reading for the team calendar export. */
function parseICS(text) {
  var lines = text.replace(/\r\n[ \t]/g, '').replace(/\n[ \t]/g, '').split(/\r?\n/);
  var events = [], ev = null;
  lines.forEach(function (line) {
    if (line === 'BEGIN:VEVENT') { ev = {}; return; }
    if (line === 'END:VEVENT') { events.push(ev); ev = null; return; }
    if (!ev) return;
    var colon = line.indexOf(':');
    if (colon < 0) return;
    var name = line.slice(0, colon).split(';')[0].toUpperCase();
    var value = line.slice(colon + 1)
      .replace(/\\n/gi, '\n').replace(/\\,/g, ',').replace(/\\;/g, ';').replace(/\\\\/g, '\\');
    ev[name] = value;
  });
  return events;
}
