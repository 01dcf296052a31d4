/* barcode.js - draws the ISBN as a barcode so it can be scanned at the till. */
(function () {
  var isbn = document.querySelector('.bookdata .isbn');
  var canvas = document.querySelector('canvas.barcode');
  if (!isbn || !canvas || !window.bwipjs) return;
  try {
    bwipjs.toCanvas(canvas, {
      bcid: 'ean13',
      text: isbn.textContent.replace(/[^0-9]/g, ''),
      scale: 2,
      height: 18,
      includetext: true,
      textxalign: 'center'
    });
  } catch (e) {
    canvas.style.display = 'none';
  }
})();
