/* zone-map.js -- lets people drag and zoom the sketch maps on the
   habitat pages (Panzoom). The buttons are in the page already. */
document.addEventListener('DOMContentLoaded', () => {
  for (const fig of document.querySelectorAll('figure.zone-map')) {
    const svg = fig.querySelector('svg.pz');
    const pz = Panzoom(svg, { minScale: 1, maxScale: 6, contain: 'outside' });
    fig.querySelector('.map-frame').addEventListener('wheel', pz.zoomWithWheel);
    for (const btn of fig.querySelectorAll('button[data-zoom]')) {
      btn.addEventListener('click', () => {
        if (btn.dataset.zoom === 'in') pz.zoomIn();
        else if (btn.dataset.zoom === 'out') pz.zoomOut();
        else pz.reset();
      });
    }
  }
});
