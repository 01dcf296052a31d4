// Archive photographs: click the picture for the big version (Parvus).
// The caption Parvus shows comes from the link's data-caption.
(function () {
  'use strict';
  if (window.Parvus) new Parvus();
})();
