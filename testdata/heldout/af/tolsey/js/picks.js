// Librarian's picks for a shelf, keyed by the shelf mark in data-shelf.
// Shelves without picks this season are left as they are.
(function () {
  var box = document.querySelector('.picks');
  if (!box) return;
  var mark = box.getAttribute('data-shelf');
  var html = htl.html;
  fetch('/data/picks.json')
    .then(function (r) { return r.json(); })
    .then(function (all) {
      var picks = all[mark];
      if (!picks) return;
      box.appendChild(html`<section>
        <h2>Librarian's picks</h2>
        <ul>${picks.map(function (p) {
          return html`<li><cite>${p.title}</cite>, ${p.author} (${p.year}). <span class="why">${p.why}</span></li>`;
        })}</ul>
      </section>`);
    });
})();
