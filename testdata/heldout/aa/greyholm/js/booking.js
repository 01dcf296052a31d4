document.querySelectorAll('input.date').forEach(function (input) {
  new Pikaday({ field: input, format: 'D MMM YYYY', firstDay: 1, minDate: new Date(),
    disableDayFn: function (d) { return d.getDay() === 1 || d.getDay() === 2; } });
});
