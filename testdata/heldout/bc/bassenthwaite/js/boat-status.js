// boat-status.js - shows a club boat's open defects from the bosun's log.
// Colin keeps the log as a spreadsheet and saves it as tab-separated text
// (data/boat-log.tsv). Fixed defects stay in the log but are not shown.
(function () {
  var box = document.getElementById('boat-status');
  if (!box) return;
  var sail = null;
  var dts = document.querySelectorAll('.boat-facts dt');
  for (var i = 0; i < dts.length; i++) {
    if (/sail/i.test(dts[i].textContent)) sail = dts[i].nextElementSibling.textContent.trim();
  }
  if (!sail) return;

  function longDate(iso) {
    return new Date(iso + 'T12:00:00').toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  }

  fetch('/data/boat-log.tsv').then(function (r) { return r.text(); }).then(function (text) {
    var lines = text.trim().split('\n');
    var head = lines.shift().split('\t');
    lines.forEach(function (line) {
      var cells = line.split('\t'), row = {};
      head.forEach(function (h, k) { row[h] = (cells[k] || '').trim(); });
      if (row.sail_no !== sail || row.status === 'fixed') return;
      var p = document.createElement('div');
      p.className = 'status ' + row.status;
      var what = row.status === 'out' ? 'Out of service' : 'Sail with care';
      var msg = '<strong>' + what + ' since ' + longDate(row.logged) + '.</strong> ' + row.defect + '.';
      if (row.back_by) msg += ' Back on the water from ' + longDate(row.back_by) + ', all being well.';
      p.innerHTML = msg;
      box.appendChild(p);
    });
  });
})();
