// site.js - bits every page wants. Alan B.
(function () {
  // menu button for phones
  var btn = document.querySelector('.nav-toggle');
  var nav = document.getElementById('site-nav');
  if (btn && nav) {
    btn.addEventListener('click', function () {
      var open = nav.classList.toggle('open');
      btn.setAttribute('aria-expanded', open ? 'true' : 'false');
    });
  }
  // make the club name fill the banner on any screen
  if (window.fitty) {
    fitty('.club-name', { minSize: 16, maxSize: 34, multiLine: false });
  }
  // 'back to top' glides rather than jumps (the polyfill makes this work on older iPads)
  var top = document.querySelector('.to-top');
  if (top) {
    top.addEventListener('click', function (e) {
      e.preventDefault();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    });
  }
  // mark external links so people know they are leaving the site
  var links = document.querySelectorAll('a[href^="http"]');
  for (var i = 0; i < links.length; i++) {
    if (links[i].host !== location.host) links[i].setAttribute('rel', 'noopener');
  }
})();
