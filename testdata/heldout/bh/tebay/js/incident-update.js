/* incident-update.js - if the incident log has something in the "Web update"
   column for this call-out, show it under the write-up. Saves editing the page
   every time a family writes in. */
(function () {
  var noEl = document.querySelector('.incident-no');
  var box = document.getElementById('log-update');
  if (!noEl || !box) return;
  var ref = noEl.textContent.trim();
  fetch('../data/incidents.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var log = parseCSV(text);
      for (var i = 0; i < log.length; i++) {
        if (log[i]['Incident No'] === ref) {
          var note = log[i]['Web update'].trim();
          if (note) {
            box.className = 'update';
            box.innerHTML = '<h2>From the incident log</h2><p></p>';
            box.querySelector('p').textContent = note;
          }
          return;
        }
      }
    });
})();
