// hut-status.js - puts the bookings secretary's notice for a hut at the top of its page.
// The notices live in data/hut-status.csv (the "Hut status" sheet of the bookings
// spreadsheet, saved as CSV). Each hut page says which hut it is in the hidden
// "hut" field of its check-dates form, so the code only has to be typed once.
// Ian P, March 2019. Bunks-out line added Oct 2023.
(function () {
  var field = document.querySelector('form.enquiry input[name="hut"]');
  if (!field) return;
  var code = field.value.replace(/\s+/g, '').toUpperCase();
  var initials = { IP: 'Ian Pattinson', JH: 'Jo Harker' };
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];

  // Reads what LibreOffice writes: commas, "quoted" fields with "" inside, CRLF.
  function parseCSV(text) {
    var rows = [], row = [], cell = '', quoted = false;
    for (var i = 0; i < text.length; i++) {
      var c = text.charAt(i);
      if (quoted) {
        if (c === '"' && text.charAt(i + 1) === '"') { cell += '"'; i++; }
        else if (c === '"') quoted = false;
        else cell += c;
      } else if (c === '"') quoted = true;
      else if (c === ',') { row.push(cell); cell = ''; }
      else if (c === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; }
      else if (c !== '\r') cell += c;
    }
    if (cell !== '' || row.length) { row.push(cell); rows.push(row); }
    return rows;
  }

  function ukDate(s) { // 21/09/2025 -> 21 September 2025
    var p = s.split('/');
    return parseInt(p[0], 10) + ' ' + months[parseInt(p[1], 10) - 1] + ' ' + p[2];
  }

  function esc(s) {
    return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }

  var xhr = new XMLHttpRequest();
  xhr.open('GET', '../data/hut-status.csv');
  xhr.onload = function () {
    if (xhr.status !== 200) return;
    var rows = parseCSV(xhr.responseText);
    var head = rows.shift();
    var hut = null;
    for (var i = 0; i < rows.length; i++) {
      var r = {};
      for (var j = 0; j < head.length; j++) r[head[j]] = rows[i][j] || '';
      if (r.Code === code) { hut = r; break; }
    }
    if (!hut) return;
    var out = parseInt(hut.BunksOut, 10) || 0;
    if (!hut.Notice && !out) return; // nothing to say about this hut

    var html = '<h2>Notice for this hut</h2>';
    if (hut.Notice) html += '<p>' + esc(hut.Notice) + '</p>';
    if (out) {
      var left = parseInt(hut.Bunks, 10) - out;
      html += '<p>' + out + ' ' + inflection.inflect('bunk', out) + ' ' +
        (out === 1 ? 'is' : 'are') + ' out of use at present, so the hut sleeps ' +
        left + ' until further notice.</p>';
    }
    html += '<p class="small">Posted on ' + ukDate(hut.Updated) + ' by ' +
      (initials[hut.By] || hut.By) + ', hut bookings.</p>';

    var box = document.createElement('div');
    box.className = 'notice';
    box.innerHTML = html;
    var h1 = document.querySelector('#content h1');
    h1.parentNode.insertBefore(box, h1.nextSibling);
  };
  xhr.send();
})();
