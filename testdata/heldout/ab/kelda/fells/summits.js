
(function () {
  var scroll = document.getElementById('summit-scroll');
  var abbr = document.querySelector('abbr.grid');
  if (!scroll || !abbr) return;
  var square = abbr.getAttribute('title').replace(/\s+/g, '');
  var io = new IntersectionObserver(function (entries) {
    if (!entries.some(function (e) { return e.isIntersecting; })) return;
    io.disconnect();
    fetch('/data/summits-by-square.json').then(function (r) { return r.json(); }).then(function (all) {
      var tops = all[square];
      if (!tops) return;
      var rows = tops.map(function (t) {
        return '<li>' + t[0] + ', ' + t[1] + ' metres (' + Math.round(t[1] * 3.28084) + ' ft): ' + t[2] + '</li>';
      });
      document.getElementById('summit-head').textContent = 'Summits in grid square ' + square;
      new Clusterize({ rows: rows, scrollId: 'summit-scroll', contentId: 'summit-list', tag: 'li' });
    });
  });
  io.observe(scroll);
})();
