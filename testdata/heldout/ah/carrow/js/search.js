// Site search: MiniSearch over data/search-index.json, loaded at once;
// results appear only when someone types.
(function () {
  var input = document.getElementById('q');
  var list = document.getElementById('results');
  if (!input || !list) return;
  var ms = new MiniSearch({ fields: ['title', 'text'], storeFields: ['title', 'url'],
                            searchOptions: { prefix: true, fuzzy: 0.2, boost: { title: 2 } } });
  fetch('/data/search-index.json')
    .then(function (r) { return r.json(); })
    .then(function (docs) { ms.addAll(docs); input.setAttribute('data-ready', String(docs.length)); });
  input.addEventListener('input', function () {
    list.textContent = '';
    var q = input.value.trim();
    if (q.length < 2) return;
    ms.search(q).slice(0, 8).forEach(function (hit) {
      var li = document.createElement('li');
      var a = document.createElement('a');
      a.href = hit.url;
      a.textContent = hit.title;
      li.appendChild(a);
      list.appendChild(li);
    });
  });
})();
