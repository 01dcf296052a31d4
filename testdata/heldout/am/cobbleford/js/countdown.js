// Time to the next departure from Cobbleford, counted down every second.
(function () {
  var times = ['10:15', '11:45', '13:15', '14:45', '16:15'];
  var el = document.querySelector('.countdown');
  function pad(n) { return (n < 10 ? '0' : '') + n; }
  function tick() {
    var now = dayjs(), next = null;
    for (var i = 0; i < times.length && !next; i++) {
      var t = dayjs(now.format('YYYY-MM-DD') + 'T' + times[i]);
      if (t.isAfter(now)) next = t;
    }
    if (!next) next = dayjs(now.add(1, 'day').format('YYYY-MM-DD') + 'T' + times[0]);
    var s = next.diff(now, 'second');
    el.textContent = pad(Math.floor(s / 3600)) + ':' + pad(Math.floor(s / 60) % 60) + ':' + pad(s % 60);
  }
  tick();
  setInterval(tick, 1000);
})();
