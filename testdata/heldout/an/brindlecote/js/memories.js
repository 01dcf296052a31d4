// Visitors' memories of an object, from the memories book at the desk
// (typed up by the volunteers). Only some objects have any.
(function () {
  var box = document.querySelector('.memories[data-accession]');
  if (!box) return;
  var id = box.getAttribute('data-accession');
  fetch('/data/memories.json')
    .then(function (r) { return r.json(); })
    .then(function (book) {
      var list = book.objects[id];
      if (!list || !list.length) return;
      var h = document.createElement('h2');
      h.textContent = book.heading;
      box.appendChild(h);
      list.forEach(function (m) {
        var q = document.createElement('blockquote');
        var p = document.createElement('p');
        p.textContent = m.text;
        var f = document.createElement('footer');
        f.textContent = m.by + ', ' + m.year;
        q.appendChild(p);
        q.appendChild(f);
        box.appendChild(q);
      });
    });
})();
