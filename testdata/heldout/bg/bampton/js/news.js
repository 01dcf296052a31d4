// news.js - gentle parallax on the noticeboard photos, and the back-to-top button
(function () {
  var images = document.querySelectorAll('img.parallax');
  if (window.simpleParallax && images.length) {
    new simpleParallax(images, { scale: 1.25, delay: 0.4 });
  }
  if (window.addBackToTop) addBackToTop({ diameter: 44, backgroundColor: '#7a1f2b' });
})();
