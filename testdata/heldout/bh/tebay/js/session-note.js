/* session-note.js - looks up this training night in the team calendar
   (exported from the training officer's calendar as data/training.ics) and
   shows any change of time or place she has put in the event's comment. */
(function () {
  var t = document.querySelector('.session-when time');
  var box = document.getElementById('calendar-note');
  if (!t || !box) return;
  // match on the day only (2025-02-19T19:30 -> 20250219): Sarah moves the
  // start time in the calendar when a night starts early or late
  var day = t.getAttribute('datetime').slice(0, 10).replace(/-/g, '');
  fetch('../data/training.ics')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var evs = parseICS(text);
      for (var i = 0; i < evs.length; i++) {
        if ((evs[i].DTSTART || '').slice(0, 8) !== day) continue;
        if ((evs[i].SUMMARY || '').indexOf('Training') !== 0) continue;
        var msg = '';
        if (evs[i].STATUS === 'CANCELLED') msg = 'This session has been cancelled. ';
        if (evs[i].COMMENT) msg += evs[i].COMMENT;
        if (msg) {
          box.className = 'cal-note';
          box.innerHTML = '<strong>Change to this session</strong><p></p>';
          box.querySelector('p').textContent = msg;
        }
        break;
      }
    });
})();
