/* Late news about a production's performances, from the box office export.
   The box office exports every performance it is selling to /box-office/performances.csv
   (show,date,time,status,note). The "show" column is the production page's file name. */
(function () {
  'use strict';
  var box = document.querySelector('.booking-status');
  if (!box) return;
  var show = location.pathname.split('/').pop().replace(/\.html$/, '');

  var LABELS = {
    'few-left': 'Only a few seats left:',
    'sold-out': 'Sold out:',
    'added': 'Extra performance added:',
    'cancelled': 'Cancelled:'
  };

  // A small CSV reader: quoted fields may hold commas and doubled quotes.
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
        row.push(field); field = '';
        if (row.length > 1 || row[0] !== '') rows.push(row);
        row = [];
      } else field += c;
    }
    if (field !== '' || row.length) { row.push(field); rows.push(row); }
    var head = rows.shift();
    return rows.map(function (r) {
      var o = {};
      head.forEach(function (h, j) { o[h] = r[j] || ''; });
      return o;
    });
  }

  var fmt = strftime.utc();
  function when(date, time) {
    var d = date.split('-').map(Number), t = time.split(':').map(Number);
    var at = new Date(Date.UTC(d[0], d[1] - 1, d[2], t[0], t[1]));
    return fmt('%A %-d %B', at) + ', ' + fmt(t[1] ? '%-l.%M%P' : '%-l%P', at);
  }

  fetch('/box-office/performances.csv')
    .then(function (r) { return r.ok ? r.text() : ''; })
    .then(function (text) {
      var news = parseCSV(text).filter(function (p) {
        return p.show === show && LABELS[p.status];
      });
      if (!news.length) return;
      var h = document.createElement('h3');
      h.textContent = 'Booking update';
      var ul = document.createElement('ul');
      news.forEach(function (p) {
        var li = document.createElement('li');
        li.className = 'perf-' + p.status;
        var label = LABELS[p.status];
        if (p.status === 'added' && p.time < '17:00') label = 'Extra matinee added:';
        var b = document.createElement('strong');
        b.textContent = label;
        li.append(b, ' ' + when(p.date, p.time) + '.');
        if (p.note) li.append(' ' + p.note);
        ul.append(li);
      });
      box.append(h, ul);
    })
    .catch(function () { /* the dates in the page still stand */ });
})();
