// Batch notes: the colour's hex (from the swatch caption) looked up in the shared batch file.
(function () {
  var box = document.querySelector('.batch-notes');
  var cap = document.querySelector('figure.swatch figcaption');
  if (!box || !cap) return;
  var m = cap.textContent.match(/#?[0-9a-f]{6}\b/i);
  if (!m) return;
  var want = chroma(m[0]).hex();

  function parseCSV(text) {
    var rows = [], row = [], field = '', q = false;
    for (var i = 0; i < text.length; i++) {
      var ch = text[i];
      if (q) {
        if (ch === '"' && text[i + 1] === '"') { field += '"'; i++; }
        else if (ch === '"') q = false;
        else field += ch;
      } else if (ch === '"') q = true;
      else if (ch === ',') { row.push(field); field = ''; }
      else if (ch === '\n') { row.push(field); rows.push(row); row = []; field = ''; }
      else if (ch !== '\r') field += ch;
    }
    if (field || row.length) { row.push(field); rows.push(row); }
    var head = rows.shift();
    return rows.map(function (r) {
      var o = {};
      head.forEach(function (h, j) { o[h] = r[j]; });
      return o;
    });
  }

  fetch('/data/batch-notes.csv').then(function (r) { return r.text(); }).then(function (text) {
    var rec = parseCSV(text).filter(function (o) {
      return o.colour && chroma.valid(o.colour) && chroma(o.colour).hex() === want;
    })[0];
    if (!rec) return;
    var h = document.createElement('h2');
    h.textContent = 'From the grinding room';
    var s = document.createElement('p');
    s.className = 'status';
    s.textContent = rec.status + ' (batch ' + rec.batch + ').';
    var n = document.createElement('p');
    n.textContent = rec.note;
    box.append(h, s, n);
  });
})();
