/* schedule.js - draws the weekly schedule from data/schedule.csv
   (the "Schedule" sheet of the studio spreadsheet, saved as CSV).
   Uses vhtml to write the tables and voca for the day anchors. */
(function () {
  var h = window.vhtml;

  // Small CSV reader: handles quoted fields with commas in them,
  // which is all LibreOffice ever gives us.
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
      head.forEach(function (k, j) { o[k] = r[j] || ''; });
      return o;
    });
  }

  function slot(r) {
    var title = r.page ? h('a', { href: 'shows/' + r.page + '.html' }, r.programme) : r.programme;
    return h('tr', { class: r.page ? 'live' : 'other' },
      h('td', { class: 'time' }, r.start + ' to ' + r.end),
      h('td', null,
        h('strong', null, title),
        r.presenter ? h('span', { class: 'with' }, ' with ' + r.presenter) : '',
        r.note ? h('p', { class: 'note' }, r.note) : ''));
  }

  fetch('data/schedule.csv')
    .then(function (res) { return res.text(); })
    .then(function (text) {
      var rows = parseCSV(text), days = [];
      rows.forEach(function (r) { if (days.indexOf(r.day) < 0) days.push(r.day); });
      var html = days.map(function (d) {
        var id = v.slugify(d);
        return h('section', { id: id, class: 'day' },
          h('h2', null, d),
          h('table', { class: 'slots' }, h('tbody', null, rows.filter(function (r) { return r.day === d; }).map(slot))));
      }).join('');
      document.getElementById('schedule').innerHTML = html;
      document.querySelector('.sticky-days').innerHTML = days.map(function (d) {
        return h('a', { href: '#' + v.slugify(d) }, d.slice(0, 3));
      }).join(' ');
      new Sticky('.sticky-days');
    });
})();
