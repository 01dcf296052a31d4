document.addEventListener('DOMContentLoaded', function () {
  var F = window.dateFns;
  var week = [[1, null], [2, [8, 0, 16, 30]], [3, [8, 0, 16, 30]], [4, [8, 0, 16, 30]], [5, [8, 0, 17, 0]], [6, [8, 30, 17, 0]], [0, null]];
  var holidays = [['2026-04-03', [9, 0, 13, 0]], ['2026-04-06', [9, 0, 13, 0]], ['2026-05-04', [9, 0, 13, 0]], ['2026-05-25', null]];
  function t(h, m) { return F.format(new Date(2026, 0, 1, h, m), 'h:mm aaa'); }
  function dayName(n) { return F.format(F.setDay(new Date(2026, 0, 7), n), 'EEEE'); }
  var box = document.getElementById('opening-hours');
  var ul = document.createElement('ul');
  week.forEach(function (d) {
    var li = document.createElement('li');
    li.textContent = d[1] ? dayName(d[0]) + ': ' + t(d[1][0], d[1][1]) + ' until ' + t(d[1][2], d[1][3]) : dayName(d[0]) + ': closed';
    ul.appendChild(li);
  });
  box.appendChild(ul);
  var h = document.createElement('h3'); h.textContent = 'Bank holidays'; box.appendChild(h);
  var ul2 = document.createElement('ul');
  holidays.forEach(function (x) {
    var li = document.createElement('li');
    var d = F.format(F.parseISO(x[0]), 'EEEE d MMMM yyyy');
    li.textContent = d + ': ' + (x[1] ? 'open ' + t(x[1][0], x[1][1]) + ' until ' + t(x[1][2], x[1][3]) : 'closed all day');
    ul2.appendChild(li);
  });
  box.appendChild(ul2);
});
