/* Diary pages: fade the photos in as they scroll into view (with the
   IntersectionObserver polyfill for Ellen's dad's old iPad), and a smooth
   "back to the top" with Jump. */
(function () {
  var photos = document.querySelectorAll('img.fade');
  if ('IntersectionObserver' in window) {
    var io = new IntersectionObserver(function (entries) {
      entries.forEach(function (e) {
        if (e.isIntersecting) {
          e.target.classList.add('seen');
          io.unobserve(e.target);
        }
      });
    });
    Array.prototype.forEach.call(photos, function (p) { io.observe(p); });
  } else {
    Array.prototype.forEach.call(photos, function (p) { p.classList.add('seen'); });
  }
  var top = document.querySelector('a.to-top');
  if (top && window.Jump) {
    top.addEventListener('click', function (e) {
      e.preventDefault();
      Jump('#page', { duration: 600 });
    });
  }
})();
