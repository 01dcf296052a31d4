// Search box for the music library: the catalogue is indexed with
// elasticlunr as soon as the page loads; results appear only when
// someone types.
(function () {
  var input = document.getElementById('library-q');
  var out = document.getElementById('library-results');
  var index = elasticlunr(function () {
    this.addField('composer');
    this.addField('title');
    this.setRef('id');
    this.saveDocument(true);
  });
  fetch('/data/library.json')
    .then(function (r) { return r.json(); })
    .then(function (sets) {
      sets.forEach(function (s) { index.addDoc(s); });
      input.form.setAttribute('data-ready', String(sets.length));
    });
  input.addEventListener('input', function () {
    out.innerHTML = '';
    if (input.value.trim().length < 2) return;
    index.search(input.value, { expand: true }).slice(0, 10).forEach(function (hit) {
      var doc = index.documentStore.getDoc(hit.ref);
      var li = document.createElement('li');
      li.textContent = doc.composer + ': ' + doc.title + ' (' + doc.parts + ')';
      out.appendChild(li);
    });
  });
})();
