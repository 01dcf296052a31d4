// programme.js - builds a month's listing from data/screenings.csv
// (Janet's booking spreadsheet, File > Save As > CSV) and data/films.csv.
// The month comes from data-month on #listing, e.g. "2025-02".
(function () {
  var box = document.getElementById('listing');
  var month = box.getAttribute('data-month');
  var spinner = new Spinner({ lines: 10, length: 8, width: 3, radius: 9, color: '#7a1f2b' }).spin(box);
  var NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
    'eleven', 'twelve'];
  var ACCESS = { 'subtitled': 'Subtitled', 'relaxed': 'Relaxed screening',
    'audio description': 'Audio description' };

  Promise.all([
    fetch('../data/screenings.csv').then(function (r) { return r.text(); }),
    fetch('../data/films.csv').then(function (r) { return r.text(); })
  ]).then(function (files) {
    var films = {};
    parseCSV(files[1]).forEach(function (f) { films[s.slugify(f.title)] = f; });

    var shows = parseCSV(files[0]).map(function (r) {
      r.date = ukDate(r.Date);
      return r;
    }).filter(function (r) {
      var m = r.date.getFullYear() + '-' + s.lpad(r.date.getMonth() + 1, 2, '0');
      return m === month;
    });
    // the spreadsheet is in booking order, so sort by day and then by time
    shows.sort(firstBy(function (r) { return r.date.getTime(); }).thenBy('Time'));

    var accessible = shows.filter(function (r) { return r.Access !== ''; }).length;
    var first = shows.length ? shows[0].date : null;
    var html = '';
    if (first) {
      html += '<p class="summary">There are ' + NUMBERS[shows.length] + ' screenings in ' +
        MONTH_NAMES[first.getMonth()] + ' ' + first.getFullYear() + ', and ' + NUMBERS[accessible] + ' of them ' +
        (accessible === 1 ? 'is an' : 'are') + ' accessible screenings.</p>';
    }
    html += '<ul class="screenings">';
    shows.forEach(function (r) {
      var film = films[s.slugify(r.Film)] || {};
      var name = s.escapeHTML(r.Film);
      if (film.page) name = '<a href="../films/' + film.page + '">' + name + '</a>';
      html += '<li><span class="when">' + showTime(r.date, r.Time) + '</span> ' + name;
      if (film.cert) html += ' <span class="cert">' + film.cert + '</span>';
      if (r.Access) html += ' <span class="access">' + ACCESS[r.Access] + '</span>';
      if (r.Notes) html += '<p class="note">' + s.escapeHTML(r.Notes) + '</p>';
      html += '</li>';
    });
    html += '</ul>';
    spinner.stop();
    box.innerHTML = html;
  }).catch(function () {
    spinner.stop();
    box.innerHTML = '<p>Sorry, the listing would not load. The printed programme is at the post office.</p>';
  });
})();
