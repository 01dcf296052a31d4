// Site search: loads the index up front, shows hits only while typing.
(function () {
  var input = document.getElementById('q'), list = document.getElementById('hits');
  var docs = [];
  fetch('/search-index.json').then(function (r) { return r.json(); }).then(function (d) {
    docs = d; document.documentElement.dataset.searchReady = String(d.length);
  });
  input.addEventListener('input', function () {
    var q = input.value.trim();
    list.innerHTML = '';
    if (q.length < 2) { list.hidden = true; return; }
    var hits = fuzzball.extract(q, docs, { processor: function (d) { return d.t + ' ' + d.s; },
      scorer: fuzzball.token_set_ratio, limit: 8, cutoff: 45 });
    hits.forEach(function (h) {
      var li = document.createElement('li'), a = document.createElement('a');
      a.href = h[0].u; a.textContent = h[0].t; li.appendChild(a); list.appendChild(li);
    });
    list.hidden = hits.length === 0;
  });
})();
