// whats-on.js - builds the diary from data/whats-on.ics, which is the
// calendar Jenny keeps for the What's On column (exported from Thunderbird).
(function () {
  var DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
                'August', 'September', 'October', 'November', 'December'];
  function unescape(s) { return s.replace(/\\,/g, ',').replace(/\\;/g, ';').replace(/\\n/g, ' '); }
  function when(dt) {
    var y = +dt.substr(0, 4), mo = +dt.substr(4, 2) - 1, d = +dt.substr(6, 2);
    var h = +dt.substr(9, 2), mi = dt.substr(11, 2);
    var wd = new Date(Date.UTC(y, mo, d)).getUTCDay();
    var t = (h % 12 || 12) + (mi !== '00' ? '.' + mi : '') + (h < 12 ? 'am' : 'pm');
    return DAYS[wd] + ' ' + d + ' ' + MONTHS[mo] + ', ' + t;
  }
  fetch('data/whats-on.ics').then(function (r) { return r.text(); }).then(function (text) {
    var lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
    var events = [], ev = null;
    lines.forEach(function (line) {
      if (line === 'BEGIN:VEVENT') ev = {};
      else if (line === 'END:VEVENT') { events.push(ev); ev = null; }
      else if (ev) {
        var i = line.indexOf(':');
        var name = line.slice(0, i).split(';')[0];
        ev[name] = unescape(line.slice(i + 1));
      }
    });
    events.sort(function (a, b) { return a.DTSTART < b.DTSTART ? -1 : 1; });
    var ul = document.createElement('ul');
    ul.className = 'diary';
    events.forEach(function (e) {
      var li = document.createElement('li');
      var b = document.createElement('strong');
      b.textContent = when(e.DTSTART);
      li.appendChild(b);
      li.appendChild(document.createTextNode(': ' + e.SUMMARY + ', ' + e.LOCATION +
        (e.DESCRIPTION ? '. ' + e.DESCRIPTION : '')));
      ul.appendChild(li);
    });
    var box = document.getElementById('diary');
    box.innerHTML = '';
    box.appendChild(ul);
  });
})();
