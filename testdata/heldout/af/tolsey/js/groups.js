// The list of reading groups, each linking to its own page.
(function () {
  var html = htl.html;
  fetch('/data/groups.json')
    .then(function (r) { return r.json(); })
    .then(function (groups) {
      document.getElementById('groups').appendChild(html`<ul class="group-list">${groups.map(function (g) {
        return html`<li><a href=${'/groups/' + g.slug + '.html'}>${g.name}</a>: ${g.when}.</li>`;
      })}</ul>`);
    });
})();
