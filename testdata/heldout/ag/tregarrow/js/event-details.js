// event details are confirmed late: shown a little after the page has loaded
window.addEventListener('load', function () {
  setTimeout(function () {
    var id = document.querySelector('meta[itemprop="identifier"]').getAttribute('content');
    fetch('/data/events.json').then(function (r) { return r.json(); }).then(function (all) {
      var e = all[id];
      if (!e) return;
      var box = document.getElementById('event-details');
      box.innerHTML = '';
      var p = document.createElement('p');
      p.textContent = 'Gates open at ' + e.open + ' on ' + e.day + '; entry ' + e.adult + ' for adults and free for children.';
      var q = document.createElement('p');
      q.textContent = 'On the day: ' + e.extra + '.';
      box.appendChild(p);
      box.appendChild(q);
    });
  }, 1800);
});
