/* Used bike listings: photo carousel (Embla) and full-size photos in a
   lightbox (Luminous). Without scripts the first photo shows and each
   photo is an ordinary link to the full-size image. */
(function () {
  'use strict';
  var gallery = document.querySelector('.gallery');
  if (!gallery || typeof EmblaCarousel !== 'function') return;

  var embla = EmblaCarousel(gallery.querySelector('.gallery__viewport'), { loop: true, align: 'start' });
  gallery.querySelector('.gallery__prev').addEventListener('click', function () { embla.scrollPrev(); });
  gallery.querySelector('.gallery__next').addEventListener('click', function () { embla.scrollNext(); });

  function mark() {
    var i = embla.selectedScrollSnap();
    gallery.querySelectorAll('.gallery__slide').forEach(function (s, n) {
      s.classList.toggle('is-selected', n === i);
    });
  }
  embla.on('select', mark);
  mark();

  if (typeof LuminousGallery === 'function') {
    new LuminousGallery(gallery.querySelectorAll('a.zoom'), { arrowNavigation: true }, {
      caption: function (trigger) { return trigger.querySelector('img').getAttribute('alt'); }
    });
  }
})();
