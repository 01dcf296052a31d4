// "next cafe in N days" (a countdown, not content)
(function () {
  var el = document.getElementById('next-cafe');
  if (!el) return;
  function secondSaturday(y, m) {
    var d = new Date(y, m, 1);
    var first = (6 - d.getDay() + 7) % 7 + 1;
    return new Date(y, m, first + 7, 10);
  }
  var now = new Date();
  var next = secondSaturday(now.getFullYear(), now.getMonth());
  if (next < now) next = secondSaturday(now.getFullYear(), now.getMonth() + 1);
  var days = Math.ceil((next - now) / 86400000);
  el.textContent = 'Next caf\u00e9: ' + next.toDateString() + ' (' + (days === 1 ? 'tomorrow' : 'in ' + days + ' days') + ').';
})();
