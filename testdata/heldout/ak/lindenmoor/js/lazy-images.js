// Loads images marked with data-src when they come near the screen.
(function () {
  var imgs = document.querySelectorAll('img[data-src]');
  if (!('IntersectionObserver' in window)) {
    imgs.forEach(function (i) { i.src = i.dataset.src; });
    return;
  }
  var io = new IntersectionObserver(function (entries) {
    entries.forEach(function (e) {
      if (!e.isIntersecting) return;
      e.target.src = e.target.dataset.src;
      io.unobserve(e.target);
    });
  }, { rootMargin: '200px' });
  imgs.forEach(function (i) { io.observe(i); });
})();
