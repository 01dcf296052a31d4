// Training sessions. Meeting times are kept as cron expressions (the same
// ones that send the reminder emails) and the season's dates as an RRULE
// from the club calendar; both are written out here.
(function () {
  var DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
    'September', 'October', 'November', 'December'];
  function day(d) {
    return DAYS[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear();
  }
  document.querySelectorAll('[data-cron]').forEach(function (el) {
    el.textContent = cronstrue.toString(el.getAttribute('data-cron'), { use24HourTimeFormat: true });
  });
  document.querySelectorAll('[data-rrule]').forEach(function (el) {
    var rule = rrule.rrulestr(el.getAttribute('data-rrule').replace(' RRULE:', '\nRRULE:'));
    var dates = rule.all().map(day);
    el.textContent = 'This season the session runs ' + rule.toText() + ': ' + dates.join(', ') + '.';
  });
})();
