// Waiting list page. The list is the committee spreadsheet saved as CSV
// (File > Save As > Text CSV in LibreOffice) into data/waiting-list.csv.
(function () {
  var box = document.getElementById('waiting');

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
    if (field || row.length) { row.push(field); rows.push(row); }
    return rows;
  }

  var MONTHS = ['January','February','March','April','May','June','July','August','September','October','November','December'];
  function longDate(dmy) {
    var p = dmy.split('/');
    return parseInt(p[0], 10) + ' ' + MONTHS[parseInt(p[1], 10) - 1] + ' ' + p[2];
  }

  fetch('../data/waiting-list.csv').then(function (r) { return r.text(); }).then(function (text) {
    var rows = parseCSV(text);
    var head = rows.shift();
    rows = rows.filter(function (r) { return r[0]; });
    var half = 0, full = 0, either = 0;
    rows.forEach(function (r) {
      if (r[2] === 'Half') half++; else if (r[2] === 'Full') full++; else either++;
    });
    var h = '<p class="summary">There are ' + rows.length + ' people on the waiting list: ' + half +
      ' waiting for a half plot, ' + full + ' for a full plot and ' + either + ' happy with either.</p>';
    h += '<p class="summary">The longest wait is reference ' + rows[0][0] + ', who joined on ' + longDate(rows[0][1]) + '.</p>';
    h += '<table class="list"><tr><th>Place</th>';
    head.forEach(function (c) { h += '<th>' + c + '</th>'; });
    h += '</tr>';
    rows.forEach(function (r, i) {
      h += '<tr><td>' + (i + 1) + '</td><td>' + r[0] + '</td><td>' + longDate(r[1]) + '</td><td>' + r[2] +
        '</td><td>' + r[3] + '</td><td>' + (r[4] || '') + '</td></tr>';
    });
    h += '</table>';
    box.innerHTML = h;
  }).catch(function () {
    box.innerHTML = '<p>Sorry, the list could not be loaded. Please ask Keith for a copy.</p>';
  });
})();
