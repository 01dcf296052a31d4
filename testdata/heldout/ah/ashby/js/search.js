/* Site search: the FlexSearch index is built at once; results appear only when someone types. */
(function () {
  'use strict';
  var cfg = (window.__CFG || {}).search || {};
  var input = document.getElementById('q');
  var list = document.getElementById('search-results');
  if (!input || !list || !cfg.index || typeof FlexSearch === 'undefined') return;
  var index = new FlexSearch.Index({ tokenize: 'forward', resolution: 9 });
  var docs = {};
  fetch(cfg.index).then(function (r) { return r.json(); }).then(function (all) {
    all.forEach(function (d) {
      docs[d.id] = d;
      (cfg.fields || ['title', 'text']).forEach(function (f) { index.append(d.id, d[f] || ''); });
    });
    input.setAttribute('data-ready', String(all.length));
  });
  input.form && input.form.addEventListener('submit', function (e) { e.preventDefault(); });
  input.addEventListener('input', function () {
    list.textContent = '';
    var q = input.value.trim();
    if (q.length < (cfg.minChars || 2)) return;
    index.search(q, { limit: 8 }).forEach(function (id) {
      var hit = docs[id], li = document.createElement('li'), a = document.createElement('a');
      a.href = hit.url;
      a.textContent = hit.title;
      li.appendChild(a);
      list.appendChild(li);
    });
  });
})();
