// Handling card: the pigment's formula (the <dfn> of the first paragraph) looked up in the workshop card.
(function () {
  var box = document.querySelector('.handling');
  var dfn = document.querySelector('article.pigment .lede dfn');
  if (!box || !dfn) return;
  var formula = dfn.textContent.replace(/\s+/g, '');
  fetch('/data/pigment-handling.xml')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var doc = new DOMParser().parseFromString(text, 'application/xml');
      var item = Array.prototype.find.call(doc.querySelectorAll('pigment'), function (el) {
        return el.getAttribute('formula') === formula;
      });
      if (!item) return;
      var h = document.createElement('h2');
      h.textContent = 'Handling the dry powder';
      var hz = document.createElement('p');
      hz.textContent = item.querySelector('hazard').textContent;
      var note = document.createElement('p');
      note.innerHTML = DOMPurify.sanitize(item.querySelector('note').textContent);
      box.append(h, hz, note);
    });
})();
