// The next meeting of a reading group, from data/groups.json.
(function () {
  var p = document.querySelector('.next-meeting');
  if (!p) return;
  fetch('/data/groups.json')
    .then(function (r) { return r.json(); })
    .then(function (groups) {
      var g = groups.filter(function (x) { return x.slug === p.getAttribute('data-group'); })[0];
      if (g) p.textContent = g.next;
    });
})();
