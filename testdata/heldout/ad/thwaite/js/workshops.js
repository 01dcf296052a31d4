// Workshop timetable for the month named in the <time datetime> of the heading.
(function () {
  var month = document.querySelector('.sessions time').getAttribute('datetime');
  var Table = Regular.extend({
    template: '<ol class="sessions">{#list rows as s}<li><strong>{s.d}</strong>: {s.t} {s.who}, £{s.fee} including yarn</li>{/list}</ol>'
  });
  setTimeout(function () {
    fetch('/data/workshops.json').then(function (r) { return r.json(); }).then(function (all) {
      new Table({ data: { rows: all[month] || [] } }).$inject(document.getElementById('sessions'));
    });
  }, 400);
})();
