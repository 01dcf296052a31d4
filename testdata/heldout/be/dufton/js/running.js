/* running.js - works out the running days of each timetable from the
   Later rules in data/running-days.json (needs lib/later.min.js).
   Everything is done in UTC so a date never slips a day. */

var DFR = DFR || {};

DFR.runningDays = function (season) {
  later.date.UTC();
  var from = DFR.parseDay(season.from);
  var to = new Date(DFR.parseDay(season.to).getTime() + 23 * 3600 * 1000);
  var out = [];
  for (var i = 0; i < season.timetables.length; i++) {
    var tt = season.timetables[i];
    var sched = later.parse.text(tt.rule);
    if (sched.error >= 0) {
      throw new Error('Rule for ' + tt.colour + ' will not parse at character ' + sched.error);
    }
    var days = later.schedule(sched).next(366, from, to);
    if (!days) { days = []; }
    if (days instanceof Date) { days = [days]; }
    out.push({ colour: tt.colour, page: tt.page, days: days });
  }
  return out;
};
