/* playlist.js - fills in a playlist page from the StudioLog export
   (data/playlists/NAME.xml, NAME from data-log on <main>).
   The log has everything in capitals, so voca tidies the titles up,
   and sprae fills the table. */
(function () {
  var main = document.getElementById('playlist');
  var name = main.getAttribute('data-log');

  function tidy(s) { return v.titleCase(v.trim(s).toLowerCase(), ["'"]); }

  fetch('../data/playlists/' + name + '.xml')
    .then(function (r) { return r.text(); })
    .then(function (xml) {
      var doc = new DOMParser().parseFromString(xml, 'application/xml');
      var log = doc.documentElement;
      var items = Array.prototype.slice.call(doc.getElementsByTagName('item'));
      var tracks = items.map(function (it) {
        return {
          time: it.getAttribute('time'),
          title: tidy(it.getElementsByTagName('title')[0].textContent),
          artist: tidy(it.getElementsByTagName('artist')[0].textContent),
          local: it.getAttribute('local') === 'Y'
        };
      });
      var who = tidy(log.getAttribute('presenter')).split(' ')[0];
      var locals = tracks.filter(function (t) { return t.local; }).length;
      var summary = who + ' played ' + tracks.length + ' tracks, starting at ' + tracks[0].time +
        ', and ' + locals + ' of them were by musicians from the Dales.';
      sprae(main, { tracks: tracks, summary: summary });
    });
})();
