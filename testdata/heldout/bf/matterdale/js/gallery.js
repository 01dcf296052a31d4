/* gallery.js -- the picture strip on "Around school". It scrolls sideways;
   Hammer.js lets you swipe it on a phone or tablet and the two buttons move
   it one picture at a time. All the pictures stay on the page. */
(function () {
  var strip = document.getElementById('strip');
  if (!strip) return;

  function step(dir) {
    var fig = strip.querySelector('figure');
    var w = fig ? fig.offsetWidth + 16 : 300;
    strip.scrollBy({ left: dir * w, behavior: 'smooth' });
  }

  document.querySelector('.strip-controls .prev').addEventListener('click', function () { step(-1); });
  document.querySelector('.strip-controls .next').addEventListener('click', function () { step(1); });

  if (typeof Hammer !== 'undefined') {
    var hammer = new Hammer(strip);
    hammer.on('swipeleft', function () { step(1); });
    hammer.on('swiperight', function () { step(-1); });
  }
})();
