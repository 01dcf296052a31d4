// Catalogue records: a conservator's or archivist's note kept beside the
// record's own slug. Most records have none, and a missing file is fine.
(function () {
  var box = document.querySelector('.record-notes');
  var source = document.getElementById('note-tpl');
  if (!box || !source) return;
  var render = Handlebars.compile(source.innerHTML);
  var slug = location.pathname.split('/').pop().replace(/\.html$/, '');
  wretch('/data/notes/' + slug + '.json')
    .get()
    .notFound(function () { return null; })
    .json()
    .then(function (note) {
      if (note && note.paras) box.innerHTML = render(note);
    })
    .catch(function () {});
})();
