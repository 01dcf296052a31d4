/* whats-on.js - the taproom diary on events.html.

   Ellie keeps the diary as a spreadsheet and saves it as CSV
   (data/events.csv: date,start,finish,event,details,price). This reads it
   and writes the list, oldest first, exactly as it is in the file. The
   Temporal polyfill (lib/temporal.js) supplies the day of the week. */
(function () {
  var me = document.currentScript ? document.currentScript.src : location.href;
  var out = document.getElementById('whats-on');
  if (!out || !window.Temporal) return;

  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];
  var DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

  // a CSV line splitter that copes with Ellie's quotes and commas
  function parseCSV(src) {
    var rows = [], row = [], field = '', q = false;
    for (var i = 0; i < src.length; i++) {
      var ch = src[i];
      if (q) {
        if (ch === '"' && src[i + 1] === '"') { field += '"'; i++; }
        else if (ch === '"') q = false;
        else field += ch;
      } else if (ch === '"') q = true;
      else if (ch === ',') { row.push(field); field = ''; }
      else if (ch === '\n' || ch === '\r') {
        if (ch === '\r' && src[i + 1] === '\n') i++;
        row.push(field); field = '';
        if (row.join('') !== '') rows.push(row);
        row = [];
      } else field += ch;
    }
    row.push(field);
    if (row.join('') !== '') rows.push(row);
    return rows;
  }

  function clock(hm) {
    if (!hm) return '';
    var t = Temporal.PlainTime.from(hm);
    var hr = t.hour % 12 === 0 ? 12 : t.hour % 12;
    var mins = t.minute ? '.' + String(t.minute).padStart(2, '0') : '';
    return hr + mins + (t.hour < 12 ? 'am' : 'pm');
  }
  function when(date, start, finish) {
    var d = Temporal.PlainDate.from(date);
    var s = DAYS[d.dayOfWeek - 1] + ' ' + d.day + ' ' + MONTHS[d.month - 1] + ' ' + d.year;
    if (start) s += ', ' + clock(start) + (finish ? ' to ' + clock(finish) : '');
    return s;
  }
  function el(tag, cls, txt) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (txt) e.textContent = txt;
    return e;
  }

  fetch(new URL('../data/events.csv', me))
    .then(function (r) {
      if (!r.ok) throw new Error('events.csv ' + r.status);
      return r.text();
    })
    .then(function (src) {
      var rows = parseCSV(src);
      var head = rows.shift().map(function (h) { return h.trim().toLowerCase(); });
      var ul = el('ul', 'events');
      rows.forEach(function (r) {
        var ev = {};
        head.forEach(function (h, k) { ev[h] = (r[k] || '').trim(); });
        var li = el('li');
        li.appendChild(el('div', 'when', when(ev.date, ev.start, ev.finish)));
        li.appendChild(el('h3', '', ev.event));
        li.appendChild(el('p', '', ev.details));
        if (ev.price) li.appendChild(el('p', 'price', 'Price: ' + ev.price));
        ul.appendChild(li);
      });
      out.innerHTML = '';
      out.appendChild(ul);
    })
    .catch(function (e) {
      out.textContent = 'Sorry, the diary did not load. Ring the taproom on 015394 31877.';
      if (window.console) console.log(e);
    });
})();
