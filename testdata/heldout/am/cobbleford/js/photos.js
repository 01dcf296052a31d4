// Photographs, one at a time, moving on every three seconds.
(function () {
  var el = document.querySelector('.photos');
  if (!el) return;
  var s = new Siema({ selector: el, loop: true, duration: 500 });
  setInterval(function () { s.next(); }, 3000);
})();
