// site.js - on every page: the small-screen menu button, and the current
// section marked in the menu.  Nothing else.  (AH)
(function () {
  var nav = document.getElementById('main-nav');
  var button = document.getElementById('nav-toggle');
  if (nav && button) {
    button.addEventListener('click', function () {
      var open = nav.classList.toggle('open');
      button.setAttribute('aria-expanded', open ? 'true' : 'false');
    });
  }
  if (!nav) return;
  var here = location.pathname.replace(/index\.html$/, '');
  var best = null;
  nav.querySelectorAll('a').forEach(function (a) {
    var p = new URL(a.href, location.href).pathname.replace(/index\.html$/, '');
    if (here === p || (p !== '/' && here.indexOf(p) === 0)) {
      if (!best || p.length > best.p.length) best = { a: a, p: p };
    }
  });
  if (best) best.a.setAttribute('aria-current', 'page');
})();
