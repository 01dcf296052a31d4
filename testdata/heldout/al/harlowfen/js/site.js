(function () {
  var here = location.pathname.replace(/index\.html$/, '');
  document.querySelectorAll('.masthead nav a').forEach(function (a) {
    var p = new URL(a.href, location.href).pathname.replace(/index\.html$/, '');
    if (p === here || (p !== '/' && here.indexOf(p.replace(/[^/]*$/, '')) === 0 && p.replace(/[^/]*$/, '') !== '/')) {
      a.setAttribute('aria-current', 'page');
    }
  });
  var btn = document.querySelector('.theme-toggle');
  if (btn) {
    btn.addEventListener('click', function () {
      var on = btn.getAttribute('aria-pressed') !== 'true';
      btn.setAttribute('aria-pressed', on ? 'true' : 'false');
      document.documentElement.setAttribute('data-theme', on ? 'dark' : 'light');
    });
  }
})();
