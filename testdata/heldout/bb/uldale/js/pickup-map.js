/* Pick-up points: let people drag and zoom the sketch map. */
(function () {
  var svg = document.getElementById('pickup-map');
  if (!svg || !window.svgPanZoom) return;
  svgPanZoom(svg, {
    viewportSelector: '.svg-pan-zoom_viewport',
    controlIconsEnabled: false,
    zoomScaleSensitivity: 0.3,
    minZoom: 1,
    maxZoom: 6,
    fit: true,
    center: true
  });
})();
