// followup.js - news stories.
// Peggy keeps a follow-ups sheet (data/followups.csv, saved from Excel).
// Every story has a line "From issue NNNN, page N" at the bottom; if the
// sheet says that story has an update or a correction, we show it.
// Status words: none, watch, checked, closed (nothing shown),
// update and correction (web_note shown).
(function () {
  var ref = document.querySelector('.printref');
  var box = document.getElementById('followup');
  if (!ref || !box) return;
  var m = /issue\s+(\d+),\s*page\s+(\d+)/i.exec(ref.textContent);
  if (!m) return;

  // Excel CSV: fields may be in double quotes, with "" for a quote
  function parseCSV(text) {
    var rows = [], row = [], field = '', q = false, i, c;
    for (i = 0; i < text.length; i++) {
      c = text.charAt(i);
      if (q) {
        if (c === '"' && text.charAt(i + 1) === '"') { field += '"'; i++; }
        else if (c === '"') q = false;
        else field += c;
      } else if (c === '"') q = true;
      else if (c === ',') { row.push(field); field = ''; }
      else if (c === '\n') { row.push(field); rows.push(row); row = []; field = ''; }
      else if (c !== '\r') field += c;
    }
    if (field !== '' || row.length) { row.push(field); rows.push(row); }
    return rows;
  }

  var xhr = new XMLHttpRequest();
  xhr.open('GET', '../data/followups.csv');
  xhr.onload = function () {
    if (xhr.status !== 200) return;
    var rows = parseCSV(xhr.responseText);
    var head = rows.shift();
    for (var r = 0; r < rows.length; r++) {
      var o = {};
      for (var k = 0; k < head.length; k++) o[head[k]] = rows[r][k] || '';
      if (o.issue === m[1] && o.page === m[2]) {
        if ((o.status === 'update' || o.status === 'correction') && o.web_note) {
          var label = o.status === 'update' ? 'Update' : 'Correction';
          if (o.noted) label += ', ' + o.noted;
          var div = document.createElement('div');
          div.className = 'note ' + o.status;
          var p = document.createElement('p');
          var b = document.createElement('strong');
          b.textContent = label + ':';
          p.appendChild(b);
          p.appendChild(document.createTextNode(' ' + o.web_note));
          div.appendChild(p);
          box.appendChild(div);
        }
        return;
      }
    }
  };
  xhr.send();
})();
