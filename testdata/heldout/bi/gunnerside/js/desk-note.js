// desk-note.js - notices pages.
// Jenny's desk sheet (data/desk.tsv, tab separated, saved from LibreOffice)
// has one line per class of notice, with a note for readers when there is
// something they need to know. The class number is in the page heading.
(function () {
  var span = document.querySelector('h1 .classno');
  var box = document.getElementById('desk');
  if (!span || !box) return;
  var cls = span.textContent.replace(/[^0-9]/g, '');
  fetch('../data/desk.tsv').then(function (res) {
    return res.text();
  }).then(function (text) {
    var lines = text.split(/\r?\n/);
    var cols = lines[0].split('\t');
    for (var i = 1; i < lines.length; i++) {
      if (!lines[i]) continue;
      var f = lines[i].split('\t'), row = {};
      cols.forEach(function (c, j) { row[c] = (f[j] || '').trim(); });
      if (row['class'] === cls && row.web_note) {
        var p = document.createElement('p');
        p.className = 'desknote';
        p.innerHTML = '<strong>From the notices desk:</strong> ';
        p.appendChild(document.createTextNode(row.web_note));
        box.appendChild(p);
      }
    }
  });
})();
