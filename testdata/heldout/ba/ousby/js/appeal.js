// appeal.js: the Tractor Fund thermometer (ProgressBar.js) and the QR code for
// the online giving page (QRious). The figures themselves are typed into the page
// by hand when the treasurer sends them; this only draws the bar.
document.addEventListener('DOMContentLoaded', function () {
  document.querySelectorAll('.appeal-bar').forEach(function (el) {
    var raised = Number(el.getAttribute('data-raised'));
    var target = Number(el.getAttribute('data-target'));
    var bar = new ProgressBar.Line(el, {
      strokeWidth: 4,
      trailWidth: 4,
      color: '#e8742c',
      trailColor: '#d6dde3',
      easing: 'easeInOut',
      duration: 1400,
      svgStyle: { width: '100%', height: '100%' }
    });
    bar.animate(Math.min(raised / target, 1));
  });

  document.querySelectorAll('canvas.give-qr').forEach(function (canvas) {
    if (!window.QRious) return;
    new QRious({
      element: canvas,
      value: canvas.getAttribute('data-url'),
      size: 160,
      foreground: '#12355b'
    });
  });
});
