/* Pavilion booking diary. Margaret sends me the confirmed bookings and they go
   in data/pavilion-bookings.json; this lists them month by month. */
(function () {
  var out = document.getElementById('diary');
  if (!out) return;
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];
  var DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

  function clock(hhmm) {
    var p = hhmm.split(':'), h = +p[0], m = p[1];
    var suffix = h >= 12 ? 'pm' : 'am';
    h = h % 12 || 12;
    return h + (m === '00' ? '' : '.' + m) + suffix;
  }

  fetch('/data/pavilion-bookings.json')
    .then(function (r) { return r.json(); })
    .then(function (data) {
      var byMonth = {};
      data.bookings.forEach(function (b) {
        var p = b.date.split('-');
        var d = new Date(Date.UTC(+p[0], +p[1] - 1, +p[2]));
        var m = d.getUTCMonth();
        (byMonth[m] = byMonth[m] || []).push({ d: d, b: b });
      });
      for (var m = 4; m <= 8; m++) {          // May to September
        var h = document.createElement('h2');
        h.textContent = MONTHS[m] + ' ' + data.season;
        out.appendChild(h);
        var list = byMonth[m] || [];
        if (!list.length) {
          var none = document.createElement('p');
          none.textContent = 'Nothing booked yet.';
          out.appendChild(none);
          continue;
        }
        var ul = document.createElement('ul');
        ul.className = 'bookings';
        list.forEach(function (x) {
          var when = x.b.allday ? 'booked all day' :
            'booked ' + clock(x.b.from) + ' to ' + clock(x.b.until);
          var li = document.createElement('li');
          li.textContent = DAYS[x.d.getUTCDay()] + ' ' + x.d.getUTCDate() + ' ' +
            MONTHS[x.d.getUTCMonth()] + ': ' + when + ' (' + x.b.what + ')';
          ul.appendChild(li);
        });
        out.appendChild(ul);
      }
    });
})();
