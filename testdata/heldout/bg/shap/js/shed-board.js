/* shed-board.js - Colin H., 2019, updated 2024.
   Dave keeps the shed board as a spreadsheet (data/shed-board.csv). If the
   engine on this page is not "In traffic", put a notice at the top of the page.
   The engine is found by its builder and works number in the plate table. */
(function () {
  var box = document.getElementById('shed-notice');
  if (!box) return;

  function plate(label) {
    var dts = document.querySelectorAll('dl.plate dt');
    for (var i = 0; i < dts.length; i++) {
      if (dts[i].textContent.trim() === label) {
        return dts[i].nextElementSibling.textContent.trim();
      }
    }
    return '';
  }

  // Small CSV reader: handles "quoted, fields" which Excel writes when a note has a comma.
  function parseCSV(text) {
    var rows = [], row = [], field = '', q = false;
    for (var i = 0; i < text.length; i++) {
      var c = text[i];
      if (q) {
        if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
        else if (c === '"') q = false;
        else field += c;
      } else if (c === '"') q = true;
      else if (c === ',') { row.push(field); field = ''; }
      else if (c === '\n') { row.push(field); rows.push(row); row = []; field = ''; }
      else if (c !== '\r') field += c;
    }
    if (field !== '' || row.length) { row.push(field); rows.push(row); }
    var head = rows.shift();
    return rows.map(function (r) {
      var o = {};
      head.forEach(function (h, j) { o[h] = r[j] || ''; });
      return o;
    });
  }

  var works = plate('Works number');
  var builder = plate('Builder').toLowerCase();

  fetch('../data/shed-board.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var engines = parseCSV(text);
      var mine = engines.filter(function (e) {
        return e.works_no === works && builder.indexOf(e.builder.split(' ')[0].toLowerCase()) !== -1;
      })[0];
      if (!mine || mine.status === 'In traffic') return;
      var html = '<h2>Not running at the moment</h2>' +
        '<p><strong>No. ' + mine.running_no + ' ' + mine.name + ': ' + mine.status + '.</strong> ' + mine.note + '</p>';
      if (mine.back_in_service) {
        html += '<p>Expected back in service: ' + mine.back_in_service + '.</p>';
      }
      box.className = 'notice';
      box.innerHTML = html;
    });
})();
