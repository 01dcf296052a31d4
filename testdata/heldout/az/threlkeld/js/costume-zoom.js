/* Hover or touch the costume photo to see the fabric close up (Drift). */
(function () {
  'use strict';
  var img = document.querySelector('.costume-photo img');
  var pane = document.querySelector('.zoom-pane');
  if (!img || !pane || !window.Drift) return;
  new Drift(img, {
    paneContainer: pane,
    inlinePane: 700,
    inlineOffsetY: -85,
    containInline: true,
    hoverBoundingBox: true,
    zoomFactor: 2.5
  });
})();
