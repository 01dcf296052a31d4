// walk.js - the walk descriptions are kept as Textile (walks/text/*.textile), the same
// files I wrote for the parish magazine site, so I only have to keep one copy.
(function () {
  var box = document.getElementById('walk-text');
  if (box) {
    fetch(box.getAttribute('data-text'))
      .then(function (r) { return r.text(); })
      .then(function (src) { box.innerHTML = textile(src); });
  }
  // keep the route card in view while you read
  Stickyfill.add(document.querySelectorAll('.sticky'));
})();
