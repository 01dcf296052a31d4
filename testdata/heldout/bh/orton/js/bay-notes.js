/* bay-notes.js - shows Helen's note for a bay from data/bays.tsv.
   Helen saves the shelf spreadsheet as "Text CSV" with tabs; the bay
   number comes from the "You'll find these on Bay N" line in the sidebar. */
(function () {
  var where = document.querySelector('.whereabouts b');
  var box = document.getElementById('bay-note');
  if (!where || !box) return;
  var bay = parseInt(where.textContent.replace(/[^0-9]/g, ''), 10);

  fetch('../data/bays.tsv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var rows = new CSV(text.trim(), { header: true, cellDelimiter: '\t' }).parse();
      for (var i = 0; i < rows.length; i++) {
        if (Number(rows[i].bay) === bay && rows[i].note) {
          var p = document.createElement('p');
          p.className = 'note';
          var b = document.createElement('strong');
          b.textContent = 'Please note: ';
          p.appendChild(b);
          p.appendChild(document.createTextNode(rows[i].note));
          box.appendChild(p);
        }
      }
    });
})();
