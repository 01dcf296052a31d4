(function () {
  var fx = ferry.fx;
  var code = (document.querySelector('.route-facts td.code') || {}).textContent;
  var loadFx = fx.createEffect(function () {
    return Promise.all([fetch('/data/sailings.csv').then(function (r) { return r.text(); }), fetch('/data/dest.json').then(function (r) { return r.json(); })]);
  });
  var $rows = fx.createStore({ rows: [], dest: {} }).on(loadFx.doneData, function (_, res) {
    return { rows: d3.csvParse(res[0]).filter(function (r) { return r.svc === code; }), dest: res[1] };
  });
  $rows.watch(function (s) {
    var ol = document.querySelector('ol.sailings');
    s.rows.forEach(function (r) {
      var li = document.createElement('li');
      li.textContent = r.to === 'round' ? 'Departs Coldharbour Quay ' + r.dep + ', returns ' + r.arr : 'Departs Coldharbour Quay ' + r.dep + ', arrives ' + s.dest[r.svc] + ' ' + r.arr;
      var d = document.createElement('span'); d.className = 'days'; d.textContent = ' (' + r.days + ')';
      li.appendChild(d);
      ol.appendChild(li);
    });
  });
  loadFx();
})();
