/* donate-qr.js - draws the QR code for the giving page (no image file to keep up to date) */
(function () {
  var el = document.getElementById('donate-qr');
  if (!el) return;
  QrCreator.render({
    text: el.getAttribute('data-url'),
    radius: 0.3,
    ecLevel: 'M',
    fill: '#b3261e',
    background: '#ffffff',
    size: 180
  }, el);
})();
