// race.js - on every race page.
// 1. If the organiser has sent a notice (data/notices.js), show it under the heading.
//    The race is found by the name in the <h1>, so keep them spelt the same.
// 2. Draw the QR code for the posters (qrcode library in lib/).
(function () {
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];

  function niceDate(iso) {
    var b = iso.split('-');
    return parseInt(b[2], 10) + ' ' + months[parseInt(b[1], 10) - 1] + ' ' + b[0];
  }

  var h1 = document.querySelector('h1');
  var name = h1.textContent.replace(/\s+/g, ' ').trim().toLowerCase();
  var list = window.raceNotices || [];
  var entry = null;
  for (var i = 0; i < list.length; i++) {
    if (list[i].race.toLowerCase() === name) {
      entry = list[i];
      break;
    }
  }

  if (entry && entry.notice) {
    var box = document.createElement('div');
    box.className = 'notice';
    var head = document.createElement('h2');
    head.textContent = 'Notice from the organiser';
    var p = document.createElement('p');
    p.textContent = entry.notice;
    var small = document.createElement('p');
    small.className = 'small';
    small.textContent = 'Posted ' + niceDate(entry.posted) + ' by ' + entry.by + '.';
    box.appendChild(head);
    box.appendChild(p);
    box.appendChild(small);
    h1.parentNode.insertBefore(box, h1.nextSibling);
  }

  var canvas = document.getElementById('qr');
  if (canvas && window.QRCode) {
    QRCode.toCanvas(canvas, canvas.getAttribute('data-url'), { width: 132, margin: 1 }, function (error) {
      if (error) console.error(error);
    });
  }
})();
