// The meeting point nearest the visitor's part of the dale. The choice is
// kept with store2 in localStorage; a first visit gets the south (the
// town), which is written back so that the next visit starts from it too.
(function () {
  var out = document.getElementById('nearest');
  if (!out) return;
  var region = null;
  try { region = store.get('carrow.region'); } catch (e) {}
  if (!region) {
    region = 'south';
    try { store.set('carrow.region', region); } catch (e) {}
  }
  var points = {};

  function show() {
    var p = points[region] || points.south;
    if (!p) return;
    out.textContent = 'Your nearest meeting point: ' + p.place + ', ' + p.time + ' (grid ref ' + p.grid + ').';
    var btns = document.querySelectorAll('.region-choice button');
    for (var i = 0; i < btns.length; i++) {
      btns[i].setAttribute('aria-pressed', String(btns[i].getAttribute('data-region') === region));
    }
  }

  Papa.parse('/data/meeting-points.csv', {
    download: true, header: true, skipEmptyLines: true,
    complete: function (res) {
      res.data.forEach(function (r) { points[r.region] = r; });
      show();
    }
  });

  document.addEventListener('click', function (ev) {
    var b = ev.target.closest && ev.target.closest('.region-choice button');
    if (!b) return;
    region = b.getAttribute('data-region');
    try { store.set('carrow.region', region); } catch (e) {}
    show();
  });
})();
