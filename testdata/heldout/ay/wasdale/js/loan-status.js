// loan-status.js: equipment pages. The equipment officer's register is
// published as /data/loans.csv (a spreadsheet export). An item that is out
// on loan or away for repair gets a short status box; an item in the
// cupboard has no row, or a row marked "in", and the page stays as it is.
(function () {
  var DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];

  // Quoted fields, doubled quotes, commas inside quotes.
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
    if (field || row.length) { row.push(field); rows.push(row); }
    var head = rows.shift();
    return rows.filter(function (r) { return r.length > 1; }).map(function (r) {
      var o = {};
      head.forEach(function (h, j) { o[h.trim()] = (r[j] || '').trim(); });
      return o;
    });
  }

  function longDate(iso) {
    var p = iso.split('-').map(Number);
    var d = new Date(Date.UTC(p[0], p[1] - 1, p[2]));
    return DAYS[d.getUTCDay()] + ' ' + p[2] + ' ' + MONTHS[p[1] - 1] + ' ' + p[0];
  }

  function inventoryNumber() {
    var dts = document.querySelectorAll('dl.spec dt');
    for (var i = 0; i < dts.length; i++) {
      if (/inventory/i.test(dts[i].textContent)) return dts[i].nextElementSibling.textContent.trim();
    }
    return null;
  }

  var box = document.querySelector('.loan-status');
  var id = inventoryNumber();
  if (!box || !id) return;

  fetch('/data/loans.csv').then(function (r) { return r.ok ? r.text() : ''; }).then(function (text) {
    var row = parseCSV(text).filter(function (r) { return r.item === id; })[0];
    if (!row || row.status === 'in' || !row.status) return;
    var lines = [];
    if (row.status === 'out') {
      lines.push('On loan to a member until ' + longDate(row.due) + '.');
      var n = parseInt(row.waiting, 10) || 0;
      if (n) lines.push(n === 1 ? 'One member is waiting for it next.' : n + ' members are waiting for it next.');
    } else if (row.status === 'repair') {
      lines.push('Away for repair, expected back around ' + longDate(row.due) + '.');
    }
    if (row.note) lines.push(row.note);
    var h = document.createElement('h2');
    h.textContent = 'Where it is now';
    box.appendChild(h);
    lines.forEach(function (t) {
      var p = document.createElement('p');
      p.textContent = t;
      box.appendChild(p);
    });
    box.hidden = false;
  });
})();
