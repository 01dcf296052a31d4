/* Production photos as a carousel (Flickity). The photos and captions are already in the page. */
(function () {
  'use strict';
  var el = document.querySelector('.gallery');
  if (!el || !window.Flickity) return;
  new Flickity(el, {
    cellSelector: '.gallery-cell',
    wrapAround: true,
    pageDots: false,
    imagesLoaded: true,
    adaptiveHeight: true
  });
})();
