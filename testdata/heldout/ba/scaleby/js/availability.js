/* Booking news on a trip page.
   The bookings team keep the season's sailings in a shared spreadsheet and
   publish it as data/sailings.csv (trip,date,time,seats,sold,status,note).
   The trip's code is the hidden "trip" field of the booking request form on
   the page. Only the sailings worth telling people about are shown: full ones,
   nearly full ones and cancelled ones. */
(function () {
  'use strict';
  var box = document.getElementById('booking-news');
  var form = document.querySelector('form.booking-request');
  if (!box || !form || !form.elements.trip) return;
  var trip = form.elements.trip.value;
  var FEW = 3;

  // small CSV reader: quoted fields, doubled quotes, commas and newlines inside quotes
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
      else if (c === '\n' || c === '\r') {
        if (c === '\r' && text[i + 1] === '\n') i++;
        row.push(field); field = '';
        if (row.length > 1 || row[0] !== '') rows.push(row);
        row = [];
      } else field += c;
    }
    if (field !== '' || row.length) { row.push(field); rows.push(row); }
    var head = rows.shift();
    return rows.map(function (r) {
      var o = {};
      head.forEach(function (h, j) { o[h.trim()] = (r[j] || '').trim(); });
      return o;
    });
  }

  fetch('/data/sailings.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var mine = parseCSV(text).filter(function (s) { return s.trip === trip; });
      if (!mine.length) return;
      var open = mine.filter(function (s) { return s.status !== 'cancelled'; });
      var full = open.filter(function (s) { return +s.sold >= +s.seats; });

      var items = [];
      mine.forEach(function (s) {
        var left = +s.seats - +s.sold;
        var label = null;
        if (s.status === 'cancelled') label = 'Cancelled';
        else if (left <= 0) label = 'Fully booked';
        else if (left <= FEW) label = left === 1 ? 'Only 1 seat left' : 'Only ' + left + ' seats left';
        if (!label) return;
        items.push('<li><strong>' + label + ':</strong> <span class="sailing">' +
          SCT.longDate(s.date) + ', ' + SCT.clock(s.time) + '.</span>' +
          (s.note ? ' <span class="note">' + filterXSS(s.note) + '</span>' : '') + '</li>');
      });
      if (!items.length) return;

      var html = '<h2>Booking news</h2>';
      if (open.length && full.length === open.length) {
        html += '<p class="all-full">Every sailing of this trip is now fully booked.</p>' +
          '<p>We keep a returns list: leave your name with the bookings team and we will ring you, in turn, if seats come back.</p>';
      } else {
        html += '<ul class="sailings">' + items.join('') + '</ul>';
      }
      box.innerHTML = html;
      box.hidden = false;
    });
})();
