// zoom.js - click a photo or a sketch map to see it bigger (Lightense, in lib/)
window.addEventListener('load', function () {
  Lightense('img.zoom', {
    background: 'rgba(24, 40, 28, .92)',
    padding: 30
  });
}, false);
