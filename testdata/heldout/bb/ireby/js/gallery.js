// gallery.js - photos open full size in a lightbox (Tobii) instead of
// leaving the page.  Any link with class "lightbox" around an image.
(function () {
  if (!document.querySelector('a.lightbox')) return;
  window.tobii = new Tobii({ captions: true, captionsSelector: 'img', captionAttribute: 'alt', counter: false });
})();
