/* Threlkeld Mill: bits every page shares.
   Menu button for small screens, highlight the section we're in,
   photo lightbox (Chocolat), and our own little page counter. */
(function () {
  document.documentElement.classList.add('js');

  var btn = document.querySelector('.menu-button');
  var nav = document.getElementById('site-nav');
  if (btn && nav) {
    btn.addEventListener('click', function () {
      var open = nav.classList.toggle('open');
      btn.setAttribute('aria-expanded', open ? 'true' : 'false');
    });
  }

  var section = location.pathname.split('/')[1] || '';
  var links = document.querySelectorAll('#site-nav a');
  for (var i = 0; i < links.length; i++) {
    var first = links[i].getAttribute('href').split('/')[1];
    if (first === section || (section.indexOf('.html') > 0 && first === section)) {
      links[i].classList.add('current');
    }
  }

  // photos marked class="photo" open in the lightbox
  var photos = document.querySelectorAll('a.photo');
  if (photos.length && window.Chocolat) {
    Chocolat(photos, { loop: true, imageSize: 'contain' });
  }

  // page counter - just a tally on our own server, no cookies
  if (navigator.sendBeacon) {
    try { navigator.sendBeacon('/count', location.pathname); } catch (e) {}
  }
})();
