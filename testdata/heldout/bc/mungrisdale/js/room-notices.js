/* Puts any building-works notice for this room at the top of its page.
   The notices are kept in data/room-works.csv (room name as in the page
   heading, from, to, notice), so nobody has to edit the room pages. */
(function () {
  var box = document.getElementById('room-notices');
  var room = document.querySelector('main h1').textContent.trim();
  fetch('../data/room-works.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      parseCSV(text).forEach(function (w) {
        if (w.room !== room) return;
        var div = document.createElement('div');
        div.className = 'works-notice';
        var h = document.createElement('h2');
        h.textContent = 'Building work';
        var p = document.createElement('p');
        p.textContent = w.notice;
        div.appendChild(h);
        div.appendChild(p);
        box.appendChild(div);
      });
    });
})();
