/* Cellar notes on the cheese pages.
   The stock program in the dairy (CellarBook) only exports as a zip, so
   Ellen uploads the zip as it comes (data/cellar-export.zip) and this
   opens it with JSZip. The cheese is matched on the page's <h1>, made
   into a slug the same way as the file names ("Old Hawbeck" = old-hawbeck).
   Only rows with something in "Note for website" are shown. */
(function () {
  var holder = document.getElementById('cellar-note');
  var heading = document.querySelector('article.cheese h1');
  if (!holder || !heading) return;

  function slug(s) {
    return s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  }

  // small CSV reader: quoted fields, doubled quotes, CRLF
  function parseCSV(text) {
    var rows = [], row = [], field = '', q = false, i, c;
    for (i = 0; i < text.length; i++) {
      c = text[i];
      if (q) {
        if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
        else if (c === '"') { q = false; }
        else { field += c; }
      } else if (c === '"') { q = true; }
      else if (c === ',') { row.push(field); field = ''; }
      else if (c === '\n') { row.push(field); rows.push(row); row = []; field = ''; }
      else if (c !== '\r') { field += c; }
    }
    if (field !== '' || row.length) { row.push(field); rows.push(row); }
    return rows;
  }

  var key = slug(heading.textContent);
  var bar = new Nanobar();
  bar.go(15);

  fetch('../data/cellar-export.zip')
    .then(function (res) {
      if (!res.ok) throw new Error('cellar export ' + res.status);
      return res.arrayBuffer();
    })
    .then(function (buf) { bar.go(50); return JSZip.loadAsync(buf); })
    .then(function (zip) { return zip.file('cellar-stock.csv').async('string'); })
    .then(function (text) {
      bar.go(100);
      var rows = parseCSV(text);
      var head = rows.shift();
      var nameCol = head.indexOf('Cheese');
      var noteCol = head.indexOf('Note for website');
      var notes = [];
      rows.forEach(function (r) {
        var note = (r[noteCol] || '').trim();
        if (slug(r[nameCol] || '') === key && note && notes.indexOf(note) < 0) notes.push(note);
      });
      if (!notes.length) return;
      var aside = document.createElement('aside');
      aside.className = 'cellar-note';
      var h = document.createElement('h2');
      h.textContent = 'From the cellar';
      aside.appendChild(h);
      notes.forEach(function (n) {
        var p = document.createElement('p');
        p.textContent = n;
        aside.appendChild(p);
      });
      holder.appendChild(aside);
    })
    .catch(function (err) {
      bar.go(100);
      if (window.console) console.log('cellar note: ' + err);
    });
})();
