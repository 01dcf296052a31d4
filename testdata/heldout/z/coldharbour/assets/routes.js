(function () {
  var fx = ferry.fx;
  var load = fx.createEffect(function () { return fetch('/data/routes.csv').then(function (r) { return r.text(); }).then(d3.csvParse); });
  var $routes = fx.createStore([]).on(load.doneData, function (_, rows) { return rows; });
  $routes.watch(function (rows) {
    var box = document.getElementById('route-summary');
    if (!box || !rows.length) return;
    var ul = document.createElement('ul');
    rows.forEach(function (r) {
      var li = document.createElement('li');
      li.textContent = r.code + ' ' + r.to + ': crossing about ' + d3.format('d')(+r.mins) + ' minutes, ' + r.season;
      ul.appendChild(li);
    });
    box.appendChild(ul);
  });
  document.addEventListener('DOMContentLoaded', function () { load(); });
})();
