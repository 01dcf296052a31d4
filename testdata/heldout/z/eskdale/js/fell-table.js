lemonade.createWebComponent('fell-table', function () {
  var self = this;
  self.rows = [];
  fetch(self.getAttribute('src')).then(function (r) { return r.json(); }).then(function (d) {
    self.rows = Object.keys(d).map(function (k) { return { line: d[k].name + ': ' + d[k].h + ' m, ' + d[k].area, href: '/fells/' + k + '.html' }; });
  });
  return function (render) { return render`<ul class="fell-table" :loop="${self.rows}"><li>{{self.line}}</li></ul>`; };
}, { prefix: 'lm' });
