/* rota.js - shows Dot's cover rota note on a show page, if the show has one.
   The rota is data/cover-rota.csv, keyed by the show's name as a slug
   (made from the page heading, so nothing else on the page needs changing). */
(function () {
  new Sticky('.showcard');

  var heading = document.querySelector('main h1');
  var box = document.getElementById('rota-note');
  if (!heading || !box) return;
  var key = v.slugify(heading.textContent);

  function cells(line) {
    var out = [], cur = '', q = false;
    for (var i = 0; i < line.length; i++) {
      var c = line.charAt(i);
      if (q) {
        if (c === '"' && line.charAt(i + 1) === '"') { cur += '"'; i++; }
        else if (c === '"') q = false;
        else cur += c;
      } else if (c === '"') q = true;
      else if (c === ',') { out.push(cur); cur = ''; }
      else cur += c;
    }
    out.push(cur);
    return out;
  }

  fetch('../data/cover-rota.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var lines = text.split(/\r?\n/).filter(function (l) { return l.trim() !== ''; });
      var head = cells(lines.shift());
      for (var i = 0; i < lines.length; i++) {
        var c = cells(lines[i]), row = {};
        head.forEach(function (k, j) { row[k] = c[j] || ''; });
        if (row.show !== key) continue;
        if (!row.note) return; // running as normal
        var label = { away: 'Presenter away', moved: 'Time change', off: 'Off air' }[row.status] || 'Note';
        var p = document.createElement('p');
        p.className = 'notice';
        var b = document.createElement('strong');
        b.textContent = label + ': ';
        p.appendChild(b);
        p.appendChild(document.createTextNode(row.note));
        box.appendChild(p);
        return;
      }
    });
})();
