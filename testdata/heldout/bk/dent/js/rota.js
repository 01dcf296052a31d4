/* rota.js - the rota pages, read from the calendar export (data/rota.ics).
   Each shift is an event in the shared calendar; CATEGORIES says which day it belongs to,
   DESCRIPTION is who is down for it and X-FRS-NEEDED is how many people it wants. NH */
(function () {
  var section = document.getElementById('rota');
  if (!section) return;
  var cal = section.getAttribute('data-cal');
  var title = document.querySelector('main h1').textContent.replace(/^Rota:\s*/, '');
  var mine = [];
  var raw = '';

  function unfold(text) { return text.replace(/\r\n/g, '\n').replace(/\n[ \t]/g, ''); }
  function unescapeText(s) { return s.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1'); }
  function esc(s) { return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'); }

  function parse(text) {
    var events = [], ev = null;
    unfold(text).split('\n').forEach(function (line) {
      if (line === 'BEGIN:VEVENT') { ev = { lines: [line] }; return; }
      if (!ev) return;
      ev.lines.push(line);
      if (line === 'END:VEVENT') { events.push(ev); ev = null; return; }
      var i = line.indexOf(':');
      if (i < 0) return;
      var name = line.slice(0, i).split(';')[0].toUpperCase();
      ev[name] = unescapeText(line.slice(i + 1));
    });
    return events;
  }
  function time(v) {
    var h = parseInt(v.substr(9, 2), 10), m = v.substr(11, 2);
    var suf = h < 12 ? 'am' : 'pm';
    var h12 = h <= 12 ? h : h - 12;
    return m === '00' ? h12 + suf : h12 + '.' + m + suf;
  }

  fetch('../data/rota.ics')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      raw = text;
      mine = parse(text).filter(function (e) { return (e.CATEGORIES || '') === cal; });
      if (!mine.length) {
        section.innerHTML = '<p class="summary">There is no rota for this day yet.</p>';
        return;
      }
      var short = 0;
      var html = '<ul class="shifts">';
      mine.forEach(function (e) {
        var who = (e.DESCRIPTION || '').split(',').map(function (s) { return s.trim(); }).filter(Boolean);
        var need = parseInt(e['X-FRS-NEEDED'] || '1', 10);
        var gap = need - who.length;
        if (gap > 0) short++;
        html += '<li' + (gap > 0 ? ' class="gap"' : '') + '><span class="t">' + time(e.DTSTART) + ' to ' + time(e.DTEND) +
          ':</span> <strong>' + esc(e.SUMMARY) + '</strong> &ndash; ' +
          (who.length ? esc(who.join(', ')) : '<em>nobody yet</em>') +
          ' <span class="need">' + (gap > 0 ? '(needs ' + gap + ' more)' : '&ndash;') + '</span></li>';
      });
      html += '</ul>';
      section.innerHTML = '<p class="summary">' + esc(title) + ' has ' + mine.length + ' jobs on the rota. Jobs still short of helpers: ' + short + '.</p>' + html;
    })
    .catch(function () {
      section.innerHTML = '<p class="summary">Sorry, the rota could not be loaded just now.</p>';
    });

  var btn = document.getElementById('save-ics');
  if (btn) {
    btn.addEventListener('click', function () {
      if (!mine.length) return;
      var out = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Friends of Rashfell School//Rota//EN'];
      mine.forEach(function (e) { out = out.concat(e.lines); });
      out.push('END:VCALENDAR');
      var blob = new Blob([out.join('\r\n') + '\r\n'], { type: 'text/calendar;charset=utf-8' });
      saveAs(blob, 'rashfell-' + cal + '.ics');
    });
  }
})();
