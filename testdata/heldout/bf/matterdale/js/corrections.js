/* corrections.js -- on every newsletter. If something printed in a
   newsletter turns out to be wrong, Janet adds a line to the corrections
   sheet (data/corrections.tsv, copied out of the Google sheet as
   tab-separated text) against the issue number, and this shows it at the
   top of that newsletter. The issue number is read from the masthead
   ("Fellside News · No. 145 · ..."). */
(function () {
  var mast = document.querySelector('.masthead');
  if (!mast) return;
  var m = /No\.\s*(\d+)/.exec(mast.textContent);
  if (!m) return;
  var issue = m[1];

  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
                'August', 'September', 'October', 'November', 'December'];

  fetch('../data/corrections.tsv')
    .then(function (r) { return r.text(); })
    .then(function (tsv) {
      var lines = tsv.replace(/\r/g, '').split('\n');
      var head = lines[0].split('\t');
      for (var i = 1; i < lines.length; i++) {
        if (!lines[i]) continue;
        var cells = lines[i].split('\t');
        var row = {};
        for (var c = 0; c < head.length; c++) row[head[c]] = (cells[c] || '').trim();
        if (row.issue !== issue || !row.correction) continue;

        var when = row.corrected.split('-');
        var aside = document.createElement('aside');
        aside.className = 'correction';
        var b = document.createElement('strong');
        b.textContent = 'Correction added ' + (+when[2]) + ' ' + MONTHS[+when[1] - 1] + ':';
        aside.appendChild(b);
        aside.appendChild(document.createTextNode(' ' + row.correction));
        mast.parentNode.insertBefore(aside, mast.nextSibling);
      }
    })
    .catch(function (e) { if (window.console) console.log('corrections: ' + e); });
})();
