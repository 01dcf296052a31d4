// the spinning apple in the header: drag it to turn it
(function () {
  var el = document.querySelector('canvas.logo');
  if (!el || !window.Zdog) return;
  var ill = new Zdog.Illustration({ element: el, dragRotate: true, onDragMove: function () { ill.updateRenderGraph(); } });
  new Zdog.Shape({ addTo: ill, stroke: 26, color: '#b5332e' });
  new Zdog.Shape({ addTo: ill, path: [{ y: -12 }, { y: -19 }], stroke: 3, color: '#6b4b2a' });
  new Zdog.Ellipse({ addTo: ill, diameter: 8, quarters: 2, translate: { x: 3, y: -18 }, stroke: 3, color: '#3f7d2c' });
  ill.rotate.y = 0.4;
  ill.updateRenderGraph();
})();
