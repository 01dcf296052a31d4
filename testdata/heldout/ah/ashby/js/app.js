/* Ashby Wolds Wheelers: site script (navigation marker, theme toggle, page-view beacon). */
(function () {
  'use strict';
  var cfg = window.__CFG || {};
  var page = window.__PAGE__ || {};
  var build = self.__BUILD || {};
  var here = location.pathname;
  var links = document.querySelectorAll('header nav a');
  for (var i = 0; i < links.length; i++) {
    var href = links[i].getAttribute('href');
    var section = href.slice(-11) === '/index.html' && href !== '/index.html' && here.indexOf(href.slice(0, -10)) === 0;
    if (href === here || section) {
      links[i].classList.add('current');
      links[i].setAttribute('aria-current', 'page');
    }
  }
  var btn = document.getElementById('theme-toggle');
  function apply(dark) {
    document.documentElement.classList.toggle('dark', dark);
    if (btn) btn.setAttribute('aria-pressed', dark ? 'true' : 'false');
  }
  var saved = null;
  try { saved = localStorage.getItem('aww-theme'); } catch (e) {}
  apply(saved === 'dark' || (saved === null && cfg.theme === 'dark'));
  if (btn) btn.addEventListener('click', function () {
    var dark = !document.documentElement.classList.contains('dark');
    apply(dark);
    try { localStorage.setItem('aww-theme', dark ? 'dark' : 'light'); } catch (e) {}
  });
  if (cfg.beacon) {
    var img = new Image();
    img.src = cfg.beacon + '?p=' + encodeURIComponent(page.slug || here) +
      '&b=' + encodeURIComponent(build.id || '') + '&n=' + encodeURIComponent(page.nonce || '');
  }
})();
