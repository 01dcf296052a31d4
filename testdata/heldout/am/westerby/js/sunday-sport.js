// Results: the results desk marks its file ready; the page checks every
// 400 ms and shows the results once it has read "ready" twice running.
// The live score feed reconnects for as long as the page is open.
(function () {
  var dot = document.querySelector('.live-dot');
  var feed = new ReconnectingEventSource('/live/scores', { max_retry_time: 2000 });
  feed.onopen = function () { dot.classList.add('on'); };
  feed.onerror = function () { dot.classList.remove('on'); };
  feed.onmessage = function () {};

  var box = document.getElementById('results');
  var readyReads = 0;
  var timer = setInterval(function () {
    fetch('/data/results-status.json?t=' + Date.now(), { cache: 'no-store' })
      .then(function (r) { return r.json(); })
      .then(function (s) {
        readyReads = s.state === 'ready' ? readyReads + 1 : 0;
        if (readyReads === 2) {
          clearInterval(timer);
          fetch('/data/results.json').then(function (r) { return r.json(); }).then(show);
        }
      })
      .catch(function () { readyReads = 0; });
  }, 400);

  function show(d) {
    var h = document.createElement('h2');
    h.textContent = d.heading;
    box.appendChild(h);
    var ul = document.createElement('ul');
    d.results.forEach(function (t) {
      var li = document.createElement('li');
      li.textContent = t;
      ul.appendChild(li);
    });
    box.appendChild(ul);
  }
})();
