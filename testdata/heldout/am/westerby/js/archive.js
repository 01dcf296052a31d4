// The whole catalogue is one file; once it is in, the most played
// recordings are picked out. The tape reels go round all the time.
(function () {
  anime.animate('.reel', { rotate: { from: 0, to: 360 }, duration: 3000, ease: 'linear', loop: true });
  NProgress.start();
  fetch('/data/archive.json')
    .then(function (r) { return r.json(); })
    .then(function (cat) {
      NProgress.done();
      var top = cat.recordings.slice().sort(function (a, b) { return b.plays - a.plays; }).slice(0, 5);
      var box = document.getElementById('most-played');
      var h = document.createElement('h2');
      h.textContent = 'Most played this year';
      box.appendChild(h);
      var p = document.createElement('p');
      p.textContent = 'Out of ' + cat.recordings.length.toLocaleString('en-GB') + ' recordings in the catalogue, these five were played most.';
      box.appendChild(p);
      var ol = document.createElement('ol');
      top.forEach(function (rec) {
        var li = document.createElement('li');
        li.textContent = rec.title + ' (' + rec.programme + ', ' + rec.date + ')';
        ol.appendChild(li);
      });
      box.appendChild(ol);
    });
})();
