(function () {
  var code = document.querySelector('abbr.crs').getAttribute('title');
  var box = document.getElementById('station-live');
  var io = new IntersectionObserver(function (entries) {
    if (!entries.some(function (e) { return e.isIntersecting; })) return;
    io.disconnect();
    fetch('/data/facilities.json').then(function (r) { return r.json(); }).then(function (all) {
      var f = all[code];
      if (!f) return;
      reef.render(box, '<h2>At the station</h2><p>' + f.office + '.</p><ul>' +
        f.items.map(function (i) { return '<li>' + i + '</li>'; }).join('') + '</ul><p><em>' + f.note + '</em></p>');
    });
  });
  io.observe(box);
})();
