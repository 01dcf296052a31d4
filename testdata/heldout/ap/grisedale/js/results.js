// Results pages: the category filter becomes a Choices.js select (rows are
// hidden only when the visitor picks a category), and the note about club
// runners gets a hand-drawn highlight.
(function () {
  var select = document.querySelector('.cat-filter');
  if (select) {
    new Choices(select, { searchEnabled: false, itemSelectText: '', shouldSort: false });
    select.addEventListener('change', function () {
      var v = select.value;
      document.querySelectorAll('table.results tbody tr').forEach(function (tr) {
        tr.hidden = !!v && tr.getAttribute('data-cat') !== v;
      });
    });
  }
  var note = document.querySelector('.mark-club');
  if (note) {
    RoughNotation.annotate(note, { type: 'highlight', color: '#dbe8c8', animationDuration: 600 }).show();
  }
})();
