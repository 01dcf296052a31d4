// dates.js - "2025-03-02" -> "Sunday 2 March 2025", without the browser's
// idea of time zones getting involved.  Shared by the notices scripts.
window.LongDate = (function () {
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];
  var DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  function parts(iso) {
    var m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso || '');
    return m ? { y: +m[1], m: +m[2], d: +m[3] } : null;
  }
  return {
    format: function (iso, withDay) {
      var p = parts(iso);
      if (!p) return iso;
      var s = p.d + ' ' + MONTHS[p.m - 1] + ' ' + p.y;
      if (withDay) s = DAYS[new Date(Date.UTC(p.y, p.m - 1, p.d)).getUTCDay()] + ' ' + s;
      return s;
    },
    month: function (iso) { var p = parts(iso); return p ? MONTHS[p.m - 1] : ''; }
  };
})();
