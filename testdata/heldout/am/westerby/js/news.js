// Pictures load as they come into view; the thin bar under the date slides to and fro.
(function () {
  var observer = lozad('.lozad');
  observer.observe();
  anime.animate('.ribbon-bar', { x: { from: '-100%', to: '330%' }, duration: 2600, ease: 'inOutQuad', loop: true, alternate: true });
})();
