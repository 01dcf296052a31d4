/* Race notices.
 *
 * The fixtures secretary keeps the season's races in a spreadsheet and
 * exports it as /data/fixtures.csv whenever something changes (a date,
 * entries closing, results going up). This looks up the row for the race
 * named in the page heading and, if the row has a notice, shows it at the
 * top of the page. Most rows have none.
 */
(function () {
  'use strict';

  var box = document.querySelector('.race-notice');
  var heading = document.querySelector('h1.race-name');
  if (!box || !heading) return;

  var DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];
  var longDate = tinydate('{dddd} {D} {MMMM} {YYYY}', {
    dddd: function (d) { return DAYS[d.getDay()]; },
    D: function (d) { return d.getDate(); },
    MMMM: function (d) { return MONTHS[d.getMonth()]; }
  });
  var LABELS = {
    results: 'Results',
    full: 'Entries full',
    moved: 'Date changed',
    course: 'Course change',
    cancelled: 'Cancelled'
  };

  // "2026-06-01" as a local date (no time zone surprises)
  function day(iso) {
    var p = iso.split('-');
    return new Date(+p[0], +p[1] - 1, +p[2]);
  }

  // Small CSV reader: commas, quoted fields, doubled quotes. Enough for a
  // spreadsheet export; not a general parser.
  function parseCSV(text) {
    var rows = [], row = [], field = '', quoted = false;
    for (var i = 0; i < text.length; i++) {
      var c = text[i];
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
        else if (c === '"') quoted = false;
        else field += c;
      } else if (c === '"') quoted = true;
      else if (c === ',') { row.push(field); field = ''; }
      else if (c === '\n' || c === '\r') {
        if (c === '\r' && text[i + 1] === '\n') i++;
        row.push(field); field = '';
        if (row.length > 1 || row[0] !== '') rows.push(row);
        row = [];
      } else field += c;
    }
    if (field !== '' || row.length) { row.push(field); rows.push(row); }
    return rows;
  }

  function show(row) {
    var text = row.notice.replace('{new_date}', row.new_date ? longDate(day(row.new_date)) : '');
    var div = document.createElement('div');
    div.className = 'notice notice-' + (row.status || 'info');
    var label = document.createElement('h2');
    label.className = 'notice-title';
    label.textContent = LABELS[row.status] || 'Notice';
    div.appendChild(label);
    var para = document.createElement('p');
    para.textContent = text;
    div.appendChild(para);
    if (row.link) {
      var more = document.createElement('p');
      var a = document.createElement('a');
      a.href = row.link;
      a.textContent = row.status === 'results' ? 'See the provisional results' : 'More details';
      more.appendChild(a);
      div.appendChild(more);
    }
    if (row.updated) {
      var upd = document.createElement('p');
      upd.className = 'updated';
      upd.textContent = 'Posted ' + longDate(day(row.updated)) + ' by the fixtures secretary';
      div.appendChild(upd);
    }
    box.appendChild(div);
  }

  fetch('/data/fixtures.csv')
    .then(function (res) {
      if (!res.ok) throw new Error(res.status);
      return res.text();
    })
    .then(function (text) {
      var rows = parseCSV(text);
      var head = rows.shift();
      var name = heading.textContent.replace(/\s+/g, ' ').trim();
      rows.forEach(function (cells) {
        var row = {};
        head.forEach(function (h, i) { row[h] = cells[i] || ''; });
        if (row.race === name && row.notice) show(row);
      });
    })
    .catch(function (err) {
      console.warn('race notices unavailable', err);
    });
})();
