// hut-extras.js - the moving header photo and the QR code of the hut's location
// (so people can scan it off the printed page with their phone).
(function () {
  jarallax(document.querySelectorAll('.jarallax'), { speed: 0.5 });

  var qr = document.getElementById('qr');
  if (qr) {
    qr.innerHTML = new QRCode({
      content: qr.getAttribute('data-geo'),
      width: 120,
      height: 120,
      padding: 2,
      join: true
    }).svg();
  }
})();
