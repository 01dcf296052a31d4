/* home.js - the moving maroon and gold behind the banner on the front page.
   granim.js from npm (lib/granim.min.js). */
var granimInstance = new Granim({
  element: '#banner-canvas',
  name: 'banner-gradient',
  direction: 'diagonal',
  opacity: [1, 1],
  isPausedWhenNotInView: true,
  stateTransitionSpeed: 2000,
  states: {
    'default-state': {
      gradients: [
        ['#4a0f1c', '#6d1a2b'],
        ['#6d1a2b', '#8a5a1e'],
        ['#5a1424', '#c9a13b']
      ],
      transitionSpeed: 6000
    }
  }
});
