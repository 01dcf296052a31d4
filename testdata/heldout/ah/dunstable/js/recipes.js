// The recipe list, drawn with maquette from data/recipes.json; recipes
// with a page get a link to it.
(function () {
  var host = document.getElementById('recipe-list');
  if (!host) return;
  var h = maquette.h;
  function time(m) {
    var hrs = Math.floor(m / 60), min = m % 60;
    if (!hrs) return min + ' minutes';
    return hrs + (hrs === 1 ? ' hour' : ' hours') + (min ? ' ' + min + ' minutes' : '');
  }
  fetch('/data/recipes.json').then(function (r) { return r.json(); }).then(function (list) {
    maquette.createProjector().append(host, function () {
      return h('ul.recipes', list.map(function (r) {
        var facts = ': serves ' + r.serves + ', ready in ' + time(r.minutes) + (r.page ? '' : ' (recipe coming soon)');
        return h('li', { key: r.slug }, [
          r.page ? h('a', { href: '/recipes/' + r.slug + '.html' }, [r.title]) : h('span', [r.title]),
          facts
        ]);
      }));
    });
  });
})();
