// Site code on every page: marks the current menu entry, gives the
// sticky masthead a shadow once the page is scrolled, and counts the
// visit with a one-pixel image. Nothing a reader sees.
(function () {
  var path = location.pathname;
  if (/\/$/.test(path)) path += 'index.html';
  document.querySelectorAll('.menu a').forEach(function (a) {
    if (a.getAttribute('href') === path) a.setAttribute('aria-current', 'page');
  });
  var head = document.querySelector('.masthead');
  window.addEventListener('scroll', function () {
    head.classList.toggle('scrolled', window.scrollY > 8);
  }, { passive: true });
  var px = new Image();
  px.src = '/img/px.gif?u=' + encodeURIComponent(path) + '&w=' + window.innerWidth;
})();
