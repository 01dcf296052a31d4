// The request line box: one message at a time, moving on every two and a half seconds.
(function () {
  var el = document.querySelector('.request-line');
  if (!el) return;
  var slider = new Siema({ selector: el, duration: 400, loop: true, draggable: true });
  setInterval(function () { slider.next(); }, 2500);
})();
