/* correction.js - on a performance page, shows any correction I have noted
   in the records.  I start a new sheet every January, so the records are one
   CSV per year (data/peals/2024.csv ...); the page says which year and which
   number on the board in the little JSON block in its head. */
(function () {
  var refEl = document.getElementById('board-ref');
  var box = document.getElementById('corrections');
  if (!refEl || !box) { return; }
  var ref;
  try { ref = JSON.parse(refEl.textContent); } catch (e) { return; }

  getData('../data/peals/' + ref.year + '.csv').then(function (text) {
    var rows = parseCSV(text);
    for (var i = 0; i < rows.length; i++) {
      if (parseInt(rows[i].no, 10) === ref.no) {
        if (rows[i].correction) {
          var p = document.createElement('p');
          p.className = 'correction';
          var b = document.createElement('strong');
          b.textContent = 'Correction. ';
          p.appendChild(b);
          p.appendChild(document.createTextNode(rows[i].correction));
          box.appendChild(p);
        }
        return;
      }
    }
  }).catch(function (err) { console.warn('peal records', err); });
})();
