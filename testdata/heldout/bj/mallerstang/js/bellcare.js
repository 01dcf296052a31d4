/* bellcare.js - shows Alan's note from the steeple keeper's log on a bell's
   page.  Alan's log goes by the weight of the bell in pounds, because the
   bells were renumbered when the two trebles were added in 1998 and the
   weights never change.  So: read the weight off the page (cwt-qr-lb),
   turn it into pounds, and look that up.

   The log is kept in the browser (IndexedDB, through Dexie) so that the
   note still shows in the ringing room when the signal drops. */
(function () {
  var box = document.getElementById('keeper');
  var dd = document.querySelector('dl.bell-facts dd.weight');
  if (!box || !dd) { return; }
  var m = dd.textContent.match(/(\d+)\D+(\d+)\D+(\d+)/);
  if (!m) { return; }
  var pounds = parseInt(m[1], 10) * 112 + parseInt(m[2], 10) * 28 + parseInt(m[3], 10);

  var db = new Dexie('mallerstang-steeple-log');
  db.version(1).stores({ bells: '&lb, bell, status' });

  function parseLog(text) {
    var lines = text.replace(/\r/g, '').split('\n');
    var head = lines.shift().split('\t');
    var out = [];
    lines.forEach(function (line) {
      if (!line.trim() || line.charAt(0) === '#') { return; }
      var cells = line.split('\t'), row = {};
      head.forEach(function (h, i) { row[h] = cells[i] || ''; });
      row.lb = parseInt(row.lb, 10);
      out.push(row);
    });
    return out;
  }

  function show(row) {
    if (!row || !row.note) { return; }          // nothing logged for this bell
    var aside = document.createElement('aside');
    aside.className = 'keeper-note status-' + row.status;
    var h = document.createElement('h2');
    h.textContent = 'From the steeple keeper';
    var p = document.createElement('p');
    p.textContent = row.note;
    var s = document.createElement('p');
    s.className = 'small';
    s.textContent = 'Alan Birkbeck, log entry of ' + longDate(row.checked) + '.';
    aside.appendChild(h);
    aside.appendChild(p);
    aside.appendChild(s);
    box.appendChild(aside);
  }

  getData('../data/steeple-log.tsv')
    .then(function (text) { return db.bells.bulkPut(parseLog(text)); })
    .catch(function (err) { console.warn('steeple log not fetched, using the copy kept in the browser', err); })
    .then(function () { return db.bells.get(pounds); })
    .then(show)
    .catch(function (err) { console.warn('steeple log', err); });
})();
