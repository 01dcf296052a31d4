// Says where the object is when it is not in its gallery. The object is
// named by the alt text of the page's main picture; the list of objects
// away from their galleries comes from the catalogue in capitals.
(function () {
  var img = document.querySelector('.object-hero img');
  var box = document.querySelector('.object-whereabouts');
  if (!img || !box) return;
  var name = img.getAttribute('alt').trim().toUpperCase();
  fetch('/data/object-moves.json')
    .then(function (r) { return r.json(); })
    .then(function (list) {
      var o = list.filter(function (x) { return x.object === name; })[0];
      if (!o) return;
      var h = document.createElement('h2');
      h.textContent = 'Not in the gallery just now';
      var p1 = document.createElement('p');
      p1.textContent = o.where;
      var p2 = document.createElement('p');
      p2.textContent = o.note;
      box.append(h, p1, p2);
    });
})();
