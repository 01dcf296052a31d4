(function () {
  anime.animate('.spokes', { rotate: { from: 0, to: 360 }, duration: 1800, ease: 'linear', loop: true });
})();
