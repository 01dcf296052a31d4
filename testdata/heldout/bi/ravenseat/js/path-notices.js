/* path-notices.js - Lorna, 2022
   The council emails a list of path closures and diversions for the parish.
   I keep it in a spreadsheet saved as data/row-notices.csv and this puts
   any notice for a path the walk uses at the top of the walk's page.
   The paths are the <span class="row-no"> numbers in the list at the bottom. */
(function () {
  var SHOW = { closed: 'closed', diverted: 'diverted', caution: 'take care' };

  function parseCsv(text) {       // copes with quoted cells with commas in
    var rows = [], row = [], cell = '', q = false;
    for (var i = 0; i < text.length; i++) {
      var c = text[i];
      if (q) {
        if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; }
        else if (c === '"') q = false;
        else cell += c;
      } else if (c === '"') q = true;
      else if (c === ',') { row.push(cell); cell = ''; }
      else if (c === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; }
      else if (c !== '\r') cell += c;
    }
    if (cell || row.length) { row.push(cell); rows.push(row); }
    return rows;
  }

  function day(s) {
    return dateFormat(new Date(Date.UTC(+s.slice(0, 4), +s.slice(5, 7) - 1, +s.slice(8, 10))), 'UTC:dddd d mmmm yyyy');
  }

  var ours = $('.rights-of-way .row-no').map(function (el) { return el.textContent.trim(); });
  if (!ours.length) return;

  fetch('../data/row-notices.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var rows = parseCsv(text), head = rows.shift();
      rows.forEach(function (cells) {
        var n = {};
        head.forEach(function (h, i) { n[h] = cells[i] || ''; });
        if (ours.indexOf(n.path_no) < 0 || !SHOW[n.status] || !n.note) return;
        var when = n.from ? ' since ' + day(n.from) : '';
        if (n.until) when += ', until ' + day(n.until);
        $('#notices').append('<div class="notice"><p><strong>' + n.kind + ' ' + n.path_no + ': ' +
          SHOW[n.status] + when + '.</strong> ' + n.note + '</p></div>');
      });
    });
})();
