// Lightbox for the shade photographs.
baguetteBox.run('.gallery', { captions: function (a) { return a.dataset.caption; }, noScrollbars: true });
