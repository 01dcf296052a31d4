/* Event pages: closing date and entry fee from data/events.json, dates by Luxon. */
(function () {
  'use strict';
  var id = document.body.getAttribute('data-event');
  function fmt(iso) {
    return luxon.DateTime.fromISO(iso).setLocale('en-GB').toFormat('cccc d LLLL yyyy');
  }
  fetch('/data/events.json').then(function (r) { return r.json(); }).then(function (all) {
    var ev = all[id];
    if (!ev) return;
    var closing = document.querySelector('p.closing');
    if (closing && ev.closes) closing.textContent = 'Entries close at midnight on ' + fmt(ev.closes) + '.';
    var fee = document.querySelector('p.fee');
    if (fee && ev.fee) {
      fee.textContent = 'Entry \u00a3' + ev.fee + ', or \u00a3' + ev.memberFee + ' for members of ' +
        ev.memberOf + ', until ' + fmt(ev.feeUntil) + '.';
    }
  });
})();
