// event-update.js: late changes to an event (moved, sold out, called off).
// The events team add a line to /data/event-updates.json; the page's <time datetime>
// says which event it is. The wording is the art-template in #tpl-update on the page.
(function () {
  var time = document.querySelector('.event time[datetime]');
  var slot = document.querySelector('.event-update');
  if (!time || !slot) return;
  var date = time.getAttribute('datetime');

  var longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

  fetch('/data/event-updates.json')
    .then(function (r) { return r.json(); })
    .then(function (data) {
      var update = data.updates.filter(function (u) { return u.event === date; })[0];
      if (!update) return;
      slot.innerHTML = template('tpl-update', {
        cls: update.kind.toLowerCase().replace(/[^a-z]+/g, '-'),
        kind: update.kind,
        text: update.text,
        posted: longDate.format(new Date(update.posted + 'T00:00:00Z'))
      });
    })
    .catch(function (err) { console.error('event update:', err); });
})();
