// hookups.js - shows any open fault from Dave's hook-up test sheet on a pitch page.
// Dave Airey sends the test results as a spreadsheet every March; I save it as
// CSV (data/hookup-tests.csv) and upload it. A row with Open = Y is something
// visitors need to know about. The bollard letter is in the facts box: <b class="bollard">.
(function () {
  var el = document.querySelector('.bollard');
  var box = document.getElementById('hookup-notice');
  if (!el || !box) return;
  var bollard = el.textContent.replace(/\s+/g, '').toUpperCase();

  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];

  // Excel CSV: fields may be in double quotes, with "" for a quote inside
  function parseCSV(text) {
    var rows = [], row = [], field = '', i = 0, q = false, c;
    while (i < text.length) {
      c = text.charAt(i);
      if (q) {
        if (c === '"' && text.charAt(i + 1) === '"') { field += '"'; i += 2; continue; }
        if (c === '"') { q = false; i++; continue; }
        field += c; i++; continue;
      }
      if (c === '"') { q = true; i++; continue; }
      if (c === ',') { row.push(field); field = ''; i++; continue; }
      if (c === '\r') { i++; continue; }
      if (c === '\n') { row.push(field); rows.push(row); row = []; field = ''; i++; continue; }
      field += c; i++;
    }
    if (field !== '' || row.length) { row.push(field); rows.push(row); }
    return rows;
  }

  function niceDate(d) {
    var m = /^(\d\d)\/(\d\d)\/(\d{4})$/.exec(d || '');
    if (!m) return '';
    return parseInt(m[1], 10) + ' ' + MONTHS[parseInt(m[2], 10) - 1] + ' ' + m[3];
  }

  function esc(s) {
    return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }

  fetch('../data/hookup-tests.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var rows = parseCSV(text);
      var head = rows.shift();
      var col = {};
      head.forEach(function (h, n) { col[h.trim()] = n; });
      var open = rows.filter(function (r) {
        return r.length > 1 && r[col['Bollard']] === bollard && r[col['Open']] === 'Y';
      });
      if (!open.length) return;
      var html = '<h2>Electric hook-up notice</h2>';
      open.forEach(function (r) {
        var when = niceDate(r[col['Tested']]);
        html += '<p><strong>Socket ' + esc(bollard + r[col['Socket']]) + ', ' + esc(r[col['Serves']]) + '.</strong> ' +
          (when ? 'Tested on ' + when + ': ' : 'Not yet tested: ') + esc(r[col['Result']].toLowerCase()) + '. ' +
          esc(r[col['Remarks']]) + '</p>';
      });
      html += '<p>If your booking is affected we will have been in touch. Ask at the office if you are not sure.</p>';
      box.innerHTML = html;
      box.className = 'notice';
    });
})();
