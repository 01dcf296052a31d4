// rota.js - one month of the duty rota from the duty secretary's
// spreadsheet (saved as data/duty-rota.csv). The month is the <time> in the heading.
(function () {
  var t = document.querySelector('h1 time[datetime]');
  var box = document.getElementById('rota');
  if (!t || !box) return;
  var month = t.getAttribute('datetime');
  var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  fetch('/data/duty-rota.csv').then(function (r) { return r.text(); }).then(function (text) {
    var lines = text.trim().split('\n');
    lines.shift();
    var days = [];
    lines.forEach(function (line) {
      var c = line.split(',');
      if (c[0].slice(0, 7) !== month) return;
      var d = new Date(c[0] + 'T12:00:00');
      days.push({ day: DAYS[d.getDay()] + ' ' + d.getDate(), event: c[1], ro: c[2], aro: c[3],
                  sb1: c[4], sb2: c[5] || '(none needed)', galley: c[6] });
    });
    var wire = hyperHTML.wire;
    if (!days.length) { hyperHTML.bind(box)`<p>No duties this month.</p>`; return; }
    hyperHTML.bind(box)`
      <table class="rota">
        <thead><tr><th>Date</th><th>Event</th><th>Race officer</th><th>Assistant</th><th>Safety boat</th><th>Safety boat</th><th>Galley</th></tr></thead>
        <tbody>${days.map(function (d) {
          return wire(d)`<tr><td>${d.day}</td><td>${d.event}</td><td>${d.ro}</td><td>${d.aro}</td><td>${d.sb1}</td><td>${d.sb2}</td><td>${d.galley}</td></tr>`;
        })}</tbody>
      </table>`;
  });
})();
