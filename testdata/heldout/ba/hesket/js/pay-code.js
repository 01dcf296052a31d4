/* QR code for the subs payment page, so people can scan it off the noticeboard
   printout or a phone held up at the bar. qrcode-generator by Kazuhiko Arase. */
(function () {
  var holder = document.querySelector('.pay-code');
  if (!holder) return;
  var qr = qrcode(0, 'M');
  qr.addData(holder.getAttribute('data-pay-url'));
  qr.make();
  holder.innerHTML = qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true });
  holder.querySelector('svg').setAttribute('aria-hidden', 'true');
})();
