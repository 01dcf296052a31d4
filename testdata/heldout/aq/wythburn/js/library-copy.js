// Lectures: the society library's copy of the book the talk draws on. The title is
// the <cite> in the page (Les Granites du Massif Central, Íslensk eldfjöll);
// data/library.tsv keys works by title in lower case without accents.
(function () {
  var box = document.querySelector('.library-copy');
  var cite = document.querySelector('.lecture cite');
  if (!box || !cite) return;
  var key = cite.textContent.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
  fetch('/data/library.tsv').then(function (r) { return r.text(); }).then(function (tsv) {
    var lines = tsv.split('\n').filter(Boolean);
    var head = lines.shift().split('\t');
    for (var i = 0; i < lines.length; i++) {
      var cells = lines[i].split('\t');
      var row = {};
      head.forEach(function (h, j) { row[h] = cells[j] || ''; });
      if (row.work !== key) continue;
      var copies = row.copies === '1' ? 'one copy' : row.copies + ' copies';
      box.innerHTML = '<h2>In the society library</h2>' +
        '<p>' + he.escape('Shelf ' + row.shelf + ', ' + copies + ', ' + row.status + '.') + '</p>' +
        '<p>' + he.escape(row.note) + '</p>';
      return;
    }
  });
})();
