/* reading-list.js - builds each group's list from the noticeboard sheet
   (data/reading-groups.csv, saved from Excel). The group code is on the
   section: <section class="reading-list" data-group="...">. */
(function () {
  var sec = document.querySelector('.reading-list');
  if (!sec) return;
  var code = sec.getAttribute('data-group');
  var DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
                'August', 'September', 'October', 'November', 'December'];
  var WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

  function longDate(iso) {
    var p = iso.split('-');
    var d = new Date(+p[0], +p[1] - 1, +p[2]);
    return DAYS[d.getDay()] + ' ' + d.getDate() + ' ' + MONTHS[d.getMonth()] + ' ' + d.getFullYear();
  }

  fetch('../data/reading-groups.csv')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var rows = CSV.parse(text.trim(), { header: true, cast: false });
      var mine = rows.filter(function (r) { return r.group === code && r.date >= '2026'; });
      mine.sort(function (a, b) { return a.date < b.date ? -1 : 1; });

      var intro = document.createElement('p');
      intro.textContent = 'We have ' + WORDS[mine.length] + ' books lined up for this season, from ' +
        MONTHS[+mine[0].date.split('-')[1] - 1] + ' to ' + MONTHS[+mine[mine.length - 1].date.split('-')[1] - 1] + '.';
      sec.appendChild(intro);

      var ul = document.createElement('ul');
      ul.className = 'books';
      mine.forEach(function (r) {
        var li = document.createElement('li');
        li.textContent = longDate(r.date) + ': ' + r.title + ' by ' + r.author + ', led by ' + r.leader;
        ul.appendChild(li);
      });
      sec.appendChild(ul);
    });
})();
