// Exhibition panels: photographs load as they scroll into view and open
// larger in a lightbox.
(function () {
  new LazyLoad({ elements_selector: '.lazy' });
  new SimpleLightbox('.gallery a', { captionsData: 'alt' });
})();
