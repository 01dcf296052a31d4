// The sections with room for new players, from data/sections.json,
// through a Template7 template.
(function () {
  var words = ['no places', 'one place', 'two places', 'three places', 'four places'];
  var compiled = Template7.compile(
    '{{#each sections}}<li>{{section}}: {{places}}, {{audition}}</li>{{/each}}');
  var list = document.querySelector('[data-template="vacancies"]');
  fetch('/data/sections.json')
    .then(function (r) { return r.json(); })
    .then(function (d) {
      var open = d.sections.filter(function (s) { return s.free > 0; }).map(function (s) {
        return {
          section: s.section,
          places: words[s.free] || s.free + ' places',
          audition: s.audition ? 'a short audition ' + s.audition : 'no audition needed'
        };
      });
      list.innerHTML = compiled({ sections: open });
    });
})();
