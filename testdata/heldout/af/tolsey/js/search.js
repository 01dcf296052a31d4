// Site search: loads the page index and filters it with fuzzaldrin-plus as
// the reader types. Nothing is shown until something is typed.
(function () {
  var box = document.getElementById('q');
  var out = document.getElementById('q-results');
  if (!box || !out) return;
  var index = [];
  fetch('/data/search-index.json')
    .then(function (r) { return r.json(); })
    .then(function (d) { index = d; });
  box.addEventListener('input', function () {
    out.textContent = '';
    var q = box.value.trim();
    if (!q) return;
    fuzzaldrin.filter(index, q, { key: 'title', maxResults: 8 }).forEach(function (e) {
      var li = document.createElement('li');
      var a = document.createElement('a');
      a.href = e.url;
      a.textContent = e.title;
      li.appendChild(a);
      out.appendChild(li);
    });
  });
})();
