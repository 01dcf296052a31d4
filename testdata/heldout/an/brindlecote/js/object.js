// Object pages: photographs open in a lightbox, and the glossary terms in
// the text explain themselves on hover.
(function () {
  GLightbox({ selector: '.glightbox', touchNavigation: true, loop: false });
  tippy('.term[data-tippy-content]', { placement: 'top', maxWidth: 280 });
})();
