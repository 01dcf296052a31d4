// Shows the notice for the stop, if there is one. The stop's number comes
// from the address (?stop=4417, as on the code at the stop); the notices
// for all stops are one JSON object keyed by number.
(function () {
  var stop = new URLSearchParams(location.search).get('stop');
  var box = document.querySelector('.stop-alert');
  if (!stop || !box) return;
  fetch('/data/stop-alerts.json')
    .then(function (r) { return r.json(); })
    .then(function (all) {
      var a = all[stop];
      if (!a) return;
      var h = document.createElement('h2');
      h.textContent = a.title;
      var p1 = document.createElement('p');
      p1.textContent = a.text;
      var p2 = document.createElement('p');
      p2.textContent = a.more;
      box.append(h, p1, p2);
    });
})();
