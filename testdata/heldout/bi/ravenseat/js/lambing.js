/* lambing.js - Lorna, April 2023
   Builds a lambing week page from Joe's lambing book, which I type up
   in the spreadsheet and save as tab-separated text (data/lambing-book-2026.tsv).
   The week comes from <body data-week="3">. */
(function () {
  var week = +document.body.getAttribute('data-week');
  var FLOCK = 430;

  function toDate(s) {
    return new Date(Date.UTC(+s.slice(0, 4), +s.slice(5, 7) - 1, +s.slice(8, 10)));
  }

  fetch('../data/lambing-book-2026.tsv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var lines = text.split('\n').filter(function (l) { return l.length; });
      var head = lines.shift().split('\t');
      var days = lines.map(function (l) {
        var cells = l.split('\t'), row = {};
        head.forEach(function (h, i) { row[h] = cells[i] || ''; });
        return row;
      });
      var ewesSoFar = 0, aliveSoFar = 0, ewes = 0, born = 0, lastDay = null;
      var table = [], notes = [];
      days.forEach(function (d) {
        var w = +d.week;
        if (w > week) return;
        var lambs = +d.singles + 2 * +d.twins + 3 * +d.triplets;
        ewesSoFar += +d.ewes_lambed;
        aliveSoFar += lambs - +d.lambs_lost;
        if (w !== week) return;
        ewes += +d.ewes_lambed;
        born += lambs;
        lastDay = toDate(d.date);
        table.push('<tr><td>' + dateFormat(lastDay, 'UTC:ddd d mmm') + '</td><td>' + d.ewes_lambed +
          '</td><td>' + d.singles + '</td><td>' + d.twins + '</td><td>' + d.triplets +
          '</td><td>' + lambs + '</td><td>' + d.lambs_lost + '</td><td>' + d.weather + '</td></tr>');
        if (d.note) {
          notes.push('<dt>' + dateFormat(lastDay, 'UTC:dddd d mmmm') + '</dt><dd>' + d.note + '</dd>');
        }
      });
      var out = '<p class="summary">In week ' + week + ', ' + ewes + ' ewes lambed and ' + born +
        ' lambs were born. By ' + dateFormat(lastDay, 'UTC:dddd d mmmm') + ', ' + ewesSoFar +
        ' of our ' + FLOCK + ' ewes had lambed and there were ' + aliveSoFar + ' lambs on the ground.</p>';
      out += '<table class="book"><tr><th>Day</th><th>Ewes lambed</th><th>Singles</th><th>Twins</th>' +
        '<th>Triplets</th><th>Lambs born</th><th>Lost</th><th>Weather</th></tr>' + table.join('') + '</table>';
      if (notes.length) {
        out += '<h2>From the lambing book</h2><dl class="notes">' + notes.join('') + '</dl>';
      }
      $('#tally').html(out);
    })
    .catch(function () {
      $('#tally').html('<p>The lambing book would not open. Try again later.</p>');
    });
})();
