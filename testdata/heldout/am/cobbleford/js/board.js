// The departure board is set in Lora, the face our signwriter matched to
// the 1911 timetables; it is drawn once the face has loaded (or after two
// seconds without it), so that it does not jump from one face to another.
(function () {
  var board = document.getElementById('board');
  function draw() {
    document.fonts.ready.then(function () {
      return fetch('/data/departures.json');
    }).then(function (r) { return r.json(); }).then(function (d) {
      var h = document.createElement('h2');
      h.textContent = d.title;
      board.appendChild(h);
      var table = document.createElement('table');
      var head = table.insertRow();
      ['Departs', 'To', 'Engine', 'Notes'].forEach(function (t) {
        var th = document.createElement('th');
        th.textContent = t;
        head.appendChild(th);
      });
      d.trains.forEach(function (t) {
        var row = table.insertRow();
        [t.departs, t.to, t.engine, t.note].forEach(function (v) { row.insertCell().textContent = v; });
      });
      board.appendChild(table);
    });
  }
  new FontFaceObserver('Lora', { weight: 400 }).load(null, 2000).then(draw, draw);
})();
