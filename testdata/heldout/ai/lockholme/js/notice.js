// A notice line on the moorings page, from data/notices.json: the
// first notice that is still current, written through a doT template.
// It waits a little so that the notices file, which the office updates
// from a phone, is not fetched before the page has finished loading.
(function () {
  var days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
    'September', 'October', 'November', 'December'];
  var line = doT.template('{{=it.what}} at {{=it.where}} {{=it.state}} until {{=it.until}}');
  function longDate(iso) {
    var p = iso.split('-').map(Number);
    var d = new Date(Date.UTC(p[0], p[1] - 1, p[2]));
    return days[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + months[d.getUTCMonth()];
  }
  window.addEventListener('load', function () {
    setTimeout(function () {
      fetch('/data/notices.json')
        .then(function (r) { return r.json(); })
        .then(function (d) {
          var n = d.notices.filter(function (x) { return x.current; })[0];
          if (!n) return;
          document.getElementById('notice').textContent =
            line({ what: n.what, where: n.where, state: n.state, until: longDate(n.until) });
        });
    }, 1500);
  });
})();
