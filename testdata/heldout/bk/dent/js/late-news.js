/* late-news.js - last-minute changes on the event pages.
   The key is the page heading made into a slug, e.g. "Bingo Night 2025" -> bingo-night-2025,
   so I only have to add a line to data/noticeboard.json, not touch the page.
   Loaded when the browser has a quiet moment, as it is never the first thing anyone needs. NH */
(function () {
  var h1 = document.querySelector('main h1');
  var box = document.getElementById('late-news');
  if (!h1 || !box) return;

  function slug(s) {
    return s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  }
  function esc(s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }
  var key = slug(h1.textContent);

  function load() {
    fetch('../data/noticeboard.json')
      .then(function (r) { return r.json(); })
      .then(function (board) {
        var note = board[key];
        if (!note || !note.text) return;
        box.innerHTML = '<h2>' + esc(note.title || 'Please note') + '</h2><p>' + esc(note.text) + '</p>';
        box.hidden = false;
      })
      .catch(function () { /* no news is good news */ });
  }

  if ('requestIdleCallback' in window) {
    requestIdleCallback(load, { timeout: 2000 });
  } else {
    setTimeout(load, 500);
  }
})();
