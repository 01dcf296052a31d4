// course-changes.js - a change to a learners' course session (new venue,
// new time, something to bring) shown on that session's page.
//
// Helen keeps the changes in a spreadsheet and exports it as
// /data/course-changes.csv: date, change, where, note.  The date is the
// session's date, the datetime of the <time> at the top of the page.
// Sessions that go ahead as printed in the handbook have no row.
(function () {
  var when = document.querySelector('time.session-date[datetime]');
  var after = document.querySelector('.session-meta');
  if (!when || !after) return;
  var date = when.getAttribute('datetime');

  // Just enough CSV: commas, quoted fields, "" inside quotes.
  function parseCSV(text) {
    var rows = [], row = [], field = '', q = false;
    for (var i = 0; i < text.length; i++) {
      var c = text[i];
      if (q) {
        if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
        else if (c === '"') q = false;
        else field += c;
      } else if (c === '"') q = true;
      else if (c === ',') { row.push(field); field = ''; }
      else if (c === '\n' || c === '\r') {
        if (c === '\r' && text[i + 1] === '\n') i++;
        row.push(field); rows.push(row); row = []; field = '';
      } else field += c;
    }
    if (field !== '' || row.length) { row.push(field); rows.push(row); }
    var head = rows.shift();
    return rows.filter(function (r) { return r.length === head.length; }).map(function (r) {
      var o = {};
      head.forEach(function (h, k) { o[h.trim()] = r[k].trim(); });
      return o;
    });
  }

  var LABEL = { venue: 'New venue', time: 'New time', cancelled: 'Cancelled', bring: 'Please bring' };

  fetch('/data/course-changes.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var change = parseCSV(text).filter(function (r) { return r.date === date; })[0];
      if (!change) return;
      var div = document.createElement('div');
      div.className = 'session-change';
      div.setAttribute('role', 'note');
      var h = document.createElement('h2');
      h.textContent = 'Change to this session';
      var p = document.createElement('p');
      var strong = document.createElement('strong');
      strong.textContent = (LABEL[change.change] || 'Change') + (change.where ? ': ' + change.where + '.' : '.');
      p.appendChild(strong);
      p.appendChild(document.createTextNode(' ' + change.note));
      div.appendChild(h);
      div.appendChild(p);
      after.insertAdjacentElement('afterend', div);
    })
    .catch(function (e) { console.warn('course changes:', e); });
})();
