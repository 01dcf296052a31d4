// Adds each collection point's opening times (data/points.json) to its
// list item, with a small maquette projection per item.
(function () {
  var items = document.querySelectorAll('ul.points li[data-point]');
  if (!items.length) return;
  var h = maquette.h;
  var projector = maquette.createProjector();
  fetch('/data/points.json').then(function (r) { return r.json(); }).then(function (points) {
    Array.prototype.forEach.call(items, function (li) {
      var p = points[li.getAttribute('data-point')];
      if (!p) return;
      projector.append(li, function () {
        return h('span.when', [' (boxes out on ' + p.day + ' from ' + p.from + ' to ' + p.to + ')']);
      });
    });
  });
})();
