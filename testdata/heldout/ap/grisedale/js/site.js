// Site-wide: marks the current section in the menu, lets the visitor switch
// between light and dark for this visit, and counts the page view with a
// beacon to our own server (no cookies, nothing stored).
(function () {
  var here = location.pathname;
  var section = here.split('/')[1];
  document.querySelectorAll('.masthead nav a').forEach(function (a) {
    var p = new URL(a.href, location.href).pathname;
    if (p === here || (section && section.indexOf('.') < 0 && p.split('/')[1] === section)) {
      a.setAttribute('aria-current', 'page');
    }
  });
  var toggle = document.querySelector('.theme-toggle');
  if (toggle) {
    toggle.addEventListener('click', function () {
      var dark = document.documentElement.getAttribute('data-theme') !== 'dark';
      document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
      toggle.textContent = dark ? '\u263C' : '\u25D0';
    });
  }
  if (navigator.sendBeacon) {
    navigator.sendBeacon('/stats/hit.txt', JSON.stringify({ p: here }));
  }
})();
