(function () {
  var fx = ferry.fx;
  var getNotices = fx.createEffect(function () { return fetch('/data/notices.json').then(function (r) { return r.json(); }); });
  var $notices = fx.createStore([]).on(getNotices.doneData, function (_, n) { return n; });
  $notices.watch(function (list) {
    if (!list.length) return;
    setTimeout(function () {
      var board = document.getElementById('notice-board');
      list.forEach(function (n) {
        var p = document.createElement('p');
        p.className = 'notice notice-' + n.svc;
        var a = document.createElement('a'); a.href = n.href; a.textContent = n.text;
        p.appendChild(a);
        board.appendChild(p);
      });
    }, 300);
  });
  getNotices();
})();
