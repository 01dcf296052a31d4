// Shows roadworks that change the buses in this town. The page holds the
// town's slug (data-slug of the town guide); the roadworks file names
// towns as they are written, so each name is slugified (transliteration)
// to compare.
(function () {
  var guide = document.querySelector('section[data-slug]');
  var box = document.querySelector('.town-works');
  if (!guide || !box) return;
  var slug = guide.getAttribute('data-slug');
  var months = ['January', 'February', 'March', 'April', 'May', 'June', 'July',
    'August', 'September', 'October', 'November', 'December'];
  fetch('/data/roadworks.yaml')
    .then(function (r) { return r.text(); })
    .then(function (text) {
      var data = YAML.parse(text);
      var w = (data.towns || []).filter(function (t) { return transliteration.slugify(t.town) === slug; })[0];
      if (!w) return;
      var d = w.until.split('-');
      var h = document.createElement('h2');
      h.textContent = 'Roadworks';
      var p1 = document.createElement('p');
      p1.textContent = w.works;
      var p2 = document.createElement('p');
      p2.textContent = w.effect;
      var p3 = document.createElement('p');
      p3.textContent = 'Expected to last until ' + Number(d[2]) + ' ' + months[Number(d[1]) - 1] + '.';
      box.append(h, p1, p2, p3);
    });
})();
