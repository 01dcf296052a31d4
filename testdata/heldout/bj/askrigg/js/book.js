/* book.js - a pop-up calendar on the date box of the booking form (js-datepicker).
   The calendar opens on the first month of the season we are taking bookings for,
   and only lets you pick days we are open. */
(function () {
  var SEASON_OPENS = new Date(2026, 3, 4);   // first Saturday in April
  var SEASON_CLOSES = new Date(2026, 9, 25); // last Sunday in October
  var days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
                'August', 'September', 'October', 'November', 'December'];

  datepicker('#date', {
    startDate: new Date(2026, 4, 1),
    minDate: SEASON_OPENS,
    maxDate: SEASON_CLOSES,
    startDay: 1,
    formatter: function (input, date) {
      input.value = days[date.getDay()] + ' ' + date.getDate() + ' ' + months[date.getMonth()];
    }
  });
})();
