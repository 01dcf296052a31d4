
// countdown clock to the next concert, and a 'last visited' note from localStorage
(function () {
  var el = document.getElementById('next-concert');
  var next = new Date('2026-12-12T19:30:00');
  var secs = Math.max(0, Math.floor((next - new Date()) / 1000));
  if (el && secs > 0) {
    var timer = new easytimer.Timer();
    timer.start({ countdown: true, startValues: { seconds: secs } });
    var show = function () { var v = timer.getTimeValues(); el.textContent = v.days + 'd ' + v.toString(); };
    show();
    timer.addEventListener('secondsUpdated', show);
  }
  var lv = document.getElementById('last-visit');
  try {
    var prev = localStorage.getItem('mps-last-visit');
    if (lv && prev) lv.textContent = 'Last visit: ' + new Date(prev).toLocaleDateString('en-GB');
    localStorage.setItem('mps-last-visit', new Date().toISOString());
  } catch (e) {}
})();
