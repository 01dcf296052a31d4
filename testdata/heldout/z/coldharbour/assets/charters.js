document.addEventListener('DOMContentLoaded', function () {
  document.querySelectorAll('.charter-rates').forEach(function (el) {
    var f = d3.formatLocale({ decimal: '.', thousands: ',', grouping: [3], currency: ['£', ''] }).format('$,.0f');
    var html = el.dataset.rates.split(';').map(function (part) {
      var p = part.split(':');
      var label = p[0].charAt(0).toUpperCase() + p[0].slice(1);
      return '<li>' + label + ' charter (' + p[1] + ' hours) on ' + el.dataset.boat + ': ' + f(+p[2]) + '</li>';
    }).join('');
    el.innerHTML = '<ul>' + html + '</ul>';
  });
});
