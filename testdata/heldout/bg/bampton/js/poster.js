// poster.js - click a poster to see it full screen (screenfull)
(function () {
  var img = document.querySelector('.poster img');
  if (!img || !window.screenfull || !screenfull.isEnabled) return;
  img.style.cursor = 'zoom-in';
  img.addEventListener('click', function () { screenfull.toggle(img); });
})();
