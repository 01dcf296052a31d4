/* Date picker for the enquiry form. Air Datepicker defaults to Russian,
   so the English words are given here (copied from its locale/en.js). */
new AirDatepicker('#date', {
  locale: {
    days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    daysShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    daysMin: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    today: 'Today', clear: 'Clear', dateFormat: 'dd/MM/yyyy', timeFormat: 'hh:mm aa', firstDay: 1
  },
  startDate: new Date(2025, 10, 1), // open on the first month the online diary covers
  autoClose: true
});
