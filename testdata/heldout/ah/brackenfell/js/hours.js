/* Opening hours: data/hours.yaml (js-yaml) replaces the placeholder with the week and the closures. */
(function () {
  'use strict';
  var box = document.getElementById('hours');
  if (!box) return;
  var DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  function long(v) { var d = v instanceof Date ? v : new Date(String(v) + 'T00:00:00Z'); return DAYS[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear(); }
  function esc(s) { return String(s).replace(/[&<>]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;' }[c]; }); }
  fetch('/data/hours.yaml').then(function (r) { return r.text(); }).then(function (text) {
    var h = jsyaml.load(text), room = h.search_room, sat = room.saturday;
    var first = DAYS.indexOf(room.days[0]), last = DAYS.indexOf(room.days[1]);
    var html = '<h2>Opening hours</h2><p>The search room is open ' + room.days[0] + ' to ' + room.days[1] +
      ' from ' + room.opens + ' to ' + room.closes + ', and on the ' + sat.which +
      ' Saturday of the month from ' + sat.opens + ' to ' + sat.closes + '.</p><table><tbody>';
    for (var d = 1; d <= 6; d++) {
      var open = d >= first && d <= last ? room.opens + ' to ' + room.closes : (d === 6 ? sat.opens + ' to ' + sat.closes + ' (' + sat.which + ' of the month)' : 'closed');
      html += '<tr><th>' + DAYS[d] + '</th><td>' + open + '</td></tr>';
    }
    html += '</tbody></table><p>Documents can be ordered until ' + esc(h.last_orders) + '.</p><h2>Closures</h2><ul>';
    h.closures.forEach(function (c) {
      html += '<li>Closed from ' + long(c.from) + ' to ' + long(c.to) + ' for ' + esc(c.why) + '.</li>';
    });
    box.innerHTML = html + '</ul>';
  });
})();
