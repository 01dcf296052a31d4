/* Whether a costume is in the store, from the wardrobe's hire book.
   Ruth keeps the hire book as a spreadsheet and exports it as /costumes/hire-book.tsv.
   Each page has its stock number in .stock-no; a costume that is in (or not in the book) shows nothing. */
(function () {
  'use strict';
  var box = document.querySelector('.hire-status');
  var ref = document.querySelector('.stock-no');
  if (!box || !ref) return;
  var stock = ref.textContent.trim().toUpperCase();
  var fmt = strftime.utc();

  function day(iso) {
    var d = iso.split('-').map(Number);
    return fmt('%A %-d %B %Y', new Date(Date.UTC(d[0], d[1] - 1, d[2])));
  }

  fetch('/costumes/hire-book.tsv')
    .then(function (r) { return r.text(); })
    .then(function (tsv) {
      var lines = tsv.split(/\r?\n/).filter(Boolean);
      var cols = lines.shift().split('\t');
      var row = null;
      lines.forEach(function (line) {
        var cells = line.split('\t'), o = {};
        cols.forEach(function (c, i) { o[c] = (cells[i] || '').trim(); });
        if (o.stock.toUpperCase() === stock) row = o;
      });
      if (!row || row.status === 'in') return;

      var text;
      if (row.status === 'out') text = 'Out on hire until ' + day(row.until) + '.';
      else if (row.status === 'reserved') text = 'Reserved for our own production of ' + row['for'] + ' until ' + day(row.until) + '.';
      else if (row.status === 'repair') text = 'In the workroom for repairs until about ' + day(row.until) + '.';
      else return;

      var h = document.createElement('h2');
      h.textContent = 'Not available just now';
      var p = document.createElement('p');
      p.textContent = text;
      box.append(h, p);
      if (row.note) {
        var n = document.createElement('p');
        n.textContent = row.note;
        box.append(n);
      }
      box.classList.add('is-away');
    })
    .catch(function () { /* ring the wardrobe instead */ });
})();
