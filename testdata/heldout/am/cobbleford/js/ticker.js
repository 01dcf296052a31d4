// The notices strip scrolls from right to left without end.
(function () {
  var track = document.querySelector('.ticker-track');
  var box = track.parentNode;
  var x = box.clientWidth, last = null;
  function step(ts) {
    if (last !== null) x -= (ts - last) * 0.06;
    last = ts;
    if (x < -track.offsetWidth) x = box.clientWidth;
    track.style.transform = 'translateX(' + x.toFixed(1) + 'px)';
    requestAnimationFrame(step);
  }
  requestAnimationFrame(step);
})();
