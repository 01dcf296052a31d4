// Plant list: the head gardener's notes, one file for the whole list,
// keyed by the botanical name shown in the page's heading.
(function () {
  var name = document.querySelector('h1 i.binomial');
  var box = document.querySelector('.keeper-note');
  if (!name || !box) return;
  var render = Handlebars.compile(document.getElementById('keeper-tpl').innerHTML);
  fetch('/data/keeper-notes.json')
    .then(function (r) { return r.ok ? r.json() : {}; })
    .then(function (notes) {
      var note = notes[name.textContent.trim()];
      if (!note) return;
      box.innerHTML = render(note);
      box.hidden = false;
    })
    .catch(function () {});
})();
