// Work party pages: look up this Saturday in the association diary (exported
// from Thunderbird as data/askham-diary.ics) and show Dave's update if the
// event has one in its Comment field.
(function () {
  var t = document.querySelector('.when time');
  var box = document.getElementById('wp-update');
  if (!t || !box) return;
  var day = t.getAttribute('datetime').replace(/-/g, '');

  function unescape(v) {
    return v.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');
  }

  fetch('../data/askham-diary.ics').then(function (r) { return r.text(); }).then(function (ics) {
    // unfold continuation lines (CRLF followed by a space)
    var lines = ics.replace(/\r\n[ \t]/g, '').split(/\r?\n/);
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
    var mine = events.filter(function (e) {
      return e.DTSTART && e.DTSTART.slice(0, 8) === day && /^Work party/.test(e.SUMMARY);
    })[0];
    if (!mine || !mine.COMMENT) return;
    box.className = 'notice';
    box.innerHTML = '<h2>Update</h2><p></p><p class="small">Dave Wilkinson, work party organiser</p>';
    box.querySelector('p').textContent = mine.COMMENT;
  });
})();
