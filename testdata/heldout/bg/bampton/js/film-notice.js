// film-notice.js - if Janet has put something in the "notice" column of the
// film list for this film, show it at the top of the film's page.
// The film is matched on the page's <h1>, slugified, against the title column.
(function () {
  var h1 = document.querySelector('article.film h1');
  var box = document.getElementById('film-notice');
  if (!h1 || !box) return;
  var want = s.slugify(h1.textContent);
  fetch('../data/films.csv').then(function (r) { return r.text(); }).then(function (text) {
    var films = parseCSV(text);
    for (var i = 0; i < films.length; i++) {
      if (s.slugify(films[i].title) === want) {
        if (!s.isBlank(films[i].notice)) {
          box.className = 'notice';
          box.innerHTML = '<p><strong>Please note:</strong> ' + s.escapeHTML(films[i].notice) + '</p>';
        }
        return;
      }
    }
  });
})();
