/* Photo carousel on the pavilion hire page (tiny-slider). */
var pavilionSlider = tns({
  container: '.pavilion-slider',
  items: 1,
  slideBy: 'page',
  autoplay: true,
  autoplayTimeout: 5000,
  autoplayButtonOutput: false,
  controlsText: ['\u2039', '\u203a'],
  nav: true,
  speed: 500,
  mouseDrag: true
});
