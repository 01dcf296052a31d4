lemonade.createWebComponent('fell-facts', function () {
  var self = this;
  self.routes = [];
  var slug = location.pathname.split('/').pop().replace('.html', '');
  fetch('/data/fells.json').then(function (r) { return r.json(); }).then(function (d) {
    var f = d[slug];
    if (!f) return;
    self.routes = f.routes.map(function (r) { return { line: r.from + ': ' + r.km + ' km, about ' + r.time }; });
  });
  return function (render) { return render`<section class="facts"><h2>Routes up</h2><ul :loop="${self.routes}"><li>{{self.line}}</li></ul></section>`; };
}, { prefix: 'lm' });
