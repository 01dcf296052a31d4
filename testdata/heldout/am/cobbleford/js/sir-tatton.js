// The workshop notes: the shed's status file is read every 400 ms, and the
// notes are shown once it has said "ready" on two reads in a row. The shed
// thermometer is read every two seconds for as long as the page is open.
(function () {
  var box = document.getElementById('workshop');
  var ready = 0;
  var poll = setInterval(function () {
    fetch('/data/workshop/sir-tatton-status.json?ts=' + Date.now(), { cache: 'no-store' })
      .then(function (r) { return r.json(); })
      .then(function (s) {
        ready = s.status === 'ready' ? ready + 1 : 0;
        if (ready === 2) {
          clearInterval(poll);
          fetch('/data/workshop/sir-tatton.json').then(function (r) { return r.json(); }).then(show);
        }
      })
      .catch(function () { ready = 0; });
  }, 400);

  function show(w) {
    var h = document.createElement('h2');
    h.textContent = w.heading;
    box.appendChild(h);
    var ul = document.createElement('ul');
    w.jobs.forEach(function (t) {
      var li = document.createElement('li');
      li.textContent = t;
      ul.appendChild(li);
    });
    box.appendChild(ul);
  }

  var temp = document.querySelector('.temp');
  function thermometer() {
    fetch('/data/workshop/shed.json?ts=' + Date.now(), { cache: 'no-store' })
      .then(function (r) { return r.json(); })
      .then(function (t) { temp.textContent = (t.celsius + (Math.random() - 0.5)).toFixed(1); })
      .catch(function () {});
  }
  thermometer();
  setInterval(thermometer, 2000);
})();
