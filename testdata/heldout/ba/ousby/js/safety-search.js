// safety-search.js: search box on the sea safety pages, using lunr.
// The index is built in the browser from /data/safety-index.json (a few pages, so
// there is no point pre-building it). Nothing shows until someone types.
document.addEventListener('DOMContentLoaded', function () {
  var form = document.querySelector('.safety-search');
  if (!form || !window.lunr) return;
  var input = form.querySelector('input');
  var list = form.querySelector('.search-results');
  var docs = {}, idx = null;

  fetch('/data/safety-index.json')
    .then(function (r) { return r.json(); })
    .then(function (pages) {
      idx = lunr(function () {
        this.ref('url');
        this.field('title', { boost: 5 });
        this.field('body');
        pages.forEach(function (p) { docs[p.url] = p; this.add(p); }, this);
      });
    });

  function show() {
    list.innerHTML = '';
    var q = input.value.trim();
    if (!idx || q.length < 3) return;
    var hits;
    try { hits = idx.search(q + '~1'); } catch (e) { hits = []; }
    hits.slice(0, 5).forEach(function (h) {
      var li = document.createElement('li');
      var a = document.createElement('a');
      a.href = h.ref;
      a.textContent = docs[h.ref].title;
      li.appendChild(a);
      list.appendChild(li);
    });
  }

  input.addEventListener('input', show);
  form.addEventListener('submit', function (e) { e.preventDefault(); show(); });
});
