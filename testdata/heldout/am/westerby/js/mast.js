// Rings going out from the top of the mast, for ever.
(function () {
  anime.animate('.mast .ring', {
    scale: { from: 0.5, to: 1.3 },
    opacity: { from: 1, to: 0 },
    duration: 1500,
    delay: anime.stagger(300),
    ease: 'outQuad',
    loop: true
  });
})();
