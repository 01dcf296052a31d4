// site search: loads the page index for the box; results only appear when you type
(function () {
  var q = document.getElementById('q'), out = document.getElementById('results'), index = [];
  fetch('/data/search-index.json').then(function (r) { return r.json(); }).then(function (d) { index = d; });
  q.addEventListener('input', function () {
    var t = q.value.trim().toLowerCase();
    out.textContent = '';
    if (t.length < 2) return;
    index.filter(function (p) { return p.title.toLowerCase().indexOf(t) >= 0; }).slice(0, 8).forEach(function (p) {
      var li = document.createElement('li'), a = document.createElement('a');
      a.href = p.url; a.textContent = p.title; li.appendChild(a); out.appendChild(li);
    });
  });
})();
