// Rock guides: access news for the outcrop. The rock's lexicon code is the third
// item of the quick facts ("Lexicon code: CSL"); data/outcrop-access.js (loaded
// before this script) sets window.WYTHBURN_OUTCROPS with codes in lower case.
(function () {
  var box = document.querySelector('.access-note');
  var items = document.querySelectorAll('.quick-facts li');
  if (!box || items.length < 3 || !window.WYTHBURN_OUTCROPS) return;
  var code = items[2].textContent.split(':').pop().trim().toLowerCase();
  var note = window.WYTHBURN_OUTCROPS.notes.filter(function (n) { return n.code === code; })[0];
  if (!note) return;
  var h = document.createElement('h2');
  h.textContent = 'Before you go';
  var p1 = document.createElement('p');
  p1.textContent = note.access;
  var p2 = document.createElement('p');
  p2.textContent = note.note;
  box.append(h, p1, p2);
})();
