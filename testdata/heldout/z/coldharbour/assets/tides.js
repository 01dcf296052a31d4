document.addEventListener('DOMContentLoaded', function () {
  var rows = d3.csvParse(document.getElementById('tide-data').textContent.trim(), d3.autoType);
  var m = d3.format('.1f');
  var days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  var ul = document.createElement('ul');
  rows.forEach(function (r) {
    var d = r.date;
    var li = document.createElement('li');
    li.textContent = days[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + months[d.getUTCMonth()] + ': high water ' + r.hw1 + ' (' + m(r.h1) + ' m), low water ' + r.lw1 + ' (' + m(r.l1) + ' m)';
    ul.appendChild(li);
  });
  document.getElementById('tide-table').appendChild(ul);
});
