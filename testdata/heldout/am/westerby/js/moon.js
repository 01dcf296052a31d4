(function () {
  anime.animate('.moon-disc', { opacity: { from: 1, to: 0.55 }, scale: { from: 1, to: 0.96 }, duration: 2200, alternate: true, loop: true, ease: 'inOutSine' });
})();
