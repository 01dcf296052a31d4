/* event-notice.js - runs on every event page. The booking code in the
   page's "Booking code" line is looked up in Margaret's events file
   (data/events.json) and any late news she has put there is shown above
   it. Nothing is shown for events without news. */

DFR.ready(function () {
  var code = document.querySelector('p.book kbd');
  if (!code) { return; }
  code = code.textContent.trim().toUpperCase();

  DFR.get('data/events.json').then(function (text) {
    var data = JSON.parse(text);
    for (var i = 0; i < data.events.length; i++) {
      var ev = data.events[i];
      if (ev.code.toUpperCase() === code && ev.notice) {
        var p = document.createElement('div');
        p.className = 'notice';
        p.innerHTML = '<h2>Latest news</h2><p>' + DFR.esc(ev.notice) + '</p>';
        var book = document.querySelector('p.book');
        book.parentNode.insertBefore(p, book);
      }
    }
  });
});
