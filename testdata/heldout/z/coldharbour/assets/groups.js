(function () {
  var tiers = [[10, 19, 0.15], [20, 39, 0.2], [40, null, 0.3]];
  var pct = d3.format('.0%');
  var $tiers = ferry.fx.createStore(tiers);
  window.addEventListener('load', function () {
    var box = document.querySelector('.group-rates');
    $tiers.watch(function (t) {
      box.innerHTML = '<ul>' + t.map(function (x) {
        return '<li>Groups of ' + x[0] + (x[1] ? ' to ' + x[1] : ' or more') + ' people: ' + pct(x[2]) + ' off the adult fare</li>';
      }).join('') + '</ul>';
    });
  });
})();
