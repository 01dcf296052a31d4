// Site-wide: current menu item, theme switch, the cookie note, lazy
// images and a page-view ping. Writes no words.
(function () {
  var here = location.pathname.replace(/index\.html$/, '');
  document.querySelectorAll('.top nav a').forEach(function (a) {
    var p = a.getAttribute('href').replace(/index\.html$/, '');
    if (p === '/' ? here === '/' : here.indexOf(p) === 0) a.setAttribute('aria-current', 'page');
  });

  if (Cookies.get('theme') === 'dark') document.documentElement.classList.add('dark');
  document.querySelector('.theme').addEventListener('click', function () {
    var dark = document.documentElement.classList.toggle('dark');
    if (Cookies.get('consent')) Cookies.set('theme', dark ? 'dark' : 'light', { expires: 365, sameSite: 'Lax' });
  });

  var note = document.getElementById('consent');
  if (Cookies.get('consent')) note.classList.add('gone');
  note.querySelector('.consent-ok').addEventListener('click', function () {
    Cookies.set('consent', '1', { expires: 365, sameSite: 'Lax' });
    note.classList.add('gone');
  });

  var lazy = document.querySelectorAll('img.lazy[data-src]');
  if ('IntersectionObserver' in window) {
    var io = new IntersectionObserver(function (entries) {
      entries.forEach(function (e) {
        if (e.isIntersecting) { e.target.src = e.target.dataset.src; io.unobserve(e.target); }
      });
    }, { rootMargin: '200px' });
    lazy.forEach(function (img) { io.observe(img); });
  } else {
    lazy.forEach(function (img) { img.src = img.dataset.src; });
  }

  window.addEventListener('load', function () {
    var body = JSON.stringify({ path: location.pathname, w: innerWidth });
    if (navigator.sendBeacon) navigator.sendBeacon('/stats/hit', body);
  });
})();
