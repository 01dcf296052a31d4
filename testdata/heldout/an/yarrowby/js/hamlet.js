// Hamlet pages: the progress bar grows to its value (GSAP), and the
// photographs of the dig load as they come into view (lazysizes).
(function () {
  document.querySelectorAll('.progress-fill[data-value]').forEach(function (bar) {
    gsap.fromTo(bar, { width: '0%' }, { width: bar.dataset.value + '%', duration: 0.9, ease: 'power3.out' });
  });
})();
