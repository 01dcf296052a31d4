/* Underline mill words that are in the glossary, with the meaning
   on hover. mark.js does the finding; the words themselves stay as written. */
(function () {
  var area = document.querySelector('.explain');
  if (!area || !window.Mark) return;
  fetch('/data/glossary.json')
    .then(function (r) { return r.json(); })
    .then(function (g) {
      var words = Object.keys(g);
      new Mark(area).mark(words, {
        className: 'term',
        accuracy: 'exactly',
        separateWordSearch: false,
        caseSensitive: false,
        each: function (el) {
          el.title = g[el.textContent.toLowerCase()] || '';
        }
      });
    });
})();
