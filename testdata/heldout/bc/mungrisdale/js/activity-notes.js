/* Shows the note from the bookings spreadsheet for this group, if there is one.
   data/regulars.csv is saved from the "Regulars" sheet; the page's booking
   reference (R01, R02 ...) picks out its row. */
(function () {
  var ref = document.querySelector('.booking-ref').textContent.trim();
  fetch('../data/regulars.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var row = parseCSV(text).filter(function (b) { return b.ref === ref; })[0];
      if (row && row.note) {
        document.getElementById('notes').innerHTML = tmpl('tmpl-note', row);
      }
    });
})();
