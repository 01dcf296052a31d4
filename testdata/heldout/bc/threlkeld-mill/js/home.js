/* Front page photo strip (Blaze Slider). */
(function () {
  var el = document.querySelector('.blaze-slider');
  if (!el || !window.BlazeSlider) return;
  new BlazeSlider(el, {
    all: { slidesToShow: 1, loop: true, enableAutoplay: true, autoplayInterval: 5000, transitionDuration: 400 },
    '(min-width: 900px)': { slidesToShow: 2 }
  });
})();
