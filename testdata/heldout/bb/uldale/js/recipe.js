/* One recipe page. The recipes live in /recipes/data/<name>.json, which
   Ruth writes from the scraps of paper handed in at the barn; the page
   only says which one it is (data-recipe on #recipe). Built with RE:DOM. */
(function () {
  var box = document.getElementById('recipe');
  if (!box || !window.redom) return;
  var el = redom.el, mount = redom.mount, setChildren = redom.setChildren;
  var name = box.getAttribute('data-recipe');

  function icon(name) {
    return el('i', { className: 'fa-solid fa-' + name });
  }

  function view(r) {
    var parts = [
      el('h1', r.title),
      el('p.from', 'From ' + r.by + ' \u00b7 picks up at ' + r.pickup),
      el('ul.recipe-meta',
        el('li', icon('utensils'), ' Serves ' + r.serves),
        el('li', icon('clock'), ' ' + r.time),
        el('li', icon('seedling'), ' ' + r.crop)),
      el('p.intro', r.intro),
      el('div.recipe-cols',
        el('section.ingredients',
          el('h2', 'You will need'),
          el('ul', r.ingredients.map(function (item) { return el('li', item); }))),
        el('section.method',
          el('h2', 'Method'),
          el('ol', r.method.map(function (step) { return el('li', step); }))))
    ];
    if (r.tip) parts.push(el('p.tip', el('strong', 'Tip:'), ' ' + r.tip));
    return parts;
  }

  fetch('/recipes/data/' + name + '.json')
    .then(function (res) {
      if (!res.ok) throw new Error(res.status);
      return res.json();
    })
    .then(function (r) {
      setChildren(box, view(r));
      document.title = r.title + ' | Uldale Community Farm';
    })
    .catch(function () {
      setChildren(box, [el('p.notice', 'Sorry, this recipe would not load. Try again in a minute, or ask for the printed recipe book at the barn.')]);
    });
})();
