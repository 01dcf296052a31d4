/* service-notes.js - shows a "service change" box on a pharmacy service
   page when Ruth or Daniel have put a note against it in the services
   spreadsheet (saved as data/service-notes.csv). The row is found by the
   id of the page's <article>, e.g. svc-delivery. */
(function () {
  var art = document.querySelector('article.service');
  if (!art) return;
  var key = art.id;

  // Excel's CSV: commas, double quotes round fields with commas in them,
  // "" for a quote inside a quoted field.
  function parseCSV(text) {
    var rows = [], row = [], field = '', q = false;
    for (var i = 0; i < text.length; i++) {
      var c = text.charAt(i);
      if (q) {
        if (c === '"') {
          if (text.charAt(i + 1) === '"') { field += '"'; i++; } else { q = false; }
        } else { field += c; }
      } else if (c === '"') { q = true; }
      else if (c === ',') { row.push(field); field = ''; }
      else if (c === '\n' || c === '\r') {
        if (c === '\r' && text.charAt(i + 1) === '\n') i++;
        row.push(field); rows.push(row); row = []; field = '';
      } else { field += c; }
    }
    if (field !== '' || row.length) { row.push(field); rows.push(row); }
    var head = rows.shift(), list = [];
    for (var r = 0; r < rows.length; r++) {
      if (rows[r].length < 2) continue;
      var o = {};
      for (var h = 0; h < head.length; h++) o[head[h]] = rows[r][h] || '';
      list.push(o);
    }
    return list;
  }

  unfetch('../data/service-notes.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var rows = parseCSV(text);
      for (var i = 0; i < rows.length; i++) {
        var row = rows[i];
        if (row.anchor !== key) continue;
        if (row.status !== 'changed' || !row.note) return;
        var box = document.createElement('div');
        box.className = 'notice';
        var h = document.createElement('h2');
        h.textContent = 'Service change';
        var p = document.createElement('p');
        p.textContent = row.note;
        box.appendChild(h);
        box.appendChild(p);
        box.style.opacity = 0;
        var h1 = art.querySelector('h1');
        h1.parentNode.insertBefore(box, h1.nextSibling);
        Velocity(box, { opacity: 1 }, { duration: 500 });
        return;
      }
    });
})();
