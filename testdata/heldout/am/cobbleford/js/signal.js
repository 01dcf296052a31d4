// The signal arm drops to clear and rises to danger again, over and over.
(function () {
  anime.animate('.arm', { rotate: { from: 0, to: 40 }, duration: 900, ease: 'inOutQuad', alternate: true, loop: true, loopDelay: 1200 });
})();
