/* Late changes to an event (sold out, new band, new time) are kept in
   data/event-updates.json under the event's start time, so the page itself
   never has to be edited in a hurry. */
(function () {
  var t = document.querySelector('time.dtstart');
  if (!t) return;
  var when = t.getAttribute('datetime');
  fetch('../data/event-updates.json')
    .then(function (r) { return r.json(); })
    .then(function (updates) {
      var u = updates[when];
      if (!u) return;
      var box = document.getElementById('event-update');
      box.className = 'event-update';
      box.innerHTML = '<h2></h2><p></p>';
      box.querySelector('h2').textContent = u.headline;
      box.querySelector('p').textContent = u.text;
    });
})();
