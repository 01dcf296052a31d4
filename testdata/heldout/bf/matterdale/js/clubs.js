/* clubs.js -- on every club page. Looks up the club's booking code (the
   <b class="code"> in the "To book" line) in data/clubs.hjson and, if that
   club has a notice or dates when it is not running, puts them in a box
   under the booking line. Most clubs have nothing, and the page is left
   alone. Uses Hjson (so the data file can have comments) and Humanize Plus
   for the list of dates. */
(function () {
  var codeEl = document.querySelector('.booking .code');
  if (!codeEl) return;
  var code = codeEl.textContent.replace(/\s+/g, '').toUpperCase();

  var DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
                'August', 'September', 'October', 'November', 'December'];

  // "2025-11-20" -> "Thursday 20 November"
  function niceDate(iso, withDay) {
    var p = String(iso).split('-');
    var d = new Date(Date.UTC(+p[0], +p[1] - 1, +p[2]));
    var s = d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()];
    return withDay === false ? s + ' ' + d.getUTCFullYear() : DAYS[d.getUTCDay()] + ' ' + s;
  }

  fetch('../data/clubs.hjson')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var clubs = Hjson.parse(text);
      var club = clubs[code];
      if (!club) return;
      var off = club.off || [];
      if (!club.notice && off.length === 0) return;

      var box = document.createElement('div');
      box.className = 'notice';
      var h = document.createElement('h2');
      h.textContent = 'Club notice';
      box.appendChild(h);

      if (club.notice) {
        var p = document.createElement('p');
        p.textContent = club.notice;
        box.appendChild(p);
      }
      if (off.length) {
        var q = document.createElement('p');
        q.textContent = club.name + ' will not run on ' +
          Humanize.oxford(off.map(function (d) { return niceDate(d); })) + '.';
        box.appendChild(q);
      }
      if (club.updated) {
        var s = document.createElement('p');
        s.className = 'small';
        s.textContent = 'Updated ' + niceDate(club.updated, false) + '.';
        box.appendChild(s);
      }
      var booking = document.querySelector('.booking');
      booking.parentNode.insertBefore(box, booking.nextSibling);
    })
    .catch(function (e) { if (window.console) console.log('clubs: ' + e); });
})();
