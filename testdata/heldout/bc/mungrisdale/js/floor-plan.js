/* Zoom and drag on the floor plan (panzoom). */
panzoom(document.getElementById('plan-svg'), { maxZoom: 4, minZoom: 1, bounds: true, boundsPadding: 0.2 });
