/* The recipes index: every recipe in /recipes/recipes.json as a card,
   with buttons to show just the ones for one crop. Built with RE:DOM. */
(function () {
  var box = document.getElementById('recipe-list');
  if (!box || !window.redom) return;
  var el = redom.el, list = redom.list, mount = redom.mount;

  function Card() {
    this.link = el('a');
    this.by = el('span.by');
    this.blurb = el('p');
    this.el = el('li', this.link, ' ', this.by, this.blurb);
  }
  Card.prototype.update = function (r) {
    this.link.href = '/recipes/' + r.slug + '.html';
    this.link.textContent = r.title;
    this.by.textContent = 'from ' + r.by;
    this.blurb.textContent = r.blurb;
  };

  var filters = el('p.filters');
  var cards = list('ul.recipe-cards', Card, 'slug');
  mount(box, filters);
  mount(box, cards);

  fetch('/recipes/recipes.json')
    .then(function (res) { return res.json(); })
    .then(function (recipes) {
      var crops = [];
      recipes.forEach(function (r) {
        if (crops.indexOf(r.crop) < 0) crops.push(r.crop);
      });
      var buttons = [null].concat(crops).map(function (crop) {
        var b = el('button', { type: 'button' }, crop || 'Everything');
        b.addEventListener('click', function () { show(crop); });
        b.crop = crop;
        mount(filters, b);
        filters.appendChild(document.createTextNode(' '));
        return b;
      });
      function show(crop) {
        buttons.forEach(function (b) { b.classList.toggle('on', b.crop === crop); });
        cards.update(crop ? recipes.filter(function (r) { return r.crop === crop; }) : recipes);
      }
      show(null);
    });
})();
