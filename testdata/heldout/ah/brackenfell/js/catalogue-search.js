/* Catalogue search box: the index loads at once, results are listed only when someone types. */
(function () {
  'use strict';
  var cfg = (window.__APP_CONFIG__ || {}).catalogue || {};
  var input = document.getElementById('cat-q'), out = document.getElementById('cat-results');
  if (!input || !out || !cfg.index) return;
  var entries = [];
  fetch(cfg.index).then(function (r) { return r.json(); }).then(function (data) {
    entries = data.entries.map(function (e) { return { ref: e.ref, title: e.title, url: e.url, hay: (e.ref + ' ' + e.title + ' ' + e.words).toLowerCase() }; });
    input.setAttribute('data-entries', String(entries.length));
  });
  input.form && input.form.addEventListener('submit', function (e) { e.preventDefault(); });
  input.addEventListener('input', function () {
    out.textContent = '';
    var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length || input.value.trim().length < 2) return;
    entries.filter(function (e) { return words.every(function (w) { return e.hay.indexOf(w) >= 0; }); })
      .slice(0, cfg.limit || 10).forEach(function (e) {
        var li = document.createElement('li'), a = document.createElement('a');
        a.href = e.url; a.textContent = e.ref + ': ' + e.title;
        li.appendChild(a); out.appendChild(li);
      });
  });
})();
