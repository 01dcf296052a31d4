// The boiler certificate: this year's file if the inspector's office has
// sent it, otherwise, half a second later, the current one. The tracker
// keeps trying to reach the engine's position feed while the page is open.
(function () {
  var dot = document.querySelector('.tracker-dot');
  var feed = new ReconnectingEventSource('/live/loco-tracker?engine=brigadier', { max_retry_time: 2500 });
  feed.onopen = function () { dot.classList.add('on'); };
  feed.onerror = function () { dot.classList.remove('on'); };

  var box = document.getElementById('certificate');
  function show(c) {
    var h = document.createElement('h2');
    h.textContent = c.heading;
    box.appendChild(h);
    c.lines.forEach(function (t) {
      var p = document.createElement('p');
      p.textContent = t;
      box.appendChild(p);
    });
  }
  axios.get('/data/tickets/brigadier-2026.json')
    .then(function (res) { show(res.data); })
    .catch(function () {
      setTimeout(function () {
        axios.get('/data/tickets/brigadier.json').then(function (res) { show(res.data); });
      }, 500);
    });
})();
