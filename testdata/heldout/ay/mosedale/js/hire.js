/* Hire pages: a date-range picker (flatpickr) on the enquiry form, and a
   rough price once both dates are chosen, from the rates in the table. */
(function () {
  'use strict';
  var input = document.getElementById('hire-dates');
  if (!input || typeof flatpickr !== 'function') return;
  var out = document.querySelector('.hire-estimate');
  var rates = {};
  document.querySelectorAll('table.rates tr[data-rate]').forEach(function (tr) {
    rates[tr.getAttribute('data-rate')] = Number(tr.getAttribute('data-price'));
  });

  flatpickr(input, {
    mode: 'range',
    minDate: 'today',
    dateFormat: 'Y-m-d',
    altInput: true,
    altFormat: 'D j M',
    disableMobile: true,
    locale: { firstDayOfWeek: 1 },
    onChange: function (dates) {
      if (!out) return;
      if (dates.length < 2) { out.textContent = ''; return; }
      var days = Math.round((dates[1] - dates[0]) / 864e5) + 1;
      var byDay = days * rates.day;
      var byWeek = Math.ceil(days / 7) * rates.week;
      var cost = Math.min(byDay, byWeek);
      out.textContent = 'About £' + cost + ' for ' + days + (days === 1 ? ' day' : ' days') + ', paid when you collect.';
    }
  });
})();
