// access-list.js - the "Coming up" list on the access page: every screening
// in data/screenings.csv that has something in the Access column.
(function () {
  var box = document.getElementById('coming-up');
  var SAY = { 'subtitled': 'subtitled', 'relaxed': 'relaxed screening',
    'audio description': 'with audio description' };
  fetch('../data/screenings.csv').then(function (r) { return r.text(); }).then(function (text) {
    var rows = parseCSV(text).filter(function (r) { return r.Access; });
    rows.forEach(function (r) { r.date = ukDate(r.Date); });
    rows.sort(firstBy(function (r) { return r.date.getTime(); }).thenBy('Time'));
    var ul = document.createElement('ul');
    ul.className = 'access-dates';
    rows.forEach(function (r) {
      var li = document.createElement('li');
      li.textContent = showTime(r.date, r.Time) + ': ' + r.Film + ', ' + SAY[r.Access];
      ul.appendChild(li);
    });
    box.innerHTML = '';
    box.appendChild(ul);
  }).catch(function () {
    box.innerHTML = '<p>Sorry, the dates would not load. Please see the monthly programme.</p>';
  });
})();
