new Zooming({ bgColor: '#000', scaleBase: 0.9 }).listen('img.zoomable');
