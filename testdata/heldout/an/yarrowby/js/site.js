// Every page: highlight the current menu item, the dark/light switch (its
// label is the moon or sun icon only), and a page-view ping to our own
// log (no cookies, no third parties).
(function () {
  var path = location.pathname;
  var top = path.split('/')[1];
  document.querySelectorAll('.topbar nav a').forEach(function (a) {
    var p = new URL(a.href, location.href).pathname;
    if (p === path || (top.indexOf('.') < 0 && p.split('/')[1] === top)) a.setAttribute('aria-current', 'page');
  });
  var mode = document.querySelector('.mode');
  if (mode) {
    mode.addEventListener('click', function () {
      var dark = document.documentElement.dataset.theme !== 'dark';
      document.documentElement.dataset.theme = dark ? 'dark' : 'light';
      mode.textContent = dark ? '\u2600' : '\u263E';
      mode.setAttribute('aria-pressed', String(dark));
    });
  }
  if ('sendBeacon' in navigator) {
    var data = new Blob([JSON.stringify({ page: path, w: innerWidth })], { type: 'text/plain' });
    navigator.sendBeacon('/log/b.txt', data);
  }
})();
