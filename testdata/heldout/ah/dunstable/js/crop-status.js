// The growers' status line for this crop (data/crop-status.json, keyed by
// <meta name="crop">). Crops with no line this week are left as they are.
(function () {
  var meta = document.querySelector('meta[name="crop"]');
  var box = document.getElementById('crop-status');
  if (!meta || !box) return;
  var h = maquette.h;
  fetch('/data/crop-status.json').then(function (r) { return r.json(); }).then(function (all) {
    var s = all[meta.getAttribute('content')];
    if (!s) return;
    maquette.createProjector().append(box, function () {
      return h('p.status', [h('strong', ['Status:']), ' ' + s.status + '.', h('br'),
        h('small', ['Checked by ' + s.by + ' on ' + s.checked + '.'])]);
    });
  });
})();
