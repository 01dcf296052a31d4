// crew-training.js: shows a crew member's sign-off, if they have had one this season.
// Sarah keeps the training record as a spreadsheet and saves it as /data/training.csv
// (one row per pager). The profile pages stay as people wrote them; the pager number
// in the facts list is how we match a page to its row.
(function () {
  var slot = document.querySelector('.signoff');
  if (!slot) return;

  var pager = null;
  document.querySelectorAll('.facts dt').forEach(function (dt) {
    if (dt.textContent.trim() === 'Pager') pager = dt.nextElementSibling.textContent.trim();
  });
  if (!pager) return;

  // Just enough CSV for a spreadsheet export: commas, quotes and doubled quotes.
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
        row.push(field); rows.push(row); row = []; field = '';
      } else field += c;
    }
    if (field || row.length) { row.push(field); rows.push(row); }
    var head = rows.shift();
    return rows.filter(function (r) { return r.length > 1; }).map(function (r) {
      var o = {};
      head.forEach(function (h, j) { o[h] = r[j] || ''; });
      return o;
    });
  }

  var longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

  fetch('/data/training.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var row = parseCSV(text).filter(function (r) { return r.pager === pager; })[0];
      if (!row || !row.signed_off_on) return;

      var box = document.createElement('aside');
      box.className = 'signed-off';
      var h = document.createElement('h2');
      h.textContent = 'Signed off this season';
      var p = document.createElement('p');
      p.textContent = 'Passed out as ' + row.signed_off_as + ' on ' +
        longDate.format(new Date(row.signed_off_on + 'T00:00:00Z')) + ', assessed by ' + row.assessor + '.';
      box.appendChild(h);
      box.appendChild(p);
      if (row.comment) {
        var c = document.createElement('p');
        c.textContent = row.comment;
        box.appendChild(c);
      }
      slot.appendChild(box);
    })
    .catch(function (err) { console.error('training record:', err); });
})();
