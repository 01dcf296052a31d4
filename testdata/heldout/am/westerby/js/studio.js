// Every page: mark the section in the menu and keep the studio clock going.
(function () {
  var here = location.pathname;
  document.querySelectorAll('.masthead nav a').forEach(function (a) {
    var p = new URL(a.href, location.href).pathname;
    var dir = p.replace(/[^/]*$/, '');
    if (p === here || (dir !== '/' && here.indexOf(dir) === 0)) a.setAttribute('aria-current', 'page');
  });
  var clock = document.querySelector('.studio-clock');
  function tick() { clock.textContent = dayjs().format('HH:mm:ss'); }
  if (clock) { tick(); setInterval(tick, 1000); }
})();
