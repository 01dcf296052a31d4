// Every page: the menu marks where you are, and the station clock keeps railway time.
(function () {
  var here = location.pathname;
  document.querySelectorAll('.menu a').forEach(function (a) {
    var p = new URL(a.href, location.href).pathname;
    var dir = p.replace(/[^/]*$/, '');
    if (p === here || (dir !== '/' && here.indexOf(dir) === 0)) a.setAttribute('aria-current', 'page');
  });
  var clock = document.querySelector('.station-clock');
  function tick() { clock.textContent = dayjs().format('HH:mm:ss'); }
  tick();
  setInterval(tick, 1000);
})();
