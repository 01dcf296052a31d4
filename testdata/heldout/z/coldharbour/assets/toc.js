(function () {
  var fx = ferry.fx;
  var seen = fx.createEvent();
  var $visited = fx.createStore([]).on(seen, function (list, id) { return list.indexOf(id) < 0 ? list.concat(id) : list; });
  document.addEventListener('gumshoeActivate', function (e) { seen(e.detail.content.id); }, false);
  $visited.watch(function (v) { document.documentElement.setAttribute('data-read', v.length); });
})();
