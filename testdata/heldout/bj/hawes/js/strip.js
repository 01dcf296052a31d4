/* strip.js - photo strip on the presenter pages: arrows, arrow keys, or swipe on a phone. */
(function () {
  var strip = document.getElementById('strip');
  if (!strip) return;
  var imgs = strip.querySelectorAll('img');
  var at = 0;
  function go(d) {
    imgs[at].hidden = true;
    at = (at + d + imgs.length) % imgs.length;
    imgs[at].hidden = false;
  }
  strip.querySelector('.prev').addEventListener('click', function () { go(-1); });
  strip.querySelector('.next').addEventListener('click', function () { go(1); });
  strip.addEventListener('keydown', function (e) {
    if (e.key === 'ArrowLeft') go(-1);
    if (e.key === 'ArrowRight') go(1);
  });
  // swiped-events fires these on touch screens
  strip.addEventListener('swiped-left', function () { go(1); });
  strip.addEventListener('swiped-right', function () { go(-1); });
})();
