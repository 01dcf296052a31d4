// The programme of one concert (body data-concert) from
// data/programmes.json, through a Template7 template.
(function () {
  var template = '<ol class="works">{{#each works}}<li>{{composer}}: {{title}}' +
    '{{#if soloist}}, with {{soloist.name}} on {{soloist.instrument}}{{/if}}</li>{{/each}}</ol>' +
    '<p class="credits">Conductor {{conductor}}; leader {{leader}}.</p>';
  var compiled = Template7.compile(template);
  var key = document.body.getAttribute('data-concert');
  var box = document.querySelector('[data-programme]');
  fetch('/data/programmes.json')
    .then(function (r) { return r.json(); })
    .then(function (all) {
      var concert = all[key];
      if (concert) box.innerHTML = compiled(concert);
    });
})();
