/* open-actions.js - shows actions from the action log that are still open.
   Each minutes page has a comment at the top of <main>: <!-- mtg YYYY-MM-DD -->
   which is the date column in the action log spreadsheet (saved as CSV). NH */
(function () {
  var main = document.querySelector('main');
  var box = document.getElementById('open-actions');
  if (!main || !box) return;

  var key = null;
  var walker = document.createTreeWalker(main, NodeFilter.SHOW_COMMENT, null);
  while (walker.nextNode()) {
    var m = /mtg\s+(\d{4}-\d{2}-\d{2})/.exec(walker.currentNode.nodeValue);
    if (m) { key = m[1]; break; }
  }
  if (!key) return;

  // LibreOffice quotes a field when it has a comma in it
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
      else if (c === '\n') { row.push(field); rows.push(row); row = []; field = ''; }
      else if (c !== '\r') { field += c; }
    }
    if (field || row.length) { row.push(field); rows.push(row); }
    return rows;
  }
  function esc(s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }

  fetch('../data/action-log.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var rows = parseCSV(text);
      var head = rows.shift();
      var col = {};
      head.forEach(function (h, i) { col[h.trim()] = i; });
      var open = rows.filter(function (r) {
        return r[col.date] === key && (r[col.status] || '').trim().toLowerCase() === 'open';
      });
      if (!open.length) return;
      var html = '<h2>Actions not yet done</h2><ul class="actions">';
      open.forEach(function (r, i) {
        html += '<li>' + (i === 0 ? 'Still open from this meeting: ' : '') + esc(r[col.action]) +
          ' (' + esc(r[col.owner]) + ', ' + esc(r[col.ref]) + ')</li>';
      });
      box.innerHTML = html + '</ul>';
      box.className = 'open-actions';
    });
})();
